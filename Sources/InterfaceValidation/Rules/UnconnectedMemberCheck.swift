import InterfaceSources
import UIDescription

/// Reports outlets and actions that code declares but that no checked Interface Builder file connects
/// (``ValidationRule/unconnectedOutlet``, ``ValidationRule/unconnectedAction``), for every class the files
/// instantiate and for the superclasses of those classes that the sources declare.
///
/// A member counts as connected when any object of the class, or of a subclass, connects it in any of the files;
/// an action also counts when it is sent to the First Responder, is an unwind segue's action, or is a segue's
/// `@IBSegueAction`. Reported at the declaration, where the fix belongs.
struct UnconnectedMemberCheck {
    let graphs: [InterfaceGraph]
    let resolver: ClassResolver

    /// What the files connect, by member name: the classes of the objects that connect it.
    private struct Usage {
        var outletOwners: [String: Set<String>] = [:]
        var actionReceivers: [String: Set<String>] = [:]
        var untargetedSelectors: Set<String> = []
        /// Classes instantiated by the files, with where (in document order).
        var instances: [String: [SourceLocation]] = [:]
        var instanceOrder: [String] = []
    }

    func findings() -> [Finding] {
        let usage = collectUsage()
        var lineages: [String: ClassLineage] = [:]
        func lineage(_ name: String) -> ClassLineage {
            if let known = lineages[name] { return known }
            let computed = resolver.lineage(of: name)
            lineages[name] = computed
            return computed
        }
        // The instantiated classes and their superclasses declared in the sources, each with where it is used.
        var checked: [String] = []
        var usedAt: [String: [SourceLocation]] = [:]
        for className in usage.instanceOrder {
            for ancestor in lineage(className).classes {
                guard resolver.origin(of: ancestor) == .source else { break }
                if usedAt[ancestor] == nil { checked.append(ancestor) }
                usedAt[ancestor, default: []] += usage.instances[className] ?? []
            }
        }
        var reported: Set<SourceLocation> = []
        var findings: [Finding] = []
        for className in checked {
            let notes = (usedAt[className] ?? []).prefix(3).map { Finding.Note("\(className) is used here", at: $0) }
            let users = usage.instances[className] == nil ? "\(className) or its subclasses" : className
            for outlet in resolver.index.outlets(of: className, includingInherited: false) {
                let owners = usage.outletOwners[outlet.name] ?? []
                let connected = owners.contains { lineage($0).ownerNames.contains(outlet.ownerName) }
                guard !connected, reported.insert(outlet.location).inserted else { continue }
                let what = outlet.isCollection ? "outlet collection" : "outlet"
                findings.append(
                    Finding(
                        .unconnectedOutlet,
                        "\(what) `\(outlet.name)` of \(outlet.ownerName) is declared but not connected in any checked Interface Builder file that uses \(users)",
                        at: outlet.location, notes: Array(notes)))
            }
            for action in resolver.index.actions(of: className, includingInherited: false) {
                if usage.untargetedSelectors.contains(action.selector) { continue }
                let receivers = usage.actionReceivers[action.selector] ?? []
                let connected = receivers.contains { lineage($0).ownerNames.contains(action.ownerName) }
                guard !connected, reported.insert(action.location).inserted else { continue }
                let what = action.kind == .segueAction ? "segue action" : "action"
                let name = action.swiftName ?? action.selector
                findings.append(
                    Finding(
                        .unconnectedAction,
                        "\(what) `\(name)` of \(action.ownerName) is declared but not connected in any checked Interface Builder file that uses \(users)",
                        at: action.location, notes: Array(notes)))
            }
        }
        return findings
    }

    private func collectUsage() -> Usage {
        var usage = Usage()
        for graph in graphs {
            for element in graph.customClassElements {
                let object = graph.object(element)
                guard let className = object.customClass, object.role != .firstResponder,
                    resolver.origin(of: className) == .source
                else { continue }
                if usage.instances[className] == nil { usage.instanceOrder.append(className) }
                usage.instances[className, default: []].append(object.location)
            }
            for connection in graph.connections {
                switch connection.kind {
                case .outlet, .outletCollection:
                    guard let property = connection.property, let owner = graph.object(connection.owner).className
                    else { continue }
                    usage.outletOwners[property, default: []].insert(owner)
                case .action:
                    guard let selector = connection.selector, let destination = connection.destination else { continue }
                    let receiver = graph.object(destination)
                    if receiver.role == .firstResponder {
                        usage.untargetedSelectors.insert(selector)
                    } else if let className = receiver.className {
                        usage.actionReceivers[selector, default: []].insert(className)
                    }
                case .segue:
                    if let selector = connection.unwindAction { usage.untargetedSelectors.insert(selector) }
                    if let selector = connection.creationSelector,
                        let controller = graph.enclosingController(of: connection.owner)?.className
                    {
                        usage.actionReceivers[selector, default: []].insert(controller)
                    }
                case .binding:
                    continue
                }
            }
        }
        return usage
    }
}
