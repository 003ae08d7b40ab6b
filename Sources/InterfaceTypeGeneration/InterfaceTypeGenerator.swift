import UIDescription

/// Writes the Swift that decoding a layout starts from: for each owner of outlets in a set of Interface Builder
/// files, a `Decodable` struct conforming to `InterfaceOwner`, and for each file an enum of the identifiers code
/// names (storyboard, segue and reuse identifiers, the file's own name).
///
/// ```swift
/// let document = try XIBReader().read(bytes, path: "Login/LoginViewController.xib")
/// let output = InterfaceTypeGenerator().generate([.init(path: "Login/LoginViewController.xib", document: document)])
/// print(output.source)
/// ```
///
/// Each owner is named after its custom class and has one `let` per connected outlet, typed with the model of the
/// destination's element (`Label`, `Button`, …; `AnyView` for views of several kinds, `Node` for elements without a
/// model), an array for an outlet collection, optional only when another object of the same class leaves it
/// unconnected. The same input gives the same bytes on every platform.
public struct InterfaceTypeGenerator: Sendable {
    /// The access level of what is generated.
    public enum Access: String, Sendable, CaseIterable {
        /// `public`: for a library target.
        case `public`
        /// `internal` (no keyword): for an app target.
        case `internal`
    }

    /// One file to generate for.
    public struct Input: Sendable {
        /// The path the generated code names (`InterfaceOwner.interfaceFile`): relative to the folder the caller
        /// will decode from, components joined by `/`.
        public var path: String
        /// The file's document.
        public var document: NodeDocument

        /// An input from its path and document.
        public init(path: String, document: NodeDocument) {
            self.path = path
            self.document = document
        }
    }

    /// The access level of the generated declarations. Default: `internal`.
    public var access: Access
    /// An enum every declaration is nested in, when given (made a valid type name).
    public var namespace: String?
    /// What the header names as the generator, with its version: `uidesc 0.2.0` by default, so that the command and
    /// the build-tool plugin write the same bytes.
    public var generator: String

    /// The generator the header names by default: uidesc and its version.
    public static let defaultGenerator = "uidesc \(ToolVersion.current)"

    /// A generator with these settings.
    public init(access: Access = .internal, namespace: String? = nil, generator: String = InterfaceTypeGenerator.defaultGenerator) {
        self.access = access
        self.namespace = namespace
        self.generator = generator
    }

    /// The generated Swift for `inputs`, in the order of their paths.
    public func generate(_ inputs: [Input]) -> GeneratedInterfaceTypes {
        let sorted = inputs.sorted { SwiftNames.byteOrder($0.path, $1.path) }
        var owners: [OwnerType] = []
        var identifiers: [FileIdentifiers] = []
        for input in sorted {
            for instance in OwnerSurvey(document: input.document, file: input.path).instances {
                if let index = owners.firstIndex(where: { $0.customClass == instance.customClass && $0.accepts(instance) }) {
                    owners[index].instances.append(instance)
                } else {
                    owners.append(OwnerType(customClass: instance.customClass, instances: [instance]))
                }
            }
            identifiers.append(IdentifierSurvey(document: input.document, file: input.path).identifiers)
        }
        var names = UniqueNames(reserved: SwiftNames.standardTypeNames.union(["UIDescription", "Swift"]))
        let namespaceName = namespace.map(SwiftNames.typeName).map { names.claim($0) }
        // Types of one class (objects whose outlets disagree) keep the order of their first objects: files in path
        // order, objects in document order.
        owners = owners.enumerated().sorted { left, right in
            left.element.customClass == right.element.customClass ? left.offset < right.offset
                : SwiftNames.byteOrder(left.element.customClass, right.element.customClass)
        }.map(\.element)
        for index in owners.indices {
            owners[index].name = names.claim(SwiftNames.typeName(owners[index].customClass))
            owners[index].resolveProperties()
        }
        let fileEnums = identifiers.map { file in
            FileEnum(identifiers: file, name: names.claim(FileEnum.typeName(for: file)))
        }
        return GeneratedInterfaceTypes(writer: SwiftWriter(
            access: access, namespace: namespaceName, generator: generator, files: sorted.map(\.path),
            owners: owners, fileEnums: fileEnums))
    }
}

/// What ``InterfaceTypeGenerator`` generated: the Swift source, whole or per file, and what it declares.
public struct GeneratedInterfaceTypes: Sendable {
    /// One generated owner type.
    public struct Owner: Sendable, Hashable {
        /// The type's name, with the namespace when there is one (`Interface.LoginViewController`).
        public let typeName: String
        /// Its file (`InterfaceOwner.interfaceFile`).
        public let file: String
        /// The object it decodes from (`InterfaceOwner.interfaceObject`).
        public let object: String?
        /// Its outlet properties (the file's property names), with whether each is optional.
        public let outlets: [String: Bool]
        /// Every object the type decodes from, the first being ``file`` and ``object``: the objects of its class in
        /// every file given, in path and document order.
        public let instances: [Instance]
    }

    /// One object an owner type decodes from.
    public struct Instance: Sendable, Hashable {
        /// Its file, relative to the generation root.
        public let file: String
        /// The name that selects it (`nil`: a xib's File's Owner).
        public let object: String?
    }

    /// One generated identifier enum: a `String` enum of identifiers.
    public struct IdentifierEnum: Sendable, Hashable {
        /// The enum's qualified name (`InboxStoryboard.Segue.InboxViewController`).
        public let typeName: String
        /// The file whose identifiers it lists.
        public let file: String
        /// What it lists: `storyboardIdentifier`, `segue` or `reuseIdentifier`.
        public let kind: String
        /// The identifiers, as the file has them.
        public let values: [String]
    }

    let writer: SwiftWriter

    /// Every declaration in one file.
    public var source: String { writer.wholeSource() }

    /// One file per input (`Main.storyboard.swift`, holding the owners first found in it and its identifiers),
    /// and one for the namespace when there is one.
    public var sourcesByFile: [(name: String, contents: String)] { writer.sourcesByFile() }

    /// The owner types, in the order they are declared.
    public var owners: [Owner] {
        writer.owners.map { owner in
            Owner(typeName: writer.qualified(owner.name), file: owner.primary.file, object: owner.primary.selector,
                  outlets: Dictionary(owner.properties.map { ($0.outlet, $0.isOptional) }, uniquingKeysWith: { first, _ in first }),
                  instances: owner.instances.map { Instance(file: $0.file, object: $0.selector) })
        }
    }

    /// The identifier enums, file by file.
    public var identifierEnums: [IdentifierEnum] {
        writer.fileEnums.flatMap { file in
            file.enums.map { IdentifierEnum(typeName: writer.qualified(file.name + "." + $0.path), file: file.identifiers.file,
                                             kind: $0.kind, values: $0.values) }
        }
    }
}
