import Foundation
import Testing
import TestSupport
@testable import JSONLayout
import XIBDecoder

/// Edits stay local: renaming a label's text or adding a view changes only the lines of that view
/// (and, for a new object, the line of the `ids` table its id goes in), whether the edit is made
/// in the layout or in Xcode (the XIB converted again with the names of the earlier layout).
@Suite struct EditLocalityTests {
    /// The lines of `after` that are not in `before` and the other way round (as multisets). A line
    /// that only gained or lost a trailing comma (an item appended after it) counts as unchanged.
    static func changes(from before: String, to after: String) -> (removed: [String], added: [String]) {
        func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix(",") ? String($0.dropLast()) : String($0) }
        }
        var counts: [String: Int] = [:]
        for line in lines(before) { counts[line, default: 0] += 1 }
        var added: [String] = []
        for line in lines(after) {
            if let count = counts[line], count > 0 { counts[line] = count - 1 } else { added.append(line) }
        }
        let removed = counts.flatMap { Array(repeating: $0.key, count: $0.value) }
        return (removed, added)
    }

    /// Whether a line belongs to the `ids` table.
    static func isIDLine(_ line: String, in layout: String) -> Bool {
        guard let table = layout.range(of: "\n  \"ids\": {") else { return false }
        return layout[table.lowerBound...].contains(line)
    }

    /// The first `<label … text="…">` (or AppKit `<textFieldCell … title="…">`) of a XIB, with the
    /// range of its text value.
    static func labelText(in xml: String) -> Range<String.Index>? {
        for (element, attribute) in [("<label ", " text=\""), ("<textFieldCell ", " title=\"")] {
            var searchStart = xml.startIndex
            while let open = xml.range(of: element, range: searchStart..<xml.endIndex) {
                let tagEnd = xml[open.upperBound...].firstIndex(of: ">") ?? xml.endIndex
                if let value = xml.range(of: attribute, range: open.upperBound..<tagEnd),
                   let close = xml[value.upperBound..<tagEnd].firstIndex(of: "\"") {
                    return value.upperBound..<close
                }
                searchStart = tagEnd
            }
        }
        return nil
    }

    static let filesWithLabels: [URL] = Corpus.readableDocuments.compactMap { file in
        guard let xml = try? String(contentsOf: file.url, encoding: .utf8), labelText(in: xml) != nil else { return nil }
        return file.url
    }

    /// Files with a `<subviews>` that holds a view (one holding only whitespace, as some tools write, keeps that
    /// whitespace as text, which an inserted view replaces).
    static let filesWithSubviews: [URL] = Corpus.readableDocuments.compactMap { file in
        guard let xml = try? String(contentsOf: file.url, encoding: .utf8), firstSubviews(in: xml) != nil else { return nil }
        return file.url
    }

    /// The first `<subviews>` line that a view follows.
    static func firstSubviews(in xml: String) -> Range<String.Index>? {
        var searchFrom = xml.startIndex
        while let candidate = xml.range(of: "<subviews>\n", range: searchFrom..<xml.endIndex) {
            if !xml[candidate.upperBound...].drop(while: \.isWhitespace).hasPrefix("</subviews>") { return candidate }
            searchFrom = candidate.upperBound
        }
        return nil
    }

    @Test func theCorpusHasLabelsAndSubviews() {
        #expect(Self.filesWithLabels.count > 60)
        #expect(Self.filesWithSubviews.count > 60)
    }

    // MARK: Edits in Xcode, converted again

    @Test(arguments: filesWithLabels)
    func renamingALabelInTheXIBChangesOneLine(_ url: URL) throws {
        var xml = try String(contentsOf: url, encoding: .utf8)
        let before = JSONLayoutWriter().layout(for: try XIBReader().read(Array(xml.utf8), path: url.lastPathComponent))
        let range = try #require(Self.labelText(in: xml))
        xml.replaceSubrange(range, with: "Renamed in Xcode")
        var writer = JSONLayoutWriter()
        writer.previousNames = try JSONLayoutWriter.names(fromLayout: Data(before.utf8))
        let after = writer.layout(for: try XIBReader().read(Array(xml.utf8), path: url.lastPathComponent))
        let (removed, added) = Self.changes(from: before, to: after)
        #expect(removed.count == 1 && added.count == 1, "\(Corpus.relativePath(url)): \(removed) → \(added)")
        #expect(added.first?.contains("Renamed in Xcode") == true)
    }

    @Test(arguments: filesWithSubviews)
    func addingAViewInTheXIBChangesOnlyItsLines(_ url: URL) throws {
        var xml = try String(contentsOf: url, encoding: .utf8)
        let before = JSONLayoutWriter().layout(for: try XIBReader().read(Array(xml.utf8), path: url.lastPathComponent))
        let subviews = try #require(Self.firstSubviews(in: xml))
        xml.insert(contentsOf: #"<view contentMode="scaleToFill" id="Ins-er-ted"><rect key="frame" x="1" y="2" width="3" height="4"/></view>"# + "\n",
                   at: subviews.upperBound)
        var writer = JSONLayoutWriter()
        writer.previousNames = try JSONLayoutWriter.names(fromLayout: Data(before.utf8))
        let document = try XIBReader().read(Array(xml.utf8), path: url.lastPathComponent)
        let after = writer.layout(for: document)
        let (removed, added) = Self.changes(from: before, to: after)
        let name = try #require(after.firstMatch(of: #/\"(view\d*)\": \"Ins-er-ted\"/#).map { String($0.output.1) })
        let viewLines = added.filter { $0.contains("\"View\": \"\(name)\"") }
        #expect(viewLines.count == 1, "\(Corpus.relativePath(url)): \(added)")
        Self.expectIDTableChange(before: before, after: after, removed: removed, added: added.filter { !viewLines.contains($0) },
                                 newEntries: ["\"\(name)\": \"Ins-er-ted\""], file: Corpus.relativePath(url))
    }

    /// The id table changed by the new entries only: at most one of its lines replaced by at most two.
    static func expectIDTableChange(before: String, after: String, removed: [String], added: [String], newEntries: [String],
                                    file: String) {
        for line in removed { #expect(isIDLine(line, in: before), "\(file): removed \(line)") }
        for line in added { #expect(isIDLine(line, in: after), "\(file): added \(line)") }
        #expect(removed.count <= 1 && added.count <= 2, "\(file): \(removed) → \(added)")
        func entries(_ lines: [String]) -> [String] {
            lines.map { line in
                var line = line.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("\"ids\": {") { line.removeFirst("\"ids\": {".count) }
                if line.hasSuffix("}") { line.removeLast() }
                return line
            }.joined(separator: ",").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let oldEntries = entries(removed), newLineEntries = entries(added)
        #expect(newLineEntries.filter { !oldEntries.contains($0) }.allSatisfy { entry in newEntries.contains { entry.hasPrefix($0) } },
                "\(file): \(removed) → \(added)")
        #expect(oldEntries.allSatisfy(newLineEntries.contains), "\(file): an entry was lost: \(removed) → \(added)")
    }

    // MARK: Edits in the layout

    @Test(arguments: filesWithLabels)
    func renamingALabelInTheLayoutChangesOneLine(_ url: URL) throws {
        let document = try #require(Corpus.readableDocuments.first { $0.url == url }?.document)
        let before = JSONLayoutWriter().layout(for: document)
        // The first text or title value of an element (not an outlet named `title` in an `outlets` object, whose
        // value is an object's name).
        let match = try #require(before.matches(of: #/"(text|title)": "([^"\\]*)"/#).first { match in
            guard let open = before[..<match.range.lowerBound].lastIndex(of: "{") else { return true }
            return !before[..<open].hasSuffix("\"outlets\": ") && !before[..<open].hasSuffix("\"$references\": ")
        })
        var edited = before
        edited.replaceSubrange(match.range, with: "\"\(match.output.1)\": \"Renamed in the layout\"")
        let after = try JSONLayoutFormatter().format(edited)
        let (removed, added) = Self.changes(from: before, to: after)
        #expect(removed.count == 1 && added.count == 1, "\(Corpus.relativePath(url)): \(removed) → \(added)")
        // And the XIB written from it differs from the original in that value only.
        let xml = XIBWriter().xml(for: try JSONLayoutReader().document(from: Array(after.utf8)))
        #expect(xml.contains("=\"Renamed in the layout\"") || xml.contains(">Renamed in the layout<"))
    }

    @Test(arguments: filesWithSubviews)
    func addingAViewInTheLayoutChangesOnlyItsLines(_ url: URL) throws {
        let document = try #require(Corpus.readableDocuments.first { $0.url == url }?.document)
        let before = JSONLayoutWriter().layout(for: document)
        let subviews = try #require(before.range(of: "\"subviews\": [\n"))
        let indent = String(before[subviews.upperBound...].prefix { $0 == " " })
        var edited = before
        edited.insert(contentsOf: indent + #"{"View": "addedByHand", "frame": [1, 2, 3, 4]},"# + "\n", at: subviews.upperBound)
        let after = try JSONLayoutFormatter().format(edited)
        let (removed, added) = Self.changes(from: before, to: after)
        let viewLine = indent + #"{"View": "addedByHand", "frame": [1, 2, 3, 4]}"#
        #expect(added.filter { $0 != viewLine } == added.filter { Self.isIDLine($0, in: after) }, "\(Corpus.relativePath(url)): \(added)")
        #expect(added.contains(viewLine))
        Self.expectIDTableChange(before: before, after: after, removed: removed, added: added.filter { $0 != viewLine },
                                 newEntries: ["\"addedByHand\": "], file: Corpus.relativePath(url))
        // The view gets an id in Interface Builder's shape, kept by the formatter.
        let formattedAgain = try JSONLayoutFormatter().format(after)
        #expect(formattedAgain == after)
    }
}
