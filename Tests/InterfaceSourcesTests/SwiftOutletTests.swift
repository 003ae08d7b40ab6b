import Testing
@testable import InterfaceSources

@Suite("Swift outlets")
struct SwiftOutletTests {
    @Test("weak IUO outlet: name, type, owner, position of the name")
    func simpleOutlet() throws {
        let index = indexedSwift("""
            import UIKit

            final class LoginViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
            }
            """)
        let outlet = try #require(index.outlet(named: "titleLabel", in: "LoginViewController"))
        #expect(outlet.typeName == "UILabel")
        #expect(outlet.isCollection == false)
        #expect(outlet.ownerName == "LoginViewController")
        #expect(outlet.container == .classBody)
        #expect(outlet.accessLevel == .internal)
        #expect(outlet.language == .swift)
        #expect(outlet.location.file == "View.swift")
        #expect(outlet.location.line == 4)
        #expect(outlet.location.column == 24)
    }

    @Test("one declaration with several bindings yields one outlet per name, sharing the type")
    func multipleBindings() {
        let index = indexedSwift("""
            class Form: UIView {
                @IBOutlet weak var first, second: UITextField!
                @IBOutlet var a: UILabel!, b: UIButton?
            }
            """)
        let outlets = index.outlets(of: "Form")
        #expect(outlets.map(\.name) == ["first", "second", "a", "b"])
        #expect(outlets.map(\.typeName) == ["UITextField", "UITextField", "UILabel", "UIButton"])
        #expect(outlets.map(\.location.column) == [24, 31, 19, 32])
    }

    @Test("optional, implicitly unwrapped, module-qualified and generic-optional types are stripped",
        arguments: [
            ("UILabel?", "UILabel"), ("UILabel!", "UILabel"), ("UIKit.UILabel!", "UILabel"),
            ("Optional<UILabel>", "UILabel"), ("(UILabel)!", "UILabel"), ("UILabel", "UILabel"),
            ("(UIView & Highlightable)?", "UIView"),
        ])
    func typeStripping(written: String, expected: String) throws {
        let index = indexedSwift("class C: UIView { @IBOutlet var item: \(written) }")
        let outlet = try #require(index.outlet(named: "item", in: "C"))
        #expect(outlet.typeName == expected)
        #expect(outlet.isCollection == false)
    }

    @Test("outlet collections: [T]!, [T]?, Array<T> give the element type", arguments: [
        "[UIButton]!", "[UIButton]?", "[UIButton]", "Array<UIButton>!", "[UIKit.UIButton]!",
    ])
    func collections(written: String) throws {
        let index = indexedSwift("class C: UIView { @IBOutlet var buttons: \(written) }")
        let outlet = try #require(index.outlet(named: "buttons", in: "C"))
        #expect(outlet.typeName == "UIButton")
        #expect(outlet.isCollection)
    }

    @Test("access levels and setter access")
    func accessLevels() throws {
        let index = indexedSwift("""
            class C: UIViewController {
                @IBOutlet private weak var a: UILabel!
                @IBOutlet fileprivate var b: UILabel!
                @IBOutlet public var c: UILabel!
                @IBOutlet open var d: UILabel!
                @IBOutlet private(set) var e: UILabel!
                @IBOutlet public private(set) weak var f: UILabel!
                @IBOutlet var g: UILabel!
            }
            """)
        let byName = Dictionary(uniqueKeysWithValues: index.outlets(of: "C").map { ($0.name, $0) })
        #expect(byName["a"]?.accessLevel == .private)
        #expect(byName["b"]?.accessLevel == .fileprivate)
        #expect(byName["c"]?.accessLevel == .public)
        #expect(byName["d"]?.accessLevel == .open)
        #expect(byName["e"]?.accessLevel == .internal)
        #expect(byName["e"]?.setterAccessLevel == .private)
        #expect(byName["f"]?.accessLevel == .public)
        #expect(byName["f"]?.setterAccessLevel == .private)
        #expect(byName["g"]?.accessLevel == .internal)
        #expect(byName["g"]?.setterAccessLevel == nil)
    }

