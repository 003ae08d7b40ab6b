import UIDescription

/// Reads the texts of one element at the places `LocalizableText.Source` names, as Interface Builder writes them:
/// an attribute, or a `<string key="…">` child for a text an attribute cannot hold (base64 when marked so).
struct ElementReading {
    let document: NodeDocument
    let element: ElementID

    /// The texts at `source`, each with the suffix its key path takes (`""`, or `[N]` for indexed sources).
    func texts(at source: LocalizableText.Source) -> [(suffix: String, text: String)] {
        switch source {
        case .attribute(let name):
            return value(named: name, of: element).map { [("", $0)] } ?? []
        case .childAttribute(let childName, let key, let attribute):
            guard let child = child(named: childName, key: key, of: element) else { return [] }
            return value(named: attribute, of: child).map { [("", $0)] } ?? []
        case .indexedItems(let wrapper, let item, let attribute):
            guard let list = child(named: wrapper, key: nil, of: element) else { return [] }
            let items = document.children(of: list).filter { document.name(of: $0) == item }
            return items.enumerated().compactMap { index, item in
                let text = attribute.isEmpty ? ownText(of: item) : value(named: attribute, of: item)
                return text.map { ("[\(index)]", $0) }
            }
        case .bindingOption(let option):
            guard let options = child(named: "dictionary", key: "options", of: element),
                  let string = child(named: "string", key: option, of: options) else { return [] }
            return [("", ownText(of: string))]
        case .localizedRuntimeAttributes:
            guard let list = child(named: "userDefinedRuntimeAttributes", key: nil, of: element) else { return [] }
            let localized = document.children(of: list).filter { attribute in
                document.name(of: attribute) == "userDefinedRuntimeAttribute"
                    && (document.attribute("localized", of: attribute) == "YES"
                        || document.attribute("type", of: attribute) == "localizedString")
            }
            return localized.enumerated().compactMap { index, attribute in
                value(named: "value", of: attribute).map { ("[\(index)]", $0) }
            }
        }
    }

    /// The element's "Comment for Localizer" (`<attributedString key="userComments">`), or for a cell without one,
    /// its control's.
    func localizerNote() -> String? {
        if let note = note(of: element) { return note }
        guard document.name(of: element).hasSuffix("Cell"), let control = document.parent(of: element) else { return nil }
        return note(of: control)
    }

    private func note(of element: ElementID) -> String? {
        guard let comments = child(named: "attributedString", key: LocalizableText.localizerCommentKey, of: element) else {
            return nil
        }
        let text = document.children(of: comments).filter { document.name(of: $0) == "fragment" }
            .compactMap { value(named: "content", of: $0) }.joined()
        return text.isEmpty ? nil : text
    }

    /// An attribute's value, or the text of a `<string key="name">` (or `<mutableString key="name">`, as text views
    /// write their text) child standing for it.
    private func value(named name: String, of element: ElementID) -> String? {
        if let attribute = document.attribute(name, of: element) { return attribute }
        guard let string = child(named: "string", key: name, of: element) ?? child(named: "mutableString", key: name, of: element)
        else { return nil }
        return ownText(of: string)
    }

    /// The text of a `<string>` element, decoded when Interface Builder wrote it as base64.
    private func ownText(of element: ElementID) -> String {
        let text = document.text(of: element)
        guard document.attribute("base64-UTF8", of: element) == "YES" else { return text }
        return Base64Text.decodeUTF8(text) ?? text
    }

    private func child(named name: String, key: String?, of element: ElementID) -> ElementID? {
        document.children(of: element).first { child in
            document.name(of: child) == name && (key == nil || document.key(of: child) == key)
        }
    }
}
