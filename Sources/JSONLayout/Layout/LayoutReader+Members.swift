import UIDescription

/// What each member of a layout object stands for, and each element's header (its kind, name and key): read by
/// both passes.
extension LayoutReader {
    /// What a member of an element object stands for, from its name and the shape of its value.
    enum MemberRole {
        /// `"Label": "title"`: the element's kind and name.
        case kind
        /// `$text`, `$key`, `$unset`, …
        case reserved
        case outlets, outletCollections, actions, connectionList
        /// A string, number or boolean: an attribute.
        case attribute
        /// A keyed child in its string form (a color, a font, a flag set).
        case stringForm
        /// A keyed child in its number-list form (a rectangle, a point, a size).
        case numberList
        /// `null`: a `<nil key="…"/>` child.
        case nilChild
        /// An array: a list element holding items.
        case list
        /// An object: a keyed child element.
        case keyedElement
    }

    func role(ofMember key: Int, value: Int) throws -> MemberRole {
        let symbol = symbol(key)
        if symbol.kind != nil { return .kind }
        if symbol.isReserved { return .reserved }
        let name = symbol.name
        let kind = tree.kind(value)
        if symbol.isConnectionMember { return try connectionRole(name, key: key, kind: kind) }
        guard symbol.isPlain else {
            throw failure(.malformed("member name"),
                          "`\(name)` is not a valid member name: properties start with a lower-case letter, kinds with an upper-case one, format members with `$`",
                          at: tree.offset(key))
        }
        let role: MemberRole
        let known: Bool
        switch kind {
        case .string where symbol.isStringFormKey:
            (role, known) = (.stringForm, true)
        case .string, .number, .true, .false:
            (role, known) = (.attribute, symbol.isKnownAttribute)
        case .null:
            (role, known) = (.nilChild, symbol.isKnownKey)
        case .array:
            if symbol.isNumberListKey, tree.items(value).allSatisfy({ tree.kind($0) == .number }) {
                (role, known) = (.numberList, true)
            } else {
                (role, known) = (.list, symbol.isKnownList)
            }
        case .object:
            (role, known) = (.keyedElement, symbol.isKnownKey)
        }
        guard known else { throw unknownProperty(name, role: role, at: tree.offset(key)) }
        return role
    }

    private func connectionRole(_ name: String, key: Int, kind: JSONTree.Kind) throws -> MemberRole {
        switch name {
        case MemberNames.outlets, MemberNames.outletCollections:
            guard kind == .object else {
                throw failure(.malformed("`\(name)`"), "`\(name)` must be an object mapping outlet names to object names", at: tree.offset(key))
            }
            return name == MemberNames.outlets ? .outlets : .outletCollections
        case MemberNames.actions:
            guard kind == .array else {
                throw failure(.malformed("`actions`"), "`actions` must be a list such as [\"filesOwner.login: on touchUpInside\"]", at: tree.offset(key))
            }
            return .actions
        case MemberNames.connections:
            guard kind == .array else {
                throw failure(.malformed("`connections`"), "`connections` must be a list of connection objects", at: tree.offset(key))
            }
            return .connectionList
        default:
            throw failure(.malformed("member name"), "`\(name)` is reserved", at: tree.offset(key))
        }
    }

    /// "unknown property `txet`; did you mean `text`?"
    func unknownProperty(_ name: String, role: MemberRole, at offset: Int) -> UIDescriptionError {
        let what: String
        let escape: String
        switch role {
        case .attribute:
            (what, escape) = ("attribute", "write an attribute Xcode writes but this version does not know in `$attributes`")
        case .list:
            (what, escape) = ("list", "write a list this version does not know in `$items`, as an object with its kind")
        default:
            (what, escape) = ("child key", "write a child this version does not know in `$items`, with its `$key`")
        }
        if let forms = writtenForms(of: name) {
            // A known name with a value of the wrong shape: say which shapes it takes, not "did you mean" itself.
            return failure(
                .typeMismatch(expected: forms, found: shape(of: role)),
                "`\(name)` is written as \(forms), not as \(shape(of: role))", at: offset)
        }
        let quoted = MessageText.excerpt(name)
        var message = "unknown \(what) `\(quoted)`"
        if let suggestion = Suggestion.nearest(to: name, in: vocabulary.propertyNames) { message += "; did you mean `\(suggestion)`?" }
        message += " (\(escape))"
        return failure(.keyNotFound(quoted), message, at: offset)
    }

    /// The shapes a known property name takes (`an attribute: a string, number or boolean`, `a `rect` child:
    /// a list of numbers or an object`, …), or `nil` for a name the vocabulary does not know.
    private func writtenForms(of name: String) -> String? {
        guard vocabulary.mayKnow(name) else { return nil }
        var forms: [String] = []
        if vocabulary.attributeNames.contains(name) { forms.append("an attribute (a string, number or boolean)") }
        if vocabulary.keys.contains(name) {
            let kind = vocabulary.defaultKind(forKey: name).map { "a `\($0)` child" } ?? "a child element"
            if vocabulary.isNumberListKey(name) {
                forms.append("\(kind) (a list of numbers or an object)")
            } else if vocabulary.isStringFormKey(name) {
                forms.append("\(kind) (a string or an object)")
            } else {
                forms.append("\(kind) (an object, or null for none)")
            }
        }
        if vocabulary.listNames.contains(name) { forms.append("a list (an array)") }
        return forms.isEmpty ? nil : forms.joined(separator: " or ")
    }

