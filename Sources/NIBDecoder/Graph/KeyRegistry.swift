import UIDescription

/// The member keys met in this process, each numbered once (a ``NameRegistry``), with whether the key is an
/// identifier (can name an attribute or an element): what the reader knows of a key (which ``WellKnownKey`` it is,
/// what the translation tables say of it) is then found by its number.
///
/// The registry starts with the keys the reader names (``seedNames``): the ``WellKnownKey``s first, so that a
/// well-known key's number is its raw value, then every key a translation table names (``NIBVocabulary/KeyFacts``
/// keeps its facts by the same numbers) or reads by name; these are found without taking the lock.
enum KeyRegistry {
    static let shared = NameRegistry(seedNames: seedNames, capacity: 16_384, facts: ArchiveVocabulary.isIdentifier)

    /// The keys numbered from the start, each once: the well-known keys in raw-value order, then the tables' other
    /// keys. A name's number is its index here.
    static let seedNames: [String] = {
        var seen: Set<String> = []
        return (WellKnownKey.allCases.map(\.name) + NIBVocabulary.KeyFacts.tableKeyNames + NIBVocabulary.keysReadByName)
            .filter { seen.insert($0).inserted }
    }()
}
