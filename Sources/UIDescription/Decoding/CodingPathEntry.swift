/// One step of the decoder's coding path. A list item is kept as its index, so entering and
/// leaving each item of a list (every subview, constraint and connection) copies and destroys
/// no `any CodingKey` existential, each of which goes through its type's value witnesses; the
/// `codingPath` a `Decoder` reports is made from these entries when it is asked for.
enum CodingPathEntry {
    /// A key asked of a keyed container.
    case key(any CodingKey)
    /// The position of an item in a list (an unkeyed container or a group element's children).
    case index(Int)

    /// The entry as the `CodingKey` a coding path holds.
    var codingKey: any CodingKey {
        switch self {
        case .key(let key): key
        case .index(let index): IndexCodingKey(index: index)
        }
    }
}
