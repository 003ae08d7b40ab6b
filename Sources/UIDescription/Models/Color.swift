extension Color {
    /// An sRGB color from components.
    public static func sRGB(red: Double, green: Double, blue: Double, alpha: Double = 1, key: String? = nil) -> Color {
        Color(key: key, red: red, green: green, blue: blue, alpha: alpha, colorSpace: "custom", customColorSpace: "sRGB")
    }

    /// The color's form, for switching over.
    public enum Form: Hashable, Sendable {
        /// Red, green, blue and alpha components, 0 to 1.
        case components(red: Double, green: Double, blue: Double, alpha: Double)
        /// A gray level and alpha, 0 to 1.
        case gray(white: Double, alpha: Double)
        /// A system color by name (`systemBlueColor`).
        case system(String)
        /// A named color of an asset catalog, or of a system catalog.
        case named(String, catalog: String?)
        /// Nothing the file says.
        case unspecified
    }

    /// Which of the forms this color takes.
    public var form: Form {
        if let systemColor { return .system(systemColor) }
        if let cocoaTouchSystemColor { return .system(cocoaTouchSystemColor) }
        if let name { return .named(name, catalog: catalog) }
        if let white { return .gray(white: white, alpha: alpha ?? 1) }
        if red != nil || green != nil || blue != nil {
            return .components(red: red ?? 0, green: green ?? 0, blue: blue ?? 0, alpha: alpha ?? 1)
        }
        return .unspecified
    }
}
