import Foundation
import Testing
@testable import JSONLayout
import XIBDecoder
import TestSupport

/// Layouts generated from typed models built in Swift.
@Suite struct EncoderTests {
    /// A login screen built in code: a File's Owner with outlets and an action target, a root view
    /// with a label, a text field and a button, constraints between them.
    static func loginDocument() -> Document {
        let title = Label(view: View(kind: "label", id: "ttl-la-bel", frame: Rect(key: "frame", x: 20, y: 64, width: 335, height: 21),
                                     translatesAutoresizingMaskIntoConstraints: false),
                          text: "Welcome back", font: Font(key: "fontDescription", type: "boldSystem", pointSize: 17),
                          textAlignment: .center)
        let email = TextField(view: View(kind: "textField", id: "eml-fi-eld", frame: Rect(key: "frame", x: 20, y: 101, width: 335, height: 34),
                                         translatesAutoresizingMaskIntoConstraints: false),
                              placeholder: "Email", borderStyle: .roundedRect)
        let login = Button(view: View(kind: "button", id: "lgn-bu-ttn", frame: Rect(key: "frame", x: 20, y: 151, width: 335, height: 44),
                                      translatesAutoresizingMaskIntoConstraints: false,
                                      connections: [.action(Action(selector: "login:", target: "-1", eventType: .touchUpInside, id: "act-io-n01"))]),
                           buttonType: .system)
        let root = View(kind: "view", id: "roo-tv-iew", key: nil, frame: Rect(key: "frame", x: 0, y: 0, width: 375, height: 667),
                        backgroundColor: Color(key: "backgroundColor", systemColor: "systemBackgroundColor"),
                        subviews: [.label(title), .textField(email), .button(login)],
                        constraints: [
                            Constraint(firstItem: "ttl-la-bel", firstAttribute: .top, secondItem: "roo-tv-iew", secondAttribute: .top, constant: 64, id: "cn1-aa-aaa"),
                            Constraint(firstItem: "eml-fi-eld", firstAttribute: .top, secondItem: "ttl-la-bel", secondAttribute: .bottom, constant: 16, id: "cn2-aa-aaa"),
                            Constraint(firstItem: "lgn-bu-ttn", firstAttribute: .top, relation: .greaterThanOrEqual, secondItem: "eml-fi-eld",
                                       secondAttribute: .bottom, constant: 16, priority: 750, id: "cn3-aa-aaa"),
                        ])
        let owner = PlaceholderObject(kind: "placeholder", id: "-1", placeholderIdentifier: "IBFilesOwner", customClass: "LoginViewController",
                                      connections: [
                                          .outlet(Outlet(property: "view", destination: "roo-tv-iew", id: "out-le-t01")),
                                          .outlet(Outlet(property: "titleLabel", destination: "ttl-la-bel", id: "out-le-t02")),
                                          .outlet(Outlet(property: "emailField", destination: "eml-fi-eld", id: "out-le-t03")),
                                      ])
        return Document(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", toolsVersion: "22505", targetRuntime: "iOS.CocoaTouch",
                        objects: [.placeholder(owner), .view(.view(root))])
    }

    @Test func aDocumentBuiltInCodeBecomesAReadableLayout() throws {
        let layout = try JSONLayoutEncoder().layout(for: Self.loginDocument())
        #expect(layout.contains(#""outlets": {"emailField": "emailField", "titleLabel": "titleLabel", "view": "view"}"#))
        #expect(layout.contains(#"{"Label": "titleLabel", "text": "Welcome back""#))
        #expect(layout.contains(#""fontDescription": "boldSystem 17""#))
        #expect(layout.contains(#""actions": ["filesOwner.login: on touchUpInside"]"#))
        #expect(layout.contains(#""titleLabel.top = view.top + 64""#))
        #expect(layout.contains(#""button.top >= emailField.bottom + 16 @750""#))
        #expect(layout.contains(#""backgroundColor": "system systemBackgroundColor""#))
        // No id in the body: they are in the id table.
        let body = try #require(layout.components(separatedBy: "\n  \"ids\"").first)
        #expect(!body.contains("ttl-la-bel") && !body.contains("cn1-aa-aaa"))
        #expect(layout.contains(#""titleLabel": "ttl-la-bel""#))
    }

    @Test func theLayoutDecodesBackToTheSameModel() throws {
        let document = Self.loginDocument()
        let data = try JSONLayoutEncoder().encode(document)
        let decoded = try JSONLayoutDecoder().decode(Document.self, from: data)
        let expected = try Comparable.withoutLocations(document)
        #expect(try Comparable.withoutLocations(decoded) == expected)
    }

    @Test func theDocumentIsWrittenAsAXIBThatReadsBackTheSame() throws {
        let document = Self.loginDocument()
        let xml = XIBWriter().xml(for: try JSONLayoutEncoder().document(for: document))
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\""))
        #expect(xml.contains(#"<rect key="frame" x="20" y="64" width="335" height="21"/>"#))
        #expect(xml.contains(#"<outlet property="titleLabel" destination="ttl-la-bel" id="out-le-t02"/>"#))
        let decoded = try XIBDecoder().decode(Document.self, from: Data(xml.utf8))
        #expect(try Comparable.withoutLocations(decoded) == Comparable.withoutLocations(document))
    }

    /// A `Document` decoded from a real file encodes its `$elements:` lists (the dependencies'
    /// `<deployment>`s) as the elements themselves. Regression: encoding failed with "`$elements:deployment`
    /// cannot be an XML kind name" for every file with a deployment dependency.
    @Test func elementListsEncodeAsTheirElements() throws {
        let (original, typed) = try Corpus.decodedDocument("HexFiend__HexFiend/app/resources/Base.lproj/DiffRangeDialog.xib")
        let encoded = try JSONLayoutEncoder().document(for: typed)
        func deployments(_ document: NodeDocument) -> [String] {
            document.allElements.filter { document.name(of: $0) == "deployment" }.compactMap { document.attribute("identifier", of: $0) }
        }
        #expect(!deployments(original).isEmpty)
        #expect(deployments(encoded) == deployments(original))
        let dependencies = try #require(encoded.firstChild(of: encoded.root, named: "dependencies"))
        #expect(encoded.children(of: dependencies).contains { encoded.name(of: $0) == "deployment" })
    }

    @Test func objectsWithoutIdsGetFreshOnesThatAreStable() throws {
        let label = Label(view: View(kind: "label", id: ""), text: "Hello")
        let first = XIBWriter().xml(for: try JSONLayoutEncoder().document(for: label))
        let second = XIBWriter().xml(for: try JSONLayoutEncoder().document(for: label))
        #expect(first == second)
        let document = try XIBReader().read(Array(first.utf8))
        let element = try #require(document.allElements.first { document.name(of: $0) == "label" })
        let id = try #require(document.id(of: element))
        #expect(IBIdentifier.looksLikeID(id))
        #expect(document.attribute("text", of: element) == "Hello")
    }
}
