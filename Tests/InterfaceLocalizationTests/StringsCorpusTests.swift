import Foundation
import Testing
import UIDescription
@testable import InterfaceLocalization

/// Every strings file of `../shared/localization`, read in place.
@Suite struct StringsCorpusTests {
    /// The files that do not parse, with the line and column of their first error, as `README.md` there lists them.
    static let unreadable: [String: (line: Int, column: Int)] = [
        "MonitorControl__MonitorControl/MonitorControl/UI/cs.lproj/Main.strings": (215, 83),
        "MonitorControl__MonitorControl/MonitorControl/UI/pt-BR.lproj/Main.strings": (302, 1),
        "MonitorControl__MonitorControl/MonitorControl/UI/pt-PT.lproj/Main.strings": (302, 1),
        "rxhanson__Rectangle/Rectangle/ar.lproj/Main.strings": (685, 57),
        "rxhanson__Rectangle/Rectangle/es.lproj/Main.strings": (749, 1),
        "rxhanson__Rectangle/Rectangle/es-419.lproj/Main.strings": (749, 1),
        "rxhanson__Rectangle/Rectangle/uk.lproj/Main.strings": (513, 1),
    ]

    static let paths = LocalizationFiles.paths(endingWith: ".strings")

    @Test func theSharedFilesAreThere() {
        #expect(Self.paths.count > 1900)
        for path in Self.unreadable.keys { #expect(Self.paths.contains(path), "\(path) is missing") }
    }

    @Test func everyFileParsesExceptTheListedOnesAtTheirPositions() throws {
        var parsed = 0, entries = 0
        for path in Self.paths {
            let bytes = Array(try Data(contentsOf: LocalizationFiles.url(path)))
            do {
                let file = try StringsFileReader().read(bytes, path: path)
                #expect(Self.unreadable[path] == nil, "\(path) parses, but is listed as unreadable")
                #expect(file.encodedBytes == bytes, "\(path): the decoded text does not encode back to the same bytes")
                check(file, path: path)
                parsed += 1
                entries += file.entries.count
            } catch let error as UIDescriptionError {
                let expected = Self.unreadable[path]
                #expect(expected != nil, "\(path): \(error)")
                #expect(error.location?.line == expected?.line && error.location?.column == expected?.column,
                        "\(path): error at \(error.location.map(String.init(describing:)) ?? "-"), listed at \(String(describing: expected))")
                #expect(error.location?.file == path)
                if case .malformed = error.kind {} else { Issue.record("\(path): \(error.kind)") }
            }
        }
        #expect(parsed == Self.paths.count - Self.unreadable.count)
        #expect(entries > 45_000)
    }

    /// Checks made without the parser: each key's token is in the text at the line and column given (found by
    /// splitting the text into lines and counting scalars); ranges follow each other and end with `;`; a file whose
    /// lines are all comments, blank, or one-line `"…" = "…";` entries has as many entries as such lines.
    func check(_ file: StringsFile, path: String) {
        let lines = file.text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        var previousEnd = 0
        for entry in file.entries {
            let token = file.text(in: entry.keyRange)
            let line = entry.location.line <= lines.count ? lines[entry.location.line - 1] : ""
            let fromColumn = String(String.UnicodeScalarView(line.unicodeScalars.dropFirst(entry.location.column - 1)))
            #expect(fromColumn.hasPrefix(token), "\(path):\(entry.location.line):\(entry.location.column): \(token) is not there")
            #expect(!token.isEmpty)
            #expect(entry.range.lowerBound >= previousEnd && file.text(in: entry.range).hasSuffix(";"), "\(path): \(entry.key)")
            #expect(entry.lines.upperBound - entry.lines.lowerBound == file.text(in: entry.range).filter { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.count)
            previousEnd = entry.range.upperBound
            // The byte offset into the file as read, counted here on the decoded text's prefix.
            let prefix = file.text(in: 0..<entry.keyRange.lowerBound)
            let expectedOffset: Int
            switch file.encoding {
            case .utf8(let mark): expectedOffset = (mark ? 3 : 0) + prefix.utf8.count
            case .utf16LittleEndian(let mark), .utf16BigEndian(let mark): expectedOffset = (mark ? 2 : 0) + 2 * prefix.utf16.count
            }
            #expect(entry.location.offset == expectedOffset, "\(path):\(entry.location.line): offset \(entry.location.offset ?? -1), expected \(expectedOffset)")
            // The audit reads ibtool's comment from its bytes; it judges as the comment read into strings does.
            if let comment = entry.comment, let fields = entry.interfaceBuilderComment {
                let current = ExtractedText(objectID: fields.objectID, keyPath: fields.label, className: fields.className,
                                            text: fields.baseText, note: nil, isIndexed: false, location: entry.location)
                let changed = ExtractedText(objectID: fields.objectID, keyPath: fields.label, className: fields.className,
                                            text: fields.baseText + " (changed)", note: nil, isIndexed: false, location: entry.location)
                #expect(TranslationAudit.outdatedBaseText(in: comment, for: current) == nil, "\(path): \(entry.key)")
                #expect(TranslationAudit.outdatedBaseText(in: comment, for: changed) == fields.baseText, "\(path): \(entry.key)")
                #expect(TranslationAudit.isOutdated(fields, for: changed), "\(path): \(entry.key)")
            }
        }
        var simpleEntryLines = 0
        var inComment = false
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inComment { inComment = !trimmed.hasSuffix("*/"); continue }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            if trimmed.hasPrefix("/*") { inComment = !trimmed.hasSuffix("*/"); continue }
            guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\";"), trimmed.contains("\" = \"") else { return }
            simpleEntryLines += 1
        }
        #expect(file.entries.count == simpleEntryLines, "\(path): \(file.entries.count) entries, \(simpleEntryLines) entry lines")
    }

    @Test func utf16FilesAreReadAsUTF16() throws {
        var utf16 = 0
        for path in Self.paths {
            let bytes = Array(try Data(contentsOf: LocalizationFiles.url(path)))
            guard bytes.starts(with: [0xFF, 0xFE]) else { continue }
            let file = try StringsFileReader().read(bytes, path: path)
            #expect(file.encoding == .utf16LittleEndian(byteOrderMark: true))
            #expect(!file.entries.isEmpty)
            utf16 += 1
        }
        #expect(utf16 == 5)
    }

    @Test func ibtoolCommentsAreReadWhereTheyAreWellFormed() throws {
        // The ibtool output byte for byte, per README: every entry has an ibtool comment whose ObjectID starts the key.
        let path = "sparkle-project__Sparkle/TestApplication/en.lproj/MainMenu.strings"
        let file = try StringsFileReader().read(contentsOf: LocalizationFiles.url(path))
        #expect(!file.entries.isEmpty)
        for entry in file.entries {
            let comment = try #require(entry.interfaceBuilderComment, "\(entry.key)")
            #expect(entry.key.hasPrefix(comment.objectID + "."))
            #expect(entry.value == comment.baseText)
            #expect(entry.lines.count == 2)
        }
    }

    @Test func thousandsOfFilesReadQuickly() throws {
        let files = try Self.paths.map { Array(try Data(contentsOf: LocalizationFiles.url($0))) }
        let clock = ContinuousClock()
        var entries = 0
        let elapsed = clock.measure {
            for bytes in files { entries += (try? StringsFileReader().read(bytes))?.entries.count ?? 0 }
        }
        #expect(entries > 45_000)
        #expect(elapsed < .seconds(30), "\(entries) entries read in \(elapsed)")
    }
}
