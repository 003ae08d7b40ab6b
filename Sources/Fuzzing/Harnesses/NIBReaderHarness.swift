import NIBDecoder
import XIBDecoder

/// The compiled-nib front end on arbitrary bytes, seeded with the nibs of `../shared/nib`: every input gives a
/// consistent document whose positions are byte offsets inside it, or a ``UIDescriptionError`` at a byte offset;
/// a document it gives decodes into the harness's types, and the XIB written from it reads back. Never a crash, a
/// hang or a leak.
public enum NIBReaderHarness {
    public static func run(_ bytes: [UInt8]) {
        for limits in [DocumentLimits.default, XIBReaderHarness.limits] {
            for keepsArchivedValues in [true, false] {
                var reader = NIBReader(limits: limits)
                reader.keepsArchivedValues = keepsArchivedValues
                let document: NodeDocument
                do {
                    document = try reader.read(bytes, path: "fuzz.nib")
                } catch let error as UIDescriptionError {
                    FuzzCheck.reported(error)
                    FuzzCheck.require(error.location?.isBinary == true, "a nib error without a byte offset: \(error)")
                    continue
                } catch {
                    FuzzCheck.fail("NIBReader threw \(type(of: error)), not UIDescriptionError: \(error)")
                }
                DocumentConsistency.check(document, inputSize: bytes.count, limits: limits)
                guard limits == .default, !keepsArchivedValues else { continue }
                DecoderHarness.decodeAll(document)
                let xml = XIBWriter().xml(for: document)
                do {
                    _ = try XIBReader().read(Array(xml.utf8), path: "fuzz.xib")
                } catch {
                    FuzzCheck.fail("the XIB written from a nib does not read back: \(error)")
                }
            }
        }
    }
}
