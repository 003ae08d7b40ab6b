import Foundation
import UIDescription

/// Decides which source files a run parses: a cheap word scan of every file first (``SourceWordTable``), then the
/// parser only for the files that hold a word of the run's ``SourceInterest`` or of
/// ``SourceInterest/alwaysRelevantWords``, then for the files that declare or extend a type the parsed files lead to
/// or hold a word they lead to (``FileDeclarations/followedNames``), until no new name appears. Generated and vendored code that neither declares
/// nor names anything the Interface Builder files use (protocol buffers, API clients) is looked at once, mapped into
/// memory, and neither decoded nor parsed.
enum SourceRelevance {
    /// What the files gave: the declarations of the parsed ones, in file order, the paths of those passed over,
    /// and the imports of the parsed files that mention the interest's classes or import modules beyond the system.
    struct Outcome: Sendable {
        var declarations: [FileDeclarations]
        var skippedPaths: [String]
        var fileImports: [FileImports]
        /// The files that could not be read, and those parsed that are not UTF-8.
        var readFailures: [SourceReadFailure]
    }

    static func parse(_ inputs: [SourceInput], interest: SourceInterest) -> Outcome {
        let classNames = interest.classNames.sorted()
        let firstTable = SourceWordTable(
            classNames + interest.memberNames.sorted() + SourceInterest.alwaysRelevantWords.sorted())
        let classCount = classNames.count
        // The first look at every file, which decodes at once the files the first round parses; a file that cannot
        // be read is loaded in the first round, which reports it.
        let firstRead = chunks(of: inputs.count).concurrentMap { chunk in
            var buffer: [UInt8] = []
            return chunk.map { index in
                inputs[index].firstLook(with: firstTable, buffer: &buffer) { interest.includesEveryFile || !$0.matches.isEmpty }
            }
        }.flatMap { $0 }
        let firstLooks = firstRead.map(\.look)
        var loaded: [SourceFileLoader.Loaded?] = firstRead.map(\.loaded)
        var parsed: [FileDeclarations?] = Array(repeating: nil, count: inputs.count)
        var knownTypes: Set<String> = []
        var knownWords = Set(firstTable.words)
        var pending = inputs.indices.filter { index in
            interest.includesEveryFile || firstLooks[index].map { !$0.matches.isEmpty } ?? true
        }
        while !pending.isEmpty {
            let decoded = loaded
            let results = pending.concurrentMap { index -> (SourceFileLoader.Loaded, FileDeclarations) in
                let source = decoded[index] ?? inputs[index].load()
                return (source, source.file.map(SourceIndex.parse) ?? FileDeclarations())
            }
            var types: Set<String> = [], words: Set<String> = []
            for (position, index) in pending.enumerated() {
                loaded[index] = results[position].0
                parsed[index] = results[position].1
                let followed = results[position].1.followedNames
                types.formUnion(followed.types)
                words.formUnion(followed.words)
            }
            types.subtract(knownTypes)
            knownTypes.formUnion(types)
            words.subtract(knownWords)
            knownWords.formUnion(words)
            let table = SourceWordTable(words.sorted())
            let typeTable = SourceWordTable(types.sorted())
            let unparsed = inputs.indices.filter { parsed[$0] == nil }
            // In runs, like the first look: most files are answered from their look in well under a microsecond, and
            // a task per file would cost more than the answer.
            pending = chunks(of: unparsed.count).concurrentMap { chunk in
                chunk.compactMap { position -> Int? in
                    let index = unparsed[position]
                    guard let look = firstLooks[index] else { return nil }
                    let declaresType = typeTable.holdsAnyWord(hashedAs: look.declaredNameHashes)
                    let mayHoldWord = table.mayHoldAnyWord(of: look)
                    return declaresType || mayHoldWord && !table.matches(in: inputs[index]).isEmpty ? index : nil
                }
            }.flatMap { $0 }
        }
        var outcome = Outcome(declarations: [], skippedPaths: [], fileImports: [], readFailures: [])
        for (index, input) in inputs.enumerated() {
            guard let declarations = parsed[index], let source = loaded[index] else {
                outcome.skippedPaths.append(input.path)
                if FileImports.isBridgingHeader(input.path), let text = input.load().file,
                    let imports = fileImports(of: text, mentioning: []), !imports.imports.isEmpty
                {
                    outcome.fileImports.append(imports)
                }
                continue
            }
            if let failure = source.failure { outcome.readFailures.append(failure) }
            guard let text = source.file else { continue }
            outcome.declarations.append(declarations)
            let mentioned = Set((firstLooks[index]?.matches ?? []).filter { $0 < classCount }.map { firstTable.words[$0] })
            if let imports = fileImports(of: text, mentioning: mentioned),
                !imports.imports.isEmpty || !mentioned.isEmpty
            {
                outcome.fileImports.append(imports)
            }
        }
        return outcome
    }

    /// The indices `0..<count` in runs, sixteen per core, so that each run of the first look reuses one read buffer,
    /// a later round's cheap questions are not a task each, and the cores finish together: with four runs per core,
    /// the last run of 20 MB of sources kept one core busy about a millisecond longer than the other (measured: 1.99×
    /// to 1.95× the run without them on two cores).
    private static func chunks(of count: Int) -> [Range<Int>] {
        let runs = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount * 16))
        let size = (count + runs - 1) / max(runs, 1)
        return stride(from: 0, to: count, by: max(size, 1)).map { $0..<min($0 + max(size, 1), count) }
    }

    /// The file's imports beyond the system's, with the class names it mentions.
    private static func fileImports(of source: SourceFile, mentioning names: Set<String>) -> FileImports? {
        guard let language = source.language else { return nil }
        let imports = SourceImportScanner.imports(in: source.text, path: source.path, language: language).filter { !$0.isSystem }
        return FileImports(path: source.path, imports: imports, mentionedClassNames: names)
    }
}
