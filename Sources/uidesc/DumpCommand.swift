import ArgumentParser
import DocumentOpening
import Foundation
import InterfaceValidation
import XIBDecoder

/// `uidesc dump`: an outline of one Interface Builder file.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print an outline of a XIB or storyboard: scenes, objects, outlets, actions and segues.",
        discussion: """
            Lists each scene's top-level objects and, nested under them, the objects that matter to code: those \
            with a custom class or an identifier and those that start or receive a connection (--all lists every \
            object with an id). Each object shows its class, and its outlets, actions and segues with their \
            destinations.

            Exit codes: 0 printed, 2 the file cannot be read or parsed, 64 usage errors.

            Examples:
              uidesc dump Samples/Inbox/Inbox.storyboard
              uidesc dump Samples/Login/LoginViewController.xib --format json
              uidesc dump Main.storyboard --all
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case tree, json
    }

    @Argument(help: "The XIB or storyboard file, a JSON layout, or a compiled nib (a .nib file or folder, a .storyboardc folder).",
              completion: .file(extensions: ["xib", "storyboard", "json", "nib", "storyboardc"]))
    var file: String

    @Option(help: "tree (indented text) or json.")
    var format: Format = .tree

    @Flag(help: "List every object with an id, not only those that matter to code.")
    var all = false

    func run() throws {
        let document = try DocumentOpener().openOrReport(file)
        let display = PathDisplay(base: FileManager.default.currentDirectoryPath)
        var outline = InterfaceOutline(graph: InterfaceGraph(document: document), includingAllObjects: all)
        switch format {
        case .tree:
            print(outline.renderTree(paths: display), terminator: "")
        case .json:
            outline.file = display.display(outline.file)
            print(outline.jsonText(), terminator: "")
        }
    }
}
