/// XML's references: the five predefined entities (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`) and character
/// references (`&#N;`, `&#xH;`), by the name between `&` and `;`. One table for the readers that undo them by hand
/// (merge's display of values, the XML property list reader); libxml2 undoes them for the XIB reader.
package enum XMLReferences {
    /// The character `&name;` stands for, or nil when XML defines no such reference.
    package static func character(named name: Substring) -> Unicode.Scalar? {
        switch name {
        case "amp": "&"
        case "lt": "<"
        case "gt": ">"
        case "quot": "\""
        case "apos": "'"
        default:
            if name.hasPrefix("#x") {
                UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                nil
            }
        }
    }
}
