import Foundation
import TestSupport
import InterfaceMerge
import Testing
import XIBDecoder

/// Real merges that taught the merge a rule, each kept as a test of that rule.
@Suite struct MergeRegressionTests {
    static func merge(_ prefix: String) throws -> (MergeCases.Case, [UInt8], MergeResult) {
        let mergeCase = try #require(MergeCases.named(prefix), "case \(prefix) not found in ../shared/merges")
        let ours = [UInt8](try Data(contentsOf: mergeCase.ours))
        let result = InterfaceMerger().merge(base: [UInt8](try Data(contentsOf: mergeCase.base)), ours: ours,
                                             theirs: [UInt8](try Data(contentsOf: mergeCase.theirs)))
        return (mergeCase, ours, result)
    }

    /// Rocket.Chat: a children list rewritten to bring in theirs' new outlet dropped Xcode's `<!--Scene Name-->`
    /// comments above the scenes; comment lines now travel with the element below them.
    @Test func sceneCommentsStayAboveTheirScenes() throws {
        let (_, ours, result) = try Self.merge("RocketChat__Rocket.Chat.iOS__67277c91ba")
        #expect(result.isClean)
        let comments = { (bytes: [UInt8]) in String(decoding: bytes, as: UTF8.self).components(separatedBy: "<!--").count }
        #expect(comments(result.bytes) == comments(ours))
        #expect(MergeCorpusTests.changedLines(ours, result.bytes) == 1)
    }

    /// UTM: theirs chose another canvas device (`<device id="ipad12_9rounded">`); a device's id is Xcode's name for
    /// it, not an object id, so the two devices are one element and the result holds one.
    @Test func theCanvasDeviceIsOneElementWhateverItsID() throws {
        let (mergeCase, _, result) = try Self.merge("utmapp__UTM__80edf650c8")
        #expect(result.isClean, "\(mergeCase)")
        let document = try XIBReader().read(result.bytes)
        #expect(document.allElements.filter { document.name(of: $0) == "device" }.count == 1)
    }

    /// ello: theirs turned a label into a button under the same id; ours left it alone, so theirs' button stands.
    @Test func anObjectTurnedIntoAnotherKindByOneSideTakesThatKind() throws {
        let (mergeCase, _, result) = try Self.merge("ello__ello-ios__4343b97157__Sources_Controllers_Join")
        #expect(result.isClean, "\(mergeCase)")
        let document = try XIBReader().read(result.bytes)
        let element = try #require(document.element(withID: "rhW-dT-sOr"))
        #expect(document.name(of: element) == "button")
    }

    /// Hammerspoon: a text view's `minSize` follows its frame, so both sides' recomputed sizes are noise.
    @Test func aTextViewsMinimumSizeIsRecomputedGeometry() throws {
        let (mergeCase, ours, result) = try Self.merge("Hammerspoon__hammerspoon__3869eeccb2")
        #expect(result.isClean, "\(mergeCase): \(result.conflicts.map(\.message))")
        let minSize = { (bytes: [UInt8]) in
            String(decoding: bytes, as: UTF8.self).split(separator: "\n").filter { $0.contains(#"key="minSize""#) }
        }
        #expect(minSize(result.bytes) == minSize(ours))
    }

    /// NetNewsWire: both sides resized one table column differently; a column's width is set by people too, so it
    /// stays a conflict, named by the column and its scene.
    @Test func aTableColumnWidthBothSidesChangedIsAConflict() throws {
        let (_, _, result) = try Self.merge("Ranchero-Software__NetNewsWire__6eae89cf4c")
        let conflict = try #require(result.conflicts.first)
        #expect(conflict.kind == .attribute)
        #expect(conflict.attribute == "width")
        #expect(conflict.object.contains("tableColumn") && conflict.object.contains("in scene"))
    }
}
