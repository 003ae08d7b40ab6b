import Foundation
@testable import InterfaceTypeGeneration
import Testing
import TestSupport

/// Compiles generated Swift into a program together with `UIDescription` and `XIBDecoder` as this test run built
/// them (their modules and object files beside the test binary), with `swiftc` — the test package of issue 51 — and
/// runs it. The program decodes every generated owner from its file and prints every identifier enum.
struct GeneratedSwiftProgram {
    /// The build folder of this test run (`.build/<triple>/debug`), found from the test binary's path.
    static let buildFolder: URL? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("XIBDecoder.build").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    let executable: URL

    /// One project's generated source, nested in `namespace`, with the folder its paths are relative to.
    struct Part {
        var namespace: String
        var root: URL
        var generated: GeneratedInterfaceTypes
    }

    /// Writes `parts` and a `main.swift` into a scratch folder, and compiles them.
    static func build(_ parts: [Part], in scratch: URL) throws -> GeneratedSwiftProgram {
        guard let build = buildFolder else { throw Failure("no build folder with XIBDecoder.build above \(CommandLine.arguments[0])") }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var sources: [URL] = []
        for part in parts {
            let url = scratch.appendingPathComponent(part.namespace + ".swift")
            try part.generated.source.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url)
        }
        let main = scratch.appendingPathComponent("main.swift")
        try mainSource(parts).write(to: main, atomically: true, encoding: .utf8)
        sources.append(main)
        let modules = FileManager.default.fileExists(atPath: build.appendingPathComponent("Modules").path)
            ? build.appendingPathComponent("Modules") : build
        let objects = try ["UIDescription", "XIBDecoder"].flatMap { module in
            let folder = build.appendingPathComponent(module + ".build")
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".o") }.sorted()
                .map { folder.appendingPathComponent($0).path }
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let executable = scratch.appendingPathComponent("generated-check")
        var arguments = ["swiftc", "-swift-version", "6", "-module-name", "GeneratedCheck", "-Onone", "-I", modules.path,
                         "-Xcc", "-fmodule-map-file=\(package.appendingPathComponent("Sources/CLibXML2/module.modulemap").path)",
                         "-Xcc", "-I/usr/include/libxml2", "-o", executable.path]
        arguments += sources.map(\.path) + objects
        #if os(Linux)
        arguments += ["-lxml2"]
        #endif
        let result = try ExternalProgram.run(arguments)
        guard result.status == 0 else { throw Failure("swiftc failed (\(result.status)):\n\(result.output.prefix(6_000))") }
        return GeneratedSwiftProgram(executable: executable)
    }

    /// The program's output for `arguments`.
    func run(_ arguments: [String]) throws -> String {
        let result = try ExternalProgram.run([executable.path] + arguments)
        guard result.status == 0 else { throw Failure("the generated program failed (\(result.status)):\n\(result.output.prefix(4_000))") }
        return result.output
    }

    /// `main.swift`: `all ROOT…` decodes every owner from its file below its project's root and prints
    /// `ok TYPE` or `error TYPE: MESSAGE`, then each identifier enum as `enum TYPE\tVALUE\tVALUE…`; `one INDEX FILE`
    /// decodes the owner of that index from FILE and prints `ok` or the error's kind.
    static func mainSource(_ parts: [Part]) -> String {
        var out = "import Foundation\nimport XIBDecoder\n\n"
        out += "let owners: [(name: String, project: Int, instances: [(String, String?)], decode: (URL, String?, String??) throws -> Void)] = [\n"
        for (index, part) in parts.enumerated() {
            for owner in part.generated.owners {
                let instances = owner.instances.map { "(\(SwiftNames.literal($0.file)), \($0.object.map(SwiftNames.literal) ?? "nil"))" }.joined(separator: ", ")
                out += "    (\"\(owner.typeName)\", \(index), [\(instances)], { url, file, object in _ = try XIBDecoder().decode(\(owner.typeName).self, "
                out += "contentsOf: file.map { URL(fileURLWithPath: $0) } ?? url.appendingPathComponent(\(owner.typeName).interfaceFile), "
                out += "object: object ?? \(owner.typeName).interfaceObject) }),\n"
            }
        }
        out += "]\n\nlet enums: [(name: String, values: [String])] = [\n"
        for part in parts {
            for identifiers in part.generated.identifierEnums {
                out += "    (\"\(identifiers.typeName)\", \(identifiers.typeName).allCases.map(\\.rawValue)),\n"
            }
        }
        out += """
            ]

            let arguments = CommandLine.arguments
            if arguments.count == 4, arguments[1] == "one", let index = Int(arguments[2]) {
                do {
                    try owners[index].decode(URL(fileURLWithPath: "/"), arguments[3], nil)
                    print("ok")
                } catch let error as UIDescriptionError {
                    print("\\(error.kind)")
                } catch {
                    print("other \\(error)")
                }
            } else {
                let roots = arguments.dropFirst(2).map { URL(fileURLWithPath: $0) }
                // Every object each type decodes from, each from its own file.
                for owner in owners {
                    for (file, object) in owner.instances {
                        do {
                            try owner.decode(roots[owner.project], roots[owner.project].appendingPathComponent(file).path, .some(object))
                            print("ok \\(owner.name) \\(file) \\(object ?? "-")")
                        } catch {
                            print("error \\(owner.name) \\(file): \\(String(describing: error).replacingOccurrences(of: "\\n", with: " "))")
                        }
                    }
                }
                for entry in enums { print((["enum " + entry.name] + entry.values).joined(separator: "\\t")) }
            }

            """
        return out
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

}
