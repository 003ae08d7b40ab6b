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

    /// The stack's lowest and highest addresses; both 0 when unknown.
    private let lowest: UInt
    private let highest: UInt

    /// The guard for the calling thread.
    init() {
        #if os(Linux)
        (lowest, highest) = ThreadStackBounds.current()
        #else
        (lowest, highest) = ThreadStackBounds.query()
        #endif
    }

    /// Whether there is room on the stack for another level. When the current frame cannot be
    /// placed on the stack (unknown bounds), only ``DecodingOptions/maximumDepth`` applies.
    var hasRoom: Bool {
        guard highest > lowest + Self.reserve else { return true }
        var marker: UInt8 = 0
        var current = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        if current < lowest || current > highest, let real = AddressSanitizerStack.realFrame(of: current) {
            current = real
        }
        guard current >= lowest && current <= highest else { return true }
        return current - lowest > Self.reserve
    }
}

/// The bounds of the calling thread's stack, from pthreads.
enum ThreadStackBounds {
    /// The stack's lowest and highest addresses; both 0 when unknown.
    static func query() -> (lowest: UInt, highest: UInt) {
        #if canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = UInt(pthread_get_stacksize_np(pthread_self()))
        return top > size ? (top - size, top) : (0, 0)
        #elseif os(Linux)
        // pthread_getattr_np is a GNU extension the Glibc module does not import; look it up.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        var attributes = pthread_attr_t()
        guard let symbol = dlsym(nil, "pthread_getattr_np"),
              unsafeBitCast(symbol, to: GetAttributes.self)(pthread_self(), &attributes) == 0 else { return (0, 0) }
        defer { pthread_attr_destroy(&attributes) }
        var bottom: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &bottom, &size) == 0, let bottom else { return (0, 0) }
        return (UInt(bitPattern: bottom), UInt(bitPattern: bottom) + UInt(size))
        #else
        return (0, 0)
        #endif
    }

    #if os(Linux)
    /// ``query()``, remembered per thread: on the main thread glibc answers by reading and parsing
    /// `/proc/self/maps`, which costs more than decoding a small file.
    static func current() -> (lowest: UInt, highest: UInt) {
        guard let key = threadKey else { return query() }
        if let stored = pthread_getspecific(key) {
            let bounds = stored.assumingMemoryBound(to: UInt.self)
            return (bounds[0], bounds[1])
        }
        let found = query()
        let bounds = UnsafeMutablePointer<UInt>.allocate(capacity: 2)
        bounds[0] = found.lowest
        bounds[1] = found.highest
        if pthread_setspecific(key, bounds) != 0 { bounds.deallocate() }
        return found
    }

    /// The thread-specific slot holding each thread's bounds (freed when the thread exits).
    private static let threadKey: pthread_key_t? = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in pointer?.deallocate() }
        return created == 0 ? key : nil
    }()
    #endif
}

/// Under AddressSanitizer, locals whose address is taken may live on a "fake stack" on the heap
/// (use-after-return detection); its runtime maps such an address to the real frame.
private enum AddressSanitizerStack {
    typealias CurrentFakeStack = @convention(c) () -> UnsafeMutableRawPointer?
    typealias AddressIsInFakeStack = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
                                                     UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
                                                     UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutableRawPointer?

    /// The runtime's two functions, present only in AddressSanitizer builds (looked up once).
    private static let functions: (current: UInt, lookup: UInt)? = {
        #if os(Linux)
        guard let current = dlsym(nil, "__asan_get_current_fake_stack"),
              let lookup = dlsym(nil, "__asan_addr_is_in_fake_stack") else { return nil }
        return (UInt(bitPattern: current), UInt(bitPattern: lookup))
        #else
        return nil
        #endif
    }()

    /// The real stack address of a fake-stack frame, or `nil` outside AddressSanitizer builds.
    static func realFrame(of address: UInt) -> UInt? {
        guard let functions, let current = UnsafeRawPointer(bitPattern: functions.current),
              let lookup = UnsafeRawPointer(bitPattern: functions.lookup) else { return nil }
        let fakeStack = unsafeBitCast(current, to: CurrentFakeStack.self)()
        let real = unsafeBitCast(lookup, to: AddressIsInFakeStack.self)(fakeStack, UnsafeMutableRawPointer(bitPattern: address), nil, nil)
        return real.map { UInt(bitPattern: $0) }
    }
}
