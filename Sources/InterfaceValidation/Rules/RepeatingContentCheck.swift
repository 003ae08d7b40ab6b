import UIDescription

/// Finds outlets into a storyboard's repeating content (``ValidationRule/outletToRepeatingContent``): a prototype
/// table view cell, a collection view cell or a collection view's supplementary view, or a view inside one, connected
/// from an object outside that cell.
///
/// A prototype is a template: the table or collection view makes any number of cells from it, so an outlet from the
/// view controller to one of its views has no single object to point to. `ibtool` refuses to compile the storyboard
/// ("Outlets cannot be connected to repeating content"); this check finds it on any machine, before the build.
/// Outlets inside one cell, and from a cell's views to objects outside it (a text field's `delegate`), are fine.
struct RepeatingContentCheck {
    let graph: InterfaceGraph

    func findings() -> [Finding] {
        guard graph.isStoryboard else { return [] }
        let document = graph.document
        var findings: [Finding] = []
        for connection in graph.connections where connection.isOutlet {
            guard let destination = connection.destination, let cell = repeatingCell(holding: destination),
                !document.ancestors(of: connection.owner, includingSelf: true).contains(cell)
            else { continue }
            let target = destination == cell ? "the prototype \(graph.object(cell).displayName)"
                : "\(graph.object(destination).displayName) inside the prototype \(graph.object(cell).displayName)"
            findings.append(
                Finding(
                    .outletToRepeatingContent,
                    "\(connection.displayName) of \(graph.object(connection.owner).displayName) is "
                        + "connected to \(target); a prototype is repeated, so outlets cannot point into it from "
                        + "outside (ibtool refuses the storyboard); connect it in the cell's class instead",
                    at: connection.location,
                    notes: [Finding.Note("the prototype", at: document.location(of: cell))]))
        }
        return findings
    }

    /// The innermost prototype cell or supplementary view that holds `element` (itself included), if any: a cell of a
    /// collection view inside a prototype repeats within it, so only its own views may point into it.
    private func repeatingCell(holding element: ElementID) -> ElementID? {
        let document = graph.document
        return document.ancestors(of: element, includingSelf: true).first { candidate in
            guard let parent = document.parent(of: candidate) else { return false }
            switch (document.name(of: candidate), document.name(of: parent)) {
            case ("tableViewCell", "prototypes"): return true
            case ("collectionViewCell", "cells"): return document.parent(of: parent).map { document.name(of: $0) } == "collectionView"
            case ("collectionReusableView", "collectionView"): return true
            default: return false
            }
        }
    }
}

extension RuleCheck {
    /// Outlets into prototype cells from outside them.
    static let repeatingContent = RuleCheck(
        name: "repeating-content", stage: .document { RepeatingContentCheck(graph: $0.graph).findings() })
}
