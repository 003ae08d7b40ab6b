import Testing
@testable import InterfaceLocalization

/// ibtool's comments, read exactly.
@Suite struct IBStringsCommentTests {
    func comment(_ text: String) throws -> IBStringsComment? {
        let file = try StringsFileReader().read(Array("\(text)\n\"k\" = \"v\";".utf8))
        return file.entries.first?.interfaceBuilderComment
    }

    @Test func plainComment() throws {
        let parsed = try comment(#"/* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz"; */"#)
        #expect(parsed == IBStringsComment(className: "UILabel", label: "text", baseText: "Hello", objectID: "abc-12-xyz"))
    }

    @Test func noteAndEscapes() throws {
        let parsed = try comment(#"/* Class = "NSButtonCell"; title = "Say \"hi\"\n\\ \ttab"; ObjectID = "x1"; Note = "a {}; note"; */"#)
        #expect(parsed?.baseText == "Say \"hi\"\n\\ \ttab")
        #expect(parsed?.note == "a {}; note")
        #expect(parsed?.objectID == "x1")
    }

    @Test func indexedLabel() throws {
        let parsed = try comment(#"/* Class = "NSSegmentedCell"; e1K-ab-cde.ibShadowedLabels[0] = "One"; ObjectID = "e1K-ab-cde"; */"#)
        #expect(parsed?.label == "e1K-ab-cde.ibShadowedLabels[0]")
        #expect(parsed?.baseText == "One")
        #expect(parsed?.className == "NSSegmentedCell")
    }

    @Test func emptyTextAndPiecesAsWritten() throws {
        let parsed = try comment(#"/* Class = "NSMenu"; title = ""; ObjectID = "XAi-oh-7Fq.title"; */"#)
        #expect(parsed?.baseText == "")
        #expect(parsed?.objectID == "XAi-oh-7Fq.title")
    }

    @Test(arguments: [
        "/* RE */",
        "// Class = \"UILabel\"; text = \"Hello\"; ObjectID = \"a\";",
        #"/* Class = "UILabel"; text = "Hello"; */"#,
        #"/* Class = "UILabel"; ObjectID = "a"; text = "Hello"; */"#,
        #"/* Class = "UILabel"; text = "Hello"; ObjectID = "a"; Other = "x"; */"#,
        #"/* Class = "UILabel"; text = "Hello"; ObjectID = "a" */"#,
        #"/* Class = "UILabel"; text = "Hel"lo"; ObjectID = "a"; */"#,
        #"/* Class = "UILabel"; text = "Hello"; ObjectID = "a"; trailing */"#,
        #"/* Class = UILabel; text = "Hello"; ObjectID = "a"; */"#,
    ])
    func otherCommentsAreNotRead(_ text: String) throws {
        let file = try StringsFileReader().read(Array("\(text)\n\"k\" = \"v\";".utf8))
        #expect(file.entries.first?.comment?.text == text)
        #expect(file.entries.first?.interfaceBuilderComment == nil)
    }
}
