import Foundation

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`. Notes are appended to the
/// message, one per line.
enum GitHubReport {
    static func render(_ findings: [Finding], paths: PathDisplay) -> String {
        var text = ""
        for finding in findings {
            var properties: [String] = []
            if let file = finding.location.file { properties.append("file=" + GitHubReportEscaping.property(paths.display(file))) }
            // A position in a compiled nib is a byte offset, which annotations cannot show: the file alone.
            if !finding.location.isBinary {
                properties.append("line=\(finding.location.line)")
                properties.append("col=\(finding.location.column)")
            }
            properties.append("title=" + GitHubReportEscaping.property("uidesc [\(finding.rule.rawValue)]"))
            var message = finding.message
            for note in finding.notes {
                message += "\n" + (note.location.map { "\(paths.display($0)): " } ?? "") + note.message
            }
            text += "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(GitHubReportEscaping.data(message))\n"
        }
        return text
    }
}
