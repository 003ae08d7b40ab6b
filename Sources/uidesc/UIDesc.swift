import ArgumentParser
import UIDescription

/// `uidesc`: makes Interface Builder files safe and readable from the command line.
@main
struct UIDesc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uidesc",
        abstract: "Check Interface Builder files against their code, and show what they contain.",
        discussion: """
            Exit codes: 0 no errors (warnings allowed unless --strict), 1 errors found, 2 input that cannot be \
            read or parsed, 64 usage errors.

            Examples:
              uidesc convert App/Login.xib
              uidesc validate App
              uidesc validate App/Base.lproj/Main.storyboard --sources App --reporter github
              uidesc dump App/Login.xib --format json

            Shell completions: uidesc --generate-completion-script zsh|bash|fish
            """,
        version: ToolVersion.current,
        subcommands: [ValidateCommand.self, RulesCommand.self, ConvertCommand.self, DumpCommand.self, MergeCommand.self, DiffCommand.self, GitSetupCommand.self, RenderCommand.self, StringsCommand.self, GenerateCommand.self]
    )
}
