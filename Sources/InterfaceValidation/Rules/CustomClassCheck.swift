import UIDescription

/// Reports custom classes that a document names and the scanned sources do not declare
/// (``ValidationRule/unknownCustomClass``), once per class and document, unless the class belongs to a module
/// that was not scanned or is a framework class: one the framework tables know, or an Objective-C class (no module)
/// with a prefix Apple reserves for Foundation, AppKit and UIKit (`NS`, `UI`), such as `NSPathComponentCell` or
/// `NSMutableDictionary`, which the tables need not list.
struct CustomClassCheck {
    let graph: InterfaceGraph
    let resolver: ClassResolver
    let scope: ModuleScope

    func findings() -> [Finding] {
        var occurrences: [String: [InterfaceGraph.Object]] = [:]
        var order: [String] = []
        for element in graph.customClassElements {
            let object = graph.object(element)
            guard let className = object.customClass, resolver.origin(of: className) == .unknown,
                !(object.customModule == nil && Self.hasFrameworkPrefix(className)),
                scope.contains(className: className, module: object.customModule, usesTargetModule: object.usesTargetModule)
            else { continue }
            if occurrences[className] == nil { order.append(className) }
            occurrences[className, default: []].append(object)
        }
        return order.compactMap { className in
            guard let objects = occurrences[className], let first = objects.first else { return nil }
            let module = first.customModule.map { " (module \($0))" } ?? ""
            let holder = first.role == .filesOwner ? "File's Owner" : "a `\(first.kind)`"
            let others = objects.count > 1 ? "; \(objects.count - 1) more object\(objects.count == 2 ? " in this file uses" : "s in this file use") it" : ""
            let suggestion = nearestDeclaredClass(to: className).map { "; did you mean `\($0)`?" } ?? ""
            return Finding(
                .unknownCustomClass,
                "custom class `\(className)`\(module) set on \(holder) is declared nowhere in the scanned sources\(others)\(suggestion)",
                at: first.location,
                notes: objects.dropFirst().prefix(5).map { Finding.Note("also used here", at: $0.location) })
        }
    }

    /// The declared class `className` is probably a misspelling of (`PodcastShortcutViewController` for
    /// `PodcastShortcutsViewController`): at most two edits away, and only one when the names differ within a short
    /// start before a shared ending, since class names share long endings (`WebViewController` is not a misspelt
    /// `XibViewController`).
    private func nearestDeclaredClass(to className: String) -> String? {
        guard let candidate = Suggestion.nearest(to: className, in: resolver.catalog.classNames, maximumDistance: 2)
        else { return nil }
        let sharedEnding = zip(className.reversed(), candidate.reversed()).prefix { $0 == $1 }.count
        let allowed = className.count - sharedEnding >= 6 ? 2 : 1
        return Suggestion.editDistance(className.lowercased(), candidate.lowercased()) <= allowed ? candidate : nil
    }

    /// Whether `name` starts with `NS` or `UI` followed by a capital letter (`NSCustomView`, `UIBezierPath`).
    /// Other Apple prefixes (`MK`, `AV`, …) are shared with third-party libraries (`MKRingProgressView`).
    static func hasFrameworkPrefix(_ name: String) -> Bool {
        let utf8 = Array(name.utf8.prefix(3))
        guard utf8.count == 3, utf8[2] >= UInt8(ascii: "A"), utf8[2] <= UInt8(ascii: "Z") else { return false }
        return name.hasPrefix("NS") || name.hasPrefix("UI")
    }
}

extension RuleCheck {
    /// Custom classes against the sources.
    static let customClasses = RuleCheck(
        name: "custom-classes",
        stage: .document { CustomClassCheck(graph: $0.graph, resolver: $0.resolver, scope: $0.scope).findings() })
}
