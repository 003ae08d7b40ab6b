import JSONLayout
import XIBDecoder

/// The JSON layout reader on arbitrary bytes: every input must give a consistent document or a
/// ``UIDescriptionError`` with a message and a position; an accepted layout is written back as
/// JSON and XIB, read again, and decoded into the decoder harness's types.
public enum JSONLayoutHarness {
    /// Limits small enough that fuzzed inputs reach each of them.
    static let limits = DocumentLimits(maximumInputBytes: 1 << 20, maximumDepth: 64, maximumElementCount: 20_000,
                                       maximumValueBytes: 16 << 10, maximumAttributesPerElement: 64)

    public static func run(_ bytes: [UInt8]) {
        for limits in [DocumentLimits.default, limits] {
            let document: NodeDocument
            do {
                document = try JSONLayoutReader(limits: limits).document(from: bytes, path: "fuzz.json")
            } catch let error as UIDescriptionError {
                FuzzCheck.reported(error)
                continue
            } catch {
                FuzzCheck.fail("JSONLayoutReader threw \(type(of: error)), not UIDescriptionError: \(error)")
            }
            DocumentConsistency.check(document, inputSize: bytes.count, limits: limits)
            // What was accepted can be written, and what was written reads back.
            let layout = JSONLayoutWriter().layout(for: document)
            do {
                _ = try JSONLayoutReader().document(from: Array(layout.utf8), path: "rewritten.json")
            } catch {
                FuzzCheck.fail("a layout written from an accepted layout does not read back: \(error)")
            }
            _ = XIBWriter().xml(for: document)
            DecoderHarness.decodeAll(document)
        }
    }
}
