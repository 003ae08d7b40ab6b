import Foundation
import Testing

@testable import InterfaceSources

/// The cheap first look at sources (``SourceIndex/init(sources:interest:)``): files that hold nothing an Interface
/// Builder file uses are not parsed, and everything the parsed files lead to is (issue 33: 21 MB of generated
/// protocol buffer code parsed for nothing).
@Suite("Sources: only the files that can matter are parsed")
struct SourceRelevanceTests {
    /// A file like swift-protobuf's output: structs, extensions, string literals, no class an IB file can name.
    static let generated = SourceFile(path: "Generated/Feed.pb.swift", text: """
        // DO NOT EDIT.
        import Foundation
        import SwiftProtobuf

        struct Feed_Item: Sendable {
            var title: String = String()
            var unknownFields = SwiftProtobuf.UnknownStorage()
            init() {}
        }

        extension Feed_Item: SwiftProtobuf.Message {
            static let protoMessageName: String = "feed.Item"
            static let _protobuf_nameMap: SwiftProtobuf._NameMap = [1: .same(proto: "title")]
            fileprivate class _StorageClass { var _title: String = String() }
            mutating func touch() { _ = _uniqueStorage() }
        }
        """)

    static let login = SourceFile(path: "App/LoginViewController.swift", text: """
        import UIKit
        class LoginViewController: BaseViewController {
            func show() { present(Screens.make(Screens.welcome), animated: true) }
            // Its Swift name, `compose(_:)`, leads to `compose`, not to `_`, which every Swift file holds.
            @IBAction func compose(_ sender: Any) {}
        }
        """)
    static let base = SourceFile(path: "App/BaseViewController.swift", text: """
        import UIKit
        class BaseViewController: RootViewController, Themed {}
        """)
    static let root = SourceFile(path: "App/RootViewController.swift", text: """
        import UIKit
        class RootViewController: UIViewController {
            @objc func refresh(_ sender: Any?) {}
        }
        """)
    static let themed = SourceFile(path: "App/Themed.swift", text: """
        @objc protocol Themed { @objc optional func applyTheme() }
        """)
    static let screens = SourceFile(path: "App/Screens.swift", text: """
        import UIKit
        enum Screens {
            static let welcome = "Welcome"
            static func make(_ identifier: String) -> UIViewController {
                UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: identifier)
            }
        }
        """)
    static let registration = SourceFile(path: "App/Registration.swift", text: """
        import UIKit
        extension UITableView {
            func registerCell<Cell: UITableViewCell>(_ type: Cell.Type) {
                register(UINib(nibName: String(describing: type), bundle: nil), forCellReuseIdentifier: String(describing: type))
            }
        }
        """)
    static let feed = SourceFile(path: "App/FeedList.swift", text: """
        import UIKit
        final class FeedList: NSObject {
            func attach(_ table: UITableView) { table.registerCell(FeedCell.self) }
        }
        """)

    static let all = [generated, login, base, root, themed, screens, registration, feed]

    @Test("a file holding nothing the documents use is read but not parsed")
    func generatedCodeIsSkipped() {
        let index = SourceIndex(sources: Self.all, interest: SourceInterest(classNames: ["LoginViewController"]))
        #expect(index.skippedFiles == ["Generated/Feed.pb.swift"])
        #expect(index.classes(named: "_StorageClass").isEmpty)
    }

    @Test("superclasses, protocols, constants and helper calls in other files are followed to a fixed point")
    func followedNames() {
        let scanned = SourceIndex(sources: Self.all, interest: SourceInterest(classNames: ["LoginViewController"]))
        let full = SourceIndex(sources: Self.all)
        #expect(scanned.superclassChain(of: "LoginViewController") == ["BaseViewController", "RootViewController", "UIViewController", "UIResponder", "NSObject"])
        #expect(scanned.superclassChain(of: "LoginViewController") == full.superclassChain(of: "LoginViewController"))
        #expect(scanned.objectiveCProtocols.keys.sorted() == ["Themed"])
        // The helper's call in FeedList.swift names a cell by type; the constant is resolved from Screens.swift.
        let summary = { (index: SourceIndex) in index.references.map { "\($0.kind) \(index.value(of: $0) ?? "?")" }.sorted() }
        #expect(summary(scanned) == summary(full))
        #expect(summary(scanned).contains("reuseRegistration FeedCell"))
    }

    @Test("an interest in every file parses them all")
    func everything() {
        let index = SourceIndex(sources: Self.all, interest: .everything)
        #expect(index.skippedFiles.isEmpty)
        #expect(!index.classes(named: "_StorageClass").isEmpty)
    }

