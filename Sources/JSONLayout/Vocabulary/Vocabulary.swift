import UIDescription

/// Interface Builder's vocabulary as the layout format uses it: the measured tables of
/// ``MeasuredVocabulary`` (parsed once) plus the few rules written by hand.
/// A class: readers and writers hold it and call it per element, and copying a struct of some
/// twenty tables cost a retain and a release of each.
final class Vocabulary: Sendable {
    /// The shared tables.
    static let shared = Vocabulary()

    /// One default child: `<kind key="…" attributes…/>`.
    struct DefaultChild: Sendable {
        var key: String
        var kind: String
        var attributes: [(name: String, value: String)]
    }

    /// Xcode's order of each kind's attributes and children.
    let order = XcodeOrderTables.shared
    /// The attributes Xcode was seen writing on each kind.
    let kindAttributes: [String: Set<String>]
    let attributeDefaults: [String: [(name: String, value: String)]]
    let childDefaults: [String: [DefaultChild]]
    let booleanAttributes: Set<String>
    let numericAttributes: Set<String>
    let kindBooleanAttributes: [String: Set<String>]
    let kindNumericAttributes: [String: Set<String>]
    let referenceAttributes: Set<String>
    let keyKinds: [String: String]
    let itemKinds: [String: String]
    let flagKinds: Set<String>
    let objectKinds: Set<String>
    let kinds: Set<String>
    let attributeNames: Set<String>
    let keys: Set<String>
    let listNames: Set<String>
    let documentChildren: Set<String>
    /// The known values of each enumerated attribute (``AttributeEnumerations``).
    let enumeratedValues: [String: KnownValues]
    /// The attributes measured as booleans, and as numbers, on at least one kind.
    let booleanOnSomeKind: Set<String>
    let numericOnSomeKind: Set<String>
    /// The length in bytes of the longest name the tables know: a longer name (a hostile layout's megabyte key)
    /// is none of them, and is not hashed to find out.
    let longestNameBytes: Int

