import ArgumentParser
import InterfaceValidation

/// `uidesc rules`: the rules of `validate`, from the rule registry.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules of validate, or explain one with its examples.",
        discussion: """
            Examples:
              uidesc rules
              uidesc rules missing-outlet
              uidesc rules --markdown > docs/rules.md
            """)

    @Argument(help: "A rule id to explain (default: list every rule).")
    var rule: ValidationRule?

    @Flag(help: "Print every rule with its rationale and examples as Markdown (docs/rules.md).")
    var markdown = false

    func run() throws {
        if markdown {
            print(RuleDocumentation.markdown(), terminator: "")
        } else if let rule {
            print(RuleDocumentation.explanation(of: rule), terminator: "")
        } else {
            print(RuleDocumentation.list(), terminator: "")
        }
    }
}
