import DocumentOpening
import Foundation
import InterfaceSources
import ProjectMembership
import UIDescription
import XIBDecoder

/// Checks Interface Builder documents against the Swift and Objective-C sources that back them: every connected
/// outlet and action must exist on the class Interface Builder names (inherited, declared in an extension in
/// another file, at any access level), outlet types must fit the connected objects, ids must be unique and
/// resolve, declared outlets and actions should be connected somewhere, and the segue, storyboard and reuse
/// identifiers and file names code uses must exist.
///
/// ```swift
/// let report = InterfaceValidator().validate(interfacePaths: ["App"], sourcePaths: ["App"])
/// for finding in report.findings { print(finding) }  // path:line:column: error: message [rule-id]
/// ```
///
/// Documents are parsed and checked on all cores; sources are indexed with `SourceIndex`.
public struct InterfaceValidator: Sendable {
    /// Rules whose findings are dropped.
    public var disabledRules: Set<ValidationRule> = []
    /// Files and folders (vendored code such as `Pods` or `Carthage`, generated files) left out of the run: they
    /// are not read, and nothing is reported in them. What code elsewhere names in them still counts as existing
    /// where it can be known without reading them: a storyboard or nib by its file name, and a class by the name of
    /// an excluded source file (`SVProgressHUD` for `Pods/SVProgressHUD/SVProgressHUD.m`) is not reported unknown.
    public var excludedPaths: [String] = []
    /// Which sources are parsed: by default those that hold a name the documents use, or a word that declares
    /// outlets and actions or names documents by string (`SourceInterest`); `SourceInterest/everything` parses
    /// every source (slower, with the same findings but for syntax problems of files nothing uses).
    public var sourceInterest = SourceInterest()
    /// The reader for Interface Builder documents; its limits apply to JSON layouts too.
    public var reader = XIBDecoder()
    /// Rules that are off unless asked for (``RuleDescriptor/isOptIn``), turned on.
    public var enabledOptInRules: Set<ValidationRule> = []
    /// Folders of translations kept apart from their IB files (a submodule's `external/xx.lproj`), each mapped to the
    /// folder whose IB files they translate, as absolute paths.
    public var translationFolders: [String: String] = [:]

    /// The rules whose findings are dropped: the disabled ones, and the opt-in ones not turned on.
    var rulesLeftOut: Set<ValidationRule> {
        disabledRules.union(RuleRegistry.descriptors.filter { $0.isOptIn && !enabledOptInRules.contains($0.rule) }.map(\.rule))
    }

    /// A validator with every rule enabled.
    public init() {}

