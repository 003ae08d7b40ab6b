import Testing
@testable import UIDescription

/// The base64 texts Interface Builder writes for strings XML cannot hold (key equivalents of Escape and Return):
/// written as Xcode writes them, and read back.
@Suite struct Base64TextTests {
    @Test func writesAsXcodeAndReadsBack() {
        #expect(Base64Text.encodeUTF8("\u{1b}") == "\nGw\n")
        #expect(Base64Text.encodeUTF8("\r") == "\nDQ\n")
        #expect(Base64Text.encodeUTF8("\u{8}") == "\nCA\n")
        for text in ["\u{1b}", "\r", "a\u{7}bc", "\u{1}\u{2}\u{3}\u{4}", "Zoë\u{1b}", ""] {
            #expect(Base64Text.decodeUTF8(Base64Text.encodeUTF8(text)) == text)
        }
    }
}
