/// A type that decodes from a document's root element rather than from its File's Owner or
/// initial view controller. ``Document`` is one; adopt it for your own whole-file types.
public protocol DocumentRootDecodable: Decodable {}

extension NodeDocument {
    /// Decodes `type` from this document with the outlet rules of this package.
    ///
    /// Without `object`, the decoded object is the File's Owner of a xib, the initial view
    /// controller of a storyboard, or the root element for ``DocumentRootDecodable`` types.
    /// With `object`, it is the object with that storyboard identifier, custom class, user label
    /// or IB id (tried in that order after the id).
    ///
    /// - Throws: ``UIDescriptionError`` for a missing, unknown or mistyped outlet, a dangling id,
    ///   a missing object, and any value that cannot be read as declared.
    public func decode<T: Decodable>(_ type: T.Type, object: String? = nil,
                                     options: DecodingOptions = DecodingOptions()) throws -> T {
        try decode(type, at: selectObject(for: type, named: object), options: options, coverage: nil)
    }

    /// Decodes `type` from any element of the document, with the same rules.
    public func decode<T: Decodable>(_ type: T.Type, at element: ElementID,
                                     options: DecodingOptions = DecodingOptions()) throws -> T {
        try decode(type, at: element, options: options, coverage: nil)
    }

    func decode<T: Decodable>(_ type: T.Type, object: String?, options: DecodingOptions,
                              coverage: CoverageRecorder?) throws -> T {
        try decode(type, at: selectObject(for: type, named: object), options: options, coverage: coverage)
    }

    func decode<T: Decodable>(_ type: T.Type, at element: ElementID, options: DecodingOptions,
                              coverage: CoverageRecorder?) throws -> T {
        // The decoder reads the tables unchecked (``DocumentTables``): an id from elsewhere stops here.
        guard element.index >= 0, Int(element.index) < elementCount else {
            throw UIDescriptionError(.objectNotFound("element \(element.index)", suggestion: nil),
                                     "the document has no element \(element.index) (it has \(elementCount))")
        }
        let state = DecodingState(document: self, options: options, coverage: coverage)
        let decoder = ElementDecoder(state: state, value: .element(element, connection: nil), codingPath: [])
        let value = try decoder.decode(T.self)
        if options.unknownOutlets == .error, let unknown = state.firstUnconsumedOutlet() {
            throw unknownOutletError(unknown, rootType: type, root: element, state: state)
        }
        return value
    }

    @inline(never)
    private func unknownOutletError<T>(_ unknown: (owner: ElementID, connection: ElementID, others: Int), rootType: T.Type,
                                       root: ElementID, state: DecodingState) -> UIDescriptionError {
        let property = attribute("property", of: unknown.connection) ?? ""
        let owner = ObjectNaming.ownerName(of: unknown.owner, in: self)
        let swiftType = state.typeName(openedAt: unknown.owner) ?? String(describing: rootType)
        let kind = state.isOutletCollection(unknown.connection) ? "outlet collection" : "outlet"
        let quoted = MessageText.excerpt(property)
        var message = "unknown \(kind) `\(quoted)`: the file connects it on \(owner), but \(swiftType) declares no property `\(quoted)`"
        let declared = state.declaredKeys(openedAt: unknown.owner)
        if let suggestion = Suggestion.nearest(to: property, in: declared) { message += "; did you mean `\(suggestion)`?" }
        if unknown.others > 0 { message += " (and \(unknown.others) more unknown outlet\(unknown.others == 1 ? "" : "s"))" }
        message += "; at run time this is the \"not key value coding-compliant\" crash"
        return UIDescriptionError(.unknownOutlet(name: property, owner: owner), message, at: location(of: unknown.connection),
                                  notes: [.init(message: "\(owner) is declared here", location: location(of: unknown.owner))])
    }

    // MARK: Choosing the object

    func selectObject<T>(for type: T.Type, named name: String?) throws -> ElementID {
        if let name { return try object(named: name) }
        if type is any DocumentRootDecodable.Type { return root }
        if let initial = attribute("initialViewController", of: root) {
            guard let element = try referencedElement(withID: initial, reference: "the initial view controller",
                                                      at: location(of: root)) else {
                throw UIDescriptionError(.danglingReference(id: initial),
                                         "the initial view controller id \"\(initial)\" matches no object in the storyboard",
                                         at: location(of: root))
            }
            return element
        }
        if isStoryboard {
            throw UIDescriptionError(.objectNotFound("initial view controller", suggestion: nil),
                                     "the storyboard has no initial view controller; pass `object:` with a storyboard identifier (available: \(storyboardIdentifiers.prefix(8).joined(separator: ", ")))",
                                     at: location(of: root))
        }
        if let owner = allElements.first(where: { InterfaceVocabulary.isFilesOwner($0, in: self) }) {
            return owner
        }
        throw UIDescriptionError(.objectNotFound("File's Owner", suggestion: nil),
                                 "the file has no File's Owner; pass `object:` with a custom class, user label or id",
                                 at: location(of: root))
    }

    /// Whether the document is a storyboard (rather than a xib): the one answer `validate`, `dump`, `convert` and the
    /// decoder share. From the document type, the file name when the reader had one, and the scenes it holds.
    public var isStoryboard: Bool {
        // iOS, tvOS and macOS storyboards say `….Storyboard.XIB`; WatchKit ones `….WatchKit.Storyboard`.
        if let type = attribute("type", of: root), type.hasSuffix("Storyboard.XIB") || type.hasSuffix(".Storyboard") {
            return true
        }
        return format == "storyboard" || firstChild(of: root, named: "scenes") != nil
    }

    private var storyboardIdentifiers: [String] {
        allElements.compactMap { attribute("storyboardIdentifier", of: $0) }
    }

    /// The object named by a storyboard identifier, custom class, user label or id.
    public func object(named name: String) throws -> ElementID {
        if let element = try referencedElement(withID: name, reference: "the object name", at: location(of: root)) {
            return element
        }
        for attributeName in ["storyboardIdentifier", "customClass", "userLabel"] {
            let matches = allElements.filter { attribute(attributeName, of: $0) == name }
            if matches.count == 1, let match = matches.first { return match }
            if matches.count > 1 {
                throw UIDescriptionError(.ambiguousObject(name),
                                         "\(matches.count) objects have \(attributeName) \"\(name)\"; pass the IB id of the one you mean",
                                         at: location(of: matches[0]),
                                         notes: matches.dropFirst().map { .init(message: "also \(ObjectNaming.description(of: $0, in: self)) (id \(id(of: $0) ?? "none"))", location: location(of: $0)) })
            }
        }
        let candidates = allElements.flatMap { element in
            ["storyboardIdentifier", "customClass", "userLabel"].compactMap { attribute($0, of: element) }
        }
        let suggestion = Suggestion.nearest(to: name, in: candidates)
        var message = "no object has storyboard identifier, custom class, user label or id \"\(MessageText.excerpt(name))\""
        if let suggestion { message += "; did you mean \"\(suggestion)\"?" }
        throw UIDescriptionError(.objectNotFound(name, suggestion: suggestion), message, at: location(of: root))
    }
}
