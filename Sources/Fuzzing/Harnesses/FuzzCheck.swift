#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import XIBDecoder

/// Invariants the harnesses check on every input. A violation stops the process, which is how
/// libFuzzer learns of it and keeps the input; the security tests replay kept inputs.
public enum FuzzCheck {
    /// Stops the process with `message`. Only fuzz harnesses call this: library code never traps.
    public static func fail(_ message: String) -> Never {
        let line = Array("fuzz invariant violated: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }

    /// Checks `condition`, stopping the process with `message` when it does not hold.
    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    /// Checks an error a reader or the decoder threw: it must say what and where.
    public static func reported(_ error: UIDescriptionError) {
        require(!error.message.isEmpty, "an error without a message: \(error.kind)")
        guard let location = error.location else { fail("an error without a location: \(error)") }
        if location.isBinary {
            require((location.offset ?? -1) >= 0, "an error in a binary file without a byte offset: \(error)")
        } else {
            require(location.line >= 1 && location.column >= 1, "an error at line \(location.line), column \(location.column): \(error)")
        }
        require(error.description.contains("error: "), "an error whose description lacks `error:`: \(error)")
    }
}
