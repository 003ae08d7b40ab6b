#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
    /// The texts in ibtool's order.
    public let orderedTexts: [ExtractedText]
    /// Each object with an id: its framework class (`nil` for objects without a class) and whether it has texts,
    /// for messages.
    private let objects: [String: ObjectInfo]

    private struct ObjectInfo: Sendable {
        var className: String?
        var hasTexts: Bool
    }
    /// The texts translators are asked for, in ibtool's order: all but those whose text or localizer comment holds
    /// `#bc-ignore!` (BartyCrouch's marker for texts not to translate, which it leaves out of strings files).
    public let textsToTranslate: [ExtractedText]
    /// The index in ``orderedTexts`` of each key's first text, looked up by the key's bytes.
    private let indexByKey: KeyIndex
    /// Whether the text at each index of ``orderedTexts`` has a `%` (a format specifier, perhaps).
    private let hasPercent: [Bool]
    /// The comment ibtool writes today above each text of ``orderedTexts``, as UTF-8: an entry under exactly this
    /// comment is current, which is the case of nearly every entry, found without reading the comment's fields.
    private let currentComments: [[UInt8]]
    /// Whether the text at each index of ``orderedTexts`` is one of ``textsToTranslate``.
    private let isToTranslate: [Bool]
    /// The base file's name, for messages (`Main.storyboard`).
    private let baseName: String

    /// An audit against `document`, whose file is named `baseName` in messages.
    public init(document: NodeDocument, baseName: String? = nil, extractor: TextExtractor = TextExtractor()) {
        let ordered = extractor.texts(of: document)
        orderedTexts = ordered
        let platform = FrameworkPlatform.of(document)
        var objects: [String: ObjectInfo] = [:]
        var classes: [String: String?] = [:]
        for element in document.allElements {
            guard let id = document.id(of: element), !id.isEmpty, objects[id] == nil else { continue }
            let kind = document.name(of: element)
            if classes[kind] == nil {
                classes[kind] = .some(ElementClassTable.className(forElement: kind, platform: platform))
            }
            objects[id] = ObjectInfo(className: classes[kind] ?? nil, hasTexts: false)
        }
        for text in ordered { objects[text.objectID]?.hasTexts = true }
        self.objects = objects
        let isToTranslate = ordered.map { text in
            !Self.hasIgnoreMarker(text.text) && !(text.note.map(Self.hasIgnoreMarker) ?? false)
        }
        self.isToTranslate = isToTranslate
        textsToTranslate = zip(ordered, isToTranslate).filter(\.1).map(\.0)
        indexByKey = KeyIndex(ordered.map(\.key))
        hasPercent = ordered.map { $0.text.utf8.contains(UInt8(ascii: "%")) }
        currentComments = ordered.map(StringsFileWriter.commentBytes(for:))
        let path = document.location(atOffset: 0).file ?? ""
        self.baseName = baseName ?? (path.split(separator: "/").last.map(String.init) ?? "the base file")
    }

    /// The text ibtool extracts under `key` (the first, should two objects share an id), or `nil`.
    public func text(forKey key: String) -> ExtractedText? {
        indexByKey.index(of: key).map { orderedTexts[$0] }
    }

    /// The texts ibtool extracts from the base file, by key (a dictionary made on each call: to look up one key,
    /// ``text(forKey:)``).
    public var texts: [String: ExtractedText] {
        Dictionary(orderedTexts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The key split into object id and key path when it has the form ibtool writes, else `nil` (a code string).
    public func interfaceKey(_ key: String) -> (objectID: String, keyPath: String)? {
        interfaceKeyAndObject(key).map { ($0.objectID, $0.keyPath) }
    }

    /// ``interfaceKey(_:)`` with the object the id names, when the base file has one.
    private func interfaceKeyAndObject(_ key: String) -> (objectID: String, keyPath: String, object: ObjectInfo?)? {
        let utf8 = key.utf8
        guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let afterDot = utf8.index(after: dot)
        guard afterDot < utf8.endIndex else { return nil }
        let first = utf8[afterDot]
        if first < 0x80 {
            guard first | 0x20 >= 0x61 && first | 0x20 <= 0x7A else { return nil }
        } else {
            guard let scalar = key[afterDot...].unicodeScalars.first, scalar.properties.isAlphabetic else { return nil }
        }
        let id = String(key[..<dot])
        let object = objects[id]
        guard object != nil || Self.looksLikeObjectID(id) else { return nil }
        return (id, String(key[afterDot...]), object)
    }

    /// Whether `id` has the shape of an Interface Builder object id: `abc-12-xyz`, or a legacy number.
    public static func looksLikeObjectID(_ id: String) -> Bool {
        let bytes = id.utf8
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        if !bytes.isEmpty, bytes.count <= 12, bytes.allSatisfy(isDigit) { return true }
        guard bytes.count == 10 else { return false }
        return bytes.enumerated().allSatisfy { index, byte in
            index == 3 || index == 6 ? byte == UInt8(ascii: "-") : isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }
    }

    /// The problems of a strings file in `language`: orphaned, outdated, duplicate and mistranslated-format entries,
    /// and (`includingMissing`) the texts it has no entry for.
    public func problems(in file: StringsFile, language: String?, includingMissing: Bool = false) -> [TranslationProblem] {
        var problems: [TranslationProblem] = []
        // Keys of current texts are marked by their index; other keys kept in a set.
        var seenTexts = [Bool](repeating: false, count: orderedTexts.count)
        var seenOthers = KeyIndex([])
        // Entries are read from the file's bytes: a string is made of a key, a value or a comment only for an entry
        // that is reported, or whose escapes or `%` need it.
        file.source.bytes.withUnsafeBufferPointer { bytes in
            for entry in file.entries {
                let span = entry.span
                let index = span.keyHasEscapes
                    ? indexByKey.index(of: entry.key) : indexByKey.index(of: UnsafeBufferPointer(rebasing: bytes[span.keyContent]))
                let isFirst: Bool
                if let index {
                    isFirst = !seenTexts[index]
                    seenTexts[index] = true
                } else if span.keyHasEscapes {
                    var key = entry.key
                    isFirst = key.withUTF8 { seenOthers.insert($0) }
                } else {
                    isFirst = seenOthers.insert(UnsafeBufferPointer(rebasing: bytes[span.keyContent]))
                }
                guard isFirst else {
                    let key = entry.key
                    problems.append(TranslationProblem(
                        .duplicateKey, key: key, language: language,
                        message: "`\(key)` is translated again\(Self.inLanguage(language)); the first entry is the one that counts",
                        at: entry.location))
                    continue
                }
                guard let index else {
                    orphan(key: entry.key, language: language, at: entry.location, into: &problems)
                    continue
                }
                let value = span.valueContent
                // A value without `%` (nor an escape that could stand for one) has the specifiers of a text without `%`.
                let mayHaveSpecifiers = hasPercent[index] || span.valueContentHasEscapes
                    || bytes[value].contains(UInt8(ascii: "%"))
                var recorded: String?
                if let comment = span.comment, span.commentIsBlock,
                   !Self.same(bytes, comment, currentComments[index]) {
                    recorded = entry.comment.flatMap { Self.outdatedBaseText(in: $0, for: orderedTexts[index]) }
                }
                guard recorded != nil || mayHaveSpecifiers else { continue }
                judge(key: entry.key, text: orderedTexts[index], translation: mayHaveSpecifiers ? entry.value : nil,
                      language: language, at: entry.location, into: &problems) { _ in recorded }
            }
        }
        if includingMissing {
            let end = SourceLocation(file: file.path, line: max(1, file.entries.last?.lines.upperBound ?? 1), column: 1)
            problems += missing(language: language, at: end) { seenTexts[indexByKey.index(of: orderedTexts[$0].key) ?? $0] }
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
            let current = text(forKey: string.key)
            if let text = current {
                judge(key: string.key, text: text, translation: nil, language: nil, at: location, into: &judged) { text in
                    comment.flatMap { Self.isOutdated($0, for: text) ? $0.baseText : nil }
                }
            } else {
                orphan(key: string.key, language: nil, at: location, into: &judged)
            }
            if let text = current, !review.isEmpty, !judged.contains(where: { $0.kind == .outdated }) {
                judged.append(TranslationProblem(
                    .outdated, key: string.key, language: review.count == 1 ? review[0] : nil,
                    message: "`\(string.key)` is marked needs_review in \(review.joined(separator: ", ")): the text is now "
                        + "\(Self.quoted(text.text)) and its translations were made for an earlier one",
                    at: location))
            }
            problems += judged
            guard let text = current else { continue }
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
        guard let (objectID, keyPath, object) = interfaceKeyAndObject(key) else { return }
        problems.append(TranslationProblem(
            .orphaned, key: key, language: language,
            message: orphanMessage(key: key, objectID: objectID, keyPath: keyPath, object: object, language: language),
            at: location))
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

    private func orphanMessage(key: String, objectID: String, keyPath: String, object: ObjectInfo?, language: String?) -> String {
        var message = MessageBytes(capacity: 2 * key.utf8.count + baseName.utf8.count + 80)
        message += "`"
        message += key
        message += "`"
        if let language {
            message += " ("
            message += language
            message += ")"
        }
        message += " translates nothing: "
        guard let object else {
            message += baseName
            message += " has no object `"
            message += objectID
            message += "`"
            return message.string
        }
        message += "the "
        message += object.className ?? "object"
        message += " `"
        message += objectID
        if object.hasTexts {
            message += "` has no text `"
            message += keyPath
            message += "` in "
        } else {
            message += "` has nothing to translate in "
        }
        message += baseName
        return message.string
    }

    private static func inLanguage(_ language: String?) -> String { language.map { " (\($0))" } ?? "" }

    /// Two texts quoted so that where they differ shows: a long common beginning is cut to its last words.
    static func quotedDifference(_ first: String, _ second: String) -> (String, String) {
        // Texts whose first 41 bytes differ have no common beginning longer than 40 characters.
        guard first.utf8.count > 40, second.utf8.count > 40,
              first.utf8.prefix(41).elementsEqual(second.utf8.prefix(41)) else { return (quoted(first), quoted(second)) }
        var left = first.startIndex, right = second.startIndex, common = 0
        while left < first.endIndex, right < second.endIndex, first[left] == second[right] {
            first.formIndex(after: &left)
            second.formIndex(after: &right)
            common += 1
        }
        guard common > 40 else { return (quoted(first), quoted(second)) }
        let start = (first.index(left, offsetBy: -20), second.index(right, offsetBy: -20))
        return (quoted("…" + String(first[start.0...])), quoted("…" + String(second[start.1...])))
    }

    private static func quoted(_ text: String) -> String {
        let short = text.utf8.count > 60 && text.count > 60 ? String(text.prefix(57)) + "…" : text
        guard short.utf8.contains(0x0A) else { return "\"" + short + "\"" }
        return "\"" + short.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// Whether ibtool's `comment` above an entry of `text` records another base text than today's: a comment that
    /// names another object or label is not judged, nor a base text that differs only in white space.
    static func isOutdated(_ comment: IBStringsComment, for text: ExtractedText) -> Bool {
        comment.objectID == text.objectID && (comment.label == text.keyPath || comment.label == text.key)
            && baseTextChanged(comment.baseText, to: text.text)
    }

    /// Whether `text` holds BartyCrouch's `#bc-ignore!`, searched in its UTF-8.
    private static func hasIgnoreMarker(_ text: String) -> Bool {
        let marker = Array(LocalizableText.ignoreMarker.utf8)
        let utf8 = Array(text.utf8)
        guard utf8.count >= marker.count else { return false }
        return (0...(utf8.count - marker.count)).contains { start in
            utf8[start] == marker[0] && utf8[start..<(start + marker.count)].elementsEqual(marker)
        }
    }

    /// Whether the bytes in `range` are `expected`.
    private static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ expected: [UInt8]) -> Bool {
        guard range.count == expected.count else { return false }
        return expected.withUnsafeBufferPointer { expected in
            guard let left = bytes.baseAddress, let right = expected.baseAddress, !range.isEmpty else { return true }
            return memcmp(left + range.lowerBound, right, range.count) == 0
        }
    }

    /// ``isOutdated(_:for:)`` read from a strings file's comment without making strings of its fields: the base text
    /// the comment records when it makes an entry of `text` outdated, else `nil`.
    static func outdatedBaseText(in comment: StringsComment, for text: ExtractedText) -> String? {
        comment.withFields { bytes, fields -> String? in
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
