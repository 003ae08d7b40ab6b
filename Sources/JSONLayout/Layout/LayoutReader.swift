import UIDescription

/// Reads a JSON layout into the same ``NodeDocument`` the XIB front end builds for the equivalent
/// XIB: names become ids again (from the `ids` table, or fresh ones for objects added by hand),
/// short forms become elements and attributes, left-out defaults come back, and elements and
/// attributes are put in the order Xcode writes them. Every element starts at the JSON value it
/// was read from, so errors point into the layout file.
struct LayoutReader {
    let tree: JSONTree
    let vocabulary: Vocabulary
    let path: String?
    var builder: NodeDocumentBuilder

    /// Object names and their ids.
    var nameIDs: [String: String] = [:]
    /// Where each name is declared, for duplicate-name errors.
    var nameOffsets: [String: Int] = [:]
    /// The `ids` table.
    var table: [String: String] = [:]
    /// Every id in use, so that fresh ids do not collide.
    var takenIDs: Set<String> = []
    /// How often each id-table key of an anonymous element was used so far (for ` #2` keys).
    var keyCounts: [String: Int] = [:]
    /// `target` (AppKit) or `destination`: how actions name their receiver.
    var actionTarget = "destination"
    /// The document's platform family, for Xcode's order of attributes and children.
    var family = Vocabulary.Family.ios
    /// Interned attribute names.
    var internedNames: [String: Int32] = [:]

    init(tree: JSONTree, path: String?, limits: DocumentLimits, vocabulary: Vocabulary = .shared) {
        self.tree = tree
        self.vocabulary = vocabulary
        self.path = path
        builder = NodeDocumentBuilder(source: tree.source, path: path, format: "json", limits: limits,
                                      expectedElementCount: tree.values.count / 4)
    }

    /// Parses `bytes` and reads the layout.
    static func read(_ bytes: [UInt8], path: String?, limits: DocumentLimits) throws -> NodeDocument {
        try readWithNames(bytes, path: path, limits: limits).document
    }

    /// Parses `bytes` and reads the layout; also answers the object names with their ids.
    static func readWithNames(_ bytes: [UInt8], path: String?, limits: DocumentLimits) throws
        -> (document: NodeDocument, names: [String: String]) {
        if bytes.count > limits.maximumInputBytes {
            throw UIDescriptionError(.limitExceeded(.inputBytes, limit: limits.maximumInputBytes),
                                     "the input is \(bytes.count) bytes, more than the limit of \(limits.maximumInputBytes) bytes (maximumInputBytes)",
                                     at: SourceLocation(file: path, line: 1, column: 1))
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw UIDescriptionError(.emptyInput, "the file is empty", at: SourceLocation(file: path, line: 1, column: 1))
        }
        let tree: JSONTree
        do {
            tree = try JSONParser.parse(bytes, limits: JSONParser.Limits(
                maximumDepth: limits.maximumDepth * 3, maximumValues: max(limits.maximumElementCount, 1) * 8,
                maximumStringBytes: limits.maximumValueBytes))
        } catch let error as JSONSyntaxError {
            let location = NodeDocumentBuilder(source: bytes, path: path, format: "json").location(atOffset: error.offset)
            throw UIDescriptionError(.malformed(error.message), "malformed JSON: \(error.message)", at: location)
        }
        var reader = LayoutReader(tree: tree, path: path, limits: limits)
        do {
            let document = try reader.read()
            return (document, reader.nameIDs)
        } catch let error as LimitError {
            throw UIDescriptionError(.limitExceeded(error.limit, limit: error.value),
                                     "the layout exceeds the \(error.limit.rawValue) limit of \(error.value)",
                                     at: reader.builder.location(atOffset: error.offset))
        }
    }

    mutating func read() throws -> NodeDocument {
        let root = tree.root
        guard tree.kind(root) == .object else {
            throw failure(.malformed("the layout is not an object"), "a layout is a JSON object with `format` and `document` members", at: tree.offset(root))
        }
        guard let format = tree.member("format", of: root) else {
            throw failure(.malformed("no format"), "the layout has no `format` member; the first member of a layout is \"format\": \"\(LayoutFormat.current)\"",
                          at: tree.offset(root))
        }
        guard tree.kind(format) == .string, LayoutFormat.isSupported(tree.string(format)) else {
            let found = tree.kind(format) == .string ? tree.string(format) : "a non-string value"
            if tree.kind(format) == .string, found.hasPrefix(LayoutFormat.name + "/") {
                throw failure(.unsupportedFormatVersion(found),
                              "the layout is in format \(found), newer than this reader understands (\(LayoutFormat.current)); update uidesc",
                              at: tree.offset(format))
            }
            throw failure(.malformed("unknown format"), "`format` is \(found.debugDescription), expected \"\(LayoutFormat.current)\"", at: tree.offset(format))
        }
        guard let documentValue = tree.member("document", of: root), tree.kind(documentValue) == .object else {
            throw failure(.malformed("no document"), "the layout has no `document` object holding the document's attributes",
                          at: tree.offset(root))
        }
        if let ids = tree.member("ids", of: root) { try readTable(ids) }
        try checkDuplicateMembers(root)
        let type = documentAttribute("type", of: documentValue)
        actionTarget = type.contains(".Cocoa.") ? "target" : "destination"
        family = Vocabulary.Family(type: type, targetRuntime: documentAttribute("targetRuntime", of: documentValue))

        // Pass 1: every object's name and id.
        try collectNames(root: root)
        // Pass 2: the elements.
        try emitDocument(root: root, attributes: documentValue)
        return builder.build()
    }

