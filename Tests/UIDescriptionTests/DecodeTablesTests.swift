import Testing
import TestSupport
@testable import UIDescription

/// The per-decode tables the decoder's fast paths read.
@Suite struct DecodeTablesTests {
    private struct A {}
    private struct B {}
    private enum C {}

    /// Many types share the direct-mapped front's 64 slots: each type still gets its own value,
    /// computed once, whatever the order of look-ups.
    @Test func typeTableKeepsEachTypesValueThroughSlotCollisions() {
        let types: [Any.Type] = [A.self, B.self, C.self, Int.self, String.self, Double.self, [Int].self, [String].self,
                                 Set<Int>.self, Bool.self, UInt8.self, Int32.self, Float.self, Character.self]
            + (0..<80).map { index in index.isMultiple(of: 2) ? [[Int]].self as Any.Type : Optional<Int>.self }
        var table = TypeTable<String>()
        var computed: [ObjectIdentifier: Int] = [:]
        for round in 0..<3 {
            for type in types.shuffled() {
                let id = ObjectIdentifier(type)
                let value = table.value(for: id) {
                    computed[id, default: 0] += 1
                    return String(describing: type)
                }
                #expect(value == String(describing: type), "round \(round)")
            }
        }
        #expect(computed.values.allSatisfy { $0 == 1 })
        #expect(table.entries.count == Set(types.map(ObjectIdentifier.init)).count)
    }

