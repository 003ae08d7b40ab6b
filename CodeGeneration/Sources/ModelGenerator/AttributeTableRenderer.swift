import ModelSpecification

/// `AttributeEnumerations`' table: which attributes take their values from a closed set, and which set.
///
/// Each enumeration names the attributes that take its values (``Enumeration/attributes``), on every element
/// that has them: the JSON layout reader refuses a near miss of a known value of these, so only attributes
/// whose meaning is the same wherever they appear are named (`lineBreakMode`, not `style` or `type`).
struct AttributeTableRenderer {
    let catalogue: [ModelFile]

    /// Each attribute and the enumeration its values come from, by attribute name.
    var table: [(attribute: String, enumeration: String)] {
        catalogue.flatMap(\.enumerations)
            .flatMap { enumeration in enumeration.attributes.map { (attribute: $0, enumeration: enumeration.name) } }
            .sorted { $0.attribute < $1.attribute }
    }

    func render(into out: inout SourceWriter) {
        out.block("extension AttributeEnumerations {") { out in
            out.line("/// The known values of each enumerated attribute, from the catalogue.")
            out.block("static let table: [String: Set<String>] = [", close: "]") { out in
                for entry in table {
                    out.line("\(swiftLiteral(entry.attribute)): Set(\(entry.enumeration).knownValues.map(\\.rawValue)),")
                }
            }
        }
    }
}
