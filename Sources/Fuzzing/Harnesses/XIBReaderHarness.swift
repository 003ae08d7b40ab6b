import XIBDecoder

/// The XIB front end on arbitrary bytes: every input must give a consistent document or a
/// ``UIDescriptionError`` with a message and a position, and never crash, hang or leak.
public enum XIBReaderHarness {
    /// Limits small enough that fuzzed inputs reach each of them.
    static let limits = DocumentLimits(maximumInputBytes: 1 << 20, maximumDepth: 64, maximumElementCount: 20_000,
                                       maximumValueBytes: 16 << 10, maximumAttributesPerElement: 64)

    public static func run(_ bytes: [UInt8]) {
        for limits in [DocumentLimits.default, limits] {
            do {
                let document = try XIBReader(limits: limits).read(bytes, path: "fuzz.xib")
                DocumentConsistency.check(document, inputSize: bytes.count, limits: limits)
            } catch let error as UIDescriptionError {
                FuzzCheck.reported(error)
            } catch {
                FuzzCheck.fail("XIBReader threw \(type(of: error)), not UIDescriptionError: \(error)")
            }
        }
    }
}
