/// The types a property may name besides the catalogue's models, enumerations and unions: Swift's value types
/// and the types of UIDescription written by hand. The generator refuses any other name, with the property's
/// file and line; a new hand-written type is one case here.
public enum KnownType: String, CaseIterable, Sendable {
    case string = "String"
    case int = "Int"
    case double = "Double"
    case bool = "Bool"
    /// Where an element starts in its file; answered by the decoder (`location: SourceLocation?`).
    case sourceLocation = "SourceLocation"
    /// Edge insets, written with two spellings (`Models/Insets.swift`).
    case insets = "Insets"
    /// An image name with its catalog, or a symbol reference (`Models/ImageReference.swift`).
    case imageReference = "ImageReference"
    /// An outlet, action or other connection, by element kind (`Models/Connections.swift`).
    case connection = "Connection"
    /// A top-level object of a document or scene, by element kind (`Models/ObjectModels.swift`).
    case interfaceObject = "InterfaceObject"
    /// An image, colour or other named resource of a document (`Models/Resource.swift`).
    case resource = "Resource"
    /// The value of a user-defined runtime attribute, by its type (`Models/RuntimeAttributes.swift`).
    case runtimeValue = "RuntimeValue"
    /// An AppKit table column's header cell, a case of `AnyCell` (`Models/MacCells.swift`).
    case tableHeaderCell = "TableHeaderCell"
}
