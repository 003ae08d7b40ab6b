import UIDescription
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
        guard let firstAttribute = values["firstAttribute"], isAttributeName(firstAttribute),
              ObjectNaming.relationSymbol(values["relation"]) != nil else { return nil }
        if let secondAttribute = values["secondAttribute"] {
            guard isAttributeName(secondAttribute) else { return nil }
            if let multiplier = values["multiplier"], !(isNumberToken(multiplier) || isRatio(multiplier)) { return nil }
            if let constant = values["constant"], !isNumberToken(constant) { return nil }
        } else {
            guard values["secondItem"] == nil, values["multiplier"] == nil, let constant = values["constant"],
                  isNumberToken(constant), !constant.hasPrefix("+") else { return nil }
        }
        if let priority = values["priority"], !isNumberToken(priority) { return nil }
        // The one printer of equations, which the diff and the merge's messages share.
        var text = ObjectNaming.equation(
            firstItem: values["firstItem"], firstAttribute: firstAttribute, relation: values["relation"],
            secondItem: values["secondItem"], secondAttribute: values["secondAttribute"], multiplier: values["multiplier"],
            constant: values["constant"], priority: values["priority"])
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

    /// The attributes of `<constraint>` an equation stands for.
    enum Field: Int, CaseIterable {
        case firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier, constant, priority, symbolic, placeholder

        /// The attribute's name.
        var name: String {
            switch self {
            case .firstItem: "firstItem"
            case .firstAttribute: "firstAttribute"
            case .relation: "relation"
            case .secondItem: "secondItem"
            case .secondAttribute: "secondAttribute"
            case .multiplier: "multiplier"
            case .constant: "constant"
            case .priority: "priority"
            case .symbolic: "symbolic"
            case .placeholder: "placeholder"
            }
        }
    }

    /// The attributes an equation stands for, with items as names, in the order Xcode writes them.
    static func decode(_ text: String) throws(ValueForms.FormError) -> AttributeList {
        try decodeFields(text).map { ($0.field.name, $0.value) }
    }

    /// The attributes an equation stands for, as fields (no attribute name is made or compared).
    static func decodeFields(_ text: String) throws(ValueForms.FormError) -> [(field: Field, value: String)] {
        // Read as bytes, token by token in place: a layout has one equation per constraint, and
        // splitting the text into `String`s (or into an array of slices) cost more than the rest
        // of reading the constraint.
        let bytes = Array(text.utf8)
        var position = 0
        /// The token at `position` (without moving past it), or `nil` at the end.
        func peek() -> ArraySlice<UInt8>? {
            var start = position
            while start < bytes.count && bytes[start] == UInt8(ascii: " ") { start += 1 }
            guard start < bytes.count else { return nil }
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: " ") { end += 1 }
            return bytes[start..<end]
        }
        func next() -> ArraySlice<UInt8>? {
            guard let token = peek() else { return nil }
            position = token.endIndex
            return token
        }
        func fail(_ message: String) -> ValueForms.FormError {
            ValueForms.FormError("cannot read the constraint \"\(text)\": \(message); write for example \"title.top = root.safeArea.top + 20 @750\"")
        }
        guard let left = next() else { throw fail("it is empty") }
        let (firstItem, firstAttribute) = try split(left, fail)
        var result: [(field: Field, value: String)] = []
        result.reserveCapacity(8)
        if let firstItem { result.append((.firstItem, firstItem)) }
        result.append((.firstAttribute, firstAttribute))
        guard let relation = next() else { throw fail("a relation (=, <= or >=) is missing") }
        if relation.elementsEqual("=".utf8) || relation.elementsEqual("==".utf8) {
        } else if relation.elementsEqual(">=".utf8) {
            result.append((.relation, "greaterThanOrEqual"))
        } else if relation.elementsEqual("<=".utf8) {
            result.append((.relation, "lessThanOrEqual"))
        } else {
            throw fail("`\(string(relation))` is not a relation; use =, <= or >=")
        }
        guard let right = next() else { throw fail("the right-hand side is missing") }
        if isNumberToken(right) {
            result.append((.constant, string(right)))
        } else {
            let (secondItem, secondAttribute) = try split(right, fail)
            if let secondItem { result.append((.secondItem, secondItem)) }
            result.append((.secondAttribute, secondAttribute))
            if let token = peek(), token.elementsEqual("*".utf8) {
                position = token.endIndex
                guard let multiplier = next(), isNumberToken(multiplier) || isRatio(multiplier) else {
                    throw fail("`*` must be followed by a multiplier such as 0.5 or 16:9")
                }
                result.append((.multiplier, string(multiplier)))
            }
            if let token = peek(), token.elementsEqual("+".utf8) || token.elementsEqual("-".utf8) {
                let isMinus = token.elementsEqual("-".utf8)
                position = token.endIndex
                guard let constant = next(), isNumberToken(constant) else { throw fail("`\(isMinus ? "-" : "+")` must be followed by a number") }
                result.append((.constant, isMinus ? "-" + string(constant) : string(constant)))
            }
        }
        if let token = peek(), token.first == UInt8(ascii: "@") {
            let priority = token.dropFirst()
            position = token.endIndex
            guard isNumberToken(priority) else { throw fail("a priority is written @ followed by a number, such as @750") }
            result.append((.priority, string(priority)))
        }
        while let flag = next() {
            if flag.elementsEqual("symbolic".utf8) {
                result.append((.symbolic, "YES"))
            } else if flag.elementsEqual("placeholder".utf8) {
                result.append((.placeholder, "YES"))
            } else {
                throw fail("unexpected `\(string(flag))`")
            }
        }
        return result
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    private static func split(_ token: ArraySlice<UInt8>, _ fail: (String) -> ValueForms.FormError) throws(ValueForms.FormError)
        -> (item: String?, attribute: String) {
        guard let dot = token.lastIndex(of: UInt8(ascii: ".")) else {
            return (nil, try checkedAttribute(token, fail))
        }
        let item = token[..<dot]
        let attribute = token[(dot + 1)...]
        guard LayoutName.isValid(item) else { throw fail("`\(string(item))` is not a name") }
        return (string(item), try checkedAttribute(attribute, fail))
    }

    /// The layout attributes Interface Builder writes (`NSLayoutConstraint.Attribute`).
    static let knownAttributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "baseline", "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]

    /// The attribute a token names. Refuses a word that is not an attribute name, and a misspelling of a known
    /// attribute (`centreY`); another word is kept, as a newer Xcode may write it.
    private static func checkedAttribute(_ token: ArraySlice<UInt8>, _ fail: (String) -> ValueForms.FormError)
        throws(ValueForms.FormError) -> String {
        guard isAttributeName(token) else { throw fail("`\(string(token))` is not a layout attribute") }
        let name = string(token)
        if !knownAttributes.contains(name), let suggestion = Suggestion.nearest(to: name, in: knownAttributes) {
            throw fail("`\(name)` is not a layout attribute; did you mean `\(suggestion)`?")
        }
        return name
    }

    /// A layout attribute name (`top`, `centerX`, `lastBaseline`): ASCII letters.
    static func isAttributeName(_ text: String) -> Bool { isAttributeName(text.utf8) }

    static func isAttributeName(_ bytes: some Collection<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }
    }

    /// A number as IB writes it in a constraint: digits, a sign, a decimal point, an exponent.
    static func isNumberToken(_ text: String) -> Bool { isNumberToken(text.utf8) }

    static func isNumberToken(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        let startsNumber = (first >= 0x30 && first <= 0x39) || first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
        guard startsNumber else { return false }
        return bytes.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
            || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
            && bytes.contains { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// A ratio multiplier such as `16:9` or `1/3`.
    static func isRatio(_ text: String) -> Bool { isRatio(text.utf8) }

    static func isRatio(_ bytes: some Collection<UInt8>) -> Bool {
        let parts = bytes.split(maxSplits: 2, omittingEmptySubsequences: false, whereSeparator: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") })
        return parts.count == 2 && parts.allSatisfy { isNumberToken($0) }
    }

    /// Whether `text` is a layout name: identifier parts joined by dots.
    static func isName(_ text: String) -> Bool { LayoutName.isValid(text) }
}
