import UIDescription

/// The values of an object the translation writes as the source does: frames, button titles per state, lists of
/// values (segments), and the members with no counterpart, kept on `<archivedValues>`.
extension NIBTranslator {
    // MARK: Geometry and states

    /// The frame: AppKit's `NSFrame` or `NSFrameSize` text, UIKit's `UIBounds` and `UICenter`: geometry blobs in a
    /// NIBArchive, text (`{{0, 0}, {280, 44}}`, `{155, 177}`) in the keyed archives of iPhone SDK 2 and 3.
    func frame(of object: Int, consumed: inout KeySet) -> NIBVocabulary.Rect? {
        if let rect = NIBVocabulary.rect(graph.string(.frame, of: object) ?? graph.string(.frameSize, of: object)) {
            consume(&consumed, .frame, .frameSize)
            return rect
        }
        // UIKit leaves out bounds that are all zero: a view of no size has its center alone.
        let bounds: [Double]
        if let archived = geometry(.bounds, of: object), archived.count == 4 {
            bounds = archived
            consume(&consumed, .bounds)
        } else if graph.member(.bounds, of: object) == nil, graph.member(.center, of: object) != nil {
            bounds = [0, 0, 0, 0]
        } else {
            return nil
        }
        var center = [bounds[2] / 2, bounds[3] / 2]
        if let point = geometry(.center, of: object), point.count == 2 {
            consume(&consumed, .center)
            center = point
        }
        return (center[0] - bounds[2] / 2, center[1] - bounds[3] / 2, bounds[2], bounds[3])
    }

    /// The numbers of a geometry member: a blob of doubles or floats, or the text of a rectangle or point.
    private func geometry(_ key: WellKnownKey, of object: Int) -> [Double]? {
        let value = graph.member(key, of: object)
        if case .data(let blob) = value, let numbers = NIBVocabulary.doubles(graph.bytes(blob)) { return numbers }
        guard let text = graph.string(value) else { return nil }
        return NIBVocabulary.numbers(inGeometryText: text)
    }

    /// Writes `rect` as a `<rect>` with `key`.
    func writeRect<Sink: TranslatedElementSink>(key: String, _ rect: NIBVocabulary.Rect, offset: Int, into sink: inout Sink) throws {
        try sink.startElement("rect", offset: offset)
        try sink.addAttribute("key", key)
        try sink.addAttribute("x", NIBVocabulary.format(rect.x))
        try sink.addAttribute("y", NIBVocabulary.format(rect.y))
        try sink.addAttribute("width", NIBVocabulary.format(rect.width))
        try sink.addAttribute("height", NIBVocabulary.format(rect.height))
        try sink.endElement()
    }

    /// Writes a button's title per state (`UIButtonStatefulContent`: state number → `UIButtonContent`).
    func writeStateTitles<Sink: TranslatedElementSink>(of object: Int, consumed: inout KeySet, into sink: inout Sink) throws {
        guard let states = graph.object(.buttonStatefulContent, of: object) else { return }
        consume(&consumed, .buttonStatefulContent)
        for (key, value) in graph.entries(of: states) {
            guard let state = graph.number(key), let name = NIBVocabulary.integer(state).flatMap({ NIBVocabulary.controlStates[$0] }),
                  case .object(let content) = value else { continue }
            var attributes: [(String, String)] = [("key", name)]
            if let title = graph.string(.buttonTitle, of: content) { attributes.append(("title", title)) }
            _ = addImage(graph.member(.stateImage, of: content), as: "image", to: &attributes)
            _ = addImage(graph.member(.stateBackgroundImage, of: content), as: "backgroundImage", to: &attributes)
            try sink.startElement("state", offset: graph.objects[content].offset)
            for (attribute, value) in attributes { try sink.addAttribute(attribute, value) }
            try sink.endElement()
        }
    }

    /// The name of an image or sound resource (`NSCustomResource`'s `NSResourceName`).
    func resourceName(_ value: Value) -> String? {
        guard case .object(let index) = value else { return nil }
        return graph.string(.resourceName, of: index)
    }

    /// Writes the lists of values that are elements of their own in the source (a segmented cell's `<segments>`).
    func writeValueLists<Sink: TranslatedElementSink>(of object: Int, consumed: inout KeySet, into sink: inout Sink) throws {
        for member in graph.members(of: object) where keyRoles[Int(member.key)].contains(.valueList) {
            guard case .object(let target) = member.value, let list = keyFacts(member.key).valueList else { continue }
            consumed.insert(member.key)
            try sink.startElement(list.wrapper, offset: graph.objects[target].offset)
            for item in graph.items(of: target) {
                guard case .object(let index) = item else { continue }
                try sink.startElement(list.element, offset: graph.objects[index].offset)
                for item in graph.members(of: index) {
                    let itemValue = item.value
                    guard let attribute = list.attributes[graph.name(of: item)] else { continue }
                    if let image = image(itemValue) { note(image) }
                    let text = graph.string(itemValue) ?? resourceName(itemValue) ?? graph.number(itemValue).map(NIBVocabulary.format)
                    if let text, !text.isEmpty, text != "0" || attribute != "tag" { try sink.addAttribute(attribute, text) }
                }
                try sink.endElement()
            }
            try sink.endElement()
        }
    }

