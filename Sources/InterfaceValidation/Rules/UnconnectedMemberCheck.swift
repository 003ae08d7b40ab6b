import InterfaceSources
import UIDescription

/// Reports outlets and actions that code declares but that no checked Interface Builder file connects
/// (``ValidationRule/unconnectedOutlet``, ``ValidationRule/unconnectedAction``), for every class the files
/// instantiate and for the superclasses of those classes that the sources declare.
///
/// A member counts as connected when any object of the class, or of a subclass, connects it in any of the files (an
/// Objective-C property also by its instance variable, `_name` or the one `@synthesize` names; an outlet also when a
/// Cocoa binding to an object of the class observes a key path starting with its name), or when a File's Owner
/// without a class connects one of its name (code picks the owner when it loads the nib);
/// an action also counts when it is sent to the First Responder, is an unwind segue's action, is a segue's
/// `@IBSegueAction`, is sent by a Cocoa target binding, is a responder action the frameworks send themselves
/// (`newWindowForTab:`, `copy:`), is named by selector in the sources (`#selector`, `@selector`, …), where the code
/// connects it itself, or is called by name in the sources, where the code uses it. Reported at the declaration,
/// where the fix belongs; not for declarations in a prebuilt framework's headers, which the project cannot change.
/// A class that a document which could not be read names (a legacy archive, a nib) is not checked, nor are its
/// superclasses: that document may connect anything.
struct UnconnectedMemberCheck {
    let graphs: [InterfaceGraph]
    let resolver: ClassResolver
    /// The words of the documents that could not be read: a class one of them names (or a subclass of it) may be
    /// connected there, so its members are not reported.
    var unreadWords: UnreadDocumentWords = .none

    /// A class as an object names it: with its module, which picks one target's declaration when several
    /// targets declare a class of that name.
    private struct ModuleClass: Hashable {
        var name: String
        var module: String?
    }

    /// What the files connect, by member name: the classes of the objects that connect it.
    private struct Usage {
        var outletOwners: [String: Set<ModuleClass>] = [:]
        var actionReceivers: [String: Set<ModuleClass>] = [:]
        var untargetedSelectors: Set<String> = []
        /// Outlets connected on a File's Owner whose class the nib does not say: code loads the nib with an owner
        /// of its choosing (`instantiateWithOwner:self`), so they connect an outlet of that name in any class.
        var untypedOwnerOutlets: Set<String> = []
        /// Classes instantiated by the files, with where (in document order).
        var instances: [ModuleClass: [SourceLocation]] = [:]
        var instanceOrder: [ModuleClass] = []
    }

    func findings() -> [Finding] {
        let usage = collectUsage()
        var lineages: [ModuleClass: ClassLineage] = [:]
        func lineage(_ user: ModuleClass) -> ClassLineage {
            if let known = lineages[user] { return known }
            let computed = resolver.lineage(of: user.name, module: user.module)
            lineages[user] = computed
            return computed
        }
        // The instantiated classes and their superclasses declared in the sources, each with what uses it.
        var checked: [String] = []
        var usedBy: [String: [(user: ModuleClass, location: SourceLocation)]] = [:]
        var instantiated: Set<String> = []
        for user in usage.instanceOrder {
            instantiated.insert(user.name)
            for ancestor in lineage(user).classes {
                guard resolver.origin(of: ancestor) == .source else { break }
                if usedBy[ancestor] == nil { checked.append(ancestor) }
                usedBy[ancestor, default: []] += (usage.instances[user] ?? []).map { (user, $0) }
            }
        }
        // Classes an unread document names, and their superclasses: what it may connect is unknown.
        var namedUnread: Set<String> = []
        if !unreadWords.isEmpty {
            for sourceClass in resolver.index.classes where unreadWords.contains(sourceClass.name) {
                namedUnread.formUnion(lineage(ModuleClass(name: sourceClass.name, module: nil)).classes)
            }
        }
        var reported: Set<SourceLocation> = []
        var findings: [Finding] = []
        for className in checked where !namedUnread.contains(className) {
            let users = instantiated.contains(className) ? className : "\(className) or its subclasses"
            /// Where the member's class is used, by objects whose target's declaration holds the member; none when
            /// only other targets' same-named classes are used.
            func notes(for member: DeclaredMember) -> [Finding.Note] {
                (usedBy[className] ?? []).filter { lineage($0.user).owns(member) }
                    .prefix(3).map { Finding.Note("\(className) is used here", at: $0.location) }
            }
            // Each declaration once per file: `#if` branches may declare a member twice in one file, targets once each.
            var seen: Set<String> = []
            for member in declaredMembers(of: className, usage: usage)
            where !PrebuiltBundles.contain(member.location.file)
                && seen.insert(member.key + "\u{0}" + (member.location.file ?? "")).inserted
            {
                guard !member.connectedBy.contains(where: { lineage($0).owns(member) }) else { continue }
                let notes = notes(for: member)
                guard !notes.isEmpty, reported.insert(member.location).inserted else { continue }
                findings.append(
                    Finding(
                        member.rule,
                        "\(member.description) of \(member.ownerName) is declared but not connected in any checked Interface Builder file that uses \(users)",
                        at: member.location, notes: notes))
            }
        }
        return findings
    }

