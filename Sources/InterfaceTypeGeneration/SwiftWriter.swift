/// Writes the declarations of ``InterfaceTypeGenerator``: owners, then identifier enums, each file beginning with the
/// header that names the generator and the inputs.
struct SwiftWriter: Sendable {
    let access: InterfaceTypeGenerator.Access
    let namespace: String?
    let generator: String
    let files: [String]
    let owners: [OwnerType]
    let fileEnums: [FileEnum]

    /// The names declared at the top level (or in the namespace) that shadow a `UIDescription` type, which is then
    /// written qualified (`UIDescription.Label`).
    private var declaredNames: Set<String> {
        Set(owners.map(\.name) + fileEnums.map(\.name) + (namespace.map { [$0] } ?? []))
    }

    func qualified(_ name: String) -> String { namespace.map { "\($0).\(name)" } ?? name }

    // MARK: Files

    func wholeSource() -> String {
        var out = header(for: files)
        let declared = declaredNames
        if let namespace {
            out += "\(keyword)enum \(namespace) {}\n\n"
            out += "extension \(namespace) {\n"
        }
        var parts: [String] = []
        for owner in owners { parts.append(ownerDeclaration(owner, declared: declared)) }
        for file in fileEnums { parts.append(enumDeclaration(file)) }
        out += parts.map { indentedForNamespace($0) }.joined(separator: "\n")
        if namespace != nil { out += "}\n" }
        return out
    }

    func sourcesByFile() -> [(name: String, contents: String)] {
        let declared = declaredNames
        var outputs: [(name: String, contents: String)] = []
        var names = UniqueNames(reserved: namespace.map { [$0] } ?? [])
        if let namespace {
            outputs.append((namespace + ".swift", header(for: files) + "\(keyword)enum \(namespace) {}\n"))
        }
        for file in fileEnums {
            let path = file.identifiers.file
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            var parts = owners.filter { $0.primary.file == path }.map { ownerDeclaration($0, declared: declared) }
            parts.append(enumDeclaration(file))
            var body = parts.map { indentedForNamespace($0) }.joined(separator: "\n")
            if let namespace { body = "extension \(namespace) {\n" + body + "}\n" }
            outputs.append((names.claim(fileName) + ".swift", header(for: [path]) + body))
        }
        return outputs
    }

    private func header(for inputs: [String]) -> String {
        var out = InterfaceTypeGenerator.headerPrefix + "\(generator) (`uidesc generate swift`) from the files below. Do not edit: generate again\n"
        out += "// after changing them (`uidesc generate swift --check` fails while this file is stale).\n"
        if !inputs.isEmpty { out += "//\n" }
        for input in inputs { out += "//   \(Self.commentSafe(input))\n" }
        return out + "\nimport UIDescription\n\n"
    }

    private var keyword: String { access == .public ? "public " : "" }

    private func indentedForNamespace(_ text: String) -> String {
        guard namespace != nil else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
    }

    // MARK: Owners

    private func ownerDeclaration(_ owner: OwnerType, declared: Set<String>) -> String {
        let primary = owner.primary
        var out = "/// Decodes \(primary.role) of class `\(Self.commentSafe(owner.customClass))` in `\(Self.commentSafe(primary.file))`"
        let others = owner.instances.count - 1
        out += others == 0 ? ".\n" : " (and \(others) other object\(others == 1 ? "" : "s") of the class).\n"
        out += "\(keyword)struct \(owner.name): \(model("InterfaceOwner", declared)) {\n"
        out += "    \(keyword)static let interfaceFile = \(SwiftNames.literal(primary.file))\n"
        out += "    \(keyword)static let interfaceObject: String? = \(primary.selector.map(SwiftNames.literal) ?? "nil")\n"
        if !owner.properties.isEmpty { out += "\n" }
        for property in owner.properties {
            var type = model(property.modelType, declared)
            if property.isCollection { type = "[\(type)]" }
            if property.isOptional { type += "?" }
            out += "    \(keyword)let \(SwiftNames.escaped(property.name)): \(type)\n"
        }
        if owner.properties.contains(where: { $0.name != $0.outlet }) {
            out += "\n    enum CodingKeys: String, CodingKey {\n"
            for property in owner.properties {
                let name = SwiftNames.escaped(property.name)
                out += property.name == property.outlet ? "        case \(name)\n" : "        case \(name) = \(SwiftNames.literal(property.outlet))\n"
            }
            out += "    }\n"
        }
        return out + "}\n"
    }

    private func model(_ name: String, _ declared: Set<String>) -> String {
        declared.contains(name) ? "UIDescription.\(name)" : name
    }

    // MARK: Identifiers

    private func enumDeclaration(_ file: FileEnum) -> String {
        let fileName = file.identifiers.file.split(separator: "/").last.map(String.init) ?? file.identifiers.file
        var out = "/// The identifiers of `\(Self.commentSafe(file.identifiers.file))`.\n"
        out += "\(keyword)enum \(file.name) {\n"
        let opener = file.identifiers.isStoryboard ? "`UIStoryboard(name:bundle:)`" : "`UINib(nibName:bundle:)`"
        out += "    /// The file's name without its extension, as \(opener) takes it.\n"
        out += "    \(keyword)static let name = \(SwiftNames.literal(FileEnum.baseName(of: fileName)))\n"
        var openGroup: String?
        for stringEnum in file.enums {
            let components = stringEnum.path.split(separator: ".").map(String.init)
            let group = components.count > 1 ? components[0] : nil
            if group != openGroup {
                if openGroup != nil { out += "    }\n" }
                if let group {
                    let what = group == "Segue" ? "Its segue identifiers, by scene." : "Its reuse identifiers, by table or collection view."
                    out += "\n    /// \(what)\n    \(keyword)enum \(group) {\n"
                }
                openGroup = group
            }
            let indent = group == nil ? "    " : "        "
            if group == nil || out.hasSuffix("{\n") == false { out += "\n" }
            let noun = ["storyboardIdentifier": "storyboard identifiers", "segue": "segue identifiers"][stringEnum.kind] ?? "reuse identifiers"
            out += "\(indent)/// The \(noun) of \(Self.commentSafe(stringEnum.holder)).\n"
            out += "\(indent)\(keyword)enum \(components.last ?? stringEnum.path): String, CaseIterable, Sendable {\n"
            for (name, value) in zip(stringEnum.caseNames, stringEnum.values) {
                let escaped = SwiftNames.escaped(name)
                out += name == value ? "\(indent)    case \(escaped)\n" : "\(indent)    case \(escaped) = \(SwiftNames.literal(value))\n"
            }
            out += "\(indent)}\n"
        }
        if openGroup != nil { out += "    }\n" }
        return out + "}\n"
    }

    /// Text for a `//` comment: on one line.
    private static func commentSafe(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : Character($0) })
    }
}
