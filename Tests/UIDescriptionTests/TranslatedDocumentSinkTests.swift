import Testing
@testable import UIDescription

/// Writing a translated document element by element (`TranslatedDocumentSink`, which the nib reader writes into as it
/// walks a nib's objects) builds what building the same tree builds, keeps an attribute given twice once, and adds
/// the attributes known only at the end after the others.
@Suite struct TranslatedDocumentSinkTests {
    /// Every element with its depth, attributes and text.
    private func dump(_ document: NodeDocument) -> [String] {
        document.allElements.map { element in
            String(repeating: " ", count: document.depth(of: element)) + document.name(of: element) + " @\(document.offset(of: element))"
                + document.attributes(of: element).map { " \($0.name)=\($0.value)" }.joined()
                + (document.hasText(element) ? " text=\(document.text(of: element))" : "")
        }
    }

    private var tree: TranslatedElement {
        var root = TranslatedElement(name: "document", attributes: [("type", "nib")], offset: 0)
        var label = TranslatedElement(name: "label", attributes: [("text", "Hi\u{1}"), ("id", "o1"), ("text", "second")], offset: 12)
        label.children = [TranslatedElement(name: "rect", attributes: [("key", "frame"), ("x", "0")], offset: 12)]
        let string = TranslatedElement(name: "string", attributes: [("key", "title")], text: "a text", offset: 30)
        root.children = [TranslatedElement(name: "objects", children: [label, string], offset: 0)]
        return root
    }

    /// The same elements written one by one and as a tree: the same document, the duplicate `text` kept once (the
    /// first), the control character XML cannot hold replaced.
    @Test func writingElementByElementBuildsWhatTheTreeBuilds() throws {
        let fromTree = try tree.build(source: [], path: "x.nib", format: "nib", limits: .default, binary: true)
        let written = try TranslatedDocumentSink.build(path: "x.nib", format: "nib", limits: .default, binary: true) { sink in
            try sink.startElement("document", offset: 0)
            try sink.addAttribute("type", "nib")
            try sink.startElement("objects", offset: 0)
            try sink.startElement("label", offset: 12)
            try sink.addAttribute("text", "Hi\u{1}")
            try sink.addAttribute("id", "o1")
            try sink.addAttribute("text", "second")
            try sink.append(TranslatedElement(name: "rect", attributes: [("key", "frame"), ("x", "0")], offset: 12))
            sink.endElement()
            try sink.startElement("string", offset: 30)
            try sink.addAttribute("key", "title")
            try sink.addText("a text")
            sink.endElement()
            sink.endElement()
            sink.endElement()
        }
        #expect(dump(written) == dump(fromTree))
        let label = try #require(written.allElements.first { written.name(of: $0) == "label" })
        #expect(written.attribute("text", of: label) == "Hi\u{FFFD}")
        #expect(written.attributes(of: label).count == 2)
    }

    /// A tree sink collects what is written as the trees it describes.
    @Test func aTreeSinkCollectsTheTrees() throws {
        var sink = TranslatedTreeSink()
        try sink.append(tree)
        sink.startElement("customObject", offset: 4)
        sink.addAttribute("id", "-1")
        sink.endElement()
        #expect(sink.roots.count == 2)
        #expect(sink.roots[0].children[0].children.map(\.name) == ["label", "string"])
        #expect(sink.roots[1].attribute("id") == "-1")
    }

    /// Past 32 attributes an element's names are kept in a set: a name given again is still kept once, the first.
    @Test func anElementWithManyAttributesKeepsEachOnce() throws {
        let document = try TranslatedDocumentSink.build(path: nil, format: "nib", limits: .default, binary: true) { sink in
            try sink.startElement("archivedValues", offset: 0)
            for index in 0..<40 { try sink.addAttribute("key\(index)", "\(index)") }
            try sink.addAttribute("key3", "again")
            try sink.addAttribute("key35", "again")
            try Self.addNumbered(&sink, "key7", 7, "again")
            try Self.addNumbered(&sink, "key40", 40, "40")
            sink.endElement()
        }
        let element = try #require(document.allElements.first)
        #expect(document.attributes(of: element).count == 41)
        #expect(document.attribute("key3", of: element) == "3")
        #expect(document.attribute("key35", of: element) == "35")
        #expect(document.attribute("key7", of: element) == "7")
        #expect(document.attribute("key40", of: element) == "40")
    }

