import UIDescription

/// Writes a merged tree as XML that reads as if Xcode wrote it: every element nobody changed is copied byte for byte
/// from its side (ours wherever ours has it), changed start tags keep their attribute order and spacing, elements
/// brought in from theirs are written in the file's own indentation, and conflicts get git's markers around the
/// smallest element or start-tag line that conflicts. An element the merge could not merge object by object is
/// written as the line merge of its lines in the three versions, its hunks' markers inside it.
struct MergeWriter {
    let base: VersionIndex
    let ours: VersionIndex
    let theirs: VersionIndex
    let renamedIDs: [String: String]
    let markerSize: Int
    let oursLabel: String
    let theirsLabel: String
    let baseLabel: String
    let path: String?
    /// When set, every conflict is written as that side has it, without markers (for a one-sided conflict, a
    /// removal one side made and the other's changes keep, the kept element): the file a person gets who keeps that
    /// side everywhere, which the merge's checks read (``LocalFallback``).
    let resolution: MergeSide?
    /// The conflicts, given their location in the output as their markers are written.
    var conflicts: [MergeConflict]

    private(set) var output: [UInt8] = []
    private var line = 1

    init(base: VersionIndex, ours: VersionIndex, theirs: VersionIndex, renamedIDs: [String: String], markerSize: Int,
         labels: LineMerge.Labels, path: String?, conflicts: [MergeConflict], resolution: MergeSide? = nil) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        self.renamedIDs = renamedIDs
        self.markerSize = markerSize
        oursLabel = labels.ours
        theirsLabel = labels.theirs
        baseLabel = labels.base
        self.path = path
        self.conflicts = conflicts
        self.resolution = resolution
    }

    /// Writes the document: ours' prolog, the merged root, ours' epilogue.
    mutating func write(_ root: MergedNode) {
        let tree = ours.tree
        let rootElement = tree[0]
        output.reserveCapacity(tree.bytes.count + theirs.tree.bytes.count / 8)
        append(tree.bytes[0..<rootElement.leadingStart])
        emit(root, indent: Array(tree.indentation(of: 0)))
        if rootElement.lineEnd < tree.bytes.count { append(tree.bytes[rootElement.lineEnd...]) }
    }

    // MARK: Nodes

    private mutating func emit(_ node: MergedNode, indent: [UInt8]) {
        switch node.form {
        case .verbatim(let side, let element):
            emitSource(side, element, indent: indent)
        case .merged(let side, let element):
            emitMerged(node, side: side, element: element, indent: indent)
        case .conflict(let oursElements, let theirsElements, _) where resolution != nil:
            let side = resolution == .ours ? (oursElements.isEmpty ? MergeSide.theirs : .ours) : (theirsElements.isEmpty ? .ours : .theirs)
            for element in side == .ours ? oursElements : theirsElements { emitSource(side, element, indent: indent) }
        case .lines(let base, let ours, let theirs, let object):
            emitLines(base: base, ours: ours, theirs: theirs, object: object)
        case .conflict(let oursElements, let theirsElements, let conflict):
            openMarker(conflict)
            for element in oursElements { emitSource(.ours, element, indent: indent) }
            separatorMarker()
            for element in theirsElements { emitSource(.theirs, element, indent: indent) }
            closeMarker(conflict)
        }
    }

    private mutating func emitMerged(_ node: MergedNode, side: MergeSide, element: Int, indent: [UInt8]) {
        let tree = self.tree(side)
        let source = tree[element]
        // Children win over text: an element that gains children loses the blank text it had between its tags.
        var content: ArraySlice<UInt8>? = switch node.contentSide {
        case .ours?: ours.elementByKey[node.key].flatMap { ours.tree.content(of: $0) }
        case .theirs?: theirs.elementByKey[node.key].flatMap { theirs.tree.content(of: $0) }
        case nil: tree.content(of: element)
        }
        if !node.children.isEmpty { content = nil }
        let selfClosing = node.children.isEmpty && content == nil
        let attributes = node.hasOwnAttributes ? node.attributes : Self.attributes(of: source)
        appendLeadingComments(of: element, in: tree, indent: indent)
        if let conflict = node.attributeConflict {
            var theirsAttributes = attributes
            for (name, value) in node.conflictingAttributes {
                if let position = theirsAttributes.firstIndex(where: { $0.name == name }) {
                    if let value { theirsAttributes[position].value = value } else { theirsAttributes.remove(at: position) }
                } else if let value {
                    theirsAttributes.append((name, value))
                }
            }
            if let resolution {
                append(indent)
                append(startTag(source, in: tree, attributes: resolution == .ours ? attributes : theirsAttributes, selfClosing: selfClosing))
                appendNewline()
                if selfClosing { return }
                let childIndent = indent + step(below: element, in: tree)
                for child in node.children { emit(child, indent: childIndent) }
                appendEndTag(source.name, indent: indent)
                return
            }
            // The merger turns conflicts on elements with text into whole-element conflicts: here there is none.
            openMarker(conflict)
            append(indent)
            append(startTag(source, in: tree, attributes: attributes, selfClosing: selfClosing))
            appendNewline()
            separatorMarker()
            append(indent)
            append(startTag(source, in: tree, attributes: theirsAttributes, selfClosing: selfClosing))
            appendNewline()
            closeMarker(conflict)
            if selfClosing { return }
        } else {
            append(indent)
            append(startTag(source, in: tree, attributes: attributes, selfClosing: selfClosing))
            if selfClosing {
                appendNewline()
                return
            }
            if let content {
                append(content)
                appendEndTag(source.name, indent: [])
                return
            }
            appendNewline()
        }
        let childIndent = indent + step(below: element, in: tree)
        for child in node.children { emit(child, indent: childIndent) }
        appendEndTag(source.name, indent: indent)
    }

    /// A side's element and everything below it, copied whole when it stands at the same indentation (and needs no
    /// fresh ids), else written again line by line at `indent`.
    private mutating func emitSource(_ side: MergeSide, _ element: Int, indent: [UInt8]) {
        let tree = self.tree(side)
        let source = tree[element]
        if source.fillsLines, tree.indentation(of: element).elementsEqual(indent), side == .ours || renamedIDs.isEmpty {
            append(tree.bytes[source.leadingStart..<source.lineEnd])
            return
        }
        appendLeadingComments(of: element, in: tree, indent: indent)
        let attributes = (side == .theirs ? FreshIDs.applied(renamedIDs, to: source) : nil) ?? Self.attributes(of: source)
        append(indent)
        append(startTag(source, in: tree, attributes: attributes, selfClosing: source.isSelfClosing))
        if source.isSelfClosing {
            appendNewline()
        } else if let content = tree.content(of: element) {
            append(content)
            appendEndTag(source.name, indent: [])
        } else {
            appendNewline()
            let childIndent = indent + step(below: element, in: tree)
            for child in source.children { emitSource(side, child, indent: childIndent) }
            appendEndTag(source.name, indent: indent)
        }
    }

    /// An element's whole lines (with the comment lines above it) in base, ours and theirs, merged line by line as
    /// `git merge-file` merges them; each hunk left is a conflict named after the element.
    private mutating func emitLines(base b: Int, ours o: Int, theirs t: Int, object: String) {
        func lines(_ tree: SourceTree, _ element: Int) -> [UInt8] {
            Array(tree.bytes[tree[element].leadingStart..<tree[element].lineEnd])
        }
        let result = LineMerge.merge(base: lines(base.tree, b), ours: lines(ours.tree, o), theirs: lines(theirs.tree, t),
                                     markerSize: markerSize, labels: LineMerge.Labels(ours: oursLabel, base: baseLabel, theirs: theirsLabel),
                                     resolvingConflictsTo: resolution)
        if resolution == nil {
            for hunkLine in result.conflictLines {
                conflicts.append(MergeConflict(kind: .lines, object: object, location: SourceLocation(file: path, line: line + hunkLine - 1, column: 1)))
            }
        }
        append(result.bytes)
    }

    /// The comment lines above a source element (`<!--Scene Name-->`), at `indent`.
    private mutating func appendLeadingComments(of element: Int, in tree: SourceTree, indent: [UInt8]) {
        let source = tree[element]
        guard source.leadingStart < source.lineStart else { return }
        if tree.indentation(of: element).elementsEqual(indent) {
            append(tree.bytes[source.leadingStart..<source.lineStart])
            return
        }
        for comment in tree.leadingComments(of: element) {
            append(indent)
            append(comment)
            appendNewline()
        }
    }

    // MARK: Tags

    /// A start tag: the source's own bytes when nothing changed, else rebuilt with each unchanged attribute copied
    /// as written and each new or changed one written `name="value"`.
    private func startTag(_ source: SourceTree.Element, in tree: SourceTree, attributes: [(name: String, value: String)],
                          selfClosing: Bool) -> [UInt8] {
        if selfClosing == source.isSelfClosing, attributes.count == source.attributes.count,
           zip(attributes, source.attributes).allSatisfy({ $0.name == $1.name && $0.value == $1.value }) {
            return Array(tree.bytes[source.start..<source.startTagEnd])
        }
        var tag: [UInt8] = [UInt8(ascii: "<")] + Array(source.name.utf8)
        for (name, value) in attributes {
            tag.append(UInt8(ascii: " "))
            if let original = source.attributes.first(where: { $0.name == name && $0.value == value }) {
                tag += tree.bytes[original.range]
            } else {
                let quote = value.contains("\"") ? "'" : "\""
                tag += Array("\(name)=\(quote)\(value)\(quote)".utf8)
            }
        }
        tag += selfClosing ? [UInt8(ascii: "/"), UInt8(ascii: ">")] : [UInt8(ascii: ">")]
        return tag
    }

    /// The indentation one level down: what the source used for its first child, else four spaces.
    private func step(below element: Int, in tree: SourceTree) -> [UInt8] {
        let own = tree.indentation(of: element)
        if let first = tree[element].children.first, tree[first].fillsLines {
            let childIndent = tree.indentation(of: first)
            if childIndent.count > own.count, childIndent.starts(with: own) { return Array(childIndent.dropFirst(own.count)) }
        }
        return Array("    ".utf8)
    }

    /// An element's attributes as written, as name and raw value.
    private static func attributes(of element: SourceTree.Element) -> [(name: String, value: String)] {
        element.attributes.map { ($0.name, $0.value) }
    }

    private func tree(_ side: MergeSide) -> SourceTree { side == .ours ? ours.tree : theirs.tree }

    // MARK: Markers

    private mutating func openMarker(_ conflict: Int) {
        if conflicts.indices.contains(conflict) {
            conflicts[conflict].location = SourceLocation(file: path, line: line, column: 1)
        }
        marker("<", label: oursLabel, conflict: conflict)
    }

    private mutating func separatorMarker() {
        append(Array(repeating: UInt8(ascii: "="), count: markerSize))
        appendNewline()
    }

    private mutating func closeMarker(_ conflict: Int) {
        marker(">", label: theirsLabel, conflict: conflict)
    }

    private mutating func marker(_ character: Character, label: String, conflict: Int) {
        var text = String(repeating: character, count: markerSize)
        let summary = conflicts.indices.contains(conflict) ? conflicts[conflict].markerSummary : ""
        let labelled = [label, summary].filter { !$0.isEmpty }.joined(separator: ": ")
        if !labelled.isEmpty { text += " " + labelled }
        append(Array(text.utf8))
        appendNewline()
    }

    // MARK: Output

    private mutating func appendEndTag(_ name: String, indent: [UInt8]) {
        append(indent)
        append(Array("</\(name)>".utf8))
        appendNewline()
    }

    private mutating func appendNewline() {
        output.append(UInt8(ascii: "\n"))
        line += 1
    }

    private mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes where byte == UInt8(ascii: "\n") { line += 1 }
        output.append(contentsOf: bytes)
    }
}

extension MergeConflict {
    /// What a marker line says of the conflict: the object and the attribute, on one line.
    var markerSummary: String {
        let text = attribute.map { "\(object) \($0)" } ?? object
        return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }
}
