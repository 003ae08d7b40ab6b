/// A plain unified line diff (`diff -u`, three lines of context) from the merge's line diff (``LineDiff``): what the
/// semantic diff shows instead when a file is not a readable IB document.
enum UnifiedDiff {
    /// `--- old`/`+++ new` headers and `@@` hunks; empty when the files have the same lines.
    static func text(old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3) -> String {
        let a = LineDiff.lines(of: old), b = LineDiff.lines(of: new)
        let hunks = LineDiff.hunks(from: a, to: b)
        guard !hunks.isEmpty else { return "" }
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        var first = 0
        while first < hunks.count {
            // Changes closer than twice the context share one hunk.
            var last = first
            while last + 1 < hunks.count, hunks[last + 1].old.lowerBound - hunks[last].old.upperBound <= 2 * context { last += 1 }
            let lead = min(context, hunks[first].old.lowerBound, hunks[first].new.lowerBound)
            let trail = min(context, a.count - hunks[last].old.upperBound, b.count - hunks[last].new.upperBound)
            let oldRange = (hunks[first].old.lowerBound - lead)..<(hunks[last].old.upperBound + trail)
            let newRange = (hunks[first].new.lowerBound - lead)..<(hunks[last].new.upperBound + trail)
            output += "@@ -\(Self.range(oldRange)) +\(Self.range(newRange)) @@\n"
            var oldLine = oldRange.lowerBound
            for hunk in hunks[first...last] {
                while oldLine < hunk.old.lowerBound { output += line(" ", a[oldLine]); oldLine += 1 }
                for index in hunk.old { output += line("-", a[index]) }
                for index in hunk.new { output += line("+", b[index]) }
                oldLine = hunk.old.upperBound
            }
            while oldLine < oldRange.upperBound { output += line(" ", a[oldLine]); oldLine += 1 }
            first = last + 1
        }
        return output
    }

    /// `start,count` with 1-based lines; an empty range names the line before it, as `diff -u` does.
    private static func range(_ range: Range<Int>) -> String {
        range.isEmpty ? "\(range.lowerBound),0" : range.count == 1 ? "\(range.lowerBound + 1)" : "\(range.lowerBound + 1),\(range.count)"
    }

    private static func line(_ prefix: String, _ bytes: LineDiff.Line) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.hasSuffix("\n") ? prefix + text : prefix + text + "\n\\ No newline at end of file\n"
    }
}

extension InterfaceDiff {
    /// The line-by-line diff shown when an input is not a readable IB document: no groups, ``note`` saying why, and
    /// ``lineDiff`` the unified diff (`nil` old or new is a file that does not exist).
    public static func lineDiff(old: [UInt8]?, new: [UInt8]?, reason: String, path: String? = nil) -> InterfaceDiff {
        let oldLabel = old == nil ? "/dev/null" : "a/\(path ?? "old")"
        let newLabel = new == nil ? "/dev/null" : "b/\(path ?? "new")"
        let text = UnifiedDiff.text(old: old ?? [], new: new ?? [], oldLabel: oldLabel, newLabel: newLabel)
        return InterfaceDiff(path: path, groups: [], note: reason, lineDiff: text)
    }
}
