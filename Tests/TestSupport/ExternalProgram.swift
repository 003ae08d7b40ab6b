import Foundation

/// Runs a program found on the `PATH` (`python3`, `swiftc`, a program a test built) with its standard output and
/// error together: for tests that compare with, or compile with, a tool outside the package.
public enum ExternalProgram {
    /// The exit status and the output of `arguments[0]` run with the rest.
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
