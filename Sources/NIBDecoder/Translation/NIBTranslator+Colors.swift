import UIDescription

/// Colours, which a nib archives as objects of their own (`NSColor`, `UIColor`) and the source writes as
/// `<color key="…">` elements of the object that has them (``ArchiveVocabulary/colorKeys``).
extension NIBTranslator {
    /// Adds the `<color key="key">` the colour object `color` is to `colors`, unless `colors` has that key (the first
    /// member giving a key gives the colour) or the colour is archived in a form the source has none for; whether it
    /// was added.
    func addColor(_ color: Int, key: String, to colors: inout [Element]) -> Bool {
        guard !colors.contains(where: { $0.attributes.first?.1 == key }), let attributes = colorAttributes(of: color, key: key) else { return false }
        colors.append(Element(name: "color", attributes: attributes, offset: graph.objects[color].offset))
        return true
    }

    /// The attributes of the `<color key="key">` element the colour object `color` is, as the source writes
    /// them: a UIKit system colour by name (`systemColor`; ``ArchiveVocabulary/uiKitColorNamesOfComponents`` are the
    /// names ibtool gives colours the source gives as components), UIKit components in sRGB or gray, an AppKit catalog
    /// colour (`name`, `catalog`), or AppKit components in their colour space; nil for a colour archived otherwise (a
    /// pattern, CMYK, an asset catalog's), which stays an archived value.
    func colorAttributes(of color: Int, key: String) -> [(String, String)]? {
        let graph = graph
        guard graph.objects.indices.contains(color) else { return nil }
        let uiKitComponents = uiKitColorComponents(of: color, key: key)
        if let name = graph.string(.uiSystemColorName, of: color), !name.isEmpty,
           !ArchiveVocabulary.uiKitColorNamesOfComponents.contains(name) || uiKitComponents == nil {
            return [("key", key), ("systemColor", name)]
        }
        if let uiKitComponents { return uiKitComponents }
        guard let space = graph.number(.colorSpace, of: color).flatMap(NIBVocabulary.integer) else { return nil }
        if space == ArchiveVocabulary.catalogColorSpace {
            guard let catalog = graph.string(.catalogName, of: color), let name = graph.string(.colorName, of: color) else { return nil }
            return [("key", key), ("name", name), ("catalog", catalog), ("colorSpace", "catalog")]
        }
        guard let (spaceName, isRGB) = ArchiveVocabulary.componentColorSpaces[space] else { return nil }
        let names = isRGB ? ["red", "green", "blue", "alpha"] : ["white", "alpha"]
        // A colour of a custom space the source names keeps that space's components beside the calibrated ones.
        if let custom = graph.object(.customColorSpace, of: color),
           let id = graph.number(.colorSpaceID, of: custom).flatMap(NIBVocabulary.integer),
           let customName = ArchiveVocabulary.customColorSpaces[id],
           var attributes = components(graph.member(.componentsText, of: color), key: key, names: names) {
            attributes.append(("colorSpace", "custom"))
            attributes.append(("customColorSpace", customName))
            return attributes
        }
        guard var attributes = components(graph.member(isRGB ? .rgbText : .whiteText, of: color), key: key, names: names) else { return nil }
        attributes.append(("colorSpace", spaceName))
        return attributes
    }

    /// A UIKit colour's components (`UIRed`, `UIGreen`, `UIBlue`, `UIAlpha`, or `UIWhite` and `UIAlpha`) as the
    /// source writes them: in sRGB, or in gray (``ArchiveVocabulary/uiKitColorSpaces``).
    private func uiKitColorComponents(of color: Int, key: String) -> [(String, String)]? {
        let graph = graph
        let alpha = graph.number(.uiAlpha, of: color) ?? 1
        if let red = graph.number(.uiRed, of: color), let green = graph.number(.uiGreen, of: color), let blue = graph.number(.uiBlue, of: color) {
            return [("key", key), ("red", Self.text(red)), ("green", Self.text(green)), ("blue", Self.text(blue)), ("alpha", Self.text(alpha)),
                    ("colorSpace", "custom"), ("customColorSpace", ArchiveVocabulary.uiKitColorSpaces.rgb)]
        }
        if let white = graph.number(.uiWhite, of: color) {
            return [("key", key), ("white", Self.text(white)), ("alpha", Self.text(alpha)),
                    ("colorSpace", "custom"), ("customColorSpace", ArchiveVocabulary.uiKitColorSpaces.gray)]
        }
        return nil
    }

    /// A UIKit component as the source writes it: UIKit archives components as 32-bit floats, whose shortest text
    /// (`0.4`) is the source's, where the `Double` they widen to reads `0.4000000059604645`.
    private static func text(_ number: Double) -> String {
        let float = Float(number)
        guard Double(float) == number, number != number.rounded() else { return NIBVocabulary.format(number) }
        return float.description
    }

    /// An AppKit colour's components (`NSRGB="1 0 0"`, `NSWhite="0.8 0"`: text ending in a NUL) as attributes named
    /// `names`, each number as the nib writes it, the last (alpha) 1 when the text leaves it out; nil for anything
    /// else than that many plain decimal numbers.
    private func components(_ value: Value?, key: String, names: [String]) -> [(String, String)]? {
        guard case .data(let range) = value else {
            // A keyed archive may hold the text as a string.
            return graph.string(value).flatMap { Self.components(Substring($0).utf8, key: key, names: names) }
        }
        return Self.components(graph.bytes(range), key: key, names: names)
    }

    private static func components<Bytes: Collection<UInt8>>(_ text: Bytes, key: String, names: [String]) -> [(String, String)]? {
        var attributes: [(String, String)] = [("key", key)]
        attributes.reserveCapacity(names.count + 3)
        for token in text.split(whereSeparator: { $0 == 0x20 || $0 == 0 }) {
            // Digits with at most a sign, a point and an exponent: the text is the number (checked by reading it).
            guard attributes.count <= names.count, token.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x65 || $0 == 0x45 || $0 == 0x2B }) else { return nil }
            let text = String(decoding: token, as: UTF8.self)
            guard let number = Double(text), number.isFinite else { return nil }
            attributes.append((names[attributes.count - 1], text))
        }
        if attributes.count == names.count { attributes.append((names[attributes.count - 1], "1")) }
        return attributes.count == names.count + 1 ? attributes : nil
    }
}
