#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How much of the current thread's stack is left, so that recursion driven by input (nested
/// elements, chains of outlets) stops with an error before it overflows the stack.
///
/// Measured here: decoding one nested view level as a typed ``Document`` takes about 70 KB of
/// stack in a debug build, so a 512 KB thread (the default for secondary threads on macOS) or an
/// 8 MB one overflowed long before ``DecodingOptions/maximumDepth`` was reached.
struct StackGuard {
    /// Decoding stops when fewer bytes than this remain below the current frame.
    static let reserve: UInt = 160 << 10

    /// The address below which no further level is started; 0 when the stack bounds are unknown.
    private let floor: UInt

    /// The guard for the calling thread.
    init() {
        #if canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = UInt(pthread_get_stacksize_np(pthread_self()))
        floor = top > size ? top - size + Self.reserve : 0
        #elseif os(Linux)
        // pthread_getattr_np is a GNU extension the Glibc module does not import; look it up.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        var attributes = pthread_attr_t()
        guard let symbol = dlsym(nil, "pthread_getattr_np"),
              unsafeBitCast(symbol, to: GetAttributes.self)(pthread_self(), &attributes) == 0 else {
            floor = 0
            return
        }
        defer { pthread_attr_destroy(&attributes) }
        var lowest: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &lowest, &size) == 0, let lowest else {
            floor = 0
            return
        }
        floor = UInt(bitPattern: lowest) + Self.reserve
        #else
        floor = 0
        #endif
    }

    /// Whether there is room on the stack for another level.
    var hasRoom: Bool {
        var marker: UInt8 = 0
        let current = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return current > floor
    }
}
