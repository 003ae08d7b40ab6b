import FuzzHarnesses

/// libFuzzer entry point: every input goes through the compiled-nib front end (scripts/fuzz.sh nib-reader, seeded
/// with the nibs of ../shared/nib). Built normally, this target is an empty program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNIBReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    NIBReaderHarness.run(FuzzInput.bytes(data, size))
    return 0
}
