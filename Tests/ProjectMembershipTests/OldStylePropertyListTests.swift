import Foundation
import Testing
import TestSupport
@testable import ProjectMembership
import UIDescription

/// The old-style property list reader against Foundation's, on every project file of the mirrors.
@Suite(.enabled(if: OutsideMirrors.root != nil, "no git mirrors of outside projects"))
struct OldStylePropertyListTests {
    @Test func readsWhatFoundationReads() throws {
        var compared = 0, refusedByBoth = 0
        for repository in OutsideMirrors.repositories {
            for file in OutsideMirrors.files(repository) where file.hasSuffix(".xcodeproj/project.pbxproj") {
                guard let data = OutsideMirrors.show(repository, "HEAD", file) else { continue }
                let foundation = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                let ours = try? OldStylePropertyList.parse(Array(data))
                guard let foundation else {
                    #expect(ours == nil, "\(repository): \(file): Foundation refuses it, the reader reads it")
                    refusedByBoth += 1
                    continue
                }
                #expect(ours == PropertyListValue(foundation), "\(repository): \(file)")
                compared += 1
            }
        }
        print("OldStylePropertyListTests: \(compared) project files read alike, \(refusedByBoth) refused by both")
        #expect(compared > 50)
    }

}

/// The old-style property list reader on its own: where its errors are, escapes, data, and nesting.
@Suite struct OldStylePropertyListReaderTests {
    @Test func errorsAreAtTheirLineAndColumn() throws {
        let text = "{\n  a = b;\n  c = (d, e\n}\n"
        #expect(throws: UIDescriptionError.self) { try OldStylePropertyList.parse(Array(text.utf8), file: "x.pbxproj") }
        do {
            _ = try OldStylePropertyList.parse(Array(text.utf8), file: "x.pbxproj")
        } catch let error as UIDescriptionError {
            #expect(error.location?.line == 4 && error.location?.column == 1, "\(error)")
        } catch {}
        #expect(try OldStylePropertyList.parse(Array(#"{ s = "a\"b\n\U00e9"; d = <0fbd 77>; }"#.utf8))
                == .dictionary(["s": .string("a\"b\né"), "d": .data([0x0F, 0xBD, 0x77])]))
        // Nesting beyond the limit is refused, not a stack overflow.
        #expect(throws: UIDescriptionError.self) { try OldStylePropertyList.parse(Array((String(repeating: "(", count: 10_000)).utf8)) }
    }

    /// Every prefix of a real project file, and the file with bytes changed at random, read or fail with an error at a
    /// place in the file: the reader never traps, whatever a repository holds.
    @Test func cutAndGarbledProjectsFailWithAnError() throws {
        let url = SharedFolder.packageRoot.appendingPathComponent("Samples/Sample.xcodeproj/project.pbxproj")
        let bytes = try [UInt8](Data(contentsOf: url))
        for length in stride(from: 0, to: bytes.count, by: 7) {
            do { _ = try XcodeProjectReader().read(Data(bytes.prefix(length)), projectFolder: "/p/App.xcodeproj") } catch let error as UIDescriptionError {
                #expect(error.location != nil)
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var garbled = bytes
            for _ in 0..<3 { garbled[Int.random(in: 0..<garbled.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            do { _ = try OldStylePropertyList.parse(garbled) } catch is UIDescriptionError {}
        }
    }
}

