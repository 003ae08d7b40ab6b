import ModelSpecification

/// The Swift source of one ``Union``: the enum, its `init(from:)` (one dictionary look-up per element, where a
/// `switch` compared the kind with each name in turn), `encode(to:)` and the shared model's accessor.
struct UnionRenderer {
    let union: Union
    /// The union's cases, derived from the catalogue (``UnionCases/resolve(_:in:)``).
    let cases: [UnionCase]
    /// Every model's element kinds, by type name, for cases that take their model's.
    let kindsByModel: [String: [String]]

    func render(into out: inout SourceWriter) throws {
        renderProtocol(into: &out)
        out.line()
        let name = union.name
        out.doc(union.doc)
        out.block("public indirect enum \(name): Codable, Hashable, Sendable {") { out in
            for unionCase in cases {
                out.line("/// A `\(unionCase.type)`.")
                out.line("case \(escapedIdentifier(unionCase.name))(\(unionCase.type))")
            }
            out.doc(union.fallbackDoc)
            out.line("case \(escapedIdentifier(union.fallbackCase))(\(union.sharedType))")
        }
        var entries: [String] = []
        for unionCase in cases {
            guard let kinds = unionCase.kinds ?? kindsByModel[unionCase.type] else {
                throw UnionCases.Failure.noKinds(union: name, case: unionCase.name)
            }
            for kind in kinds {
                entries.append("\(swiftLiteral(kind)): { .\(escapedIdentifier(unionCase.name))(try \(unionCase.type)(from: $0)) },")
            }
        }
        out.line()
        out.block("extension \(name) {") { out in
            out.line("/// Decodes the case of the element's kind.")
            out.block("public init(from decoder: any Decoder) throws {") { out in
                out.line("let kind = try decoder.elementName() ?? \(swiftLiteral(union.defaultKind))")
                out.line("if let decode = Self.typedDecoders[kind] {")
                out.indented { $0.line("self = try decode(decoder)") }
                out.line("} else {")
                out.indented { out in
                    out.line("self = .\(escapedIdentifier(union.fallbackCase))(try \(union.sharedType)(from: decoder))")
                    out.line(union.fallbackNote)
                }
                out.line("}")
            }
            out.line()
            out.line("/// The typed decode of each kind with a model of its own.")
            out.block("private static let typedDecoders: [String: @Sendable (any Decoder) throws -> \(name)] = [", close: "]") { out in
                for entry in entries { out.line(entry) }
            }
            out.line()
            out.line("/// Encodes the case's model.")
            out.block("public func encode(to encoder: any Encoder) throws {") { out in
                out.block("switch self {") { out in
                    for caseName in cases.map(\.name) + [union.fallbackCase] {
                        out.line("case .\(escapedIdentifier(caseName))(let value): try value.encode(to: encoder)")
                    }
                }
            }
            out.line()
            out.line("/// The shared ``\(union.sharedType)`` properties, whatever the kind.")
            out.block("public var \(union.sharedProperty): \(union.sharedType) {") { out in
                out.block("switch self {") { out in
                    for caseName in cases.map(\.name) {
                        out.line("case .\(escapedIdentifier(caseName))(let value): value.\(union.sharedProperty)")
                    }
                    out.line("case .\(escapedIdentifier(union.fallbackCase))(let value): value")
                }
            }
        }
    }

    /// The protocol of the family's models, whose shared properties read through by dynamic member lookup.
    private func renderProtocol(into out: inout SourceWriter) {
        let (property, type) = (union.sharedProperty, union.sharedType)
        out.doc(union.protocolDoc)
        out.line("@dynamicMemberLookup")
        out.block("public protocol \(union.protocolName): InterfaceElement {") { out in
            out.line("/// The properties every model of the family shares.")
            out.line("var \(property): \(type) { get set }")
        }
        out.line()
        out.block("extension \(union.protocolName) {") { out in
            out.line("/// A shared property, read through.")
            out.block("public subscript<Value>(dynamicMember keyPath: KeyPath<\(type), Value>) -> Value {") { out in
                out.line("\(property)[keyPath: keyPath]")
            }
            out.line()
            out.line("/// A shared property, read and written through.")
            out.block("public subscript<Value>(dynamicMember keyPath: WritableKeyPath<\(type), Value>) -> Value {") { out in
                out.line("get { \(property)[keyPath: keyPath] }")
                out.line("set { \(property)[keyPath: keyPath] = newValue }")
            }
        }
    }
}
