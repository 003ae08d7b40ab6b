import ArgumentParser

/// `uidesc strings`: the strings files of Interface Builder files, as ibtool writes them, and their translations.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Generate the strings files of XIBs and storyboards as ibtool does, and bring translations up to date.",
        subcommands: [StringsGenerateCommand.self, StringsUpdateCommand.self]
    )
}
