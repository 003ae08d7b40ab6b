import Foundation
import InterfaceTypeGeneration
import Testing
import TestSupport
import XIBDecoder

/// Issue 51's bounds, on real files: the Swift generated for every project of `../shared/corpus` (each app folder,
/// and the folders below each `UIDESC_EXTRA_CORPUS` root, and `Samples`) compiles with `XIBDecoder` into one program,
/// and that program decodes every generated owner from its file; each identifier enum lists exactly its file's
/// identifiers, counted here without the generator; removing a connection from a copy makes the decode throw.
@Suite(.serialized) struct GeneratedOwnerTests {
    struct Project: Sendable {
        var name: String
        var root: URL
        var inputs: [InterfaceTypeGenerator.Input]
    }

    /// Every project: a folder and its readable XIB and storyboard files, paths relative to it.
    static let projects: [Project] = {
        var roots = ((try? FileManager.default.contentsOfDirectory(atPath: Corpus.root.path)) ?? []).sorted()
            .map { Corpus.root.appendingPathComponent($0) }
        for extra in Corpus.extraRoots {
            roots += ((try? FileManager.default.contentsOfDirectory(atPath: extra.path)) ?? []).sorted().map { extra.appendingPathComponent($0) }
        }
        roots.append(SharedFolder.packageRoot.appendingPathComponent("Samples"))
        roots.append(SyntheticProject.root)
        return roots.compactMap { root in
            let inputs = InterfaceTypeGenerator.inputFiles(for: [root.path]).compactMap { file -> InterfaceTypeGenerator.Input? in
                guard let document = try? XIBDecoder().document(contentsOf: URL(fileURLWithPath: file.path)) else { return nil }
                return .init(path: file.relativePath, document: document)
            }
            return inputs.isEmpty ? nil : Project(name: root.lastPathComponent, root: root, inputs: inputs)
        }
    }()

    static let parts: [GeneratedSwiftProgram.Part] = projects.map { project in
        let namespace = "P_" + project.name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        return .init(namespace: namespace, root: project.root,
                     generated: InterfaceTypeGenerator(namespace: namespace).generate(project.inputs))
    }

    static let program: Result<GeneratedSwiftProgram, any Error> = Result {
        try GeneratedSwiftProgram.build(parts, in: ScratchFolder.named("generated"))
    }

    @Test("The Swift generated for every project compiles, and every generated owner decodes from each object of its class")
    func everyOwnerDecodes() throws {
        let program = try Self.program.get()
        let output = try program.run(["all"] + Self.parts.map(\.root.path))
        let lines = output.split(separator: "\n").map(String.init)
        let decoded = lines.filter { $0.hasPrefix("ok ") }
        let failed = lines.filter { $0.hasPrefix("error ") }
        let owners = Self.parts.reduce(0) { $0 + $1.generated.owners.count }
        let objects = Self.parts.reduce(0) { $0 + $1.generated.owners.reduce(0) { $0 + $1.instances.count } }
        #expect(failed.isEmpty, "\(failed.count) of \(objects) objects fail:\n\(failed.prefix(20).joined(separator: "\n"))")
        #expect(decoded.count == objects)
        #expect(owners > 300, "the corpus has hundreds of owners; found \(owners)")
        print("generated owners: \(owners); objects decoded with them: \(decoded.count) of \(objects), in \(Self.projects.count) projects, \(Self.projects.reduce(0) { $0 + $1.inputs.count }) files")
    }

