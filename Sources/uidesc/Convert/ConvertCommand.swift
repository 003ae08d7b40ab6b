import ArgumentParser

/// `uidesc convert`: XIB and storyboard files to readable JSON layouts, and layouts back to XIB.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert XIB and storyboard files to JSON layouts, and JSON layouts back to XIB.",
        discussion: """
            Folders are walked: every .xib and .storyboard below them is converted (with --to xib, every .json).
            Outputs go beside their inputs unless -o or --output-dir says otherwise; --output-dir keeps the \
            folders found below a folder input. A layout that is replaced keeps its names: objects renamed in \
            it, or named when added, keep those names. With --check nothing is \
            written, and the exit code is 1 when a committed output is missing or out of date (a CI guard).

            Examples:
              uidesc convert App/Login.xib                     # writes App/Login.json
              uidesc convert App --output-dir Layouts          # every IB file below App
              uidesc convert Layouts/Login.json --to xib -o Login.xib
              uidesc convert App/Main.storyboard -o -          # to standard output
              uidesc convert App --check                       # CI: fail when a JSON file is stale
            """
    )

    @OptionGroup var options: ConvertOptions

    func run() throws {
        throw ConversionRun(converter: JSONLayoutConverter(), options: options).execute()
    }
}
