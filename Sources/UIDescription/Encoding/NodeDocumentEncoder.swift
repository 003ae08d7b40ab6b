/// Encodes typed models built in Swift (``Document``, ``Label``, ``ViewController``, …) into a
/// ``NodeDocument``: the mirror of the shared decoder. Models encode with the keys they decode
/// with, so:
///
/// - the reserved key `$kind` names the element; `$location` is ignored;
/// - strings, booleans (`YES`/`NO`) and numbers become attributes;
/// - a nested model becomes a child element carrying the coding key as its `key` attribute
///   (unless it sets its own): `<rect key="frame" …/>`;
/// - a list becomes an element named by the key holding the items: `<subviews>…</subviews>`;
/// - `nil` encoded explicitly becomes `<nil key="…"/>`; ``Node`` values are copied whole.
///
/// A value that does not encode a `document` element is placed in the `objects` of a new xib
/// document.
public struct NodeDocumentEncoder: Sendable {
    /// The document type used when the encoded value is not a whole document.
    public var documentType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// Creates a `NodeDocumentEncoder` with the default settings.
    public init() {}

    /// The document for `value`.
    public func encode<T: Encodable>(_ value: T) throws -> NodeDocument {
        let result = try EncodedValue.encode(value, codingPath: [])
        var root: EncodedElement
        switch result {
        case .element(let element) where element.name == "document":
            root = element
        case .element(let element):
            root = EncodedElement(name: "document")
            root.attributes = [("type", documentType), ("version", "3.0"), ("useAutolayout", "YES")]
            let objects = EncodedElement(name: "objects")
            objects.children = [element]
            root.children = [objects]
        case .list(let items):
            root = EncodedElement(name: "document")
            root.attributes = [("type", documentType), ("version", "3.0"), ("useAutolayout", "YES")]
            let objects = EncodedElement(name: "objects")
            objects.children = items.map { $0.asItem() }
            root.children = [objects]
        case .scalar, .null, .empty:
            throw UIDescriptionError(.typeMismatch(expected: "an element", found: "a single value"),
                                     "\(T.self) does not encode an element; encode a Document or a model such as Label or View")
        }
        var builder = NodeDocumentBuilder(source: [], path: nil, format: "swift", expectedElementCount: 64)
        try root.build(into: &builder)
        return builder.build()
    }
}

/// An element being encoded. A class, so that containers and nested encoders can fill it in place.
final class EncodedElement {
    var name: String
    var attributes: [(name: String, value: String)] = []
    var children: [EncodedElement] = []
    var text: String?

    init(name: String) {
        self.name = name
    }

    func setAttribute(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append((name, value))
        }
    }

    /// Adds `key` as the first attribute, unless the element names its own key.
    func setKeyIfAbsent(_ key: String) {
        guard !key.isEmpty, !attributes.contains(where: { $0.name == "key" }) else { return }
        attributes.insert(("key", key), at: 0)
    }

    func build(into builder: inout NodeDocumentBuilder) throws {
        try builder.startElement(name: builder.intern(name.isEmpty ? "object" : name), offset: 0)
        for (name, value) in attributes { try builder.addAttribute(name, value) }
        if let text { try builder.appendText(text) }
        for child in children { try child.build(into: &builder) }
        builder.endElement()
    }

    /// An element copied from a ``Node``.
    static func from(_ node: Node) -> EncodedElement {
        let element = EncodedElement(name: node.kind)
        element.attributes = node.attributes.map { ($0.name, $0.value) }
        element.text = node.text
        element.children = node.children.map(from)
        return element
    }
}

/// What encoding one value produced.
enum EncodedValue {
    case empty
    case null
    case scalar(String)
    case element(EncodedElement)
    case list([EncodedValue])

    /// Encodes `value` with a fresh encoder and reports what it produced.
    static func encode<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> EncodedValue {
        if let node = value as? Node { return .element(EncodedElement.from(node)) }
        let encoder = ElementEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        return encoder.result
    }

