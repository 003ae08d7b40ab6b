import FuzzHarnesses

/// libFuzzer entry point: every input goes through the JSON layout reader (scripts/fuzz.sh).
/// Built normally, this target is an empty program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    JSONLayoutHarness.run(FuzzInput.bytes(data, size))
    return 0
}
