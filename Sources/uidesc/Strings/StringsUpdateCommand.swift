import ArgumentParser
import Foundation
import DocumentOpening
import InterfaceLocalization
import InterfaceValidation
import UIDescription

/// `uidesc strings update`: brings the translations of IB files up to date in place.
struct StringsUpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Bring the strings files and String Catalogs of XIBs and storyboards up to date, in place.",
        discussion: """
            For each IB file at or below the paths, its translations (`xx.lproj/Name.strings` beside \
            `Base.lproj/Name.storyboard`, `Name.xcstrings`) get the keys ibtool would write today: new keys are \
            added (with the base text, or empty with --new-keys empty), entries of objects and texts that are gone \
            are removed, translations are kept. An entry whose base text changed keeps ibtool's old comment, so \
            the change stays visible and `validate` keeps reporting it, under a marker with the new text. Each \
            file keeps its encoding, line breaks, order and its own comments. String Catalogs are updated as Xcode \
            does: `stale` for strings that are gone, `needs_review` for translations of changed texts.

            With --check nothing is written: the command lists the files an update would change and exits 1 if \
            there are any (for CI).

            Exit codes: 0 up to date or updated, 1 (--check) files to update, 2 a file cannot be read or \
            written, 64 usage errors.

            Examples:
              uidesc strings update App/Base.lproj/Main.storyboard
              uidesc strings update App --check
            """
    )

    @Argument(help: "IB files, or folders to find them in.", completion: .file(extensions: ["xib", "storyboard"]))
    var paths: [String]

    @Option(help: "What a new key's translation is in strings files: base (the base text) or empty.")
    var newKeys: StringsFileUpdater.NewKeys = .base

    @Flag(help: "Change nothing; exit 1 when an update would change a file.")
    var check = false

    func run() throws {
        let working = FileManager.default.currentDirectoryPath
        let absolute = paths.map { $0.hasPrefix("/") ? $0 : (working as NSString).appendingPathComponent($0) }
        var mapped: [String: String] = [:]
        if let file = ValidationConfiguration.find(from: working) {
            do {
                mapped = try ConfigurationReader.read(file).resolvedTranslationFolders()
            } catch {
                StandardError.write("\(error)\n")
                throw ExitStatus.usage
            }
        }
        let update = TranslationUpdate(newKeys: newKeys, mappedFolders: mapped)
        let outcome = update.outcome(forInterfacePaths: TranslationUpdate.interfaceFiles(in: absolute)) { path in
            try DocumentOpener().open(path)
        }
        let display = PathDisplay(base: working)
        for failure in outcome.failures {
            StandardError.write("error: \(failure.message.replacingOccurrences(of: working + "/", with: "")); left as it is\n")
        }
        for change in outcome.changes {
            if check {
                print("\(display.display(change.path)): not up to date")
                continue
            }
            do {
                try change.write()
                print("updated \(display.display(change.path))")
            } catch {
                StandardError.write("error: cannot write \(display.display(change.path)): \(error.localizedDescription)\n")
                throw ExitStatus.unreadableInput
            }
        }
        if !outcome.failures.isEmpty { throw ExitStatus.unreadableInput }
        if check && !outcome.changes.isEmpty { throw ExitStatus.findings }
    }
}

extension StringsFileUpdater.NewKeys: ExpressibleByArgument {}
