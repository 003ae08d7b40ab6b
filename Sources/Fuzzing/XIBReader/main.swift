import FuzzHarnesses

/// libFuzzer entry point: every input goes through the XIB front end (scripts/fuzz.sh).
/// Built normally, this target is an empty program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXIBReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    XIBReaderHarness.run(FuzzInput.bytes(data, size))
    return 0
}