    private func shape(of role: MemberRole) -> String {
        switch role {
        case .attribute: "a plain value"
        case .list, .numberList: "an array"
        case .keyedElement: "an object"
        case .nilChild: "null"
        case .stringForm: "a string"
        default: "this value"
        }
    }

    // MARK: Headers

    /// Where an element object sits, which decides its default kind and how it is named.
    enum Context {
        case item(defaultKind: String?)
        case keyed(key: String)
        /// A child of the document written as the member named by its element name (`device`).
        case rootChild(name: String)
    }

    /// An element's kind and, for objects, its name.
    struct Header {
        var kind: String
        /// The kind's tables.
        var tables: KindTables
        var name: String?
        var isObject: Bool
        /// Where the name (or the element) is declared, for errors.
        var offset: Int
    }

    func header(of body: Int, context: Context, parentName: String?) throws -> Header {
        var kind: String?
        var explicitName: String?
        var explicitNull = false
        var anonymousFlag = false
        var nameOffset = tree.offset(body)
        var kindSymbol: Int?
        for (key, value) in tree.members(body) {
            let symbol = symbol(key)
            guard symbol.kind != nil || symbol.isReserved else { continue }
            let member = symbol.name
            if let memberKind = symbol.kind {
                guard kind == nil else {
                    throw failure(.malformed("two kinds"), "an element has one kind member; found `\(member)` after another", at: tree.offset(key))
                }
                if let suggestion = symbol.misspelledKind {
                    throw failure(
                        .malformed("kind member"),
                        "unknown kind `\(MessageText.excerpt(member))`; did you mean `\(MemberNames.kindMember(suggestion) ?? suggestion)`? (write a kind this version does not know with `$kind`)",
                        at: tree.offset(key))
                }
                kind = memberKind
                kindSymbol = tree.symbol(ofKey: key)
                try validateXMLName(memberKind, what: "kind", at: tree.offset(key))
                switch tree.kind(value) {
                case .string: explicitName = tree.string(value)
                case .null: explicitNull = true
                default:
                    throw failure(.malformed("kind member"), "`\(member)` must be followed by the object's name or null", at: tree.offset(value))
                }
                nameOffset = tree.offset(key)
            } else if member == "$kind" {
                guard kind == nil, tree.kind(value) == .string else {
                    throw failure(.malformed("$kind"), "`$kind` must be a string, and an element has only one kind", at: tree.offset(key))
                }
                kind = tree.string(value)
                try validateXMLName(kind ?? "", what: "kind", at: tree.offset(value))
            } else if member == "$name" {
                guard tree.kind(value) == .string else {
                    throw failure(.malformed("$name"), "`$name` must be a string", at: tree.offset(value))
                }
                explicitName = tree.string(value)
                nameOffset = tree.offset(key)
            } else if member == "$anonymous" {
                guard tree.kind(value) == .true || tree.kind(value) == .false else {
                    throw failure(.malformed("$anonymous"), "`$anonymous` must be true or false", at: tree.offset(value))
                }
                anonymousFlag = tree.kind(value) == .true
            }
        }
        if let explicitName, !LayoutName.isValid(explicitName) {
            throw failure(.invalidValue(explicitName),
                          "`\(explicitName)` is not a valid name: use letters, digits and `_`, not starting with a digit (parts joined by dots)",
                          at: nameOffset)
        }
        let resolvedKind: String
        switch context {
        case .item(let defaultKind):
            guard let found = kind ?? defaultKind else {
                throw failure(.malformed("no kind"), "this element has no kind: start it with a kind member such as \"View\": \"name\"",
                              at: tree.offset(body))
            }
            resolvedKind = found
        case .keyed(let key):
            guard let found = kind ?? vocabulary.defaultKind(forKey: key) else {
                throw failure(.malformed("no kind"), "`\(key)` has no usual kind: give it a kind member such as \"View\": null",
                              at: tree.offset(body))
            }
            resolvedKind = found
        case .rootChild(let name):
            resolvedKind = kind ?? name
        }
        let resolvedTables = kindSymbol.map { tables(ofKindMember: $0, kind: resolvedKind) } ?? tables(of: resolvedKind)
        if let explicitName { return Header(kind: resolvedKind, tables: resolvedTables, name: explicitName, isObject: true, offset: nameOffset) }
        if anonymousFlag { return Header(kind: resolvedKind, tables: resolvedTables, name: nil, isObject: false, offset: nameOffset) }
        switch context {
        case .keyed(let key):
            let role = parentName.flatMap { parent in LayoutName.isOwnIdentifier(key) ? "\(parent).\(key)" : nil }
            if let role, ids.tableHasKey(role) || resolvedTables.isObjectKind {
                return Header(kind: resolvedKind, tables: resolvedTables, name: role, isObject: true, offset: nameOffset)
            }
            return Header(kind: resolvedKind, tables: resolvedTables, name: nil, isObject: resolvedTables.isObjectKind, offset: nameOffset)
        case .item:
            _ = explicitNull
            return Header(kind: resolvedKind, tables: resolvedTables, name: nil, isObject: resolvedTables.isObjectKind, offset: nameOffset)
        case .rootChild:
            return Header(kind: resolvedKind, tables: resolvedTables, name: nil, isObject: false, offset: nameOffset)
        }
    }

    func validateXMLName(_ name: String, what: String, at offset: Int) throws {
        var first = true
        for byte in name.utf8 {
            let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            let isOther = (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isLetter || (!first && isOther) else {
                throw failure(.invalidValue(name), "`\(name)` cannot be an XML \(what) name", at: offset)
            }
            first = false
        }
        if first { throw failure(.invalidValue(name), "an XML \(what) name cannot be empty", at: offset) }
    }
}
