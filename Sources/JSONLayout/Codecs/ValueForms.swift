/// An element's attributes as (name, value) pairs, in order.
typealias AttributeList = [(name: String, value: String)]

/// The short forms of value elements: a rectangle as `[x, y, width, height]`, a color as
/// `"sRGB 0.2 0.4 0.6 1"`, a font as `"system 17"`, a flag set as `"flexibleMaxX flexibleMaxY"`.
///
/// Every form is exact: ``encode`` answers `nil` unless ``decode`` gives back the very same
/// attributes (compared as a set; the XIB order is restored from the vocabulary), and the spelling
/// of every number is kept.
enum ValueForms {
    /// A short form: a string, or an array of numbers (kept as written).
    enum Form: Equatable {
        case string(String)
        case numbers([String])
    }

    /// The short form of an element of `kind` with these attributes (without `key`), if it has one.
    static func encode(kind: String, attributes: AttributeList, vocabulary: Vocabulary) -> Form? {
        guard let form = rawEncode(kind: kind, attributes: attributes, vocabulary: vocabulary),
              let back = try? decode(kind: kind, form: form, vocabulary: vocabulary),
              sameSet(back, attributes) else { return nil }
        return form
    }

    /// The attributes a short form stands for.
    static func decode(kind: String, form: Form, vocabulary: Vocabulary) throws(FormError) -> AttributeList {
        switch form {
        case .numbers(let numbers):
            let names: [String]
            switch kind {
            case "rect": names = ["x", "y", "width", "height"]
            case "point": names = ["x", "y"]
            case "size": names = ["width", "height"]
            default: throw FormError("a `\(kind)` is not written as a list of numbers")
            }
            guard numbers.count == names.count else {
                throw FormError("a `\(kind)` is written as \(names.count) numbers [\(names.joined(separator: ", "))], found \(numbers.count)")
            }
            return Array(zip(names, numbers)).map { (name: $0.0, value: $0.1) }
        case .string(let text):
            if vocabulary.flagKinds.contains(kind) { return decodeFlags(text) }
            switch kind {
            case "color": return try decodeColor(text)
            case "fontDescription": return try decodeFontDescription(text)
            case "font": return try decodeFont(text)
            default: throw FormError("a `\(kind)` is not written as a string")
            }
        }
    }

    /// The attributes a number list stands for, in order.
    static func numberListNames(kind: String) -> [String] {
        switch kind {
        case "rect": return ["x", "y", "width", "height"]
        case "point": return ["x", "y"]
        case "size": return ["width", "height"]
        default: return []
        }
    }

    /// Why a short form could not be read.
    struct FormError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    // MARK: Encoding

