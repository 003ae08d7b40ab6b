import Foundation
import Testing
import UIDescription
import XIBDecoder
@testable import InterfaceLocalization

/// The audit reads entries from the file's bytes: keys looked up by their UTF-8, seen keys kept as bytes, escaped
/// keys made into strings first.
@Suite struct ReadingByBytesTests {
    @Test func keyIndexFindsEveryKeyAndOnlyThem() {
        let keys = (0..<5_000).map { "k\($0)-\($0 * 7 % 13).title" } + ["", "é", "😀.text"]
        let index = KeyIndex(keys + ["k1-7.title"])  // a repeated key keeps its first index
        for (position, key) in keys.enumerated() { #expect(index.index(of: key) == position, "\(key)") }
        #expect(index.index(of: "k5000-0.title") == nil)
        #expect(index.index(of: "k1-7.titl") == nil)
        var seen = KeyIndex([])
        for key in keys {
            var key = key
            #expect(key.withUTF8 { seen.insert($0) })
        }
        for key in keys {
            var key = key
            #expect(!key.withUTF8 { seen.insert($0) }, "\(key) was added twice")
        }
    }

    @Test func escapedKeysAreTheKeysTheyStandFor() throws {
        let file = try StringsFileReader().read(Array("""
        "code.key" = "a";
        "code.\\U006bey" = "b";
        "plain" = "c";
        plain = "d";
        """.utf8), path: "de.lproj/Main.strings")
        #expect(file.entries.map(\.key) == ["code.key", "code.key", "plain", "plain"])
        let document = try XIBDecoder().document(from: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects/>
            </document>
            """.utf8))
        let problems = TranslationAudit(document: document).problems(in: file, language: "de")
        #expect(problems.map(\.kind) == [.duplicateKey, .duplicateKey])
        #expect(problems.map(\.location.line) == [2, 4])
    }
}
