import ArgumentParser
import Foundation
import InterfaceMerge

/// `uidesc git-setup`: makes git merge and diff XIB and storyboard files with uidesc, and undoes it.
struct GitSetupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git-setup",
        abstract: "Make git merge and diff XIB and storyboard files with uidesc (merge and diff drivers).",
        discussion: """
            Writes, with git config (the repository's own configuration, or the user's with --global):
              merge.uidesc.name   = uidesc: Interface Builder files merged object by object
              merge.uidesc.driver = UIDESC merge %O %A %B --marker-size %L --path %P
              diff.uidesc.command = UIDESC diff
            and appends to the attributes file (the repository root's .gitattributes; with --global the file \
            core.attributesFile names, by default ~/.config/git/attributes):
              *.xib merge=uidesc diff=uidesc
              *.storyboard merge=uidesc diff=uidesc
            after a comment line saying so. Every other line of the file stays as it was. Commit .gitattributes so \
            that teammates' clones use the drivers once they run uidesc git-setup themselves (git falls back to its \
            line merge and diff where the drivers are not configured).

            UIDESC is the absolute path of this uidesc, as it was run (symbolic links kept), so that git finds it \
            even where PATH differs (GUI clients, IDEs); --command NAME writes NAME instead (for example uidesc, \
            to look it up on PATH each time).

            Running it again changes nothing and says so; --uninstall removes the three settings and the lines \
            again (a file left empty is removed). It prints what it changed.

            Exit codes: 0 done (or nothing to do), 2 git is missing or fails, or a file cannot be read or written, \
            64 usage errors (also: the folder is not in a git work tree).

            Examples:
              uidesc git-setup                       # this repository
              uidesc git-setup --global              # every repository of this user
              uidesc git-setup --command uidesc      # the uidesc on PATH when git runs
              uidesc git-setup --uninstall
            """
    )

    @Flag(help: "Set up git for every repository of this user (git config --global and the user's attributes file).")
    var global = false

    @Flag(help: "Remove what git-setup writes.")
    var uninstall = false

    @Option(help: ArgumentHelp("A folder in the repository to set up (default: the current folder).", valueName: "dir"),
            completion: .directory)
    var repository: String?

    @Option(name: .customLong("command"),
            help: ArgumentHelp("How git should run uidesc (default: the absolute path of this uidesc).", valueName: "name"))
    var commandName: String?

    func validate() throws {
        if global && repository != nil { throw ValidationError("--global and --repository cannot be used together") }
        if let commandName, commandName.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--command needs a command, for example --command uidesc")
        }
    }

    func run() throws {
        let report: GitSetup.Report
        do {
            let scope: GitSetup.Scope = global
                ? .global
                : .repository(URL(fileURLWithPath: repository ?? FileManager.default.currentDirectoryPath, isDirectory: true))
            let setup = GitSetup(scope: scope, command: command(), git: try Git.locate())
            report = uninstall ? try setup.uninstall() : try setup.install()
        } catch let error as GitSetupError {
            StandardError.write("uidesc: error: \(error)\n")
            throw error.isUsageError ? ExitStatus.usage : ExitStatus.unreadableInput
        }
        let places = "\(report.configuration) and \(report.attributesFile)"
        if report.changedNothing {
            print(uninstall
                ? "uidesc git-setup: nothing to remove: \(places) hold none of its settings"
                : "uidesc git-setup: nothing changed: \(places) are already set up")
        } else {
            print("uidesc git-setup: \(uninstall ? "removed from" : "set up") \(places):")
            for change in report.changes { print("  \(change)") }
        }
        for note in report.notes { StandardError.write("\(note)\n") }
    }

    /// The shell words that run this uidesc: `--command`, else this executable's absolute path.
    private func command() -> String {
        if let commandName { return commandName }
        let invoked = GitSetup.invokedExecutable(
            argument0: CommandLine.arguments.first ?? "", currentDirectory: FileManager.default.currentDirectoryPath,
            searchPath: ProcessInfo.processInfo.environment["PATH"])
        guard let path = invoked ?? Bundle.main.executablePath else { return "uidesc" }
        return GitSetup.shellQuoted(path)
    }
}