    /// A declared outlet or action as the check sees it.
    private struct DeclaredMember: ClassMember {
        /// The outlet's name or the action's selector (outlets and actions kept apart by a prefix).
        var key: String
        var ownerName: String
        var ownerQualifiedName: String
        var location: SourceLocation
        var rule: ValidationRule
        /// "outlet `titleLabel`", "action `logIn(_:)`".
        var description: String
        /// The classes of the objects that connect a member of this name.
        var connectedBy: Set<ModuleClass>
    }

    /// The outlets and actions a class declares, each with what connects a member of its name; actions sent to the
    /// First Responder, unwound to, or named by selector or called in code are connected (or used) whatever their
    /// class, and left out.
    private func declaredMembers(of className: String, usage: Usage) -> [DeclaredMember] {
        let outlets = resolver.index.declaredOutlets(of: className).compactMap { outlet -> DeclaredMember? in
            // The names a connection may give it: Interface Builder may connect an Objective-C property by its
            // instance variable (`_textView`).
            let names = KeyValueCoding.keysSharingSetter(with: outlet.name) + [resolver.index.instanceVariable(of: outlet)].compactMap { $0 }
            guard !names.contains(where: usage.untypedOwnerOutlets.contains) else { return nil }
            return DeclaredMember(
                key: "o" + outlet.name, ownerName: outlet.ownerName, ownerQualifiedName: outlet.ownerQualifiedName,
                location: outlet.location, rule: .unconnectedOutlet,
                description: "\(outlet.isCollection ? "outlet collection" : "outlet") `\(outlet.name)`",
                connectedBy: names.reduce(into: Set<ModuleClass>()) { $0.formUnion(usage.outletOwners[$1] ?? []) })
        }
        let actions = resolver.index.declaredActions(of: className)
            .filter {
                // A responder action (`newWindowForTab:`, `copy:`, `cancelOperation:`) is sent by the framework itself,
                // up the responder chain, to any class that implements it.
                !usage.untargetedSelectors.contains($0.selector) && !resolver.index.namesSelector(of: $0)
                    && !resolver.index.callsByName($0) && !FrameworkActions.isResponderAction($0.selector)
            }
            .map { action in
                DeclaredMember(
                    key: "a" + action.selector, ownerName: action.ownerName, ownerQualifiedName: action.ownerQualifiedName,
                    location: action.location, rule: .unconnectedAction,
                    description: "\(action.kind == .segueAction ? "segue action" : "action") `\(action.swiftName ?? action.selector)`",
                    connectedBy: usage.actionReceivers[action.selector] ?? [])
            }
        return outlets + actions
    }

    /// Whether `object` is a File's Owner without a custom class (Sequel-Ace's `ConnectionErrorDialog.xib`, loaded by
    /// `SPDatabaseDocument` with itself as the owner).
    private static func isUntypedOwner(_ object: InterfaceGraph.Object) -> Bool {
        object.role == .filesOwner && object.customClass == nil
    }

