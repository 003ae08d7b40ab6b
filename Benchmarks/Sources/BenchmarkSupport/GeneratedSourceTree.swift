import Foundation

/// A repository as issue 33 describes it: a few real Interface Builder files with their Swift sources, beside about
/// 20 MB of generated Swift shaped like protocol buffer code (`uidesc-bench large-repo`).
///
/// Two trees are written, cached under `Benchmarks/.build/large-repo/`:
/// - `with/App/` and `with/Generated/`: the sample app (copied from `Samples/` on every ``prepare()``) and 400
///   generated files of about 51 KB;
/// - `without/App/`: the same app alone.
///
/// A generated file is a pure function of its index (``generatedFile(_:)``, a SplitMix64 seeded by the index), so
/// every machine writes the same bytes. The files are written again when missing or when ``generatorVersion``
/// changes.
public struct GeneratedSourceTree: Sendable {
    /// How many files `Generated/` holds.
    public static let generatedFileCount = 400
    /// The size a generated file grows to: it ends with the message that crosses it.
    public static let targetFileBytes = 48_500
    /// Changed whenever the generator's output changes, so that a tree cached by an older one is written again.
    static let generatorVersion = 1
    /// The sample folders copied into `App/`, and their names there: the app's sources and its two documents.
    static let sampleFolders: [(sample: String, copy: String)] = [("App", "Sources"), ("Inbox", "Inbox"), ("Login", "Login")]

    /// The folder that holds both trees.
    public let root: URL
    /// `with/`: the app and the generated code.
    public var withGenerated: URL { root.appendingPathComponent("with") }
    /// `without/`: the app alone.
    public var withoutGenerated: URL { root.appendingPathComponent("without") }
    /// `with/Generated/`.
    public var generatedFolder: URL { withGenerated.appendingPathComponent("Generated") }

    public init(root: URL = Corpus.repositoryRoot.appendingPathComponent("Benchmarks/.build/large-repo")) {
        self.root = root
    }

    /// Copies the sample app into both trees, and writes the generated files unless this generator already did.
    public func prepare() throws {
        let manager = FileManager.default
        let samples = Corpus.repositoryRoot.appendingPathComponent("Samples")
        for tree in [withGenerated, withoutGenerated] {
            let app = tree.appendingPathComponent("App")
            try? manager.removeItem(at: app)
            for (sample, copy) in Self.sampleFolders {
                let source = samples.appendingPathComponent(sample)
                let destination = app.appendingPathComponent(copy)
                try manager.createDirectory(at: destination, withIntermediateDirectories: true)
                for name in try manager.contentsOfDirectory(atPath: source.path).sorted()
                where ["swift", "xib", "storyboard"].contains((name as NSString).pathExtension) {
                    try manager.copyItem(at: source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
                }
            }
        }

        let marker = root.appendingPathComponent("generated-v\(Self.generatorVersion)")
        if manager.fileExists(atPath: marker.path), generatedFileCountOnDisk() == Self.generatedFileCount { return }
        try? manager.removeItem(at: generatedFolder)
        for index in 0..<Self.generatedFileCount {
            let file = Self.generatedFile(index)
            let url = generatedFolder.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        try Data().write(to: marker)
    }

    /// How many `.swift` files `Generated/` holds now.
    private func generatedFileCountOnDisk() -> Int {
        guard let walker = FileManager.default.enumerator(atPath: generatedFolder.path) else { return 0 }
        var count = 0
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".swift") { count += 1 }
        }
        return count
    }

    /// The path below `Generated/` and the text of generated file `index`.
    public static func generatedFile(_ index: Int) -> (path: String, text: String) {
        let file = GeneratedProtoFile(index: index)
        return (file.path, file.render(targetBytes: targetFileBytes))
    }
}

