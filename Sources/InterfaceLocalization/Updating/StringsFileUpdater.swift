/// Brings a strings file up to date with its IB file, in place, without erasing what translators need to see: new
/// keys are added (not those marked `#bc-ignore!`), orphaned entries removed, translations kept; an outdated entry keeps ibtool's old comment (so
/// `validate` still reports it) under a marker that shows the new text. Everything else of the file — its encoding,
/// line breaks, order, code strings and its own comments — stays byte for byte.
///
/// The development language's file (`Base.lproj/N.strings`, or the `.lproj` that holds the IB file) is the base
/// text itself: its outdated entries get ibtool's current comment and text.
public struct StringsFileUpdater: Sendable {
    /// What a new key's translation is, until a translator writes one.
    public enum NewKeys: String, Sendable, CaseIterable {
        /// The base text: the screen reads as before the update (what the app shows for a key a table lacks).
        case base
        /// An empty string, for tools that count empty translations as to do. The app shows the empty string.
        case empty
    }

    /// The text of the marker put above an outdated entry's comment, before the new text.
    public static let outdatedMarker = "uidesc: outdated, the text is now "

    /// What a new key's translation is.
    public var newKeys: NewKeys

    /// An updater that fills new keys with `newKeys`.
    public init(newKeys: NewKeys = .base) {
        self.newKeys = newKeys
    }

    /// The updated text of `file`, against `audit`; `isDevelopmentLanguage` for the base language's own file.
    public func updatedText(of file: StringsFile, against audit: TranslationAudit, isDevelopmentLanguage: Bool = false) -> String {
        let text = Array(file.text.utf8)
        let newline = file.lineEnding.rawValue
        var edits: [(range: Range<Int>, replacement: String)] = []
        var present: Set<String> = []
        var previousEnd = 0
        for (index, entry) in file.entries.enumerated() {
            defer { previousEnd = entry.range.upperBound }
            let isFirst = present.insert(entry.key).inserted
            guard audit.interfaceKey(entry.key) != nil else { continue }
            guard let current = audit.text(forKey: entry.key) else {
                edits.append((removalRange(of: index, in: file, text: text, previousEnd: previousEnd), ""))
                continue
            }
            // A later entry of a key is left as it is (validate reports it): only the first counts.
            guard isFirst else { continue }
            guard let comment = entry.interfaceBuilderComment, let commentRange = entry.comment?.range,
                  TranslationAudit.isOutdated(comment, for: current)
            else { continue }
            if isDevelopmentLanguage {
                edits.append((commentRange, StringsFileWriter.comment(for: current)))
                if let valueRange = entry.valueRange {
                    edits.append((valueRange, "\"" + StringsFileWriter.escaped(current.text) + "\""))
                }
                continue
            }
            let marker = "/* " + Self.outdatedMarker + "\"" + StringsFileWriter.escaped(current.text)
                .replacingOccurrences(of: "*/", with: "* /") + "\" */"
            let gap = String(decoding: text[previousEnd..<commentRange.lowerBound], as: UTF8.self)
            if let existing = gap.range(of: "/* " + Self.outdatedMarker) {
                // Replace an earlier marker of this entry by the current one.
                let start = previousEnd + gap.utf8.distance(from: gap.utf8.startIndex, to: existing.lowerBound)
                let rest = gap[existing.lowerBound...]
                if let close = rest.range(of: "*/") {
                    let end = start + rest.utf8.distance(from: rest.utf8.startIndex, to: close.upperBound)
                    if String(decoding: text[start..<end], as: UTF8.self) != marker { edits.append((start..<end, marker)) }
                }
            } else {
                edits.append((commentRange.lowerBound..<commentRange.lowerBound, marker + newline))
            }
        }
        var result = apply(edits, to: text)
        // Removing the first entries leaves the white space that followed them: the file starts as it did.
        let leading = text.prefix { Self.isWhiteSpace($0) }.count
        let resultLeading = result.utf8.prefix { Self.isWhiteSpace($0) }.count
        if resultLeading != leading, resultLeading < result.utf8.count {
            result = String(decoding: text[0..<leading], as: UTF8.self) + String(decoding: Array(result.utf8)[resultLeading...], as: UTF8.self)
        }
        // The development language's file gets every text, as ibtool writes it; translations those to translate.
        let missing = (isDevelopmentLanguage ? audit.orderedTexts : audit.textsToTranslate).filter { !present.contains($0.key) }
        if !missing.isEmpty {
            var addition = ""
            for entry in missing {
                let value = newKeys == .base || isDevelopmentLanguage ? entry.text : ""
                addition += newline + StringsFileWriter.comment(for: entry) + newline
                    + StringsFileWriter.line(key: entry.key, value: value) + newline
            }
            // The last scalar, not Character: "\r\n" is one Character, which `hasSuffix("\n")` does not see.
            if let last = result.unicodeScalars.last, last != "\n", last != "\r" { result += newline }
            result += addition
        }
        return result
    }

