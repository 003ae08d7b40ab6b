import ModelSpecification

/// `ElementModels.byKind`: for each element kind, the typed models that decode it, in catalogue order, each with
/// the family it belongs to (its ``Conformance``): what `uidesc generate swift` types an outlet with.
struct ModelTableRenderer {
    let catalogue: [ModelFile]

    var table: [(kind: String, models: [(name: String, family: String)])] {
        var byKind: [String: [(name: String, family: String)]] = [:]
        for model in catalogue.flatMap(\.models) where model.union != .excluded && model.conformance != .partOfElement {
            for kind in model.kinds ?? [] { byKind[kind, default: []].append((model.name, "\(model.conformance)")) }
        }
        return byKind.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    func render(into out: inout SourceWriter) {
        out.block("extension ElementModels {") { out in
            out.line("/// The typed models that decode each element kind, in catalogue order, with their family (the catalogue's `conformance`).")
            out.block("public static let byKind: [String: [Entry]] = [", close: "]") { out in
                for entry in table {
                    let models = entry.models.map { "Entry(\(swiftLiteral($0.name)), .\($0.family))" }
                    out.line("\(swiftLiteral(entry.kind)): [\(models.joined(separator: ", "))],")
                }
            }
        }
    }
}