    @Test("outlets in an extension in another file belong to the extended class")
    func extensionInAnotherFile() throws {
        let index = indexed(
            ("Main.swift", "class ProfileView: UIView {\n    @IBOutlet var name: UILabel!\n}"),
            ("ProfileView+Avatar.swift", "extension ProfileView {\n    @IBOutlet var avatar: UIImageView!\n}"),
            ("Other.swift", "private extension ProfileView {\n    @IBOutlet var badge: UIView!\n}")
        )
        let outlets = index.outlets(of: "ProfileView")
        #expect(Set(outlets.map(\.name)) == ["name", "avatar", "badge"])
        let avatar = try #require(index.outlet(named: "avatar", in: "ProfileView"))
        #expect(avatar.container == .extension)
        #expect(avatar.location.file == "ProfileView+Avatar.swift")
        #expect(avatar.location.line == 2)
        let badge = try #require(index.outlet(named: "badge", in: "ProfileView"))
        #expect(badge.accessLevel == .fileprivate)
    }

    @Test("outlets of nested classes are owned by the nested class, with a qualified name")
    func nestedTypes() throws {
        let index = indexedSwift("""
            enum Screens {
                class Settings: UIViewController {
                    @IBOutlet var toggle: UISwitch!
                    class Cell: UITableViewCell {
                        @IBOutlet var title: UILabel!
                    }
                }
            }
            extension Screens.Settings.Cell {
                @IBOutlet var detail: UILabel!
            }
            """)
        let title = try #require(index.outlet(named: "title", in: "Cell"))
        #expect(title.ownerName == "Cell")
        #expect(title.ownerQualifiedName == "Screens.Settings.Cell")
        #expect(index.outlet(named: "detail", in: "Screens.Settings.Cell")?.container == .extension)
        #expect(index.outlets(of: "Screens.Settings.Cell", includingInherited: false).map(\.name) == ["title", "detail"])
        #expect(index.outlets(of: "Settings", includingInherited: false).map(\.name) == ["toggle"])
        #expect(index.classes(named: "Cell").first?.qualifiedName == "Screens.Settings.Cell")
    }

    @Test("text that only looks like an outlet is ignored: comments, strings, locals, structs, protocols")
    func lookalikesAreIgnored() {
        let index = indexedSwift("""
            class C: UIView {
                // @IBOutlet var commented: UILabel!
                /* @IBOutlet var blockCommented: UILabel! */
                let text = "@IBOutlet var inString: UILabel!"
                @IBOutlet var real: UILabel!
                func f() {
                    var local: UILabel!
                }
            }
            struct S { @IBOutlet var inStruct: UILabel! }
            protocol P { var fromProtocol: UILabel! { get } }
            """)
        #expect(index.outlets.map(\.name) == ["real"])
    }

    @Test("outlets inside #if branches are found, once per owner and name")
    func conditionalCompilation() {
        let index = indexedSwift("""
            class C: UIView {
            #if os(iOS)
                @IBOutlet var label: UILabel!
            #else
                @IBOutlet var label: NSTextField!
            #endif
                @IBOutlet var other: UIView!
            }
            """)
        #expect(index.outlets(of: "C").map(\.name) == ["label", "other"])
    }

    @Test("a binding with an initializer and no annotation takes the initialized type")
    func initializedOutlet() {
        let index = indexedSwift("class C: UIView { @IBOutlet var spinner = UIActivityIndicatorView() }")
        #expect(index.outlet(named: "spinner", in: "C")?.typeName == "UIActivityIndicatorView")
    }

    @Test("columns count Unicode scalars, not bytes")
    func unicodeColumns() throws {
        let index = indexedSwift("class C: UIView { /* ü→ */ @IBOutlet var x: UILabel! }")
        let outlet = try #require(index.outlet(named: "x", in: "C"))
        #expect(outlet.location.column == 42)
        #expect(outlet.location.line == 1)
    }
}

/// `#if` branches no build compiles (issue 33).
@Suite("Swift conditional compilation")
struct SwiftConditionalTests {
    @Test("#if false declares nothing; the branches after #if true are dropped; others are kept")
    func neverCompiledBranches() {
        let index = indexedSwift("""
            import UIKit
            class LoginViewController: UIViewController {
                #if false
                @IBOutlet weak var retiredLabel: UILabel!
                #else
                @IBOutlet weak var titleLabel: UILabel!
                #endif
                #if (true)
                @IBAction func signIn(_ sender: Any) {}
                #elseif DEBUG
                @IBAction func debugSignIn(_ sender: Any) {}
                #else
                @IBAction func oldSignIn(_ sender: Any) {}
                #endif
                #if DEBUG
                @IBOutlet weak var debugLabel: UILabel!
                #endif
            }
            #if false
            class Retired: UIViewController {}
            #endif
            """)
        #expect(index.outlets.map(\.name) == ["titleLabel", "debugLabel"])
        #expect(index.actions.map(\.selector) == ["signIn:"])
        #expect(index.classes.map(\.name) == ["LoginViewController"])
    }
}
