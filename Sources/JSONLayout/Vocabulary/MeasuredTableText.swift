/// How the generated tables of `Generated/` (``MeasuredVocabulary``, ``XcodeOrder``) write their entries: one
/// entry a line (`name word word …`), a line that starts with a space continuing the entry above, so that no
/// line of a generated file is long.
enum MeasuredTableText {
    /// The entries of a table's text, each as its words (the entry's name first); blank lines are skipped.
    static func entries(_ text: String) -> [[Substring]] {
        var entries: [[Substring]] = []
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.isEmpty { continue }
            if line.first == " ", !entries.isEmpty {
                entries[entries.count - 1].append(contentsOf: words)
            } else {
                entries.append(words)
            }
        }
        return entries
    }
}
