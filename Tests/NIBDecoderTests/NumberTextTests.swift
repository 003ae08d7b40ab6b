import Testing
@testable import NIBDecoder

/// The number reading and writing the translation does without Foundation: a frame's decimals read exactly as
/// `Double(_:)` reads them, integers written as `String(_:)` writes them, data kept as text only when printable.
@Suite struct NumberTextTests {
    @Test func decimalsReadAsDoubleReadsThem() {
        var texts = ["0", "-0", "1", "-1", "12.5", "-320.25", "0.1", "0.3", "123456789012345", "1234567890123456",
                     "0.000000000000001", "1e5", "1E-3", "+4", ".5", "5.", "-", "", "1.2.3", "nan", "inf", "0x10",
                     "99999999999999.9", "1.7976931348623157", "007", "-.5", "4 5"]
        // Random decimals of every length the fast path takes and a few beyond it.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let integerDigits = Int.random(in: 1...10, using: &generator), fractionDigits = Int.random(in: 0...8, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            text += String((0..<integerDigits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            if fractionDigits > 0 {
                text += "." + String((0..<fractionDigits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            }
            texts.append(text)
        }
        for text in texts {
            var bytes = text
            let read = bytes.withUTF8 { NIBVocabulary.decimal($0) }
            let expected = Double(text)
            #expect(read?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    @Test func integersAreWrittenAsStringWritesThem() {
        for number: Int64 in [0, 1, -1, 9, 10, -10, 268, -1808793535, 2147483647, .max, .min, .max - 1, .min + 1] {
            let text = NIBVocabulary.withDecimalText(of: number) { String(decoding: $0, as: UTF8.self) }
            #expect(text == String(number))
        }
        for number in [0.0, -0.0, 1, 2.5, -320.25, 1e15, 1e16, .infinity, -.infinity, 0.1] {
            let text = NIBVocabulary.withText(of: number) { String(decoding: $0, as: UTF8.self) }
            #expect(text == NIBVocabulary.format(number), "\(number)")
        }
    }

    @Test func dataIsTextOnlyWhenPrintable() {
        let printable = ArraySlice(Array("{250, 750}".utf8) + [0, 0])
        #expect(NIBVocabulary.printableText(printable)?.range == 0..<10)
        #expect(NIBVocabulary.describe(printable) == "{250, 750}")
        let binary: ArraySlice<UInt8> = [0x01, 0x41, 0x00]
        #expect(NIBVocabulary.printableText(binary) == nil)
        #expect(NIBVocabulary.describe(binary) == "<3 bytes>")
        let long = ArraySlice(Array(repeating: UInt8(0x41), count: 257))
        #expect(NIBVocabulary.printableText(long) == nil)
        // Starting inside the file: the range is the file's.
        let inside = Array("xx5".utf8)[2...]
        #expect(NIBVocabulary.printableText(inside)?.range == 2..<3)
    }

    @Test func classesAskedForByNameHaveTheirIdentity() {
        #expect(NIBVocabulary.ClassFacts("UIProxyObject").identity == .proxyObject)
        #expect(NIBVocabulary.ClassFacts("NSCustomObject").identity == .customObject)
        #expect(NIBVocabulary.ClassFacts("NSClassSwapper").identity == .appKitClassSwapper)
        #expect(NIBVocabulary.ClassFacts("UIClassSwapper").identity == .uiKitClassSwapper)
        #expect(NIBVocabulary.ClassFacts(NIBVocabulary.staticTableDataSource).identity == .staticTableDataSource)
        #expect(NIBVocabulary.ClassFacts("UILabel").identity == nil)
    }
}
