import ModelSpecification

/// `ReferenceAttributes.byElement`: the attributes that hold another element's id, by element kind, from each
/// model's ``Model/references`` and its element kinds.
struct ReferenceTableRenderer {
    let catalogue: [ModelFile]

    var table: [(kind: String, attributes: [String])] {
        var byKind: [String: [String]] = [:]
        for model in catalogue.flatMap(\.models) where !model.references.isEmpty {
            for kind in model.kinds ?? [] {
                for attribute in model.references where !(byKind[kind] ?? []).contains(attribute) {
                    byKind[kind, default: []].append(attribute)
                }
            }
        }
        return byKind.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    func render(into out: inout SourceWriter) {
        out.block("extension ReferenceAttributes {") { out in
            out.line("/// Attributes that hold an id on elements of a given name (the models' `references` in the catalogue).")
            out.block("public static let byElement: [String: [String]] = [", close: "]") { out in
                for entry in table {
                    out.line("\(swiftLiteral(entry.kind)): [\(entry.attributes.map(swiftLiteral).joined(separator: ", "))],")
                }
            }
        }
    }
}
