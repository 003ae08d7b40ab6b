import UIDescription

/// One generated owner type: the instances of one custom class (in every file given) whose outlets agree on
/// which are collections, merged into one struct.
struct OwnerType: Sendable {
    /// One stored property.
    struct Property: Sendable {
        /// The outlet's property in the file (the coding key).
        var outlet: String
        /// The Swift name (``SwiftNames/propertyName(_:)``), unique in the type.
        var name: String
        /// The model type's name (`Label`, `AnyView`, `Node`), without `UIDescription.` or `[]`.
        var modelType: String
        var isCollection: Bool
        /// Not connected on every instance.
        var isOptional: Bool
    }

    var customClass: String
    var instances: [OwnerInstance]
    /// The Swift type name, unique in the output; set by ``InterfaceTypeGenerator``.
    var name: String = ""
    var properties: [Property] = []

    /// The instance the type decodes from by default (``InterfaceOwner/interfaceFile``): the first in file order.
    var primary: OwnerInstance { instances[0] }

    /// Whether `instance` can join: every outlet both connect is a collection in both or in neither.
    func accepts(_ instance: OwnerInstance) -> Bool {
        instances.allSatisfy { member in
            instance.outlets.allSatisfy { use in
                member.outlets.first { $0.property == use.property }.map { $0.isCollection == use.isCollection } ?? true
            }
        }
    }

    /// Works out ``properties`` from the instances: one per outlet property, sorted by property; optional unless
    /// every instance connects it; typed with the destinations' model when they share one, ``AnyView`` when they
    /// are views of several kinds, ``Node`` otherwise.
    mutating func resolveProperties() {
        var byProperty: [String: (collection: Bool, count: Int, models: [ElementModels.Entry?])] = [:]
        for instance in instances {
            for use in instance.outlets {
                var entry = byProperty[use.property] ?? (use.isCollection, 0, [])
                entry.count += 1
                entry.models += use.destinations
                byProperty[use.property] = entry
            }
        }
        var names = UniqueNames()
        properties = byProperty.sorted { SwiftNames.byteOrder($0.key, $1.key) }.map { outlet, entry in
            Property(outlet: outlet, name: names.claim(SwiftNames.propertyName(outlet)),
                            modelType: Self.commonModel(entry.models), isCollection: entry.collection,
                            isOptional: entry.count < instances.count)
        }
    }

    /// The model every destination decodes as.
    static func commonModel(_ models: [ElementModels.Entry?]) -> String {
        let known = models.compactMap { $0 }
        guard known.count == models.count, let first = known.first else { return "Node" }
        if known.allSatisfy({ $0.typeName == first.typeName }) { return first.typeName }
        if known.allSatisfy({ $0.family == .view }) { return "AnyView" }
        return "Node"
    }
}
