import UIDescription

/// Finds constraints whose items are not all inside the view that holds them
/// (``ValidationRule/misplacedConstraint``). UIKit and AppKit raise when they load one ("the view hierarchy is not
/// prepared for the constraint"); Interface Builder never writes one, but a hand edit or a merge can.
///
/// An item is inside the holding view when the view is the item or one of its ancestors. A layout guide belongs to
/// the view it is declared in (`safeArea`, `<layoutGuides>`), and a view controller's top and bottom layout guides
/// to the controller's root view.
struct ConstraintPlacementCheck {
    let graph: InterfaceGraph

    func findings() -> [Finding] {
        let document = graph.document
        var findings: [Finding] = []
        for element in document.allElements where document.name(of: element) == "constraint" {
            guard let list = document.parent(of: element), document.name(of: list) == "constraints",
                  let holder = document.parent(of: list)
            else { continue }
            for attribute in ["firstItem", "secondItem"] {
                guard let id = document.attribute(attribute, of: element), let item = document.element(withID: id),
                      let placement = view(holding: item), !isInside(placement, holder)
                else { continue }
                let itemText = ObjectNaming.description(of: item, in: document)
                let holderText = ObjectNaming.description(of: holder, in: document)
                findings.append(
                    Finding(
                        .misplacedConstraint,
                        "this constraint's `\(attribute)` is \(itemText), which is not inside \(holderText), the view that holds the constraint; UIKit and AppKit raise when they load it (hold it in a view that contains both items)",
                        at: document.location(of: element),
                        notes: [Finding.Note("the view that holds the constraint", at: document.location(of: holder))]))
                break
            }
        }
        return findings
    }

    /// The element whose subtree an item lives in: the controller's root view for a view controller's top or
    /// bottom layout guide, the item itself otherwise.
    private func view(holding item: ElementID) -> ElementID? {
        let document = graph.document
        guard document.name(of: item) == "viewControllerLayoutGuide" else { return item }
        guard let guides = document.parent(of: item), let controller = document.parent(of: guides) else { return nil }
        return document.children(of: controller).first { document.attribute("key", of: $0) == "view" }
    }

    /// Whether `element` is `ancestor` or inside it.
    private func isInside(_ element: ElementID, _ ancestor: ElementID) -> Bool {
        graph.document.ancestors(of: element, includingSelf: true).contains(ancestor)
    }
}

extension RuleCheck {
    /// Constraints held by a view that contains both their items.
    static let constraintPlacement = RuleCheck(
        name: "constraint-placement", stage: .document { ConstraintPlacementCheck(graph: $0.graph).findings() })
}
