import FuzzHarnesses

/// libFuzzer entry point: every input goes through the strings file and String Catalog readers
/// (scripts/fuzz.sh strings). Built normally, this target is an empty program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    StringsHarness.run(FuzzInput.bytes(data, size))
    return 0
}
