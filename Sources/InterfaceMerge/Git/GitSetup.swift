import Foundation

/// Makes git merge and diff `.xib` and `.storyboard` files with `uidesc`, in one repository or for every repository
/// of the user, and undoes it: what `uidesc git-setup` does.
///
/// It writes three git settings (with `git config --local`, or `--global`):
///
/// ```
/// merge.uidesc.name   = uidesc: Interface Builder files merged object by object
/// merge.uidesc.driver = COMMAND merge %O %A %B --marker-size %L --path %P
/// diff.uidesc.command = COMMAND diff
/// ```
///
/// and the lines ``attributeLines`` (after the comment ``attributesComment``) at the end of the attributes file: the
/// repository root's `.gitattributes`, or the user's (`core.attributesFile`, by default
/// `$XDG_CONFIG_HOME/git/attributes` or `~/.config/git/attributes`). Every other line of that file is kept as it was.
/// Installing twice changes nothing the second time; ``uninstall()`` removes the settings and the lines again.
///
/// ```swift
/// let setup = GitSetup(scope: .repository(folder), command: "/usr/local/bin/uidesc", git: try Git.locate())
/// let report = try setup.install()
/// for change in report.changes { print(change) }   // set merge.uidesc.driver = "…"
/// ```
package struct GitSetup: Sendable {
    /// Where the setup goes.
    package enum Scope: Sendable, Equatable {
        /// The repository whose work tree holds this folder: its own configuration and root `.gitattributes`.
        case repository(URL)
        /// The user's configuration (`git config --global`) and attributes file.
        case global
    }

    /// One git setting.
    package struct Setting: Sendable, Equatable {
        /// The key, `section.subsection.name`.
        package var key: String
        /// The value.
        package var value: String

        /// Creates a `Setting` from its parts.
        package init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// One change made to the configuration or the attributes file.
    package enum Change: Sendable, Equatable, CustomStringConvertible {
        /// A setting was given a value; `previous` is the value it had, if any.
        case setConfiguration(key: String, value: String, previous: String?)
        /// A setting was removed; `value` is the value it had.
        case unsetConfiguration(key: String, value: String)
        /// The attributes file was created (it did not exist).
        case createdFile(path: String)
        /// A line was appended to the attributes file.
        case addedLine(String, path: String)
        /// A line was removed from the attributes file.
        case removedLine(String, path: String)
        /// The attributes file was removed: nothing else was left in it.
        case removedFile(path: String)

        package var description: String {
            switch self {
            case .setConfiguration(let key, let value, let previous):
                let was = previous.map { " (was \(Self.quoted($0)))" } ?? ""
                return "set \(key) = \(Self.quoted(value))\(was)"
            case .unsetConfiguration(let key, let value):
                return "removed \(key) (was \(Self.quoted(value)))"
            case .createdFile(let path):
                return "created \(path)"
            case .addedLine(let line, let path):
                return "added \(Self.quoted(line)) to \(path)"
            case .removedLine(let line, let path):
                return "removed \(Self.quoted(line)) from \(path)"
            case .removedFile(let path):
                return "removed \(path) (nothing else was in it)"
            }
        }

        private static func quoted(_ text: String) -> String { "\"\(text)\"" }
    }

    /// What ``install()`` or ``uninstall()`` did.
    package struct Report: Sendable, Equatable {
        /// Every change, in the order made; empty when everything already was as asked.
        package var changes: [Change]
        /// Where the settings are: `git config --local (ROOT)` or `git config --global`.
        package var configuration: String
        /// The attributes file.
        package var attributesFile: String
        /// Things a person may want to know (lines of the attributes file that override uidesc's).
        package var notes: [String]

        /// Whether nothing had to change.
        package var changedNothing: Bool { changes.isEmpty }
    }

    /// The driver's name in the settings and the attributes (`merge=uidesc diff=uidesc`).
    package static let driverName = "uidesc"
    /// The patterns of the files the drivers handle.
    package static let patterns = ["*.xib", "*.storyboard"]
    /// The lines of the attributes file: `*.xib merge=uidesc diff=uidesc` and `*.storyboard merge=uidesc diff=uidesc`.
    package static let attributeLines = patterns.map { "\($0) merge=\(driverName) diff=\(driverName)" }
    /// The comment written above ``attributeLines``, for whoever reads the file (and removed with them).
    package static let attributesComment =
        "# Interface Builder files are merged and diffed by uidesc; run `uidesc git-setup` once in each clone"

    /// Where the setup goes.
    package var scope: Scope
    /// The shell words that run uidesc in the settings: an absolute path (quoted for the shell by
    /// ``shellQuoted(_:)``) or a name looked up on `PATH` when git runs the driver.
    package var command: String
    /// The git that reads and writes the settings.
    package var git: Git

    /// A setup of `scope` whose drivers run `command` (shell words, see ``command``).
    package init(scope: Scope, command: String, git: Git) {
        self.scope = scope
        self.command = command
        self.git = git
    }

    /// The settings ``install()`` writes, for ``command``.
    package var settings: [Setting] {
        [
            Setting(key: "merge.\(Self.driverName).name", value: "uidesc: Interface Builder files merged object by object"),
            Setting(key: "merge.\(Self.driverName).driver", value: "\(command) merge %O %A %B --marker-size %L --path %P"),
            Setting(key: "diff.\(Self.driverName).command", value: "\(command) diff"),
        ]
    }

    // MARK: Installing and uninstalling

    /// Writes the settings and the attribute lines that are not there yet.
    package func install() throws -> Report {
        let place = try locate()
        // Read first: an attributes file that cannot be read stops the setup before any setting changes.
        let file = place.attributesFile
        let existing = try readText(file)
        var changes: [Change] = []
        for setting in settings {
            let current = try values(of: setting.key, in: place)
            guard current != [setting.value] else { continue }
            try configure(place, ["--replace-all", setting.key, setting.value])
            changes.append(.setConfiguration(key: setting.key, value: setting.value, previous: current.last))
        }
        var attributes = GitAttributesText(existing ?? "")
        var wanted = Self.attributeLines.filter { !attributes.contains($0) }
        if !wanted.isEmpty && !attributes.contains(Self.attributesComment) { wanted.insert(Self.attributesComment, at: 0) }
        let added = attributes.add(wanted)
        if !added.isEmpty {
            try writeText(attributes.text, to: file)
            if existing == nil { changes.append(.createdFile(path: file.path)) }
            changes += added.map { .addedLine($0, path: file.path) }
        }
        let notes = attributes.overriding(Self.attributeLines, patterns: Self.patterns).map { line, text in
            "\(file.path):\(line): warning: `\(text)` comes after uidesc's lines and overrides them for that pattern; remove it or move it above them"
        }
        return Report(changes: changes, configuration: place.description, attributesFile: file.path, notes: notes)
    }

    /// Removes the settings ``install()`` writes (whatever their values) and the attribute lines and comment; every
    /// other setting and line stays. An attributes file left empty is removed.
    package func uninstall() throws -> Report {
        let place = try locate()
        var changes: [Change] = []
        var sections: [String] = []
        for setting in settings {
            let current = try values(of: setting.key, in: place)
            guard let last = current.last else { continue }
            try configure(place, ["--unset-all", setting.key])
            changes.append(.unsetConfiguration(key: setting.key, value: last))
            let section = setting.key.split(separator: ".").dropLast().joined(separator: ".")
            if !sections.contains(section) { sections.append(section) }
        }
        for section in sections {
            // Older git leaves an empty `[merge "uidesc"]` behind; remove it when no setting of its own is left.
            let pattern = "^" + (section + ".").replacingOccurrences(of: ".", with: "\\.")
            if try config(place, ["--get-regexp", pattern]).status == 1 {
                _ = try config(place, ["--remove-section", section])
            }
        }
        let file = place.attributesFile
        if let existing = try readText(file) {
            var attributes = GitAttributesText(existing)
            let removed = attributes.remove(Self.attributeLines + [Self.attributesComment])
            if !removed.isEmpty {
                if attributes.text.isEmpty {
                    do {
                        try FileManager.default.removeItem(at: file)
                    } catch {
                        throw GitSetupError.file(path: file.path, message: "cannot remove: \(error.localizedDescription)")
                    }
                } else {
                    try writeText(attributes.text, to: file)
                }
                changes += removed.map { .removedLine($0, path: file.path) }
                if attributes.text.isEmpty { changes.append(.removedFile(path: file.path)) }
            }
        }
        return Report(changes: changes, configuration: place.description, attributesFile: file.path, notes: [])
    }

    // MARK: Where things go

    /// Where the settings and the attributes of ``scope`` are.
    struct Place {
        /// The arguments before `config`'s own: `-C ROOT config --local`, or `config --global`.
        var configArguments: [String]
        var attributesFile: URL
        var description: String
    }

    func locate() throws -> Place {
        switch scope {
        case .repository(let folder):
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw GitSetupError.notAFolder(path: folder.path)
            }
            let toplevel = try git.run(["-C", folder.path, "rev-parse", "--show-toplevel"])
            guard toplevel.status == 0, !toplevel.value.isEmpty else {
                throw GitSetupError.notARepository(path: folder.path, message: toplevel.message)
            }
            let root = URL(fileURLWithPath: toplevel.value, isDirectory: true)
            return Place(configArguments: ["-C", root.path, "config", "--local"],
                         attributesFile: root.appendingPathComponent(".gitattributes"),
                         description: "git config --local (\(root.path))")
        case .global:
            let place = Place(configArguments: ["config", "--global"], attributesFile: URL(fileURLWithPath: "/"),
                              description: "git config --global")
            let configured = try config(place, ["--type=path", "--get", "core.attributesFile"])
            if configured.status == 0, !configured.value.isEmpty {
                return Place(configArguments: place.configArguments,
                             attributesFile: URL(fileURLWithPath: configured.value), description: place.description)
            }
            if configured.status != 1 { throw failure(place, ["--type=path", "--get", "core.attributesFile"], configured) }
            let environment = git.environment ?? ProcessInfo.processInfo.environment
            let base: URL
            if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
                base = URL(fileURLWithPath: xdg, isDirectory: true)
            } else if let home = environment["HOME"], !home.isEmpty {
                base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config")
            } else {
                throw GitSetupError.noAttributesFile
            }
            return Place(configArguments: place.configArguments,
                         attributesFile: base.appendingPathComponent("git").appendingPathComponent("attributes"),
                         description: place.description)
        }
    }

    // MARK: git config

    private func config(_ place: Place, _ arguments: [String]) throws -> Git.Output {
        try git.run(place.configArguments + arguments)
    }

    /// Runs `git config …` and throws when it fails.
    private func configure(_ place: Place, _ arguments: [String]) throws {
        let output = try config(place, arguments)
        guard output.status == 0 else { throw failure(place, arguments, output) }
    }

    /// Every value of `key` (none when it is not set).
    private func values(of key: String, in place: Place) throws -> [String] {
        let output = try config(place, ["--get-all", key])
        if output.status == 1 { return [] }
        guard output.status == 0 else { throw failure(place, ["--get-all", key], output) }
        return output.value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private func failure(_ place: Place, _ arguments: [String], _ output: Git.Output) -> GitSetupError {
        .gitFailed(command: Git.display(place.configArguments + arguments), status: output.status, message: output.message)
    }

    // MARK: Files

    /// The file's text, or `nil` when it does not exist.
    private func readText(_ file: URL) throws -> String? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw GitSetupError.file(path: file.path, message: "cannot read: \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw GitSetupError.file(path: file.path, message: "is not UTF-8 text; add the lines \(Self.attributeLines) to it by hand")
        }
        return text
    }

    /// Writes in place (not by replacing the file), so that a linked attributes file stays linked.
    private func writeText(_ text: String, to file: URL) throws {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        } catch {
            throw GitSetupError.file(path: file.path, message: "cannot write: \(error.localizedDescription)")
        }
    }

    // MARK: The command

    /// `text` as one shell word: unchanged when it holds only characters the shell takes literally, else in single
    /// quotes (git runs drivers through `sh -c`).
    package static func shellQuoted(_ text: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-")
        if !text.isEmpty && text.allSatisfy({ plain.contains($0) }) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The absolute path of the running program as it was invoked: `argument0` made absolute against
    /// `currentDirectory` when it holds a `/`, else looked up on `searchPath` as the shell did. Symbolic links are
    /// kept (a link a package manager updates keeps working after an upgrade). `nil` when it cannot be found.
    package static func invokedExecutable(argument0: String, currentDirectory: String, searchPath: String?) -> String? {
        guard !argument0.isEmpty else { return nil }
        let url: URL
        if argument0.contains("/") {
            url = argument0.hasPrefix("/")
                ? URL(fileURLWithPath: argument0)
                : URL(fileURLWithPath: currentDirectory, isDirectory: true).appendingPathComponent(argument0)
        } else if let found = Git.findExecutable(named: argument0, searchPath: searchPath) {
            url = found
        } else {
            return nil
        }
        let path = url.standardizedFileURL.path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
