/// A layout constraint written as one line:
///
///     stackView.top >= root.safeArea.top + 20 @750
///     width = height * 16:9
///     avatar.width = 48
///
/// Grammar (single spaces between tokens):
///
///     equation  = side " " relation " " right [" @" priority] {" " flag}
///     side      = [name "."] attribute
///     right     = constant | side [" * " multiplier] [(" + " | " - ") constant]
///     multiplier = number | number ":" number | number "/" number
///     relation  = "=" | "<=" | ">="
///     flag      = "symbolic" | "placeholder"
///
/// A side without a name is the view that owns the constraint (Interface Builder leaves out
/// `firstItem` and `secondItem` then). Names may contain dots (`root.safeArea`): the attribute
/// is the part after the last dot. Numbers are kept as written.
enum ConstraintEquation {
    /// The attributes of `<constraint>` this form covers; any other attribute stays a member of
    /// the constraint's object form.
    static let coveredAttributes: Set<String> = ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute",
                                                 "multiplier", "constant", "priority", "symbolic", "placeholder"]

    /// The equation for a constraint's attributes (items given as names), or `nil` when they
    /// cannot be written as one exactly.
    static func encode(_ attributes: AttributeList) -> String? {
        var values: [String: String] = [:]
        for (name, value) in attributes {
            guard coveredAttributes.contains(name), values[name] == nil else { return nil }
            values[name] = value
        }
        guard let firstAttribute = values["firstAttribute"], isAttributeName(firstAttribute) else { return nil }
        var text = side(values["firstItem"], firstAttribute)
        guard let relation = relationSymbol(values["relation"]) else { return nil }
        text += " " + relation + " "
        if let secondAttribute = values["secondAttribute"] {
            guard isAttributeName(secondAttribute) else { return nil }
            text += side(values["secondItem"], secondAttribute)
            if let multiplier = values["multiplier"] {
                guard isNumberToken(multiplier) || isRatio(multiplier) else { return nil }
                text += " * " + multiplier
            }
            if let constant = values["constant"] {
                guard isNumberToken(constant) else { return nil }
                text += constant.hasPrefix("-") ? " - " + constant.dropFirst() : " + " + constant
            }
        } else {
            guard values["secondItem"] == nil, values["multiplier"] == nil, let constant = values["constant"],
                  isNumberToken(constant), !constant.hasPrefix("+") else { return nil }
            text += constant
        }
        if let priority = values["priority"] {
            guard isNumberToken(priority) else { return nil }
            text += " @" + priority
        }
        for flag in ["symbolic", "placeholder"] {
            guard let value = values[flag] else { continue }
            guard value == "YES" else { return nil }
            text += " " + flag
        }
        for item in [values["firstItem"], values["secondItem"]].compactMap({ $0 }) where !isName(item) { return nil }
        guard let back = try? decode(text), ValueForms.sameSet(back, attributes) else { return nil }
        return text
    }

    /// Whether the equation names no other object (only the owning view's attributes and constants).
    static func isSelfContained(_ equation: String) -> Bool {
        !equation.contains(".")
            || (try? decode(equation)).map { !$0.contains { $0.name == "firstItem" || $0.name == "secondItem" } } ?? false
    }

    /// The attributes an equation stands for, with items as names, in the order Xcode writes them.
    static func decode(_ text: String) throws(ValueForms.FormError) -> AttributeList {
        let tokens = text.split(separator: " ").map(String.init)
        var index = 0
        func next() -> String? {
            guard index < tokens.count else { return nil }
            defer { index += 1 }
            return tokens[index]
        }
        func fail(_ message: String) -> ValueForms.FormError {
            ValueForms.FormError("cannot read the constraint \"\(text)\": \(message); write for example \"title.top = root.safeArea.top + 20 @750\"")
        }
        guard let left = next() else { throw fail("it is empty") }
        let (firstItem, firstAttribute) = try split(left, fail)
        var result: AttributeList = []
        if let firstItem { result.append(("firstItem", firstItem)) }
        result.append(("firstAttribute", firstAttribute))
        guard let relation = next() else { throw fail("a relation (=, <= or >=) is missing") }
        switch relation {
        case "=", "==": break
        case ">=": result.append(("relation", "greaterThanOrEqual"))
        case "<=": result.append(("relation", "lessThanOrEqual"))
        default: throw fail("`\(relation)` is not a relation; use =, <= or >=")
        }
        guard let right = next() else { throw fail("the right-hand side is missing") }
        if isNumberToken(right) {
            result.append(("constant", right))
        } else {
            let (secondItem, secondAttribute) = try split(right, fail)
            if let secondItem { result.append(("secondItem", secondItem)) }
            result.append(("secondAttribute", secondAttribute))
            if index < tokens.count && tokens[index] == "*" {
                index += 1
                guard let multiplier = next(), isNumberToken(multiplier) || isRatio(multiplier) else {
                    throw fail("`*` must be followed by a multiplier such as 0.5 or 16:9")
                }
                result.append(("multiplier", multiplier))
            }
            if index < tokens.count && (tokens[index] == "+" || tokens[index] == "-") {
                let sign = tokens[index]
                index += 1
                guard let constant = next(), isNumberToken(constant) else { throw fail("`\(sign)` must be followed by a number") }
                result.append(("constant", sign == "-" ? "-" + constant : constant))
            }
        }
        if index < tokens.count && tokens[index].hasPrefix("@") {
            let priority = String(tokens[index].dropFirst())
            index += 1
            guard isNumberToken(priority) else { throw fail("a priority is written @ followed by a number, such as @750") }
            result.append(("priority", priority))
        }
        while let flag = next() {
            guard flag == "symbolic" || flag == "placeholder" else { throw fail("unexpected `\(flag)`") }
            result.append((flag, "YES"))
        }
        return result
    }

    private static func side(_ item: String?, _ attribute: String) -> String {
        item.map { "\($0).\(attribute)" } ?? attribute
    }

    private static func split(_ token: String, _ fail: (String) -> ValueForms.FormError) throws(ValueForms.FormError)
        -> (item: String?, attribute: String) {
        guard let dot = token.lastIndex(of: ".") else {
            guard isAttributeName(token) else { throw fail("`\(token)` is not a layout attribute") }
            return (nil, token)
        }
        let item = String(token[..<dot])
        let attribute = String(token[token.index(after: dot)...])
        guard isName(item) else { throw fail("`\(item)` is not a name") }
        guard isAttributeName(attribute) else { throw fail("`\(attribute)` is not a layout attribute") }
        return (item, attribute)
    }

    private static func relationSymbol(_ relation: String?) -> String? {
        switch relation {
        case nil: return "="
        case "greaterThanOrEqual": return ">="
        case "lessThanOrEqual": return "<="
        default: return nil
        }
    }

    /// A layout attribute name (`top`, `centerX`, `lastBaseline`): ASCII letters.
    static func isAttributeName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }
    }

    /// A number as IB writes it in a constraint: digits, a sign, a decimal point, an exponent.
    static func isNumberToken(_ text: String) -> Bool {
        var text = text
        if text.hasPrefix("+") { return false }
        return text.withUTF8 { bytes in
            guard let first = bytes.first else { return false }
            let startsNumber = (first >= 0x30 && first <= 0x39) || first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
            guard startsNumber else { return false }
            return bytes.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
                || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
                && bytes.contains { $0 >= 0x30 && $0 <= 0x39 }
        }
    }

    /// A ratio multiplier such as `16:9` or `1/3`.
    static func isRatio(_ text: String) -> Bool {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "/" })
        return parts.count == 2 && parts.allSatisfy { isNumberToken(String($0)) }
    }

    /// Whether `text` is a layout name: identifier parts joined by dots.
    static func isName(_ text: String) -> Bool { LayoutName.isValid(text) }
}
