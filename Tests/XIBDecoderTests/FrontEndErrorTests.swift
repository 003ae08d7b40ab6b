import Foundation
import Testing
import TestSupport
import XIBDecoder

/// The reader's specific errors, each with the position it points at.
@Suite struct FrontEndErrorTests {
    private func readError(_ text: String, path: String? = "Broken.xib") throws -> UIDescriptionError {
        try #require(throws: UIDescriptionError.self) {
            try XIBReader().read(Array(text.utf8), path: path)
        }
    }

    @Test func emptyFile() throws {
        let error = try readError("")
        #expect(error.kind == .emptyInput)
        #expect(error.description == "Broken.xib:1:1: error: the file is empty")
        #expect(try readError("  \n\n").kind == .emptyInput)
    }

    @Test func malformedXMLReportsTheParsersFirstErrorWithItsPosition() throws {
        let error = try readError("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="a">
            </objects>
        </document>
        """)
        guard case .malformed(let message) = error.kind else {
            Issue.record("expected malformed, got \(error.kind)")
            return
        }
        #expect(message.contains("mismatch"))
        #expect(error.location?.line == 5)
    }

    @Test func mergeConflictMarkersAreNamedPlainly() throws {
        let error = try readError("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
        <<<<<<< HEAD
                <view id="a"/>
        =======
                <view id="b"/>
        >>>>>>> feature
            </objects>
        </document>
        """)
        #expect(error.kind == .mergeConflict)
        #expect(error.location?.line == 4)
        #expect(error.description.contains("unresolved merge conflict"))
    }

    @Test func xmlThatIsNotAnInterfaceBuilderDocument() throws {
        let error = try readError("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>")
        #expect(error.kind == .notInterfaceBuilderDocument(root: "<plist>"))
        #expect(error.location?.line == 2)
        #expect(error.description.contains("not an Interface Builder document"))
    }

    @Test func legacyArchiveWithoutObjectsNamesWhatIsMissing() throws {
        let error = try readError("""
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data/>
        </archive>
        """)
        #expect(error.kind == .legacyArchiveFormat)
        #expect(error.location?.line == 3)
        #expect(error.description.contains("no IBDocument.Objects"))
    }

    @Test func doctypeIsRefused() throws {
        let error = try readError("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE document [ <!ENTITY name "value"> ]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>
        """)
        #expect(error.kind == .doctypeNotAllowed)
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 1)
    }

    @Test func elementPositionsAreTheLineAndColumnOfTheirStartTag() throws {
        let document = try XIBDecoder().document(from: Inline.login)
        let label = try #require(document.element(withID: "title-lbl"))
        let location = document.location(of: label)
        #expect(location.line == 18)
        #expect(location.column == 17)
        // Every element's offset points at the `<` that starts it, followed by its name.
        let bytes = Array(Inline.login)
        for element in document.allElements {
            let offset = document.offset(of: element)
            let name = Array(document.name(of: element).utf8)
            #expect(bytes[offset] == UInt8(ascii: "<"))
            #expect(Array(bytes[(offset + 1)..<(offset + 1 + name.count)]) == name)
        }
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let data = Inline.xib("""
                <view id="ä"><subviews><label text="ö" id="x"/></subviews></view>
        """)
        let document = try XIBDecoder().document(from: data)
        let label = try #require(document.element(withID: "x"))
        // `<view id="ä"><subviews>` is 23 scalars (24 bytes) after 8 spaces of indentation.
        #expect(document.location(of: label).column == 32)
    }

    @Test(arguments: ["\r\n", "\r"])
    func positionsAreRightWithWindowsAndClassicMacLineEndings(_ newline: String) throws {
        let text = String(decoding: Inline.login, as: UTF8.self).replacingOccurrences(of: "\n", with: newline)
        let document = try XIBReader().read(Array(text.utf8))
        let label = try #require(document.element(withID: "title-lbl"))
        #expect(document.location(of: label).line == 18)
        #expect(document.location(of: label).column == 17)
    }

    @Test func utf16InputIsReadAsText() throws {
        let text = String(decoding: Inline.login, as: UTF8.self).replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes.append(UInt8(unit & 0xFF)); bytes.append(UInt8(unit >> 8)) }
        let document = try XIBReader().read(bytes)
        #expect(document.element(withID: "title-lbl") != nil)
    }

    @Test func gzipInputIsRefusedWithAClearError() throws {
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBReader().read([0x1F, 0x8B, 0x08, 0x00, 0x00])
        }
        #expect(error.kind == .unsupportedEncoding("gzip"))
    }

    @Test func inputOverTheSizeLimitIsRefusedBeforeParsing() throws {
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBReader(limits: DocumentLimits(maximumInputBytes: 100)).read(Array(Inline.login))
        }
        #expect(error.kind == .limitExceeded(.inputBytes, limit: 100))
    }

    @Test func unreadableFileNamesThePath() throws {
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().document(contentsOf: URL(fileURLWithPath: "/nonexistent/Missing.xib"))
        }
        #expect(error.kind == .unreadable)
        #expect(error.description.hasPrefix("/nonexistent/Missing.xib:1:1: error: cannot open the file"))
    }
}
