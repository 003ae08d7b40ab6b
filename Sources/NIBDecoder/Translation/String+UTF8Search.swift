extension String {
    /// The first occurrence of `pattern`, compared as UTF-8 bytes: the names a compiled storyboard's files and
    /// classes have are searched for fixed ASCII parts (`-view-`, `SegueTemplate`), where a search by characters
    /// costs thousands of instructions a call.
    func firstUTF8Range(of pattern: String) -> Range<String.Index>? {
        var text = self, pattern = pattern
        let found: Int? = text.withUTF8 { text in
            pattern.withUTF8 { pattern in
                guard !pattern.isEmpty, pattern.count <= text.count else { return nil }
                for start in 0...(text.count - pattern.count) where text[start] == pattern[0] {
                    if (1..<pattern.count).allSatisfy({ text[start + $0] == pattern[$0] }) { return start }
                }
                return nil
            }
        }
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: found)
        return lower..<utf8.index(lower, offsetBy: pattern.utf8.count)
    }
}
