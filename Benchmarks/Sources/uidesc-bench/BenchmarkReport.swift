import BenchmarkSupport
import Foundation

/// Reads the suite's JMH export and prints the comparison table.
enum BenchmarkReport {
    struct Result {
        var row: Row
        var input: String
        /// Median wall-clock time, microseconds.
        var medianMicroseconds: Double

        /// Median growth of resident memory while running (sampled by the harness), bytes.
        var peakResidentDelta: Double?
        /// Median number of mallocs per run.
        var mallocs: Double?
    }

    /// `package.benchmark.UIDescBenchmarks.document_·_large` → (document, large).
    static func load(jmhPath: String) throws -> [Result] {
        let data = try Data(contentsOf: URL(fileURLWithPath: jmhPath))
        guard let entries = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw PeerFailure(row: "report", message: "\(jmhPath) is not a JMH export")
        }
        return entries.compactMap { entry in
            guard let benchmark = entry["benchmark"] as? String,
                  let name = benchmark.split(separator: ".").last.map(String.init) else { return nil }
            let parts = name.components(separatedBy: "_·_")
            guard parts.count == 2, let row = Row(rawValue: parts[0]),
                  let secondary = entry["secondaryMetrics"] as? [String: [String: Any]] else { return nil }
            func median(_ metric: String) -> Double? {
                (secondary[metric]?["scorePercentiles"] as? [String: Double])?["50.0"]
            }
            guard let time = median("Time (wall clock)") else { return nil }
            return Result(row: row, input: parts[1], medianMicroseconds: time,
                          peakResidentDelta: median("Memory Δ (resident peak)"), mallocs: median("Malloc (total)"))
        }
    }

    /// `memory` lines: row, input, input bytes, peak bytes, and (newer lines) the run's wall time in microseconds.
    struct MemoryLine {
        var peak: Int
        var microseconds: Double?
    }

    static func loadMemory(_ path: String) throws -> [String: MemoryLine] {
        var lines: [String: MemoryLine] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count >= 4, let peak = Int(fields[3]) else { continue }
            lines[fields[0] + "/" + fields[1]] = MemoryLine(peak: peak, microseconds: fields.count > 4 ? Double(fields[4]) : nil)
        }
        return lines
    }

    static func markdown(results: [Result], memory: [String: MemoryLine]) throws -> String {
        var lines: [String] = []
        lines.append("| input | row | median | throughput | × floor | peak memory | mallocs |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        for inputName in InputCatalog.allNames {
            let rows = results.filter { $0.input == inputName }
            guard !rows.isEmpty else { continue }
            let size = InputCatalog.nominalSize(of: inputName).map(Double.init) ?? 0
            let input = try? InputCatalog.load(inputName)
            let bytes = Double(input?.size ?? Int(size))
            let floor = rows.first { $0.row == .libxml2Reader }?.medianMicroseconds
            let label = "\(inputName) (\(BenchmarkInput.describe(bytes: Int(bytes))))"
            for row in Row.allCases {
                guard let result = rows.first(where: { $0.row == row }) else {
                    // Not timed: say why, from the row itself.
                    if let input, !row.reads(inputNamed: inputName) {
                        let reason: String
                        do { _ = try row.run(row.prepare(input)); reason = "not timed" } catch { reason = "fails: \(error)" }
                        lines.append("| \(label) | \(row.title) | fails | — | — | — | \(reason.prefix(90)) |")
                    } else if results.contains(where: { $0.row == row }) {
                        // Timed, but not exported: ordo-one's JMH export leaves out a benchmark without a
                        // throughput figure, which it records only for iterations under 2 s.
                        // The single run of the memory pass gives its time instead (marked as such).
                        let line = memory["\(row.rawValue)/\(inputName)"]
                        let peak = line.map { String(format: "%.1f MB (%.1f× input)", Double($0.peak) / 1_000_000, Double($0.peak) / max(bytes, 1)) } ?? "—"
                        if let microseconds = line?.microseconds {
                            let ratio = floor.map { String(format: "%.2f×", microseconds / $0) } ?? "—"
                            lines.append(String(format: "| %@ | %@ | %.2f ms (1 run) | %.0f MB/s | %@ | %@ | %@ |", label, row.title, microseconds / 1000,
                                                bytes / microseconds, ratio, peak,
                                                "one run in the memory pass: iterations over 2 s are not in the JMH export"))
                        } else {
                            lines.append("| \(label) | \(row.title) | over 2 s | — | — | \(peak) | not in the JMH export (iterations over 2 s have no throughput) |")
                        }
                    }
                    continue
                }
                let milliseconds = result.medianMicroseconds / 1000
                let throughput = bytes / 1_000_000 / (result.medianMicroseconds / 1_000_000)
                let ratio = floor.map { String(format: "%.2f×", result.medianMicroseconds / $0) } ?? "—"
                let exactPeak = memory["\(row.rawValue)/\(inputName)"]?.peak
                let peak = exactPeak.map { Double($0) } ?? result.peakResidentDelta
                let peakText = peak.map { String(format: "%.1f MB (%.1f× input)", $0 / 1_000_000, $0 / max(bytes, 1)) } ?? "—"
                let mallocs = result.mallocs.map { String(Int($0)) } ?? "—"
                lines.append(String(format: "| %@ | %@ | %.2f ms | %.0f MB/s | %@ | %@ | %@ |", label, row.title, milliseconds,
                                    throughput, ratio, peakText, mallocs))
            }
        }
        lines.append(contentsOf: jsonComparison(results: results, memory: memory))
        return lines.joined(separator: "\n")
    }

    /// Each JSON layout row against Foundation's `JSONDecoder` decoding the same model, and the
    /// document's whole content as plain structs (the target: the JSON layout decode faster
    /// than `JSONDecoder`).
    static func jsonComparison(results: [Result], memory: [String: MemoryLine]) -> [String] {
        var lines = ["", "JSON layout decode vs Foundation JSONDecoder on the same content (ratio < 1: the layout decoder is faster;",
                     "\"1 run\": from the memory pass, for iterations over 2 s, which the JMH export leaves out):", "",
                     "| input | layout into | JSON layout | JSONDecoder into | JSONDecoder | layout ÷ JSONDecoder |",
                     "|---|---|---:|---|---:|---:|"]
        var any = false
        func median(_ row: Row, _ input: String) -> (microseconds: Double, label: String)? {
            if let result = results.first(where: { $0.row == row && $0.input == input }) {
                return (result.medianMicroseconds, String(format: "%.2f ms", result.medianMicroseconds / 1000))
            }
            guard results.contains(where: { $0.row == row }), let single = memory["\(row.rawValue)/\(input)"]?.microseconds else { return nil }
            return (single, String(format: "%.2f ms (1 run)", single / 1000))
        }
        for inputName in InputCatalog.allNames {
            for layoutRow in Row.allCases {
                guard !layoutRow.jsonDecoderCounterparts.isEmpty, let layout = median(layoutRow, inputName) else { continue }
                let model = layoutRow.modelGroup ?? layoutRow.rawValue
                for decoderRow in layoutRow.jsonDecoderCounterparts {
                    guard let decoder = median(decoderRow, inputName) else { continue }
                    any = true
                    let against = decoderRow.modelGroup ?? "plain element tree"
                    lines.append(String(format: "| %@ | %@ | %@ | %@ | %@ | %.2f× |", inputName, model, layout.label, against,
                                        decoder.label, layout.microseconds / decoder.microseconds))
                }
            }
        }
        return any ? lines : []
    }
}
