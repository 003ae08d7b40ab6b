import Testing
import UIDescription

@testable import InterfaceSources

/// The calls that name Interface Builder items by string, as ``SourceIndex/references`` finds them.
@Suite("String references in Swift and Objective-C")
struct StringReferenceTests {
    /// `kind value caller` for each reference, for short expectations.
    private func summary(_ index: SourceIndex) -> [String] {
        index.references.map { reference in
            [reference.kind.rawValue, reference.value ?? "<computed>", reference.caller?.ownerQualifiedName,
             reference.storyboardName.map { "in:" + $0 }]
                .compactMap { $0 }.joined(separator: " ")
        }
    }

    @Test("Swift: UIKit and AppKit calls are recognised by name and labels, with the caller for segues on self")
    func swiftCalls() {
        let index = indexedSwift(
            """
            import UIKit
            class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UINib(nibName: "ProfileCell", bundle: nil), forCellReuseIdentifier: "profile")
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.plainCell)
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let optional = tableView.dequeueReusableCell(withIdentifier: "optional")
                    return tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    performSegue(withIdentifier: "showDetail", sender: nil)
                    DispatchQueue.main.async { [weak self] in self?.performSegue(withIdentifier: "later", sender: nil) }
                    navigationController?.topViewController?.performSegue(withIdentifier: "elsewhere", sender: nil)
                    let settings = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Root")
                    let any = storyboard?.instantiateViewController(identifier: "Other")
                    present(ListViewController(nibName: "ListViewController", bundle: nil), animated: true)
                    _ = Bundle.main.loadNibNamed("Header", owner: self)
                    let computed = "Name\\(indexPath.row)"
                    performSegue(withIdentifier: "row\\(indexPath.row)", sender: nil)
                }
            }
            struct Helper {
                func go(_ controller: UIViewController) { controller.performSegue(withIdentifier: "helper", sender: nil) }
                func implicit() { performSegue(withIdentifier: "notAClass", sender: nil) }
            }
            """)
        #expect(
            summary(index) == [
                "nibName ProfileCell", "reuseRegistration profile", "reuseRegistration <computed>",
                "reuseIdentifier item",
                "segueIdentifier showDetail ListViewController", "segueIdentifier later ListViewController",
                "segueIdentifier elsewhere",
                "storyboardName Settings", "storyboardIdentifier Root in:Settings", "storyboardIdentifier Other",
                "nibName ListViewController", "nibName Header",
                "segueIdentifier helper", "segueIdentifier notAClass",
            ])
        let showDetail = index.references.first { $0.value == "showDetail" }
        #expect(showDetail?.callName == "performSegue(withIdentifier:)")
        #expect(showDetail?.location.line == 13)
        #expect(showDetail?.location.column == 38)
    }

    @Test("Swift: AppKit's name wrappers and extensions of nested classes")
    func swiftAppKit() {
        let index = indexedSwift(
            """
            import AppKit
            extension Outer.PreferencesController {
                func open() {
                    let board = NSStoryboard(name: NSStoryboard.Name("Preferences"), bundle: nil)
                    _ = board.instantiateController(withIdentifier: NSStoryboard.SceneIdentifier("General"))
                    _ = NSNib(nibNamed: NSNib.Name(rawValue: "Row"), bundle: nil)
                    _ = NSWindowController(windowNibName: "Inspector")
                    self.performSegue(withIdentifier: "showAdvanced", sender: nil)
                    performSegue(withIdentifier: NSStoryboardSegue.Identifier("showAbout"), sender: nil)
                }
            }
            """)
        #expect(
            summary(index) == [
                "storyboardName Preferences", "storyboardIdentifier General", "nibName Row", "nibName Inspector",
                "segueIdentifier showAdvanced Outer.PreferencesController",
                "segueIdentifier showAbout Outer.PreferencesController",
            ])
    }

    @Test("Objective-C: message sends with literal arguments, the caller from the @implementation")
    func objectiveCMessages() {
        let index = indexedObjC(
            """
            @implementation ListViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView registerNib:[UINib nibWithNibName:@"ProfileCell" bundle:nil] forCellReuseIdentifier:@"profile"];
                [self.collectionView registerClass:[Cell class] forSupplementaryViewOfKind:kind withReuseIdentifier:CellID];
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                UITableViewCell *maybe = [tableView dequeueReusableCellWithIdentifier:@"optional"];
                return [tableView dequeueReusableCellWithIdentifier:@"item" forIndexPath:indexPath];
            }
            - (void)select {
                [self performSegueWithIdentifier:@"showDetail" sender:self];
                [other performSegueWithIdentifier:@"elsewhere" sender:self];
                UIViewController *root = [[UIStoryboard storyboardWithName:@"Settings" bundle:nil] instantiateViewControllerWithIdentifier:@"Root"];
                [[NSBundle mainBundle] loadNibNamed:@"Header" owner:self options:nil];
                [self performSegueWithIdentifier:[NSString stringWithFormat:@"row%d", 1] sender:nil];
                [collectionView dequeueReusableSupplementaryViewOfKind:kind withReuseIdentifier:@"header" forIndexPath:indexPath];
            }
            @end
            """)
        #expect(
            summary(index) == [
                "nibName ProfileCell", "reuseRegistration profile", "reuseRegistration <computed>",
                "reuseIdentifier item",
                "segueIdentifier showDetail ListViewController", "segueIdentifier elsewhere",
                "storyboardName Settings", "storyboardIdentifier Root in:Settings", "nibName Header",
                "reuseIdentifier header",
            ])
        let showDetail = index.references.first { $0.value == "showDetail" }
        #expect(showDetail?.callName == "performSegueWithIdentifier:")
        #expect(showDetail?.location.line == 12)
        #expect(showDetail?.location.column == 38)
    }

    @Test("Swift: identifiers compared in prepare(for:sender:) and shouldPerformSegue(withIdentifier:sender:)")
    func swiftSegueComparisons() {
        let index = indexedSwift(
            """
            class ListViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "showDetail" { }
                    if "showAbout" != segue.identifier { }
                    guard let identifier = segue.identifier else { return }
                    switch identifier {
                    case "embed", "other": break
                    case "later"?: break
                    default: break
                    }
                    if sender as? String == "notASegue" { }
                }
                override func shouldPerformSegue(withIdentifier id: String, sender: Any?) -> Bool {
                    id == "showEditor"
                }
                @IBAction func unwind(_ segue: UIStoryboardSegue) {
                    if segue.identifier == "fromElsewhere" { }
                }
            }
            struct NotAController {
                func prepare(for segue: UIStoryboardSegue, sender: Any?) { _ = segue.identifier == "struct" }
            }
            """)
        #expect(
            summary(index) == [
                "segueIdentifier showDetail ListViewController", "segueIdentifier showAbout ListViewController",
                "segueIdentifier embed ListViewController", "segueIdentifier other ListViewController",
                "segueIdentifier later ListViewController", "segueIdentifier showEditor ListViewController",
            ])
        #expect(index.references.first?.callName == "prepare(for:sender:)")
        #expect(index.references.last?.callName == "shouldPerformSegue(withIdentifier:sender:)")
    }

    @Test("Objective-C: identifiers compared in prepareForSegue:sender: and shouldPerformSegueWithIdentifier:sender:")
    func objectiveCSegueComparisons() {
        let index = indexedObjC(
            """
            @interface ListViewController ()
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender;
            @end
            @implementation ListViewController
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                if ([segue.identifier isEqualToString:@"showDetail"]) {
                    [self.items enumerateObjectsUsingBlock:^(id item, NSUInteger i, BOOL *stop) { }];
                } else if ([[segue identifier] isEqualToString:@"notMatched"]) {
                }
                if ([segue.identifier isEqualToString:@"showAbout"]) { }
            }
            - (BOOL)shouldPerformSegueWithIdentifier:(NSString *)identifier sender:(id)sender {
                return [identifier isEqualToString:@"showEditor"];
            }
            - (void)other {
                if ([segue.identifier isEqualToString:@"outside"]) { }
            }
            @end
            """)
        #expect(
            summary(index) == [
                "segueIdentifier showDetail ListViewController", "segueIdentifier showAbout ListViewController",
                "segueIdentifier showEditor ListViewController",
            ])
        #expect(index.references.first?.callName == "prepareForSegue:sender:")
    }

    @Test("Every prefix of a source full of references is read without trapping, finding nothing past the cut")
    func truncatedSources() {
        let swift = """
            class ListViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let identifier = segue.identifier else { return }
                    switch identifier { case "embed": break; default: break }
                    performSegue(withIdentifier: "showDetail", sender: nil)
                    _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Root")
                    tableView.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "cell")
                }
            }
            """
        let objectiveC = """
            @implementation ListViewController
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                if ([segue.identifier isEqualToString:@"showDetail"]) { [self performSegueWithIdentifier:@"next" sender:nil]; }
                [[[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"Root"] view];
                [tableView dequeueReusableCellWithIdentifier:@"cell" forIndexPath:indexPath];
            }
            @end
            """
        for (text, path) in [(swift, "View.swift"), (objectiveC, "View.m")] {
            let bytes = Array(text.utf8)
            #expect(indexed((path, text)).references.count >= 5)
            for length in 0...bytes.count {
                let prefix = String(decoding: bytes[0..<length], as: UTF8.self)
                let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
                for reference in indexed((path, prefix)).references {
                    let line = reference.location.line
                    #expect(line >= 1 && line <= lines.count, "\(path) cut at \(length)")
                }
            }
        }
    }

    /// The reuse identifiers `kind` references resolve to, with the call that names them and its line.
    private func resolved(_ index: SourceIndex, _ kind: SourceReference.Kind) -> [String] {
        index.references.filter { $0.kind == kind }.map { reference in
            "\(reference.callName) \(index.value(of: reference) ?? "<computed>") @\(reference.location.line)"
        }
    }

    /// Found outside the corpus: MessageKit registers cells with `register<T>(_ cellClass: T.Type)` and
    /// `String(describing: T.self)`, Threema with `registerCell<CellType>(_: CellType.Type)` and
    /// `CellType.reuseIdentifier`, the Corona-Warn-App with `register(cellTypes: [Cell.Type])` and a loop, DuckDuckGo
    /// through a local `let reuseIdentifier = "\(CellType.self)"`. Each registration was computed, which turned the
    /// reuse identifier check off for the whole project.
    @Test("Swift: references inside registration and dequeue helpers resolve at each call of the helper")
    func forwardedByHelpers() {
        let index = indexedSwift(
            """
            import UIKit
            protocol Reusable {}
            extension Reusable { static var reuseIdentifier: String { String(describing: self) } }
            extension UITableViewCell { static var cellIdentifier: String { "\\(self)" } }
            class ProfileCell: UITableViewCell, Reusable {}
            extension UITableView {
                func registerCell<Cell: UITableViewCell>(_: Cell.Type) where Cell: Reusable {
                    register(Cell.self, forCellReuseIdentifier: Cell.reuseIdentifier)
                }
                func register(cellTypes: [UITableViewCell.Type], bundle: Bundle? = nil) {
                    for cellType in cellTypes {
                        let identifier = cellType.cellIdentifier
                        register(UINib(nibName: identifier, bundle: bundle), forCellReuseIdentifier: identifier)
                    }
                }
                func registerPlain(identifier: String) {
                    register(UITableViewCell.self, forCellReuseIdentifier: identifier)
                }
                func dequeueCell<Cell: UITableViewCell>(ofType type: Cell.Type, for indexPath: IndexPath) -> Cell {
                    let reuseIdentifier = "\\(Cell.self)"
                    return dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as! Cell
                }
                func registerNamed<Cell: UITableViewCell>(_: Cell.Type) {
                    register(Cell.self, forCellReuseIdentifier: Cell.stringName())
                }
            }
            extension NSObject { static func stringName() -> String { String(describing: self) } }
            class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.registerCell(ProfileCell.self)
                    tableView.register(cellTypes: [HeaderCell.self, FooterCell.self])
                    tableView.registerPlain(identifier: "plain")
                    tableView.registerNamed(ProfileCell.self)
                }
                func cell(at indexPath: IndexPath) {
                    _ = tableView.dequeueCell(ofType: ProfileCell.self, for: indexPath)
                }
            }
            """)
        #expect(
            resolved(index, .reuseRegistration) == [
                "registerCell(_:) ProfileCell @30", "register(cellTypes:) HeaderCell @31", "register(cellTypes:) FooterCell @31",
                "registerPlain(identifier:) plain @32", "registerNamed(_:) ProfileCell @33",
            ])
        #expect(resolved(index, .reuseIdentifier) == ["dequeueCell(ofType:) ProfileCell @36"])
        #expect(index.references.first { $0.kind == .reuseIdentifier }?.location.column == 43)
    }

    /// Found outside the corpus: WooCommerce registers its headers in a loop over a local list of types,
    /// `for kind in headersAndFooters { tableView.register(kind.loadNib(), forHeaderFooterViewReuseIdentifier: kind.reuseIdentifier) }`.
    @Test("Swift: a loop or forEach over types named in place makes one reference per type")
    func loopsOverTypesInPlace() {
        let index = indexedSwift(
            """
            class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    let headers = [TitleHeader.self, DetailHeader.self]
                    for kind in headers {
                        tableView.register(kind, forHeaderFooterViewReuseIdentifier: kind.reuseIdentifier)
                    }
                    [ACell.self, BCell.self].forEach { tableView.register($0, forCellReuseIdentifier: String(describing: $0)) }
                    [CCell.self].forEach { type in tableView.register(type, forCellReuseIdentifier: "\\(type)") }
                    for type in [DCell.self, cellType] { tableView.register(type, forCellReuseIdentifier: "\\(type)") }
                    let headerType = SingleHeader.self
                    tableView.register(headerType, forHeaderFooterViewReuseIdentifier: headerType.reuseIdentifier)
                }
            }
            """)
        #expect(
            index.references.map { "\($0.value ?? $0.constantNames.joined()) @\($0.location.line)" } == [
                "TitleHeader.reuseIdentifier @5", "DetailHeader.reuseIdentifier @5", "ACell @7", "BCell @7", "CCell @8", " @9",
                "SingleHeader.reuseIdentifier @11",
            ])
    }

    @Test("Swift: a helper's registration stays computed where a call passes a variable or the helper is passed around")
    func helpersWhoseCallsCannotBeFollowed() {
        let helper = """
            extension UITableView {
                func registerCell<Cell: UITableViewCell>(_ type: Cell.Type) {
                    register(type, forCellReuseIdentifier: String(describing: type))
                }
            }
            """
        let variable = indexedSwift(helper + "\nfunc setUp(_ table: UITableView, _ types: [UITableViewCell.Type]) { for type in types { table.registerCell(type) } }")
        #expect(resolved(variable, .reuseRegistration) == ["registerCell <computed> @6"])

        let stored = indexedSwift(helper + "\nfunc setUp(_ table: UITableView) { let add = table.registerCell; add(ACell.self); table.registerCell(BCell.self) }")
        #expect(resolved(stored, .reuseRegistration) == ["register(forCellReuseIdentifier:) <computed> @3"])

        // Passed to `forEach` over types named in place, it is called with each; a type's member of the same name
        // (WooCommerce's `Paths.register`, a constant) is not the helper.
        let passed = indexedSwift(
            helper + "\nfunc setUp(_ table: UITableView) {\n let cells = [ACell.self, BCell.self]\n cells.forEach(table.registerCell)\n"
                + " [CCell.self].forEach(table.registerCell)\n _ = Paths.registerCell\n}")
        #expect(
            resolved(passed, .reuseRegistration) == [
                "registerCell(_:) ACell @8", "registerCell(_:) BCell @8", "registerCell(_:) CCell @9",
            ])

        // Not called at all: it registers nothing.
        #expect(resolved(indexedSwift(helper), .reuseRegistration).isEmpty)

        // A function of another name is not looked for at its calls: its registration stays computed in place.
        let other = indexedSwift(helper.replacingOccurrences(of: "registerCell", with: "prepare") + "\nfunc f(_ t: UITableView) { t.prepare(ACell.self) }")
        #expect(resolved(other, .reuseRegistration) == ["register(forCellReuseIdentifier:) <computed> @3"])
    }

    /// Found outside the corpus: WooCommerce's cells register themselves with `static func register(for tableView:)
    /// { tableView.registerNib(for: self) }`, and `WPAnalytics.register(provider)` is no table view helper.
    @Test("Swift: self in a static method passes its type; a call on a type reaches only static helpers")
    func staticSelfAndCallsOnTypes() {
        let index = indexedSwift(
            """
            extension UITableView {
                func registerNib(for type: UITableViewCell.Type) {
                    register(UINib(nibName: "\\(type)", bundle: nil), forCellReuseIdentifier: type.reuseIdentifier)
                }
            }
            class OrderCell: UITableViewCell {
                static func register(for tableView: UITableView) { tableView.registerNib(for: self) }
                class func registerAgain(for tableView: UITableView) { tableView.registerNib(for: Self.self) }
                func instance(_ tableView: UITableView) { tableView.registerNib(for: self) }
            }
            func setUp() { Analytics.registerNib(for: provider) }
            """)
        // No source defines `reuseIdentifier`, so the values stay unknown; the constants named are what counts here.
        let registrations = index.references.filter { $0.kind == .reuseRegistration }
        #expect(
            registrations.map { "\($0.callName) \($0.constantNames) @\($0.location.line)" } == [
                "registerNib(for:) [\"OrderCell.reuseIdentifier\"] @7", "registerNib(for:) [\"OrderCell.reuseIdentifier\"] @8",
                "registerNib [] @9",
            ])
    }

    @Test("Swift: an override forwarding to super is not a call of itself; helpers that disagree on a call are not followed")
    func overridesAndAmbiguousHelpers() {
        let index = indexedSwift(
            """
            class Table: UITableView {
                override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
                    super.register(cellClass, forCellReuseIdentifier: identifier)
                }
                func dequeue<Cell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
                    dequeueReusableCell(withIdentifier: String(describing: type), for: indexPath) as! Cell
                }
            }
            class Grid: UICollectionView {
                func dequeue<Cell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
                    dequeueReusableCell(withReuseIdentifier: Cell.identifier, for: indexPath) as! Cell
                }
            }
            func setUp(_ table: Table, _ indexPath: IndexPath) {
                table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
                _ = table.dequeue(ACell.self, for: indexPath)
            }
            """)
        // The literal registration once in place and once through the override.
        #expect(resolved(index, .reuseRegistration) == ["register(forCellReuseIdentifier:) plain @15", "register(forCellReuseIdentifier:) plain @15"])
        #expect(resolved(index, .reuseIdentifier).isEmpty)
    }

    @Test("Files loaded from another bundle than the project's own are not recorded: they may live elsewhere")
    func otherBundles() {
        let swift = indexedSwift(
            """
            func load(_ bundle: Bundle) {
                _ = UIStoryboard(name: "Local", bundle: nil)
                _ = UIStoryboard(name: "Main", bundle: .main)
                _ = UINib(nibName: "Package", bundle: .module)
                _ = UINib(nibName: "Own", bundle: Bundle(for: Self.self))
                _ = Bundle.main.loadNibNamed("Loaded", owner: nil)
                _ = UIStoryboard(name: "Framework", bundle: Bundle(identifier: "com.example.kit"))
                _ = UINib(nibName: "Given", bundle: bundle)
                _ = bundle.loadNibNamed("Elsewhere", owner: nil)
            }
            """)
        #expect(swift.references.compactMap(\.value) == ["Local", "Main", "Package", "Own", "Loaded"])
        let objectiveC = indexedObjC(
            """
            @implementation Loader
            - (void)load:(NSBundle *)bundle {
                [UIStoryboard storyboardWithName:@"Local" bundle:nil];
                [UINib nibWithNibName:@"Main" bundle:[NSBundle mainBundle]];
                [UINib nibWithNibName:@"Own" bundle:[NSBundle bundleForClass:[self class]]];
                [[NSBundle mainBundle] loadNibNamed:@"Loaded" owner:self options:nil];
                [UINib nibWithNibName:@"Given" bundle:bundle];
                [bundle loadNibNamed:@"Elsewhere" owner:self options:nil];
                [[NSBundle bundleWithIdentifier:@"com.example.kit"] loadNibNamed:@"Framework" owner:self options:nil];
            }
            @end
            """)
        #expect(objectiveC.references.compactMap(\.value) == ["Local", "Main", "Own", "Loaded"])
    }
}
