import Foundation
import Testing
import TestSupport
import UIDescription
import XIBDecoder

/// ``AttributeEnumerations``: the enumerated attributes and the values the typed models know for them, which the
/// JSON layout reader checks hand-written values against.
@Suite("Enumerated attributes")
struct EnumeratedAttributeTests {
    /// Every value of every enumerated attribute in the corpus is one the typed models know: an attribute mapped to
    /// the wrong enumeration, or an enumeration missing a value Xcode writes, fails here. (Files outside the corpus
    /// added `roundedRect` bezels, `automatic` row sizes, `clip` line breaks and others.)
    @Test func everyCorpusValueIsKnown() throws {
        var checked = 0
        var unknown: Set<String> = []
        for entry in Corpus.manifest where entry.isInterfaceBuilderFile {
            guard let document = try? XIBReader().read([UInt8](Data(contentsOf: entry.url)), path: entry.url.path) else { continue }
            for element in document.allElements {
                for (name, value) in document.attributes(of: element) {
                    guard let known = AttributeEnumerations.knownValues(ofAttribute: name) else { continue }
                    checked += 1
                    if !known.contains(value) { unknown.insert("\(document.name(of: element)).\(name)=\(value) in \(entry.path)") }
                }
            }
        }
        #expect(unknown.isEmpty, "\(unknown.sorted())")
        #expect(checked > 10_000)
    }

    @Test func nearMissesAreOneSlipFromAKnownValue() throws {
        let buttonTypes = try #require(AttributeEnumerations.knownValues(ofAttribute: "buttonType"))
        #expect(AttributeEnumerations.nearMiss("sytem", in: buttonTypes) == "system")
        #expect(AttributeEnumerations.nearMiss("system", in: buttonTypes) == nil)
        #expect(AttributeEnumerations.nearMiss("holographic", in: buttonTypes) == nil)
        let modes = try #require(AttributeEnumerations.knownValues(ofAttribute: "contentMode"))
        #expect(AttributeEnumerations.nearMiss("TopLeft", in: modes) == "topLeft")
        // Two slips for longer names, one for short ones.
        let lineBreaks = try #require(AttributeEnumerations.knownValues(ofAttribute: "lineBreakMode"))
        #expect(AttributeEnumerations.nearMiss("tailTrunction", in: lineBreaks) == "tailTruncation")
        #expect(AttributeEnumerations.nearMiss("clpi", in: lineBreaks) == nil)
        // Names several enumerations share are not enumerated attributes.
        #expect(AttributeEnumerations.knownValues(ofAttribute: "style") == nil)
        #expect(AttributeEnumerations.knownValues(ofAttribute: "alignment") == nil)
    }
}