    private func documentAttribute(_ name: String, of attributes: Int) -> String {
        guard let value = tree.member(name, of: attributes), tree.kind(value) == .string else { return "" }
        return tree.string(value)
    }

    private mutating func readTable(_ ids: Int) throws {
        guard tree.kind(ids) == .object else {
            throw failure(.malformed("ids"), "`ids` must be an object mapping names to Interface Builder ids", at: tree.offset(ids))
        }
        for (key, value) in tree.members(ids) {
            guard tree.kind(value) == .string else {
                throw failure(.malformed("ids"), "the id of `\(tree.string(key))` must be a string", at: tree.offset(value))
            }
            let name = tree.string(key)
            let id = tree.string(value)
            guard !id.isEmpty else {
                throw failure(.invalidValue(id), "the id of `\(name)` is empty", at: tree.offset(value))
            }
            if table.updateValue(id, forKey: name) != nil {
                throw failure(.duplicateID(name), "`\(name)` appears twice in `ids`", at: tree.offset(key))
            }
            takenIDs.insert(id)
        }
    }

    // MARK: Errors

    func failure(_ kind: UIDescriptionError.Kind, _ message: String, at offset: Int) -> UIDescriptionError {
        UIDescriptionError(kind, message, at: builder.location(atOffset: offset))
    }

    /// Refuses an object with two members of the same name.
    func checkDuplicateMembers(_ object: Int) throws {
        guard tree.count(object) > 1 else { return }
        var seen: Set<String> = []
        for (key, _) in tree.members(object) {
            let name = tree.string(key)
            if !seen.insert(name).inserted {
                throw failure(.malformed("duplicate member"), "the member `\(name)` appears twice in this object", at: tree.offset(key))
            }
        }
    }

    // MARK: Ids

    /// The id of a name (declared in pass 1).
    func id(ofName name: String, at offset: Int) throws -> String {
        if let id = nameIDs[name] { return id }
        var message = "no object is named `\(name)`"
        if let suggestion = NameSuggestion.nearest(to: name, in: nameIDs.keys) { message += "; did you mean `\(suggestion)`?" }
        throw failure(.danglingReference(id: name), message, at: offset)
    }

    /// The id recorded under an anonymous element's key (` #2` for its second use), or a fresh one.
    mutating func anonymousID(key: String) -> String {
        let count = keyCounts[key, default: 0] + 1
        keyCounts[key] = count
        let fullKey = count == 1 ? key : "\(key) #\(count)"
        if let id = table[fullKey] { return id }
        let id = IBIdentifier.make(seed: fullKey, taken: takenIDs)
        takenIDs.insert(id)
        return id
    }

    /// A fresh id for an object without a name.
    mutating func freshID(seed: String) -> String {
        let id = IBIdentifier.make(seed: seed, taken: takenIDs)
        takenIDs.insert(id)
        return id
    }

    /// Declares a named object; its id comes from the table, a placeholder convention, or is new.
    mutating func declare(_ name: String, kind: String, body: Int?, at offset: Int) throws {
        if nameOffsets[name] != nil {
            throw failure(.duplicateID(name), "two objects are named `\(name)`; names must be unique in a layout", at: offset)
        }
        nameOffsets[name] = offset
        if let id = table[name] {
            nameIDs[name] = id
            return
        }
        var conventional: String?
        if kind == "placeholder", let body, let identifier = tree.member("placeholderIdentifier", of: body),
           tree.kind(identifier) == .string {
            switch tree.string(identifier) {
            case "IBFilesOwner": conventional = "-1"
            case "IBFirstResponder": conventional = "-2"
            default: break
            }
        }
        if let conventional, !takenIDs.contains(conventional) {
            takenIDs.insert(conventional)
            nameIDs[name] = conventional
            return
        }
        nameIDs[name] = freshID(seed: name)
    }
}

/// The nearest name to a misspelt one, for "did you mean" messages.
enum NameSuggestion {
    static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().utf8)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().utf8))
            if distance <= max(2, target.count / 3), distance < (best?.1 ?? Int.max) || (distance == best?.1 && candidate < (best?.0 ?? "")) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    private static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = Array(repeating: 0, count: rhs.count + 1)
        for i in 1...lhs.count {
            current[0] = i
            for j in 1...rhs.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (lhs[i - 1] == rhs[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
