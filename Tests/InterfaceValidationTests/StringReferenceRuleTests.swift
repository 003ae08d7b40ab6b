import Foundation
import InterfaceSources
import InterfaceValidation
import Testing

/// unknown-segue-identifier, unknown-storyboard-identifier, unknown-interface-file, unknown-reuse-identifier: the
/// strings code names Interface Builder items by, checked against the documents.
@Suite("Identifiers and file names used in code")
struct StringReferenceRuleTests {
    /// A storyboard with a list scene (a segue `showDetail`, a prototype cell `item`) of `ListViewController`, a
    /// detail scene of `DetailViewController` with storyboard identifier `Detail`, and a scene of the subclass
    /// `SpecialListViewController` with a segue `showSpecial`.
    static let storyboard = Fixture.iOSStoryboard([
        """
        <tableViewController id="list" customClass="ListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <tableView key="view" id="table">
                <prototypes>
                    <tableViewCell reuseIdentifier="item" id="cell"/>
                </prototypes>
            </tableView>
            <connections>
                <segue destination="detail" kind="show" identifier="showDetail" id="seg1"/>
            </connections>
        </tableViewController>
        """,
        """
        <viewController storyboardIdentifier="Detail" id="detail" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <view key="view" id="detailView"/>
        </viewController>
        """,
        """
        <tableViewController id="special" customClass="SpecialListViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
            <tableView key="view" id="table2"/>
            <connections>
                <segue destination="detail" kind="show" identifier="showSpecial" id="seg2"/>
            </connections>
        </tableViewController>
        """,
    ])

    /// A xib holding a collection view cell with reuse identifier `photo`, read from `PhotoCell~ipad.xib`.
    static let cellXib = Fixture.iOSXib(
        ownerClass: "NSObject", ownerConnections: "",
        topLevel: """
            <collectionViewCell reuseIdentifier="photo" id="photoCell"/>
            """)

    static let classes = """
        import UIKit
        class ListViewController: UITableViewController {}
        class SpecialListViewController: ListViewController {}
        class DetailViewController: UIViewController {}
        class LonelyViewController: UIViewController {}
        """

    /// The findings of the string-reference rules for `code` (added to ``classes``) at `/project/Sources/Code.swift`.
    func findings(_ code: String, referenceFolders: [String] = ["/project"]) throws -> [Finding] {
        let graphs = [
            try Fixture.graph(Self.storyboard, path: "/project/Base.lproj/Main.storyboard"),
            try Fixture.graph(Self.cellXib, path: "/project/PhotoCell~ipad.xib"),
        ]
        let catalog = Fixture.catalog(["/project/Sources/Classes.swift": Self.classes, "/project/Sources/Code.swift": code])
        let rules: Set<ValidationRule> = [
            .unknownSegueIdentifier, .unknownStoryboardIdentifier, .unknownInterfaceFile, .unknownReuseIdentifier,
        ]
        return InterfaceValidator().check(graphs, against: catalog, referenceFolders: referenceFolders)
            .filter { rules.contains($0.rule) }
    }

