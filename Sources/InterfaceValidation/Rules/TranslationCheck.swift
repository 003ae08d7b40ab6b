import Foundation
import InterfaceLocalization
import ProjectMembership
import UIDescription

/// Checks the translations of the validated IB files: each strings file or String Catalog found beside them is
/// paired with its IB file as Xcode lays them out (`TranslationPairing`), read, and audited against the texts
/// ibtool would extract from the IB file today (``TranslationAudit``). A translation whose IB file exists but was
/// not read (left out, or unreadable) is not judged; one whose IB file is gone gets one `orphaned-strings-file`
/// finding when its entries have ibtool's shape.
struct TranslationCheck {
    /// The parsed documents, by path.
    let graphs: [String: InterfaceGraph]
    /// The strings files and catalogs found.
    let translations: [String]
    /// Folders of translations kept apart from their IB files, mapped to the folder they stand for.
    let mappedFolders: [String: String]
    /// Whether texts without a translation are looked for (the opt-in rule is on).
    let findsMissing: Bool
    /// Each translation an Xcode project's variant groups pair with a document read, by its normalized path.
    let pairedByProject: [String: String]

    init(
        graphs: [InterfaceGraph], translations: [String], mappedFolders: [String: String], findsMissing: Bool,
        membership: TargetMembership = TargetMembership(projects: [])
    ) {
        self.graphs = Dictionary(graphs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.mappedFolders = mappedFolders
        self.findsMissing = findsMissing
        // With a project, a strings file or catalog in the same variant group as a document is its translation,
        // wherever it is kept; those outside the folders searched are added.
        var paired: [String: String] = [:]
        var found = translations
        let known = Set(translations.map(TargetMembership.normalized))
        if !membership.isEmpty {
            for graph in graphs {
                for sibling in membership.localizedSiblings(of: graph.path)
                where TranslationPairing.isCatalog(sibling) || sibling.lowercasedPathExtension == "strings" {
                    paired[sibling] = graph.path
                    if !known.contains(sibling), FileManager.default.fileExists(atPath: sibling) { found.append(sibling) }
                }
            }
        }
        self.translations = found
        pairedByProject = paired
    }

    func findings() -> [Finding] {
        var byInterface: [String: [String]] = [:]
        var orphanedFiles: [String] = []
        for path in translations {
            if let interface = pairedByProject[TargetMembership.normalized(path)], graphs[interface] != nil {
                byInterface[interface, default: []].append(path)
                continue
            }
            let candidates = TranslationPairing.interfaceCandidates(for: path, mappedFolders: mappedFolders)
            if let read = candidates.first(where: { graphs[$0] != nil }) {
                byInterface[read, default: []].append(path)
            } else if !candidates.contains(where: { FileManager.default.fileExists(atPath: $0) }) {
                orphanedFiles.append(path)
            }
        }
        let groups = byInterface.sorted { $0.key < $1.key }
        let perInterface = groups.concurrentMap { interface, files -> [Finding] in
            guard let graph = graphs[interface] else { return [] }
            let audit = TranslationAudit(document: graph.document)
            return files.flatMap { Self.findings(of: $0, audit: audit, findsMissing: findsMissing) }
        }
        return perInterface.flatMap { $0 } + orphanedFiles.concurrentMap(Self.orphanedFileFinding).compactMap { $0 }
    }

    /// The findings of one strings file or catalog: unreadable, or its problems.
    private static func findings(of path: String, audit: TranslationAudit, findsMissing: Bool) -> [Finding] {
        let url = URL(fileURLWithPath: path)
        do {
            let problems: [TranslationProblem]
            if TranslationPairing.isCatalog(path) {
                problems = audit.problems(in: try StringCatalogReader().read(contentsOf: url), includingMissing: findsMissing)
            } else {
                let file = try StringsFileReader().read(contentsOf: url)
                problems = audit.problems(in: file, language: TranslationPairing.language(of: path), includingMissing: findsMissing)
            }
            return problems.map(finding)
        } catch {
            return [unreadable(path, error)]
        }
    }

    private static func finding(for problem: TranslationProblem) -> Finding {
        let rule: ValidationRule
        switch problem.kind {
        case .orphaned: rule = .orphanedTranslation
        case .outdated: rule = .outdatedTranslation
        case .duplicateKey: rule = .duplicateTranslationKey
        case .formatMismatch: rule = .translationFormatMismatch
        case .missing: rule = .missingTranslation
        }
        var finding = Finding(rule, problem.message, at: problem.location)
        finding.subject = problem.key
        return finding
    }

    private static func unreadable(_ path: String, _ error: any Error) -> Finding {
        let location = (error as? UIDescriptionError)?.location ?? SourceLocation(file: path, line: 1, column: 1)
        let message = (error as? UIDescriptionError)?.message ?? "\(error)"
        return Finding(
            .unreadableTranslation,
            "\(message); the app loads none of this file's translations", at: location)
    }

    /// One finding for a strings file or catalog of IB entries whose IB file is gone; `nil` for a file that is no
    /// IB file's translation (its keys are code's) or cannot be read (nothing says whose it was).
    private static func orphanedFileFinding(_ path: String) -> Finding? {
        let url = URL(fileURLWithPath: path)
        let comments: [IBStringsComment]
        if TranslationPairing.isCatalog(path) {
            guard let catalog = try? StringCatalogReader().read(contentsOf: url) else { return nil }
            comments = catalog.strings.compactMap { string in
                string.comment.flatMap(IBStringsComment.init(content:)).flatMap { string.key.hasPrefix($0.objectID + ".") ? $0 : nil }
            }
        } else {
            guard let file = try? StringsFileReader().read(contentsOf: url) else { return nil }
            comments = file.entries.compactMap { entry in
                entry.interfaceBuilderComment.flatMap { entry.key.hasPrefix($0.objectID + ".") ? $0 : nil }
            }
        }
        guard !comments.isEmpty else { return nil }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var finding = Finding(
            .orphanedStringsFile,
            "no `\(name).xib` or `\(name).storyboard` is here any more to translate: the \(comments.count) ibtool "
                + "entries of this file translate nothing",
            at: SourceLocation(file: path, line: 1, column: 1))
        finding.subject = (path as NSString).lastPathComponent
        return finding
    }
}

extension RuleCheck {
    /// The check of the validated IB files' strings files and String Catalogs.
    static let translations = RuleCheck(
        name: "translations",
        stage: .project {
            TranslationCheck(
                graphs: $0.graphs, translations: $0.translations, mappedFolders: $0.translationFolders,
                findsMissing: $0.findsMissingTranslations, membership: $0.membership
            ).findings()
        })
}
