import FuzzHarnesses

/// libFuzzer entry point: every input the XIB front end accepts is decoded into a fixed set of
/// types (scripts/fuzz.sh). Built normally, this target is an empty program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    DecoderHarness.run(FuzzInput.bytes(data, size))
    return 0
}
