import Foundation

/// The escaping GitHub's runner undoes in workflow commands.
public enum GitHubReportEscaping {
    /// Escapes a command's message: `%`, carriage returns and newlines.
    public static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a command's property value: as ``data(_:)``, plus `:` and `,`.
    public static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
