import Foundation
@testable import InterfaceTypeGeneration
import Testing
import TestSupport
import XIBDecoder

/// What the generated text says for the cases of ``SyntheticProject`` (that it compiles and decodes,
/// ``GeneratedOwnerTests`` shows), and that it is the same bytes however and wherever it is made.
@Suite struct GeneratedSwiftTextTests {
    static func generated(access: InterfaceTypeGenerator.Access = .internal, namespace: String? = nil) throws -> GeneratedInterfaceTypes {
        let inputs = try InterfaceTypeGenerator.inputFiles(for: [SyntheticProject.root.path]).map {
            InterfaceTypeGenerator.Input(path: $0.relativePath, document: try XIBDecoder().document(contentsOf: URL(fileURLWithPath: $0.path)))
        }
        return InterfaceTypeGenerator(access: access, namespace: namespace, generator: "uidesc test").generate(inputs)
    }

    @Test("Keywords are escaped, reserved names changed with their coding keys, clashing model names qualified")
    func names() throws {
        let source = try Self.generated().source
        #expect(source.contains("struct Label: InterfaceOwner {"))
        #expect(source.contains("    let `default`: UIDescription.Label\n"))
        #expect(source.contains("    let self_: Button\n"))
        #expect(source.contains("        case self_ = \"self\"\n"))
        #expect(source.contains("        case `default`\n"))
        #expect(source.contains("    let views: [AnyView]\n"))
        #expect(source.contains("    let tap: GestureRecognizer\n"))
        #expect(source.contains("    let width: Constraint\n"))
    }

    @Test("Objects of one class share a type; an outlet some of them leave unconnected is optional")
    func sharedClasses() throws {
        let source = try Self.generated().source
        #expect(source.contains("""
            /// Decodes a `tableViewCell` of class `Cell` in `Names.xib` (and 1 other object of the class).
            struct Cell: InterfaceOwner {
                static let interfaceFile = "Names.xib"
                static let interfaceObject: String? = "cell1"

                let first: UIDescription.Label
                let second: UIDescription.Label?
            }
            """))
    }

    @Test("Identifier enums: files of one name get distinct enums, colliding case names are numbered, digits guarded")
    func identifiers() throws {
        let generated = try Self.generated()
        let enums = generated.identifierEnums.map(\.typeName)
        #expect(enums.contains("MainStoryboard.Segue.MainViewController"))
        #expect(enums.contains("MainStoryboard2.Segue.MainViewController"))
        #expect(enums.contains("NamesNib.ReuseIdentifier"))
        let source = generated.source
        #expect(source.contains("        case showDetail = \"Show Detail\"\n"))
        #expect(source.contains("        case showDetail2 = \"show detail\"\n"))
        #expect(source.contains("            case _123 = \"123\"\n"))
        #expect(source.contains("            case `default`\n"))
    }

    @Test("A class named as a standard type the code uses gets another name, so the code still compiles")
    func standardNames() throws {
        let document = try XIBDecoder().document(from: Data(SyntheticProject.names.replacingOccurrences(of: "customClass=\"Cell\"", with: "customClass=\"String\"").utf8))
        let source = InterfaceTypeGenerator().generate([.init(path: "Names.xib", document: document)]).source
        #expect(source.contains("struct String2: InterfaceOwner {\n    static let interfaceFile = \"Names.xib\"\n    static let interfaceObject: String? = \"cell1\""))
    }

    @Test("Public access and a namespace")
    func accessAndNamespace() throws {
        let source = try Self.generated(access: .public, namespace: "Screens").source
        #expect(source.contains("public enum Screens {}\n\nextension Screens {\n    /// Decodes"))
        #expect(source.contains("    public struct Cell: InterfaceOwner {\n        public static let interfaceFile = \"Names.xib\""))
        #expect(try Self.generated(access: .public, namespace: "Screens").owners.map(\.typeName).contains("Screens.Cell"))
    }

    @Test("The same files give the same bytes, read again and given in another order")
    func stableOutput() throws {
        let inputs = Corpus.readableDocuments.prefix(60).map { InterfaceTypeGenerator.Input(path: Corpus.relativePath($0.url), document: $0.document) }
        let first = InterfaceTypeGenerator().generate(inputs).source
        let again = inputs.reversed().map { input in
            InterfaceTypeGenerator.Input(path: input.path, document: (try? XIBDecoder().document(contentsOf: Corpus.root.appendingPathComponent(input.path))) ?? input.document)
        }
        #expect(InterfaceTypeGenerator().generate(again).source == first)
        #expect(first.utf8.count > 10_000)
    }

    @Test("Swift names from Interface Builder names", arguments: [
        ("MessageCell", "messageCell"), ("showDetail", "showDetail"), ("Show Detail", "showDetail"), ("URLCell", "urlCell"),
        ("ID", "id"), ("123", "_123"), ("self", "self_"), ("", "unnamed"), ("--", "unnamed"), ("cell.identifier", "cellIdentifier"),
        ("émoji cell", "mojiCell"),
    ])
    func memberNames(raw: String, expected: String) {
        #expect(SwiftNames.memberName(raw) == expected)
    }

    @Test("Type names from class and file names", arguments: [
        ("LoginViewController", "LoginViewController"), ("main", "Main"), ("my-screen", "MyScreen"), ("Self", "Self_"),
        ("_PrivateView", "_PrivateView"), ("2FA", "_2FA"),
    ])
    func typeNames(raw: String, expected: String) {
        #expect(SwiftNames.typeName(raw) == expected)
    }
}
