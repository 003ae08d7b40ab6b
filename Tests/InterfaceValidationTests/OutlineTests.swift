import Foundation
import InterfaceValidation
import Testing
import XIBDecoder

/// The outline `uidesc dump` prints, on the sample files.
@Suite("Document outline")
struct OutlineTests {
    static func outline(_ relativePath: String, all: Bool = false) throws -> InterfaceOutline {
        let url = PackagePaths.samples.appendingPathComponent(relativePath)
        return InterfaceOutline(graph: InterfaceGraph(document: try XIBDecoder().document(contentsOf: url)), includingAllObjects: all)
    }

    @Test("the storyboard's scenes, controllers, outlets, actions and segues, nested by containment")
    func storyboardTree() throws {
        let outline = try Self.outline("Inbox/Inbox.storyboard")
        #expect(outline.documentKind == "storyboard")
        #expect(outline.platform == "uiKit")
        #expect(outline.initialViewController == "Nv2-Rk-8aQ")
        #expect(outline.scenes.map(\.sceneID) == ["Qw3-Tn-5bL", "Sc1-Ab-9xY", "Sm0-Ww-7rr"])
        let inbox = try #require(outline.scenes[1].objects.first)
        #expect(inbox.customClass == "InboxViewController")
        #expect(inbox.identifier == "Inbox")
        #expect(inbox.outlets.map(\.name) == ["tableView"])
        let table = try #require(inbox.children.first { $0.kind == "tableView" })
        #expect(table.outlets.map(\.name) == ["dataSource", "delegate"])
        let cell = try #require(table.children.first)
        #expect(cell.customClass == "MessageCell")
        #expect(cell.segues.first?.identifier == "showMessage")
        #expect(cell.segues.first?.destination == "Ms8-Vc-1eF")
        #expect(inbox.children.contains { $0.actions.map(\.name) == ["compose:"] })

        let tree = outline.renderTree()
        #expect(tree.contains("scene Sc1-Ab-9xY\n  viewController Ib4-Vc-6dS: InboxViewController (module Sample), identifier \"Inbox\""))
        #expect(tree.contains("        segue show \"showMessage\" → `viewController` Ms8-Vc-1eF (MessageViewController)"))
        #expect(tree.contains("action compose: → `viewController` Ib4-Vc-6dS (InboxViewController)"))
    }

    @Test("a xib's top level: File's Owner with its outlets; --all lists every object with an id")
    func xibOutline() throws {
        let outline = try Self.outline("Login/LoginViewController.xib")
        #expect(outline.documentKind == "xib")
        #expect(outline.scenes.count == 1)
        let owner = try #require(outline.scenes[0].objects.first)
        #expect(owner.role == "filesOwner")
        #expect(owner.outlets.filter { $0.kind == "outletCollection" }.count == 2)
        #expect(owner.line == 11)
        let everything = try Self.outline("Login/LoginViewController.xib", all: true)
        func count(_ objects: [ObjectOutline]) -> Int { objects.reduce(0) { $0 + 1 + count($1.children) } }
        #expect(count(everything.scenes[0].objects) > count(outline.scenes[0].objects))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outline.jsonText().utf8)) as? [String: Any])
        #expect(json["documentKind"] as? String == "xib")
    }
}
