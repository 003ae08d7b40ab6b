import ArgumentParser
import DocumentOpening
import Foundation
import InterfaceMerge
import UIDescription

/// `uidesc diff`: what changed between two versions of one XIB or storyboard, object by object; git's external diff
/// driver.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of a XIB or storyboard, object by object.",
        discussion: """
            Objects are matched by their Interface Builder id, as the merge matches them, and named as people know \
            them (outlet name, user label, text or title, class; the id in brackets): objects added, removed and \
            moved, attributes, texts and values (colours, fonts, rectangles), constraints as equations, outlets, \
            actions and segues, children put in another order, grouped by scene or top-level object. Noise Xcode \
            writes on its own (recomputed frames, canvas locations, tool versions, misplaced flags, design-time \
            metrics) is counted on one line; --all lists it. /dev/null as OLD or NEW is a file added or deleted. \
            Inputs that are not readable IB documents (legacy archives, conflict markers) are diffed line by line.

            As git's diff driver (`uidesc git-setup` writes this), git passes seven arguments (path old-file \
            old-hex old-mode new-file new-hex new-mode; nine for a rename):
              [diff "uidesc"]
                  command = uidesc diff
            with `*.storyboard diff=uidesc` and `*.xib diff=uidesc` in .gitattributes; `git log -p` and `git show` \
            need --ext-diff.

            Exit codes: 0 compared (differences are not an error), 2 a file cannot be read, 64 usage errors.

            Examples:
              uidesc diff Old.storyboard Main.storyboard
              uidesc diff Old.xib New.xib --format json
              git diff --ext-diff Main.storyboard
            """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("OLD NEW, or the seven arguments git passes an external diff driver.",
                                 valueName: "files"),
              completion: .file(extensions: ["xib", "storyboard"]))
    var files: [String] = []

    @Option(help: "text (for people) or json.")
    var format: Format = .text

    @Flag(help: "List canvas noise too (frames, canvas locations, tool versions, misplaced flags, design-time metrics).")
    var all = false

    /// What git passes: the path, then old file, hash and mode, then new file, hash and mode (and for a rename the
    /// new path and git's description of it).
    private struct GitRequest {
        var path: String
        var old: String
        var new: String
        var newPath: String?
        var renameMessage: String?
    }

    func validate() throws {
        guard [2, 7, 9].contains(files.count) || isUnmergedPathFromGit else {
            throw ValidationError("expected OLD NEW, or the 7 arguments git passes an external diff driver; got \(files.count) argument\(files.count == 1 ? "" : "s")")
        }
    }

    /// Git runs an external diff with one argument, the path, for a file with merge conflicts (and says so in
    /// `GIT_DIFF_PATH_TOTAL`).
    private var isUnmergedPathFromGit: Bool {
        files.count == 1 && ProcessInfo.processInfo.environment["GIT_DIFF_PATH_TOTAL"] != nil
    }

    func run() throws {
        if isUnmergedPathFromGit {
            print("* Unmerged path \(files[0])")
            return
        }
        let git = files.count >= 7
            ? GitRequest(path: files[0], old: files[1], new: files[4], newPath: files.count == 9 ? files[7] : nil,
                         renameMessage: files.count == 9 ? files[8] : nil)
            : nil
        let oldFile = git?.old ?? files[0], newFile = git?.new ?? files[1]
        // JSON layouts are compared as the XIBs they stand for.
        let old = try read(oldFile, path: git?.path ?? oldFile), new = try read(newFile, path: git?.newPath ?? git?.path ?? newFile)
        let differ = InterfaceDiffer(includeNoise: all, path: git?.path ?? newFile)
        var diff = differ.diffOrLines(old: old, new: new)
        if let git, git.newPath != nil { diff.path = git.newPath }
        switch format {
        case .json:
            print(diff.json(), terminator: "")
        case .text:
            if let git { print(header(git, old: old, new: new), terminator: "") }
            print(diff.text(), terminator: "")
        }
    }

    /// `diff --uidesc a/PATH b/PATH`, and git's lines for a file added, deleted or renamed.
    private func header(_ git: GitRequest, old: [UInt8]?, new: [UInt8]?) -> String {
        var text = "diff --uidesc a/\(git.path) b/\(git.newPath ?? git.path)\n"
        if old == nil { text += "new file\n" }
        if new == nil { text += "deleted file\n" }
        if let message = git.renameMessage, !message.isEmpty { text += message.hasSuffix("\n") ? message : message + "\n" }
        return text
    }

    /// The file's bytes (a JSON layout's as the XIB it stands for, see `DocumentOpener.interfaceBuilderBytes`), or
    /// `nil` for `/dev/null` (no such version). `path` is the file's name in the repository, which tells its format.
    private func read(_ file: String, path: String) throws -> [UInt8]? {
        guard file != "/dev/null" else { return nil }
        do {
            return try DocumentOpener().interfaceBuilderBytes(BoundedFileReader.read(path: file, limit: 1 << 30), path: path)
        } catch {
            StandardError.write(UnreadableInputMessage.text(for: error, file: file))
            throw ExitStatus.unreadableInput
        }
    }
}