    @Test("a segue performed on self must be one of the caller's scenes or its subclasses' scenes")
    func segueIdentifiers() throws {
        let code = """
            extension ListViewController {
                func open() {
                    performSegue(withIdentifier: "showDetail", sender: nil)
                    performSegue(withIdentifier: "showSpecial", sender: nil)
                    self.performSegue(withIdentifier: "showDetial", sender: nil)
                }
            }
            extension DetailViewController {
                func back() { performSegue(withIdentifier: "showDetail", sender: nil) }
            }
            extension LonelyViewController {
                func go() { performSegue(withIdentifier: "anything", sender: nil) }
            }
            func elsewhere(_ controller: ListViewController) { controller.performSegue(withIdentifier: "nope", sender: nil) }
            """
        let found = try findings(code)
        #expect(found.count == 2)
        let typo = try #require(found.first { $0.message.contains("showDetial") })
        #expect(typo.rule == .unknownSegueIdentifier)
        #expect(typo.severity == .warning)
        #expect(typo.location.file == "/project/Sources/Code.swift")
        #expect(typo.location.line == 5)
        #expect(
            typo.message
                == "`performSegue(withIdentifier:)` names segue \"showDetial\", but no scene of `ListViewController` or its subclasses has a segue with that identifier; did you mean \"showDetail\"?"
        )
        #expect(typo.notes.map(\.location?.line) == [Fixture.line(of: "id=\"list\"", in: Self.storyboard), Fixture.line(of: "id=\"special\"", in: Self.storyboard)])
        // DetailViewController's only scene has no segues at all.
        let detail = try #require(found.first { $0.location.line == 9 })
        #expect(detail.message.contains("no scene of `DetailViewController` has a segue"))
    }

    @Test("identifiers compared in prepare(for:sender:) must be segues of the class's scenes too")
    func preparedSegues() throws {
        let code = """
            extension ListViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.identifier {
                    case "showDetail", "showSpecial": break
                    case "showDetails": break
                    case "edit": break
                    default: break
                    }
                }
            }
            """
        let found = try findings(code)
        #expect(found.map(\.location.line) == [5, 6])
        #expect(
            found.first?.message
                == "`prepare(for:sender:)` names segue \"showDetails\", but no scene of `ListViewController` or its subclasses has a segue with that identifier; did you mean \"showDetail\"?"
        )
        // No near miss: the message lists the segues there are.
        #expect(found.last?.message.hasSuffix("has a segue with that identifier; the segues there are \"showDetail\", \"showSpecial\"") == true)
    }

    /// Found outside the corpus: Monal's chat view controller overrides `performSegueWithIdentifier:sender:` and
    /// presents its "showDetails" itself, without UIKit; the call was reported as naming a missing segue.
    @Test("a class that overrides performSegue may handle identifiers itself: its calls are not checked, its prepare still is")
    func overriddenPerformSegue() throws {
        let swift = """
            extension DetailViewController {
                override func performSegue(withIdentifier identifier: String, sender: Any?) {
                    if identifier == "showContact" { return }
                    super.performSegue(withIdentifier: identifier, sender: sender)
                }
                func contact() { performSegue(withIdentifier: "showContact", sender: nil) }
            }
            extension ListViewController {
                func contact() { performSegue(withIdentifier: "showContact", sender: nil) }
            }
            """
        // DetailViewController handles "showContact" itself; ListViewController, which does not override, has no
        // such segue.
        #expect(try findings(swift).map(\.location.line) == [9])
        let graphs = [try Fixture.graph(Self.storyboard, path: "/project/Base.lproj/Main.storyboard")]
        let header = "#import <UIKit/UIKit.h>\n@interface ChatViewController : UIViewController\n@end\n"
        let implementation = """
            #import "ChatViewController.h"
            @implementation ChatViewController
            -(void) performSegueWithIdentifier:(NSString*) identifier sender:(id) sender
            {
                if([identifier isEqualToString:@"showDetails"]) { return; }
                [super performSegueWithIdentifier:identifier sender:sender];
            }
            -(void) showDetails { [self performSegueWithIdentifier:@"showDetails" sender:self]; }
            -(void) prepareForSegue:(UIStoryboardSegue*) segue sender:(id) sender
            {
                if([segue.identifier isEqualToString:@"showContact"]) { return; }
            }
            @end
            """
        let storyboard = Fixture.iOSStoryboard([
            """
            <viewController id="chat" customClass="ChatViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" id="chatView"/>
            </viewController>
            """
        ])
        let objectiveC = InterfaceValidator().check(
            graphs + [try Fixture.graph(storyboard, path: "/project/Base.lproj/Chat.storyboard")],
            against: Fixture.catalog([
                "/project/Sources/Classes.swift": Self.classes, "/project/Sources/ChatViewController.h": header,
                "/project/Sources/ChatViewController.m": implementation,
            ]),
            referenceFolders: ["/project"])
        // A segue's identifier compared in prepareForSegue: still comes from a segue, which there is not (Monal's
        // ActiveChatsViewController keeps such a dead branch beside its override).
        #expect(objectiveC.filter { $0.rule == .unknownSegueIdentifier }.map(\.location.line) == [11], "\(objectiveC)")
    }

    @Test("storyboard identifiers are looked up in the storyboard named in place, else in every storyboard")
    func storyboardIdentifiers() throws {
        let code = """
            func show() {
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detial")
                _ = storyboard.instantiateViewController(withIdentifier: "Settings")
                _ = UIStoryboard(name: "Onboarding", bundle: nil).instantiateViewController(withIdentifier: "Welcome")
            }
            """
        let found = try findings(code).map { "\($0.location.line) \($0.rule.rawValue): \($0.message)" }
        #expect(
            found == [
                "3 unknown-storyboard-identifier: `instantiateViewController(withIdentifier:)` names storyboard identifier \"Detial\", but no scene in Main.storyboard has it; did you mean \"Detail\"?",
                "4 unknown-storyboard-identifier: `instantiateViewController(withIdentifier:)` names storyboard identifier \"Settings\", but no scene in the validated storyboards has it",
                "5 unknown-interface-file: `UIStoryboard(name:)` names storyboard \"Onboarding\", but no Onboarding.storyboard is in the validated folders",
            ])
    }

    @Test("nib names are the xibs' file names without extension or device suffix")
    func nibNames() throws {
        let code = """
            class PhotoController: UIViewController {
                init() { super.init(nibName: "PhotoCel", bundle: nil) }
                func load() {
                    _ = UINib(nibName: "PhotoCell", bundle: nil)
                    _ = Bundle.main.loadNibNamed("Missing", owner: self)
                    _ = UIViewController(nibName: nil, bundle: nil)
                }
            }
            """
        let found = try findings(code).map { "\($0.location.line): \($0.message)" }
        #expect(
            found == [
                "2: `init(nibName:)` names nib \"PhotoCel\", but no PhotoCel.xib is in the validated folders; did you mean \"PhotoCell\"?",
                "5: `loadNibNamed(_:)` names nib \"Missing\", but no Missing.xib is in the validated folders",
            ])
    }

    @Test("a dequeued reuse identifier must be a cell's or registered with a literal; a computed registration stops the check")
    func reuseIdentifiers() throws {
        let code = """
            class Cells: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
                }
                func cells(_ collection: UICollectionView, at indexPath: IndexPath) {
                    _ = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
                    _ = collection.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: "iten", for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: "optional")
                }
            }
            """
        let found = try findings(code)
        #expect(found.map(\.location.line) == [9])
        #expect(found.first?.rule == .unknownReuseIdentifier)
        #expect(found.first?.message.hasSuffix("did you mean \"item\"?") == true)

        let computed = code.replacingOccurrences(of: "\"plain\")\n", with: "Self.plain)\n")
        #expect(try findings(computed).isEmpty)
    }

    /// Found outside the corpus: LoopKit registers every cell as `Cell.className` (a protocol extension's
    /// `NSStringFromClass(self)…last!`), Pocket Casts dequeues with instance constants (`switchCellId`),
    /// NetNewsWire with a file's `private let reuseIdentifier = "FeedCell"`; each stopped or skipped the check.
    @Test("identifiers named by constants the sources define are checked with their values")
    func reuseIdentifiersNamedByConstants() throws {
        let code = """
            protocol Reusable: AnyObject {}
            extension Reusable {
                static var reuseIdentifier: String { String(describing: self) }
            }
            private let itemIdentifier = "item"
            class PlainCell: UITableViewCell, Reusable {}
            class Cells: UITableViewController {
                private let photoID = "photo"
                private let staleID = "phots"
                override func viewDidLoad() {
                    tableView.register(PlainCell.self, forCellReuseIdentifier: PlainCell.reuseIdentifier)
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: String(describing: PlainCell.self))
                }
                func cells(_ collection: UICollectionView, at indexPath: IndexPath, staleID: String) {
                    _ = tableView.dequeueReusableCell(withIdentifier: itemIdentifier, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: PlainCell.reuseIdentifier, for: indexPath)
                    _ = collection.dequeueReusableCell(withReuseIdentifier: photoID, for: indexPath)
                    _ = collection.dequeueReusableCell(withReuseIdentifier: staleID, for: indexPath)
                }
                func stale(_ collection: UICollectionView, at indexPath: IndexPath) {
                    _ = collection.dequeueReusableCell(withReuseIdentifier: staleID, for: indexPath)
                }
            }
            """
        let found = try findings(code)
        // `staleID` the parameter is not the constant; the one in `stale(_:at:)` is.
        #expect(found.map(\.location.line) == [21], "\(found)")
        #expect(found.first?.message.contains("names reuse identifier \"phots\" (`Cells#staleID`)") == true, "\(found)")
        #expect(found.first?.message.hasSuffix("did you mean \"photo\"?") == true, "\(found)")

        // A registration whose identifier no constant gives still stops the check (a function not named like a
        // registration helper is not followed to its calls).
        let generic = code.replacingOccurrences(
            of: "String(describing: PlainCell.self))", with: "String(describing: T.self))")
            .replacingOccurrences(of: "override func viewDidLoad() {", with: "func prepare<T>(_ type: T.Type) {")
        #expect(try findings(generic).isEmpty)
    }

    /// Found outside the corpus: Threema, MessageKit, DuckDuckGo, Simplenote and the Corona-Warn-App register their
    /// cells through generic helpers, which turned the check off for the whole project.
    @Test("identifiers registered and dequeued through helpers are checked at the helpers' calls")
    func reuseIdentifiersThroughHelpers() throws {
        let code = """
            extension UITableView {
                func registerCell<Cell: UITableViewCell>(_: Cell.Type) {
                    register(Cell.self, forCellReuseIdentifier: String(describing: Cell.self))
                }
                func dequeueCell<Cell: UITableViewCell>(ofType type: Cell.Type, for indexPath: IndexPath) -> Cell {
                    dequeueReusableCell(withIdentifier: "\\(type)", for: indexPath) as! Cell
                }
            }
            class ProfileCell: UITableViewCell {}
            class ProfileCel: UITableViewCell {}
            class Cells: UITableViewController {
                override func viewDidLoad() {
                    tableView.registerCell(ProfileCell.self)
                }
                func cells(at indexPath: IndexPath) {
                    _ = tableView.dequeueCell(ofType: ProfileCell.self, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: "ProfileCell", for: indexPath)
                    _ = tableView.dequeueCell(ofType: ProfileCel.self, for: indexPath)
                    _ = tableView.dequeueReusableCell(withIdentifier: "Profile", for: indexPath)
                }
            }
            """
        let found = try findings(code)
        #expect(found.map(\.location.line) == [18, 19], "\(found)")
        #expect(
            found.first?.message == "`dequeueCell(ofType:)` names reuse identifier \"ProfileCel\", but no cell or reusable view "
                + "in the validated files has it and the code registers it nowhere; did you mean \"ProfileCell\"?")

        // A call passing a type reading cannot follow still stops the check.
        let variable = code.replacingOccurrences(
            of: "tableView.registerCell(ProfileCell.self)", with: "[ProfileCell.self].forEach { tableView.registerCell($0) }")
        #expect(try findings(variable).isEmpty)
    }

    @Test("sources outside the folders whose documents were read are not checked")
    func onlyInsideReferenceFolders() throws {
        let code = """
            extension ListViewController {
                func open() { performSegue(withIdentifier: "typo", sender: nil) }
            }
            """
        #expect(try findings(code).count == 1)
        #expect(try findings(code, referenceFolders: []).isEmpty)
        #expect(try findings(code, referenceFolders: ["/project/Resources"]).isEmpty)
        #expect(try findings(code, referenceFolders: ["/proj"]).isEmpty)
    }

    @Test("validate checks references for folders and paired sources, not for single documents")
    func validatorScope() throws {
        let folder = try PackagePaths.temporaryFolder(holding: [
            "Resources/Main.storyboard": Self.storyboard,
            "Sources/Code.swift": Self.classes + """

                extension ListViewController {
                    func open() { performSegue(withIdentifier: "typo", sender: nil) }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = folder.appendingPathComponent("Resources")
        let sources = folder.appendingPathComponent("Sources")
        let storyboard = resources.appendingPathComponent("Main.storyboard")
        func count(_ interfacePaths: [String], _ sourcePaths: [String]) -> Int {
            InterfaceValidator().validate(interfacePaths: interfacePaths, sourcePaths: sourcePaths)
                .findings.filter { $0.rule == .unknownSegueIdentifier }.count
        }
        #expect(count([folder.path], [folder.path]) == 1)
        #expect(count([resources.path], [sources.path]) == 1)
        #expect(count([storyboard.path], [sources.path]) == 0)
        // A folder and a single document: the sources apart are not known to be paired with what was read.
        let other = folder.appendingPathComponent("Other.storyboard")
        try Self.storyboard.write(to: other, atomically: true, encoding: .utf8)
        #expect(count([resources.path, other.path], [sources.path]) == 0)
        #expect(count([folder.path, other.path], [folder.path, other.path]) == 1)
    }
}

/// The corpus repositories validated folder by folder: every string their sources name a document by is one of
/// their documents' (checked by hand: Rectangle's `Main` storyboard and its identifiers, the nibs of HexFiend, WWDC
/// and Quicksilver, GoMap's dequeued cells), but for two files the corpus did not take from openfoodfacts-ios
/// (`ProductTableViewCell.xib` and `ProductDetailViewController.storyboard`, both in the upstream repository), which
/// its code names as `String(describing: ProductTableViewCell.self)` and the like, and one from XMPPFramework's
/// ServerlessDemo (`RootViewController.xib`, which the `nibName` of a view controller in its `MainWindow.xib` names).
@Suite("Identifiers and file names used in code: the corpus")
struct StringReferenceCorpusTests {
    @Test("the corpus's string references resolve but for five files the corpus left out; there are some of each kind but segues")
    func corpusReferencesResolve() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.corpus.path)
            .filter { !$0.contains(".") }.sorted()
        let rules: Set<ValidationRule> = [
            .unknownSegueIdentifier, .unknownStoryboardIdentifier, .unknownInterfaceFile, .unknownReuseIdentifier,
        ]
        var kinds: [SourceReference.Kind: Int] = [:]
        var missing: [String] = []
        for folder in folders {
            let path = PackagePaths.corpus.appendingPathComponent(folder).path
            for reference in try SourceIndex(directory: URL(fileURLWithPath: path)).references {
                kinds[reference.kind, default: 0] += 1
            }
            let report = InterfaceValidator().validate(interfacePaths: [path], sourcePaths: [path])
            // A name in code is quoted (`names nib "Cell"`); a storyboard reference's storyboard is in backticks.
            missing += report.findings.filter { rules.contains($0.rule) }.map { finding in
                let quoted = finding.message.split(separator: "\"", omittingEmptySubsequences: false)
                let name = quoted.count > 2 ? quoted[1] : finding.message.split(separator: "`", omittingEmptySubsequences: false).dropFirst().first ?? ""
                return folder + ": " + name
            }
        }
        #expect(
            missing == ["bryceco__GoMap: Changeset.storyboard", "bryceco__GoMap: DataOverlays.storyboard",
                        "openfoodfacts__openfoodfacts-ios: ProductTableViewCell",
                        "openfoodfacts__openfoodfacts-ios: ProductDetailViewController",
                        "robbiehanson__XMPPFramework: RootViewController"], "\(missing)")
        #expect(kinds[.nibName, default: 0] >= 3)
        #expect(kinds[.storyboardName, default: 0] >= 2)
        #expect(kinds[.storyboardIdentifier, default: 0] >= 1)
        #expect(kinds[.reuseIdentifier, default: 0] >= 2)
    }
}
