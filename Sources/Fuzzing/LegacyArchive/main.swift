import FuzzHarnesses

/// libFuzzer entry point: every input goes through the legacy archive front end (scripts/fuzz.sh legacy-archive,
/// seeded with the corpus's Interface Builder 3 archives). Built normally, this target is an empty program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLegacyArchive(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    LegacyArchiveHarness.run(FuzzInput.bytes(data, size))
    return 0
}
