/// An image: a name in the asset catalog or an SF Symbol (`catalog="system"`), written either as an
/// attribute of its owner (`image="star" catalog="system"`) or as a reference element
/// (`<imageReference key="image" image="star.fill" catalog="system" symbolScale="large"/>`).
public struct ImageReference: InterfaceElement, ExpressibleByStringLiteral {
    public static let elementKinds: Set<String>? = ["imageReference"]
    /// The image's or symbol's name.
    public var image: String
    /// `system` for SF Symbols; `nil` for the app's own images.
    public var catalog: String?
    /// The symbol scale.
    public var symbolScale: SymbolScale?
    /// The rendering mode.
    public var renderingMode: ImageRenderingMode?
    /// The variable value.
    public var variableValue: Double?
    /// The colors of a hierarchical symbol.
    public var hierarchicalColors: [Color]
    /// The colors of a palette symbol.
    public var paletteColors: [Color]

    /// Creates a `ImageReference` from its parts.
    public init(image: String, catalog: String? = nil, symbolScale: SymbolScale? = nil, renderingMode: ImageRenderingMode? = nil,
                variableValue: Double? = nil, hierarchicalColors: [Color] = [], paletteColors: [Color] = []) {
        self.image = image
        self.catalog = catalog
        self.symbolScale = symbolScale
        self.renderingMode = renderingMode
        self.variableValue = variableValue
        self.hierarchicalColors = hierarchicalColors
        self.paletteColors = paletteColors
    }

    public init(stringLiteral value: String) { self.init(image: value) }

    /// Whether this is an SF Symbol.
    public var isSymbol: Bool { catalog == "system" }

    enum CodingKeys: String, CodingKey, ModelCodingKey { case image, catalog, symbolScale, renderingMode, variableValue, hierarchicalColors, paletteColors }

    public init(from decoder: any Decoder) throws {
        // `image="name"` on the owner: the attribute's value is the name; the owner adds its `catalog`.
        if let name = try decoder.attributeValue() {
            self.init(image: name)
            return
        }
        _ = try decoder.elementKind(for: Self.self)
        var container = try decoder.modelContainer(keyedBy: CodingKeys.self)
        self.init(image: container.decode(.image, default: ""), catalog: container.optional(.catalog),
                  symbolScale: container.optional(.symbolScale), renderingMode: container.optional(.renderingMode),
                  variableValue: container.optional(.variableValue), hierarchicalColors: container.list(.hierarchicalColors),
                  paletteColors: container.list(.paletteColors))
                  try container.finish()
    }

    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeElementHeader(kind: "imageReference", location: nil)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(image, forKey: .image)
        try container.encodeIfPresent(catalog, forKey: .catalog)
        try container.encodeIfPresent(symbolScale, forKey: .symbolScale)
        try container.encodeIfPresent(renderingMode, forKey: .renderingMode)
        try container.encodeIfPresent(variableValue, forKey: .variableValue)
        try container.encodeList(hierarchicalColors, forKey: .hierarchicalColors)
        try container.encodeList(paletteColors, forKey: .paletteColors)
    }
}

extension ModelDecodingContainer {
    /// An image under `key`, from an attribute (with the owner's `catalog` attribute) or an `imageReference` child.
    mutating func image(_ key: Key, catalog catalogKey: Key) -> ImageReference? {
        guard var image = decodeIfPresent(ImageReference.self, forKey: key) else { return nil }
        if image.catalog == nil { image.catalog = decodeIfPresent(String.self, forKey: catalogKey) }
        return image
    }
}

extension Decoder {
    /// The text of the current value when it is an attribute (rather than an element), for types
    /// Interface Builder writes either way. `nil` for elements and for other decoders.
    func attributeValue() throws -> String? {
        guard let decoder = self as? ElementDecoder, case .attribute = decoder.value else { return nil }
        return try decoder.decode(String.self)
    }
}
