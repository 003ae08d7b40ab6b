import Foundation

/// Runs the built `uidesc` binary, the way users and CI run it.
struct Tool {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `uidesc` executable next to the test bundle in the build folder.
    static func executable() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("uidesc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "uidesc next to \(CommandLine.arguments[0])"])
    }

    /// Runs `uidesc arguments…` in `folder` and collects its exit status and output.
    static func run(_ arguments: [String], in folder: URL = PackageFolders.root) throws -> Outcome {
        try run(executable: executable(), arguments, in: folder)
    }

    /// Runs any program (a script of the repository) in `folder`, with `environment` added to this process's.
    static func run(executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes to the end before waiting, so that a full pipe cannot block the tool.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// Folders of the package, found from this file's path.
enum PackageFolders {
    static var root: URL {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // uidescTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }

    static var samples: URL { root.appendingPathComponent("Samples") }

    /// A new folder holding a copy of the sample app: its Interface Builder files (`Login/`, `Inbox/`) and code
    /// (`App/`). All of them, as the code names the inbox storyboard's cell by its reuse identifier.
    static func sampleAppCopy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Login", "Inbox", "App"] {
            try FileManager.default.copyItem(at: samples.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// Declares an outlet that no file connects in the sample app copy's `LoginViewController`: one
    /// unconnected-outlet warning, and nothing else.
    static func declareUnconnectedOutlet(in folder: URL) throws {
        try edit(
            "App/LoginViewController.swift", in: folder, replacing: "    var onLogIn",
            with: "    @IBOutlet weak var unused: UILabel?\n    var onLogIn")
    }

    /// Replaces `old` with `new` in a file below `folder`.
    static func edit(_ relativePath: String, in folder: URL, replacing old: String, with new: String) throws {
        let url = folder.appendingPathComponent(relativePath)
        let text = try String(contentsOf: url, encoding: .utf8)
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }
}
