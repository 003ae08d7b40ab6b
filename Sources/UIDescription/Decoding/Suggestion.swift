/// "Did you mean …?" suggestions: the candidate with the smallest edit distance, if it is close enough.
public enum Suggestion {
    /// The nearest candidate to `name`, ignoring case, or `nil` when none is within a third of the name's length
    /// (at least 2 edits are always allowed; a case-insensitive match always qualifies), nor within
    /// `maximumDistance` edits when one is given: names from a large pool with shared parts (class names ending in
    /// `ViewController`) need a tighter bound than the members of one class.
    ///
    /// Of candidates at the same distance, the one first in alphabetical order wins, whatever order they come in
    /// (a dictionary's keys, a set).
    public static func nearest(to name: String, in candidates: some Sequence<String>, maximumDistance: Int? = nil) -> String? {
        let length = name.unicodeScalars.count
        // Names from hostile input can be megabytes long; nobody mistypes those.
        guard length <= 256 else { return nil }
        let lowered = name.lowercased()
        let allowed = min(max(2, name.count / 3), maximumDistance ?? .max)
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            // The edit distance is at least the difference in length, so a candidate much longer or
            // shorter cannot qualify; skipping it keeps the work linear in the input.
            let candidateLength = candidate.unicodeScalars.count
            if candidateLength > length + allowed || candidateLength + allowed < length { continue }
            let distance = editDistance(lowered, candidate.lowercased())
            if let current = best, distance > current.1 || (distance == current.1 && candidate >= current.0) { continue }
            best = (candidate, distance)
        }
        guard let best else { return nil }
        return best.1 <= allowed ? best.0 : nil
    }

    /// Levenshtein distance over Unicode scalars.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
