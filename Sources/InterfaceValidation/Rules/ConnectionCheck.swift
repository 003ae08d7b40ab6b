import InterfaceSources
import UIDescription

/// Checks each outlet, action and segue of one document against the classes that receive them:
/// ``ValidationRule/missingOutlet``, ``ValidationRule/missingAction``, ``ValidationRule/missingSegueAction``,
/// ``ValidationRule/outletTypeMismatch``, ``ValidationRule/outletCollectionMismatch``,
/// ``ValidationRule/unknownUnwindAction`` and, where part of a class is not in the sources (a superclass declared
/// nowhere, an Objective-C `@implementation` not scanned),
/// ``ValidationRule/unverifiableConnection`` instead of an error that may not be real.
///
/// Only objects whose custom class the sources declare are checked: framework objects have the framework's
/// outlets by construction, and classes nobody declares are ``CustomClassCheck``'s business.
struct ConnectionCheck {
    let graph: InterfaceGraph
    let resolver: ClassResolver
    /// The run's modules; a gap in a class whose file the run excluded is the user's choice, not reported.
    var scope = ModuleScope()

    /// Members that could not be checked, per object, with what stopped the check.
    private struct Unverified {
        var object: InterfaceGraph.Object
        var gap: String
        var members: [String]
    }

    /// A checked receiver: an object with a custom class the sources declare, and its lineage.
    private struct Receiver {
        var object: InterfaceGraph.Object
        var className: String
        var lineage: ClassLineage
    }

    func findings() -> [Finding] {
        var findings: [Finding] = []
        var unverified: [ElementID: Unverified] = [:]
        var unverifiedOrder: [ElementID] = []
        func noteUnverified(_ receiver: Receiver, _ member: String) {
            guard let gap = receiver.lineage.gap,
                !(receiver.lineage.gapClass.map(scope.classesInExcludedFiles.contains) ?? false)
            else { return }
            let element = receiver.object.element
            if unverified[element] == nil {
                unverified[element] = Unverified(object: receiver.object, gap: gap, members: [])
                unverifiedOrder.append(element)
            }
            if unverified[element]?.members.contains(member) == false { unverified[element]?.members.append(member) }
        }

        for connection in graph.connections {
            if connection.destinationID != nil, connection.destination == nil { continue }  // dangling: reported elsewhere
            switch connection.kind {
            case .outlet, .outletCollection:
                guard let owner = receiver(connection.owner), let property = connection.property else { continue }
                let declarations = resolver.outlets(named: property, in: owner.lineage)
                if let declaration = declarations.first {
                    findings += declarationFindings(connection, declarations: declarations, primary: declaration, owner: owner)
                } else if FrameworkOutlets.declares(property, inLineage: owner.lineage.classes)
                    || resolver.objectiveCDeclares(key: property, in: owner.lineage)
                {
                    continue
                } else if !owner.lineage.isComplete {
                    noteUnverified(owner, "outlet `\(property)`")
                } else {
                    findings.append(missingOutlet(connection, property: property, owner: owner))
                }
            case .action:
                guard let destination = connection.destination, let target = receiver(destination),
                    let selector = connection.selector
                else { continue }
                if resolver.action(selector: selector, in: target.lineage) != nil
                    || FrameworkActions.declares(selector, inLineage: target.lineage.classes)
                    || resolver.objectiveCDeclares(selector: selector, in: target.lineage)
                {
                    continue
                } else if !target.lineage.isComplete {
                    noteUnverified(target, "action `\(selector)`")
                } else {
                    findings.append(missingAction(connection, selector: selector, target: target, rule: .missingAction))
                }
            case .segue:
                if let selector = connection.creationSelector, let controller = graph.enclosingController(of: connection.owner),
                    let source = receiver(controller.element)
                {
                    if resolver.action(selector: selector, in: source.lineage) != nil { continue }
                    if !source.lineage.isComplete {
                        noteUnverified(source, "segue action `\(selector)`")
                    } else {
                        findings.append(missingAction(connection, selector: selector, target: source, rule: .missingSegueAction))
                    }
                }
                if connection.segueKind == "unwind", let selector = connection.unwindAction,
                    !resolver.index.classes.isEmpty, !resolver.catalog.declaresAction(selector: selector)
                {
                    findings.append(
                        Finding(
                            .unknownUnwindAction,
                            "unwind segue calls `\(selector)`, which no class in the scanned sources declares as an action; the view controller to unwind to must implement it",
                            at: connection.location))
                }
            case .binding:
                continue
            }
        }
        for element in unverifiedOrder {
            guard let entry = unverified[element] else { continue }
            findings.append(
                Finding(
                    .unverifiableConnection,
                    "cannot check \(entry.members.joined(separator: ", ")) of \(entry.object.displayName): \(entry.gap)",
                    at: entry.object.location))
        }
        return findings
    }