    /// A value given as UTF-8 by key number is named once per number, is decoded as UTF-8 is (ill-formed bytes
    /// replaced), and has the characters XML cannot hold replaced as a value given as a string has.
    @Test func numberedValuesAreNamedByNumberAndCleaned() throws {
        let document = try TranslatedDocumentSink.build(path: nil, format: "nib", limits: .default, binary: true) { sink in
            try sink.startElement("document", offset: 0)
            try sink.startElement("archivedValues", offset: 0)
            try Self.addNumbered(&sink, "NSvFlags", 12, "268")
            try Self.addNumbered(&sink, "NSTitle", 13, "a\u{1}b\u{FFFE}")
            try Self.addNumbered(&sink, "NSvFlags", 12, "again")
            // Bytes that are no UTF-8 (a damaged nib's string) are decoded as a string is, ill-formed ones replaced.
            try [0x61, 0xFF, 0x62, 0xC3].withUnsafeBufferPointer { try sink.addAttribute(numbered: 14, name: { "NSBroken" }, utf8: $0) }
            try Array("caf\u{E9} \u{2713}".utf8).withUnsafeBufferPointer { try sink.addAttribute(numbered: 15, name: { "NSText" }, utf8: $0) }
            sink.endElement()
            try sink.startElement("archivedValues", offset: 1)
            // The number names the attribute: the name given with it again is not asked for.
            try sink.addAttribute(numbered: 12, name: { Issue.record("the name was asked for again"); return "other" }, utf8: UnsafeBufferPointer(start: nil, count: 0))
            sink.endElement()
            sink.endElement()
        }
        let elements = Array(document.allElements)
        #expect(document.attributes(of: elements[1]).map(\.name) == ["NSvFlags", "NSTitle", "NSBroken", "NSText"])
        #expect(document.attribute("NSBroken", of: elements[1]) == "a\u{FFFD}b\u{FFFD}")
        // The document holds the replaced bytes, which the decoder reads as they are.
        let broken = try #require(document.attributeIndex("NSBroken", of: elements[1]))
        #expect(Array(document.tables.attributeValueBytes(at: broken)) == Array("a\u{FFFD}b\u{FFFD}".utf8))
        #expect(document.attribute("NSText", of: elements[1]) == "caf\u{E9} \u{2713}")
        #expect(document.attribute("NSvFlags", of: elements[1]) == "268")
        #expect(document.attribute("NSTitle", of: elements[1]) == "a\u{FFFD}b\u{FFFD}")
        #expect(document.attributes(of: elements[2]).map(\.name) == ["NSvFlags"])
    }

    /// An element whose attributes all come by number tells a number given twice without reading its attributes:
    /// still kept once when the same number was given to another element in between (a child), when the name came
    /// as a string first, or by a number past those kept by number.
    @Test func aNumberedNameIsKeptOncePerElement() throws {
        let document = try TranslatedDocumentSink.build(path: nil, format: "nib", limits: .default, binary: true) { sink in
            try sink.startElement("a", offset: 0)
            try Self.addNumbered(&sink, "NSvFlags", 12, "1")
            try sink.startElement("b", offset: 1)
            try Self.addNumbered(&sink, "NSvFlags", 12, "2")
            try Self.addNumbered(&sink, "NSvFlags", 12, "again")
            sink.endElement()
            // Out of the protocol's order (after a child), and still once.
            try Self.addNumbered(&sink, "NSvFlags", 12, "again")
            try sink.startElement("c", offset: 2)
            try sink.addAttribute("NSvFlags", "3")
            try Self.addNumbered(&sink, "NSvFlags", 12, "again")
            try Self.addNumbered(&sink, "NSHuge", 100_000, "4")
            try Self.addNumbered(&sink, "NSHuge", 100_000, "again")
            try Self.addNumbered(&sink, "NSNone", -1, "5")
            try sink.addAttribute("NSNone", "again")
            sink.endElement()
            sink.endElement()
        }
        #expect(dump(document) == ["a @0 NSvFlags=1", " b @1 NSvFlags=2", " c @2 NSvFlags=3 NSHuge=4 NSNone=5"])
    }

    private static func addNumbered(_ sink: inout TranslatedDocumentSink, _ name: String, _ number: Int32, _ value: String) throws {
        var value = value
        try value.withUTF8 { try sink.addAttribute(numbered: number, name: { name }, utf8: $0) }
    }

    /// Attributes added once the document is written go after each element's others; `id` and `key` still read
    /// back on every element; an element that has the attribute already is left as it is.
    @Test func attributesAddedAtTheEndFollowTheOthers() throws {
        let document = try TranslatedDocumentSink.build(path: nil, format: "nib", limits: .default, binary: true,
                                                        recording: "customModule") { sink in
            try sink.startElement("objects", offset: 0)
            for (index, module) in ["App", "Kit", "App", ""].enumerated() {
                try sink.startElement("view", offset: index)
                try sink.addAttribute("key", "k\(index)")
                if !module.isEmpty { try sink.addAttribute("customModule", module) }
                if index == 2 { try sink.addAttribute("customModuleProvider", "target") }
                try sink.addAttribute("id", "v\(index)")
                sink.endElement()
            }
            sink.endElement()
            #expect(sink.recorded.map(\.value) == ["App", "Kit", "App"])
            try sink.appendAttribute("customModuleProvider", "target", to: sink.recorded.filter { $0.value == "App" }.map(\.element))
        }
        let views = document.allElements.filter { document.name(of: $0) == "view" }
        #expect(views.map { document.attributes(of: $0).map(\.name) } == [
            ["key", "customModule", "id", "customModuleProvider"],
            ["key", "customModule", "id"],
            ["key", "customModule", "customModuleProvider", "id"],
            ["key", "id"],
        ])
        #expect(views.map { document.attribute("id", of: $0) } == ["v0", "v1", "v2", "v3"])
        #expect(views.map { document.attribute("key", of: $0) } == ["k0", "k1", "k2", "k3"])
    }

    /// The builder's name table gives each name one index, the first it was given, however crowded it is: with one
    /// probe per look-up most names go to its overflow, also while it grows.
    @Test(arguments: [1, 8]) func everyNameHasOneIndex(maximumProbes: Int) {
        var table = InternedNameTable(capacity: 4, maximumProbes: maximumProbes)
        var names: [String] = []
        let wanted = (0..<5_000).map { "name\($0 * 7919 % 5_000)" + ($0 % 3 == 0 ? "-with-a-longer-tail" : "") }
        for name in wanted { _ = table.index(of: name, in: &names) }
        #expect(names == wanted)
        for (index, name) in wanted.enumerated().reversed() {
            #expect(table.index(of: name, in: &names) == Int32(index))
        }
        #expect(names.count == wanted.count)
    }
}
