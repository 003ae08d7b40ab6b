import Foundation
import JSONLayout
import Testing
import XIBDecoder

/// A name of megabytes where a short one is expected: refused as quickly as a valid input of the same size is
/// read, with a message that quotes only its start. (A 2 MB unknown key in a layout took 70 s to reject, while
/// the JSON reader looked for the nearest known name with an uncapped edit distance, and the message quoted it
/// whole.)
@Suite("Long names")
struct LongNameTests {
    static let length = 2_000_000

    /// The times `valid` and `hostile` take, in seconds: each the fastest of seven rounds that run one after the
    /// other, so that a busy machine (other tests run beside these) slows both alike and decides neither.
    static func fastest(valid: () throws -> Void, hostile: () -> Void) rethrows -> (valid: Double, hostile: Double) {
        let clock = ContinuousClock()
        func seconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        var fastest = (valid: Double.infinity, hostile: Double.infinity)
        for _ in 0..<7 {
            fastest.valid = min(fastest.valid, seconds(try clock.measure(valid)))
            fastest.hostile = min(fastest.hostile, seconds(clock.measure(hostile)))
        }
        return fastest
    }

    /// How many times longer refusing takes than reading a valid input of the same size. Generous: refusing may cost
    /// a few reads of the input, never the edit distance to every known name (which took 70 s, hundreds of reads).
    static let generousRatio = 10.0

    static func layout(member: String, value: String) -> String {
        """
        {"format": "uidesc-layout/1", "document": {"type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB"},
         "objects": [{"View": "root", "\(member)": "\(value)"}]}
        """
    }

    @Test("a layout whose one fault is a 2 MB unknown key is refused as fast as a valid one is read")
    func longUnknownKeyInALayout() throws {
        let long = String(repeating: "a", count: Self.length)
        let valid = Array(Self.layout(member: "userLabel", value: long).utf8)
        let hostile = Array(Self.layout(member: long, value: "x").utf8)
        let reader = JSONLayoutReader()
        var error: UIDescriptionError?
        let (validTime, hostileTime) = try Self.fastest(
            valid: { _ = try reader.document(from: valid, path: "valid.json") },
            hostile: {
                do { _ = try reader.document(from: hostile, path: "hostile.json") } catch let caught as UIDescriptionError {
                    error = caught
                } catch {}
            })
        let refusal = try #require(error)
        #expect(refusal.description.count < 500, "\(refusal.description.prefix(600))")
        #expect(refusal.description.contains("2,000,000 characters"))
        #expect(refusal.location?.line == 2)
        #expect(hostileTime <= Self.generousRatio * validTime, "refused in \(hostileTime) s; a valid read took \(validTime) s")
    }

    @Test("an outlet with a 2 MB name is refused as fast as a valid document of the same size is read, with a short message")
    func longOutletNameInAXIB() throws {
        struct Owner: Decodable { let titleLabel: Label }
        let long = String(repeating: "b", count: Self.length)
        func xib(outlet: String, label: String) -> Data { Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="titleLabel" destination="l1" id="o1"/>
                        <outlet property="\(outlet)" destination="l1" id="o2"/>
                    </connections>
                </placeholder>
                <label id="l1" text="\(label)"/>
            </objects>
        </document>
        """.utf8) }
        // The valid document of the same size connects the second outlet by a short name and carries the 2 MB in
        // the label's text.
        struct ValidOwner: Decodable { let titleLabel: Label; let subtitleLabel: Label }
        let valid = xib(outlet: "subtitleLabel", label: long)
        let hostile = xib(outlet: long, label: "Hi")
        var error: UIDescriptionError?
        let (validTime, time) = try Self.fastest(
            valid: { _ = try XIBDecoder().decode(ValidOwner.self, from: valid) },
            hostile: {
                do { _ = try XIBDecoder().decode(Owner.self, from: hostile) } catch let caught as UIDescriptionError {
                    error = caught
                } catch {}
            })
        let refusal = try #require(error)
        #expect(refusal.description.count < 500, "\(refusal.description.prefix(600))")
        #expect(refusal.location?.line == 7)
        #expect(time <= Self.generousRatio * validTime, "refused in \(time) s; a valid read took \(validTime) s")
    }
}
