/// An element of a document a front end translates from another form (an Interface Builder 3 archive, a compiled
/// nib) before it is built: a tree of names, attributes and children, each with the byte offset of what it comes
/// from, turned into a ``NodeDocument`` by ``build(source:path:format:limits:binary:)``.
package struct TranslatedElement: Sendable {
    package var name: String
    package var attributes: [(String, String)]
    package var children: [TranslatedElement]
    /// Text content (a base64 string's).
    package var text: String?
    /// Where it comes from in the input.
    package var offset: Int
    /// For an input of several binary files (``build(source:path:format:limits:binary:segments:expectedElementCount:)``),
    /// the index of the one `offset` is in.
    package var segment = 0
    /// Attributes kept in a translation's own table, written after ``attributes`` when the element is built.
    package var deferredAttributes: DeferredAttributes?

    package init(name: String, attributes: [(String, String)] = [], children: [TranslatedElement] = [], text: String? = nil,
                 offset: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.offset = offset
    }

    /// The value of attribute `name`.
    package func attribute(_ name: String) -> String? {
        attributes.first { $0.0 == name }?.1
    }

    /// This element and everything below it placed in file `segment`, offsets moved by `shift` (a nib nested in a nib
    /// at that offset).
    package mutating func place(inSegment segment: Int, shiftingOffsetsBy shift: Int = 0) {
        self.segment = segment
        offset += shift
        for index in children.indices { children[index].place(inSegment: segment, shiftingOffsetsBy: shift) }
    }

    /// `value` with every character XML cannot hold (control characters, non-characters) replaced by U+FFFD: what a
    /// damaged binary input may name, so that the document can still be written as a XIB. Texts that need them are
    /// written base64-encoded instead.
    static func replacingCharactersXMLCannotHold(in value: String) -> String {
        guard mayHoldCharactersXMLCannot(value), value.unicodeScalars.contains(where: { !XMLCharacter.isAllowed($0.value) }) else {
            return value
        }
        var scalars = String.UnicodeScalarView()
        for scalar in value.unicodeScalars { scalars.append(XMLCharacter.isAllowed(scalar.value) ? scalar : "\u{FFFD}") }
        return String(scalars)
    }

    /// Whether `text` has a byte that can start a character XML cannot hold: a control character, or the lead byte
    /// of U+FFFE and U+FFFF (`EF`); most values have none, and are not looked at scalar by scalar.
    private static func mayHoldCharactersXMLCannot(_ text: String) -> Bool {
        text.withUTF8Bytes(mayHoldCharactersXMLCannot)
    }

    /// Whether UTF-8 `bytes` have a byte that can start a character XML cannot hold (see above).
    @inline(__always)
    static func mayHoldCharactersXMLCannot(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { $0 < 0x20 || $0 == 0xEF }
    }

    /// Calls `body` on each element of `elements` and below them, depth first, each before its children, reading them
    /// in place (a copy of an element would retain all it holds).
    package static func forEachElement(in elements: [TranslatedElement], _ body: (TranslatedElement) -> Void) {
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                body(elements[index])
                forEachElement(in: elements[index].children, body)
            }
        }
    }

    /// A document's `<resources>` at `offset`, listing `images` (name → whether an SF Symbol, written
    /// `catalog="system"`) by name, each at the input's start (an archive lists no resources of its own): for a front
    /// end that translates images from an archive (a compiled nib, an Interface Builder 3 archive).
    package static func imageResources(_ images: [String: Bool], offset: Int) -> TranslatedElement {
        TranslatedElement(name: "resources", children: images.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { name in
            TranslatedElement(name: "image", attributes: images[name] == true ? [("name", name), ("catalog", "system")] : [("name", name)],
                              offset: 0)
        }, offset: offset)
    }

    /// Connections as Xcode writes them: by element name, then by property or selector (bytewise), in the given
    /// order otherwise.
    package static func inXcodesOrder(_ connections: [TranslatedElement]) -> [TranslatedElement] {
        guard connections.count > 1 else { return connections }
        // Each connection's sort keys are read once, not in every comparison.
        let keys = connections.map { element in
            (name: element.name, primary: element.attributes.first { $0.0 == "property" || $0.0 == "selector" }?.1 ?? "")
        }
        return connections.indices.sorted { lhs, rhs in
            let left = keys[lhs], right = keys[rhs]
            if left.name != right.name { return left.name.utf8.lexicographicallyPrecedes(right.name.utf8) }
            if left.primary != right.primary { return left.primary.utf8.lexicographicallyPrecedes(right.primary.utf8) }
            return lhs < rhs
        }.map { connections[$0] }
    }

    /// The document whose root is this element. Elements' positions are line and column in `source`, or with
    /// `binary`, byte offsets of the input (a compiled nib has no lines) in the file of `segments` each element names.
    /// With `binary`, characters of attribute values that XML cannot hold are replaced by U+FFFD
    /// (``replacingCharactersXMLCannotHold(in:)``): a damaged binary input may name them.
    ///
    /// - Throws: `UIDescriptionError` (`.limitExceeded`) when the tree exceeds `limits`.
    package func build(source: [UInt8], path: String?, format: String, limits: DocumentLimits, binary: Bool = false,
                       segments: [String] = [], expectedElementCount: Int = 0) throws -> NodeDocument {
        try TranslatedDocumentSink.build(source: source, path: path, format: format, limits: limits, binary: binary,
                                         segments: segments, expectedElementCount: expectedElementCount) { sink in
            try sink.append(self)
        }
    }
}
