import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A macOS storyboard's window controller, as Xcode's app template makes it, reads as its source has it: the scene
/// nib named `NSWindowController-<id>` gives the controller its id, the content view controller its window template
/// archives is a scene of its own that a `window.shadowedContentViewController` relationship segue leads to, and the
/// scenes keep neither ibtool's storyboard placeholders nor a view nib's First Responder (regression: the controller
/// was numbered as an object of the nib, and its content view controller nested in its window).
@Suite struct MacStoryboardTests {
    @Test func aWindowControllerAndItsContentViewControllerAreScenesJoinedByARelationship() throws {
        let url = SharedFolder.nib.appendingPathComponent("correct/sb_basic_wc.out")
        let document = try NIBReader().open(url.path)
        let elements = Array(document.allElements)
        func named(_ name: String) -> [ElementID] { elements.filter { document.name(of: $0) == name } }

        #expect(named("scene").count == 3)
        let controller = try #require(named("windowController").first)
        #expect(document.attribute("id", of: controller) == "wc1-00-001")
        #expect(document.attribute("initialViewController", of: document.root) == "wc1-00-001")
        let segue = try #require(named("segue").first)
        #expect(document.attribute("kind", of: segue) == "relationship")
        #expect(document.attribute("relationship", of: segue) == "window.shadowedContentViewController")
        #expect(document.attribute("destination", of: segue) == "vc1-00-001")
        // The content view controller is a scene's object, with the view its view nib holds, not inside the window.
        let content = try #require(named("viewController").first)
        #expect(document.attribute("id", of: content) == "vc1-00-001")
        #expect(document.name(of: try #require(document.parent(of: content))) == "objects")
        #expect(document.children(of: content).contains { document.name(of: $0) == "customView" })
        #expect(named("nibExternalObjectPlaceholder").isEmpty)
        for scene in named("scene") {
            let first = try #require(Array(document.children(of: scene)).first)
            let objects = document.children(of: first)
            #expect(objects.filter { document.attribute("sceneMemberID", of: $0) == "firstResponder" }.count <= 1)
        }
    }
}