    /// The property a key path starts with: `selectedIndex` for `selectedIndex.intValue`, `name` for `self.name`.
    private static func firstKey(of keyPath: String) -> String? {
        let keys = keyPath.split(separator: ".")
        let first = keys.first == "self" ? keys.dropFirst().first : keys.first
        return first.map(String.init)
    }

    private func collectUsage() -> Usage {
        var usage = Usage()
        for graph in graphs {
            for element in graph.customClassElements {
                let object = graph.object(element)
                guard let className = object.customClass, object.role != .firstResponder,
                    resolver.origin(of: className) == .source
                else { continue }
                let user = ModuleClass(name: className, module: object.customModule)
                if usage.instances[user] == nil { usage.instanceOrder.append(user) }
                usage.instances[user, default: []].append(object.location)
            }
            for connection in graph.connections {
                switch connection.kind {
                case .outlet, .outletCollection:
                    let owner = graph.object(connection.owner)
                    guard let property = connection.property else { continue }
                    if Self.isUntypedOwner(owner) {
                        usage.untypedOwnerOutlets.insert(property)
                        continue
                    }
                    guard let className = owner.className else { continue }
                    usage.outletOwners[property, default: []].insert(ModuleClass(name: className, module: owner.customModule))
                case .action:
                    guard let selector = connection.selector, let destination = connection.destination else { continue }
                    let receiver = graph.object(destination)
                    if receiver.role == .firstResponder || Self.isUntypedOwner(receiver) {
                        usage.untargetedSelectors.insert(selector)
                    } else if let className = receiver.className {
                        usage.actionReceivers[selector, default: []].insert(ModuleClass(name: className, module: receiver.customModule))
                    }
                case .segue:
                    if let selector = connection.unwindAction { usage.untargetedSelectors.insert(selector) }
                    if let selector = connection.creationSelector {
                        let controller = graph.enclosingController(of: connection.owner)
                        if let controller, let className = controller.customClass {
                            usage.actionReceivers[selector, default: []].insert(ModuleClass(name: className, module: controller.customModule))
                        } else {
                            // A framework controller's segue (a navigation controller's root relationship): UIKit
                            // finds the segue action outside it, so it connects a segue action of that selector
                            // in any class (DuckDuckGo's bookmarks editor).
                            usage.untargetedSelectors.insert(selector)
                        }
                    }
                case .binding:
                    // A target binding sends its selector to the object at its key path: the destination itself for
                    // `self` (Vienna's activity list calls `showFolderForItem:` on a double click), else an object
                    // of a class the document does not say, which connects the selector in any class.
                    if let selector = connection.targetSelector {
                        if connection.keyPath == "self", let receiver = connection.destination.map(graph.object),
                            let className = receiver.className
                        {
                            usage.actionReceivers[selector, default: []].insert(ModuleClass(name: className, module: receiver.customModule))
                        } else {
                            usage.untargetedSelectors.insert(selector)
                        }
                    }
                    // A binding to a property of the class uses an outlet declared for it (AppKit apps declare
                    // `IBOutlet` properties that Interface Builder binds to by key path).
                    guard let keyPath = connection.keyPath, let destination = connection.destination.map(graph.object),
                        let className = destination.className, let property = Self.firstKey(of: keyPath)
                    else { continue }
                    usage.outletOwners[property, default: []].insert(ModuleClass(name: className, module: destination.customModule))
                }
            }
        }
        return usage
    }
}

extension RuleCheck {
    /// Outlets and actions declared in code that no document connects.
    static let unconnectedMembers = RuleCheck(
        name: "unconnected-members",
        stage: .project {
            UnconnectedMemberCheck(
                graphs: $0.graphs, resolver: ClassResolver(catalog: $0.catalog, platform: nil),
                unreadWords: UnreadDocumentWords(paths: $0.unreadDocuments, namesOf: $0.excludedDocuments)
            ).findings()
        })
}
