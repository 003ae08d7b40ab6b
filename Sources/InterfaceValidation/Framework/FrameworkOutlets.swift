/// Outlets that UIKit, AppKit and WatchKit classes declare themselves and that Interface Builder offers to
/// connect: `UIViewController.view`, `UITableView.dataSource`, `NSWindowController.window`, `NSView.nextKeyView`.
///
/// A custom class inherits them from its framework superclass, so a connection to one is no missing outlet.
/// The table lists each outlet on the class that declares it; look-ups go through the whole superclass chain.
public enum FrameworkOutlets {
    /// The outlets `className` itself declares (not its superclasses').
    public static func outlets(declaredBy className: String) -> Set<String> {
        table[className] ?? []
    }

    /// Whether any class in `lineage` (a class and its superclasses) declares the outlet `name`.
    public static func declares(_ name: String, inLineage lineage: [String]) -> Bool {
        lineage.contains { table[$0]?.contains(name) == true }
    }

    private static let table: [String: Set<String>] = [
        // UIKit
        "UIResponder": ["inputView", "inputAccessoryView"],
        "UIView": ["gestureRecognizers", "accessibilityElements"],
        "UIViewController": [
            "view", "searchDisplayController", "transitioningDelegate", "navigationItem", "tabBarItem",
            "toolbarItems", "accessibilityElements",
            // tvOS (Interface Builder offers it on the File's Owner of Apple TV documents).
            "preferredFocusedView",
        ],
        "UINavigationController": ["delegate", "navigationBar", "toolbar"],
        "UITabBarController": ["delegate", "tabBar", "viewControllers", "customizableViewControllers"],
        "UISplitViewController": ["delegate", "viewControllers"],
        "UIPageViewController": ["delegate", "dataSource"],
        "UITableViewController": ["tableView", "refreshControl"],
        "UICollectionViewController": ["collectionView"],
        "UIScrollView": ["delegate", "refreshControl"],
        "UITableView": [
            "dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate", "tableHeaderView",
            "tableFooterView", "backgroundView",
        ],
        "UICollectionView": [
            "dataSource", "delegate", "prefetchDataSource", "dragDelegate", "dropDelegate", "backgroundView",
            "collectionViewLayout",
        ],
        "UITableViewCell": [
            "accessoryView", "editingAccessoryView", "backgroundView", "selectedBackgroundView",
            "multipleSelectionBackgroundView",
            // A custom cell's own views can stand in for the built-in ones (`cell.textLabel?.text = …`).
            "textLabel", "detailTextLabel", "imageView",
        ],
        "UICollectionViewCell": ["backgroundView", "selectedBackgroundView"],
        "UITextField": ["delegate", "leftView", "rightView"],
        "UITextView": ["delegate"],
        "UISearchBar": ["delegate", "inputAccessoryView"],
        "UIPickerView": ["dataSource", "delegate"],
        "UINavigationBar": ["delegate"],
        "UITabBar": ["delegate", "items", "selectedItem"],
        "UIToolbar": ["delegate", "items"],
        "UIWebView": ["delegate"],
        "UIGestureRecognizer": ["delegate"],
        "UIWindow": ["rootViewController"],
        "UIApplication": ["delegate"],
        "UINavigationItem": [
            "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "leftBarButtonItems",
            "rightBarButtonItems", "searchController",
        ],
        "UIBarButtonItem": ["customView", "menu"],
        "UIButton": ["menu"],
        "UISearchDisplayController": [
            "delegate", "searchBar", "searchContentsController", "searchResultsDataSource", "searchResultsDelegate",
        ],
        "UIPopoverController": ["delegate"],
        "MKMapView": ["delegate"],
        "WKWebView": ["navigationDelegate", "UIDelegate"],
        "GLKView": ["delegate"],
        "GLKViewController": ["delegate"],
        "SCNView": ["delegate", "scene"],
        "ARSCNView": ["delegate", "session"],
        "ARSKView": ["delegate", "session"],
        "SKView": ["delegate"],
        "MTKView": ["delegate"],
        "PKCanvasView": ["delegate"],
        "PDFView": ["delegate", "document"],
        // AppKit
        "NSResponder": ["menu", "nextResponder"],
        "NSView": ["nextKeyView", "menu"],
        "NSWindow": [
            "delegate", "initialFirstResponder", "contentView", "toolbar", "defaultButtonCell", "contentViewController",
        ],
        "NSWindowController": ["window", "contentViewController"],
        "NSViewController": ["view", "representedObject", "sourceItemView"],
        "NSControl": ["formatter", "delegate"],
        "NSTextField": ["delegate", "nextKeyView"],
        "NSTableView": ["dataSource", "delegate", "headerView", "cornerView"],
        "NSOutlineView": ["dataSource", "delegate", "outlineTableColumn"],
        "NSBrowser": ["delegate"],
        "NSComboBox": ["dataSource", "delegate"],
        "NSCell": ["menu"],
        "NSComboBoxCell": ["dataSource"],
        "NSCollectionView": ["dataSource", "delegate", "itemPrototype", "backgroundView", "prefetchDataSource"],
        "NSCollectionViewItem": ["view", "imageView", "textField"],
        "NSTableCellView": ["textField", "imageView", "objectValue"],
        "NSScrollView": ["documentView", "contentView", "horizontalScroller", "verticalScroller"],
        "NSClipView": ["documentView"],
        "NSText": ["delegate"],
        "NSTextView": ["delegate"],
        "NSSplitView": ["delegate"],
        "NSTabView": ["delegate"],
        "NSTabViewItem": ["initialFirstResponder", "view", "viewController"],
        "NSMenu": ["delegate", "supermenu"],
        "NSMenuItem": ["submenu", "view", "target"],
        "NSApplication": ["delegate", "mainMenu", "windowsMenu", "servicesMenu", "helpMenu", "dockMenu"],
        "NSDrawer": ["contentView", "delegate", "parentWindow"],
        "NSPopover": ["contentViewController", "delegate"],
        "NSToolbar": ["delegate"],
        "NSToolbarItem": ["view", "menuFormRepresentation"],
        "NSSearchField": ["searchMenuTemplate", "delegate"],
        "NSTokenField": ["delegate"],
        "NSDatePicker": ["delegate"],
        "NSPathControl": ["delegate"],
        "NSMatrix": ["delegate", "prototype"],
        "NSSavePanel": ["delegate", "accessoryView"],
        "NSPageController": ["delegate", "view"],
        "NSSplitViewController": ["splitView"],
        "NSTabViewController": ["tabView"],
        "NSGestureRecognizer": ["delegate"],
        "NSTouchBar": ["delegate"],
        "NSBox": ["contentView"],
        "NSDocument": ["window"],
        "NSFontManager": ["delegate"],
        "NSObjectController": ["content"],
        "NSImageView": ["delegate"],
        "NSSound": ["delegate"],
        "NSSpeechSynthesizer": ["delegate"],
        "NSStatusItem": ["menu", "view"],
        "WebView": [
            "frameLoadDelegate", "policyDelegate", "resourceLoadDelegate", "UIDelegate", "downloadDelegate",
            "editingDelegate", "hostWindow",
        ],
        "AVPlayerView": ["player"],
        // WatchKit
        "WKInterfaceController": [],
    ]
}