/// One generated file: the Swift a protocol buffer compiler plugin could write for a `.proto` file of messages with
/// scalar, repeated, map, enum and message fields; some messages keep their fields in a heap-allocated storage class.
/// Written by this generator, not copied from any project.
struct GeneratedProtoFile {
    enum FieldType {
        case string, int32, int64, uint32, uint64, bool, double, float, bytes, repeatedString, repeatedInt64, stringMap
        case enumeration(String)
        case message(String)
    }

    struct Field {
        var name: String
        var proto: String
        var number: Int
        var type: FieldType
    }

    struct Enumeration {
        /// The Swift name, qualified for nested enums (`Acme_…_InvoiceEntry.Status`).
        var name: String
        /// The upper-case prefix of its proto value names (`STATUS`).
        var protoPrefix: String
        var cases: [String]
    }

    struct Message {
        var name: String
        var protoName: String
        var fields: [Field]
        var nested: Enumeration?
        var usesStorage: Bool
    }

    static let domains = ["billing", "catalog", "identity", "ledger", "logistics", "media", "telemetry", "search", "pricing", "inventory"]
    static let nouns = [
        "Account", "Invoice", "Shipment", "Product", "Customer", "Order", "Payment", "Address", "Session", "Device",
        "Report", "Schedule", "Warehouse", "Parcel", "Voucher", "Tariff", "Quota", "Metric", "Segment", "Carrier",
        "Policy", "Ticket", "Batch", "Contract",
    ]
    static let kinds = ["Request", "Response", "Summary", "Entry", "Event", "Snapshot"]
    static let firstWords = [
        "account", "amount", "balance", "currency", "region", "locale", "device", "session", "token", "created",
        "updated", "expires", "status", "priority", "version", "checksum", "payload", "owner", "display", "country",
        "postal", "street", "carrier", "weight", "quantity", "discount", "reference", "external",
    ]
    static let secondWords = ["Name", "Id", "Code", "Count", "Time", "Label", "Value", "Hint", "Ref", "Key", "Total", "Flag"]
    static let caseWords = ["active", "pending", "suspended", "archived", "draft", "scheduled", "expired", "revoked", "queued", "delivered", "failed", "partial"]
    static let nestedEnumNames = ["Status", "Kind", "Mode", "Stage"]
    static let fileEnumNames = ["Visibility", "Channel", "Tier", "Origin"]

    let index: Int
    let domain: String
    let package: String
    let prefix: String

    init(index: Int) {
        self.index = index
        domain = Self.domains[index % Self.domains.count]
        package = "acme.\(domain).part\(index)"
        prefix = "Acme_\(domain.capitalized)_Part\(index)_"
    }

    var path: String { "\(domain.capitalized)/\(domain)_part\(index).pb.swift" }

