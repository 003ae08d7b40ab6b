import BenchmarkSupport
import Foundation

enum Commands {
    static func generate() throws {
        for scale in InputCatalog.syntheticScales {
            let input = try InputCatalog.synthetic(scale: scale)
            print("\(input.name)\t\(input.size) bytes\t\(input.path)")
        }
    }

    /// Runs every row once on each input and compares what each found with what libxml2 finds:
    /// generic rows must find the same elements, objects (elements with an id), constraints and
    /// outlets; typed rows the same constraints and outlets, and rows decoding the same model the
    /// same objects. Each JSON row must find exactly what its XML counterpart finds (the same
    /// content, read from JSON). Peers that cannot read an input are reported, not hidden.
    static func check(inputs names: [String]) throws -> Bool {
        var allAgree = true
        for name in names.isEmpty ? InputCatalog.allNames : names {
            let input = try InputCatalog.load(name)
            let truth = try LibXML2ReaderFloor.count(input)
            print("\(input.name) (\(input.sizeDescription), \(input.origin)): \(truth)")
            var modelObjects: [String: (Row, Int)] = [:]
            var found: [Row: Result<ParseCounts, any Error>] = [:]
            for row in Row.allCases where row != .libxml2Reader {
                var verdict: String
                do {
                    let prepared = try row.prepare(input)
                    let counts = try row.counts(prepared)
                    found[row] = .success(counts)
                    if row.isTyped {
                        let agrees = counts.agreesOnConnections(with: truth)
                        verdict = agrees ? "same constraints and outlets" : "DIFFERENT: \(counts)"
                        verdict += "; kept \(counts.objects) of \(truth.objects) objects"
                        if !agrees { allAgree = false }
                        if let counterpart = row.xmlCounterpart {
                            switch found[counterpart] {
                            case .success(let expected) where expected == counts:
                                verdict += "; same as \(counterpart.title)"
                            case .success(let expected):
                                verdict += " (DIFFERENT from \(counterpart.title): \(expected))"
                                allAgree = false
                            case .failure, nil:
                                verdict += " (\(counterpart.title) failed: nothing to compare with)"
                                allAgree = false
                            }
                        } else if let group = row.modelGroup {
                            if let (other, objects) = modelObjects[group], objects != counts.objects {
                                verdict += " (DIFFERENT from \(other.title): \(objects))"
                                allAgree = false
                            }
                            modelObjects[group] = (row, counts.objects)
                        }
                    } else {
                        let agrees = counts.agrees(with: truth)
                        verdict = agrees ? "same counts" : "DIFFERENT: \(counts)"
                        if !agrees { allAgree = false }
                    }
                    if let format = row.jsonFormat, let json = prepared.json {
                        verdict += " [reads \(format.description), \(BenchmarkInput.describe(bytes: json.count))]"
                    }
                } catch {
                    found[row] = .failure(error)
                    if row.isUIDesc { allAgree = false }
                    verdict = "fails: \(error)"
                }
                print("  \(row.title.padding(toLength: 44, withPad: " ", startingAt: 0)) \(verdict)")
            }
        }
        return allAgree
    }

    /// Every IB file of the corpus uidesc reads, decoded by every typed row: rows decoding the same
    /// model must keep the same ids (as multisets) as uidesc's XML row — XMLCoder and the JSON rows
    /// against `usertypes`, the JSON rows against `document`. Files uidesc refuses are counted, and
    /// a peer's failure on a file uidesc reads is a difference.
    static func checkCorpus() throws -> Bool {
        let files = CLIThroughput.interfaceBuilderFiles(under: Corpus.root.path)
        var refused = 0
        var compared = 0
        var differences: [String: Int] = [:]
        for path in files {
            let input = try BenchmarkInput(name: (path as NSString).lastPathComponent, origin: path, url: URL(fileURLWithPath: path))
            for (reference, others) in [(Row.uidescUserTypes, [Row.xmlcoder, .jsonLayoutUserTypes, .jsonDecoderUserTypes]),
                                        (Row.uidescDocument, [Row.jsonLayoutDocument, .jsonDecoderDocument])] {
                guard let model = try? reference.typedModel(reference.prepare(input)) else {
                    if reference == .uidescUserTypes { refused += 1 }
                    break
                }
                let expected = TypedModelCounter.ids(model).sorted()
                if reference == .uidescUserTypes { compared += 1 }
                for row in others {
                    do {
                        guard let found = try row.typedModel(row.prepare(input)) else { continue }
                        let ids = TypedModelCounter.ids(found).sorted()
                        if ids != expected {
                            differences[row.rawValue, default: 0] += 1
                            print("  DIFFERENT: \(row.title) on \(path): \(ids.count) ids, \(reference.title) \(expected.count)")
                        }
                    } catch {
                        differences[row.rawValue, default: 0] += 1
                        print("  FAILS: \(row.title) on \(path): \(String(describing: error).prefix(200))")
                    }
                }
            }
        }
        let rows = [Row.xmlcoder, .jsonLayoutUserTypes, .jsonDecoderUserTypes, .jsonLayoutDocument, .jsonDecoderDocument]
        print("corpus: \(files.count) IB files, \(compared) read by uidesc (\(refused) refused: legacy, empty or conflicted)")
        for row in rows {
            let count = differences[row.rawValue, default: 0]
            let reference = row.xmlCounterpart ?? .uidescUserTypes
            print("  \(row.title.padding(toLength: 44, withPad: " ", startingAt: 0)) " +
                  (count == 0 ? "same ids as \(reference.title) on all \(compared)" : "DIFFERENT on \(count) of \(compared)"))
        }
        return differences.isEmpty
    }

