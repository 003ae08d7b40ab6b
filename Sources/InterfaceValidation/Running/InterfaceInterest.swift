import InterfaceSources

extension SourceInterest {
    /// This interest and what the sources must be read for to check `graphs`: their custom classes, the selectors
    /// of their actions (any class of the responder chain can implement one), and the first keys of their runtime
    /// attributes (an extension of a framework class can declare one). Outlets need no names of their own: they are
    /// declared with `@IBOutlet` or `IBOutlet`, which make a file relevant, in the classes the documents name.
    func adding(_ graphs: [InterfaceGraph]) -> SourceInterest {
        var classNames: Set<String> = []
        var memberNames: Set<String> = []
        for graph in graphs {
            for element in graph.customClassElements {
                if let name = graph.object(element).customClass { classNames.insert(name) }
            }
            for connection in graph.connections {
                for name in [connection.selector, connection.unwindAction, connection.creationSelector] {
                    if let name { memberNames.insert(name) }
                }
            }
            for attribute in graph.runtimeAttributes {
                if let key = graph.document.attribute("keyPath", of: attribute)?.split(separator: ".").first {
                    memberNames.insert(String(key))
                }
            }
        }
        return adding(classNames: classNames, memberNames: memberNames)
    }
}