    // MARK: Archived values

    /// Writes the members no table translated as attributes of one `<archivedValues>` element: numbers and flags as
    /// text, strings as they are, other objects by id or class. Nothing of the archive is dropped silently.
    func writeArchivedValues<Sink: TranslatedElementSink>(of object: Int, consumed: KeySet, into sink: inout Sink) throws {
        if Sink.keepsTrees { return try keepArchivedValues(of: object, consumed: consumed, into: &sink) }
        // Read once: each read through `self` would retain and release them.
        let graph = graph, keyRoles = keyRoles
        var seen = KeySet()
        var started = false
        for member in graph.members(of: object) where !consumed.contains(member.key) {
            let roles = keyRoles[Int(member.key)]
            guard roles.contains(.identifier), !roles.contains(.structural) else { continue }
            try withDescription(of: member.value) { text in
                guard seen.insert(member.key) else { return }
                if !started {
                    try sink.startElement(NIBVocabulary.archivedValuesElement, offset: graph.objects[object].offset)
                    started = true
                }
                try sink.addAttribute(numbered: graph.keyNumber(member.key), name: { graph.keyName(member.key) }, utf8: text)
            }
        }
        if started { try sink.endElement() }
    }

    /// Writes the members no table translated as ``writeArchivedValues(of:consumed:into:)`` does, for a sink that keeps
    /// trees: their values go into the translation's ``archivedValueTable``, which the `<archivedValues>` element
    /// refers to, and are written when the trees are built.
    private func keepArchivedValues<Sink: TranslatedElementSink>(of object: Int, consumed: KeySet, into sink: inout Sink) throws {
        let graph = graph, keyRoles = keyRoles
        if archivedValueTable == nil {
            archivedValueTable = DeferredAttributeTable()
            archivedKeySlots = Array(filledWith: -1, count: graph.keyTable.count)
        }
        guard let table = archivedValueTable else { return }
        let start = table.count
        var seen = KeySet()
        for member in graph.members(of: object) where !consumed.contains(member.key) {
            let roles = keyRoles[Int(member.key)]
            guard roles.contains(.identifier), !roles.contains(.structural) else { continue }
            try withDescription(of: member.value) { text in
                guard seen.insert(member.key) else { return }
                let index = Int(member.key)
                if archivedKeySlots[index] < 0 {
                    archivedKeySlots[index] = table.addKey(number: graph.keyNumber(member.key), name: graph.keyName(member.key))
                }
                table.append(key: archivedKeySlots[index], value: text)
            }
        }
        guard table.count > start else { return }
        try sink.startElement(NIBVocabulary.archivedValuesElement, offset: graph.objects[object].offset)
        try sink.addAttributes(DeferredAttributes(table: table, from: start))
        try sink.endElement()
    }

    /// Calls `body` with an archived value's text as UTF-8 (nothing for nil): flags as `YES` and `NO`, numbers as
    /// the document writes them, strings and printable data as they are (read in place), arrays by their count,
    /// objects of the nib by id (`@id`), other objects as the string or number they hold, an image by its name, or by
    /// class.
    func withDescription(of value: Value, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        switch value {
        case .null: return
        case .bool(let flag): try Self.withUTF8(of: flag ? "YES" : "NO", body)
        case .integer(let number): try NIBVocabulary.withDecimalText(of: number, body)
        case .real(let number): try NIBVocabulary.withText(of: number, body)
        case .string(let text): try Self.withUTF8(of: graph.strings[Int(text)], body)
        case .data(let range):
            if let text = NIBVocabulary.printableText(graph.bytes(range)) { return try graph.withBytes(text, body) }
            try Self.withUTF8(of: NIBVocabulary.describe(graph.bytes(range)), body)
        case .array(let values): try Self.withUTF8(of: "[\(graph.arrays[Int(values)].count)]", body)
        case .object(let index):
            if contents.objectSet.contains(index) { return try Self.withUTF8(of: "@" + id(of: index), body) }
            if let range = graph.stringBytes(value) { return try graph.withBytes(range, body) }
            if let text = graph.string(value) { return try Self.withUTF8(of: text, body) }
            if let number = graph.number(value) { return try NIBVocabulary.withText(of: number, body) }
            // An image no table names (a menu item's check mark): by its name, which is all it holds.
            if let image = image(value) { return try Self.withUTF8(of: image.name, body) }
            try Self.withUTF8(of: graph.className(of: index), body)
        }
    }

    /// One call for every case above: written in place in each, `withUTF8Bytes` made the walk over archived values
    /// 1M instructions a round slower on the shared single nibs.
    private static func withUTF8(of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try text.withUTF8Bytes(body)
    }
}
