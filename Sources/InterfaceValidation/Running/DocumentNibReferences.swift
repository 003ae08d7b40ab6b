import InterfaceSources
import UIDescription

/// The nibs documents name: a view controller that loads its view from another nib (`<viewController
/// nibName="RootViewController">`, UIKit's `nibName` and AppKit's `nibName`, set in Interface Builder's
/// attributes), checked like the nib names code uses. A controller that names another bundle
/// (`nibBundleIdentifier`) is left out.
enum DocumentNibReferences {
    /// The `nibName` of each object in `graphs`, as a reference at the object.
    static func references(in graphs: [InterfaceGraph]) -> [SourceReference] {
        graphs.flatMap { graph -> [SourceReference] in
            let document = graph.document
            return document.allElements.compactMap { element -> SourceReference? in
                guard let name = document.attribute("nibName", of: element), !name.isEmpty,
                    document.attribute("nibBundleIdentifier", of: element) == nil
                else { return nil }
                return SourceReference(
                    kind: .nibName, value: name, callName: "nibName", location: graph.object(element).location)
            }
        }
    }
}
