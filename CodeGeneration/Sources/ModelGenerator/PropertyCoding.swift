import ModelSpecification

/// How one property is declared, read, written and passed to the initializer: the rules of ``Property``.
struct PropertyCoding {
    let property: Property
    let model: Model

    var name: String { property.name }
    var type: String { property.type }
    /// The name without backticks, for the coding key's default raw value.
    var bareName: String { String(name.filter { $0 != "`" }) }
    var isOptional: Bool { type.hasSuffix("?") }
    var isList: Bool { type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":") }
    /// The source position, which the decoder answers for every element (not a coding key).
    var isLocation: Bool { name == "location" && type == "SourceLocation?" }
    /// The element kind, which the decoder answers for every element (not a coding key).
    var isKind: Bool { name == "kind" && type == "String" }
    /// The shared model the conformance embeds (`view` of a view element).
    var isShared: Bool { name == model.conformance.sharedProperty }
    var isSameElement: Bool { property.options.contains(.sameElement) || isShared }
    var hasCodingKey: Bool { !isLocation && !isKind && !isSameElement && !property.options.contains(.noKey) }

    /// `case name` or `case name = "key"`.
    var codingKeyCase: String {
        guard let key = property.key, key != bareName else { return "case \(name)" }
        return "case \(name) = \(swiftLiteral(key))"
    }

    /// The property's documentation: the catalogue's, else where the value comes from in the file.
    var documentation: String {
        if let doc = property.doc { return doc }
        if isShared { return "The properties every model of the family shares." }
        if isSameElement { return "Read from the same element's attributes." }
        let key = property.key ?? bareName
        if key.hasPrefix("$elements:") { return "The `<\(key.dropFirst("$elements:".count))>` elements." }
        if key.hasPrefix("$") { return "The element's `\(key.dropFirst())`." }
        return "Interface Builder's `\(key)` (an attribute, or a child element with `key=\"\(key)\"`)."
    }

    /// The declaration in the struct.
    var declaration: String {
        let wrapper = property.options.contains(.boxed) ? "@Boxed " : ""
        let introducer = property.options.contains(.constant) ? "let" : "var"
        return "\(wrapper)public \(introducer) \(name): \(type)"
    }

    /// The expression that reads the value in `init(from:)`.
    var decodeExpression: String {
        if isKind { return "try decoder.elementKind(for: Self.self)" }
        if isLocation { return "try decoder.elementLocation()" }
        if let custom = property.decode { return custom }
        if isSameElement { return "try \(type)(from: decoder)" }
        if property.options.contains(.image) { return "container.image(.\(name), catalog: .catalog)" }
        if isOptional { return "container.optional(.\(name))" }
        if isList { return "container.list(.\(name))" }
        if let value = property.defaultValue { return "container.decode(.\(name), default: \(value))" }
        return "try container.decode(\(type).self, forKey: .\(name))"
    }

    /// The statements that write the value in `encode(to:)`.
    var encodeStatements: [String] {
        if isKind || isLocation { return [] }
        if let custom = property.encode { return custom }
        if isSameElement { return ["try \(name).encode(to: encoder)"] }
        if isOptional { return ["try container.encodeIfPresent(\(name), forKey: .\(name))"] }
        if isList { return ["try container.encodeList(\(name), forKey: .\(name))"] }
        if let value = property.defaultValue, !property.options.contains(.alwaysEncoded) {
            return ["try container.encode(\(name), forKey: .\(name), default: \(value))"]
        }
        return ["try container.encode(\(name), forKey: .\(name))"]
    }

    /// The public initializer's parameter.
    var parameter: String {
        let head = "\(name): \(type)"
        if isShared || property.options.contains(.requiredInInitializer) { return head }
        if let value = property.defaultValue { return head + " = " + value }
        if isOptional { return head + " = nil" }
        if isList { return head + " = []" }
        return head
    }
}

/// `value` as a Swift string literal.
func swiftLiteral(_ value: String) -> String {
    var result = "\""
    for character in value {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        default: result.append(character)
        }
    }
    return result + "\""
}
