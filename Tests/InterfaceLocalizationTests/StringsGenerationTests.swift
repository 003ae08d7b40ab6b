import Foundation
import Testing
import UIDescription
@testable import InterfaceLocalization

/// `strings generate` against what ibtool wrote: the base-language strings files of `../shared/localization` that
/// are byte for byte ibtool's output, in the encoding each was committed in.
@Suite struct StringsGenerationTests {
    static let groundTruth = LocalizationData.rows.filter(\.baseIsIbtoolCurrent)

    @Test func theDataHoldsGroundTruth() {
        #expect(Self.groundTruth.count >= 10)
    }

    @Test(arguments: groundTruth)
    func writesWhatIbtoolWrote(_ row: LocalizationData.Row) throws {
        let base = try #require(row.baseStringsFile)
        let expected = try Data(contentsOf: LocalizationData.root.appendingPathComponent(row.folder).appendingPathComponent(base))
        let encoding: StringsFileWriter.Encoding = expected.starts(with: [0xFF, 0xFE]) ? .utf16 : .utf8
        let texts = TextExtractor().texts(of: try LocalizationData.document(row))
        let written = StringsFileWriter(encoding: encoding).data(for: texts)
        if written != expected {
            let ours = StringsFileWriter.text(for: texts).split(separator: "\n", omittingEmptySubsequences: false)
            let theirs = (encoding == .utf16 ? String(data: expected.dropFirst(2), encoding: .utf16LittleEndian) : String(data: expected, encoding: .utf8)) ?? ""
            let theirLines = theirs.split(separator: "\n", omittingEmptySubsequences: false)
            let first = Array(zip(ours, theirLines)).firstIndex { $0 != $1 } ?? min(ours.count, theirLines.count)
            Issue.record("\(row): first difference at line \(first + 1):\n  ours:   \(first < ours.count ? String(ours[first]) : "<end>")\n  ibtool: \(first < theirLines.count ? String(theirLines[first]) : "<end>")")
        }
    }

    @Test func escapesAsIbtool() {
        #expect(StringsFileWriter.escaped("Say \"hi\"\\\n\tnow") == #"Say \"hi\"\\\n\tnow"#)
        #expect(StringsFileWriter.escaped("Zoë – ok") == "Zoë – ok")
    }

    @Test func ordersLegacyIDsNumericallyFirst() {
        let ids = ["abc-12-xyz", "10", "9", "ABC-00-000", "100"]
        #expect(ids.sorted(by: TextExtractor.objectIDPrecedes) == ["9", "10", "100", "ABC-00-000", "abc-12-xyz"])
    }

    @Test func anEmptyDocumentIsJustTheEmptyLine() {
        #expect(StringsFileWriter.text(for: []) == "\n")
        #expect(StringsFileWriter.encode("\n", as: .utf16) == Data([0xFF, 0xFE, 0x0A, 0x00]))
    }
}