    private init() {
        func lines(_ text: String) -> [[Substring]] { MeasuredTableText.entries(text) }
        func words(_ text: String) -> [String] { text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init) }
        var kindAttributes: [String: Set<String>] = [:]
        for line in lines(MeasuredVocabulary.kindAttributes) { kindAttributes[String(line[0])] = Set(line.dropFirst().map(String.init)) }
        self.kindAttributes = kindAttributes
        var attributeDefaults: [String: [(name: String, value: String)]] = [:]
        for line in lines(MeasuredVocabulary.attributeDefaults) where line.count == 3 {
            attributeDefaults[String(line[0]), default: []].append((String(line[1]), String(line[2])))
        }
        self.attributeDefaults = attributeDefaults
        var childDefaults: [String: [DefaultChild]] = [:]
        for line in lines(MeasuredVocabulary.childDefaults) where line.count >= 3 {
            let attributes = line.dropFirst(3).compactMap { pair -> (name: String, value: String)? in
                guard let equals = pair.firstIndex(of: "=") else { return nil }
                return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
            }
            childDefaults[String(line[0]), default: []].append(DefaultChild(key: String(line[1]), kind: String(line[2]),
                                                                             attributes: attributes))
        }
        self.childDefaults = childDefaults
        booleanAttributes = Set(words(MeasuredVocabulary.booleanAttributes))
        numericAttributes = Set(words(MeasuredVocabulary.numericAttributes))
        var kindBooleans: [String: Set<String>] = [:]
        for line in lines(MeasuredVocabulary.kindBooleanAttributes) { kindBooleans[String(line[0])] = Set(line.dropFirst().map(String.init)) }
        kindBooleanAttributes = kindBooleans
        var kindNumbers: [String: Set<String>] = [:]
        for line in lines(MeasuredVocabulary.kindNumericAttributes) { kindNumbers[String(line[0])] = Set(line.dropFirst().map(String.init)) }
        kindNumericAttributes = kindNumbers
        referenceAttributes = Set(words(MeasuredVocabulary.referenceAttributes))
        var keyKinds: [String: String] = [:]
        for line in lines(MeasuredVocabulary.keyKinds) where line.count == 2 { keyKinds[String(line[0])] = String(line[1]) }
        self.keyKinds = keyKinds
        var itemKinds: [String: String] = [:]
        for line in lines(MeasuredVocabulary.itemKinds) where line.count == 2 { itemKinds[String(line[0])] = String(line[1]) }
        self.itemKinds = itemKinds
        flagKinds = Set(words(MeasuredVocabulary.flagKinds))
        objectKinds = Set(words(MeasuredVocabulary.objectKinds))
        kinds = Set(words(MeasuredVocabulary.kinds))
        attributeNames = Set(words(MeasuredVocabulary.attributeNames))
        keys = Set(words(MeasuredVocabulary.keys))
        listNames = Set(words(MeasuredVocabulary.listNames))
        documentChildren = Set(words(MeasuredVocabulary.documentChildren))
        enumeratedValues = AttributeEnumerations.knownValuesByAttribute.mapValues(KnownValues.init)
        booleanOnSomeKind = kindBooleanAttributes.values.reduce(into: []) { $0.formUnion($1) }
        numericOnSomeKind = kindNumericAttributes.values.reduce(into: []) { $0.formUnion($1) }
        let names = [attributeNames, keys, listNames, kinds, referenceAttributes, Set(keyKinds.keys), Set(enumeratedValues.keys)]
        longestNameBytes = names.lazy.flatMap { $0 }.map(\.utf8.count).max() ?? 0
    }

    /// Whether `name` is short enough to be one the tables know.
    func mayKnow(_ name: String) -> Bool { name.utf8.count <= longestNameBytes }

    // MARK: Known names

    /// Every property name a layout element may use as a plain member: the attributes, keys and
    /// lists Xcode was seen writing. Others are written in `$attributes` and `$items`.
    var propertyNames: Set<String> { attributeNames.union(keys).union(listNames) }

    // MARK: Kinds behind keys and lists

    /// The element kind a keyed child has unless it says otherwise: measured, or `color` for a
    /// key that ends in `Color` (and is not an attribute name).
    func defaultKind(forKey key: String) -> String? {
        if mayKnow(key), let kind = keyKinds[key] { return kind }
        if key.hasSuffix("Color") && !(mayKnow(key) && attributeNames.contains(key)) { return "color" }
        return nil
    }

    /// The kind of a list's items unless an item says otherwise (`constraints` → `constraint`).
    func defaultItemKind(forList list: String) -> String? { itemKinds[list] }

    /// The known kind an unknown kind is likely a misspelling of (`buton` → `button`), or `nil` when the kind
    /// is known or near none; such a kind is written with `$kind`, so that a kind member with a typo is refused.
    func kindMisspelled(_ kind: String) -> String? {
        kinds.contains(kind) ? nil : Suggestion.nearest(to: kind, in: kinds)
    }

    /// Whether a keyed child of this kind is written as a string (colors, fonts, flag sets).
    func hasStringForm(_ kind: String) -> Bool {
        kind == "color" || kind == "fontDescription" || kind == "font" || flagKinds.contains(kind)
    }

    /// Whether a keyed child of this kind is written as an array of numbers (rectangles, points, sizes).
    func hasNumberListForm(_ kind: String) -> Bool {
        kind == "rect" || kind == "point" || kind == "size"
    }

    /// Whether a member named `key` holding a string is that keyed child in its string form
    /// (rather than an attribute).
    func isStringFormKey(_ key: String) -> Bool {
        guard let kind = defaultKind(forKey: key) else { return false }
        return hasStringForm(kind)
    }

    /// Whether a member named `key` holding an array of numbers is that keyed child (rather than a list).
    func isNumberListKey(_ key: String) -> Bool {
        guard let kind = defaultKind(forKey: key) else { return false }
        return hasNumberListForm(kind)
    }

    // MARK: Values

    /// How an attribute's value is written in JSON.
    enum ValueType { case boolean, number, string }

    /// The attribute's value type, measured for the kind when Xcode was seen writing the attribute on it, for the
    /// name otherwise; and whether it was measured as a boolean or number on the kind itself (not
    /// only for the name across kinds): then a value of another type is a mistake in a layout, not a variant
    /// Xcode writes.
    func measuredValueType(ofAttribute name: String, kind: String) -> (type: ValueType, onKind: Bool) {
        let booleans = kindBooleanAttributes[kind], numbers = kindNumericAttributes[kind]
        if booleans?.contains(name) == true { return (.boolean, true) }
        if numbers?.contains(name) == true { return (.number, true) }
        if booleans != nil || numbers != nil, kindAttributes[kind]?.contains(name) == true { return (.string, false) }
        return (valueType(byName: name), false)
    }

    /// The value type measured for an attribute name across kinds.
    func valueType(byName name: String) -> ValueType {
        booleanAttributes.contains(name) ? .boolean : numericAttributes.contains(name) ? .number : .string
    }

    /// The attribute that holds an element's object id: `sceneID` for scenes, `id` otherwise.
    /// `device` and `adaptation` carry an `id` that names a device, not an object.
    func objectIDAttribute(ofKind kind: String) -> String? {
        switch kind {
        case "scene": return "sceneID"
        case "device", "adaptation": return nil
        default: return "id"
        }
    }

    // MARK: Order

    /// The platform family of a document: Xcode writes the same element kinds differently for each.
    enum Family: String, Sendable {
        case ios, mac, watch

        init(type: String, targetRuntime: String) {
            if type.contains(".Cocoa.") { self = .mac }
            else if type.contains("WatchKit") || targetRuntime.hasPrefix("watchKit") { self = .watch }
            else { self = .ios }
        }
    }

    /// The order of a kind's attributes and children in a document of a family and tools version.
    func order(ofKind kind: String, family: Family, toolsVersion: Double) -> KindOrder {
        order.order(ofKind: kind, family: family, toolsVersion: toolsVersion)
    }
}