    /// This value as an item of a list: elements stay elements; scalars become `<string>`.
    func asItem() -> EncodedElement {
        switch self {
        case .element(let element): return element
        case .scalar(let text):
            let string = EncodedElement(name: "string")
            string.text = text
            return string
        case .null: return EncodedElement(name: "nil")
        case .list(let items):
            let array = EncodedElement(name: "array")
            array.children = items.map { $0.asItem() }
            return array
        case .empty: return EncodedElement(name: "nil")
        }
    }

    /// Formats numbers the way Interface Builder writes them: `0.0`, `375`, `0.5`.
    static func format(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

/// The encoder behind ``NodeDocumentEncoder``: one per value, recording what the value produced.
final class ElementEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private(set) var result: EncodedValue = .empty

    init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    /// The element this encoder fills (made on first use of a keyed container).
    var element: EncodedElement {
        if case .element(let element) = result { return element }
        let element = EncodedElement(name: "")
        result = .element(element)
        return element
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(ElementKeyedEncodingContainer<Key>(encoder: self, element: element, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .list = result {} else { result = .list([]) }
        return ElementUnkeyedEncodingContainer(encoder: self, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ElementSingleValueContainer(encoder: self, codingPath: codingPath)
    }

    func setScalar(_ text: String) { result = .scalar(text) }
    func setNull() { result = .null }

    func appendItem(_ item: EncodedValue) {
        if case .list(var items) = result {
            items.append(item)
            result = .list(items)
        } else {
            result = .list([item])
        }
    }
}

/// Places an encoded value in an element under a key.
private func place(_ value: EncodedValue, forKey key: String, in element: EncodedElement) {
    switch value {
    case .empty:
        return
    case .null:
        let nilElement = EncodedElement(name: "nil")
        nilElement.attributes = [("key", key)]
        element.children.append(nilElement)
    case .scalar(let text):
        element.setAttribute(key, text)
    case .element(let child):
        child.setKeyIfAbsent(key)
        element.children.append(child)
    case .list(let items) where key == "$children" || key.hasPrefix(KeySpelling.elementsPrefix):
        // `$children` and `$elements:NAME`: the elements themselves, directly under the element (as decoding reads them).
        element.children.append(contentsOf: items.map { $0.asItem() })
    case .list(let items):
        let list = EncodedElement(name: key)
        list.children = items.map { $0.asItem() }
        element.children.append(list)
    }
}

struct ElementKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ElementEncoder
    let element: EncodedElement
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { place(.null, forKey: key.stringValue, in: element) }

    mutating func encode(_ value: String, forKey key: Key) throws {
        switch key.stringValue {
        case "$kind": element.name = value
        case "$location": break
        case "$text":
            if Base64Text.needsEncoding(value) {
                element.setAttribute("base64-UTF8", "YES")
                element.text = Base64Text.encodeUTF8(value)
            } else {
                element.text = value
            }
        default:
            if Base64Text.needsEncoding(value) {
                // Text XML cannot hold (a key equivalent's Escape): a base64 `<string>`, as Xcode writes it.
                let string = EncodedElement(name: "string")
                string.attributes = [("key", key.stringValue), ("base64-UTF8", "YES")]
                string.text = Base64Text.encodeUTF8(value)
                element.children.append(string)
            } else {
                element.setAttribute(key.stringValue, value)
            }
        }
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { element.setAttribute(key.stringValue, value ? "YES" : "NO") }
    mutating func encode(_ value: Double, forKey key: Key) throws { element.setAttribute(key.stringValue, EncodedValue.format(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { element.setAttribute(key.stringValue, EncodedValue.format(Double(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { element.setAttribute(key.stringValue, String(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { element.setAttribute(key.stringValue, String(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { element.setAttribute(key.stringValue, String(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { element.setAttribute(key.stringValue, String(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { element.setAttribute(key.stringValue, String(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { element.setAttribute(key.stringValue, String(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { element.setAttribute(key.stringValue, String(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { element.setAttribute(key.stringValue, String(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { element.setAttribute(key.stringValue, String(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { element.setAttribute(key.stringValue, String(value)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if key.stringValue == "$location" { return }
        let encoded = try EncodedValue.encode(value, codingPath: codingPath + [key])
        if key.stringValue == "$kind", case .scalar(let name) = encoded {
            element.name = name
            return
        }
        place(encoded, forKey: key.stringValue, in: element)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = EncodedElement(name: key.stringValue)
        child.setKeyIfAbsent(key.stringValue)
        element.children.append(child)
        return KeyedEncodingContainer(ElementKeyedEncodingContainer<NestedKey>(encoder: encoder, element: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let list = EncodedElement(name: key.stringValue)
        element.children.append(list)
        return ListEncodingContainer(list: list, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { encoder }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        SuperEncoder(parent: element, key: key.stringValue, codingPath: codingPath + [key])
    }
}

/// The items of a list encoded through the encoder's own unkeyed container (the value is the list).
struct ElementUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: ElementEncoder
    let codingPath: [any CodingKey]
    var count: Int {
        if case .list(let items) = encoder.result { return items.count }
        return 0
    }

    mutating func encodeNil() throws { encoder.appendItem(.null) }
    mutating func encode(_ value: String) throws { encoder.appendItem(.scalar(value)) }
    mutating func encode(_ value: Bool) throws { encoder.appendItem(.scalar(value ? "YES" : "NO")) }
    mutating func encode(_ value: Double) throws { encoder.appendItem(.scalar(EncodedValue.format(value))) }
    mutating func encode(_ value: Int) throws { encoder.appendItem(.scalar(String(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.appendItem(try EncodedValue.encode(value, codingPath: codingPath + [AnyCodingKey(index: count)]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = EncodedElement(name: "")
        encoder.appendItem(.element(child))
        return KeyedEncodingContainer(ElementKeyedEncodingContainer<NestedKey>(encoder: encoder, element: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let list = EncodedElement(name: "array")
        encoder.appendItem(.element(list))
        return ListEncodingContainer(list: list, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { encoder }
}

/// The items of a list element created by a keyed container.
struct ListEncodingContainer: UnkeyedEncodingContainer {
    let list: EncodedElement
    let codingPath: [any CodingKey]
    var count: Int { list.children.count }

    mutating func encodeNil() throws { list.children.append(EncodedValue.null.asItem()) }
    mutating func encode(_ value: String) throws { list.children.append(EncodedValue.scalar(value).asItem()) }
    mutating func encode(_ value: Bool) throws { list.children.append(EncodedValue.scalar(value ? "YES" : "NO").asItem()) }
    mutating func encode(_ value: Double) throws { list.children.append(EncodedValue.scalar(EncodedValue.format(value)).asItem()) }
    mutating func encode(_ value: Int) throws { list.children.append(EncodedValue.scalar(String(value)).asItem()) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        list.children.append(try EncodedValue.encode(value, codingPath: codingPath + [AnyCodingKey(index: count)]).asItem())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = EncodedElement(name: "")
        list.children.append(child)
        return KeyedEncodingContainer(ElementKeyedEncodingContainer<NestedKey>(encoder: ElementEncoder(codingPath: codingPath),
                                                                             element: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedElement(name: "array")
        list.children.append(nested)
        return ListEncodingContainer(list: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { SuperEncoder(parent: list, key: "", codingPath: codingPath) }
}

/// A value's own scalar: strings, booleans and numbers.
struct ElementSingleValueContainer: SingleValueEncodingContainer {
    let encoder: ElementEncoder
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { encoder.setNull() }
    mutating func encode(_ value: String) throws { encoder.setScalar(value) }
    mutating func encode(_ value: Bool) throws { encoder.setScalar(value ? "YES" : "NO") }
    mutating func encode(_ value: Double) throws { encoder.setScalar(EncodedValue.format(value)) }
    mutating func encode(_ value: Float) throws { encoder.setScalar(EncodedValue.format(Double(value))) }
    mutating func encode(_ value: Int) throws { encoder.setScalar(String(value)) }
    mutating func encode(_ value: Int8) throws { encoder.setScalar(String(value)) }
    mutating func encode(_ value: Int16) throws { encoder.setScalar(String(value)) }
    mutating func encode(_ value: Int32) throws { encoder.setScalar(String(value)) }
    mutating func encode(_ value: Int64) throws { encoder.setScalar(String(value)) }
    mutating func encode(_ value: UInt) throws { encoder.setScalar(String(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.setScalar(String(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.setScalar(String(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.setScalar(String(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.setScalar(String(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        switch try EncodedValue.encode(value, codingPath: codingPath) {
        case .scalar(let text): encoder.setScalar(text)
        case .null: encoder.setNull()
        case .element(let element):
            let target = encoder.element
            target.name = element.name
            target.attributes = element.attributes
            target.children = element.children
            target.text = element.text
        case .list(let items): for item in items { encoder.appendItem(item) }
        case .empty: break
        }
    }
}

/// An encoder for `superEncoder(forKey:)`: what it encodes is placed under the key when used.
final class SuperEncoder: Encoder {
    let parent: EncodedElement
    let key: String
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(parent: EncodedElement, key: String, codingPath: [any CodingKey]) {
        self.parent = parent
        self.key = key
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let child = EncodedElement(name: key.isEmpty ? "" : key)
        child.setKeyIfAbsent(key)
        parent.children.append(child)
        return KeyedEncodingContainer(ElementKeyedEncodingContainer<Key>(encoder: ElementEncoder(codingPath: codingPath),
                                                                       element: child, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let list = EncodedElement(name: key.isEmpty ? "array" : key)
        parent.children.append(list)
        return ListEncodingContainer(list: list, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        let proxy = ElementEncoder(codingPath: codingPath)
        return ProxySingleValueContainer(proxy: proxy, parent: parent, key: key)
    }
}

/// A single value encoded through ``SuperEncoder``: placed under the key.
struct ProxySingleValueContainer: SingleValueEncodingContainer {
    let proxy: ElementEncoder
    let parent: EncodedElement
    let key: String
    var codingPath: [any CodingKey] { proxy.codingPath }

    private func flush() { place(proxy.result, forKey: key, in: parent) }

    mutating func encodeNil() throws { proxy.setNull(); flush() }
    mutating func encode(_ value: String) throws { proxy.setScalar(value); flush() }
    mutating func encode(_ value: Bool) throws { proxy.setScalar(value ? "YES" : "NO"); flush() }
    mutating func encode(_ value: Double) throws { proxy.setScalar(EncodedValue.format(value)); flush() }
    mutating func encode(_ value: Float) throws { proxy.setScalar(EncodedValue.format(Double(value))); flush() }
    mutating func encode(_ value: Int) throws { proxy.setScalar(String(value)); flush() }
    mutating func encode(_ value: Int8) throws { proxy.setScalar(String(value)); flush() }
    mutating func encode(_ value: Int16) throws { proxy.setScalar(String(value)); flush() }
    mutating func encode(_ value: Int32) throws { proxy.setScalar(String(value)); flush() }
    mutating func encode(_ value: Int64) throws { proxy.setScalar(String(value)); flush() }
    mutating func encode(_ value: UInt) throws { proxy.setScalar(String(value)); flush() }
    mutating func encode(_ value: UInt8) throws { proxy.setScalar(String(value)); flush() }
    mutating func encode(_ value: UInt16) throws { proxy.setScalar(String(value)); flush() }
    mutating func encode(_ value: UInt32) throws { proxy.setScalar(String(value)); flush() }
    mutating func encode(_ value: UInt64) throws { proxy.setScalar(String(value)); flush() }

    mutating func encode<T: Encodable>(_ value: T) throws {
        place(try EncodedValue.encode(value, codingPath: codingPath), forKey: key, in: parent)
    }
}
