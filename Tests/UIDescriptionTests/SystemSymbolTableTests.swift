import Foundation
import Testing
import TestSupport
@testable import UIDescription
import XIBDecoder

/// The SF Symbols table is written by `scripts/measure-system-symbols.py` from Apple's list as a public repository
/// keeps it, recorded in `scripts/measurements/system-symbols.inputs`: these tests fail when the table was edited by
/// hand or the script or the record changed without reading the list again, and check what the table says against
/// facts of Apple's documentation.
@Suite struct SystemSymbolTableTests {
    static let file = "Sources/UIDescription/Framework/Symbols/Generated/SystemSymbolNames.generated.swift"

    @Test func theTableIsUpToDateAndUnedited() throws {
        let url = SharedFolder.packageRoot.appendingPathComponent(Self.file)
        let header = try #require(try GeneratedFiles.header(ofFileAt: url))
        #expect(header.kind == "inputs")
        #expect(header.inputs == GeneratedFiles.hex(try GeneratedFiles.fingerprint(
            of: ["scripts/measure-system-symbols.py", "scripts/measuring.py", "scripts/measurements/system-symbols.inputs"])),
            "the table is stale: run scripts/regenerate.sh with the recorded repository in $UIDESC_MEASURE_REPOSITORIES")
        #expect(header.recordedBody == header.body, "the table was edited by hand")
    }

    /// The record names where the list was read, and the table says the same.
    @Test func theSourceIsRecorded() throws {
        let record = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent("scripts/measurements/system-symbols.inputs"), encoding: .utf8)
        let repository = try #require(record.split(separator: "\n").first { $0.hasPrefix("repository ") })
        #expect(repository.dropFirst("repository ".count) == SystemSymbols.source[...])
        #expect(record.split(separator: "\n").filter { $0.hasPrefix("file ") }.count == 3)
    }

    /// The first symbols came with iOS 13, and with macOS 11 for AppKit; `document` and `finder`, which the SF Symbols
    /// 5 list (SFSafeSymbols 5.2, read when this table was made) does not hold, with iOS 18 and 26; a renamed symbol
    /// loads under its old name.
    @Test func releasesAreThoseAppleDocuments() throws {
        #expect(SystemSymbols.release(ofSymbol: "star.fill")?.version(on: .iOS) == PlatformVersion("13.0"))
        #expect(SystemSymbols.release(ofSymbol: "star.fill")?.version(on: .macOS) == PlatformVersion("11.0"))
        #expect(SystemSymbols.release(ofSymbol: "document")?.version(on: .iOS) == PlatformVersion("18.0"))
        #expect(SystemSymbols.release(ofSymbol: "finder")?.version(on: .macOS) == PlatformVersion("26.0"))
        #expect(SystemSymbols.release(ofSymbol: "arrow.upright.circle") != nil, "a legacy name loads")
        #expect(SystemSymbols.release(ofSymbol: "star.fil") == nil)
        #expect(SystemSymbols.names.count > 9000)
        #expect(SystemSymbols.newestRelease?.version(on: .iOS) == PlatformVersion("26.0"))
    }

    /// Documents saved by Xcode 26 (tools version 24000 and later) may name symbols newer than the list.
    @Test func theToolsVersionsCovered() {
        #expect(SystemSymbols.coversDocuments(ofToolsVersion: 23727))
        #expect(!SystemSymbols.coversDocuments(ofToolsVersion: 24506))
        #expect(SystemSymbols.coversDocuments(ofToolsVersion: 0), "a document that does not say")
    }

    /// Every symbol the documents of the shared data name that a covered Interface Builder saved is in the table.
    @Test func everySymbolOfTheDataIsKnown() throws {
        var unknown: [String] = [], checked = 0
        for url in Corpus.interfaceFiles(under: SharedFolder.corpus) + Corpus.interfaceFiles(under: SharedFolder.localization) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let tools = text.firstMatch(of: /toolsVersion="(\d+)/).flatMap { Double($0.1) } ?? 0
            guard SystemSymbols.coversDocuments(ofToolsVersion: tools) else { continue }
            for match in text.matches(of: /<image name="([^"]+)" catalog="system"/) {
                checked += 1
                if SystemSymbols.release(ofSymbol: String(match.1)) == nil { unknown.append("\(url.lastPathComponent): \(match.1)") }
            }
        }
        #expect(checked > 50)
        #expect(unknown.isEmpty, "\(unknown)")
    }

    @Test func versionsCompareAndParse() {
        #expect(PlatformVersion("10.13.4")! < PlatformVersion("11")!)
        #expect(PlatformVersion("9.0")! < PlatformVersion("10.0")!)
        #expect(PlatformVersion("17.0") == PlatformVersion("17"))
        #expect(PlatformVersion("17.0.0")?.description == "17.0")
        #expect(PlatformVersion("1.2.3.4") == nil && PlatformVersion("x") == nil && PlatformVersion("") == nil && PlatformVersion("1..2") == nil)
    }

    /// Interface Builder's `<deployment version>`: hexadecimal digits on iOS, decimal ones on macOS.
    @Test func documentDeploymentTargets() throws {
        func target(_ deployment: String) throws -> PlatformVersion? {
            let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><dependencies>\(deployment)</dependencies></document>"
            return PlatformVersion.deploymentTarget(of: try XIBReader().read(Array(xml.utf8)))
        }
        #expect(try target(#"<deployment version="4352" identifier="iOS"/>"#) == PlatformVersion("11.0"))
        #expect(try target(#"<deployment version="2304" identifier="iOS"/>"#) == PlatformVersion("9.0"))
        #expect(try target(#"<deployment version="5120" identifier="iOS"/>"#) == PlatformVersion("14.0"))
        #expect(try target(#"<deployment version="1070" identifier="macosx"/>"#) == PlatformVersion("10.7"))
        #expect(try target(#"<deployment version="101304" identifier="macosx"/>"#) == PlatformVersion("10.13.4"))
        #expect(try target(#"<deployment identifier="iOS"/>"#) == nil)
    }
}
