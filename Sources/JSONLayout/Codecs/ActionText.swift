/// An action connection written as one string on its sender: `"filesOwner.login:"`, or with the
/// UIKit control event, `"filesOwner.login: on touchUpInside"`. The receiver is the part before the
/// last dot (names may contain dots); the selector follows it.
enum ActionText {
    static func encode(target: String, selector: String, event: String?) -> String {
        var text = "\(target).\(selector)"
        if let event { text += " on \(event)" }
        return text
    }

    /// The receiver's name, the selector and the event of an action string.
    static func decode(_ text: String) throws(ValueForms.FormError) -> (target: String, selector: String, event: String?) {
        let parts = ValueForms.words(text, omittingEmpty: false)
        let event: String?
        switch parts.count {
        case 1: event = nil
        case 3 where parts[1] == "on": event = parts[2]
        default:
            throw ValueForms.FormError("cannot read the action \"\(text)\": write \"receiver.selector:\" or \"receiver.selector: on touchUpInside\"")
        }
        let receiverAndSelector = parts[0].utf8
        guard let dot = receiverAndSelector.lastIndex(of: UInt8(ascii: ".")) else {
            throw ValueForms.FormError("cannot read the action \"\(text)\": the receiver is missing; write \"receiver.selector:\"")
        }
        let target = String(Substring(receiverAndSelector[..<dot]))
        let selector = String(Substring(receiverAndSelector[receiverAndSelector.index(after: dot)...]))
        guard LayoutName.isValid(target) else { throw ValueForms.FormError("cannot read the action \"\(text)\": `\(target)` is not a name") }
        guard isSelector(selector) else { throw ValueForms.FormError("cannot read the action \"\(text)\": `\(selector)` is not a selector") }
        if let event, !isEventType(event) {
            throw ValueForms.FormError("cannot read the action \"\(text)\": `\(event)` is not a control event")
        }
        return (target, selector, event)
    }

    /// An Objective-C selector: identifier characters and colons, not starting with a digit or colon.
    static func isSelector(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(first >= 0x30 && first <= 0x39), first != UInt8(ascii: ":") else { return false }
        return text.utf8.allSatisfy { isIdentifierByte($0) || $0 == UInt8(ascii: ":") }
    }

    /// A control event such as `touchUpInside`: letters only.
    static func isEventType(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
}
