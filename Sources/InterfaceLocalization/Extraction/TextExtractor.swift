import UIDescription

/// Finds the localizable texts of a document as `ibtool --generate-strings-file` does, following the table of
/// `LocalizableText` (the one place that says which element gives which key path): every element with an id,
/// each text it has that is not empty, in ibtool's order (numeric ids first, numerically, then the other ids in
/// code-point order, then key paths in code-point order).
public struct TextExtractor: Sendable {
    /// The table of texts to extract; every text ibtool extracts by default.
    public var texts: [LocalizableText]

    /// An extractor over `texts`.
    public init(texts: [LocalizableText] = LocalizableText.all) {
        self.texts = texts
    }

    /// The localizable texts of `document`, in ibtool's order.
    public func texts(of document: NodeDocument) -> [ExtractedText] {
        let platform = FrameworkPlatform.of(document)
        var rules = RulesByElement(texts.filter { $0.platforms.contains(platform) }, platform: platform)
        var found: [ExtractedText] = []
        for element in document.allElements {
            guard let id = document.id(of: element), !id.isEmpty else { continue }
            let kind = document.name(of: element)
            if kind == "menuItem", document.attribute("isSeparatorItem", of: element) == "YES" { continue }
            let (frameworkClass, applicable) = rules.rules(forKind: kind)
            guard !applicable.isEmpty else { continue }
            let reading = ElementReading(document: document, element: element)
            let note = reading.localizerNote()
            for rule in applicable {
                guard let className = rule.className ?? frameworkClass else { continue }
                for (suffix, text) in reading.texts(at: rule.source) where !text.isEmpty {
                    found.append(ExtractedText(
                        objectID: id, keyPath: rule.keyPath + suffix, className: className, text: text,
                        note: note, isIndexed: rule.isIndexed, location: document.location(of: element)))
                }
            }
        }
        // Sorted by keys worked out once per text, not per comparison.
        let keys = found.map { IbtoolOrder(objectID: $0.objectID, keyPath: $0.keyPath) }
        return found.indices.sorted { keys[$0] < keys[$1] }.map { found[$0] }
    }

    /// ibtool's order: numeric ids first in numeric order, then the others in code-point order; then key paths.
    public static func inIbtoolOrder(_ lhs: ExtractedText, _ rhs: ExtractedText) -> Bool {
        IbtoolOrder(objectID: lhs.objectID, keyPath: lhs.keyPath) < IbtoolOrder(objectID: rhs.objectID, keyPath: rhs.keyPath)
    }

    /// Whether the id `lhs` comes before `rhs` in ibtool's order.
    public static func objectIDPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        IbtoolOrder(objectID: lhs) < IbtoolOrder(objectID: rhs)
    }

}

/// Where a text stands in ibtool's order: legacy numeric ids first, numerically, then the other ids in code-point
/// order (the order of their UTF-8), then key paths in code-point order.
private struct IbtoolOrder: Comparable {
    /// The number a legacy id stands for (`42`), or `nil` for a modern id (`abc-12-xyz`).
    let number: Int?
    let id: [UInt8]
    let keyPath: [UInt8]

    init(objectID: String, keyPath: String = "") {
        let id = Array(objectID.utf8)
        number = !id.isEmpty && id.count <= 18 && id.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } ? Int(objectID) : nil
        self.id = id
        self.keyPath = Array(keyPath.utf8)
    }

    static func < (lhs: IbtoolOrder, rhs: IbtoolOrder) -> Bool {
        if lhs.id != rhs.id {
            switch (lhs.number, rhs.number) {
            case let (left?, right?) where left != right: return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return lhs.id.lexicographicallyPrecedes(rhs.id)
            }
        }
        return lhs.keyPath.lexicographicallyPrecedes(rhs.keyPath)
    }
}

/// The rules of the table that apply to an element, looked up by its kind and its class's lineage, once per kind.
private struct RulesByElement {
    private let platform: FrameworkPlatform
    private var byKind: [String: [LocalizableText]] = [:]
    private var byClass: [(className: String, rule: LocalizableText)] = []
    private var anyElement: [LocalizableText] = []
    private var found: [String: (frameworkClass: String?, rules: [LocalizableText])] = [:]

    init(_ rules: [LocalizableText], platform: FrameworkPlatform) {
        self.platform = platform
        for rule in rules {
            switch rule.elements {
            case .named(let kinds): for kind in kinds { byKind[kind, default: []].append(rule) }
            case .instancesOf(let className): byClass.append((className, rule))
            case .any: anyElement.append(rule)
            }
        }
    }

    /// The framework class of `kind`, and the rules of `kind`'s own, of its class's lineage, then those of every
    /// element that read a place none of the former reads.
    mutating func rules(forKind kind: String) -> (frameworkClass: String?, rules: [LocalizableText]) {
        if let known = found[kind] { return known }
        let frameworkClass = ElementClassTable.className(forElement: kind, platform: platform)
        let result = (frameworkClass, rules(forKind: kind, frameworkClass: frameworkClass))
        found[kind] = result
        return result
    }

    private func rules(forKind kind: String, frameworkClass: String?) -> [LocalizableText] {
        var rules = byKind[kind] ?? []
        if let frameworkClass, !byClass.isEmpty {
            let lineage = Self.lineage(of: frameworkClass, platform: platform)
            rules += byClass.filter { lineage.contains($0.className) }.map(\.rule)
        }
        let claimed = Set(rules.map(\.source))
        return rules + anyElement.filter { !claimed.contains($0.source) }
    }

    private static func lineage(of className: String, platform: FrameworkPlatform) -> Set<String> {
        var lineage: Set<String> = [className]
        var current = className
        while let superclass = FrameworkClassHierarchy.superclass(of: current, platform: platform),
              lineage.insert(superclass).inserted {
            current = superclass
        }
        return lineage
    }
}