    @Test("Each identifier enum lists exactly its file's storyboard, segue and reuse identifiers")
    func identifierEnumsListTheFilesIdentifiers() throws {
        let program = try Self.program.get()
        let output = try program.run(["all"] + Self.parts.map(\.root.path))
        var printed: [String: [String]] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix("enum ") {
            let fields = line.dropFirst(5).split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            printed[fields[0]] = Array(fields.dropFirst())
        }
        var compared = 0
        for (project, part) in zip(Self.projects, Self.parts) {
            for input in project.inputs {
                let generated = part.generated.identifierEnums.filter { $0.file == input.path }
                // What the compiled enums hold is what the generator says it wrote.
                for identifiers in generated { #expect(printed[identifiers.typeName] == identifiers.values, "\(identifiers.typeName)") }
                let expected = IndependentIdentifiers.groups(in: input.document)
                let found = generated.map { IndependentIdentifiers.Group(kind: $0.kind, values: Set($0.values)) }
                #expect(found.sorted() == expected.sorted(), "\(project.name)/\(input.path)")
                compared += expected.reduce(0) { $0 + $1.values.count }
            }
        }
        #expect(compared > 200, "the corpus has hundreds of identifiers; compared \(compared)")
        print("identifiers compared: \(compared)")
    }

    @Test("Removing one outlet connection from a copy of the file makes the generated owner's decode throw missingOutlet")
    func aRemovedConnectionIsAMissingOutlet() throws {
        let program = try Self.program.get()
        let scratch = ScratchFolder.named("removed")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var index = 0
        var tried = 0
        for (project, part) in zip(Self.projects, Self.parts) {
            for owner in part.generated.owners {
                defer { index += 1 }
                // Every owner with a required outlet, without its first.
                guard let outlet = owner.outlets.filter({ !$0.value }).keys.sorted().first,
                      let input = project.inputs.first(where: { $0.path == owner.file }),
                      let bytes = ConnectionRemoval.bytes(of: input.document, removing: outlet, ofObject: owner.object) else { continue }
                let copy = scratch.appendingPathComponent("\(index)-" + (owner.file as NSString).lastPathComponent)
                try Data(bytes).write(to: copy)
                let result = try program.run(["one", String(index), copy.path])
                #expect(result.hasPrefix("missingOutlet"), "\(owner.typeName) without \(outlet): \(result)")
                tried += 1
            }
        }
        #expect(tried > 150, "tried \(tried)")
        print("connections removed: \(tried)")
    }
}

/// Storyboard, segue and reuse identifiers of a document, grouped as the generated enums group them, found
/// without the generator's code: by attribute, with the scene or table a segue or cell is inside.
enum IndependentIdentifiers {
    struct Group: Hashable, Comparable {
        var kind: String
        var values: Set<String>
        static func < (lhs: Group, rhs: Group) -> Bool {
            (lhs.kind, lhs.values.sorted().joined(separator: "\u{1}")) < (rhs.kind, rhs.values.sorted().joined(separator: "\u{1}"))
        }
    }

    static func groups(in document: NodeDocument) -> [Group] {
        var storyboard: Set<String> = []
        var segues: [ElementID: Set<String>] = [:]
        var reuse: [ElementID?: Set<String>] = [:]
        for element in document.allElements {
            let attributes = Dictionary(document.attributes(of: element).map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            if let value = attributes["storyboardIdentifier"], !value.isEmpty { storyboard.insert(value) }
            if document.name(of: element) == "segue", let value = attributes["identifier"], !value.isEmpty {
                var scene = document.parent(of: element)
                while let current = scene, document.name(of: current) != "scene" { scene = document.parent(of: current) }
                if let scene { segues[scene, default: []].insert(value) }
            }
            if let value = attributes["reuseIdentifier"], !value.isEmpty {
                var container = document.parent(of: element)
                while let current = container, !["tableView", "collectionView", "outlineView"].contains(document.name(of: current)) {
                    container = document.parent(of: current)
                }
                reuse[container, default: []].insert(value)
            }
        }
        var groups: [Group] = storyboard.isEmpty ? [] : [Group(kind: "storyboardIdentifier", values: storyboard)]
        groups += segues.values.map { Group(kind: "segue", values: $0) }
        groups += reuse.values.map { Group(kind: "reuseIdentifier", values: $0) }
        return groups
    }
}

/// A copy of a file without the connections of one outlet of one object.
enum ConnectionRemoval {
    static func bytes(of document: NodeDocument, removing outlet: String, ofObject object: String?) -> [UInt8]? {
        let owner: ElementID?
        if let object {
            owner = try? document.object(named: object)
        } else {
            owner = document.allElements.first { InterfaceVocabulary.isFilesOwner($0, in: document) }
        }
        guard let owner, let connections = document.firstChild(of: owner, named: "connections") else { return nil }
        // A key the object also holds as an attribute or a child (an NSTabViewController's `<tabView key="tabView">`, a
        // view's empty `<gestureRecognizers/>` beside its `gestureRecognizers` collection) decodes from there:
        // removing the connection leaves nothing missing.
        let holdsKey = document.children(of: owner).contains { child in
            document.key(of: child) == outlet || (document.key(of: child) == nil && document.name(of: child) == outlet)
        }
        if document.attribute(outlet, of: owner) != nil || holdsKey { return nil }
        // Every connection of the property: an outlet collection has several.
        let ranges = document.children(of: connections).filter { document.attribute("property", of: $0) == outlet }
            .compactMap { document.byteRange(of: $0) }
        var bytes = document.sourceBytes
        guard !ranges.isEmpty, ranges.allSatisfy({ $0.upperBound <= bytes.count }) else { return nil }
        for range in ranges.sorted(by: { $0.lowerBound > $1.lowerBound }) { bytes.removeSubrange(range) }
        return bytes
    }
}
