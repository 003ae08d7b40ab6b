import InterfaceSources
import UIDescription

/// Checks the user-defined runtime attributes of one document (``ValidationRule/unknownRuntimeAttribute``).
///
/// When a nib loads, each runtime attribute is set with key-value coding, `setValue(_:forKeyPath:)`, on its object;
/// with a first key the object's class does not have, key-value coding fails ("not key value coding-compliant for
/// the key …"), and the value is not set: UIKit logs "Failed to set (key) user defined inspected property". The
/// first key must be something key-value coding finds: an
/// `@IBInspectable` or `@objc` property (a Swift property the Objective-C runtime cannot see is not one), a setter
/// or an instance variable, on the class, a superclass, or an extension or category of either; or a property of
/// the framework superclass (`FrameworkProperties`).
///
/// Only objects whose custom class the sources declare completely are checked, as for outlets.
struct RuntimeAttributeCheck {
    let graph: InterfaceGraph
    let resolver: ClassResolver

    func findings() -> [Finding] {
        let document = graph.document
        var findings: [Finding] = []
        for attribute in graph.runtimeAttributes {
            guard let keyPath = document.attribute("keyPath", of: attribute),
                let key = keyPath.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init),
                !key.isEmpty,
                let list = document.parent(of: attribute), document.name(of: list) == "userDefinedRuntimeAttributes",
                let owner = document.parent(of: list)
            else { continue }
            let object = graph.object(owner)
            guard let (className, lineage) = resolver.sourceClass(of: object), lineage.isComplete,
                !resolver.objectiveCDeclares(key: key, in: lineage),
                !KeyValueCoding.keysSharingSetter(with: key).contains(where: { FrameworkProperties.declares($0, inLineage: lineage.classes) })
            else { continue }
            let path = keyPath == key ? "`\(key)`" : "`\(keyPath)` (its first key, `\(key)`)"
            var message = "runtime attribute \(path) is set on \(object.displayName), but \(className) and its "
                + "superclasses have no property, setter or instance variable `\(key)` that key-value coding can see "
                + "(a Swift property needs @IBInspectable or @objc), so the value is never set"
            if let suggestion = Suggestion.nearest(to: key, in: resolver.runtimePropertyNames(in: lineage)) {
                message += "; did you mean `\(suggestion)`?"
            }
            findings.append(Finding(.unknownRuntimeAttribute, message, at: document.location(of: attribute)))
        }
        return findings
    }
}

extension RuleCheck {
    /// User-defined runtime attributes against their objects' classes.
    static let runtimeAttributes = RuleCheck(
        name: "runtime-attributes", stage: .document { RuntimeAttributeCheck(graph: $0.graph, resolver: $0.resolver).findings() })
}
