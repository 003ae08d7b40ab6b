import ArgumentParser

/// The exit codes `uidesc` documents. Usage errors exit with 64 (`EX_USAGE`), which ArgumentParser uses for
/// validation failures already.
enum ExitStatus {
    /// No errors (warnings allowed unless `--strict`).
    static let success = ExitCode.success
    /// Errors found (or, with `--strict`, warnings).
    static let findings = ExitCode(1)
    /// An input that cannot be read or parsed.
    static let unreadableInput = ExitCode(2)
    /// A usage error.
    static let usage = ExitCode.validationFailure
}
