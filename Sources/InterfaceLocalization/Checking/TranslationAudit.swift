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
    /// The index in ``orderedTexts`` of each key's first text.
    private let indexByKey: [String: Int]
    /// Whether the text at each index of ``orderedTexts`` is one of ``textsToTranslate``.
    private let isToTranslate: [Bool]
    /// The base file's name, for messages (`Main.storyboard`).
    private let baseName: String

    /// An audit against `document`, whose file is named `baseName` in messages.
    public init(document: NodeDocument, baseName: String? = nil, extractor: TextExtractor = TextExtractor()) {
        let ordered = extractor.texts(of: document)
        orderedTexts = ordered
        texts = Dictionary(ordered.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let platform = FrameworkPlatform.of(document)
        var objects: [String: String?] = [:]
        var classes: [String: String?] = [:]
        for element in document.allElements {
            guard let id = document.id(of: element), !id.isEmpty, objects[id] == nil else { continue }
            let kind = document.name(of: element)
            if classes[kind] == nil {
                classes[kind] = .some(ElementClassTable.className(forElement: kind, platform: platform))
            }
            objects[id] = classes[kind] ?? nil
        }
        self.objects = objects
        objectsWithTexts = Set(ordered.map(\.objectID))
        let isToTranslate = ordered.map { text in
            !text.text.contains(LocalizableText.ignoreMarker) && !(text.note?.contains(LocalizableText.ignoreMarker) ?? false)
        }
        self.isToTranslate = isToTranslate
        textsToTranslate = zip(ordered, isToTranslate).filter(\.1).map(\.0)
        indexByKey = Dictionary(ordered.indices.map { (ordered[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        let path = document.location(atOffset: 0).file ?? ""
        self.baseName = baseName ?? (path.split(separator: "/").last.map(String.init) ?? "the base file")
    }

    /// The key split into object id and key path when it has the form ibtool writes, else `nil` (a code string).
    public func interfaceKey(_ key: String) -> (objectID: String, keyPath: String)? {
        guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let id = String(key[..<dot])
        let keyPath = String(key[key.utf8.index(after: dot)...])
        guard let first = keyPath.unicodeScalars.first,
              first.isASCII ? (first.value | 0x20 >= 0x61 && first.value | 0x20 <= 0x7A) : first.properties.isAlphabetic
        else { return nil }
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
        // Keys of current texts are marked by their index (one hash per entry); other keys kept in a set.
        var seenTexts = [Bool](repeating: false, count: orderedTexts.count)
        var seenOthers: Set<String> = []
        // Entries are read in place: a copy of each would retain every string it holds.
        file.entries.withUnsafeBufferPointer { entries in
            for position in entries.indices {
                let key = entries[position].key
                let index = indexByKey[key]
                let isFirst: Bool
                if let index {
                    isFirst = !seenTexts[index]
                    seenTexts[index] = true
                } else {
                    isFirst = seenOthers.insert(key).inserted
                }
                guard isFirst else {
                    problems.append(TranslationProblem(
                        .duplicateKey, key: key, language: language,
                        message: "`\(key)` is translated again\(Self.inLanguage(language)); the first entry is the one that counts",
                        at: entries[position].location))
                    continue
                }
                guard let index else {
                    orphan(key: key, language: language, at: entries[position].location, into: &problems)
                    continue
                }
                judge(key: key, text: orderedTexts[index], translation: entries[position].value, language: language,
                      at: entries[position].location, into: &problems) { text in
                    guard let comment = entries[position].comment else { return nil }
                    return Self.outdatedBaseText(in: comment, for: text)
                }
            }
        }
        if includingMissing {
            let end = SourceLocation(file: file.path, line: max(1, file.entries.last?.lines.upperBound ?? 1), column: 1)
            problems += missing(language: language, at: end) { seenTexts[indexByKey[orderedTexts[$0].key] ?? $0] }
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
            var judged: [TranslationProblem] = []
            if let text = texts[string.key] {
                judge(key: string.key, text: text, translation: nil, language: nil, at: location, into: &judged) { text in
                    comment.flatMap { Self.isOutdated($0, for: text) ? $0.baseText : nil }
                }
            } else {
                orphan(key: string.key, language: nil, at: location, into: &judged)
            }
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
                    formatProblems(key: string.key, text: text, translation: value, language: localization.language,
                                   at: location, into: &problems)
                }
            }
        }
        if includingMissing {
            problems += missing(language: nil, at: SourceLocation(file: catalog.path, line: 1, column: 1)) { index in
                keys.contains(orderedTexts[index].key)
            }
        }
        return problems
    }

    /// The problem of an entry whose key no current text has: orphaned when it has the form ibtool writes.
    private func orphan(key: String, language: String?, at location: SourceLocation, into problems: inout [TranslationProblem]) {
        guard let (objectID, keyPath) = interfaceKey(key) else { return }
        problems.append(TranslationProblem(
            .orphaned, key: key, language: language,
            message: orphanMessage(key: key, objectID: objectID, keyPath: keyPath, language: language), at: location))
    }

    /// The outdated and format problems of an entry of a current text. `recordedBaseText` gives the base text the
    /// entry's comment records when it makes the entry outdated.
    private func judge(
        key: String, text: ExtractedText, translation: String?, language: String?, at location: SourceLocation,
        into problems: inout [TranslationProblem], recordedBaseText: (ExtractedText) -> String?
    ) {
        if let recorded = recordedBaseText(text) {
            problems.append(TranslationProblem(
                .outdated, key: key, language: language,
                message: {
                    let (old, new) = Self.quotedDifference(recorded, text.text)
                    return "`\(key)`\(Self.inLanguage(language)) translates \(old), but the text in \(baseName) is now \(new)"
                }(),
                at: location))
        }
        if let translation {
            formatProblems(key: key, text: text, translation: translation, language: language, at: location, into: &problems)
        }
    }

    private func formatProblems(
        key: String, text: ExtractedText, translation: String, language: String?, at location: SourceLocation,
        into problems: inout [TranslationProblem]
    ) {
        guard !translation.isEmpty else { return }
        let base = FormatSpecifiers.of(text.text)
        let translated = FormatSpecifiers.of(translation)
        guard base != translated else { return }
        let list = { (specifiers: [String]) in specifiers.isEmpty ? "none" : specifiers.joined(separator: " ") }
        problems.append(TranslationProblem(
            .formatMismatch, key: key, language: language,
            message: "`\(key)`\(Self.inLanguage(language)) has the format specifiers \(list(translated)), "
                + "the text in \(baseName) has \(list(base))",
            at: location))
    }

    /// The texts to translate whose index in ``orderedTexts`` `isPresent` does not accept.
    private func missing(language: String?, at location: SourceLocation, isPresent: (Int) -> Bool) -> [TranslationProblem] {
        orderedTexts.indices.filter { !isPresent($0) && isToTranslate[$0] }.map { orderedTexts[$0] }.map { text in
            TranslationProblem(
                .missing, key: text.key, language: language,
                message: "\(Self.quoted(text.text)) (`\(text.key)`, \(text.className)) has no translation\(Self.inLanguage(language))",
                at: location)
        }
    }

    private func orphanMessage(key: String, objectID: String, keyPath: String, language: String?) -> String {
        // Joined piece by piece into one buffer: an app's stale tables can hold thousands of orphans.
        var message = ""
        message.reserveCapacity(2 * key.utf8.count + baseName.utf8.count + 80)
        message += "`"
        message += key
        message += "`"
        if let language {
            message += " ("
            message += language
            message += ")"
        }
        message += " translates nothing: "
        guard let className = objects[objectID] else {
            message += baseName
            message += " has no object `"
            message += objectID
            message += "`"
            return message
        }
        message += "the "
        message += className ?? "object"
        message += " `"
        message += objectID
        if objectsWithTexts.contains(objectID) {
            message += "` has no text `"
            message += keyPath
            message += "` in "
        } else {
            message += "` has nothing to translate in "
        }
        message += baseName
        return message
    }

    private static func inLanguage(_ language: String?) -> String { language.map { " (\($0))" } ?? "" }

    /// Two texts quoted so that where they differ shows: a long common beginning is cut to its last words.
    static func quotedDifference(_ first: String, _ second: String) -> (String, String) {
        // A text of 40 bytes or fewer has no common beginning longer than 40 characters.
        guard first.utf8.count > 40, second.utf8.count > 40 else { return (quoted(first), quoted(second)) }
        let a = Array(first), b = Array(second)
        var common = 0
        while common < a.count, common < b.count, a[common] == b[common] { common += 1 }
        guard common > 40 else { return (quoted(first), quoted(second)) }
        let start = common - 20
        return (quoted("…" + String(a[start...])), quoted("…" + String(b[start...])))
    }

    private static func quoted(_ text: String) -> String {
        let short = text.count > 60 ? String(text.prefix(57)) + "…" : text
        guard short.utf8.contains(0x0A) else { return "\"" + short + "\"" }
        return "\"" + short.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// Whether ibtool's `comment` above an entry of `text` records another base text than today's: a comment that
    /// names another object or label is not judged, nor a base text that differs only in white space.
    static func isOutdated(_ comment: IBStringsComment, for text: ExtractedText) -> Bool {
        comment.objectID == text.objectID && (comment.label == text.keyPath || comment.label == text.key)
            && baseTextChanged(comment.baseText, to: text.text)
    }

    /// ``isOutdated(_:for:)`` read from a strings file's comment without making strings of its fields: the base text
    /// the comment records when it makes an entry of `text` outdated, else `nil`.
    static func outdatedBaseText(in comment: StringsComment, for text: ExtractedText) -> String? {
        guard comment.isBlock else { return nil }
        return IBCommentFields.withFields(ofBlockComment: comment.text) { bytes, fields -> String? in
            guard bytes.value(fields.objectID, equals: text.objectID),
                  bytes.raw(fields.label, equals: text.keyPath) || bytes.raw(fields.label, equals: text.key),
                  !bytes.value(fields.baseText, equals: text.text) else { return nil }
            let recorded = bytes.unescapedValue(fields.baseText)
            return baseTextChanged(recorded, to: text.text) ? recorded : nil
        } ?? nil
    }

    /// Whether a recorded base text differs from the current one by more than white space.
    static func baseTextChanged(_ recorded: String, to current: String) -> Bool {
        guard recorded != current else { return false }
        var left = CollapsedWhiteSpace(recorded), right = CollapsedWhiteSpace(current)
        while true {
            let next = (left.next(), right.next())
            if next.0 != next.1 { return true }
            if next.0 == nil { return false }
        }
    }
}

/// The characters of a text with each run of white space made one space and none at either end, one at a time.
private struct CollapsedWhiteSpace: IteratorProtocol {
    private var characters: String.Iterator
    private var started = false
    private var afterSpace: Character?

    init(_ text: String) { characters = text.makeIterator() }

    mutating func next() -> Character? {
        if let character = afterSpace {
            afterSpace = nil
            return character
        }
        var sawSpace = false
        while let character = characters.next() {
            if character.isWhitespace {
                sawSpace = true
                continue
            }
            guard sawSpace, started else {
                started = true
                return character
            }
            afterSpace = character
            return " "
        }
        return nil
    }
}
