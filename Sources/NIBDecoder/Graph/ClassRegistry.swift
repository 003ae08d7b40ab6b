/// The class names met in this process, each numbered once (a ``NameRegistry``) with what the translation tables say
/// of the class (``NIBVocabulary/ClassFacts``): nibs of one app use the same few dozen classes, so an archive's class
/// table is resolved without making or hashing its names, and the element name of a class is remembered by its number
/// (``ElementNameMemo``).
enum ClassRegistry {
    static let shared = NameRegistry(seedNames: [], capacity: 4_096, facts: NIBVocabulary.ClassFacts.init)
}
