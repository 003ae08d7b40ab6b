import Foundation
import Testing

/// Every Swift block of the DocC articles (`Sources/*/Documentation.docc/*.md`) is code the tests compile: it
/// stands, line for line, in one of the `DocumentationExamples.swift` files of the test targets.
@Suite struct DocumentationCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The ```swift blocks of a Markdown text, each as its lines without leading spaces.
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current ?? [])
                current = nil
            } else if current != nil {
                current?.append(trimmed)
            }
        }
        return blocks
    }

    @Test func everyArticleBlockIsCompiledByATest() throws {
        let fileManager = FileManager.default
        var examples: [String] = []
        for target in try fileManager.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Tests").path) {
            let file = Self.root.appendingPathComponent("Tests/\(target)/DocumentationExamples.swift")
            if let text = try? String(contentsOf: file, encoding: .utf8) {
                examples.append(text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n"))
            }
        }
        #expect(examples.count >= 4)
        var blocks = 0
        for module in try fileManager.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path) {
            let catalog = Self.root.appendingPathComponent("Sources/\(module)/Documentation.docc")
            guard let articles = try? fileManager.contentsOfDirectory(atPath: catalog.path) else { continue }
            for article in articles where article.hasSuffix(".md") {
                let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
                for block in Self.swiftBlocks(in: text) {
                    blocks += 1
                    let code = block.joined(separator: "\n")
                    #expect(examples.contains { $0.contains(code) }, "Sources/\(module)/Documentation.docc/\(article): a Swift block no test compiles:\n\(code)")
                }
            }
        }
        #expect(blocks >= 10)
    }
}
