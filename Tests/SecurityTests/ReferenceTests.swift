import Foundation
import JSONLayout
import Testing
import XIBDecoder

/// References that cannot be followed safely: ids carried twice, outlets leading back to an
/// object being decoded, outlet chains deeper than the stack.
@Suite("References")
struct ReferenceTests {
    // MARK: Duplicate ids

    static let duplicated = HostileInput.xib("""
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">
                <connections>
                    <outlet property="titleLabel" destination="L" id="c1"/>
                </connections>
            </placeholder>
            <label id="L" text="first"/>
            <label id="L" text="second"/>
        </objects>
        """)

    struct LabelOwner: Decodable {
        let titleLabel: Label
    }

    @Test("A document with duplicate ids reads, and lists them")
    func duplicateIDsAreListed() throws {
        let document = try XIBReader().read(Self.duplicated)
        let duplicates = document.duplicateIDs
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.id == "L")
        #expect(duplicates.first?.elements.map { document.location(of: $0).line } == [9, 10])
    }

    @Test("An outlet to a duplicated id throws duplicateID at the outlet, with a note at each carrier")
    func outletToDuplicateID() throws {
        let document = try XIBReader().read(Self.duplicated, path: "dup.xib")
        #expect {
            try document.decode(LabelOwner.self)
        } throws: { error in
            guard let error = error as? UIDescriptionError else { return false }
            return error.kind == .duplicateID("L") && error.location?.line == 6
                && error.notes.compactMap(\.location?.line) == [9, 10]
                && error.codingPathDescription == "titleLabel"
                && error.description.hasPrefix("dup.xib:6:")
        }
    }

    @Test("An initial view controller naming a duplicated id throws duplicateID")
    func initialViewControllerDuplicate() throws {
        let storyboard = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1"><objects><viewController id="vc"/></objects></scene>
                    <scene sceneID="s2"><objects><viewController id="vc"/></objects></scene>
                </scenes>
            </document>
            """.utf8)
        let document = try XIBReader().read(storyboard, path: "Main.storyboard")
        #expect {
            try document.decode(Node.self)
        } throws: { error in
            (error as? UIDescriptionError)?.kind == .duplicateID("vc") && (error as? UIDescriptionError)?.notes.count == 2
        }
    }

    // MARK: Reference cycles

    static let cyclic = HostileInput.xib("""
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OwnerController">
                <connections>
                    <outlet property="view" destination="V1" id="c1"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="V1" customClass="OwnedView">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <connections>
                    <outlet property="owner" destination="-1" id="c2"/>
                    <outlet property="itself" destination="V1" id="c3"/>
                </connections>
            </view>
        </objects>
        """)

    final class CycleOwner: Decodable {
        let view: CycleView
    }

    final class CycleView: Decodable {
        let owner: CycleOwner?
    }

    @Test("An outlet leading back to the object being decoded throws referenceCycle, at that outlet")
    func referenceCycle() throws {
        let document = try XIBReader().read(Self.cyclic, path: "cycle.xib")
        #expect {
            try document.decode(CycleOwner.self, options: DecodingOptions(unknownOutlets: .ignore))
        } throws: { error in
            guard let error = error as? UIDescriptionError else { return false }
            return error.kind == .referenceCycle(ids: ["-1", "V1", "-1"]) && error.location?.line == 12
                && error.codingPathDescription == "view.owner" && error.notes.first?.location?.line == 4
                && error.message.contains("outlet `owner`")
        }
    }

    final class SelfReferencing: Decodable {
        let itself: SelfReferencing?
    }

    @Test("An outlet to its own object throws referenceCycle")
    func selfCycle() throws {
        let document = try XIBReader().read(Self.cyclic)
        #expect {
            try document.decode(SelfReferencing.self, object: "V1", options: DecodingOptions(unknownOutlets: .ignore))
        } throws: { error in
            (error as? UIDescriptionError)?.kind == .referenceCycle(ids: ["V1", "V1"])
        }
    }

    struct OwnedViewSummary: Decodable {
        let owner: Node
    }

    struct SummaryOwner: Decodable {
        let view: OwnedViewSummary
    }

    @Test("Reaching an object again as a type that does not follow it back is not a cycle")
    func revisitWithoutCycle() throws {
        let document = try XIBReader().read(Self.cyclic)
        let owner = try document.decode(SummaryOwner.self, options: DecodingOptions(unknownOutlets: .ignore))
        #expect(owner.view.owner.customClass == "OwnerController")
    }

    // MARK: Long outlet chains

    /// `count` custom objects, each with an outlet `next` to the following one.
    static func chain(_ count: Int) -> [UInt8] {
        var body = "<objects>\n"
        for index in 0..<count {
            body += "<customObject id=\"o\(index)\" customClass=\"Step\">"
            if index + 1 < count {
                body += "<connections><outlet property=\"next\" destination=\"o\(index + 1)\" id=\"c\(index)\"/></connections>"
            }
            body += "</customObject>\n"
        }
        return HostileInput.xib(body + "</objects>")
    }

    final class Step: Decodable {
        let next: Step?

        var length: Int {
            var length = 1
            var current = next
            while let step = current {
                length += 1
                current = step.next
            }
            return length
        }
    }

    @Test("An outlet chain deeper than maximumDecodingDepth throws a limit error instead of overflowing the stack")
    func longChain() throws {
        let document = try XIBReader().read(Self.chain(5_000))
        #expect {
            try document.decode(Step.self, object: "o0")
        } throws: { error in
            guard let error = error as? UIDescriptionError else { return false }
            return error.kind == .limitExceeded(.decodingDepth, limit: 1_000) && error.message.contains("maximumDecodingDepth")
                && error.location?.line == 1_004
        }
        var decoder = XIBDecoder()
        decoder.maximumDecodingDepth = 50
        #expect(throws: UIDescriptionError.self) { try decoder.decode(Step.self, from: document, object: "o0") }
    }

    /// Both decoders take their settings from one `DecoderSettings`: the JSON layout decoder had no depth setting.
    @Test("JSONLayoutDecoder honours maximumDecodingDepth as XIBDecoder does")
    func layoutDecoderDepth() throws {
        let document = try XIBReader().read(Self.chain(200))
        var decoder = JSONLayoutDecoder()
        #expect(try decoder.decode(Step.self, from: document, object: "o0").length == 200)
        decoder.maximumDecodingDepth = 50
        #expect {
            try decoder.decode(Step.self, from: document, object: "o0")
        } throws: { error in
            (error as? UIDescriptionError)?.kind == .limitExceeded(.decodingDepth, limit: 50)
        }
        var xib = XIBDecoder()
        xib.settings = decoder.settings
        #expect(xib.options.maximumDepth == 50)
    }

    /// Runs `body` on a thread with a `kilobytes` KB stack and returns what it threw.
    static func error(onStackOf kilobytes: Int, _ body: @escaping @Sendable () throws -> Void) -> UIDescriptionError? {
        /// Written by the thread before it signals, read after the wait.
        final class Outcome: @unchecked Sendable { var error: UIDescriptionError? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do { try body() } catch { outcome.error = error as? UIDescriptionError }
            done.signal()
        }
        thread.stackSize = kilobytes << 10
        thread.start()
        done.wait()
        return outcome.error
    }

    static func isDecodingDepthLimit(_ error: UIDescriptionError?) -> Bool {
        if case .limitExceeded(.decodingDepth, _)? = error?.kind { return true }
        return false
    }

    @Test("A long outlet chain on a 512 KB stack (macOS's secondary threads) stops with a limit error, not a crash")
    func chainOnSmallStack() throws {
        let document = try XIBReader().read(Self.chain(5_000))
        let error = Self.error(onStackOf: 512) { _ = try document.decode(Step.self, object: "o0") }
        #expect(Self.isDecodingDepthLimit(error))
    }

    @Test("Deeply nested views decoded as Document stop with a limit error before the stack overflows",
          arguments: [512, 8 << 10])
    func nestedViewsOnStack(kilobytes: Int) throws {
        // 120 nested views: within the document limits, but about 70 KB of stack per level in debug builds.
        var body = "<objects>\n"
        for index in 0..<120 { body += "<view id=\"v\(index)\"><subviews>\n" }
        body += "<label id=\"leaf\" text=\"deep\"/>" + String(repeating: "</subviews></view>\n", count: 120) + "</objects>"
        let document = try XIBReader().read(HostileInput.xib(body))
        let error = Self.error(onStackOf: kilobytes) {
            _ = try document.decode(Document.self, options: DecodingOptions(maximumDepth: 100_000))
        }
        // Release builds may have room for all of it; when they do not, the error says so.
        if let error {
            #expect(Self.isDecodingDepthLimit(error))
            #expect(error.message.contains("stack"))
        }
    }

    @Test("An outlet chain within the limit decodes whole")
    func chainWithinLimit() throws {
        let document = try XIBReader().read(Self.chain(400))
        #expect(try document.decode(Step.self, object: "o0").length == 400)
    }
}

/// Errors thrown by an app's own types (a synthesized enum meeting a value it does not know)
/// come back as UIDescriptionError with the position, not as a bare DecodingError.
@Suite("Errors of the app's types")
struct AppTypeErrorTests {
    enum Mode: String, Decodable {
        case compact, regular
    }

    struct Owner: Decodable {
        let mode: Mode
    }

    @Test("An unknown raw value of an app's enum is an invalidValue error at its element")
    func unknownRawValue() throws {
        let input = HostileInput.xib("""
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" mode="gigantic"/>
            </objects>
            """)
        let document = try XIBReader().read(input, path: "modes.xib")
        #expect {
            try document.decode(Owner.self)
        } throws: { error in
            guard let error = error as? UIDescriptionError else { return false }
            return error.kind == .invalidValue("gigantic") && error.location?.line == 4 && error.codingPathDescription == "mode"
                && error.description.hasPrefix("modes.xib:4:5: error: ")
        }
    }
}
