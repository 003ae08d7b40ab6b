import ProjectMembership
import UIDescription

/// Checks the storyboard references of the storyboards read (`viewControllerPlaceholder`, AppKit's
/// `controllerPlaceholder`): the storyboard each names must be among the documents, read or not, and the scene it
/// names by storyboard identifier (or, without one, the storyboard's initial view controller) must be in it.
/// A reference into another bundle (`bundleIdentifier`) is not checked, nor a storyboard outside the folders
/// validated (`referenceFolders`): a storyboard checked on its own may reference storyboards nobody read.
struct StoryboardReferenceCheck {
    let graphs: [InterfaceGraph]
    /// Documents that exist but were not read: a storyboard among them exists, and what it holds is unknown.
    let unreadDocuments: [String]
    /// The folders validated whole: only the references of storyboards inside them are checked.
    let referenceFolders: [String]
    /// Which targets bundle each storyboard, from the Xcode projects and packages found.
    var membership = TargetMembership(projects: [])

    /// The element kinds of storyboard references.
    static let placeholderKinds: Set<String> = ["viewControllerPlaceholder", "controllerPlaceholder"]

    func findings() -> [Finding] {
        var storyboards: [String: [InterfaceGraph]] = [:]
        for graph in graphs where graph.isStoryboard {
            storyboards[InterfaceIdentifiers.loadName(ofPath: graph.path), default: []].append(graph)
        }
        let unread = Set(unreadDocuments.filter { $0.hasSuffix(".storyboard") }.map(InterfaceIdentifiers.loadName(ofPath:)))
        var findings: [Finding] = []
        let scope = PathScope(referenceFolders)
        for graph in graphs where graph.isStoryboard && scope.contains(InputFiles.absolutePath(graph.path)) {
            let document = graph.document
            for element in document.allElements where Self.placeholderKinds.contains(document.name(of: element)) {
                guard document.attribute("bundleIdentifier", of: element) == nil,
                      let name = document.attribute("storyboardName", of: element), !name.isEmpty else { continue }
                let identifier = document.attribute("referencedIdentifier", of: element)
                guard let targets = storyboards[name] else {
                    guard !unread.contains(name) else { continue }
                    var message = "storyboard reference to `\(name).storyboard`, which is not among the checked files: "
                        + "the segue raises when it fires"
                    if let near = Suggestion.nearest(to: name, in: Array(storyboards.keys) + Array(unread)) {
                        message += "; did you mean `\(near)`?"
                    }
                    // Sure when a project or package bundles the storyboard (and says which files its target has);
                    // without one the folders may be part of a repository (a sample, a sparse checkout), and a missing
                    // file is what `unknown-interface-file` reports for names in code.
                    let placed = !membership.isEmpty && !membership.targets(containing: graph.path).isEmpty
                    findings.append(Finding(placed ? .unknownStoryboardReference : .unknownInterfaceFile, message,
                                            at: document.location(ofAttribute: "storyboardName", of: element)))
                    continue
                }
                // A storyboard of that name not read in full (another of the same name could be the one loaded).
                guard !unread.contains(name) else { continue }
                if let identifier, !identifier.isEmpty {
                    let identifiers = Set(targets.flatMap(Self.storyboardIdentifiers(in:)))
                    guard !identifiers.contains(identifier) else { continue }
                    var message = "storyboard reference to the scene `\(identifier)` of `\(name).storyboard`, where no "
                        + "view controller has that Storyboard ID: the segue raises when it fires"
                    if let near = Suggestion.nearest(to: identifier, in: Array(identifiers)) { message += "; did you mean `\(near)`?" }
                    findings.append(Finding(.unknownStoryboardReference, message,
                                            at: document.location(ofAttribute: "referencedIdentifier", of: element)))
                } else if !targets.contains(where: { $0.document.attribute("initialViewController", of: $0.document.root) != nil }) {
                    findings.append(Finding(
                        .unknownStoryboardReference,
                        "storyboard reference to the initial view controller of `\(name).storyboard`, which has none: "
                            + "the segue raises when it fires",
                        at: document.location(ofAttribute: "storyboardName", of: element)))
                }
            }
        }
        return findings
    }

    /// The Storyboard IDs of a storyboard's controllers.
    static func storyboardIdentifiers(in graph: InterfaceGraph) -> [String] {
        let document = graph.document
        return document.allElements.compactMap { element in
            placeholderKinds.contains(document.name(of: element)) ? nil : document.attribute("storyboardIdentifier", of: element)
        }
    }
}

extension RuleCheck {
    /// The check of storyboard references against the storyboards read.
    static let storyboardReferences = RuleCheck(
        name: "storyboard-references",
        stage: .project {
            StoryboardReferenceCheck(
                graphs: $0.graphs, unreadDocuments: $0.unreadDocuments + $0.excludedDocuments,
                referenceFolders: $0.referenceFolders, membership: $0.membership
            ).findings()
        })
}
