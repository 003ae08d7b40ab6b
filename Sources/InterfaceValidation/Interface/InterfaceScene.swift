import UIDescription

extension InterfaceGraph {
    /// A storyboard scene, or the top level of a xib.
    public struct Scene: Sendable, Hashable {
        /// The `<scene>` element, or the xib's `<objects>` element.
        public let element: ElementID
        /// The scene id (`sceneID`); `nil` for a xib's top level.
        public let sceneID: String?
        /// The top-level objects: the scene's (or the xib's) `<objects>` children, in document order.
        public let objects: [ElementID]
        /// The scene's view controller (its object with `sceneMemberID="viewController"`), if any.
        public let controller: ElementID?

        init(sceneElement: ElementID, in document: NodeDocument) {
            element = sceneElement
            sceneID = document.attribute("sceneID", of: sceneElement)
            let objectsElement = document.firstChild(of: sceneElement, named: "objects")
            objects = objectsElement.map { Array(document.children(of: $0)) } ?? []
            controller = objects.first { document.attribute("sceneMemberID", of: $0) == "viewController" }
        }

        init(topLevelObjectsElement: ElementID, in document: NodeDocument) {
            element = topLevelObjectsElement
            sceneID = nil
            objects = Array(document.children(of: topLevelObjectsElement))
            controller = nil
        }
    }
}
