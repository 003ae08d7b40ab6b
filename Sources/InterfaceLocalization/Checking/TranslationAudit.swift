import UIDescription

/// Checks the translations of one Interface Builder file — its strings files and String Catalog — against the texts
/// ibtool would extract from it today.
///
/// ```swift
/// let audit = TranslationAudit(document: try XIBDecoder().document(contentsOf: storyboardURL))
/// let german = try StringsFileReader().read(contentsOf: germanStringsURL)
/// for problem in audit.problems(in: german, language: "de") { print(problem) }
/// ```
///
/// An entry is *orphaned* when ibtool would no longer write its key; *outdated* when its ibtool comment records a
/// base text other than the current one (a comment not of ibtool's form, one naming another object, or one that
/// differs only in white space is not judged; the class name alone never makes an entry outdated). A key not of the
/// form `ObjectID.keyPath` is a code string sharing the table and is not judged.
public struct TranslationAudit: Sendable {
    /// The texts ibtool extracts from the base file, by key.
    public let texts: [String: ExtractedText]
    /// The texts in ibtool's order.
    public let orderedTexts: [ExtractedText]
    /// The framework class of each object with an id, for messages (`nil` for objects without a class).
    private let objects: [String: String?]
    /// The ids of the objects that have texts.
    private let objectsWithTexts: Set<String>
    /// The texts translators are asked for, in ibtool's order: all but those whose text or localizer comment holds
    /// `#bc-ignore!` (BartyCrouch's marker for texts not to translate, which it leaves out of strings files).
    public let textsToTranslate: [ExtractedText]
    /// The base file's name, for messages (`Main.storyboard`).
    private let baseName: String

    /// An audit against `document`, whose file is named `baseName` in messages.
    public init(document: NodeDocument, baseName: String? = nil, extractor: TextExtractor = TextExtractor()) {
        let ordered = extractor.texts(of: document)
        orderedTexts = ordered
        texts = Dictionary(ordered.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let platform = FrameworkPlatform.of(document)
        var objects: [String: String?] = [:]
        for element in document.allElements {
            guard let id = document.id(of: element), !id.isEmpty, objects[id] == nil else { continue }
            objects[id] = .some(ElementClassTable.className(forElement: document.name(of: element), platform: platform))
        }
        self.objects = objects
        objectsWithTexts = Set(ordered.map(\.objectID))
        textsToTranslate = ordered.filter { text in
            !text.text.contains(LocalizableText.ignoreMarker) && !(text.note?.contains(LocalizableText.ignoreMarker) ?? false)
        }
        let path = document.location(atOffset: 0).file ?? ""
        self.baseName = baseName ?? (path.split(separator: "/").last.map(String.init) ?? "the base file")
    }

    /// The key split into object id and key path when it has the form ibtool writes, else `nil` (a code string).
    public func interfaceKey(_ key: String) -> (objectID: String, keyPath: String)? {
        guard let dot = key.firstIndex(of: ".") else { return nil }
        let id = String(key[..<dot])
        let keyPath = String(key[key.index(after: dot)...])
        guard let first = keyPath.unicodeScalars.first, first.properties.isAlphabetic else { return nil }
        guard objects[id] != nil || Self.looksLikeObjectID(id) else { return nil }
        return (id, keyPath)
    }

    /// Whether `id` has the shape of an Interface Builder object id: `abc-12-xyz`, or a legacy number.
    public static func looksLikeObjectID(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        if !bytes.isEmpty, bytes.count <= 12, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return true }
        guard bytes.count == 10, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-") else { return false }
        return bytes.enumerated().allSatisfy { index, byte in
            index == 3 || index == 6 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }
    }

    /// The problems of a strings file in `language`: orphaned, outdated, duplicate and mistranslated-format entries,
    /// and (`includingMissing`) the texts it has no entry for.
    public func problems(in file: StringsFile, language: String?, includingMissing: Bool = false) -> [TranslationProblem] {
        var problems: [TranslationProblem] = []
        var seen: Set<String> = []
        for entry in file.entries {
            if !seen.insert(entry.key).inserted {
                problems.append(TranslationProblem(
                    .duplicateKey, key: entry.key, language: language,
                    message: "`\(entry.key)` is translated again\(Self.inLanguage(language)); the first entry is the one that counts",
                    at: entry.location))
                continue
            }
            problems += judge(key: entry.key, translation: entry.value, comment: { entry.interfaceBuilderComment },
                              language: language, at: entry.location)
        }
        if includingMissing {
            let end = SourceLocation(file: file.path, line: max(1, file.entries.last?.lines.upperBound ?? 1), column: 1)
            problems += missing(from: seen, language: language, at: end)
        }
        return problems
    }

