import UIDescription

/// The scenes of a storyboard source that ibtool does not compile, for tests that compare a source with its build:
/// scenes whose controllers nothing reaches — none is the initial controller, has a storyboard identifier or is the
/// destination of a segue (ibtool warns, and writes no nib for them). The application scene of a macOS storyboard is
/// compiled as its main menu nib, reached or not. Measured on outside build products (docs/nibs.md).
public enum UncompiledScenes {
    /// The unreachable scenes of `document` (none for a XIB).
    public static func unreachable(in document: NodeDocument) -> Set<ElementID> {
        let elements = document.allElements
        var reached: Set<String> = []
        if let initial = document.attribute("initialViewController", of: document.root) { reached.insert(initial) }
        for element in elements {
            if document.name(of: element) == "segue", let destination = document.attribute("destination", of: element) {
                reached.insert(destination)
            }
            if let identifier = document.attribute("storyboardIdentifier", of: element), !identifier.isEmpty,
               let id = document.attribute("id", of: element) {
                reached.insert(id)
            }
        }
        var unreachable: Set<ElementID> = []
        for scene in elements where document.name(of: scene) == "scene" {
            let controllers = document.children(of: scene).filter { document.name(of: $0) == "objects" }
                .flatMap { document.children(of: $0) }
                .filter { document.attribute("sceneMemberID", of: $0) == "viewController" }
            guard !controllers.isEmpty, !controllers.contains(where: { document.name(of: $0) == "application" }) else { continue }
            if !controllers.contains(where: { document.attribute("id", of: $0).map(reached.contains) ?? false }) {
                unreachable.insert(scene)
            }
        }
        return unreachable
    }

    /// The positions (`line:column`) of every element inside an unreachable scene of `document`.
    public static func positions(in document: NodeDocument) -> Set<String> {
        var positions: Set<String> = []
        var pending = Array(unreachable(in: document))
        while let element = pending.popLast() {
            let location = document.location(of: element)
            positions.insert("\(location.line):\(location.column)")
            pending += document.children(of: element)
        }
        return positions
    }
}
