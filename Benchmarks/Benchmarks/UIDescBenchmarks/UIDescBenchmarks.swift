import Benchmark
import BenchmarkSupport

/// Every row on every input, measured side by side in one run: `scripts/bench.sh` runs this suite,
/// then `uidesc-bench report` turns the medians into the table of docs/performance.md (with each
/// row as a multiple of the libxml2 xmlReader floor).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .peakMemoryResidentDelta, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .seconds(3),
        maxIterations: 400
    )
    for input in InputCatalog.allNames {
        for row in Row.allCases where row.reads(inputNamed: input) {
            Benchmark("\(row.rawValue) · \(input)") { benchmark, input in
                for _ in benchmark.scaledIterations {
                    blackHole(try row.run(input))
                }
            } setup: {
                // The input, and for the JSON rows its JSON, made here: never inside the timed loop.
                try row.prepare(InputCatalog.load(input))
            }
        }
    }
}
