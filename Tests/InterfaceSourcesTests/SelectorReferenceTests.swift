import Testing

@testable import InterfaceSources

/// The methods code names by selector, as ``SourceIndex/selectorReferences`` finds them, and which actions they name.
@Suite("Selector references in Swift and Objective-C")
struct SelectorReferenceTests {
    @Test("Swift: #selector with and without labels, through self, a type or a coercion; Selector and NSSelectorFromString literals")
    func swiftReferences() {
        let index = indexedSwift(
            """
            import UIKit
            class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
                    let item = UIBarButtonItem(title: "Done", style: .plain, target: self, action: #selector(self.done))
                    menuItem.action = #selector(AppDelegate.showLogs(sender:))
                    let coerced = #selector(refresh as () -> Void)
                    let old = Selector(("legacy:"))
                    let named = NSSelectorFromString("fromString:with:")
                    let computed = NSSelectorFromString(name)
                    let property = #selector(getter: UIView.frame)
                    let line = #line
                }
            }
            """)
        #expect(
            index.selectorReferences
                == [.swift("didTap(_:)"), .swift("done"), .swift("showLogs(sender:)"), .swift("refresh"),
                    .objectiveC("legacy:"), .objectiveC("fromString:with:")])
    }

    @Test("Objective-C: @selector and NSSelectorFromString with a literal")
    func objectiveCReferences() {
        let index = indexedObjC(
            """
            @implementation ListViewController
            - (void)viewDidLoad {
                [self.button addTarget:self action:@selector(didTap:) forControlEvents:UIControlEventTouchUpInside];
                [item setAction:@selector(valueChanged:forEvent:)];
                SEL plain = @selector(refresh);
                SEL named = NSSelectorFromString(@"fromString:");
                SEL computed = NSSelectorFromString(name);
            }
            @end
            """)
        #expect(
            index.selectorReferences
                == [.objectiveC("didTap:"), .objectiveC("valueChanged:forEvent:"), .objectiveC("refresh"),
                    .objectiveC("fromString:")])
    }

    @Test("an action is named by its selector, its Swift name or its base name; an Objective-C one also by its imported Swift name")
    func namingActions() {
        let index = indexed(
            ("A.swift", """
                class A: NSObject {
                    @IBAction func didTap(_ sender: Any) {}
                    @IBAction func done() {}
                    @IBAction func showLogs(sender: Any) {}
                    @IBAction func unnamed(_ sender: Any) {}
                    @objc(customName:) @IBAction func renamed(_ sender: Any) {}
                    func wire() {
                        _ = #selector(didTap)
                        _ = #selector(done)
                        _ = #selector(showLogs(sender:))
                        _ = #selector(B.fromSwift(_:))
                        _ = Selector(("customName:"))
                        _ = #selector(B.plain)
                    }
                }
                """),
            ("B.m", """
                @implementation B
                - (IBAction)fromSwift:(id)sender {}
                - (IBAction)plain {}
                - (IBAction)other:(id)sender {}
                - (IBAction)notNamed:(id)sender {}
                - (void)wire { [x setAction:@selector(other:)]; }
                @end
                """))
        let named = index.actions.filter(index.namesSelector(of:)).map { $0.swiftName ?? $0.selector }
        #expect(named == ["didTap(_:)", "done()", "showLogs(sender:)", "renamed(_:)", "fromSwift:", "plain", "other:"])
    }

    @Test("methods called by name and labels: Swift calls on any receiver, Objective-C messages in method bodies, not declarations")
    func calledMethods() {
        let index = indexed(
            ("A.swift", """
                class A: UIViewController {
                    @IBAction func save(_ sender: Any?) {}
                    @IBAction func cancel(_ sender: Any?) {}
                    func menu() {
                        let action = UIAction(title: "Save") { [weak self] _ in self?.save(nil) }
                        reload()
                        other.refresh(animated: true)
                        task.cancel()
                        items.forEach { print($0) }
                    }
                }
                """),
            ("B.m", """
                @interface B : NSObject
                - (IBAction)trash:(id)sender;
                - (IBAction)unused:(id)sender;
                @end
                @implementation B
                - (IBAction)trash:(id)sender {}
                - (IBAction)unused:(id)sender {}
                - (void)go { [self trash:nil]; [[self document] close]; }
                @end
                """))
        #expect(index.calledMethods.isSuperset(of: [
            .swift("save(_:)"), .swift("reload()"), .swift("refresh(animated:)"), .swift("cancel()"),
            .objectiveC("trash:"), .objectiveC("document"), .objectiveC("close"),
        ]))
        #expect(!index.calledMethods.contains(.objectiveC("go")) && !index.calledMethods.contains(.swift("menu()")))
        // A call with a trailing closure is no action's.
        #expect(!index.calledMethods.contains { if case .swift(let name) = $0 { name.hasPrefix("forEach") } else { false } })
        // `task.cancel()` calls another `cancel`, not `cancel(_:)`.
        #expect(index.actions.filter(index.callsByName).map { $0.swiftName ?? $0.selector } == ["save(_:)", "trash:"])
    }
}
