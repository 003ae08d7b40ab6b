import Foundation
import Testing
import UIDescription
@testable import InterfaceLocalization

/// String Catalogs: the 34 of `../shared/localization`, and edits.
@Suite struct StringCatalogTests {
    static let paths = LocalizationFiles.paths(endingWith: ".xcstrings")

    @Test func everyCatalogReadsAndComesBackByteForByte() throws {
        #expect(Self.paths.count == 34)
        var strings = 0
        for path in Self.paths {
            let bytes = Array(try Data(contentsOf: LocalizationFiles.url(path)))
            let catalog = try StringCatalogReader().read(bytes, path: path)
            #expect(catalog.sourceLanguage == "en")
            #expect(catalog.version == "1.0" || catalog.version == "1.1")
            #expect(catalog.bytes() == bytes, "\(path) is not written back byte for byte")
            strings += catalog.strings.count
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for entry in catalog.strings {
                let location = try #require(entry.location)
                let line = lines[location.line - 1]
                let escapedKey = String(decoding: XcodeJSONWriter().bytes(for: .string(entry.key)), as: UTF8.self)
                #expect(String(String.UnicodeScalarView(line.unicodeScalars.dropFirst(location.column - 1))).hasPrefix(escapedKey + " : {"))
            }
        }
        #expect(strings == 1559)
    }

    @Test func stringsAreInXcodesKeyOrder() throws {
        var outOfCodePointOrder = 0
        for path in Self.paths {
            let keys = try StringCatalogReader().read(contentsOf: LocalizationFiles.url(path)).strings.map(\.key)
            for (earlier, later) in zip(keys, keys.dropFirst()) {
                #expect(StringCatalogKeyOrder.precedes(earlier, later), "\(path): \(earlier) before \(later)")
                #expect(!StringCatalogKeyOrder.precedes(later, earlier))
                if !earlier.unicodeScalars.lexicographicallyPrecedes(later.unicodeScalars) { outOfCodePointOrder += 1 }
            }
        }
        #expect(outOfCodePointOrder == 393)
    }

    @Test func keyOrder() {
        #expect(StringCatalogKeyOrder.precedes("5f3", "592"))
        #expect(StringCatalogKeyOrder.precedes("1Xt", "01Z"))
        #expect(StringCatalogKeyOrder.precedes("Hold", "HOm"))
        #expect(StringCatalogKeyOrder.precedes("HOm", "horizontally"))
        #expect(StringCatalogKeyOrder.precedes("a2", "a10"))
        #expect(StringCatalogKeyOrder.precedes("A", "a") && !StringCatalogKeyOrder.precedes("a", "A"))
        #expect(!StringCatalogKeyOrder.precedes("x", "x"))
    }

    @Test func editsAreWrittenAsValidJSONAndReadBack() throws {
        let path = "bryceco__GoMap@9d471e27/src/iOS/Height/mul.lproj/Height.xcstrings"
        var catalog = try StringCatalogReader().read(contentsOf: LocalizationFiles.url(path))
        let count = catalog.strings.count
        let first = catalog.strings[0].key
        catalog.strings[0].extractionState = .stale
        var localizations = catalog.strings[0].localizations
        let language = try #require(localizations.first?.language)
        localizations[0].state = .needsReview
        catalog.strings[0].localizations = localizations
        let removed = try #require(catalog.strings.last?.key)
        #expect(catalog.removeString(forKey: removed) != nil)
        let added = StringCatalogEntry(key: "0Ab-cd-efg.title", comment: "Class = \"UILabel\"; text = \"New\"; ObjectID = \"0Ab-cd-efg\";",
                                       extractionState: .extractedWithValue,
                                       localizations: [StringCatalogLocalization(language: "de", state: .translated, value: "Neu \"x\"/ü")])
        let position = catalog.insert(added)
        #expect(position == 0 || StringCatalogKeyOrder.precedes(catalog.strings[position - 1].key, added.key))

        let bytes = catalog.bytes()
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(bytes)) }
        let reread = try StringCatalogReader().read(bytes)
        #expect(reread.strings.count == count)
        #expect(reread.string(forKey: first)?.extractionState == .stale)
        #expect(reread.string(forKey: first)?.localization(for: language)?.state == .needsReview)
        #expect(reread.string(forKey: removed) == nil)
        #expect(reread.string(forKey: added.key) == added)
        #expect(reread.string(forKey: added.key)?.localization(for: "de")?.value == "Neu \"x\"/ü")
        #expect(reread.bytes() == bytes)
        let keys = reread.strings.map(\.key)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { StringCatalogKeyOrder.precedes($0, $1) })
        // The members of an added string are in Xcode's order.
        #expect(reread.string(forKey: added.key)?.object.members.map(\.key) == ["comment", "extractionState", "localizations"])
    }

    @Test func newCatalogAndLayout() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        #expect(String(decoding: catalog.bytes(), as: UTF8.self) == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
        var entry = StringCatalogEntry(key: "k", shouldTranslate: false)
        entry.setLocalization(StringCatalogLocalization(language: "fr", state: .new, value: "a\u{18}\tb\\"))
        entry.setLocalization(StringCatalogLocalization(language: "de", state: .new, value: ""))
        #expect(entry.localizations.map(\.language) == ["de", "fr"])
        catalog.insert(entry)
        let text = String(decoding: catalog.bytes(), as: UTF8.self)
        #expect(text.contains(#""value" : "a\u0018\tb\\""#))
        #expect(text.contains("\"shouldTranslate\" : false"))
        #expect(try StringCatalogReader().read(catalog.bytes()) == catalog)
    }

    @Test func malformedJSONIsReportedWithLineAndColumn() throws {
        let error = try #require(throws: UIDescriptionError.self) {
            try StringCatalogReader().read(Array("{\n  \"strings\" : {\n    \"a\" : {},\n  }\n}".utf8), path: "c.xcstrings")
        }
        #expect(error.location?.line == 4 && error.location?.column == 3)
        #expect(error.message == "expected a member name in quotes, found `}`")
        let notObject = try #require(throws: UIDescriptionError.self) {
            try StringCatalogReader().read(Array("{\n  \"strings\" : {\n    \"a\" : 1\n  }\n}".utf8))
        }
        #expect(notObject.location?.line == 3 && notObject.location?.column == 5)
        #expect(throws: UIDescriptionError.self) { try StringCatalogReader().read([]) }
        #expect(throws: UIDescriptionError.self) { try StringCatalogReader().read(Array("[1, 2".utf8)) }
        #expect(throws: UIDescriptionError.self) { try StringCatalogReader().read(Array(String(repeating: "[", count: 10_000).utf8)) }
    }

    @Test func jsonValuesKeepOrderAndNumberText() throws {
        var reader = JSONTextReader(bytes: Array(#"{"b": [1.50, -2e3, true, null, "\u00e9\/\ud83d\ude00"], "a": {}}"#.utf8), path: nil)
        let value = try reader.document()
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object.members.map(\.key) == ["b", "a"])
        #expect(object["b"] == .array([.number("1.50"), .number("-2e3"), .bool(true), .null, .string("é/😀")]))
    }
}
