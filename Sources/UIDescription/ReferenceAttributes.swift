/// The attributes through which Interface Builder elements refer to other elements by id: what the integrity
/// check of `validate` and the merge both follow. ``byElement`` is generated from the model catalogue
/// (`CodeGeneration/`), where each model names its id-holding attributes (`references:`).
public enum ReferenceAttributes {
    /// Attributes that hold an id on any element.
    public static let onAnyElement: [String] = ["reference"]

    /// The id-holding attributes of an element named `name`.
    public static func attributes(of name: String) -> [String] {
        (byElement[name] ?? []) + onAnyElement
    }
}
