import ArgumentParser
import DocumentOpening
import Foundation
import InterfaceRendering
import UIDescription

/// `uidesc render`: pictures of scenes, views, windows and menus, and maps of storyboards.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the scenes of storyboards and the views, windows and menus of xibs as SVG pictures.",
        discussion: """
            Writes one SVG per storyboard scene and per top-level view, window, menu or view controller of a xib, \
            each object at the frame Interface Builder stored, into DIR/FILE/NAME.svg (named by the file, then the \
            scene or object), and prints each path. Every drawn object is a <g data-id="…" data-frame="x y width height"> with a <title> \
            naming its class, custom class and outlets. Colours and images come from the file's resources and from \
            asset catalogs found beside it.

            --map draws a storyboard as one picture: scenes at their canvas locations, segues as labelled arrows; \
            --format mermaid or dot prints it as text instead.

            Exit codes: 0 drawn, 2 a file cannot be read or parsed, 64 usage errors.

            Examples:
              uidesc render Samples/Inbox/Inbox.storyboard --output-dir pictures
              uidesc render Samples/Login/LoginViewController.xib -o login.svg --appearance dark
              uidesc render --map Samples/Inbox/Inbox.storyboard --format mermaid
            """
    )

    /// What `--map` writes.
    enum MapFormat: String, ExpressibleByArgument, CaseIterable {
        case svg, mermaid, dot
    }

    @Argument(help: "XIB or storyboard files, JSON layouts, or compiled nibs (.nib files or folders, .storyboardc folders).",
              completion: .file(extensions: ["xib", "storyboard", "json", "nib", "storyboardc"]))
    var files: [String]

    @Option(name: .long, help: "The folder the pictures are written into (default: the working directory).")
    var outputDir: String?

    @Option(name: .shortAndLong, help: "Write the one picture asked for to this file (with --scene, or a file of one picture).")
    var output: String?

    @Option(help: "Only the scene or object of this name or id.")
    var scene: String?

    @Option(help: "light or dark: the values system and named colours take.")
    var appearance: Appearance = .light

    @Flag(help: "Draw each storyboard as a map of its scenes and segues.")
    var map = false

    @Option(help: "With --map: svg (a picture), mermaid or dot (text on standard output unless -o).")
    var format: MapFormat = .svg

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one file to draw.") }
        if output != nil, outputDir != nil { throw ValidationError("Use --output-dir or -o, not both.") }
        if output != nil, files.count > 1 { throw ValidationError("-o writes one picture: name one file.") }
    }

    func run() throws {
        let renderer = InterfaceRenderer(appearance: appearance)
        var failed = false
        let folders = OutputFolderNames(files: files)
        for file in files {
            let pictures: [Picture]
            let document: NodeDocument
            do {
                document = try DocumentOpener().open(file)
                pictures = map ? [] : try renderer.pictures(of: document, file: file)
            } catch {
                StandardError.write(UnreadableInputMessage.text(for: error, file: file))
                failed = true
                continue
            }
            do {
                if map {
                    try writeMap(of: document, file: file, renderer: renderer, name: folders.name(for: file))
                } else {
                    try writePictures(pictures, file: file, folderName: folders.name(for: file))
                }
            } catch let error as UIDescriptionError {
                StandardError.write(UnreadableInputMessage.text(for: error, file: file))
                failed = true
            }
        }
        if failed { throw ExitStatus.unreadableInput }
    }

    private func writePictures(_ all: [Picture], file: String, folderName: String) throws {
        var pictures = all
        if let scene {
            pictures = all.filter { $0.name.lowercased() == scene.lowercased() || $0.objectID == scene }
            if pictures.isEmpty {
                let names = all.map(\.name).joined(separator: ", ")
                throw ValidationError("\(file) has no scene or object named \(scene); it has: \(names)")
            }
        }
        let writer = SVGWriter()
        if let output {
            guard pictures.count == 1, let picture = pictures.first else {
                throw ValidationError("\(file) has \(pictures.count) pictures; -o writes one (choose with --scene).")
            }
            try write(writer.svg(picture), to: output)
            print(output)
            return
        }
        // Paths as the user gave them: relative to the working directory when --output-dir is.
        let folder = ((outputDir ?? ".") as NSString).appendingPathComponent(folderName)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for picture in pictures {
            let path = (folder as NSString).appendingPathComponent(PictureFileNames.safe(picture.name) + ".svg")
            try write(writer.svg(picture), to: path)
            print(path)
        }
    }

    private func writeMap(of document: NodeDocument, file: String, renderer: InterfaceRenderer, name: String) throws {
        let (map, pictures) = try renderer.map(of: document, file: file)
        let writer = MapWriter()
        let text: String
        switch format {
        case .svg: text = writer.svg(map, pictures: pictures)
        case .mermaid: text = writer.mermaid(map)
        case .dot: text = writer.dot(map)
        }
        if let output {
            try write(text, to: output)
            print(output)
        } else if format == .svg {
            let folder = outputDir ?? "."
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = (folder as NSString).appendingPathComponent(name + ".map.svg")
            try write(text, to: path)
            print(path)
        } else {
            print(text, terminator: "")
        }
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ValidationError("Cannot write \(path): \(error.localizedDescription)")
        }
    }
}

extension Appearance: ExpressibleByArgument {}

/// The folder (or map file) name of each input: its file name without extension, and where two inputs share it
/// (`Base.lproj/Main.storyboard` of two targets), the folders above it until the names differ (`App-Main`).
struct OutputFolderNames {
    private var names: [String: String] = [:]

    init(files: [String]) {
        let paths = files.map { URL(fileURLWithPath: $0).standardizedFileURL.pathComponents }
        for (index, file) in files.enumerated() {
            let components = paths[index]
            var depth = 1
            func clashes() -> Bool {
                paths.indices.contains { $0 != index && Self.name(of: paths[$0], depth: depth) == Self.name(of: components, depth: depth) }
            }
            while clashes(), depth < components.count { depth += 1 }
            names[file] = PictureFileNames.safe(Self.name(of: components, depth: depth))
        }
    }

    /// The last `depth` components, the file's without its extension, joined by `-` (`.lproj` folders skipped).
    private static func name(of components: [String], depth: Int) -> String {
        guard let last = components.last else { return "" }
        let file = (last as NSString).deletingPathExtension
        let folders = components.dropLast().filter { !$0.hasSuffix(".lproj") && $0 != "/" }.suffix(depth - 1)
        return (folders + [file]).joined(separator: "-")
    }

    func name(for file: String) -> String { names[file] ?? "picture" }
}
