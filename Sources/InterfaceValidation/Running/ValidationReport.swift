/// The outcome of a validation run: its findings in file, line and column order, and what was read.
public struct ValidationReport: Sendable {
    /// Every finding, sorted by file, line, column and rule.
    public var findings: [Finding]
    /// The Interface Builder documents that were read and checked.
    public var interfaceFiles: [String]
    /// How many Swift and Objective-C source files were indexed.
    public var sourceFileCount: Int
    /// The strings files and String Catalogs found with the documents, whose translations were checked.
    public var translationFiles: [String] = []

    /// Creates a report; findings are sorted.
    public init(findings: [Finding], interfaceFiles: [String], sourceFileCount: Int) {
        self.findings = findings.sorted(by: Finding.inReportOrder)
        self.interfaceFiles = interfaceFiles
        self.sourceFileCount = sourceFileCount
    }

    /// How many findings are errors.
    public var errorCount: Int { findings.count { $0.severity == .error } }
    /// How many findings are warnings.
    public var warningCount: Int { findings.count { $0.severity == .warning } }
    /// Whether some input could not be read or parsed.
    public var hasUnreadableInput: Bool { findings.contains { $0.rule == .unreadableInput } }
}
