import InterfaceSources
import ProjectMembership
import UIDescription

/// Checks the strings code names Interface Builder items by (``SourceReference``) against the documents:
/// `performSegue(withIdentifier:)` on `self` against the segues of the caller's scenes
/// (``ValidationRule/unknownSegueIdentifier``), `instantiateViewController(withIdentifier:)` against storyboard
/// identifiers (``ValidationRule/unknownStoryboardIdentifier``), storyboard and nib names against the files
/// (``ValidationRule/unknownInterfaceFile``), dequeued reuse identifiers against the cells and the code's own
/// registrations (``ValidationRule/unknownReuseIdentifier``). UIKit and AppKit raise at run time on each.
///
/// A string can only be missing when every document it could name was read, so only references in sources inside
/// `referenceFolders` are checked (see ``InterfaceValidator/check(_:against:scope:referenceFolders:unreadDocuments:otherReferences:)``),
/// and a document that could not be parsed (`unreadDocuments`) exists and may hold any identifier; a segue identifier only when a
/// scene of the caller's class (or a subclass) is among the documents; reuse identifiers only when every
/// registration in the sources names its identifier with a literal or a constant the sources define, also through
/// the helpers and loops ``SourceIndex/references`` follows.
///
/// A string named by a constant (`Cell.reuseIdentifier`, `kCellID`, `String(describing: Cell.self)`) is checked
/// with the constant's value when the sources define it with a literal or as its type's name
/// (``SourceIndex/value(of:)``).
struct StringReferenceCheck {
    let graphs: [InterfaceGraph]
    /// The paths of the documents that could not be parsed.
    var unreadDocuments: [String] = []
    /// The references to check: the sources' and others (an `Info.plist`'s).
    let references: [SourceReference]
    let catalog: SourceCatalog
    let referenceFolders: [String]
    /// Which targets bundle each document, from the Xcode projects and packages found.
    var membership = TargetMembership(projects: [])

    func findings() -> [Finding] {
        let scope = PathScope(referenceFolders)
        let references = references.filter { scope.contains($0.location.file) }
        guard !references.isEmpty else { return [] }
        let identifiers = InterfaceIdentifiers(graphs: graphs, unreadPaths: unreadDocuments)
        let index = catalog.index
        let registrations = references.filter { $0.kind == .reuseRegistration }
        let registeredLiterally = !registrations.contains { index.value(of: $0) == nil }
        let registered = Set(registrations.compactMap(index.value(of:)))
        let sceneLineages = references.contains { $0.kind == .segueIdentifier && $0.caller != nil }
            ? lineages(of: identifiers.scenes) : []
        var findings: [Finding] = []
        var interceptors: [String: Bool] = [:]
        for reference in references {
            guard let value = index.value(of: reference) else { continue }
            switch reference.kind {
            case .segueIdentifier:
                // An unread storyboard may hold more scenes of the caller's class; a class that overrides
                // `performSegue(withIdentifier:sender:)` may handle the identifiers it is called with itself (Monal's
                // chat view presents its "showDetails" without UIKit). Identifiers compared in `prepare(for:sender:)`
                // still come from segues.
                guard let caller = reference.caller, identifiers.unreadStoryboardNames.isEmpty,
                    !(reference.callName.hasPrefix("performSegue")
                        && interceptsSegues(caller.ownerQualifiedName, known: &interceptors))
                else { continue }
                let scenes = zip(identifiers.scenes, sceneLineages).filter { $0.1.owns(caller) }.map(\.0)
                if let finding = missingSegue(value, reference: reference, caller: caller, scenes: scenes) {
                    findings.append(finding)
                }
            case .storyboardIdentifier:
                if let finding = missingStoryboardIdentifier(value, reference: reference, in: identifiers) {
                    findings.append(finding)
                }
            case .storyboardName:
                guard !identifiers.hasStoryboard(named: value) else { continue }
                findings.append(
                    missing(.unknownInterfaceFile, reference, "storyboard \"\(value)\"",
                            "no \(value).storyboard is in the validated folders",
                            candidates: Array(identifiers.storyboardNames)))
            case .nibName:
                guard !identifiers.hasNib(named: value) else {
                    if let finding = nibInAnotherTarget(value, reference: reference) { findings.append(finding) }
                    continue
                }
                findings.append(
                    missing(.unknownInterfaceFile, reference, "nib \"\(value)\"", "no \(value).xib is in the validated folders",
                            candidates: Array(identifiers.nibNames)))
            case .storyboardOrNibName:
                guard !identifiers.hasStoryboard(named: value), !identifiers.hasNib(named: value) else { continue }
                findings.append(
                    missing(.unknownInterfaceFile, reference, "launch screen \"\(value)\"",
                            "no \(value).storyboard or \(value).xib is in the validated folders",
                            candidates: Array(identifiers.storyboardNames) + Array(identifiers.nibNames)))
            case .reuseIdentifier:
                guard registeredLiterally, identifiers.isComplete, !identifiers.reuseIdentifiers.contains(value),
                    !registered.contains(value)
                else { continue }
                findings.append(
                    missing(.unknownReuseIdentifier, reference, "reuse identifier \"\(value)\"",
                            "no cell or reusable view in the validated files has it and the code registers it nowhere",
                            candidates: Array(identifiers.reuseIdentifiers.union(registered))))
            case .reuseRegistration:
                continue
            }
        }
        return findings
    }

