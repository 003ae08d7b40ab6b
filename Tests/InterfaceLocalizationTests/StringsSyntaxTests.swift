import Testing
import UIDescription
@testable import InterfaceLocalization

/// The syntax of strings files, case by case.
@Suite struct StringsSyntaxTests {
    func read(_ text: String) throws -> StringsFile { try StringsFileReader().read(Array(text.utf8), path: "t.strings") }

    func error(_ text: String) -> UIDescriptionError? {
        do { _ = try read(text); return nil } catch { return error as? UIDescriptionError }
    }

    @Test(arguments: [
        (#"\n"#, "\n"), (#"\t"#, "\t"), (#"\r"#, "\r"), (#"\""#, "\""), (#"\\"#, "\\"), (#"\'"#, "'"),
        (#"\a"#, "\u{07}"), (#"\b"#, "\u{08}"), (#"\f"#, "\u{0C}"), (#"\v"#, "\u{0B}"), (#"\ "#, " "), (#"\q"#, "q"),
        (#"\u"#, "u"), (#"\U00e9"#, "é"), (#"\U20AC"#, "€"), (#"\U41x"#, "Ax"), (#"\UD83D\UDE00"#, "😀"),
        (#"\UD83Dx"#, "\u{FFFD}x"), (#"\101"#, "A"), (#"\0101"#, "\u{08}1"), (#"\7"#, "\u{07}"), (#"\é"#, "é"),
    ])
    func escape(_ written: String, _ meaning: String) throws {
        let file = try read("\"k\" = \"a\(written)z\";")
        #expect(file.entries.map(\.value) == ["a\(meaning)z"])
    }

    @Test func unquotedTokensAndKeyOnlyEntries() throws {
        let file = try read("key_1 = value.$:/-x;\nNSFoo;\n\"quoted\";\n\"a\" = b2;")
        #expect(file.entries.map(\.key) == ["key_1", "NSFoo", "quoted", "a"])
        #expect(file.entries.map(\.value) == ["value.$:/-x", "NSFoo", "quoted", "b2"])
        #expect(file.entries.map(\.keyIsQuoted) == [false, false, true, true])
        #expect(file.entries.map(\.valueIsQuoted) == [false, false, false, false])
        #expect(file.entries[1].valueRange == nil)
        #expect(file.text(in: file.entries[0].valueRange ?? 0..<0) == "value.$:/-x")
    }

    @Test func commentsAnywhereBetweenTokens() throws {
        let file = try read("// first\n/* a */ \"k\" /* b */ = // c\n \"v\" /* d */ ; // after\n/* e */\n\"k2\" = \"v2\";")
        #expect(file.entries.map(\.key) == ["k", "k2"])
        #expect(file.entries[0].comment?.text == "/* a */")
        #expect(file.entries[1].comment?.text == "/* e */")
        #expect(file.entries[1].comment?.isBlock == true)
        #expect(file.entries[0].lines == 2...3)
        #expect(file.entries[1].lines == 4...5)
    }

    @Test func lineCommentIsKeptBeforeAnEntry() throws {
        let file = try read("// Menu\n\"k\" = \"v\";")
        #expect(file.entries[0].comment?.text == "// Menu")
        #expect(file.entries[0].comment?.content == " Menu")
        #expect(file.entries[0].interfaceBuilderComment == nil)
    }

    @Test func rangesLocationsAndDuplicates() throws {
        let text = "\n/* c */\n\"é\" = \"v\";\n\n  \"é\"=\"w\" ;"
        let file = try read(text)
        #expect(file.entries.count == 2)
        #expect(file.entries(forKey: "é").map(\.value) == ["v", "w"])
        let first = file.entries[0], second = file.entries[1]
        #expect(file.text(in: first.range) == "/* c */\n\"é\" = \"v\";")
        #expect(file.text(in: first.keyRange) == "\"é\"")
        #expect(file.text(in: first.valueRange ?? 0..<0) == "\"v\"")
        #expect(first.location == SourceLocation(file: "t.strings", line: 3, column: 1, offset: 9))
        #expect(second.location.line == 5 && second.location.column == 3)
        #expect(second.lines == 5...5)
        #expect(file.text(in: second.range) == "\"é\"=\"w\" ;")
        #expect(file.text == text)
    }

    @Test func columnsCountUnicodeScalars() throws {
        let file = try read("\"😀é\" = \"x\"; \"k\" = \"y\";")
        #expect(file.entries[1].location.column == 13)
        #expect(file.entries[1].location.offset == 16)
    }

    @Test func emptyFileAndCommentsOnly() throws {
        #expect(try read("").entries.isEmpty)
        #expect(try read("\n\n  \t").entries.isEmpty)
        #expect(try read("/* nothing */\n// here\n").entries.isEmpty)
        #expect(try StringsFileReader().read([0xFF, 0xFE]).entries.isEmpty)
    }

    @Test func missingSemicolonIsReportedAtTheNextToken() throws {
        let error = try #require(self.error("\"a\" = \"b\"\n\n/* c */\n\"d\" = \"e\";"))
        #expect(error.location?.line == 4 && error.location?.column == 1)
        #expect(error.message == #"expected `;` after the value of "a", found a quoted string"#)
        if case .malformed = error.kind {} else { Issue.record("kind \(error.kind)") }
    }

    @Test func unescapedQuoteEndsTheValue() throws {
        let error = try #require(self.error("\"a\" = \"say \"hi\" now\";"))
        #expect(error.location?.column == 13)
        #expect(error.message == "expected `;` after the value of \"a\", found the word `hi`")
    }

    @Test func otherSyntaxErrors() throws {
        let afterKey = try #require(error("\"a\" \"b\";"))
        #expect(afterKey.message == #"expected `=` or `;` after the key "a", found a quoted string"#)
        let noValue = try #require(error("\"a\" = ;"))
        #expect(noValue.message == "expected a value (a quoted string or a word) after `=`, found `;`")
        #expect(noValue.location?.column == 7)
        let atEnd = try #require(error("\"a\" = \"b\""))
        #expect(atEnd.message == #"expected `;` after the value of "a", found the end of the file"#)
        #expect(atEnd.location?.column == 10)
        let strayCharacter = try #require(error("{ \"a\" = \"b\"; }"))
        #expect(strayCharacter.message == "expected a key (a quoted string or a word), found `{`")
    }

    @Test func unterminatedStringAndCommentAreReportedAtTheirStart() throws {
        let string = try #require(error("\"a\" = \"b\";\n\"c\" = \"never closed;\n\n"))
        #expect(string.location?.line == 2 && string.location?.column == 7)
        #expect(string.message.contains("unterminated string"))
        let escapedEnd = try #require(error("\"a\" = \"b\\"))
        #expect(escapedEnd.location?.column == 7)
        let comment = try #require(error("\"a\" = \"b\";\n  /* open"))
        #expect(comment.location?.line == 2 && comment.location?.column == 3)
        #expect(comment.message.contains("unterminated comment"))
    }

    @Test func slashInsideAnUnquotedTokenIsPartOfIt() throws {
        let file = try read("a = b//c;")
        #expect(file.entries.map(\.value) == ["b//c"])
    }
}
