import NIBDecoder
import UIDescription

/// Finds ids that more than one element carries (``ValidationRule/duplicateID``) and references to ids that no
/// element carries (``ValidationRule/danglingReference``), the usual leftovers of a bad merge. Size-class masks
/// are not checked: an entry naming a deleted constraint is harmless.
struct DocumentIntegrityCheck {
    let graph: InterfaceGraph

    func findings() -> [Finding] {
        duplicateIDFindings() + danglingReferenceFindings()
    }

    private func duplicateIDFindings() -> [Finding] {
        let document = graph.document
        var findings: [Finding] = []
        for (id, elements) in document.duplicateIDs {
            guard let first = elements.first else { continue }
            let firstLocation = document.location(of: first)
            for element in elements.dropFirst() {
                findings.append(
                    Finding(
                        .duplicateID,
                        "id `\(id)` of this `\(document.name(of: element))` is also the id of a `\(document.name(of: first))` at \(firstLocation.isBinary ? "byte \(firstLocation.offset ?? 0)" : "line \(firstLocation.line)"); every id must be unique",
                        at: document.location(of: element),
                        notes: [Finding.Note("first element with id `\(id)`", at: firstLocation)]))
            }
        }
        return findings
    }

    private func danglingReferenceFindings() -> [Finding] {
        let document = graph.document
        var findings: [Finding] = []
        for element in document.allElements {
            let name = document.name(of: element)
            // A size-class mask entry (`<mask><exclude reference=…/>`) only says which of a view's constraints or
            // subviews a size class installs; Interface Builder and ibtool pass over one naming a deleted object.
            if name == "include" || name == "exclude" { continue }
            // A compiled storyboard keeps a view nib's placeholder for an object of its controller's nib only when
            // that nib names no such object: the two nibs are from different builds, and UIKit cannot load the view.
            if name == "placeholder", document.format == NIBReader.storyboardFormat,
               let identifier = document.attribute("placeholderIdentifier", of: element),
               identifier.hasPrefix(ArchiveVocabulary.upstreamPlaceholderPrefix) {
                findings.append(
                    Finding(
                        .danglingReference,
                        "placeholder `\(identifier)` of a view nib stands for an object of its controller's nib, which names no such object: the two nibs are from different builds",
                        at: document.location(of: element)))
            }
            for attribute in ReferenceAttributes.attributes(of: name) {
                guard let id = document.attribute(attribute, of: element), !id.isEmpty,
                    document.element(withID: id) == nil
                else { continue }
                findings.append(
                    Finding(
                        .danglingReference,
                        "\(describe(element)) refers to id `\(id)` (`\(attribute)`), but no element in the file has that id",
                        at: document.location(of: element)))
            }
        }
        return findings
    }

    /// "outlet `titleLabel`", "action `logIn:`", "`constraint`".
    private func describe(_ element: ElementID) -> String {
        let document = graph.document
        let name = document.name(of: element)
        if let property = document.attribute("property", of: element) { return "\(name) `\(property)`" }
        if let selector = document.attribute("selector", of: element) { return "action `\(selector)`" }
        if name == "segue", let kind = document.attribute("kind", of: element) { return "`\(kind)` segue" }
        return "`\(name)`"
    }
}

extension RuleCheck {
    /// Ids that resolve and are unique.
    static let documentIntegrity = RuleCheck(name: "document-integrity", stage: .document { DocumentIntegrityCheck(graph: $0.graph).findings() })
}
