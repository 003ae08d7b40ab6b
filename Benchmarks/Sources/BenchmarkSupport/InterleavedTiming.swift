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
}