    private static func rawEncode(kind: String, attributes: AttributeList, vocabulary: Vocabulary) -> Form? {
        let values = Dictionary(attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard values.count == attributes.count else { return nil }
        if vocabulary.flagKinds.contains(kind) {
            guard attributes.allSatisfy({ $0.value == "YES" && isToken($0.name) }) else { return nil }
            return .string(attributes.map(\.name).joined(separator: " "))
        }
        switch kind {
        case "rect": return numbers(values, ["x", "y", "width", "height"])
        case "point": return numbers(values, ["x", "y"])
        case "size": return numbers(values, ["width", "height"])
        case "color": return encodeColor(values).map(Form.string)
        case "fontDescription": return encodeFontDescription(values).map(Form.string)
        case "font": return encodeFont(values).map(Form.string)
        default: return nil
        }
    }

    private static func numbers(_ values: [String: String], _ names: [String]) -> Form? {
        guard values.count == names.count else { return nil }
        var result: [String] = []
        for name in names {
            guard let value = values[name], JSONNumber.isValid(value) else { return nil }
            result.append(value)
        }
        return .numbers(result)
    }

    // MARK: Colors

    /// Color spaces written without `customColorSpace`; any other first word is a custom color space.
    private static let plainColorSpaces: Set<String> = ["calibratedRGB", "calibratedWhite", "deviceRGB", "deviceWhite", "deviceCMYK"]
    private static let colorWords: Set<String> = ["system", "named", "catalog", "custom"]

    private static func encodeColor(_ values: [String: String]) -> String? {
        func has(_ names: Set<String>) -> Bool { Set(values.keys) == names }
        if has(["systemColor"]), let name = values["systemColor"], isToken(name) { return "system \(name)" }
        if has(["name"]), let name = values["name"], isToken(name) { return "named \(name)" }
        if has(["name", "catalog", "colorSpace"]), values["colorSpace"] == "catalog",
           let name = values["name"], let catalog = values["catalog"], isToken(name), isToken(catalog) {
            return "catalog \(catalog) \(name)"
        }
        let space: String
        var rest = values
        if values["colorSpace"] == "custom", let custom = values["customColorSpace"] {
            guard !plainColorSpaces.contains(custom), !colorWords.contains(custom) else { return nil }
            space = custom
            rest["customColorSpace"] = nil
        } else if let plain = values["colorSpace"], plainColorSpaces.contains(plain), values["customColorSpace"] == nil {
            space = plain
        } else {
            return nil
        }
        rest["colorSpace"] = nil
        guard isToken(space) else { return nil }
        let components: [String]
        if Set(rest.keys) == ["red", "green", "blue", "alpha"] {
            components = ["red", "green", "blue", "alpha"].compactMap { rest[$0] }
        } else if Set(rest.keys) == ["white", "alpha"] {
            components = ["white", "alpha"].compactMap { rest[$0] }
        } else {
            return nil
        }
        guard components.allSatisfy(isToken) else { return nil }
        return ([space] + components).joined(separator: " ")
    }

    private static func decodeColor(_ text: String) throws(FormError) -> AttributeList {
        let words = ValueForms.words(text)
        guard let first = words.first else { throw FormError("an empty color; write for example \"system labelColor\" or \"sRGB 1 0.5 0 1\"") }
        switch first {
        case "system":
            guard words.count == 2 else { throw FormError("a system color is written \"system <name>\"") }
            return [("systemColor", words[1])]
        case "named":
            guard words.count == 2 else { throw FormError("a named color is written \"named <asset name>\"") }
            return [("name", words[1])]
        case "catalog":
            guard words.count == 3 else { throw FormError("a catalog color is written \"catalog <catalog> <name>\"") }
            return [("name", words[2]), ("catalog", words[1]), ("colorSpace", "catalog")]
        default:
            let components = Array(words.dropFirst())
            var result: AttributeList
            switch components.count {
            case 4: result = [("red", components[0]), ("green", components[1]), ("blue", components[2]), ("alpha", components[3])]
            case 2: result = [("white", components[0]), ("alpha", components[1])]
            default:
                throw FormError("a color is written \"<color space> <red> <green> <blue> <alpha>\" or \"<color space> <white> <alpha>\", found \"\(text)\"")
            }
            if plainColorSpaces.contains(first) {
                result.append(("colorSpace", first))
            } else if colorWords.contains(first) {
                throw FormError("\"\(first)\" is not a color space")
            } else {
                result.append(("colorSpace", "custom"))
                result.append(("customColorSpace", first))
            }
            return result
        }
    }

    // MARK: Fonts

    private static let systemFontTypes: Set<String> = ["system", "boldSystem", "italicSystem"]

    private static func encodeFontDescription(_ values: [String: String]) -> String? {
        let names = Set(values.keys)
        if names == ["type", "pointSize"], let type = values["type"], let size = values["pointSize"],
           systemFontTypes.contains(type), isToken(size) {
            return "\(type) \(size)"
        }
        if names == ["type", "weight", "pointSize"], let type = values["type"], let size = values["pointSize"],
           let weight = values["weight"], systemFontTypes.contains(type), isToken(size), isToken(weight) {
            return "\(type) \(size) \(weight)"
        }
        if names == ["style"], let style = values["style"], isToken(style), !systemFontTypes.contains(style) {
            return style
        }
        if names == ["name", "family", "pointSize"], let name = values["name"], let family = values["family"],
           let size = values["pointSize"], isToken(name), isToken(size), !systemFontTypes.contains(name),
           !family.isEmpty, !family.hasPrefix(" "), !family.hasSuffix(" "), !family.contains("  ") {
            return "\(name) \(size) \(family)"
        }
        return nil
    }

    private static func decodeFontDescription(_ text: String) throws(FormError) -> AttributeList {
        let words = ValueForms.words(text, omittingEmpty: false)
        guard let first = words.first, !first.isEmpty else {
            throw FormError("an empty font; write for example \"system 17\", \"boldSystem 15\" or \"UICTFontTextStyleBody\"")
        }
        if systemFontTypes.contains(first) {
            switch words.count {
            case 2: return [("type", first), ("pointSize", words[1])]
            case 3: return [("type", first), ("weight", words[2]), ("pointSize", words[1])]
            default: throw FormError("a system font is written \"\(first) <size>\" or \"\(first) <size> <weight>\"")
            }
        }
        if words.count == 1 { return [("style", first)] }
        guard words.count >= 3 else {
            throw FormError("a font is written \"system <size>\", \"<text style>\" or \"<PostScript name> <size> <family>\", found \"\(text)\"")
        }
        return [("name", first), ("family", words[2...].joined(separator: " ")), ("pointSize", words[1])]
    }

    private static func encodeFont(_ values: [String: String]) -> String? {
        let names = Set(values.keys)
        if names == ["metaFont"], let meta = values["metaFont"], isToken(meta) { return meta }
        if names == ["metaFont", "size"], let meta = values["metaFont"], let size = values["size"], isToken(meta), isToken(size) {
            return "\(meta) \(size)"
        }
        return nil
    }

    private static func decodeFont(_ text: String) throws(FormError) -> AttributeList {
        let words = ValueForms.words(text, omittingEmpty: false)
        switch words.count {
        case 1 where !words[0].isEmpty: return [("metaFont", words[0])]
        case 2: return [("metaFont", words[0]), ("size", words[1])]
        default: throw FormError("an AppKit font is written \"<meta font>\" or \"<meta font> <size>\", found \"\(text)\"")
        }
    }

    // MARK: Flags

    private static func decodeFlags(_ text: String) -> AttributeList {
        words(text).map { (name: $0, value: "YES") }
    }

    // MARK: Helpers

    /// A non-empty word without spaces.
    /// The words of a short form, split at each space byte (split by characters, a layout's
    /// short forms cost more to read than the rest of their element).
    static func words(_ text: String, omittingEmpty: Bool = true) -> [String] {
        text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: omittingEmpty).map { String(Substring($0)) }
    }

    static func isToken(_ text: String) -> Bool {
        !text.isEmpty && !text.utf8.contains(UInt8(ascii: " "))
    }

    static func sameSet(_ lhs: AttributeList, _ rhs: AttributeList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let left = Dictionary(lhs.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        return left.count == lhs.count && rhs.allSatisfy { left[$0.name] == $0.value }
    }
}

/// The JSON number grammar, used to decide whether an attribute value can be written as a number
/// and read back with the same spelling.
enum JSONNumber {
    static func isValid(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isValid($0) }
    }

    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        func digit(_ at: Int) -> Bool { at < count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
        if index < count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digit(index) else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while digit(index) { index += 1 }
        }
        if index < count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digit(index) else { return false }
            while digit(index) { index += 1 }
        }
        if index < count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard digit(index) else { return false }
            while digit(index) { index += 1 }
        }
        return index == count
    }
}
