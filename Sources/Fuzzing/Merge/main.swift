import FuzzHarnesses

/// libFuzzer entry point: every input goes through the three-way merge (scripts/fuzz.sh merge).
/// Built normally, this target is an empty program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMerge(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    MergeHarness.run(FuzzInput.bytes(data, size))
    return 0
}
