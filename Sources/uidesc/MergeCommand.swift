import ArgumentParser
import DocumentOpening
import Foundation
import InterfaceMerge
import UIDescription

/// `uidesc merge`: a three-way merge of one XIB or storyboard, object by object; git's merge driver.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge two versions of a XIB or storyboard with their common ancestor, object by object.",
        discussion: """
            Elements are matched by their Interface Builder id, not by line: frames Xcode recomputed, tool versions \
            bumped by opening the file and insertions at the same spot merge cleanly; what both sides changed \
            differently is left between conflict markers around the smallest element, and each conflict is printed \
            as path:line:column: conflict: … on standard error. Inputs that are not readable IB documents (legacy \
            archives, files holding conflict markers) are merged line by line, as git does.

            As a git merge driver (`uidesc git-setup` writes this):
              [merge "uidesc"]
                  driver = uidesc merge %O %A %B --marker-size %L --path %P

            Exit codes: 0 merged cleanly, 1 conflicts left, 2 a file cannot be read, 64 usage errors.
            """
    )

    @Argument(help: "The common ancestor (git's %O).", completion: .file())
    var base: String

    @Argument(help: "Ours (git's %A); the result is written over it unless -o is given.", completion: .file())
    var ours: String

    @Argument(help: "Theirs (git's %B).", completion: .file())
    var theirs: String

    @Option(name: .shortAndLong, help: "Where to write the result; - for standard output. Default: over OURS.")
    var output: String?

    @Option(help: "The length of conflict markers (git's %L).")
    var markerSize = 7

    @Option(help: "The file's path in the repository (git's %P), for messages.")
    var path: String?

    func validate() throws {
        guard (1...100).contains(markerSize) else { throw ValidationError("--marker-size must be between 1 and 100") }
    }

    func run() throws {
        let limit = 1 << 30
        var versions: [[UInt8]] = []
        for file in [base, ours, theirs] {
            do {
                let bytes = try BoundedFileReader.read(path: file, limit: limit)
                try DocumentOpener().requireMergeable(bytes, path: path ?? file)
                versions.append(bytes)
            } catch {
                StandardError.write(UnreadableInputMessage.text(for: error, file: file))
                throw ExitStatus.unreadableInput
            }
        }
        var merger = InterfaceMerger()
        merger.markerSize = markerSize
        merger.path = path ?? ours
        let result = merger.merge(base: versions[0], ours: versions[1], theirs: versions[2])
        if case .lines(let reason) = result.method {
            StandardError.write("\(merger.path ?? ours): note: \(reason); merged line by line\n")
        }
        for note in result.notes { StandardError.write("\(merger.path ?? ours): note: \(note)\n") }
        for conflict in result.conflicts { StandardError.write("\(conflict.description)\n") }
        let destination = output ?? ours
        do {
            if destination == "-" {
                FileHandle.standardOutput.write(Data(result.bytes))
            } else {
                try Data(result.bytes).write(to: URL(fileURLWithPath: destination))
            }
        } catch {
            StandardError.write("\(destination): error: cannot write the result: \(error.localizedDescription)\n")
            throw ExitStatus.unreadableInput
        }
        if !result.isClean { throw ExitStatus.findings }
    }
}
