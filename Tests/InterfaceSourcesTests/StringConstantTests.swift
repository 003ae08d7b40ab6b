import Testing

@testable import InterfaceSources

/// The string constants references name instead of literals, as ``SourceIndex/value(of:)`` resolves them.
@Suite("String constants behind references")
struct StringConstantTests {
    /// `constant → value` for each reference that names a constant, in order (`?` when it does not resolve).
    private func resolved(_ index: SourceIndex) -> [String] {
        index.references.filter { $0.value == nil }.map { reference in
            "\(reference.constantNames.first ?? "-") → \(index.value(of: reference) ?? "?")"
        }
    }

    @Test("Swift: static, instance and top-level constants; type names from defaults, aliases and String(describing:)")
    func swiftConstants() {
        let index = indexed(
            ("Reusable.swift", """
                protocol Reusable: AnyObject { static var reuseIdentifier: String { get } }
                extension Reusable {
                    static var reuseIdentifier: String { String(describing: self) }
                }
                protocol Named: AnyObject {}
                extension Named {
                    static var className: String { NSStringFromClass(self).components(separatedBy: ".").last! }
                    static var plainName: String { return className }
                }
                let sharedID = "shared"
                """),
            ("Cells.swift", """
                class PlainCell: UITableViewCell, Reusable, Named {}
                class CustomCell: UITableViewCell, Reusable {
                    static let reuseIdentifier = "custom-cell"
                }
                class ComputedCell: UITableViewCell, Reusable {
                    static var reuseIdentifier: String { "computed-" + UUID().uuidString }
                }
                class ListViewController: UITableViewController {
                    private let rowID = "row"
                    static var headerID: String { return "header" }
                    override func viewDidLoad() {
                        tableView.register(PlainCell.self, forCellReuseIdentifier: PlainCell.reuseIdentifier)
                        tableView.register(CustomCell.self, forCellReuseIdentifier: CustomCell.reuseIdentifier)
                        tableView.register(ComputedCell.self, forCellReuseIdentifier: ComputedCell.reuseIdentifier)
                        tableView.register(PlainCell.self, forCellReuseIdentifier: PlainCell.className)
                        tableView.register(PlainCell.self, forCellReuseIdentifier: PlainCell.plainName)
                        tableView.register(UINib(nibName: String(describing: PlainCell.self), bundle: nil), forCellReuseIdentifier: rowID)
                        tableView.register(PlainCell.self, forCellReuseIdentifier: ListViewController.headerID)
                        tableView.register(PlainCell.self, forCellReuseIdentifier: sharedID)
                        let rowID = UUID().uuidString
                        tableView.register(PlainCell.self, forCellReuseIdentifier: rowID)
                    }
                    func generic<T: UITableViewCell>(_ type: T.Type) {
                        tableView.register(type, forCellReuseIdentifier: String(describing: T.self))
                    }
                }
                """))
        #expect(
            resolved(index) == [
                "PlainCell.reuseIdentifier → PlainCell", "CustomCell.reuseIdentifier → custom-cell",
                "ComputedCell.reuseIdentifier → ?", "PlainCell.className → PlainCell", "PlainCell.plainName → PlainCell",
                "ListViewController#rowID → row", "ListViewController.headerID → header", "ListViewController#sharedID → shared",
                "- → ?", "- → ?",
            ])
        // `String(describing: PlainCell.self)` is a value of its own, like a literal.
        #expect(index.references.contains { $0.kind == .nibName && $0.value == "PlainCell" })
    }

    @Test("Swift: definitions of one name that disagree resolve to nothing")
    func disagreeingDefinitions() {
        let index = indexed(
            ("A.swift", "let cellID = \"a\"\nclass A: UITableViewController { func f() { tableView.register(A.self, forCellReuseIdentifier: cellID) } }"),
            ("B.swift", "let cellID = \"b\"\n"))
        #expect(resolved(index) == ["A#cellID → ?"])
    }

    @Test("Objective-C: NSString constants and variables by name, NSStringFromClass([Cell class]) as the class's name")
    func objectiveCConstants() {
        let index = indexedObjC(
            """
            static NSString *const kItemCellID = @"item";
            @implementation ListViewController
            - (void)viewDidLoad {
                NSString *headerID = @"header";
                [self.tableView registerClass:[ItemCell class] forCellReuseIdentifier:kItemCellID];
                [self.tableView registerClass:[ItemCell class] forCellReuseIdentifier:headerID];
                [self.tableView registerNib:[UINib nibWithNibName:NSStringFromClass([ItemCell class]) bundle:nil] forCellReuseIdentifier:unknownID];
            }
            - (UITableViewCell *)cellAt:(NSIndexPath *)indexPath {
                return [self.tableView dequeueReusableCellWithIdentifier:NSStringFromClass([ItemCell class]) forIndexPath:indexPath];
            }
            - (instancetype)init {
                return [super initWithWindowNibName:NSStringFromClass([self class])];
            }
            + (UINib *)nib {
                return [UINib nibWithNibName:NSStringFromClass([super class]) bundle:nil];
            }
            - (void)registerCell:(UITableViewCell *)cell {
                [self.tableView registerNib:[UINib nibWithNibName:NSStringFromClass([cell class]) bundle:nil] forCellReuseIdentifier:@"cell"];
            }
            @end
            """)
        #expect(resolved(index) == ["kItemCellID → item", "headerID → header", "unknownID → ?"])
        #expect(index.references.filter { $0.value == "ItemCell" }.map(\.kind) == [.nibName, .reuseIdentifier])
        // `[self class]`, `[super class]` and `[cell class]` name no class the reading can know: not checked.
        #expect(index.references.filter { $0.kind == .nibName }.compactMap(\.value) == ["ItemCell"])
    }
}