    /// The problems of a String Catalog: entries ibtool no longer extracts that Xcode has not marked `stale`,
    /// comments whose base text differs from the current one, translations marked `needs_review` or whose format
    /// specifiers differ, and (`includingMissing`) texts the catalog lacks.
    public func problems(in catalog: StringCatalog, includingMissing: Bool = false) -> [TranslationProblem] {
        var problems: [TranslationProblem] = []
        var keys: Set<String> = []
        for string in catalog.strings {
            keys.insert(string.key)
            let location = string.location ?? SourceLocation(file: catalog.path, line: 1, column: 1)
            if string.extractionState == .stale { continue }
            let comment = string.comment.flatMap(IBStringsComment.init(content:))
            let translations = string.localizations.filter { $0.language != catalog.sourceLanguage }
            let review = translations.filter { $0.state == .needsReview }.map(\.language)
            var judged = judge(key: string.key, translation: nil, comment: { comment }, language: nil, at: location)
            if let text = texts[string.key], !review.isEmpty, !judged.contains(where: { $0.kind == .outdated }) {
                judged.append(TranslationProblem(
                    .outdated, key: string.key, language: review.count == 1 ? review[0] : nil,
                    message: "`\(string.key)` is marked needs_review in \(review.joined(separator: ", ")): the text is now "
                        + "\(Self.quoted(text.text)) and its translations were made for an earlier one",
                    at: location))
            }
            problems += judged
            guard let text = texts[string.key] else { continue }
            for localization in translations {
                if let value = localization.value {
                    problems += formatProblems(key: string.key, text: text, translation: value,
                                               language: localization.language, at: location)
                }
            }
        }
        if includingMissing {
            problems += missing(from: keys, language: nil, at: SourceLocation(file: catalog.path, line: 1, column: 1))
        }
        return problems
    }

    /// The orphaned, outdated and format problems of one entry.
    /// `comment` is asked for only for an entry of a current text (reading a comment costs).
    private func judge(
        key: String, translation: String?, comment readComment: () -> IBStringsComment?, language: String?,
        at location: SourceLocation
    ) -> [TranslationProblem] {
        // Most keys are current: their id and key path are the text's, with no parsing of the key.
        guard let text = texts[key] else {
            guard let (objectID, keyPath) = interfaceKey(key) else { return [] }
            return [TranslationProblem(.orphaned, key: key, language: language,
                                       message: orphanMessage(key: key, objectID: objectID, keyPath: keyPath, language: language),
                                       at: location)]
        }
        var problems: [TranslationProblem] = []
        if let comment = readComment(), Self.isOutdated(comment, for: text) {
            problems.append(TranslationProblem(
                .outdated, key: key, language: language,
                message: {
                    let (old, new) = Self.quotedDifference(comment.baseText, text.text)
                    return "`\(key)`\(Self.inLanguage(language)) translates \(old), but the text in \(baseName) is now \(new)"
                }(),
                at: location))
        }
        if let translation {
            problems += formatProblems(key: key, text: text, translation: translation, language: language, at: location)
        }
        return problems
    }

    private func formatProblems(
        key: String, text: ExtractedText, translation: String, language: String?, at location: SourceLocation
    ) -> [TranslationProblem] {
        guard !translation.isEmpty else { return [] }
        let base = FormatSpecifiers.of(text.text)
        let translated = FormatSpecifiers.of(translation)
        guard base != translated else { return [] }
        let list = { (specifiers: [String]) in specifiers.isEmpty ? "none" : specifiers.joined(separator: " ") }
        return [TranslationProblem(
            .formatMismatch, key: key, language: language,
            message: "`\(key)`\(Self.inLanguage(language)) has the format specifiers \(list(translated)), "
                + "the text in \(baseName) has \(list(base))",
            at: location)]
    }

    private func missing(from present: Set<String>, language: String?, at location: SourceLocation) -> [TranslationProblem] {
        textsToTranslate.filter { !present.contains($0.key) }.map { text in
            TranslationProblem(
                .missing, key: text.key, language: language,
                message: "\(Self.quoted(text.text)) (`\(text.key)`, \(text.className)) has no translation\(Self.inLanguage(language))",
                at: location)
        }
    }

    private func orphanMessage(key: String, objectID: String, keyPath: String, language: String?) -> String {
        let prefix = "`\(key)`\(Self.inLanguage(language)) translates nothing: "
        guard let className = objects[objectID] else { return prefix + "\(baseName) has no object `\(objectID)`" }
        let what = className.map { "the \($0) `\(objectID)`" } ?? "the object `\(objectID)`"
        if objectsWithTexts.contains(objectID) {
            return prefix + "\(what) has no text `\(keyPath)` in \(baseName)"
        }
        return prefix + "\(what) has nothing to translate in \(baseName)"
    }

    private static func inLanguage(_ language: String?) -> String { language.map { " (\($0))" } ?? "" }

    /// Two texts quoted so that where they differ shows: a long common beginning is cut to its last words.
    static func quotedDifference(_ first: String, _ second: String) -> (String, String) {
        let a = Array(first), b = Array(second)
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        guard common > 40 else { return (quoted(first), quoted(second)) }
        let start = common - 20
        return (quoted("…" + String(a[start...])), quoted("…" + String(b[start...])))
    }

    private static func quoted(_ text: String) -> String {
        let short = text.count > 60 ? String(text.prefix(57)) + "…" : text
        return "\"" + short.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// Whether ibtool's `comment` above an entry of `text` records another base text than today's: a comment that
    /// names another object or label is not judged, nor a base text that differs only in white space.
    static func isOutdated(_ comment: IBStringsComment, for text: ExtractedText) -> Bool {
        comment.objectID == text.objectID && (comment.label == text.keyPath || comment.label == text.key)
            && baseTextChanged(comment.baseText, to: text.text)
    }

    /// Whether a recorded base text differs from the current one by more than white space.
    static func baseTextChanged(_ recorded: String, to current: String) -> Bool {
        recorded != current && collapsingWhiteSpace(recorded) != collapsingWhiteSpace(current)
    }

    /// The text with each run of white space made one space, and none at either end.
    static func collapsingWhiteSpace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
