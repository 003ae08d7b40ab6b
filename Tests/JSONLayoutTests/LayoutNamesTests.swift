import Foundation
import Testing
@testable import JSONLayout
import UIDescription

/// Object names and their ids: a name the `ids` table keys gets the table's id; a name the table
/// does not know gets a fresh one, whether or not the same text is a member name elsewhere in the
/// layout (the reader keeps the two kinds of name apart: by the parser's symbol, or by text).
@Suite struct LayoutNamesTests {
    /// `titleLabel` is in the table; `frame` is not, but is a member name of the layout; `badge` is
    /// neither. Constraints refer to all three.
    static let layout = #"""
    {"format": "uidesc-layout/1",
     "document": {"type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB"},
     "objects": [
       {"View": "root", "frame": [0, 0, 320, 480], "subviews": [
         {"Label": "titleLabel", "text": "Hi", "frame": [0, 0, 100, 20]},
         {"View": "frame"},
         {"ImageView": "badge"}
       ], "constraints": ["titleLabel.top = frame.bottom + 8", "badge.leading = titleLabel.trailing"]}
     ],
     "ids": {"root": "roo-tv-iew", "titleLabel": "ttl-la-bel"}}
    """#

    @Test func tableNamesKeepTheirIDsAndOthersGetFreshOnes() throws {
        let document = try JSONLayoutReader().document(from: Array(Self.layout.utf8), path: "names.json")
        let names = try JSONLayoutWriter.names(fromLayout: Data(Self.layout.utf8))
        #expect(names["roo-tv-iew"] == "root")
        #expect(names["ttl-la-bel"] == "titleLabel")
        let frameID = try #require(names.first { $0.value == "frame" }?.key)
        let badgeID = try #require(names.first { $0.value == "badge" }?.key)
        #expect(IBIdentifier.looksLikeID(frameID) && IBIdentifier.looksLikeID(badgeID) && frameID != badgeID)

        // Every reference resolves to the id its name got.
        let constraints = document.allElements.filter { document.name(of: $0) == "constraint" }
        let items = Set(constraints.flatMap { [document.attribute("firstItem", of: $0), document.attribute("secondItem", of: $0)] }.compactMap { $0 })
        #expect(items == ["ttl-la-bel", frameID, badgeID])
    }

    @Test func objectsAreFoundByEitherKindOfName() throws {
        let data = Data(Self.layout.utf8)
        #expect(try JSONLayoutDecoder().decode(Label.self, from: data, object: "titleLabel").text == "Hi")
        // A name that is not an id finds the object it names, which gets an id of Interface Builder's form.
        let frame = try JSONLayoutDecoder().decode(View.self, from: data, object: "frame")
        let badge = try JSONLayoutDecoder().decode(ImageView.self, from: data, object: "badge")
        #expect(IBIdentifier.looksLikeID(frame.id) && IBIdentifier.looksLikeID(badge.id) && frame.id != badge.id)
    }

    /// A name declared twice is refused whether it is a member name elsewhere or not.
    @Test(arguments: ["frame", "badge", "titleLabel"])
    func aNameDeclaredTwiceIsRefused(_ name: String) {
        let twice = Self.layout.replacingOccurrences(of: #"{"ImageView": "badge"}"#, with: #"{"ImageView": "badge"}, {"View": "\#(name)"}"#)
        guard case .failure(let error) = ReaderRobustnessTests.read(twice) else {
            Issue.record("a second `\(name)` was read")
            return
        }
        #expect(error.message.contains("two objects are named `\(name)`"), "\(error.message)")
    }

    /// A name made from a class or a label lowers its first word by the rule Interface Builder names classes by
    /// (ArchiveVocabulary.lowerCamelCase, the one home of it): a leading acronym whole, but for a capital that starts
    /// the next word. The layouts' own rule kept the acronym's last capital whatever followed, so `URL5Field` was
    /// `urL5Field`; an acronym before a digit or `_` is lowered whole now.
    @Test(arguments: [("URLField", "urlField"), ("URL5Field", "url5Field"), ("HTTP_Client", "http_Client"), ("UI", "ui"),
                      ("File's Owner", "filesOwner"), ("LoginViewController", "loginViewController"), ("PDFView", "pdfView")])
    func namesLowerALeadingAcronymAsClassNamesDo(text: String, name: String) {
        #expect(LayoutName.identifier(from: text) == name)
    }
}
