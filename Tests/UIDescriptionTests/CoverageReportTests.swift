import Foundation
import Testing
import TestSupport
import XIBDecoder

/// How much of the real files typed models read: every Interface Builder file of the corpus is
/// decoded as ``Document`` with coverage recording, and element and attribute occurrences are
/// counted as typed (read by a model) or not. Elements kept whole as ``Node`` and attributes no
/// model reads count against coverage; they stay reachable through the ``NodeDocument``.
@Suite struct CoverageReportTests {
    /// Files that are not current Interface Builder documents fail with these specific errors.
    private static func isExpectedFailure(_ error: UIDescriptionError) -> Bool {
        switch error.kind {
        case .legacyArchiveFormat, .emptyInput, .mergeConflict: true
        default: false
        }
    }

    private struct Tally {
        var elements = 0
        var typedElements = 0
        var attributes = 0
        var readAttributes = 0
        var untypedElementNames: [String: Int] = [:]
        var unreadAttributeNames: [String: Int] = [:]
        var decodedFiles = 0
        var expectedFailures: [String: UIDescriptionError.Kind] = [:]

        mutating func add(_ coverage: DecodingCoverage) {
            let document = coverage.document
            elements += coverage.elementCount
            typedElements += coverage.typedElementCount
            attributes += coverage.attributeCount
            readAttributes += coverage.readAttributeCount
            for element in coverage.untypedElements {
                let name = document.name(of: element)
                let parent = document.parent(of: element).map(document.name(of:)) ?? ""
                untypedElementNames["\(name) (in \(parent))", default: 0] += 1
            }
            for (element, name) in coverage.unreadAttributes {
                unreadAttributeNames["\(document.name(of: element))@\(name)", default: 0] += 1
            }
            decodedFiles += 1
        }

        var elementRatio: Double { elements == 0 ? 0 : Double(typedElements) / Double(elements) }
        var attributeRatio: Double { attributes == 0 ? 0 : Double(readAttributes) / Double(attributes) }

        func top(_ counts: [String: Int], _ count: Int) -> String {
            counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .prefix(count).map { "  \($0.value)\t\($0.key)" }.joined(separator: "\n")
        }

        var report: String {
            func percent(_ ratio: Double) -> String { String(format: "%.2f%%", ratio * 100) }
            return """
            Typed-model coverage of \(decodedFiles) Interface Builder files (\(expectedFailures.count) refused with their specific errors)
            elements:   \(typedElements) of \(elements) typed (\(percent(elementRatio)))
            attributes: \(readAttributes) of \(attributes) read (\(percent(attributeRatio)))
            top untyped elements:
            \(top(untypedElementNames, 25))
            top unread attributes (element@attribute):
            \(top(unreadAttributeNames, 40))
            """
        }
    }

    /// Decodes every file with coverage recording; files that are not current Interface Builder
    /// documents must fail with their specific errors, any other failure is an issue.
    private func tally(_ files: [URL], relativeTo roots: [URL]) -> Tally {
        var tally = Tally()
        for url in files {
            let root = roots.first { url.path.hasPrefix($0.path + "/") }
            let path = root.map { String(url.path.dropFirst($0.path.count + 1)) } ?? url.path
            do {
                let document = try XIBDecoder().document(contentsOf: url)
                let (_, coverage) = try document.decodeRecordingCoverage(Document.self)
                tally.add(coverage)
            } catch let error as UIDescriptionError where Self.isExpectedFailure(error) {
                tally.expectedFailures[path] = error.kind
            } catch {
                Issue.record("\(path): \(error)")
            }
        }
        return tally
    }

    @Test func typedModelsReadNearlyEverythingInTheCorpus() throws {
        let files = Corpus.interfaceFiles
        try #require(files.count > 100, "the corpus is missing at \(Corpus.root.path)")
        let tally = tally(files, relativeTo: [Corpus.root])
        print(tally.report)
        #expect(tally.elementRatio >= 0.98, "typed element coverage \(tally.elementRatio)")
        #expect(tally.attributeRatio >= 0.95, "typed attribute coverage \(tally.attributeRatio)")
    }

    /// The same report on real files outside the corpus: set `UIDESC_EXTRA_CORPUS` to folders of
    /// `.xib` and `.storyboard` files (for example checkouts of other projects), separated by `:` as the
    /// other corpus tests read it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["UIDESC_EXTRA_CORPUS"] != nil))
    func typedModelsReadNearlyEverythingInOtherRealFiles() throws {
        let roots = (ProcessInfo.processInfo.environment["UIDESC_EXTRA_CORPUS"] ?? "").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)) }
        var files: [URL] = []
        for root in roots {
            let found = Corpus.interfaceFiles(under: root)
            try #require(!found.isEmpty, "no .xib or .storyboard files under \(root.path)")
            files += found
        }
        let tally = tally(files, relativeTo: roots)
        print(tally.report)
        #expect(tally.elementRatio >= 0.98, "typed element coverage \(tally.elementRatio)")
        #expect(tally.attributeRatio >= 0.95, "typed attribute coverage \(tally.attributeRatio)")
    }
}