    /// Whether `className` or a superclass the sources declare overrides `performSegue(withIdentifier:sender:)`,
    /// worked out once per class.
    private func interceptsSegues(_ className: String, known: inout [String: Bool]) -> Bool {
        if let answer = known[className] { return answer }
        let resolver = ClassResolver(catalog: catalog, platform: nil)
        let answer = resolver.sourcesDefine(selector: "performSegueWithIdentifier:sender:", in: resolver.lineage(of: className))
        known[className] = answer
        return answer
    }

    /// The class lineage of each scene's controller, worked out once per class, module and platform.
    private func lineages(of scenes: [InterfaceIdentifiers.SceneSegues]) -> [ClassLineage] {
        struct Key: Hashable {
            var className: String
            var module: String?
            var platform: FrameworkPlatform
        }
        var known: [Key: ClassLineage] = [:]
        return scenes.map { scene in
            let key = Key(
                className: scene.controller.className ?? "", module: scene.controller.customModule,
                platform: scene.graph.platform)
            if let lineage = known[key] { return lineage }
            let lineage = ClassResolver(catalog: catalog, platform: key.platform).lineage(of: key.className, module: key.module)
            known[key] = lineage
            return lineage
        }
    }

    private func missingSegue(
        _ value: String, reference: SourceReference, caller: SourceReference.Caller,
        scenes: [InterfaceIdentifiers.SceneSegues]
    ) -> Finding? {
        guard !scenes.isEmpty, !scenes.contains(where: { $0.segueIdentifiers.contains(value) }) else { return nil }
        let className = caller.ownerQualifiedName
        let subclasses = scenes.contains { $0.controller.className != caller.ownerName } ? " or its subclasses" : ""
        let known = Array(Set(scenes.flatMap(\.segueIdentifiers))).sorted()
        // Without a near miss, say what there is, so that a renamed segue is recognised.
        let listed = known.prefix(6).map { "\"\($0)\"" }.joined(separator: ", ") + (known.count > 6 ? ", …" : "")
        var finding = missing(
            .unknownSegueIdentifier, reference, "segue \"\(value)\"",
            "no scene of `\(className)`\(subclasses) has a segue with that identifier", candidates: known,
            otherwise: known.isEmpty ? nil : "\(known.count == 1 ? "the only segue there is" : "the segues there are") \(listed)")
        finding.notes = scenes.prefix(5).map { scene in
            Finding.Note("scene of \(scene.controller.displayName)", at: scene.controller.location)
        }
        return finding
    }

