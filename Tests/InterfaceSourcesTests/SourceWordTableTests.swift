import Foundation
import Testing
import TestSupport

@testable import InterfaceSources

/// The word scan of the first look at every source (``SourceWordTable``) finds exactly the words, and the declared
/// names, that splitting the text into words finds: across its 64-byte blocks, at the ends of a text, in words longer
/// than its hash reads in full, and on the corpus's real sources.
@Suite("Sources: the word scan finds what splitting into words finds")
struct SourceWordTableTests {
    /// The words of `text`, as the scan defines them: runs of ASCII letters, digits, `_` and non-ASCII bytes.
    static func words(of bytes: [UInt8]) -> [String] {
        var words: [String] = [], current: [UInt8] = []
        for byte in bytes {
            let isWordByte = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
            if isWordByte {
                current.append(byte)
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current = []
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// What the scan should find in `text` with `table`: the indices of its words, and the word after each
    /// declaring keyword.
    static func expected(_ table: SourceWordTable, in text: String) -> (matches: Set<Int>, declared: Set<String>) {
        let words = words(of: Array(text.utf8))
        let index = Dictionary(table.words.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let keywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor", "typealias", "interface", "implementation"]
        var declared: Set<String> = []
        for (position, word) in words.enumerated().dropLast() where keywords.contains(word) { declared.insert(words[position + 1]) }
        return (Set(words.compactMap { index[$0] }), declared)
    }

    static func check(_ table: SourceWordTable, _ text: String, _ comment: Comment? = nil) {
        let look = table.firstLook(at: text)
        let expected = expected(table, in: text)
        #expect(look.matches == expected.matches, comment)
        #expect(Set(look.declaredNameHashes) == Set(expected.declared.map { SourceWordTable.hash(Array($0.utf8)[...]) }), comment)
        #expect(SourceWordTable(expected.declared).holdsAnyWord(hashedAs: look.declaredNameHashes) == !expected.declared.isEmpty, comment)
        #expect(table.matches(in: text) == expected.matches, comment)
        for word in words(of: Array(text.utf8)) {
            #expect(look.mayHold(hash: SourceWordTable.hash(Array(word.utf8)[...])), "the signature holds every word: \(word)")
        }
    }

    @Test func wordsAcrossBlocksAndAtTheEnds() {
        let table = SourceWordTable(["titleLabel", "LoginViewController", "a", "x9", "веб", "abcdefgh", "abcdefghi", "IBOutlet"])
        // Each word placed so that it starts, ends or crosses a 64-byte block boundary, at the start and the end of
        // the text, with every kind of separator.
        for padding in 0..<70 {
            for word in table.words {
                let prefix = String(repeating: "z", count: padding)
                Self.check(table, word, "alone")
                Self.check(table, prefix + " " + word, "at the end after \(padding)")
                Self.check(table, word + " " + prefix, "at the start before \(padding)")
                Self.check(table, prefix + "." + word + "(" + prefix, "inside at \(padding)")
                Self.check(table, String(repeating: "(", count: padding) + word + String(repeating: ")", count: padding))
            }
        }
        Self.check(table, "", "empty")
        Self.check(table, "   ", "no word")
        Self.check(table, String(repeating: "y", count: 200), "one long word")
    }

    /// Words longer than sixteen bytes share a hash when only their middle differs; the bytes tell them apart.
    @Test func longWordsThatDifferOnlyInTheMiddle() {
        let table = SourceWordTable(["prefix_AAAAAAAAAAAAAAAA_suffix"])
        #expect(table.matches(in: "prefix_AAAAAAAABAAAAAAA_suffix").isEmpty)
        #expect(table.matches(in: "x prefix_AAAAAAAAAAAAAAAA_suffix") == [0])
        #expect(table.matches(in: "prefix_AAAAAAAAAAAAAAAA_suffixes").isEmpty)
    }

    @Test func declaredNames() {
        let table = SourceWordTable(["Unused"])
        Self.check(table, "final class Login: UIViewController {}\nextension Login: Themed {}\n@interface Feed : NSObject\n@end")
        Self.check(table, "class")
        Self.check(table, String(repeating: " ", count: 59) + "class Login")
        // A later round asks for the types it has newly met by hash: only a declared one answers.
        let look = table.firstLook(at: "final class Login: UIViewController {}\nextension Feed {}")
        #expect(SourceWordTable(["Feed", "Other"]).holdsAnyWord(hashedAs: look.declaredNameHashes))
        #expect(!SourceWordTable(["UIViewController", "Logi", "Logins"]).holdsAnyWord(hashedAs: look.declaredNameHashes))
        #expect(!SourceWordTable([]).holdsAnyWord(hashedAs: look.declaredNameHashes))
    }

    /// Random texts of word bytes, separators and non-ASCII characters, with a table of some of their words.
    @Test func randomTexts() {
        var generator = SplitMix64(seed: 33)
        let pieces = ["a", "b", "_", "Z", "9", "é", "字", " ", "\n", ".", "(", ":", "\t", "@", "\""]
        for round in 0..<300 {
            let length = Int.random(in: 0..<400, using: &generator)
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? " " }.joined()
            let words = Self.words(of: Array(text.utf8))
            let chosen = words.filter { _ in Bool.random(using: &generator) } + ["class", "absent"]
            Self.check(SourceWordTable(chosen), text, "round \(round)")
        }
    }

    /// Every Swift and Objective-C source of the corpus, with a table of every seventh of its words.
    @Test func corpusSources() throws {
        let root = Corpus.root.resolvingSymlinksInPath()
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var checked = 0
        while let url = walker?.nextObject() as? URL {
            guard ["swift", "m", "h", "mm"].contains(url.pathExtension), let data = FileManager.default.contents(atPath: url.path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let words = Self.words(of: Array(text.utf8))
            let table = SourceWordTable(stride(from: 0, to: words.count, by: 7).map { words[$0] } + ["IBOutlet", "absent"])
            Self.check(table, text, "\(url.lastPathComponent)")
            checked += 1
        }
        #expect(checked >= 40)
    }
}

extension SourceWordTableTests {
    /// The eight-bytes-at-once classification agrees with the byte table for every byte in every position.
    @Test func wordByteMaskOfEveryByte() {
        for byte in 0...255 {
            let isWordByte = Self.words(of: [UInt8(byte)]).count == 1
            for position in 0..<8 {
                // The other bytes alternate between a word byte and a separator, so that a carry would show.
                var bytes: UInt64 = 0
                for other in 0..<8 { bytes |= UInt64(other == position ? UInt8(byte) : (other % 2 == 0 ? 0x7A : 0x2F)) << UInt64(8 * other) }
                let mask = SourceWordTable.wordByteMask(of: bytes)
                #expect((mask >> UInt64(position)) & 1 == (isWordByte ? 1 : 0), "byte \(byte) at \(position)")
                for other in 0..<8 where other != position {
                    #expect((mask >> UInt64(other)) & 1 == (other % 2 == 0 ? 1 : 0), "byte \(byte) at \(position), neighbour \(other)")
                }
            }
        }
    }
}
