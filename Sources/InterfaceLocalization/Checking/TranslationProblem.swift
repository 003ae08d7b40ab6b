import UIDescription

/// Something wrong with a translation of an Interface Builder file: an entry whose object or text is gone, one made
/// for a text that has since changed, a key written twice, format specifiers that differ from the base text, or a
/// text no entry translates.
public struct TranslationProblem: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// ibtool would no longer write the entry's key: the object or key path is gone, its text was emptied, or its
        /// id now belongs to an object with nothing to localize.
        case orphaned
        /// The entry's comment records a base text that differs from the current one; in a String Catalog, also a
        /// translation marked `needs_review`.
        case outdated
        /// A later occurrence of a key the file already has.
        case duplicateKey
        /// The translation's format specifiers (`%@`, `%d`, `%1$@`…) differ from the base text's.
        case formatMismatch
        /// A text of the base file that the translation has no entry for.
        case missing
    }

    /// The kind.
    public let kind: Kind
    /// The entry's key (`abc-12-xyz.text`): what the problem is about, whatever its wording.
    public let key: String
    /// The language of the translation (`de`, `pt-BR`), when known.
    public let language: String?
    /// What is wrong, in one sentence.
    public let message: String
    /// Where: the entry in the strings file or catalog.
    public let location: SourceLocation

    /// A problem of `kind` with `key`.
    public init(_ kind: Kind, key: String, language: String?, message: String, at location: SourceLocation) {
        self.kind = kind
        self.key = key
        self.language = language
        self.message = message
        self.location = location
    }

    /// `path:line:column: message`.
    public var description: String { "\(location): \(message)" }
}
