import Testing
@testable import InterfaceSources

@Suite("Swift actions and selector naming")
struct SwiftActionTests {
    @Test("Swift method signatures map to the selectors the compiler gives them", arguments: [
        ("func didTap(_ sender: Any)", "didTap:", "didTap(_:)"),
        ("func didTap(sender: UIButton)", "didTapWithSender:", "didTap(sender:)"),
        ("func go()", "go", "go()"),
        ("func changed(_ sender: Any, forEvent event: UIEvent)", "changed:forEvent:", "changed(_:forEvent:)"),
        ("func x(_ s: Any, event: UIEvent)", "x:event:", "x(_:event:)"),
        ("func x(_ s: Any, _ e: UIEvent)", "x::", "x(_:_:)"),
        ("func click(for sender: Any)", "clickFor:", "click(for:)"),
        ("func moveTo(point sender: Any)", "moveToPoint:", "moveTo(point:)"),
        ("func open(withSender sender: Any)", "openWithSender:", "open(withSender:)"),
        ("func handle(URLString sender: Any)", "handleWithURLString:", "handle(URLString:)"),
        ("func `default`(_ sender: Any)", "default:", "default(_:)"),
        ("func save() throws", "saveAndReturnError:", "save()"),
        ("func save(_ sender: Any) throws", "save:error:", "save(_:)"),
    ])
    func selectorMapping(signature: String, selector: String, swiftName: String) throws {
        let index = indexedSwift("class C: UIViewController {\n    @IBAction \(signature) {}\n}")
        let action = try #require(index.actions(of: "C").first)
        #expect(action.selector == selector)
        #expect(action.swiftName == swiftName)
        #expect(action.kind == .action)
        #expect(index.action(selector: selector, in: "C") != nil)
    }

    @Test("@objc(name) on the method wins over the derived selector")
    func explicitObjCName() throws {
        let index = indexedSwift("""
            class C: UIViewController {
                @objc(handleTap:forEvent:) @IBAction func tapped(_ sender: Any, event: UIEvent) {}
                @IBAction @objc(reset) func resetAll() {}
            }
            """)
        #expect(index.actions(of: "C").map(\.selector) == ["handleTap:forEvent:", "reset"])
    }

    @Test("action details: position of the name, owner, access, parameter types")
    func actionDetails() throws {
        let index = indexedSwift("""
            class C: UIViewController {
                @IBAction private func valueChanged(_ sender: UISlider, forEvent event: UIEvent) {}
            }
            """)
        let action = try #require(index.action(selector: "valueChanged:forEvent:", in: "C"))
        #expect(action.location.line == 2)
        #expect(action.location.column == 28)
        #expect(action.accessLevel == .private)
        #expect(action.parameterTypeNames == ["UISlider", "UIEvent"])
        #expect(action.ownerName == "C")
        #expect(action.language == .swift)
    }

    @Test("@IBSegueAction methods are recorded as segue actions")
    func segueActions() throws {
        let index = indexedSwift("""
            class C: UIViewController {
                @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
                @IBSegueAction func makeOther(coder: NSCoder, sender: Any?) -> UIViewController? { nil }
            }
            """)
        let actions = index.actions(of: "C")
        #expect(actions.map(\.selector) == ["makeDetail:", "makeOtherWithCoder:sender:"])
        #expect(actions.allSatisfy { $0.kind == .segueAction })
    }

    @Test("actions in extensions in other files, and plain methods are not actions")
    func actionsInExtensions() {
        let index = indexed(
            ("A.swift", "class C: UIViewController {\n    func helper(_ x: Any) {}\n}"),
            ("B.swift", "extension C {\n    @IBAction func done(_ sender: Any) {}\n    @objc func notAnAction(_ s: Any) {}\n}")
        )
        let actions = index.actions(of: "C")
        #expect(actions.map(\.selector) == ["done:"])
        #expect(actions.first?.container == .extension)
        #expect(actions.first?.location.file == "B.swift")
    }

    @Test("non-generic type aliases are recorded with the aliased type's simple name")
    func typeAliases() {
        let index = indexedSwift("""
            typealias DeveloperOnly = PlaceBidViewController
            typealias Handler<T> = (T) -> Void
            extension DeveloperOnly {
                @IBAction func next(_ sender: Any) {}
            }
            """)
        #expect(index.typeAliases == ["DeveloperOnly": "PlaceBidViewController"])
        #expect(index.actions.first?.ownerName == "DeveloperOnly")
    }
}
