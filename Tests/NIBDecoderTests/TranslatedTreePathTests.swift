import Testing
import UIDescription
@testable import NIBDecoder

/// Finding elements of translated trees by reading them in place, and changing them along their paths only (the
/// storyboard assembly's way through trees it shares with the scene nibs).
@Suite struct TranslatedTreePathTests {
    private func element(_ name: String, id: String? = nil, _ children: [TranslatedElement] = []) -> TranslatedElement {
        TranslatedElement(name: name, attributes: id.map { [("id", $0)] } ?? [], children: children, offset: 0)
    }

    private var scenes: [TranslatedElement] {
        [element("scene", [element("objects", [element("view", id: "a", [element("button", id: "b")]), element("label", id: "a")])]),
         element("scene", [element("objects", [element("view", id: "c")])])]
    }

    @Test func pathsComeDepthFirstEachElementBeforeOrAfterItsChildren() {
        let hasID = { (element: TranslatedElement) in element.attribute("id") != nil }
        #expect(TranslatedElement.paths(in: scenes, where: hasID) == [[0, 0, 0], [0, 0, 0, 0], [0, 0, 1], [1, 0, 0]])
        #expect(TranslatedElement.paths(in: scenes, childrenFirst: true, where: hasID) == [[0, 0, 0, 0], [0, 0, 0], [0, 0, 1], [1, 0, 0]])
    }

    /// The first element with each id wanted, depth first, as a search from the top finds it; ids not wanted or not
    /// there have none.
    @Test func eachWantedIDHasThePathOfItsFirstElement() {
        let paths = TranslatedElement.firstPaths(in: scenes, byAttribute: "id", among: ["a", "b", "c", "z"])
        #expect(paths == ["a": [0, 0, 0], "b": [0, 0, 0, 0], "c": [1, 0, 0]])
        #expect(TranslatedElement.firstPaths(in: scenes, byAttribute: "id", among: ["c"]) == ["c": [1, 0, 0]])
        #expect(TranslatedElement.firstPaths(in: scenes, byAttribute: "id", among: []).isEmpty)
    }

    /// A change along a path leaves the lists the trees share elsewhere as they were.
    @Test func aChangeWritesOnlyOnTheWay() {
        let original = scenes
        var changed = original
        TranslatedElement.modify(at: [0, 0, 0, 0][...], in: &changed) { $0.name = "switch" }
        #expect(changed[0].children[0].children[0].children[0].name == "switch")
        #expect(original[0].children[0].children[0].children[0].name == "button")
        #expect(changed[1].children[0].children[0].attribute("id") == "c")
        TranslatedElement.modify(at: [5, 0][...], in: &changed) { $0.name = "nowhere" }
        #expect(changed.count == 2)
    }

    @Test func fixedPartsAreFoundByTheirBytes() throws {
        let name = "UIViewController-BYZ-38-t0r-view-8bC-Xf-vdC"
        let range = try #require(name.firstUTF8Range(of: "-view-"))
        #expect(name[..<range.lowerBound] == "UIViewController-BYZ-38-t0r")
        #expect(name[range.upperBound...] == "8bC-Xf-vdC")
        #expect("UIStoryboardShowSegueTemplate".firstUTF8Range(of: "SegueTemplate") != nil)
        #expect("Ünïcödé-view".firstUTF8Range(of: "-view-") == nil)
        #expect("é-view-ß".firstUTF8Range(of: "-view-").map { "é-view-ß"[$0.upperBound...] } == "ß")
        #expect("".firstUTF8Range(of: "x") == nil)
    }
}
