import UIDescription

/// Read access to an Interface Builder 3 archive (`<archive type="com.apple.InterfaceBuilder3.…">`) as libxml2 read
/// it: a keyed archive of Cocoa objects, where each value is an element with a `key`, objects are
/// `<object class="…" id="…">`, later uses of an object are `<reference ref="…"/>`, and arrays and dictionaries are
/// written in two dialects (`NSMutableArray` objects with `EncodedWithXMLCoder` and `dict.sortedKeys` /
/// `dict.values` in archive version 7, `<array>` and `<dictionary>` with keyed children in version 8).
struct LegacyArchive {
    let raw: NodeDocument

    /// The archive's `<data>` element.
    var data: ElementID? { raw.firstChild(of: raw.root, named: "data") }

    /// The archive's `type`: `com.apple.InterfaceBuilder3.CocoaTouch.XIB` or `com.apple.InterfaceBuilder3.Cocoa.XIB`.
    var type: String { raw.attribute("type", of: raw.root) ?? "" }

    /// Whether it is an iOS archive (`CocoaTouch`) rather than a macOS one.
    var isCocoaTouch: Bool { type.contains("CocoaTouch") }

    /// The element a `<reference ref="…"/>` stands for (itself otherwise, and when the reference leads nowhere).
    func resolve(_ element: ElementID) -> ElementID {
        guard raw.name(of: element) == "reference", let target = raw.attribute("ref", of: element) else { return element }
        return raw.element(withID: target) ?? element
    }

    /// Whether `element` is a reference with no target: `<reference key="NSNextResponder"/>`.
    func isEmptyReference(_ element: ElementID) -> Bool {
        raw.name(of: element) == "reference" && raw.attribute("ref", of: element) == nil
    }

    /// The value of `element`'s member `key`, resolved.
    func member(_ key: String, of element: ElementID) -> ElementID? {
        for child in raw.children(of: element) where raw.key(of: child) == key {
            if isEmptyReference(child) || raw.name(of: child) == "nil" { return nil }
            return resolve(child)
        }
        return nil
    }

    /// The string member `key` of `element` (see ``string(_:)``).
    func string(_ key: String, of element: ElementID) -> String? {
        member(key, of: element).flatMap(string)
    }

    /// A value as text: a `<string>` (base64-decoded when its `type` says so), a number or boolean element's text or
    /// `value`, or the `NSString` of an `NSMutableString` or attributed string object, or its `NS.bytes`
    /// `<characters>` (Interface Builder 3 archives a mutable string's class name so: a File's Owner's `NSClassName`).
    func string(_ element: ElementID) -> String? {
        guard raw.name(of: element) == "object" else { return scalar(element) }
        // One level only: an object's string member that is an object again (or itself) is not followed.
        if let characters = member("NS.bytes", of: element), raw.name(of: characters) == "characters" {
            return raw.hasText(characters) ? raw.text(of: characters) : ""
        }
        return (member("NSString", of: element) ?? member("NS.string", of: element)).flatMap(scalar)
    }

    /// A `<string>`, number or boolean element as text.
    private func scalar(_ element: ElementID) -> String? {
        switch raw.name(of: element) {
        case "string":
            let text = raw.hasText(element) ? raw.text(of: element) : ""
            guard raw.attribute("type", of: element) == "base64-UTF8" else { return text }
            return Base64Text.decodeUTF8(text) ?? text
        case "int", "integer", "double", "real", "float", "bool", "boolean":
            if let value = raw.attribute("value", of: element) { return value }
            return raw.hasText(element) ? raw.text(of: element) : nil
        default:
            return nil
        }
    }

    /// The class of an `<object>` (`NSMutableArray`, `IBUILabel`, …); `array` and `dictionary` elements name
    /// their kind, whose class the framework catalogue gives (`NSArray`, `NSDictionary`).
    func className(of element: ElementID) -> String? {
        if let named = raw.attribute("class", of: element) { return named }
        let kind = raw.name(of: element)
        guard kind == "array" || kind == "dictionary" else { return nil }
        return ElementClassTable.className(forElement: kind, platform: .appKit)
    }

    /// The items of an array value, resolved, without the `EncodedWithXMLCoder` marker.
    func items(of array: ElementID) -> [ElementID] {
        raw.children(of: array).compactMap { child in
            if raw.key(of: child) == "EncodedWithXMLCoder" { return nil }
            if isEmptyReference(child) { return nil }
            return resolve(child)
        }
    }

    /// The entries of a dictionary value, in order: version 8's keyed children, version 7's `dict.sortedKeys` and
    /// `dict.values` arrays, or `NS.key.N` / `NS.object.N` pairs.
    func entries(of dictionary: ElementID) -> [(key: String, value: ElementID)] {
        if let keys = member("dict.sortedKeys", of: dictionary), let values = member("dict.values", of: dictionary) {
            return zip(items(of: keys), items(of: values)).compactMap { key, value in string(key).map { ($0, value) } }
        }
        var pairs: [(key: String, value: ElementID)] = []
        var index = 0
        while let key = string("NS.key.\(index)", of: dictionary) {
            if let value = member("NS.object.\(index)", of: dictionary) { pairs.append((key, value)) }
            index += 1
        }
        if index > 0 { return pairs }
        return raw.children(of: dictionary).compactMap { child in
            guard let key = raw.key(of: child), key != "EncodedWithXMLCoder" else { return nil }
            return (key, resolve(child))
        }
    }
}