    /// The file's text: messages are added until it reaches `targetBytes`.
    func render(targetBytes: Int) -> String {
        var random = SplitMix64(seed: 0x1A26_E33D ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        let fileEnum = Enumeration(
            name: prefix + Self.fileEnumNames[index % Self.fileEnumNames.count],
            protoPrefix: Self.snakeCase(Self.fileEnumNames[index % Self.fileEnumNames.count]).uppercased(),
            cases: Self.enumCases(&random))

        var head = """
            // DO NOT EDIT.
            // swift-format-ignore-file
            // swiftlint:disable all
            //
            // Generated by the Swift plugin of the protocol buffer compiler (synthetic: uidesc-bench large-repo).
            // Source: acme/\(domain)/part\(index).proto
            //
            // Edit the .proto file and run the compiler again instead of changing this file.

            import Foundation
            import SwiftProtobuf

            // Fails to compile when the runtime library is older than the plugin that wrote this file.
            fileprivate struct _GeneratedRuntimeVersionCheck: SwiftProtobuf.ProtobufAPIVersionCheck {
              struct _2: SwiftProtobuf.ProtobufAPIVersion_2 {}
              typealias Version = _2
            }


            """
        Self.appendEnumDeclaration(fileEnum, indent: "", to: &head)
        var support = """
            // MARK: - Runtime support: names, decoding, encoding, equality

            fileprivate let _protobuf_package = "\(package)"


            """
        Self.appendNameMap(of: fileEnum, to: &support)

        var declarations = ""
        var extensions = ""
        var messages: [Message] = []
        while head.utf8.count + declarations.utf8.count + support.utf8.count + extensions.utf8.count < targetBytes,
              messages.count < Self.nouns.count * Self.kinds.count {
            let message = makeMessage(messages.count, earlier: messages, fileEnum: fileEnum, random: &random)
            messages.append(message)
            Self.appendStruct(message, to: &declarations)
            if let nested = message.nested { Self.appendNameMap(of: nested, to: &extensions) }
            Self.appendExtension(message, package: package, to: &extensions)
        }
        return head + declarations + support + extensions
    }

    private func makeMessage(_ number: Int, earlier: [Message], fileEnum: Enumeration, random: inout SplitMix64) -> Message {
        let noun = Self.nouns[(index + number) % Self.nouns.count]
        let kind = Self.kinds[(number / Self.nouns.count) % Self.kinds.count]
        let protoName = noun + kind
        let name = prefix + protoName
        var nested: Enumeration?
        if number % 3 == 0 {
            let enumName = Self.nestedEnumNames[(index + number) % Self.nestedEnumNames.count]
            nested = Enumeration(name: "\(name).\(enumName)", protoPrefix: enumName.uppercased(), cases: Self.enumCases(&random))
        }
        let fieldCount = 3 + Int(random.next() % 10)
        let base = Int(random.next() % UInt64(Self.firstWords.count))
        var fields: [Field] = []
        for position in 0..<fieldCount {
            // Distinct first words keep the names of one message distinct.
            let first = Self.firstWords[(base + position) % Self.firstWords.count]
            let second = (index + number + position) % 3 == 0 ? "" : Self.secondWords[Int(random.next() % UInt64(Self.secondWords.count))]
            let type: FieldType
            switch random.next() % 16 {
            case 0, 1, 2, 3: type = .string
            case 4: type = .int32
            case 5: type = .int64
            case 6: type = .uint32
            case 7: type = .uint64
            case 8: type = .bool
            case 9: type = .double
            case 10: type = .float
            case 11: type = .bytes
            case 12: type = position % 2 == 0 ? .repeatedString : .repeatedInt64
            case 13: type = .stringMap
            case 14: type = .enumeration(nested?.name ?? fileEnum.name)
            default: type = earlier.isEmpty ? .string : .message(earlier[Int(random.next() % UInt64(earlier.count))].name)
            }
            fields.append(Field(name: first + second, proto: Self.snakeCase(first + second), number: position + 1, type: type))
        }
        return Message(name: name, protoName: protoName, fields: fields, nested: nested, usesStorage: number % 4 == 3)
    }

    private static func enumCases(_ random: inout SplitMix64) -> [String] {
        let count = 2 + Int(random.next() % 6)
        let start = Int(random.next() % UInt64(caseWords.count))
        return ["unspecified"] + (0..<count).map { caseWords[(start + $0) % caseWords.count] }
    }

    static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "_" }
            result += character.lowercased()
        }
        return result
    }

    // MARK: Declarations

    private static func appendEnumDeclaration(_ enumeration: Enumeration, indent: String, to text: inout String) {
        let shortName = enumeration.name.split(separator: ".").last.map(String.init) ?? enumeration.name
        let cases = enumeration.cases.enumerated()
        text += "\(indent)enum \(shortName): SwiftProtobuf.Enum, Swift.CaseIterable {\n"
        text += "\(indent)  typealias RawValue = Int\n"
        for (value, name) in cases { text += "\(indent)  case \(name) // = \(value)\n" }
        text += "\(indent)  case UNRECOGNIZED(Int)\n\n"
        text += "\(indent)  init() {\n\(indent)    self = .unspecified\n\(indent)  }\n\n"
        text += "\(indent)  init?(rawValue: Int) {\n\(indent)    switch rawValue {\n"
        for (value, name) in cases { text += "\(indent)    case \(value): self = .\(name)\n" }
        text += "\(indent)    default: self = .UNRECOGNIZED(rawValue)\n\(indent)    }\n\(indent)  }\n\n"
        text += "\(indent)  var rawValue: Int {\n\(indent)    switch self {\n"
        for (value, name) in cases { text += "\(indent)    case .\(name): return \(value)\n" }
        text += "\(indent)    case .UNRECOGNIZED(let i): return i\n\(indent)    }\n\(indent)  }\n\n"
        text += "\(indent)  // The known values, without UNRECOGNIZED.\n"
        text += "\(indent)  static let allCases: [\(enumeration.name)] = [\n"
        for name in enumeration.cases { text += "\(indent)    .\(name),\n" }
        text += "\(indent)  ]\n\n\(indent)}\n\n"
    }

    private static func appendStruct(_ message: Message, to text: inout String) {
        text += "/// The `\(message.protoName)` message.\n"
        text += "struct \(message.name): \(message.usesStorage ? "@unchecked Sendable" : "Sendable") {\n"
        for field in message.fields {
            if field.number % 4 == 1 { text += "  /// Field \(field.number), `\(field.proto)`.\n" }
            let type = swiftType(field.type)
            switch (field.type, message.usesStorage) {
            case (.message, let stored):
                // Kept in the storage class, or in the message itself.
                let (get, set) = stored ? ("_storage.", "_uniqueStorage().") : ("", "")
                let (test, clear) = stored ? ("_storage.", "_uniqueStorage().") : ("self.", "self.")
                text += "  var \(field.name): \(type) {\n    get {return \(get)_\(field.name) ?? \(type)()}\n"
                text += "    set {\(set)_\(field.name) = newValue}\n  }\n"
                text += "  /// Whether `\(field.name)` was set.\n"
                text += "  var has\(capitalized(field.name)): Bool {return \(test)_\(field.name) != nil}\n"
                text += "  /// Forgets `\(field.name)`: reading it then gives the default value.\n"
                text += "  mutating func clear\(capitalized(field.name))() {\(clear)_\(field.name) = nil}\n\n"
            case (_, true):
                text += "  var \(field.name): \(type) {\n    get {return _storage._\(field.name)}\n"
                text += "    set {_uniqueStorage()._\(field.name) = newValue}\n  }\n\n"
            case (_, false):
                text += "  var \(field.name): \(type) = \(defaultValue(field.type))\n\n"
            }
        }
        text += "  var unknownFields = SwiftProtobuf.UnknownStorage()\n\n"
        if let nested = message.nested { appendEnumDeclaration(nested, indent: "  ", to: &text) }
        text += "  init() {}\n"
        if message.usesStorage {
            text += "\n  fileprivate var _storage = _StorageClass.defaultInstance\n"
        } else {
            for field in message.fields {
                if case .message = field.type { text += "\n  fileprivate var _\(field.name): \(swiftType(field.type))? = nil\n" }
            }
        }
        text += "}\n\n"
    }

    // MARK: Runtime support

    private static func appendNameMap(of enumeration: Enumeration, to text: inout String) {
        text += "extension \(enumeration.name): SwiftProtobuf._ProtoNameProviding {\n"
        text += "  static let _protobuf_nameMap: SwiftProtobuf._NameMap = [\n"
        for (value, name) in enumeration.cases.enumerated() {
            text += "    \(value): .same(proto: \"\(enumeration.protoPrefix)_\(name.uppercased())\"),\n"
        }
        text += "  ]\n}\n\n"
    }

    private static func appendExtension(_ message: Message, package: String, to text: inout String) {
        let storage = message.usesStorage
        text += "extension \(message.name): SwiftProtobuf.Message, SwiftProtobuf._MessageImplementationBase, SwiftProtobuf._ProtoNameProviding {\n"
        text += "  static let protoMessageName: String = _protobuf_package + \".\(message.protoName)\"\n"
        text += "  static let _protobuf_nameMap: SwiftProtobuf._NameMap = [\n"
        for field in message.fields {
            let naming = field.proto == field.name ? "same" : "standard"
            text += "    \(field.number): .\(naming)(proto: \"\(field.proto)\"),\n"
        }
        text += "  ]\n\n"

        if storage {
            text += "  fileprivate final class _StorageClass {\n"
            for field in message.fields {
                if case .message = field.type {
                    text += "    var _\(field.name): \(swiftType(field.type))? = nil\n"
                } else {
                    text += "    var _\(field.name): \(swiftType(field.type)) = \(defaultValue(field.type))\n"
                }
            }
            text += "\n    // The storage every new value starts with, copied on its first change.\n"
            text += "    nonisolated(unsafe) static let defaultInstance = _StorageClass()\n\n"
            text += "    private init() {}\n\n"
            text += "    init(copying source: _StorageClass) {\n"
            for field in message.fields { text += "      _\(field.name) = source._\(field.name)\n" }
            text += "    }\n  }\n\n"
            text += "  fileprivate mutating func _uniqueStorage() -> _StorageClass {\n"
            text += "    if !isKnownUniquelyReferenced(&_storage) {\n      _storage = _StorageClass(copying: _storage)\n    }\n"
            text += "    return _storage\n  }\n\n"
        }

        // Decoding.
        let owner = storage ? "_storage." : "self."
        let inner = storage ? "        " : "      "
        text += "  mutating func decodeMessage<D: SwiftProtobuf.Decoder>(decoder: inout D) throws {\n"
        if storage {
            text += "    _ = _uniqueStorage()\n"
            text += "    try withExtendedLifetime(_storage) { (_storage: _StorageClass) in\n"
        }
        text += "\(inner.dropLast(2))while let fieldNumber = try decoder.nextFieldNumber() {\n"
        text += "\(inner)switch fieldNumber {\n"
        for field in message.fields {
            let target = storage || isMessage(field.type) ? "\(owner)_\(field.name)" : "\(owner)\(field.name)"
            text += "\(inner)case \(field.number): try { try decoder.\(decodeCall(field.type, target: target)) }()\n"
        }
        text += "\(inner)default: break\n\(inner)}\n\(inner.dropLast(2))}\n"
        if storage { text += "    }\n" }
        text += "  }\n\n"

        // Encoding.
        text += "  func traverse<V: SwiftProtobuf.Visitor>(visitor: inout V) throws {\n"
        if storage { text += "    try withExtendedLifetime(_storage) { (_storage: _StorageClass) in\n" }
        let visitIndent = storage ? "      " : "    "
        for field in message.fields {
            let value = storage || isMessage(field.type) ? "\(owner)_\(field.name)" : "\(owner)\(field.name)"
            text += visit(field, value: value, indent: visitIndent)
        }
        if storage { text += "    }\n" }
        text += "    try unknownFields.traverse(visitor: &visitor)\n  }\n\n"

        // Equality.
        text += "  static func ==(lhs: \(message.name), rhs: \(message.name)) -> Bool {\n"
        if storage {
            text += "    if lhs._storage !== rhs._storage {\n"
            text += "      let storagesAreEqual: Bool = withExtendedLifetime((lhs._storage, rhs._storage)) { (_args: (_StorageClass, _StorageClass)) in\n"
            text += "        let _storage = _args.0\n        let rhs_storage = _args.1\n"
            for field in message.fields {
                text += "        if _storage._\(field.name) != rhs_storage._\(field.name) {return false}\n"
            }
            text += "        return true\n      }\n      if !storagesAreEqual {return false}\n    }\n"
        } else {
            for field in message.fields {
                let name = isMessage(field.type) ? "_\(field.name)" : field.name
                text += "    if lhs.\(name) != rhs.\(name) {return false}\n"
            }
        }
        text += "    if lhs.unknownFields != rhs.unknownFields {return false}\n    return true\n  }\n}\n\n"
    }

    // MARK: Per field type

    private static func swiftType(_ type: FieldType) -> String {
        switch type {
        case .string: "String"
        case .int32: "Int32"
        case .int64: "Int64"
        case .uint32: "UInt32"
        case .uint64: "UInt64"
        case .bool: "Bool"
        case .double: "Double"
        case .float: "Float"
        case .bytes: "Data"
        case .repeatedString: "[String]"
        case .repeatedInt64: "[Int64]"
        case .stringMap: "Dictionary<String,String>"
        case .enumeration(let name), .message(let name): name
        }
    }

    private static func defaultValue(_ type: FieldType) -> String {
        switch type {
        case .string: "String()"
        case .int32, .int64, .uint32, .uint64, .double, .float: "0"
        case .bool: "false"
        case .bytes: "Data()"
        case .repeatedString, .repeatedInt64: "[]"
        case .stringMap: "[:]"
        case .enumeration: ".unspecified"
        case .message: "nil"
        }
    }

    private static let stringMapType = "SwiftProtobuf._ProtobufMap<SwiftProtobuf.ProtobufString,SwiftProtobuf.ProtobufString>"

    /// The scalar kind in the runtime's method names (`decodeSingularStringField`).
    private static func scalarName(_ type: FieldType) -> String {
        switch type {
        case .string, .repeatedString: "String"
        case .int32: "Int32"
        case .int64, .repeatedInt64: "Int64"
        case .uint32: "UInt32"
        case .uint64: "UInt64"
        case .bool: "Bool"
        case .double: "Double"
        case .float: "Float"
        case .bytes: "Bytes"
        case .enumeration: "Enum"
        case .message: "Message"
        case .stringMap: "Map"
        }
    }

    private static func decodeCall(_ type: FieldType, target: String) -> String {
        switch type {
        case .repeatedString, .repeatedInt64: "decodeRepeated\(scalarName(type))Field(value: &\(target))"
        case .stringMap: "decodeMapField(fieldType: \(stringMapType).self, value: &\(target))"
        default: "decodeSingular\(scalarName(type))Field(value: &\(target))"
        }
    }

    private static func visit(_ field: Field, value: String, indent: String) -> String {
        let number = field.number
        switch field.type {
        case .message:
            return "\(indent)try { if let v = \(value) {\n\(indent)  try visitor.visitSingularMessageField(value: v, fieldNumber: \(number))\n\(indent)} }()\n"
        case .stringMap:
            return "\(indent)if !\(value).isEmpty {\n"
                + "\(indent)  try visitor.visitMapField(fieldType: \(stringMapType).self, value: \(value), fieldNumber: \(number))\n\(indent)}\n"
        case .repeatedString:
            return "\(indent)if !\(value).isEmpty {\n\(indent)  try visitor.visitRepeatedStringField(value: \(value), fieldNumber: \(number))\n\(indent)}\n"
        case .repeatedInt64:
            return "\(indent)if !\(value).isEmpty {\n\(indent)  try visitor.visitPackedInt64Field(value: \(value), fieldNumber: \(number))\n\(indent)}\n"
        case .string, .bytes:
            return "\(indent)if !\(value).isEmpty {\n\(indent)  try visitor.visitSingular\(scalarName(field.type))Field(value: \(value), fieldNumber: \(number))\n\(indent)}\n"
        case .bool:
            return "\(indent)if \(value) != false {\n\(indent)  try visitor.visitSingularBoolField(value: \(value), fieldNumber: \(number))\n\(indent)}\n"
        case .enumeration:
            return "\(indent)if \(value) != .unspecified {\n\(indent)  try visitor.visitSingularEnumField(value: \(value), fieldNumber: \(number))\n\(indent)}\n"
        default:
            return "\(indent)if \(value) != 0 {\n\(indent)  try visitor.visitSingular\(scalarName(field.type))Field(value: \(value), fieldNumber: \(number))\n\(indent)}\n"
        }
    }

    private static func isMessage(_ type: FieldType) -> Bool {
        if case .message = type { return true }
        return false
    }

    private static func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
}
