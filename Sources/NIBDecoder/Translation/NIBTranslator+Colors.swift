import UIDescription

/// Colours, which a nib archives as objects of their own (`NSColor`, `UIColor`) and the source writes as
/// `<color key="…">` elements of the object that has them (``ArchiveVocabulary/colorKeys``).
extension NIBTranslator {
    /// Adds the `<color key="key">` the colour object `color` is to `colors`, unless `colors` has that key (the first
    /// member giving a key gives the colour) or the colour is archived in a form the source has none for; whether it
    /// was added.
    func addColor(_ color: Int, key: String, to colors: inout [Element]) -> Bool {
        guard !colors.contains(where: { $0.attributes.first?.1 == key }), let attributes = colorAttributes(of: color) else { return false }
        colors.append(Element(name: "color", attributes: [("key", key)] + attributes, offset: graph.objects[color].offset))
        return true
    }

    /// The attributes of the `<color>` element the colour object `color` is, after its key, as the source writes
    /// them: a UIKit system colour by name (`systemColor`; ``ArchiveVocabulary/uiKitColorNamesOfComponents`` are the
    /// names ibtool gives colours the source gives as components), UIKit components in sRGB or gray, an AppKit catalog
    /// colour (`name`, `catalog`), or AppKit components in their colour space; nil for a colour archived otherwise (a
    /// pattern, CMYK, an asset catalog's), which stays an archived value.
    func colorAttributes(of color: Int) -> [(String, String)]? {
        let graph = graph
        guard graph.objects.indices.contains(color) else { return nil }
        let uiKitComponents = uiKitColorComponents(of: color)
        if let name = graph.string(.uiSystemColorName, of: color), !name.isEmpty,
           !ArchiveVocabulary.uiKitColorNamesOfComponents.contains(name) || uiKitComponents == nil {
            return [("systemColor", name)]
        }
        if let uiKitComponents { return uiKitComponents }
        guard let space = graph.number(.colorSpace, of: color).flatMap(NIBVocabulary.integer) else { return nil }
        if space == ArchiveVocabulary.catalogColorSpace {
            guard let catalog = graph.string(.catalogName, of: color), let name = graph.string(.colorName, of: color) else { return nil }
            return [("name", name), ("catalog", catalog), ("colorSpace", "catalog")]
        }
        guard let (spaceName, isRGB) = ArchiveVocabulary.componentColorSpaces[space] else { return nil }
        let names = isRGB ? ["red", "green", "blue", "alpha"] : ["white", "alpha"]
        // A colour of a custom space the source names keeps that space's components beside the calibrated ones.
        if let custom = graph.object(.customColorSpace, of: color),
           let id = graph.number(.colorSpaceID, of: custom).flatMap(NIBVocabulary.integer),
           let customName = ArchiveVocabulary.customColorSpaces[id],
           let numbers = componentNumbers(graph.member(.componentsText, of: color), count: names.count) {
            return zip(names, numbers).map { ($0, NIBVocabulary.format($1)) } + [("colorSpace", "custom"), ("customColorSpace", customName)]
        }
        guard let numbers = componentNumbers(graph.member(isRGB ? .rgbText : .whiteText, of: color), count: names.count) else { return nil }
        return zip(names, numbers).map { ($0, NIBVocabulary.format($1)) } + [("colorSpace", spaceName)]
    }

    /// A UIKit colour's components (`UIRed`, `UIGreen`, `UIBlue`, `UIAlpha`, or `UIWhite` and `UIAlpha`) as the
    /// source writes them: in sRGB, or in gray (``ArchiveVocabulary/uiKitColorSpaces``).
    private func uiKitColorComponents(of color: Int) -> [(String, String)]? {
        let graph = graph
        let alpha = graph.number(.uiAlpha, of: color) ?? 1
        if let red = graph.number(.uiRed, of: color), let green = graph.number(.uiGreen, of: color), let blue = graph.number(.uiBlue, of: color) {
            return [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)].map { ($0.0, NIBVocabulary.format($0.1)) }
                + [("colorSpace", "custom"), ("customColorSpace", ArchiveVocabulary.uiKitColorSpaces.rgb)]
        }
        if let white = graph.number(.uiWhite, of: color) {
            return [("white", NIBVocabulary.format(white)), ("alpha", NIBVocabulary.format(alpha)),
                    ("colorSpace", "custom"), ("customColorSpace", ArchiveVocabulary.uiKitColorSpaces.gray)]
        }
        return nil
    }

    /// The numbers of an AppKit colour's components (`NSRGB="1 0 0"`, `NSWhite="0.8 0"`, text ending in a NUL):
    /// `count` of them, the last (alpha) 1 when the text leaves it out; nil for anything else.
    private func componentNumbers(_ value: Value?, count: Int) -> [Double]? {
        let text: Substring
        switch value {
        case .data(let range): text = Substring(decoding: graph.bytes(range), as: UTF8.self)
        case .some: guard let string = graph.string(value) else { return nil }; text = Substring(string)
        case nil: return nil
        }
        var numbers: [Double] = []
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\0" }) {
            guard let number = Double(token), number.isFinite else { return nil }
            numbers.append(number)
        }
        if numbers.count == count - 1 { numbers.append(1) }
        return numbers.count == count ? numbers : nil
    }
}
