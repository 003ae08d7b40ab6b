import ModelSpecification

/// The Swift source of one model: the struct with its stored properties, `CodingKeys` and `encode(to:)`, and
/// an extension with the public initializer and `init(from:)`.
///
/// A model whose public initializer takes its parameters in another order than the properties are declared
/// (a source position declared first and passed last, a shared `view` declared last and passed first) ends
/// its `init(from:)` with the compiler's memberwise initializer, which builds the value in registers
/// (see `ModelDecodingContainer` in UIDescription); the others set their properties one by one, in a public
/// initializer declared in the struct.
struct ModelRenderer {
    let model: Model

    private var properties: [PropertyCoding] { model.properties.map { PropertyCoding(property: $0, model: model) } }

    /// The public initializer's parameters: the shared model first, the source position last.
    private var parameterOrder: [PropertyCoding] {
        let all = properties
        return all.filter(\.isShared) + all.filter { !$0.isShared && !$0.isLocation } + all.filter(\.isLocation)
    }

    /// Whether `init(from:)` ends with the memberwise initializer (its order differs from the public one).
    private var usesMemberwiseInitializer: Bool {
        parameterOrder.map(\.name) != properties.map(\.name)
    }

    /// The order `init(from:)` reads in: the kind, the shared model, the properties, the source position.
    private var decodeOrder: [PropertyCoding] {
        let all = properties
        return all.filter(\.isKind) + all.filter(\.isShared)
            + all.filter { !$0.isKind && !$0.isShared && !$0.isLocation } + all.filter(\.isLocation)
    }

    /// Whether `init(from:)` reads through the container's mutating reads (all but required ones are).
    private var mutatesContainer: Bool {
        !model.locals.isEmpty || properties.contains { property in
            let expression = property.decodeExpression
            return expression.contains("container") && !expression.hasPrefix("try container.decode(")
        }
    }

    private var codingKeys: [String] {
        properties.filter(\.hasCodingKey).map(\.codingKeyCase) + model.extraKeys.map { key in
            let parts = key.split(separator: "=", maxSplits: 1).map(String.init)
            return parts.count == 2 ? "case \(parts[0]) = \(swiftLiteral(parts[1]))" : "case \(key)"
        }
    }

    func render(into out: inout SourceWriter) {
        out.doc(model.doc)
        out.block("public struct \(model.name): \(model.conformance.rawValue) {") { out in
            if model.conformance != .partOfElement {
                let kinds = model.kinds.map { "[" + $0.map(swiftLiteral).joined(separator: ", ") + "]" } ?? "nil"
                out.line("/// The element kinds this model decodes (`nil`: any).")
                out.line("public static let elementKinds: Set<String>? = \(kinds)")
            }
            for property in properties {
                out.doc(property.documentation)
                out.line(property.declaration)
            }
            if !codingKeys.isEmpty {
                out.line()
                out.block("enum CodingKeys: String, CodingKey, ModelCodingKey {") { out in
                    for key in codingKeys { out.line(key) }
                }
            }
            out.line()
            renderEncode(into: &out)
            if !usesMemberwiseInitializer {
                out.line()
                renderPublicInitializer(into: &out)
                out.line()
                renderDecode(into: &out)
            }
        }
        if usesMemberwiseInitializer {
            out.line()
            out.block("extension \(model.name) {") { out in
                renderPublicInitializer(into: &out)
                out.line()
                renderDecode(into: &out)
            }
        }
    }

    private func renderPublicInitializer(into out: inout SourceWriter) {
        out.line("/// A ``\(model.name)`` with the given properties; each one left out has the value Interface Builder")
        out.line("/// leaves out.")
        out.listBlock("public init", parameterOrder.map(\.parameter)) { out in
            for property in parameterOrder { out.line("self.\(property.name) = \(property.name)") }
        }
    }

    private func renderDecode(into out: inout SourceWriter) {
        out.line("/// Decodes the model from an element of a file, with the decoder's rules and errors.")
        out.block("public init(from decoder: any Decoder) throws {") { out in
            if model.conformance != .partOfElement && !properties.contains(where: \.isKind) {
                // The kind is read even when nothing keeps it: reading it checks it is one of `elementKinds`.
                let usesKind = model.kindCheck != nil
                    || properties.contains { $0.property.decode?.contains("kind") == true }
                out.line(usesKind ? "let kind = try decoder.elementKind(for: Self.self)"
                                  : "_ = try decoder.elementKind(for: Self.self)")
                if let check = model.kindCheck { out.line("try Self.\(check)(kind, in: decoder)") }
            }
            var opened = false
            var finished = false
            for property in decodeOrder {
                let expression = property.decodeExpression
                if !opened && expression.contains("container") {
                    let introducer = mutatesContainer ? "var" : "let"
                    out.line("\(introducer) container = try decoder.modelContainer(keyedBy: CodingKeys.self)")
                    opened = true
                    for local in model.locals { out.line("let \(local)") }
                }
                if property.isLocation && opened && !finished {
                    out.line("try container.finish()")
                    finished = true
                }
                if usesMemberwiseInitializer {
                    out.line("let \(property.name): \(property.type) = \(expression)")
                } else {
                    out.line("\(property.name) = \(expression)")
                }
                if property.isKind, let check = model.kindCheck {
                    out.line("try Self.\(check)(\(property.name), in: decoder)")
                }
            }
            if opened && !finished { out.line("try container.finish()") }
            if usesMemberwiseInitializer {
                out.list("self.init", properties.map { "\($0.name): \($0.name)" }, "")
            }
        }
    }

    private func renderEncode(into out: inout SourceWriter) {
        out.line("/// Encodes the model as the element it was read from, leaving out values Interface Builder leaves out.")
        out.block("public func encode(to encoder: any Encoder) throws {") { out in
            let all = properties
            let shared = all.filter(\.isShared)
            for property in shared { out.line("try \(property.name).encode(to: encoder)") }
            if shared.isEmpty && model.conformance != .partOfElement {
                let kind = model.encodedKind
                    ?? (all.contains(where: \.isKind) ? "kind" : swiftLiteral(model.kinds?.first ?? ""))
                let location = all.contains(where: \.isLocation) ? "location" : "nil"
                out.line("try encoder.encodeElementHeader(kind: \(kind), location: \(location))")
            }
            let statements = all.filter { !$0.isShared }.flatMap(\.encodeStatements)
            if statements.contains(where: { $0.contains("container") }) {
                out.line("var container = encoder.container(keyedBy: CodingKeys.self)")
            }
            for statement in statements { out.line(statement) }
        }
    }
}

