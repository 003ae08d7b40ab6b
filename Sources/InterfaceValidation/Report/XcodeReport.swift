/// `path:line:column: error: message [rule-id]`, each followed by its `path:line:column: note: …` lines.
enum XcodeReport {
    static func render(_ findings: [Finding], paths: PathDisplay) -> String {
        var text = ""
        for finding in findings {
            text += "\(paths.display(finding.location)): \(finding.severity.rawValue): \(finding.message) [\(finding.rule.rawValue)]\n"
            for note in finding.notes {
                if let location = note.location {
                    text += "\(paths.display(location)): note: \(note.message)\n"
                } else {
                    text += "note: \(note.message)\n"
                }
            }
        }
        return text
    }
}