    /// The ids a typed row keeps on a named input, or on any file (a path) to find what a model drops.
    static func ids(row name: String, input: String) throws {
        let input = FileManager.default.fileExists(atPath: input)
            ? try BenchmarkInput(name: (input as NSString).lastPathComponent, origin: input, url: URL(fileURLWithPath: input))
            : try InputCatalog.load(input)
        guard let row = Row(rawValue: name), row.isTyped, let model = try row.typedModel(row.prepare(input)) else {
            throw PeerFailure(row: name, message: "ids are listed for the typed rows: \(Row.allCases.filter(\.isTyped).map(\.rawValue))")
        }
        print(TypedModelCounter.ids(model).joined(separator: "\n"))
    }

    static func profile(row name: String, input: String, times: Int) throws {
        guard let row = Row(rawValue: name) else { throw PeerFailure(row: name, message: "rows: \(Row.allCases.map(\.rawValue))") }
        let input = try row.prepare(InputCatalog.load(input))
        // A first, untimed pass (through `counts`, outside `Row.run`, which callgrind collects):
        // first-use costs (conformance and metadata caches) are not the steady state.
        _ = try? row.counts(input)
        var sink = 0
        for _ in 0..<times { sink &+= try row.run(input) }
        print("\(row.title) × \(times) on \(input.name): \(sink)")
    }

    /// Prints the table of docs/performance.md from a `--format jmh` export of the suite: per input,
    /// every row's median time, throughput, peak resident growth and allocations, and its ratio
    /// to the libxml2 floor. `memoryPath` (from `memory`) adds exactly measured peaks.
    static func report(jmhPath: String, memoryPath: String?) throws {
        let results = try BenchmarkReport.load(jmhPath: jmhPath)
        let memory = try memoryPath.map(BenchmarkReport.loadMemory) ?? [:]
        print(try BenchmarkReport.markdown(results: results, memory: memory))
    }

    /// Peak resident memory of one run of `row` on `input`, measured in this process: the input is
    /// loaded, the kernel's high-water mark is reset, the row runs once, and the growth of the
    /// mark over the resident size before the run is printed (bytes), with the input's size and the
    /// run's wall time (µs; the report's figure for rows whose iterations exceed 2 s). The
    /// JSON rows' JSON is made before the mark is reset: it is their input, as the XML is the others'.
    static func memory(row name: String, input: String) throws {
        guard let row = Row(rawValue: name) else { throw PeerFailure(row: name, message: "rows: \(Row.allCases.map(\.rawValue))") }
        let input = try InputCatalog.load(input)
        let prepared = try row.prepare(input)
        var microseconds = 0.0
        let peak = try PeakMemory.measure {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try row.run(prepared)
            microseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
        }
        print("\(row.rawValue)\t\(input.name)\t\(input.size)\t\(peak)\t\(Int(microseconds))")
    }
}

extension Commands {
    /// Times `rows` on one input in one process, interleaved round by round so that whatever else
    /// the machine does weighs on every row alike, and prints each row's median and its ratio to the
    /// first row (give `floor` first). A quick same-run comparison while working on one row; the
    /// suite (`scripts/bench.sh`) is the reference.
    ///
    /// With `block` above 1, each round runs a row `block` times back to back and times all but
    /// the first, so every timed run starts from that row's own warm caches (as in the suite, which
    /// runs one row for seconds) rather than from the previous row's; rounds still alternate, so
    /// a change in the machine's load weighs on every row alike.
    static func race(input name: String, rows names: [String], rounds: Int, block: Int = 1) throws {
        let rows = try names.map { name in
            guard let row = Row(rawValue: name) else { throw PeerFailure(row: name, message: "rows: \(Row.allCases.map(\.rawValue))") }
            return row
        }
        guard !rows.isEmpty else { throw PeerFailure(row: "race", message: "name at least one row") }
        let input = try InputCatalog.load(name)
        let prepared = try rows.map { try $0.prepare(input) }
        for (row, prepared) in zip(rows, prepared) { _ = try row.counts(prepared) }
        var samples = Array(repeating: [UInt64](), count: rows.count)
        var sink = 0
        for _ in 0..<rounds {
            for index in rows.indices {
                if block > 1 { sink &+= try rows[index].run(prepared[index]) }
                for _ in 0..<max(block - 1, 1) {
                    let start = DispatchTime.now().uptimeNanoseconds
                    sink &+= try rows[index].run(prepared[index])
                    samples[index].append(DispatchTime.now().uptimeNanoseconds - start)
                }
            }
        }
        let medians = samples.map { $0.sorted()[$0.count / 2] }
        for (row, median) in zip(rows, medians) {
            let ratio = Double(median) / Double(max(medians[0], 1))
            print("\(row.rawValue)\t\(String(format: "%.3f", Double(median) / 1e6)) ms\t\(String(format: "%.2f", ratio))×")
        }
        if sink == 42 { print("") }
    }
}
