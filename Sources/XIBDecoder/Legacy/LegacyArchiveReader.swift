import UIDescription

/// The front end for Interface Builder 3 archives: the archive as libxml2 read it, translated
/// (``LegacyArchiveTranslator``) into a ``NodeDocument`` in the document format's vocabulary, whose elements carry
/// the positions of the archive elements they come from. ``XIBReader`` calls it for an `<archive>` root, under the
/// same limits.
enum LegacyArchiveReader {
    /// The translated document of `raw`, an archive read from `source`.
    static func document(from raw: NodeDocument, source: [UInt8], path: String?, limits: DocumentLimits) throws -> NodeDocument {
        var translator = LegacyArchiveTranslator(archive: LegacyArchive(raw: raw), maximumDepth: limits.maximumDepth)
        let root = try translator.translate()
        var builder = NodeDocumentBuilder(source: source, path: path, format: XIBReader.legacyArchiveFormat, limits: limits,
                                          expectedElementCount: raw.elementCount / 4)
        do {
            try emit(root, into: &builder)
        } catch let limit as LimitError {
            throw UIDescriptionError(.limitExceeded(limit.limit, limit: limit.value),
                                     "the translated archive exceeds the \(limit.limit.rawValue) limit of \(limit.value)",
                                     at: builder.location(atOffset: limit.offset))
        }
        return builder.build()
    }

    private static func emit(_ element: LegacyArchiveTranslator.Element, into builder: inout NodeDocumentBuilder) throws {
        // Depth first with an explicit stack, so that a deep archive cannot exhaust the call stack.
        var stack: [(element: LegacyArchiveTranslator.Element, next: Int)] = []
        try open(element, into: &builder)
        stack.append((element, 0))
        while let top = stack.last {
            if top.next < top.element.children.count {
                stack[stack.count - 1].next += 1
                let child = top.element.children[top.next]
                try open(child, into: &builder)
                stack.append((child, 0))
            } else {
                builder.endElement()
                stack.removeLast()
            }
        }
    }

    private static func open(_ element: LegacyArchiveTranslator.Element, into builder: inout NodeDocumentBuilder) throws {
        try builder.startElement(name: builder.intern(element.name), offset: element.offset)
        for (name, value) in element.attributes { try builder.addAttribute(name, value) }
        if let text = element.text { try builder.appendText(text) }
    }
}
