import Testing
@testable import InterfaceSources

@Suite("Camel-case words and selector naming rules")
struct SelectorNamingTests {
    @Test("first and last camel-case words", arguments: [
        ("forEvent", "for", "Event"), ("didTap", "did", "Tap"), ("URLString", "URL", "String"),
        ("openURL", "open", "URL"), ("go", "go", "go"), ("Sender", "Sender", "Sender"),
        ("moveTo", "move", "To"), ("handleURLFor", "handle", "For"),
    ])
    func words(identifier: String, first: String, last: String) {
        #expect(CamelCaseWords.first(of: identifier) == first)
        #expect(CamelCaseWords.last(of: identifier) == last)
    }

    @Test("prepositions are matched without regard to case")
    func prepositions() {
        #expect(ObjCSelectorNaming.isPreposition("For"))
        #expect(ObjCSelectorNaming.isPreposition("within"))
        #expect(!ObjCSelectorNaming.isPreposition("Tap"))
        #expect(!ObjCSelectorNaming.isPreposition("sender"))
    }

    @Test("labels after the first become selector pieces unchanged")
    func laterPieces() {
        #expect(
            ObjCSelectorNaming.selector(baseName: "tableView", argumentLabels: [nil, "didSelectRowAt"])
                == "tableView:didSelectRowAt:")
        #expect(ObjCSelectorNaming.selector(baseName: "show", argumentLabels: ["with", "animated"]) == "showWith:animated:")
    }
}
