import ArgumentParser
import Foundation
import UIDescription

/// Converts each input of a `uidesc convert` invocation with a ``LayoutConverting`` converter and writes (or, with
/// `--check`, compares) the results.
///
/// Exit status: 2 when some input cannot be read or converted (or would overwrite another input's output), else 1 when `--check` finds an output missing or
/// out of date, else 0. Messages go to standard error as `path:line:column: error: message [rule]`.
struct ConversionRun {
    let converter: any LayoutConverting
    let options: ConvertOptions
    /// Where messages go (standard error in the tool).
    var report: (String) -> Void = StandardError.write
    /// Where standard-output results go.
    var standardOutput: (String) -> Void = { print($0, terminator: "") }

    func execute() -> ExitCode {
        var unreadable = false
        var outOfDate = false
        /// Which input each destination was written from: two inputs never silently share an output.
        var writtenFrom: [String: String] = [:]
        for entry in options.expandedInputs() {
            let input = entry.path
            guard let format = options.format(for: input) else { continue }
            // A layout the output replaces keeps its names; read once, for them and for --check.
            let layoutPath = format == .json ? options.destination(for: entry, fileExtension: "json") : nil
            let previousLayout = layoutPath.flatMap { FileManager.default.contents(atPath: $0) }
            let converted: ConvertedDocument
            do {
                converted = try converter.convert(fileAt: input, to: format, replacing: previousLayout)
            } catch {
                report(UnreadableInputMessage.text(for: error, file: input))
                unreadable = true
                continue
            }
            for note in converted.notes { report("\(input):1:1: note: \(note)\n") }
            guard let destination = options.destination(for: entry, fileExtension: converted.fileExtension) else {
                standardOutput(converted.text)
                continue
            }
            if let earlier = writtenFrom[destination] {
                report("\(input): error: converts to \(destination), as \(earlier) does; convert them into separate folders [output-collision]\n")
                unreadable = true
                continue
            }
            writtenFrom[destination] = input
            if options.check {
                let existing = destination == layoutPath
                    ? previousLayout.flatMap { String(data: $0, encoding: .utf8) }
                    : try? String(contentsOfFile: destination, encoding: .utf8)
                if existing != converted.text {
                    let state = existing == nil ? "is missing" : "is out of date"
                    report("\(destination):1:1: error: \(state); run `uidesc convert \(input)` to update it [out-of-date]\n")
                    outOfDate = true
                }
                continue
            }
            do {
                if options.outputDirectory != nil {
                    // --output-dir names a folder that may not exist yet, nor its subfolders.
                    let folder = (destination as NSString).deletingLastPathComponent
                    if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                }
                try converted.text.write(toFile: destination, atomically: true, encoding: .utf8)
            } catch {
                report("\(destination):1:1: error: cannot write: \(error.localizedDescription) [unreadable-input]\n")
                unreadable = true
            }
        }
        if unreadable { return ExitStatus.unreadableInput }
        return outOfDate ? ExitStatus.findings : ExitStatus.success
    }
}
