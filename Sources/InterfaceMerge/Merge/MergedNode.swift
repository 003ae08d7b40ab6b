/// The side of a merge an element's bytes come from.
enum MergeSide: Sendable {
    case ours, theirs
}

/// One element of the merged document: where its bytes come from and what the merge changed in them.
final class MergedNode {
    enum Form {
        /// That side's element as it stands, with its whole subtree (theirs' with fresh ids applied).
        case verbatim(MergeSide, Int)
        /// Built from that side's element: its start tag with ``MergedNode/attributes``, its text from
        /// ``MergedNode/contentSide``, its children from ``MergedNode/children``.
        case merged(MergeSide, Int)
        /// Conflict markers around ours' elements and theirs' elements, each written whole.
        case conflict(ours: [Int], theirs: [Int], conflict: Int)
        /// The element's lines in base, ours and theirs merged line by line (``LineMerge``), because something in it
        /// could not be merged object by object; `object` names it in the conflicts its hunks leave.
        case lines(base: Int, ours: Int, theirs: Int, object: String)
    }

    let key: String
    var form: Form
    /// The attributes to write, raw, in order, when they differ from the source element's
    /// (``attributesChanged``) or conflict; empty otherwise, when the source element's own are written.
    var attributes: [(name: String, value: String)] = []
    /// Whether ``attributes`` differ from the source element's.
    var attributesChanged = false

    /// Whether ``attributes`` holds the attributes to write (else the source element's stand).
    var hasOwnAttributes: Bool { attributesChanged || !conflictingAttributes.isEmpty }
    /// Where the text comes from when it is not the source element's own.
    var contentSide: MergeSide?
    /// Attributes both sides changed differently: ``attributes`` holds ours' value; this, theirs' (`nil`: none).
    var conflictingAttributes: [(name: String, theirs: String?)] = []
    /// The conflict the start tag's markers belong to.
    var attributeConflict: Int?
    var children: [MergedNode] = []
    /// Whether ``children`` differ from the source element's children.
    var childrenChanged = false
    /// Whether ours and theirs have the element byte for byte alike (both left it as base has it, or both changed
    /// it alike): then ``children`` is left empty, as nothing below it is merged; it is copied whole from ours.
    var isSameOnBothSides = false

    init(key: String, form: Form) {
        self.key = key
        self.form = form
    }

    /// The side and element the node's bytes come from (`nil` for a conflict, or lines merged line by line).
    var source: (side: MergeSide, index: Int)? {
        switch form {
        case .verbatim(let side, let index), .merged(let side, let index): return (side, index)
        case .conflict, .lines: return nil
        }
    }
}