    /// The presence mask never says a key it was given is absent.
    @Test func presenceMaskHasNoFalseAbsences() {
        let keys = ["text", "id", "frame", "contentMode", "translatesAutoresizingMaskIntoConstraints", "key", "subviews",
                    "constraints", "connections", "fontDescription", "color", "userDefinedRuntimeAttributes", "$kind"]
        var mask = KeyPresenceMask.empty
        for key in keys { mask.insert(hash: KeyPresence.hash(of: key)) }
        for key in keys { #expect(mask.mayContain(hash: KeyPresence.hash(of: key)), "\(key)") }
        #expect(!KeyPresenceMask.empty.mayContain(hash: KeyPresence.hash(of: "text")))
        #expect(KeyPresenceMask.all.mayContain(hash: KeyPresence.hash(of: "anything")))
    }

    /// A key's remembered lookup keeps its hash, reserved kind and interned name, -1 included.
    @Test func keyLookupPacksNameAndReservedKind() {
        let kinds: [KeyLookup.Reserved] = [.none, .kind, .location, .children, .elementsNamed]
        for name in [Int32(-1), 0, 1, 4_095, Int32.max - 1] {
            for reserved in kinds {
                let lookup = KeyLookup(hash: 0xDEAD_BEEF, reserved: reserved, name: name)
                let remembered = KeyLookup(hash: lookup.hash, packed: lookup.packed)
                #expect(remembered.name == name)
                #expect(remembered.reserved == reserved)
                #expect(remembered.isReserved == (reserved != .none))
                #expect(remembered.hash == 0xDEAD_BEEF)
            }
        }
    }

    /// Keys resolve by interned name: every name of the document finds its index, any other -1
    /// (300 names, so the table's probing is exercised).
    @Test func internedNamesOfADocument() throws {
        var builder = NodeDocumentBuilder(source: [], path: nil, format: "test")
        try builder.startElement(name: builder.intern("document"), offset: 0)
        try builder.addAttribute("type", "x")
        for index in 0..<300 {
            try builder.startElement(name: builder.intern("element\(index)"), offset: 0)
            try builder.addAttribute("attribute\(index % 7)", "value\(index)")
            builder.endElement()
        }
        builder.endElement()
        let document = builder.build()
        let state = DecodingState(document: document, options: DecodingOptions())
        for (index, name) in document.names.enumerated() {
            #expect(state.internedName(name, hash: KeyPresence.hash(of: name)) == Int32(index), "\(name)")
        }
        for absent in ["value1", "frame", "element300", "attribute7", ""] {
            #expect(state.internedName(absent, hash: KeyPresence.hash(of: absent)) == -1, "\(absent)")
        }
    }

    /// The builder interns each name once, in first-seen order, whatever the number of repeats
    /// (`id` and `key` come first).
    @Test func builderInternsEachNameOnce() throws {
        var builder = NodeDocumentBuilder(source: [], path: nil, format: "test")
        let words = (0..<400).map { "name\($0 % 170)" }
        let indexes = words.map { builder.intern($0) }
        for (word, index) in zip(words, indexes) {
            #expect(builder.intern(word) == index, "\(word)")
            #expect(Int(index) == (try #require(Int(word.dropFirst(4)))) + 2, "\(word)")
        }
        #expect(builder.intern("id") == 0)
        #expect(builder.intern("key") == 1)
        try builder.startElement(name: builder.intern("root"), offset: 0)
        builder.endElement()
        let document = builder.build()
        #expect(document.names.count == 173)
        #expect(document.names[2] == "name0" && document.names[171] == "name169" && document.names[172] == "root")
    }

    /// A key's spelling tells reserved keys from ordinary ones; `$elements:NAME` looks NAME up.
    @Test func keySpellingsClassifyReservedKeys() throws {
        var builder = NodeDocumentBuilder(source: [], path: nil, format: "test")
        try builder.startElement(name: builder.intern("view"), offset: 0)
        try builder.addAttribute("text", "x")
        try builder.startElement(name: builder.intern("variation"), offset: 0)
        builder.endElement()
        builder.endElement()
        let document = builder.build()
        let state = DecodingState(document: document, options: DecodingOptions())
        let expected: [(String, KeyLookup.Reserved, String?)] = [
            ("$kind", .kind, nil), ("$location", .location, nil), ("$children", .children, nil),
            ("$elements:variation", .elementsNamed, "variation"), ("$elements:absent", .elementsNamed, "absent"),
            ("$other", .none, "$other"), ("text", .none, "text"), ("frame", .none, "frame"),
        ]
        for (key, reserved, documentName) in expected {
            let spelling = KeySpelling(key)
            #expect(spelling.hash == KeyPresence.hash(of: key), "\(key)")
            #expect(spelling.reserved == reserved, "\(key)")
            #expect(spelling.documentName?.name == documentName, "\(key)")
            let interned = documentName.map { state.internedName($0, hash: KeyPresence.hash(of: $0)) } ?? -1
            #expect(spelling.lookup(in: state).name == interned, "\(key)")
            #expect(spelling.lookup(in: state).reserved == reserved, "\(key)")
        }
        #expect(KeySpelling("$elements:variation").lookup(in: state).name >= 0)
        #expect(KeySpelling("frame").lookup(in: state).name == -1)
    }

    /// The table a decode fills in one pass from a model key type's spellings holds, for every
    /// case, the lookup that the case's name gives in that document.
    @Test func modelKeyTablesMatchLookupsByName() throws {
        let document = try Corpus.parsedDocument("rxhanson__Rectangle/Rectangle/Base.lproj/Main.storyboard")
        let state = DecodingState(document: document, options: DecodingOptions())
        #expect(ModelKeySpellings.of(View.CodingKeys.self) === ModelKeySpellings.of(View.CodingKeys.self))
        func check<Key: ModelCodingKey>(_ type: Key.Type) {
            let table = state.keyHashTable(forOneByteKeys: type)
            for key in Key.allCases {
                let tag = Int(unsafeBitCast(key, to: UInt8.self))
                let remembered = KeyLookup(hash: table[2 * tag], packed: table[2 * tag + 1])
                let byName = KeySpelling(key.stringValue).lookup(in: state)
                #expect(remembered.hash == byName.hash && remembered.packed == byName.packed, "\(Key.self).\(key)")
            }
        }
        check(View.CodingKeys.self)
        check(Label.CodingKeys.self)
        check(Button.CodingKeys.self)
        check(Constraint.CodingKeys.self)
    }

    /// Presence masks are remembered per element in a direct-mapped table: asked in any order,
    /// with elements far apart sharing a slot, each element gets its own mask.
    @Test func rememberedPresenceMasksBelongToTheirElement() throws {
        let document = try Corpus.parsedDocument("rxhanson__Rectangle/Rectangle/Base.lproj/Main.storyboard")
        #expect(document.elementCount > 1_000)
        let reference = (0..<document.elementCount).map { index in
            DecodingState(document: document, options: DecodingOptions()).presence(of: ElementID(Int32(index)))
        }
        let state = DecodingState(document: document, options: DecodingOptions())
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3 {
            for index in (0..<document.elementCount).shuffled(using: &generator) {
                #expect(state.presence(of: ElementID(Int32(index))) == reference[index], "element \(index)")
            }
        }
    }
}
