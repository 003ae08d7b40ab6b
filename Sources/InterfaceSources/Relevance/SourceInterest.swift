/// What a validation run looks for in the sources: the names its Interface Builder files use (custom classes,
/// outlets, action selectors, runtime attribute keys). A source file that holds none of them, nor any word that
/// declares outlets and actions or names Interface Builder files by string (``alwaysRelevantWords``), nor a name
/// that the files read so far lead to (a superclass, a protocol, a constant, a helper function), cannot matter to the
/// run and is not parsed (see ``SourceIndex/init(files:interest:)``).
public struct SourceInterest: Sendable, Hashable {
    /// The custom class names Interface Builder files set (each part of a dotted name on its own).
    public var classNames: Set<String>
    /// The other names they use: outlet and property names, the pieces of action selectors, runtime attribute keys.
    public var memberNames: Set<String>

    /// Whether every file is parsed, whatever it holds (``everything``).
    public var includesEveryFile = false

    /// An interest in these names.
    public init(classNames: some Sequence<String> = [], memberNames: some Sequence<String> = []) {
        self.classNames = Set(classNames.flatMap(Self.words))
        self.memberNames = Set(memberNames.flatMap(Self.words))
    }

    /// An interest in every file: all are parsed (slower; what the scan is checked against).
    public static var everything: SourceInterest {
        var interest = SourceInterest()
        interest.includesEveryFile = true
        return interest
    }

    /// This interest in these class and member names too, keeping ``includesEveryFile``.
    public func adding(classNames: some Sequence<String>, memberNames: some Sequence<String>) -> SourceInterest {
        var interest = self
        interest.classNames.formUnion(classNames.flatMap(Self.words))
        interest.memberNames.formUnion(memberNames.flatMap(Self.words))
        return interest
    }

    /// The words of a name as a file would spell them: `Outer` and `Inner` for `Outer.Inner`; the selector pieces of
    /// `tableView:didSelectRowAtIndexPath:`, and of `closeWithSender:` also `close` (Swift's `close(with:)`). Pieces
    /// without a letter (the `_` of `compose(_:)`) are no words: every Swift file holds them.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        for piece in name.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where piece.contains(where: \.isLetter) {
            words.append(String(piece))
            if let with = piece.range(of: "With"), with.lowerBound > piece.startIndex {
                words.append(String(piece[..<with.lowerBound]))
            }
        }
        return words
    }

    /// Words that make a file matter whatever the Interface Builder files hold: the attributes and macros that
    /// declare outlets and actions (their unconnected members are reported), and the calls and types through which
    /// code names storyboards, nibs, scenes, segues and reuse identifiers by string.
    public static let alwaysRelevantWords: Set<String> = Set([
        "IBOutlet", "IBOutletCollection", "IBAction", "IBSegueAction", "IBInspectable", "IBDesignable",
        "nibName", "nibNamed", "windowNibName", "UINib", "NSNib", "UIStoryboardSegue", "NSStoryboardSegue",
        "prepare", "shouldPerformSegue", "prepareForSegue", "shouldPerformSegueWithIdentifier", "withReuseIdentifier",
    ]).union(SwiftStringReferences.calledNames).union(ObjCStringReferences.kinds.keys)
}
