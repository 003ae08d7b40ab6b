import UIDescription

/// Finds outlets, actions and bindings that join objects of two different storyboard scenes
/// (``ValidationRule/crossSceneConnection``).
///
/// A storyboard is compiled into one nib per scene and each nib is loaded on its own, so a connection from an
/// object in one scene to an object in another is never made: the outlet stays `nil`, the action is never sent.
/// Interface Builder does not let one be drawn; copying a control from one scene to another, or a merge, leaves them
/// behind. Segues join scenes by design and are not checked, nor are actions sent to a First Responder placeholder,
/// which are sent up the responder chain whatever scene the placeholder sits in.
struct SceneBoundaryCheck {
    let graph: InterfaceGraph

    func findings() -> [Finding] {
        guard graph.isStoryboard else { return [] }
        let document = graph.document
        var findings: [Finding] = []
        for connection in graph.connections where connection.kind != .segue {
            guard let destination = connection.destination,
                let ownerScene = graph.scene(of: connection.owner), let destinationScene = graph.scene(of: destination),
                ownerScene != destinationScene
            else { continue }
            guard graph.object(destination).role != .firstResponder else { continue }
            let verb = connection.kind == .action ? "is sent to" : "is connected to"
            findings.append(
                Finding(
                    .crossSceneConnection,
                    "\(connection.displayName) of \(place(of: connection.owner, in: ownerScene)) \(verb) "
                        + "\(place(of: destination, in: destinationScene, other: true)); each scene is loaded on its own, "
                        + "so this connection is never made",
                    at: connection.location,
                    notes: [Finding.Note("the object in the other scene", at: document.location(of: destination))]))
        }
        return findings
    }

    /// "`viewController` (LoginViewController)" for a scene's controller (", the controller of another scene" when
    /// `other`), "`button` 'Back' in the scene of `viewController` (LoginViewController)" for anything else.
    private func place(of element: ElementID, in scene: ElementID, other: Bool = false) -> String {
        let name = graph.object(element).displayName
        let controller = graph.scenes.first { $0.element == scene }?.controller
        if controller == element { return other ? "\(name), the controller of another scene" : name }
        if let controller { return "\(name) in the scene of \(graph.object(controller).displayName)" }
        return "\(name) in " + (graph.document.attribute("sceneID", of: scene).map { "scene `\($0)`" } ?? "another scene")
    }
}

extension RuleCheck {
    /// Connections that stay inside one storyboard scene.
    static let sceneBoundary = RuleCheck(name: "scene-boundary", stage: .document { SceneBoundaryCheck(graph: $0.graph).findings() })
}
