import JSONLayout
import XIBDecoder

/// The legacy Interface Builder 3 front end on arbitrary bytes, seeded with real archives: every input read as an
/// archive gives a consistent document or a ``UIDescriptionError`` with a position; a document it gives decodes
/// into the harness's types and goes to a JSON layout and back, never crashing, hanging or leaking.
public enum LegacyArchiveHarness {
    public static func run(_ bytes: [UInt8]) {
        for limits in [DocumentLimits.default, XIBReaderHarness.limits] {
            let document: NodeDocument
            do {
                document = try XIBReader(limits: limits).read(bytes, path: "fuzz.xib")
            } catch let error as UIDescriptionError {
                FuzzCheck.reported(error)
                continue
            } catch {
                FuzzCheck.fail("XIBReader threw \(type(of: error)), not UIDescriptionError: \(error)")
                continue
            }
            DocumentConsistency.check(document, inputSize: bytes.count, limits: limits)
            guard document.format == XIBReader.legacyArchiveFormat, limits == .default else { continue }
            DecoderHarness.decodeAll(document)
            let layout = JSONLayoutWriter().layout(for: document)
            do {
                _ = try JSONLayoutReader().document(from: Array(layout.utf8), path: "fuzz.json")
            } catch {
                FuzzCheck.fail("the layout of a translated archive does not read back: \(error)")
            }
        }
    }
}
