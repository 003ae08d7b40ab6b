import Foundation

/// Times rows of work in one process, interleaved round by round (round `r` starts with row `r mod n`), so that a
/// slow spell of the machine falls on every row alike; the median of each row's rounds, in milliseconds.
public enum InterleavedTiming {
    public static func medians(rounds: Int, rows: [() throws -> Void]) throws -> [Double] {
        var times = Array(repeating: [Double](), count: rows.count)
        for round in 0..<rounds {
            for offset in rows.indices {
                let row = (round + offset) % rows.count
                let start = DispatchTime.now().uptimeNanoseconds
                try rows[row]()
                times[row].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
        }
        return times.map { $0.sorted()[$0.count / 2] }
    }

    /// Times `rows` (label and work) as ``medians(rounds:rows:)`` does, prints a Markdown table of each row's median
    /// and its ratio to the last row (the baseline), and returns the first row's ratio to the baseline.
    public static func compare(rounds: Int, rows: [(label: String, work: () throws -> Void)]) throws -> Double {
        let medians = try medians(rounds: rounds, rows: rows.map(\.work))
        guard let baseline = medians.last, let first = medians.first, baseline > 0 else { return .infinity }
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        print("")
        print("| row | median ms | ÷ (\(letters[(rows.count - 1) % letters.count])) |")
        print("|---|---:|---:|")
        for (index, (row, value)) in zip(rows, medians).enumerated() {
            print(String(format: "| (%@) %@ | %.1f | %.3f× |", letters[index % letters.count], row.label, value, value / baseline))
        }
        return first / baseline
    }
}
