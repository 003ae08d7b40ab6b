import UIDescription
import XIBDecoder

/// Compares two versions of a XIB or storyboard object by object, with the merge's matching (`VersionIndex`: IB
/// ids, scenes' `sceneID`, and for elements without an id their parent, name and role), and says what changed the
/// way a person would: `label "Welcome" [abc-de-fgh]: text "Welcome" → "Welcome back"`.
///
/// ```swift
/// let diff = try InterfaceDiffer().diff(old: oldBytes, new: newBytes)
/// print(diff.text())
/// ```
public struct InterfaceDiffer: Sendable {
    /// Whether canvas noise (recomputed frames, canvas locations, tool versions, `misplaced`/`ambiguous` flags,
    /// design-time metrics, the resources list) is listed; when it is not, ``InterfaceDiff/hiddenNoise`` counts it.
    public var includeNoise: Bool
    /// The file's path, for messages and the diff's ``InterfaceDiff/path``.
    public var path: String?
    /// The reader's limits apply to each version.
    public var reader = XIBReader()

    /// Creates a `InterfaceDiffer` from its parts.
    public init(includeNoise: Bool = false, path: String? = nil) {
        self.includeNoise = includeNoise
        self.path = path
    }

    /// What changed from `old` to `new`. Throws `UIDescriptionError` when either is not a readable IB document (a
    /// legacy archive, a file holding conflict markers, malformed XML); ``InterfaceDiff/lineDiff(old:new:reason:path:)``
    /// then compares the files line by line.
    public func diff(old: [UInt8], new: [UInt8]) throws -> InterfaceDiff {
        try diff(old: Optional(old), new: Optional(new))
    }

    /// What changed from `old` to `new`, where `nil` is a file that does not exist (git's `/dev/null`): with no old
    /// version every scene or top-level object is added, with no new one every one is removed.
    public func diff(old: [UInt8]?, new: [UInt8]?) throws -> InterfaceDiff {
        do {
            return try semanticDiff(old: old, new: new)
        } catch {
            throw error.error
        }
    }

    /// What changed from `old` to `new` (`nil`: no such file), object by object when both are readable IB documents,
    /// else line by line (``InterfaceDiff/note`` says which version could not be read and why). Never throws.
    public func diffOrLines(old: [UInt8]?, new: [UInt8]?) -> InterfaceDiff {
        do {
            return try semanticDiff(old: old, new: new)
        } catch {
            let line = error.error.location.map { " (line \($0.line))" } ?? ""
            let reason = "the \(error.version) version is not a readable IB document: \(error.error.message)\(line); showing a line diff"
            return InterfaceDiff.lineDiff(old: old, new: new, reason: reason, path: path)
        }
    }

    // MARK: Reading

    /// A version that is not a readable IB document, and which version it is.
    private struct Unreadable: Error {
        var version: String
        var error: UIDescriptionError
    }

    private func semanticDiff(old: [UInt8]?, new: [UInt8]?) throws(Unreadable) -> InterfaceDiff {
        let oldSide = try old.map { bytes throws(Unreadable) in DiffSide(tree: try read(bytes, version: "old")) }
        let newSide = try new.map { bytes throws(Unreadable) in DiffSide(tree: try read(bytes, version: "new")) }
        var differ = TreeDiffer(old: oldSide, new: newSide)
        differ.run()
        let entries = DiffPairing.pair(differ.entries)
        var result = DiffGrouping(old: oldSide, new: newSide).diff(entries, includeNoise: includeNoise)
        result.path = path
        return result
    }

    private func read(_ bytes: [UInt8], version: String) throws(Unreadable) -> SourceTree {
        do {
            return try SourceTree(bytes: bytes, path: path, reader: reader)
        } catch let error as UIDescriptionError {
            throw Unreadable(version: version, error: error)
        } catch {
            let location = SourceLocation(file: path, line: 1, column: 1)
            throw Unreadable(version: version, error: UIDescriptionError(.malformed("\(error)"), "cannot be read object by object: \(error)", at: location))
        }
    }
}
