import Foundation
import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// The Application placeholder of a macOS nib is `NSApplication` in every nib, while its source names it as its kind
/// of source does: an Interface Builder 3 archive `NSApplication`, Xcode 4 and later `NSObject` (which newer nibs
/// keep as a class reference) or nothing. Without a class reference, a keyed archive that keeps IB 3's class tables
/// (`NSClassesKeys`) or numbers its File's Owner other than 1 was compiled from an IB 3 source (measured on 2,041
/// keyed archives of editable bundles, docs/nibs.md).
///
/// The keyed archive of `../shared/nib`'s editable bundle (an Xcode 13 source) is read as it is, and with its bytes
/// changed the length they had so that it lacks the class reference, and then also has IB 3's class table key.
@Suite struct ApplicationPlaceholderTests {
    static let archive = SharedFolder.nib.appendingPathComponent("extra/LaZyDK__caffeine/Base.lproj/MainMenu.nib/keyedobjects.nib")

    /// `bytes` with every `from` replaced by `to`, of the same length; how many were replaced.
    static func replacing(_ from: String, with to: String, in bytes: [UInt8]) -> (bytes: [UInt8], count: Int) {
        let from = Array(from.utf8), to = Array(to.utf8)
        var bytes = bytes, count = 0, index = 0
        while index + from.count <= bytes.count {
            if bytes[index..<index + from.count].elementsEqual(from) {
                bytes.replaceSubrange(index..<index + from.count, with: to)
                count += 1
                index += from.count
            } else {
                index += 1
            }
        }
        return (bytes, count)
    }

    static func applicationClass(_ bytes: [UInt8]) throws -> String? {
        let document = try NIBReader().read(bytes, path: "MainMenu.nib")
        let application = try #require(document.allElements.first { document.attribute("id", of: $0) == "-3" })
        #expect(document.name(of: application) == "customObject")
        return document.attribute("customClass", of: application)
    }

    @Test func theApplicationPlaceholderIsNamedAsItsKindOfSourceNamesIt() throws {
        let original = [UInt8](try Data(contentsOf: Self.archive))
        // The class reference the source's Xcode archived: its class as written.
        #expect(try Self.applicationClass(original) == "NSObject")

        // No class reference, and the File's Owner is object 1: a source of Xcode 4 and later, no class.
        let unreferenced = Self.replacing("IBClassReference", with: "IBClassReferenc_", in: original)
        #expect(unreferenced.count > 0)  // the key and the class name
        #expect(try Self.applicationClass(unreferenced.bytes) == nil)

        // IB 3's class tables in the object data: an IB 3 source, NSApplication.
        let interfaceBuilder3 = Self.replacing("NSConnections", with: "NSClassesKeys", in: unreferenced.bytes)
        #expect(interfaceBuilder3.count == 1)
        #expect(try Self.applicationClass(interfaceBuilder3.bytes) == "NSApplication")
    }
}