    /// The object at `element` when it can be checked: it has a custom class that the sources declare.
    private func receiver(_ element: ElementID) -> Receiver? {
        let object = graph.object(element)
        guard let declared = resolver.sourceClass(of: object) else { return nil }
        return Receiver(object: object, className: declared.name, lineage: declared.lineage)
    }

    // MARK: - Findings

    private func missingOutlet(_ connection: InterfaceGraph.Connection, property: String, owner: Receiver) -> Finding {
        let what = connection.kind == .outletCollection ? "outlet collection" : "outlet"
        var message = "\(what) `\(property)` is connected on \(owner.object.displayName), but \(owner.className) and its superclasses declare no outlet `\(property)`"
        // A single outlet this object already connects is not the one meant (`rejectButton` is not `acceptButton`
        // when `acceptButton` is connected beside it); outlet collections take any number of connections.
        let connectedHere = Set(graph.connections.lazy.filter { $0.owner == connection.owner && $0.kind == .outlet }
            .compactMap(\.property).flatMap(KeyValueCoding.keysSharingSetter(with:)))
        let candidates = resolver.outletNames(in: owner.lineage).filter { !connectedHere.contains($0) }
        if let suggestion = Suggestion.nearest(to: property, in: candidates) {
            message += "; did you mean `\(suggestion)`?"
        }
        return Finding(.missingOutlet, message, at: connection.location)
    }

    private func missingAction(
        _ connection: InterfaceGraph.Connection, selector: String, target: Receiver, rule: ValidationRule
    ) -> Finding {
        let what = rule == .missingSegueAction ? "segue action" : "action"
        var message = "\(what) `\(selector)` is sent to \(target.object.displayName), but \(target.className) and its superclasses implement no \(rule == .missingSegueAction ? "@IBSegueAction" : "action") with that selector"
        if let suggestion = Suggestion.nearest(to: selector, in: resolver.actionSelectors(in: target.lineage)) {
            message += "; did you mean `\(suggestion)`?"
        }
        return Finding(rule, message, at: connection.location)
    }

    /// Collection and type checks of a connected outlet against its declarations (nearest first; several when
    /// `#if` branches declare it for different platforms, in which case any matching declaration is accepted).
    private func declarationFindings(
        _ connection: InterfaceGraph.Connection, declarations: [SourceOutlet], primary: SourceOutlet, owner: Receiver
    ) -> [Finding] {
        let isCollection = connection.kind == .outletCollection
        let sameShape = declarations.filter { $0.isCollection == isCollection }
        guard !sameShape.isEmpty else {
            let declared = primary.isCollection ? "an outlet collection" : "a single outlet"
            let connected = isCollection ? "an outlet collection" : "a single outlet"
            return [
                Finding(
                    .outletCollectionMismatch,
                    "`\(primary.name)` is connected as \(connected) on \(owner.object.displayName), but \(primary.ownerName) declares it as \(declared) at \(primary.location)",
                    at: connection.location,
                    notes: [Finding.Note("declared here", at: primary.location)])
            ]
        }
        guard let destination = connection.destination else { return [] }
        let target = graph.object(destination)
        guard target.role == .object || target.role == .filesOwner || target.role == .application,
            let targetClass = target.className, !(target.role == .filesOwner && target.customClass == nil)
        else { return [] }
        var mismatch: (outlet: SourceOutlet, type: String)?
        for declaration in sameShape {
            guard let type = declaration.typeName else { return [] }
            switch resolver.match(targetClass, declaredType: type) {
            case .yes, .unknown: return []
            case .no:
                // Report the declaration meant for this document's platform when another target's also fails.
                if mismatch == nil || (resolver.isOtherPlatformClass(mismatch?.type ?? "") && !resolver.isOtherPlatformClass(type)) {
                    mismatch = (declaration, type)
                }
            }
        }
        guard let mismatch else { return [] }
        let connectionPosition = connection.location
        let article = target.kind.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
        let targetDescription = target.customClass != nil
            ? "\(article) `\(target.kind)` of class \(targetClass)" : "\(article) `\(target.kind)` (\(targetClass))"
        return [
            Finding(
                .outletTypeMismatch,
                "\(isCollection ? "outlet collection" : "outlet") `\(mismatch.outlet.name)` of \(mismatch.outlet.ownerName) is declared as \(mismatch.type), but \(fileName(of: connectionPosition)) connects it to \(targetDescription)",
                at: mismatch.outlet.location,
                notes: [Finding.Note("connected here", at: connectionPosition)])
        ]
    }

    private func fileName(of location: SourceLocation) -> String {
        guard let file = location.file else { return "the document" }
        return file.split(separator: "/").last.map(String.init) ?? file
    }
}

extension RuleCheck {
    /// Outlets, actions and segue actions against the classes that must declare them.
    static let connections = RuleCheck(
        name: "connections", stage: .document { ConnectionCheck(graph: $0.graph, resolver: $0.resolver, scope: $0.scope).findings() })
}
