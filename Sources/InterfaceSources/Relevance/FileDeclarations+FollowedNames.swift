extension FileDeclarations {
    /// The names this file leads to once it is read, in two kinds: the types whose declarations and extensions the
    /// index needs (the classes it declares or extends and what they inherit, whose superclasses, protocols and other
    /// extensions hold members; type aliases; the types of its outlets and actions), and the words whose uses
    /// elsewhere it needs (its actions' names, which code elsewhere may name with `#selector`, keeping them from being
    /// reported unconnected; the constants its references name, with the types they belong to; the helper functions
    /// that forward references, whose calls elsewhere pass the strings).
    var followedNames: (types: Set<String>, words: Set<String>) {
        var types: Set<String> = []
        var words: Set<String> = []
        func add(_ name: String?, to set: inout Set<String>) {
            guard let name else { return }
            for word in SourceInterest.words(of: name) { set.insert(word) }
        }
        for declared in classes {
            add(declared.qualifiedName, to: &types)
            add(declared.objcRuntimeName, to: &types)
            for name in declared.inheritedTypeNames { add(name, to: &types) }
            add(declared.superclassCandidate, to: &types)
        }
        for (extended, conformances) in extensionConformances {
            add(extended, to: &types)
            for name in conformances { add(name, to: &types) }
        }
        for (alias, target) in typeAliases {
            add(alias, to: &types)
            add(target, to: &types)
        }
        for name in implementedClassNames { add(name, to: &types) }
        for outlet in outlets {
            add(outlet.typeName, to: &types)
            add(outlet.ownerQualifiedName, to: &types)
        }
        for action in actions {
            add(action.selector, to: &words)
            add(action.swiftName, to: &words)
            for name in action.parameterTypeNames { add(name, to: &types) }
            add(action.ownerQualifiedName, to: &types)
        }
        func addConstant(_ name: String) {
            // `ProfileCell.reuseIdentifier`, `ListViewController#cellID`, `kCellID`: the constant's own name is
            // defined somewhere; a type before it is declared somewhere; `self.` or a variable says nothing.
            var parts = name.split(whereSeparator: { $0 == "." || $0 == "#" })
            guard let last = parts.popLast(), !Self.keywords.contains(last) else { return }
            words.insert(String(last))
            for part in parts where part.first?.isUppercase == true && part != "Self" { types.insert(String(part)) }
        }
        for reference in references { reference.constantNames.forEach(addConstant) }
        for forwarded in forwardedReferences {
            add(forwarded.helper.baseName, to: &words)
            forwarded.reference.constantNames.forEach(addConstant)
        }
        for call in helperCalls {
            for argument in call.arguments { argument.constantNames.forEach(addConstant) }
        }
        return (types, words)
    }

    /// Words of the languages that a constant's name can end in (`Cell.self`) and that name no declaration.
    private static let keywords: Set<Substring> = ["self", "Self", "super", "init", "Type", "nil", "true", "false"]
}
