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

    /// The time `body` takes, in seconds.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        let elapsed = try clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

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
        let validTime = try Self.seconds { _ = try reader.document(from: valid, path: "valid.json") }
        var error: UIDescriptionError?
        let hostileTime = Self.seconds {
            do { _ = try reader.document(from: hostile, path: "hostile.json") } catch let caught as UIDescriptionError {
                error = caught
            } catch {}
        }
        let refusal = try #require(error)
        #expect(refusal.description.count < 500, "\(refusal.description.prefix(600))")
        #expect(refusal.description.contains("2,000,000 characters"))
        #expect(refusal.location?.line == 2)
        // Generous: the refusal may cost a few reads of the input, never the edit distance to every known name.
        #expect(hostileTime <= max(1.0, 10 * validTime), "refused in \(hostileTime) s; a valid read took \(validTime) s")
    }

    @Test("an outlet with a 2 MB name is refused quickly, with a short message")
    func longOutletNameInAXIB() throws {
        struct Owner: Decodable { let titleLabel: Label }
        let long = String(repeating: "b", count: Self.length)
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="titleLabel" destination="l1" id="o1"/>
                        <outlet property="\(long)" destination="l1" id="o2"/>
                    </connections>
                </placeholder>
                <label id="l1" text="Hi"/>
            </objects>
        </document>
        """
        var error: UIDescriptionError?
        let time = Self.seconds {
            do { _ = try XIBDecoder().decode(Owner.self, from: Data(xib.utf8)) } catch let caught as UIDescriptionError {
                error = caught
            } catch {}
        }
        let refusal = try #require(error)
        #expect(refusal.description.count < 500, "\(refusal.description.prefix(600))")
        #expect(refusal.location?.line == 7)
        #expect(time < 5, "refused in \(time) s")
    }
}
