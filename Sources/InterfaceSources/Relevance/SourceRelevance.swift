import UIDescription

/// Decides which source files a run parses: a cheap word scan of every file first (``SourceWordTable``), then the
/// parser only for the files that hold a word of the run's ``SourceInterest`` or of
/// ``SourceInterest/alwaysRelevantWords``, then for the files that declare or extend a type the parsed files lead to
/// or hold a word they lead to (``FileDeclarations/followedNames``), until no new name appears. Generated and vendored code that neither declares
/// nor names anything the Interface Builder files use (protocol buffers, API clients) is read but not parsed.
enum SourceRelevance {
    /// What the files gave: the declarations of the parsed ones, in file order, the paths of those passed over,
    /// and the imports of the parsed files that mention the interest's classes or import modules beyond the system.
    struct Outcome: Sendable {
        var declarations: [FileDeclarations]
        var skippedPaths: [String]
        var fileImports: [FileImports]
    }

    static func parse(_ sources: [SourceFile], interest: SourceInterest) -> Outcome {
        let classNames = interest.classNames.sorted()
        let firstTable = SourceWordTable(
            classNames + interest.memberNames.sorted() + SourceInterest.alwaysRelevantWords.sorted())
        let classCount = classNames.count
        let firstLooks = sources.concurrentMap { firstTable.firstLook(at: $0.text) }
        var parsed: [FileDeclarations?] = Array(repeating: nil, count: sources.count)
        var knownTypes: Set<String> = []
        var knownWords = Set(firstTable.words)
        var pending = sources.indices.filter { interest.includesEveryFile || !firstLooks[$0].matches.isEmpty }
        while !pending.isEmpty {
            let results = pending.concurrentMap { SourceIndex.parse(sources[$0]) }
            var types: Set<String> = [], words: Set<String> = []
            for (position, index) in pending.enumerated() {
                parsed[index] = results[position]
                let followed = results[position].followedNames
                types.formUnion(followed.types)
                words.formUnion(followed.words)
            }
            types.subtract(knownTypes)
            knownTypes.formUnion(types)
            words.subtract(knownWords)
            knownWords.formUnion(words)
            let table = SourceWordTable(words.sorted())
            let newTypes = types
            let unparsed = sources.indices.filter { parsed[$0] == nil }
            let matched = unparsed.concurrentMap { index -> Int? in
                let declaresType = !newTypes.isDisjoint(with: firstLooks[index].declaredNames)
                return declaresType || !table.matches(in: sources[index].text).isEmpty ? index : nil
            }
            pending = matched.compactMap { $0 }
        }
        var outcome = Outcome(declarations: [], skippedPaths: [], fileImports: [])
        for (index, source) in sources.enumerated() {
            guard let declarations = parsed[index] else {
                outcome.skippedPaths.append(source.path)
                if FileImports.isBridgingHeader(source.path), let imports = fileImports(of: source, mentioning: []),
                    !imports.imports.isEmpty
                {
                    outcome.fileImports.append(imports)
                }
                continue
            }
            outcome.declarations.append(declarations)
            let mentioned = Set(firstLooks[index].matches.filter { $0 < classCount }.map { firstTable.words[$0] })
            if let imports = fileImports(of: source, mentioning: mentioned),
                !imports.imports.isEmpty || !mentioned.isEmpty
            {
                outcome.fileImports.append(imports)
            }
        }
        return outcome
    }

    /// The file's imports beyond the system's, with the class names it mentions.
    private static func fileImports(of source: SourceFile, mentioning names: Set<String>) -> FileImports? {
        guard let language = source.language else { return nil }
        let imports = SourceImportScanner.imports(in: source.text, path: source.path, language: language).filter { !$0.isSystem }
        return FileImports(path: source.path, imports: imports, mentionedClassNames: names)
    }
}