    private func missingStoryboardIdentifier(
        _ value: String, reference: SourceReference, in identifiers: InterfaceIdentifiers
    ) -> Finding? {
        let known: Set<String>
        let place: String
        if let storyboard = reference.storyboardName {
            // A storyboard not among the documents is reported as an unknown file where it is named.
            guard identifiers.storyboardNames.contains(storyboard), !identifiers.unreadStoryboardNames.contains(storyboard)
            else { return nil }
            known = identifiers.storyboardIdentifiers[storyboard] ?? []
            place = "\(storyboard).storyboard"
        } else {
            guard !identifiers.storyboardNames.isEmpty, identifiers.unreadStoryboardNames.isEmpty else { return nil }
            known = identifiers.allStoryboardIdentifiers
            place = "the validated storyboards"
        }
        guard !known.contains(value) else { return nil }
        return missing(
            .unknownStoryboardIdentifier, reference, "storyboard identifier \"\(value)\"",
            "no scene in \(place) has it", candidates: Array(known))
    }

    /// "`call` names what, but why; did you mean …?" at the string, or "…; otherwise" when no candidate is near.
    /// A nib a document names (a view controller's `nibName`, loaded from the document's own bundle) that exists, but
    /// only in targets that do not bundle the document: with an Xcode project or package that places both.
    private func nibInAnotherTarget(_ name: String, reference: SourceReference) -> Finding? {
        guard !membership.isEmpty, reference.callName == "nibName", let file = reference.location.file,
              InputFiles.isInterfaceFile(file) else { return nil }
        let ownTargets = Set(membership.targets(containing: file))
        guard !ownTargets.isEmpty else { return nil }
        let nibs = (graphs.map(\.path) + unreadDocuments).filter {
            !$0.hasSuffix(".storyboard") && InterfaceIdentifiers.loadName(ofPath: $0) == name
        }
        var bundlers: [XcodeTarget] = []
        for nib in nibs {
            let targets = membership.targets(containing: nib)
            // A nib no target places, or one this document's target bundles, may be the one loaded.
            guard !targets.isEmpty, ownTargets.isDisjoint(with: targets) else { return nil }
            bundlers += targets.filter { target in !bundlers.contains(target) }
        }
        guard !bundlers.isEmpty else { return nil }
        let own = ownTargets.map { "`\($0.name)`" }.sorted().joined(separator: ", ")
        let others = bundlers.map { "`\($0.name)`" }.joined(separator: ", ")
        return Finding(.unknownInterfaceFile,
                       "`nibName` names nib \"\(name)\", which only \(others) bundles, not this document's target \(own): "
                           + "the view controller raises when it loads its view",
                       at: reference.location)
    }

    private func missing(
        _ rule: ValidationRule, _ reference: SourceReference, _ what: String, _ why: String, candidates: [String],
        otherwise: String? = nil
    ) -> Finding {
        // A string named by a constant says which: `Cell.reuseIdentifier`.
        let constant = catalog.index.constantName(of: reference).map { " (`\($0)`)" } ?? ""
        var message = "`\(reference.callName)` names \(what)\(constant), but \(why)"
        if let value = catalog.index.value(of: reference), let suggestion = Suggestion.nearest(to: value, in: candidates.sorted()) {
            message += "; did you mean \"\(suggestion)\"?"
        } else if let otherwise {
            message += "; " + otherwise
        }
        return Finding(rule, message, at: reference.location)
    }
}

extension RuleCheck {
    /// Segue, storyboard and reuse identifiers and file names that code uses, against the documents.
    static let stringReferences = RuleCheck(
        name: "string-references",
        stage: .project {
            StringReferenceCheck(
                graphs: $0.graphs, unreadDocuments: $0.unreadDocuments + $0.excludedDocuments,
                references: $0.catalog.index.references + $0.otherReferences, catalog: $0.catalog,
                referenceFolders: $0.referenceFolders, membership: $0.membership
            ).findings()
        })
}
