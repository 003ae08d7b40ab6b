/// How `uidesc validate` prints its findings.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// `path:line:column: error: message [rule-id]` lines with `note:` lines, as Xcode, editors and CI problem
    /// matchers read them.
    case xcode
    /// A JSON array of findings.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), which annotate the pull
    /// request.
    case github
    /// SARIF 2.1.0, for code-scanning services.
    case sarif

    /// The report as text in this format, with paths shown through `paths`.
    public func render(_ findings: [Finding], paths: PathDisplay) -> String {
        switch self {
        case .xcode: XcodeReport.render(findings, paths: paths)
        case .json: JSONReport.render(findings, paths: paths)
        case .github: GitHubReport.render(findings, paths: paths)
        case .sarif: SARIFReport.render(findings, paths: paths)
        }
    }
}
