import BenchmarkSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `uidesc-bench cli`: the release `uidesc` binary run over the whole corpus, `uidesc validate` and
/// `uidesc convert`, each several times, with wall time, files per second and CPU time, and in
/// the same run the floor: libxml2's xmlReader reading the same files in this process (each file
/// read from disk, then every node pulled), so the CLI is also given as a multiple of the floor.
enum CLIThroughput {
    struct Options {
        /// The `uidesc` binary (default: the release build at the repository root).
        var binary = Corpus.repositoryRoot.appendingPathComponent(".build/release/uidesc").path
        var runs = 5
        var corpus = Corpus.root.path

        init(arguments: [String]) throws {
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--uidesc": binary = try Self.value(after: argument, in: &rest)
                case "--corpus": corpus = try Self.value(after: argument, in: &rest)
                case "--runs":
                    guard let runs = Int(try Self.value(after: argument, in: &rest)), runs > 0 else {
                        throw PeerFailure(row: "cli", message: "--runs takes a positive number")
                    }
                    self.runs = runs
                default: throw PeerFailure(row: "cli", message: "unknown argument \(argument) (--uidesc PATH, --runs N, --corpus PATH)")
                }
            }
        }

        private static func value(after option: String, in rest: inout ArraySlice<String>) throws -> String {
            guard let value = rest.popFirst() else { throw PeerFailure(row: "cli", message: "\(option) needs a value") }
            return value
        }
    }

    /// One command's runs.
    struct Measurement {
        var label: String
        var wallSeconds: [Double] = []
        var cpuSeconds: [Double] = []
        var notes: [String] = []
        /// The last run's exit status and findings.
        var outcome = ""

        var medianWall: Double { Self.median(wallSeconds) }
        var medianCPU: Double? { cpuSeconds.isEmpty ? nil : Self.median(cpuSeconds) }

        static func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return .nan }
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
    }

    static func run(_ options: Options) throws -> Bool {
        guard FileManager.default.isExecutableFile(atPath: options.binary) else {
            throw PeerFailure(row: "cli", message: "no uidesc binary at \(options.binary): run `swift build -c release --product uidesc` at the repository root")
        }
        let files = interfaceBuilderFiles(under: options.corpus)
        guard !files.isEmpty else { throw PeerFailure(row: "cli", message: "no .xib or .storyboard files under \(options.corpus)") }
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        print("corpus: \(options.corpus): \(files.count) IB files (.xib, .storyboard), \(BenchmarkInput.describe(bytes: bytes)); \(options.runs) runs each, interleaved")
        print("uidesc: \(options.binary)")

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-bench-convert-\(getpid())")
        defer { try? FileManager.default.removeItem(at: output) }
        var floor = Measurement(label: "libxml2 xmlReader floor, in process (read file + every node)")
        var validate = Measurement(label: "uidesc validate CORPUS")
        var convert = Measurement(label: "uidesc convert CORPUS --output-dir TMP")
        var succeeded = true
        var floorFailures = 0
        var converted = 0
        var convertedInputs = 0

        for _ in 0..<options.runs {
            // The floor, timed over the same files, one after another, in this process.
            let (failures, floorSeconds) = try timeFloor(files)
            floorFailures = failures
            floor.wallSeconds.append(floorSeconds)

            // validate: 0 = no errors, 1 = errors found (the corpus has real missing outlets and actions),
            // 2 = some input unreadable (the corpus has legacy IB3 archives, an empty file and a merge
            // conflict): success when every file was reported on; anything else fails.
            let validation = try launch(options.binary, ["validate", options.corpus, "--quiet"])
            validate.wallSeconds.append(validation.wallSeconds)
            validate.cpuSeconds.append(validation.cpuSeconds)
            validate.outcome = validation.outcome
            if !validation.completed { succeeded = false }

            // convert: every IB file to a JSON layout in a fresh folder (removed between runs, untimed);
            // 2 = some input unreadable (the same files), which it reports and skips.
            try? FileManager.default.removeItem(at: output)
            let conversion = try launch(options.binary, ["convert", options.corpus, "--output-dir", output.path])
            convert.wallSeconds.append(conversion.wallSeconds)
            convert.cpuSeconds.append(conversion.cpuSeconds)
            convert.outcome = conversion.outcome
            if !conversion.completed || conversion.status == 1 { succeeded = false }
            converted = countFiles(under: output.path, extension: "json")
            convertedInputs = files.count - conversion.findings["unreadable-input", default: 0]
                - conversion.findings["output-collision", default: 0]
        }
        validate.notes.append(validate.outcome)
        convert.notes.append(convert.outcome)
        convert.notes.append("\(convertedInputs) files converted, \(converted) layouts written (an input whose output another input already wrote is refused: output-collision)")
        if floorFailures > 0 { floor.notes.append("\(floorFailures) files not well-formed XML (their time counted)") }

        print("")
        print("| command | files | median wall | min wall | files/s | MB/s | median CPU (user+sys) | × floor | notes |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
        for measurement in [floor, validate, convert] {
            let wall = measurement.medianWall
            let cpu = measurement.medianCPU.map { String(format: "%.3f s", $0) } ?? "—"
            print(String(format: "| %@ | %d | %.3f s | %.3f s | %.0f | %.1f | %@ | %.1f× | %@ |", measurement.label, files.count, wall,
                         measurement.wallSeconds.min() ?? .nan, Double(files.count) / wall, Double(bytes) / 1_000_000 / wall, cpu,
                         wall / floor.medianWall, measurement.notes.joined(separator: "; ")))
        }
        return succeeded
    }

    /// Every `.xib` and `.storyboard` below `root`, skipping hidden folders (as `uidesc` does), sorted.
    static func interfaceBuilderFiles(under root: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let pathExtension = (relative as NSString).pathExtension.lowercased()
            guard pathExtension == "xib" || pathExtension == "storyboard" else { continue }
            let path = (root as NSString).appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { found.append(path) }
        }
        return found.sorted()
    }

    private static func countFiles(under root: String, extension wanted: String) -> Int {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return 0 }
        var count = 0
        while let relative = walker.nextObject() as? String {
            if (relative as NSString).pathExtension == wanted { count += 1 }
        }
        return count
    }

    /// Reads each file from disk and pulls every node with libxml2's xmlReader; returns the number
    /// of files it could not read and the wall time of the whole pass.
    private static func timeFloor(_ files: [String]) throws -> (failures: Int, seconds: Double) {
        var failures = 0
        var sink = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for path in files {
            do {
                let input = try BenchmarkInput(name: path, origin: path, url: URL(fileURLWithPath: path))
                sink &+= try LibXML2ReaderFloor.parse(input)
            } catch {
                failures += 1
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if sink == 0 { throw PeerFailure(row: "cli", message: "the floor read no elements") }
        return (failures, seconds)
    }

    struct Launch {
        var status: Int32
        var wallSeconds: Double
        /// User and system time of the child (all its threads).
        var cpuSeconds: Double
        /// Diagnostics by rule (`missing-outlet`, `unreadable-input`, …), from `… error: … [rule]` lines.
        var findings: [String: Int]
        var errorTail: String

        /// Whether the command ran to its end: exit 0 or 1 (findings), or 2 explained by unreadable inputs
        /// it reported (and went on past).
        var completed: Bool {
            status == 0 || status == 1 || (status == 2 && findings["unreadable-input", default: 0] > 0)
        }

        var outcome: String {
            let rules = findings.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
            var text = "exit \(status)" + (rules.isEmpty ? "" : " (\(rules.joined(separator: ", ")))")
            if !completed { text += ": FAILED: \(errorTail)" }
            return text
        }
    }

    /// Runs the binary with its output sent to a file, timing it from launch to exit.
    static func launch(_ binary: String, _ arguments: [String]) throws -> Launch {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-bench-cli-\(getpid()).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw PeerFailure(row: "cli", message: "cannot create \(log.path)")
        }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        let cpuBefore = childrenCPUSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = childrenCPUSeconds() - cpuBefore
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        var findings: [String: Int] = [:]
        for line in text.split(separator: "\n") where line.hasSuffix("]") && (line.contains(": error: ") || line.contains(": warning: ")) {
            guard let open = line.lastIndex(of: "[") else { continue }
            findings[String(line[line.index(after: open)..<line.index(before: line.endIndex)]), default: 0] += 1
        }
        let tail = text.split(separator: "\n").suffix(3).joined(separator: " / ").prefix(300).description
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return Launch(status: status, wallSeconds: wall, cpuSeconds: cpu, findings: findings, errorTail: tail)
    }

    /// User plus system time of every child process that has exited and been waited for.
    private static func childrenCPUSeconds() -> Double { cpuSeconds(children: true) }

    /// User plus system time, in seconds, of this process (all threads), or of its children that have exited and
    /// been waited for.
    static func cpuSeconds(children: Bool) -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        let who = (children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue
        #else
        let who = children ? RUSAGE_CHILDREN : RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