    /// The bytes of the updated file, in the file's own encoding.
    public func updatedBytes(of file: StringsFile, against audit: TranslationAudit, isDevelopmentLanguage: Bool = false) -> [UInt8] {
        file.encoding.encode(updatedText(of: file, against: audit, isDevelopmentLanguage: isDevelopmentLanguage))
    }

    /// The bytes an orphaned entry takes: from its comment to its `;` (and a `//` comment after it on the same
    /// line), with the white space that separates it from the entry before — or, for the first entry, from the one
    /// after, so that the file's leading empty line stays.
    private func removalRange(of index: Int, in file: StringsFile, text: [UInt8], previousEnd: Int) -> Range<Int> {
        let entry = file.entries[index]
        let end = Self.endOfTrailingComments(after: entry.range.upperBound, in: text)
        if index > 0 {
            var start = entry.range.lowerBound
            while start > previousEnd, Self.isWhiteSpace(text[start - 1]) { start -= 1 }
            return start..<end
        }
        var forward = end
        while forward < text.count, Self.isWhiteSpace(text[forward]) { forward += 1 }
        return entry.range.lowerBound..<(forward < text.count ? forward : end)
    }

    /// Where the comments after an entry's `;` on its own line end (`"k" = "v";  /* note */  // more`): they go
    /// with the entry. `end` itself when there are none.
    static func endOfTrailingComments(after end: Int, in text: [UInt8]) -> Int {
        var end = end
        var cursor = end
        while true {
            while cursor < text.count, text[cursor] == 0x20 || text[cursor] == 0x09 { cursor += 1 }
            guard cursor + 1 < text.count, text[cursor] == UInt8(ascii: "/") else { return end }
            if text[cursor + 1] == UInt8(ascii: "/") {
                while cursor < text.count, text[cursor] != 0x0A, text[cursor] != 0x0D { cursor += 1 }
                return cursor
            }
            guard text[cursor + 1] == UInt8(ascii: "*") else { return end }
            var close = cursor + 2
            while close + 1 < text.count, !(text[close] == UInt8(ascii: "*") && text[close + 1] == UInt8(ascii: "/")) {
                // A comment that goes on to another line is the next entry's.
                if text[close] == 0x0A || text[close] == 0x0D { return end }
                close += 1
            }
            guard close + 1 < text.count else { return end }
            cursor = close + 2
            end = cursor
        }
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// `text` with each edit made (ranges in UTF-8 offsets, not overlapping).
    private func apply(_ edits: [(range: Range<Int>, replacement: String)], to text: [UInt8]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var cursor = 0
        // Removals of neighbouring entries may share the white space between them: an edit starting inside the one
        // before starts where that one ended.
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.upperBound >= cursor {
            let start = max(cursor, edit.range.lowerBound)
            result += text[cursor..<start]
            result += Array(edit.replacement.utf8)
            cursor = max(cursor, edit.range.upperBound)
        }
        result += text[cursor...]
        return String(decoding: result, as: UTF8.self)
    }
}
