import BenchmarkSupport
import Foundation

/// `uidesc-bench generate`            build the synthetic storyboards (cached under Benchmarks/.build)
/// `uidesc-bench check [input…]`       run every row once per input and compare what each found
/// `uidesc-bench check-corpus`        every corpus IB file: the typed rows keep the same ids as uidesc's XML rows
/// `uidesc-bench report FILE.jmh.json` the table of medians, throughput, peak memory and ratios to the floor
/// `uidesc-bench memory ROW INPUT`     peak resident memory of one run, measured in this fresh process
/// `uidesc-bench profile ROW INPUT [N]` run one row N times (for callgrind or perf)
/// `uidesc-bench race INPUT ROW…`     the rows interleaved in one process: medians and ratios to the first (ROUNDS=200;
///                                   BLOCK=N runs each row N times per round and times all but the first: warm caches)
/// `uidesc-bench ids ROW INPUT|FILE`   the ids a typed row kept (to see what a model drops)
/// `uidesc-bench rows`                 every row's name, in table order (for scripts/bench.sh)
/// `uidesc-bench merge [ROUNDS [parse|merge]]` merging the largest real merge of ../shared/merges, as a ratio to parsing its
///                                   three versions in the same run; with a phase, runs only that (for callgrind)
/// `uidesc-bench cli [--runs N] [--uidesc PATH] [--corpus PATH]`
///                                     `uidesc validate` and `uidesc convert` over the corpus, with the floor
/// `uidesc-bench render [ROUNDS]`      rendering every corpus file (decode, draw, write SVG) as a ratio to decoding the
///                                   same files as typed Documents in the same run (issue 30: at most 2×)
/// `uidesc-bench render-phases [ROUNDS]` the time of each phase of rendering the corpus (parse, decode, draw, SVG)
/// `uidesc-bench translations [APP] [ROUNDS]` checking every translation of an app of ../shared/localization (default
///                                   rxhanson__Rectangle, the largest) as a ratio to decoding its IB files (issue 49: at most 2×)
/// `uidesc-bench large-repo [--rounds N]` validating IB files beside 20 MB of generated Swift, against the same
///                                   without it, with it excluded, and reading the same bytes (issue 33)
/// `uidesc-bench project [--rounds N]` validating an app of 50 targets and 5,000 files with its Xcode project, against
///                                   the same without it (issue 52: at most 10% more)
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "generate": try Commands.generate()
    case "rows": print(Row.allCases.map(\.rawValue).joined(separator: " "))
    case "check": exit(try Commands.check(inputs: Array(arguments.dropFirst())) ? 0 : 1)
    case "report": try Commands.report(jmhPath: arguments.dropFirst().first ?? "", memoryPath: arguments.dropFirst(2).first)
    case "ids": try Commands.ids(row: arguments.dropFirst().first ?? "", input: arguments.dropFirst(2).first ?? "")
    case "profile": try Commands.profile(row: arguments.dropFirst().first ?? "", input: arguments.dropFirst(2).first ?? "",
                                         times: Int(arguments.dropFirst(3).first ?? "") ?? 10)
    case "race": try Commands.race(input: arguments.dropFirst().first ?? "", rows: Array(arguments.dropFirst(2)),
                                   rounds: Int(ProcessInfo.processInfo.environment["ROUNDS"] ?? "") ?? 200,
                                   block: Int(ProcessInfo.processInfo.environment["BLOCK"] ?? "") ?? 1)
    case "check-corpus": exit(try Commands.checkCorpus() ? 0 : 1)
    case "cli": exit(try CLIThroughput.run(CLIThroughput.Options(arguments: Array(arguments.dropFirst()))) ? 0 : 1)
    case "project": exit(try ProjectMembershipCost.run(arguments: Array(arguments.dropFirst())) ? 0 : 1)
    case "nib": exit(try NibReadingCost.run(arguments: Array(arguments.dropFirst())) ? 0 : 1)
    case "swift-types": exit(try SwiftTypesCost.run(arguments: Array(arguments.dropFirst())) ? 0 : 1)
    case "large-repo": exit(try LargeRepository.run(LargeRepository.Options(arguments: Array(arguments.dropFirst()))) ? 0 : 1)
    case "merge":
        let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../shared").standardizedFileURL
        let rounds = Int(arguments.dropFirst().first ?? "") ?? 30
        if let phase = arguments.dropFirst(2).first {
            try MergeCost.runOnly(phase, shared: shared, rounds: rounds)
            break
        }
        let outcome = try MergeCost.measure(shared: shared, rounds: rounds)
        print("| case | bytes (3 versions) | parse ×3 (ms) | merge (ms) | merge ÷ parse | conflicts |")
        print("|---|---:|---:|---:|---:|---:|")
        let figures = [outcome.parseMedian, outcome.mergeMedian].map { String(format: "%.2f", $0) }
        print("| \(outcome.caseName) | \(outcome.bytes) | \(figures[0]) | \(figures[1]) | \(String(format: "%.2f", outcome.ratio))× | \(outcome.conflicts) |")
    case "translations":
        let outcome = try TranslationCost.measure(app: arguments.dropFirst().first ?? "rxhanson__Rectangle",
                                                  rounds: Int(arguments.dropFirst(2).first ?? "") ?? 15)
        print("| IB files | translations | entries | problems | decode as Document (ms) | check translations (ms) | check ÷ decode |")
        print("|---:|---:|---:|---:|---:|---:|---:|")
        let figures = [outcome.decodeMedian, outcome.checkMedian].map { String(format: "%.1f", $0) }
        print("| \(outcome.interfaceFiles) | \(outcome.translationFiles) | \(outcome.entries) | \(outcome.problems) | \(figures[0]) | \(figures[1]) | \(String(format: "%.2f", outcome.ratio))× |")
    case "render-phases":
        for (phase, milliseconds) in try RenderCost.phases(rounds: Int(arguments.dropFirst().first ?? "") ?? 11) {
            print("\(phase)\t\(String(format: "%.1f", milliseconds)) ms")
        }
    case "render":
        let outcome = try RenderCost.measure(rounds: Int(arguments.dropFirst().first ?? "") ?? 15)
        print("| files | bytes | pictures | decode as Document (ms) | render to SVG (ms) | render ÷ decode |")
        print("|---:|---:|---:|---:|---:|---:|")
        let figures = [outcome.decodeMedian, outcome.renderMedian].map { String(format: "%.1f", $0) }
        print("| \(outcome.files) | \(outcome.bytes) | \(outcome.pictures) | \(figures[0]) | \(figures[1]) | \(String(format: "%.2f", outcome.ratio))× |")
        exit(outcome.ratio <= 2 ? 0 : 1)
    case "memory": try Commands.memory(row: arguments.dropFirst().first ?? "", input: arguments.dropFirst(2).first ?? "")
    default:
        print("usage: uidesc-bench generate | check [input…] | check-corpus | report FILE.jmh.json [memory.tsv] | memory ROW INPUT | profile ROW INPUT [N] | race INPUT ROW… | ids ROW INPUT | rows | merge [ROUNDS] | render [ROUNDS] | cli [--runs N] [--uidesc PATH] | large-repo [--rounds N]")
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("uidesc-bench: \(error)\n".utf8))
    exit(1)
}