    @Test("a file that declares outlets or names documents by string is parsed without any interest")
    func alwaysRelevant() {
        let outlets = SourceFile(path: "A.swift", text: "class A: UIView { @IBOutlet weak var label: UILabel! }")
        let objC = SourceFile(path: "B.m", text: "@implementation B\n- (void)x { [self performSegueWithIdentifier:@\"s\" sender:nil]; }\n@end\n")
        let index = SourceIndex(sources: [outlets, objC, Self.generated], interest: SourceInterest())
        #expect(index.skippedFiles == ["Generated/Feed.pb.swift"])
        #expect(index.outlets.map(\.name) == ["label"])
        #expect(index.references.map(\.value) == ["s"])
    }

    @Test("words are matched whole, by their bytes")
    func wholeWords() {
        let table = SourceWordTable(["LoginViewController", "Zoë", "IBOutlet"])
        #expect(table.matches(in: "let x = LoginViewControllerFactory() // IBOutlets") == [])
        #expect(table.matches(in: "class A: LoginViewController {}").map { table.words[$0] } == ["LoginViewController"])
        #expect(table.matches(in: "let Zoë = 1; @IBOutlet var a").map { table.words[$0] }.sorted() == ["IBOutlet", "Zoë"])
        #expect(SourceWordTable([]).matches(in: "anything").isEmpty)
    }

    @Test("imports: Swift declarations with attributes and kinds, Objective-C #import, #include and @import")
    func imports() {
        let swift = SourceImportScanner.imports(in: """
            import UIKit
            @testable import App
            public import class Kit.Button
            @preconcurrency import Sparkle
            let importance = 1
            """, path: "A.swift", language: .swift)
        #expect(swift.map { $0.module ?? "-" } == ["UIKit", "App", "Kit", "Sparkle"])
        #expect(swift.map(\.location.line) == [1, 2, 3, 4])
        #expect(swift.filter { !$0.isSystem }.map { $0.module ?? "-" } == ["App", "Kit", "Sparkle"])
        let objC = SourceImportScanner.imports(in: """
            #import <UIKit/UIKit.h>
            #import <Sparkle/SUUpdater.h>
            # include "SVProgressHUD.h"
            #include <sqlite3.h>
            @import Firebase;
            """, path: "A.m", language: .objectiveC)
        #expect(objC.map { "\($0.module ?? "-") \($0.header ?? "-") \($0.isSystem)" } == [
            "UIKit UIKit true", "Sparkle SUUpdater false", "- SVProgressHUD false", "- sqlite3 true", "Firebase - false",
        ])
    }

    @Test("the imports of parsed files are kept with the interest's classes they mention, and a bridging header's always")
    func fileImports() {
        let app = SourceFile(path: "App/Updates.swift", text: "import Cocoa\nimport Sparkle\nlet updater = SUUpdater.shared()\n")
        let bridging = SourceFile(path: "App/App-Bridging-Header.h", text: "#import <Artsy_UILabels/ARLabelSubclasses.h>\n")
        let index = SourceIndex(sources: [app, bridging], interest: SourceInterest(classNames: ["SUUpdater"]))
        #expect(index.fileImports.map(\.path) == ["App/Updates.swift", "App/App-Bridging-Header.h"])
        #expect(index.fileImports.first?.imports.map(\.module) == ["Sparkle"])
        #expect(index.fileImports.first?.mentionedClassNames == ["SUUpdater"])
        #expect(index.fileImports.last?.isBridgingHeader == true)
    }

    @Test("files on disk: UTF-16 and not-UTF-8 files that matter are decoded and parsed, those that do not are only looked at")
    func filesOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-relevance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outlet = "class A: UIView { @IBOutlet weak var label: UILabel! }\n"
        let utf16 = folder.appendingPathComponent("Wide.swift")
        try (Data([0xFF, 0xFE]) + Data(outlet.replacingOccurrences(of: "label", with: "wide").utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
            .write(to: utf16)
        let broken = folder.appendingPathComponent("Broken.swift")
        try (Data(outlet.replacingOccurrences(of: "label", with: "broken").utf8) + Data([0xC3, 0x28, 0x0A])).write(to: broken)
        let unused = folder.appendingPathComponent("Unused.swift")
        try (Data("struct Unused {}\n".utf8) + Data([0xC3, 0x28, 0x0A])).write(to: unused)
        let missing = folder.appendingPathComponent("Missing.swift")

        let index = SourceIndex(files: [utf16, broken, unused, missing], interest: SourceInterest())
        #expect(index.outlets.map(\.name).sorted() == ["broken", "wide"])
        #expect(index.skippedFiles == [unused.path])
        let failures = index.readFailures.map { "\(($0.path as NSString).lastPathComponent) \($0.reason)" }
        #expect(failures.count == 2)
        #expect(failures.contains { $0.hasPrefix("Broken.swift notUTF8") })
        #expect(failures.contains { $0.hasPrefix("Missing.swift unreadable") })
    }
}
