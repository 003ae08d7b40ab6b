import ArgumentParser
import Foundation
import InterfaceValidation

/// `uidesc validate`: checks Interface Builder files against the Swift and Objective-C sources.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check XIB and storyboard files against the Swift and Objective-C code that backs them.",
        discussion: """
            Every .xib, .storyboard and JSON layout at or below PATH is checked against the sources given with \
            --sources (default: the same paths; for a single file, its folder). Outlets and actions are looked up \
            on the class Interface Builder names, its superclasses and its extensions, in any file, at any access \
            level; Swift selectors are named the way the compiler names them. Compiled nibs are checked when given \
            by path (a .nib file or folder, a .storyboardc) or inside a built product given by path (an .app, a \
            .framework), their findings at byte offsets.

            Errors: \(RuleDocumentation.ids(of: .error).joined(separator: ", ")).
            Warnings: \(RuleDocumentation.ids(of: .warning).joined(separator: ", ")).
            `uidesc rules` lists what each checks; `uidesc rules ID` explains one, with examples.
            The unknown-…-identifier and unknown-interface-file rules check the segue, storyboard and reuse identifiers and the storyboard and nib names that \
            code uses as string literals or constants, reuse identifiers also through registration and dequeue \
            helpers (and Info.plist's main and launch storyboards); they run for sources inside the validated folders (or given with \
            --sources beside folders), not when validating single files.

            Messages go to standard error as path:line:column: error|warning: message [rule-id]; the json, \
            github and sarif reporters write to standard output (or --output).
            Exit codes: 0 no errors (warnings allowed unless --strict), 1 errors found, 2 input that cannot be \
            read or parsed, 64 usage errors.

            A .uidesc.yml (or .uidesc.yaml) in the working directory or a folder above it configures the run: \
            paths to check and to exclude (globs), sources, rules turned off or made errors or warnings, the \
            reporter, the baseline, and the same per path (overrides); --config FILE names another. Options on \
            the command line come first; --print-config shows the configuration in effect. Without PATH, the \
            configuration's included paths are checked, else the working directory.

            Examples:
              uidesc validate .
              uidesc validate App/Resources --sources App/Sources Shared/Sources
              uidesc validate App --reporter github --strict
              uidesc validate Build/Products/Debug/App.app --sources App/Sources   # a built product's nibs
              uidesc validate App --reporter sarif --output uidesc.sarif
              uidesc validate App --disable unconnected-outlet --disable unconnected-action
              uidesc validate . --exclude Pods --exclude Carthage
              uidesc validate App --write-baseline uidesc-baseline.json   # accept today's findings
              uidesc validate App --baseline uidesc-baseline.json --strict   # fail on new ones
            """
    )

    @Argument(
        help: "XIB or storyboard files, compiled nibs, or folders to search for them (and built products).",
        completion: .file(extensions: ["xib", "storyboard", "nib", "storyboardc"]))
    var paths: [String] = []

    @Option(
        name: .customLong("sources"), parsing: .upToNextOption,
        help: "Swift and Objective-C files or folders to check against (default: the validated paths).",
        completion: .directory)
    var sources: [String] = []

    @Option(help: "How to print findings: \(ReportFormat.allValueStrings.joined(separator: ", ")) (default: the configuration's, else xcode).")
    var reporter: ReportFormat?

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Option(help: "The configuration file (default: .uidesc.yml in the working directory or a folder above it).",
            completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Flag(help: "Print the configuration in effect, as YAML, and exit.")
    var printConfig = false

    @Option(name: .customLong("disable"), help: "A rule id to skip; repeat for several.")
    var disabledRules: [ValidationRule] = []

    @Option(name: .customLong("enable"), help: "An opt-in rule to run (missing-translation); repeat for several.")
    var enabledRules: [ValidationRule] = []

    @Option(
        name: .customLong("exclude"),
        help: "A file or folder to leave out, unread (vendored or generated code); repeat for several.",
        completion: .directory)
    var excludedPaths: [String] = []

    @Option(
        help: "Leave out the findings this baseline file accepts (written with --write-baseline), so that only new ones fail.",
        completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: "Write every finding of this run to a baseline file, to accept them for now.",
        completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Option(name: [.short, .long], help: "Write the report to this file instead of the terminal.", completion: .file())
    var output: String?

    @Flag(name: .shortAndLong, help: "Do not print the summary line.")
    var quiet = false

    func run() throws {
        let configuration = try loadConfiguration()
        if printConfig {
            print(configuration.yamlText, terminator: "")
            printTargets(configuration)
            return
        }
        let (paths, sourcePaths) = checkedPaths(configuration)
        let reporter = self.reporter ?? configuration.reporter ?? .xcode
        let strict = self.strict || configuration.strict == true
        let baseline = self.baseline ?? configuration.baseline.map(configuration.resolve)
        var validator = InterfaceValidator()
        validator.disabledRules = Set(disabledRules).union(configuration.disabledRules)
        validator.enabledOptInRules = Set(enabledRules).union(configuration.enabledOptInRules)
        validator.translationFolders = configuration.resolvedTranslationFolders()
        validator.excludedPaths = excludedPaths + configuration.excludedPaths()
        var report = validator.validate(interfacePaths: paths, sourcePaths: sourcePaths)
        report.findings = configuration.apply(to: report.findings)
        if let writeBaseline {
            let written = ValidationBaseline(findings: report.findings, relativeTo: ValidationBaseline.folder(ofFile: writeBaseline))
            try Self.write(written.encoded(), to: writeBaseline, creatingFolder: true)
        }
        var accepted = 0
        if let baseline {
            (report.findings, accepted) = try Self.readBaseline(baseline)
                .filter(report.findings, relativeTo: ValidationBaseline.folder(ofFile: baseline))
        }
        let display = PathDisplay(base: FileManager.default.currentDirectoryPath)
        let text = reporter.render(report.findings, paths: display)
        if let output {
            try Self.write(text, to: output)
        } else if reporter == .xcode {
            StandardError.write(text)
        } else {
            print(text, terminator: "")
        }
        if !quiet { StandardError.write(summary(report, accepted: accepted, baseline: baseline)) }
        throw ValidateCommand.exitCode(for: report, strict: strict)
    }

    /// The configuration file named by `--config`, else the nearest `.uidesc.yml`, else the defaults; a mistake in
    /// it is reported at its line and column and exits 64.
    private func loadConfiguration() throws -> ValidationConfiguration {
        let working = FileManager.default.currentDirectoryPath
        guard let file = config ?? ValidationConfiguration.find(from: working) else {
            return ValidationConfiguration(folder: working)
        }
        do {
            return try ConfigurationReader.read(file)
        } catch let error as ConfigurationError {
            var shown = error
            shown.file = PathDisplay(base: working).display(error.file)
            StandardError.write("\(shown)\n")
            throw ExitStatus.usage
        }
    }

    /// The source paths to scan by default: the validated paths, with each IB file replaced by its folder.
    static func sourcePaths(for paths: [String]) -> [String] {
        paths.map { path in
            let lowered = path.lowercased()
            guard lowered.hasSuffix(".xib") || lowered.hasSuffix(".storyboard") else { return path }
            let folder = (path as NSString).deletingLastPathComponent
            return folder.isEmpty ? "." : folder
        }
    }

    /// 2 when some input could not be read, else 1 when there are errors (or warnings, with `strict`), else 0.
    static func exitCode(for report: ValidationReport, strict: Bool) -> ExitCode {
        if report.hasUnreadableInput { return ExitStatus.unreadableInput }
        if report.errorCount > 0 || (strict && report.warningCount > 0) { return ExitStatus.findings }
        return ExitStatus.success
    }

    private func summary(_ report: ValidationReport, accepted: Int, baseline: String?) -> String {
        let files = report.interfaceFiles.count
        let errors = report.errorCount
        let warnings = report.warningCount
        let known = baseline == nil ? "" : " (\(accepted) more accepted by the baseline)"
        let translations = report.translationFiles.count
        let translated = translations == 0 ? "" : " and \(translations) translation\(translations == 1 ? "" : "s")"
        return "uidesc: checked \(files) Interface Builder file\(files == 1 ? "" : "s")\(translated) against \(report.sourceFileCount) source file\(report.sourceFileCount == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\(known)\n"
    }

    private static func readBaseline(_ path: String) throws -> ValidationBaseline {
        do {
            return try ValidationBaseline.read(from: URL(fileURLWithPath: path))
        } catch {
            StandardError.write("uidesc: error: cannot read baseline \(path): \(error.localizedDescription)\n")
            throw ExitStatus.unreadableInput
        }
    }

    /// Writes a report or a baseline; a failure is reported and exits 2.
    private static func write(_ text: String, to path: String, creatingFolder: Bool = false) throws {
        do {
            let folder = (path as NSString).deletingLastPathComponent
            if creatingFolder, !folder.isEmpty {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            StandardError.write("uidesc: error: cannot write \(path): \(error.localizedDescription)\n")
            throw ExitStatus.unreadableInput
        }
    }
}

extension ValidateCommand {
    /// The IB files' paths and the sources' paths a run checks: as given, else the configuration's, else the current
    /// folder and the sources beside the IB files.
    func checkedPaths(_ configuration: ValidationConfiguration) -> (interfaces: [String], sources: [String]) {
        let paths = self.paths.isEmpty ? (configuration.included.isEmpty ? ["."] : configuration.included.map(configuration.resolve)) : self.paths
        let sourcePaths = !sources.isEmpty ? sources
            : !configuration.sources.isEmpty ? configuration.sources.map(configuration.resolve) : Self.sourcePaths(for: paths)
        return (paths, sourcePaths)
    }

    /// With `--print-config`: which target of the Xcode projects found each IB file is checked in, as comments.
    func printTargets(_ configuration: ValidationConfiguration) {
        let (paths, sourcePaths) = checkedPaths(configuration)
        var validator = InterfaceValidator()
        validator.excludedPaths = excludedPaths + configuration.excludedPaths()
        let assignments = validator.targetAssignments(interfacePaths: paths, sourcePaths: sourcePaths)
        guard !assignments.isEmpty else { return }
        let display = PathDisplay(base: FileManager.default.currentDirectoryPath)
        print("# Targets each IB file is checked in (from the Xcode projects and Swift packages found):")
        for (file, targets) in assignments {
            print("#   \(display.display(file)): \(targets.isEmpty ? "no target builds it" : targets.joined(separator: ", "))")
        }
    }
}
