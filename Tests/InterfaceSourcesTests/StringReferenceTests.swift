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
