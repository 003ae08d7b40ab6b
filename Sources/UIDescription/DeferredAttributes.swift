/// Attribute values a translation keeps as UTF-8 bytes, each named by a key it numbers, to be written when its trees
/// are built (``TranslatedDocumentSink/append(_:)``) rather than held as `String` pairs in the trees: a compiled
/// storyboard's scene nibs are translated into trees that are put together before they are built, and their members
/// without a counterpart (``DeferredAttributes``) would otherwise each be two strings made, copied along every
/// walk of the trees, hashed by name when built, and released.
///
/// One table serves one translation: it is appended to while that translation runs, on its thread, and only read
/// once it has ended (the trees that refer to it are built after), so it is shared without a lock, and its stored
/// properties opt out of the run-time exclusivity check (`@exclusivity(unchecked)`) each access would pay.
package final class DeferredAttributeTable: @unchecked Sendable {
    /// The keys met: the number a process gave the key (see ``TranslatedElementSink/addAttribute(numbered:name:utf8:)``)
    /// and its name.
    @exclusivity(unchecked) private var keys: [(number: Int32?, name: String)] = []
    /// Each value: its key (an index of ``keys``) and its bytes in ``bytes``.
    @exclusivity(unchecked) private var entries: [(key: Int32, start: Int32, length: Int32)] = []
    @exclusivity(unchecked) private var bytes: [UInt8] = []

    package init() {}

    /// How many values the table holds: the end of the range the next values' ``DeferredAttributes`` start at.
    package var count: Int { entries.count }

    /// Adds a key, named `name` and numbered `number` by the process if it is; its index for ``append(key:value:)``.
    package func addKey(number: Int32?, name: String) -> Int32 {
        keys.append((number, name))
        return Int32(keys.count - 1)
    }

    /// Adds a value of the key at `key` (an index ``addKey(number:name:)`` gave).
    package func append(key: Int32, value: UnsafeBufferPointer<UInt8>) {
        entries.append((key, Int32(truncatingIfNeeded: bytes.count), Int32(truncatingIfNeeded: value.count)))
        bytes.append(contentsOf: value)
    }

    /// Writes the values of `attributes` as attributes of the element `sink` opened last, in order.
    static func write(_ attributes: DeferredAttributes, into sink: inout TranslatedDocumentSink) throws {
        let table = attributes.table
        try table.bytes.withUnsafeBufferPointer { bytes in
            for index in Int(attributes.start)..<Int(attributes.end) where table.entries.indices.contains(index) {
                let entry = table.entries[index]
                let key = table.keys[Int(entry.key)]
                let value = UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.start + entry.length)])
                try sink.addAttribute(numbered: key.number, name: { key.name }, utf8: value)
            }
        }
    }
}

/// The attributes of a translated element kept in a ``DeferredAttributeTable``: its values from `start` up to `end`.
package struct DeferredAttributes: Sendable {
    package let table: DeferredAttributeTable
    let start: Int32
    let end: Int32

    /// The values `table` holds from `start` up to its end.
    package init(table: DeferredAttributeTable, from start: Int) {
        self.table = table
        self.start = Int32(truncatingIfNeeded: start)
        end = Int32(truncatingIfNeeded: table.count)
    }
}
