/// Brings a String Catalog up to date with its IB file as Xcode does when it extracts the file's strings: a string
/// ibtool no longer extracts is marked `stale` (not removed: its translations stay for a text that comes back), a
/// new one is added with ibtool's comment and the base text in the source language, and a string whose base text
/// changed gets the new comment and text while its translations are marked `needs_review`.
public struct StringCatalogUpdater: Sendable {
    /// An updater.
    public init() {}

    /// `catalog` updated against `audit`.
    public func updated(_ catalog: StringCatalog, against audit: TranslationAudit) -> StringCatalog {
        var catalog = catalog
        let source = catalog.sourceLanguage ?? "en"
        var present: Set<String> = []
        for index in catalog.strings.indices {
            var string = catalog.strings[index]
            present.insert(string.key)
            guard audit.interfaceKey(string.key) != nil else { continue }
            guard let current = audit.text(forKey: string.key) else {
                if string.extractionState != .stale { string.extractionState = .stale }
                catalog.strings[index] = string
                continue
            }
            if string.extractionState == .stale { string.extractionState = .extractedWithValue }
            let comment = Self.comment(for: current)
            let recorded = string.comment.flatMap(IBStringsComment.init(content:))
            if let recorded, TranslationAudit.baseTextChanged(recorded.baseText, to: current.text) {
                for localization in string.localizations where localization.language != source && localization.state == .translated {
                    var changed = localization
                    changed.state = .needsReview
                    string.setLocalization(changed)
                }
            }
            if string.comment != comment { string.comment = comment }
            if var base = string.localization(for: source), base.value != current.text {
                base.value = current.text
                string.setLocalization(base)
            }
            catalog.strings[index] = string
        }
        for text in audit.orderedTexts where !present.contains(text.key) {
            _ = catalog.insert(StringCatalogEntry(
                key: text.key, comment: Self.comment(for: text), extractionState: .extractedWithValue,
                localizations: [StringCatalogLocalization(language: source, state: .new, value: text.text)]))
        }
        return catalog
    }

    /// ibtool's comment as a catalog keeps it: without its `/*` and `*/`.
    static func comment(for text: ExtractedText) -> String {
        let full = StringsFileWriter.comment(for: text)
        return String(full.dropFirst(3).dropLast(3))
    }
}
