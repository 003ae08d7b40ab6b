extension SourceIndex {
    /// A static string constant as one type or protocol defines it.
    struct MemberDefinition: Sendable {
        var typeName: String
        var value: StringConstantValue
    }

    /// The string `reference` names: its literal, or the value of the constant it names when the sources define
    /// that constant with a literal or as its type's name (`Cell.reuseIdentifier` from `static let reuseIdentifier =
    /// "Cell"`, or from a protocol extension's `String(describing: self)`). `nil` when the code computes the string
    /// some other way.
    public func value(of reference: SourceReference) -> String? {
        resolution(of: reference)?.value
    }

    /// The constant whose value ``value(of:)`` found for `reference` (`Cell.reuseIdentifier`); `nil` for a literal
    /// or an unresolved reference.
    public func constantName(of reference: SourceReference) -> String? {
        resolution(of: reference)?.constant
    }

    private func resolution(of reference: SourceReference) -> (value: String, constant: String?)? {
        if let value = reference.value { return (value, nil) }
        for name in reference.constantNames {
            guard let value = constantValue(name, depth: 0) else { continue }
            return value.map { ($0, name) }
        }
        return nil
    }

    /// The value of the constant `name` (`Cell.reuseIdentifier`, `ListViewController#cellID`, `kCellID`): `nil` when
    /// the sources define no such constant, `.some(nil)` when they define it in a way reading cannot follow.
    private func constantValue(_ name: String, depth: Int) -> String?? {
        guard depth < 4 else { return .some(nil) }
        let separator = name.lastIndex { $0 == "." || $0 == "#" }
        var defined = stringConstants[name]
        if defined == nil, let separator, name[separator] == "." {
            defined = inheritedConstant(String(name[name.index(after: separator)...]), of: String(name[..<separator]))
        }
        switch defined {
        case .text(let text)?:
            return .some(text)
        case .typeName?:
            return .some(separator.flatMap { Self.typeName(in: String(name[..<$0])) })
        case .alias(let member)?:
            guard let separator else { return .some(nil) }
            return .some(constantValue(String(name[..<separator]) + "." + member, depth: depth + 1) ?? nil)
        case .unknown?:
            return .some(nil)
        case nil:
            return nil
        }
    }

    /// The static constant `member` of `typeName` when the type defines none itself: its nearest superclass's in the
    /// sources, else what every definition in a protocol extension or an extension of a framework class
    /// (`extension UITableViewCell`) agrees on, the type's name for `String(describing: self)`. When the type or a
    /// superclass declares conformance to some of those protocols, or some extend a class of its lineage, only those
    /// definitions count.
    private func inheritedConstant(_ member: String, of typeName: String) -> StringConstantValue? {
        let lineage = [typeName] + superclassChain(of: typeName)
        for superclass in lineage.dropFirst() {
            if let value = stringConstants[superclass + "." + member] { return value }
        }
        var defaults = (memberDefinitions[member] ?? []).filter {
            protocolNames.contains($0.typeName) || classes(named: $0.typeName).isEmpty
        }
        if defaults.count > 1 {
            let applicable = Set(lineage + lineage.flatMap { name in
                classes(named: name).flatMap(\.inheritedTypeNames) + (extensionConformances[name] ?? [])
            })
            let conformed = defaults.filter { applicable.contains($0.typeName) }
            if !conformed.isEmpty { defaults = conformed }
        }
        guard let first = defaults.first?.value else { return nil }
        return defaults.dropFirst().reduce(first) { $0.merged(with: $1.value) }
    }

    /// `Cell` for `Module.Cell`.
    private static func typeName(in typePath: String) -> String? {
        typePath.split(separator: ".").last.map(String.init)
    }
}
