import UIDescription

/// The values of an object the translation writes as the source does: frames, button titles per state, lists of
/// values (segments), and the members with no counterpart, kept on `<archivedValues>`.
extension NIBTranslator {
    // MARK: Geometry and states

    /// The frame: AppKit's `NSFrame` or `NSFrameSize` text, UIKit's `UIBounds` and `UICenter` geometry blobs.
    func frame(of object: Int, consumed: inout KeySet) -> NIBVocabulary.Rect? {
        if let rect = NIBVocabulary.rect(graph.string(.frame, of: object) ?? graph.string(.frameSize, of: object)) {
            consume(&consumed, .frame, .frameSize)
            return rect
        }
        guard case .data(let bounds) = graph.member(.bounds, of: object),
              let size = NIBVocabulary.doubles(graph.bytes(bounds)), size.count == 4 else { return nil }
        consume(&consumed, .bounds)
        var center = [size[2] / 2, size[3] / 2]
        if case .data(let blob) = graph.member(.center, of: object), let point = NIBVocabulary.doubles(graph.bytes(blob)), point.count == 2 {
            consume(&consumed, .center)
            center = point
        }
        return (center[0] - size[2] / 2, center[1] - size[3] / 2, size[2], size[3])
    }

    func rectElement(key: String, _ rect: NIBVocabulary.Rect, offset: Int) -> Element {
        Element(name: "rect", attributes: [("key", key), ("x", NIBVocabulary.format(rect.x)), ("y", NIBVocabulary.format(rect.y)),
                                           ("width", NIBVocabulary.format(rect.width)), ("height", NIBVocabulary.format(rect.height))],
                offset: offset)
    }

    /// A button's title per state (`UIButtonStatefulContent`: state number → `UIButtonContent`).
    func stateTitles(of object: Int, consumed: inout KeySet) -> [Element] {
        guard let states = graph.object(.buttonStatefulContent, of: object) else { return [] }
        consume(&consumed, .buttonStatefulContent)
        return graph.entries(of: states).compactMap { key, value in
            guard let state = graph.number(key), let name = NIBVocabulary.integer(state).flatMap({ NIBVocabulary.controlStates[$0] }),
                  case .object(let content) = value else { return nil }
            var element = Element(name: "state", attributes: [("key", name)], offset: graph.objects[content].offset)
            if let title = graph.string(.buttonTitle, of: content) { element.attributes.append(("title", title)) }
            return element
        }
    }

    /// The name of an image or sound resource (`NSCustomResource`'s `NSResourceName`).
    func resourceName(_ value: Value) -> String? {
        guard case .object(let index) = value else { return nil }
        return graph.string(.resourceName, of: index)
    }

    /// Lists of values that are elements of their own in the source (a segmented cell's `<segments>`), and texts kept
    /// in a member object (a box's title in its title cell).
    func valueLists(of object: Int, consumed: inout KeySet) -> [Element] {
        var made: [Element] = []
        for member in graph.members(of: object) where keyRoles[Int(member.key)].contains(.valueList) {
            guard case .object(let target) = member.value else { continue }
            if let list = keyFacts[Int(member.key)].valueList {
                consumed.insert(member.key)
                var wrapper = Element(name: list.wrapper, offset: graph.objects[target].offset)
                for item in graph.items(of: target) {
                    guard case .object(let index) = item else { continue }
                    var entry = Element(name: list.element, offset: graph.objects[index].offset)
                    for item in graph.members(of: index) {
                        let itemValue = item.value
                        guard let attribute = list.attributes[graph.name(of: item)] else { continue }
                        let text = graph.string(itemValue) ?? resourceName(itemValue) ?? graph.number(itemValue).map(NIBVocabulary.format)
                        if let text, !text.isEmpty, text != "0" || attribute != "tag" { entry.attributes.append((attribute, text)) }
                    }
                    wrapper.children.append(entry)
                }
                made.append(wrapper)
            }
        }
        return made
    }

    // MARK: Archived values

    /// The members no table translated, as attributes of one `<archivedValues>` element: numbers and flags as
    /// text, strings as they are, other objects by id or class. Nothing of the archive is dropped silently.
    func archivedValues(of object: Int, consumed: KeySet) -> Element? {
        let members = graph.members(of: object)
        var attributes: [(String, String)] = []
        attributes.reserveCapacity(members.count)
        var seen = KeySet()
        for member in members where !consumed.contains(member.key) {
            let roles = keyRoles[Int(member.key)]
            guard roles.contains(.identifier), !roles.contains(.structural), let text = describe(member.value), seen.insert(member.key) else { continue }
            attributes.append((graph.keys[Int(member.key)], text))
        }
        guard !attributes.isEmpty else { return nil }
        return Element(name: NIBVocabulary.archivedValuesElement, attributes: attributes, offset: graph.objects[object].offset)
    }

    func describe(_ value: Value) -> String? {
        switch value {
        case .null: return nil
        case .bool(let flag): return flag ? "YES" : "NO"
        case .integer(let number): return String(number)
        case .real(let number): return NIBVocabulary.format(number)
        case .string(let text): return graph.strings[Int(text)]
        case .data(let bytes): return NIBVocabulary.describe(graph.bytes(bytes))
        case .array(let values): return "[\(graph.arrays[Int(values)].count)]"
        case .object(let index):
            if contents.objectSet.contains(index) { return "@" + id(of: index) }
            if let text = graph.string(value) { return text }
            if let number = graph.number(value) { return NIBVocabulary.format(number) }
            return graph.className(of: index)
        }
    }
}
