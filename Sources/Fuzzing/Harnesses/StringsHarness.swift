import InterfaceLocalization
import UIDescription

/// The strings file and String Catalog readers on arbitrary bytes, seeded with real translations: every input reads
/// or fails with a ``UIDescriptionError``; a strings file read keeps its entries' ranges inside its text and in order,
/// and encodes back to what it read; a catalog read writes bytes that read again.
public enum StringsHarness {
    public static func run(_ bytes: [UInt8]) {
        do {
            let file = try StringsFileReader().read(bytes, path: "fuzz.strings")
            let length = file.text.utf8.count
            var previousEnd = 0
            for entry in file.entries {
                if entry.range.lowerBound < previousEnd || entry.range.upperBound > length
                    || entry.keyRange.lowerBound < entry.range.lowerBound || entry.keyRange.upperBound > entry.range.upperBound {
                    FuzzCheck.fail("entry \(entry.key) has a range outside its place: \(entry.range), key \(entry.keyRange)")
                }
                previousEnd = entry.range.upperBound
            }
            if try StringsFileReader().read(file.encodedBytes, path: "fuzz.strings").entries.map(\.key) != file.entries.map(\.key) {
                FuzzCheck.fail("a strings file written back reads with other keys")
            }
        } catch let error as UIDescriptionError {
            FuzzCheck.reported(error)
        } catch {
            FuzzCheck.fail("StringsFileReader threw \(type(of: error)), not UIDescriptionError: \(error)")
        }
        do {
            let catalog = try StringCatalogReader().read(bytes, path: "fuzz.xcstrings")
            do {
                _ = try StringCatalogReader().read(catalog.bytes(), path: "fuzz.xcstrings")
            } catch {
                FuzzCheck.fail("a catalog written back does not read: \(error)")
            }
        } catch let error as UIDescriptionError {
            FuzzCheck.reported(error)
        } catch {
            FuzzCheck.fail("StringCatalogReader threw \(type(of: error)), not UIDescriptionError: \(error)")
        }
    }
}
