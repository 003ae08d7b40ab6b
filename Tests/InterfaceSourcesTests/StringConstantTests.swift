import Testing

@testable import InterfaceSources

/// The string constants references name instead of literals, as ``SourceIndex/value(of:)`` resolves them.
@Suite("String constants behind references")
struct StringConstantTests {
    /// `constant → value` for each reference that names a constant, in order: the constant that gave the value, else
    /// the last it could be, with `?`.
    private func resolved(_ index: SourceIndex) -> [String] {
        index.references.filter { $0.value == nil }.map { reference in
            "\(index.constantName(of: reference) ?? reference.constantNames.last ?? "-") → \(index.value(of: reference) ?? "?")"
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
                "ListViewController#rowID → row", "ListViewController.headerID → header", "sharedID → shared",
                "- → ?", "- → ?",
            ])
        // `String(describing: PlainCell.self)` is a value of its own, like a literal.
        #expect(index.references.contains { $0.kind == .nibName && $0.value == "PlainCell" })
    }

    /// Regression: the parser puts empty text segments around an interpolation, so `"\(self)"` was not recognised
    /// and DuckDuckGo's `static var reuseIdentifier: String { "\(self)" }` resolved to nothing.
    @Test("Swift: a string holding only an interpolated type, \"\\(self)\" or \"\\(Cell.self)\", is the type's name")
    func interpolatedTypeNames() {
        let index = indexedSwift(
            """
            extension UITableViewCell { static var cellIdentifier: String { "\\(self)" } }
            class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(PlainCell.self, forCellReuseIdentifier: PlainCell.cellIdentifier)
                    tableView.register(PlainCell.self, forCellReuseIdentifier: "\\(PlainCell.self)")
                    tableView.register(PlainCell.self, forCellReuseIdentifier: "Cell\\(PlainCell.self)")
                }
            }
            """)
        #expect(resolved(index) == ["PlainCell.cellIdentifier → PlainCell", "- → ?"])
        #expect(index.references.compactMap(\.value) == ["PlainCell"])
    }

    /// Found outside the corpus: the Corona-Warn-App registers and dequeues its cells with
    /// `ReusableCellIdentifier.risk.rawValue`, which turned the reuse identifier check off.
    @Test("Swift: a String enum case's raw value is its literal, else the case's name")
    func enumRawValues() {
        let index = indexedSwift(
            """
            enum CellID: String {
                case item, header = "Header"
                case computed = "\\(1)"
            }
            enum Number: Int { case one }
            class ListViewController: UITableViewController {
                enum CellID: String { case header = "ListHeader" }
                override func viewDidLoad() {
                    tableView.register(PlainCell.self, forCellReuseIdentifier: CellID.item.rawValue)
                    tableView.register(PlainCell.self, forCellReuseIdentifier: CellID.header.rawValue)
                    tableView.register(PlainCell.self, forCellReuseIdentifier: Outer.CellID.header.rawValue)
                    tableView.register(PlainCell.self, forCellReuseIdentifier: CellID.computed.rawValue)
                    tableView.register(PlainCell.self, forCellReuseIdentifier: CellID.missing.rawValue)
                    tableView.register(PlainCell.self, forCellReuseIdentifier: Number.one.rawValue)
                }
            }
            class DetailViewController: UITableViewController {
                enum CellID: String { case header = "DetailHeader" }
                func load() {
                    tableView.register(PlainCell.self, forCellReuseIdentifier: CellID.header.rawValue)
                    tableView.register(PlainCell.self, forCellReuseIdentifier: ListViewController.CellID.header.rawValue)
                    tableView.register(PlainCell.self, forCellReuseIdentifier: CellID.item.rawValue)
                }
            }
            """)
        // A nested enum is found through the types around the code, or the types it writes, before an enum of the same
        // name elsewhere.
        #expect(
            resolved(index) == [
                "CellID.item.rawValue → item", "ListViewController.CellID.header.rawValue → ListHeader",
                "CellID.header.rawValue → ?", "CellID.computed.rawValue → ?", "CellID.missing.rawValue → ?",
                "Number.one.rawValue → ?",
                "DetailViewController.CellID.header.rawValue → DetailHeader",
                "ListViewController.CellID.header.rawValue → ListHeader", "CellID.item.rawValue → item",
            ])
    }

    /// Found outside the corpus: Threema's cells conform to `Reusable` (`String(describing: self)`) while a vendored
    /// library's `PPReusableView` defines `reuseIdentifier` as `NSStringFromClass(self)`; the two disagreed, so no
    /// cell's identifier resolved.
    @Test("Swift: a default counts for the types that conform to its protocol or inherit from the class it extends")
    func defaultsOfConformedProtocols() {
        let index = indexedSwift(
            """
            protocol Reusable {}
            extension Reusable { static var reuseIdentifier: String { String(describing: self) } }
            protocol OtherReusable {}
            extension OtherReusable { static var reuseIdentifier: String { NSStringFromClass(self) } }
            class BaseCell: UITableViewCell, Reusable {}
            class DerivedCell: BaseCell {}
            class ExtendedCell: UITableViewCell {}
            extension ExtendedCell: Reusable {}
            extension UITableViewCell { static var cellIdentifier: String { String(describing: self) } }
            extension UICollectionViewCell { static var cellIdentifier: String { "collection" } }
            class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(DerivedCell.self, forCellReuseIdentifier: DerivedCell.cellIdentifier)
                    tableView.register(BaseCell.self, forCellReuseIdentifier: BaseCell.reuseIdentifier)
                    tableView.register(DerivedCell.self, forCellReuseIdentifier: DerivedCell.reuseIdentifier)
                    tableView.register(ExtendedCell.self, forCellReuseIdentifier: ExtendedCell.reuseIdentifier)
                    tableView.register(UnknownCell.self, forCellReuseIdentifier: UnknownCell.reuseIdentifier)
                }
            }
            """)
        #expect(
            resolved(index) == [
                "DerivedCell.cellIdentifier → DerivedCell",
                "BaseCell.reuseIdentifier → BaseCell", "DerivedCell.reuseIdentifier → DerivedCell",
                "ExtendedCell.reuseIdentifier → ExtendedCell", "UnknownCell.reuseIdentifier → ?",
            ])
    }

    /// Found outside the corpus: the Corona-Warn-App registers cells with `TANInputCell.cellIdentifier`, a getter
    /// returning `stringName()`, a static method of an `NSObject` extension; Element calls
    /// `RoomCell.defaultReuseIdentifier()`. Both stayed unresolved and kept the reuse identifier check off.
    /// Regression (found while adding this): WooCommerce has a `class var classNameWithoutNamespaces` in one module
    /// and a `class func classNameWithoutNamespaces()` in another; read as one member, they disagreed and left
    /// every registration unresolved.
    @Test("Swift: a type method without parameters is read like a property, called from code or from a getter")
    func typeMethodsWithoutParameters() {
        let index = indexedSwift(
            """
            extension NSObject { static func stringName() -> String { String(describing: self) } }
            extension NSObject { class var className: String { String(describing: self) } }
            extension NSObject { class func className() -> String { guard true else { return "" }; return "other" } }
            extension UITableViewCell { static var cellIdentifier: String { stringName() } }
            class RoomCell: UITableViewCell {
                override class func defaultReuseIdentifier() -> String! { return "room" }
                class func identifier(for kind: Int) -> String { "room-\\(kind)" }
                static func makeIdentifier() -> String { UUID().uuidString }
                func instanceIdentifier() -> String { "instance" }
            }
            class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    tableView.register(RoomCell.self, forCellReuseIdentifier: RoomCell.cellIdentifier)
                    tableView.register(RoomCell.self, forCellReuseIdentifier: RoomCell.stringName())
                    tableView.register(RoomCell.self, forCellReuseIdentifier: RoomCell.defaultReuseIdentifier())
                    tableView.register(RoomCell.self, forCellReuseIdentifier: RoomCell.makeIdentifier())
                    tableView.register(RoomCell.self, forCellReuseIdentifier: RoomCell.identifier(for: 1))
                    tableView.register(RoomCell.self, forCellReuseIdentifier: instanceIdentifier())
                    tableView.register(RoomCell.self, forCellReuseIdentifier: RoomCell.className)
                    tableView.register(RoomCell.self, forCellReuseIdentifier: RoomCell.className())
                }
            }
            """)
        #expect(
            resolved(index) == [
                "RoomCell.cellIdentifier → RoomCell", "RoomCell.stringName() → RoomCell",
                "RoomCell.defaultReuseIdentifier() → room", "RoomCell.makeIdentifier() → ?", "- → ?", "- → ?",
                "RoomCell.className → RoomCell", "RoomCell.className() → ?",
            ])
    }

    @Test("Swift: definitions of one name that disagree resolve to nothing")
    func disagreeingDefinitions() {
        let index = indexed(
            ("A.swift", "let cellID = \"a\"\nclass A: UITableViewController { func f() { tableView.register(A.self, forCellReuseIdentifier: cellID) } }"),
            ("B.swift", "let cellID = \"b\"\n"))
        #expect(resolved(index) == ["cellID → ?"])
    }

    /// Found outside the corpus: Element registers cells with `[RoomTableViewCell defaultReuseIdentifier]` (a class
    /// method returning `NSStringFromClass(self.class)`), OsmAnd with `[OATableViewCustomHeaderView getCellIdentifier]`
    /// and VLC with `VLCArtworkTile.reuseIdentifier`; each registration was computed, which turned the reuse
    /// identifier check off for the project.
    @Test("Objective-C: class methods returning a literal or the class's name, asked by message or dot syntax")
    func objectiveCClassMethods() {
        let index = indexed(
            ("Cells.m", """
                @implementation BaseCell
                + (NSString *)defaultReuseIdentifier { return NSStringFromClass(self.class); }
                + (nonnull NSString *)headerIdentifier {
                    return @"Header";
                }
                + (NSString *)computed { return [NSString stringWithFormat:@"%@", self]; }
                - (NSString *)instanceValue { return @"instance"; }
                @end
                @implementation PlainCell
                @end
                @implementation UITableViewCell (Reuse)
                + (NSString *)reuseIdentifier { return NSStringFromClass([self class]); }
                @end
                """),
            ("Cells.h", "@interface PlainCell : BaseCell\n@end\n@interface BaseCell : UITableViewCell\n@end\n"),
            ("List.m", """
                @implementation ListViewController
                - (void)viewDidLoad {
                    [self.tableView registerClass:[PlainCell class] forCellReuseIdentifier:[PlainCell defaultReuseIdentifier]];
                    [self.tableView registerClass:[BaseCell class] forCellReuseIdentifier:BaseCell.headerIdentifier];
                    [self.tableView registerClass:[BaseCell class] forCellReuseIdentifier:[BaseCell computed]];
                    [self.tableView registerClass:[PlainCell class] forCellReuseIdentifier:[PlainCell reuseIdentifier]];
                    [self.tableView registerClass:[PlainCell class] forCellReuseIdentifier:[PlainCell instanceValue]];
                    [self.tableView registerClass:[PlainCell class] forCellReuseIdentifier:[cellClass reuseIdentifier]];
                    [self.tableView registerClass:[RoomCell class] forCellReuseIdentifier:[RoomCell defaultReuseIdentifier]];
                }
                @end
                """),
            ("Room.swift", """
                class RoomCell: BaseCell {
                    override class func defaultReuseIdentifier() -> String { "room" }
                }
                class RoomsViewController: UITableViewController {
                    override func viewDidLoad() {
                        tableView.register(PlainCell.self, forCellReuseIdentifier: PlainCell.defaultReuseIdentifier())
                    }
                }
                """))
        #expect(
            resolved(index) == [
                "PlainCell.defaultReuseIdentifier → PlainCell", "BaseCell.headerIdentifier → Header", "BaseCell.computed → ?",
                "PlainCell.reuseIdentifier → PlainCell", "PlainCell.instanceValue → ?", "- → ?",
                "RoomCell.defaultReuseIdentifier → room", "PlainCell.defaultReuseIdentifier() → PlainCell",
            ])
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