    /// Reads every Interface Builder document at or below `interfacePaths` and checks it against the sources at or
    /// below `sourcePaths`. Paths that do not exist and files that cannot be parsed become
    /// ``ValidationRule/unreadableInput`` findings; nothing throws. Sources are read once and scanned for the names
    /// the documents use; only those that can matter are parsed (`SourceIndex/init(files:interest:)`).
    public func validate(interfacePaths: [String], sourcePaths: [String]) -> ValidationReport {
        let excluded = PathScope(excludedPaths)
        let listings = InputFiles.FolderListings()
        let interfaces = InputFiles.interfaceFiles(in: interfacePaths, excluding: excluded, listings: listings)
        let sources = InputFiles.sourceFiles(in: sourcePaths, excluding: excluded, listings: listings)
        let excludedNames = InputFiles.excludedNames(excludedPaths)
        let reader = self.reader
        let parsed = interfaces.files.concurrentMap { path -> ParseOutcome in
            do {
                let document = try DocumentOpener(limits: reader.limits).open(path)
                return .graph(InterfaceGraph(document: document))
            } catch let error as UIDescriptionError {
                return .failure(
                    path: path,
                    Finding(.unreadableInput, error.message, at: error.location ?? SourceLocation(file: path, line: 1, column: 1)))
            } catch {
                return .failure(path: path, Finding(.unreadableInput, "\(error)", at: SourceLocation(file: path, line: 1, column: 1)))
            }
        }
        var graphs: [InterfaceGraph] = []
        // Compiled and legacy nibs cannot be read, but code loads them by name like xibs.
        var unreadDocuments: [String] = interfaces.nibs
        var findings = interfaces.failures + sources.failures
        for result in parsed {
            switch result {
            case .graph(let graph): graphs.append(graph)
            case .failure(let path, let finding):
                unreadDocuments.append(path)
                findings.append(finding)
            }
        }
        let index = SourceIndex(paths: sources.files, interest: sourceInterest.adding(graphs))
        var scope = ModuleScope()
        for path in sourcePaths { scope.add(module: (InputFiles.absolutePath(path) as NSString).lastPathComponent) }
        scope.addFolders(ofSourcePaths: sources.files)
        scope.addTargetModules(of: graphs)
        scope.addClassesFromOutside(index: index, sourceFiles: sources.files, excludedSourceFiles: excludedNames.sources)
        findings += sourceFindings(index)
        let referenceFolders = Self.referenceFolders(interfacePaths: interfacePaths, sourcePaths: sourcePaths)
        // The Xcode projects below the folders checked say which target builds each document and source.
        let membership = Self.membership(below: interfacePaths + sourcePaths, excluding: excluded, listings: listings)
        findings += check(
            graphs, against: SourceCatalog(index: index), scope: scope, membership: membership,
            referenceFolders: referenceFolders,
            unreadDocuments: unreadDocuments, excludedDocuments: excludedNames.documents,
            otherReferences: InfoPlistReferences.references(
                inFiles: Set(interfaces.propertyLists + sources.propertyLists).sorted())
                + DocumentNibReferences.references(in: graphs),
            translations: interfaces.translations)
        let leftOut = rulesLeftOut
        var report = ValidationReport(
            findings: findings.filter { !leftOut.contains($0.rule) && !excluded.contains($0.location.file) },
            interfaceFiles: graphs.map(\.path),
            sourceFileCount: sources.files.count)
        report.translationFiles = interfaces.translations
        return report
    }

    /// Checks parsed documents against an indexed set of sources: the per-document rules on all cores, then the
    /// rules that need every document at once. The findings come in report order. `scope` tells which modules were scanned; by default every class
    /// without a module or inheriting its target's module counts, and classes of named modules are not reported
    /// as unknown. The strings that sources inside `referenceFolders` name documents by (segue and storyboard
    /// identifiers, storyboard and nib names, reuse identifiers) are checked against `graphs`, which must hold every
    /// document those sources can name; sources elsewhere may name documents that were not read, and are not checked.
    /// `otherReferences` are names found outside the sources (the storyboards an `Info.plist` names), checked the same
    /// way. `unreadDocuments` are the paths of documents that could not be parsed (nibs among them): their names
    /// exist, and what they hold is unknown, so strings they could hold are not reported missing; their words are read
    /// from disk, and a class they name is not reported as having unconnected members. `excludedDocuments` are
    /// documents left out of the run: their names exist, and they are not read.
    public func check(
        _ graphs: [InterfaceGraph], against catalog: SourceCatalog, scope: ModuleScope = ModuleScope(),
        membership: TargetMembership = TargetMembership(projects: []), referenceFolders: [String] = [], unreadDocuments: [String] = [], excludedDocuments: [String] = [],
        otherReferences: [SourceReference] = [], translations: [String] = []
    ) -> [Finding] {
        var scope = scope
        scope.addTargetModules(of: graphs)
        let leftOut = rulesLeftOut
        let checks = RuleRegistry.checks(excluding: leftOut)
        var context = ProjectCheckContext(
            graphs: graphs, catalog: catalog, unreadDocuments: unreadDocuments, excludedDocuments: excludedDocuments,
            otherReferences: otherReferences,
            referenceFolders: referenceFolders)
        context.translations = translations
        context.translationFolders = translationFolders
        context.findsMissingTranslations = !leftOut.contains(.missingTranslation)
        context.membership = membership
        let finalScope = scope
        let perDocument = graphs.concurrentMap { graph -> [Finding] in
            // A document an Xcode project places in targets is checked with those targets' declarations.
            let targets = membership.isEmpty ? [] : membership.targets(containing: graph.path)
            let resolver = ClassResolver(
                catalog: catalog, platform: graph.platform, documentTargets: targets.isEmpty ? nil : (targets, membership))
            let document = DocumentCheckContext(graph: graph, resolver: resolver, scope: finalScope)
            return checks.flatMap { check -> [Finding] in
                guard case .document(let run) = check.stage else { return [] }
                return run(document)
            }
        }
        let crossDocument = checks.flatMap { check -> [Finding] in
            guard case .project(let run) = check.stage else { return [] }
            return run(context)
        }
        let subjects = FindingSubjects(graphs: graphs, index: catalog.index)
        return subjects.applied(to: Self.mergingNotes(perDocument.flatMap { $0 } + crossDocument))
            .filter { !leftOut.contains($0.rule) }
            .sorted(by: Finding.inReportOrder)
    }

    /// The targets of the Xcode projects below the folders given that each Interface Builder document at or below
    /// `interfacePaths` is checked in, as ``validate(interfacePaths:sourcePaths:)`` checks it; empty when no project
    /// is there (documents are then told apart by folder names). Documents no target builds have no targets; a Swift
    /// package's target is named with ` (Package.swift)`.
    public func targetAssignments(interfacePaths: [String], sourcePaths: [String]) -> [(file: String, targets: [String])] {
        let membership = Self.membership(below: interfacePaths + sourcePaths)
        guard !membership.isEmpty else { return [] }
        let interfaces = InputFiles.interfaceFiles(in: interfacePaths, excluding: PathScope(excludedPaths))
        return interfaces.files.map { file in
            // A package's target is told from a project's target of the same name (SwiftMessages has both).
            (file, membership.targets(containing: file).map { target in
                target.productType?.hasPrefix("swift-package") == true ? target.name + " (Package.swift)" : target.name
            })
        }
    }

    /// The target membership of the Xcode projects and Swift packages below those of `paths` that are folders, found
    /// in the folders' listings (walked once for the documents, the sources and the projects).
    static func membership(
        below paths: [String], excluding excluded: PathScope = PathScope([]), listings: InputFiles.FolderListings = InputFiles.FolderListings()
    ) -> TargetMembership {
        var files: [String] = [], seen: Set<String> = []
        for folder in paths.map(InputFiles.absolutePath).filter(InputFiles.isDirectory) {
            for file in listings.files(below: folder, excluding: excluded) ?? [] where TargetMembership.isProjectFile(file) {
                if seen.insert(file).inserted { files.append(file) }
            }
        }
        return TargetMembership.load(files: files).membership
    }

    static func referenceFolders(interfacePaths: [String], sourcePaths: [String]) -> [String] {
        let folders = interfacePaths.map(InputFiles.absolutePath).filter(InputFiles.isDirectory)
        guard !folders.isEmpty else { return [] }
        let allFolders = folders.count == interfacePaths.count
        let paired = sourcePaths == interfacePaths || !allFolders ? [] : sourcePaths.map(InputFiles.absolutePath)
        return folders + paired
    }

    /// A parsed document, or why it could not be parsed.
    private enum ParseOutcome: Sendable {
        case graph(InterfaceGraph)
        case failure(path: String, Finding)
    }

    /// Source problems that did not stop indexing, and files that could not be read.
    private func sourceFindings(_ index: SourceIndex) -> [Finding] {
        var findings = index.diagnostics.map { Finding(.sourceProblem, $0.message, at: $0.location) }
        for failure in index.readFailures {
            let location = SourceLocation(file: failure.path, line: 1, column: 1)
            switch failure.reason {
            case .unreadable(let why): findings.append(Finding(.unreadableInput, "cannot read source: \(why)", at: location))
            case .notUTF8: findings.append(Finding(.sourceProblem, "not valid UTF-8; invalid bytes were read as U+FFFD", at: location))
            }
        }
        return findings
    }

    /// Findings that say the same thing at the same place (a mistyped outlet connected from several objects) become
    /// one, with the notes of all.
    static func mergingNotes(_ findings: [Finding]) -> [Finding] {
        struct Key: Hashable {
            var rule: ValidationRule
            var location: SourceLocation
            var message: String
        }
        var merged: [Finding] = []
        var positions: [Key: Int] = [:]
        for finding in findings {
            let key = Key(rule: finding.rule, location: finding.location, message: finding.message)
            if let position = positions[key] {
                for note in finding.notes where !merged[position].notes.contains(note) {
                    merged[position].notes.append(note)
                }
            } else {
                positions[key] = merged.count
                merged.append(finding)
            }
        }
        return merged
    }
}
