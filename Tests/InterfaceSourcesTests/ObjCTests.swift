import Testing
@testable import InterfaceSources

@Suite("Objective-C outlets, actions and classes")
struct ObjCTests {
    @Test("@interface with superclass and protocols, property outlets, position of the name")
    func interfaceProperties() throws {
        let index = indexedObjC("""
            #import <UIKit/UIKit.h>

            @interface LoginViewController : UIViewController <UITextFieldDelegate, UITableViewDataSource>
            @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
            @property (nonatomic, strong) IBOutlet UITextField* password;
            @property IBOutlet id delegate;
            @property (weak) IBOutlet id<UITableViewDelegate> tableDelegate;
            @property (nonatomic, copy) NSString *notAnOutlet;
            @end
            """, path: "LoginViewController.h")
        let loginClass = try #require(index.classes(named: "LoginViewController").first)
        #expect(loginClass.superclassCandidate == "UIViewController")
        #expect(loginClass.inheritedTypeNames == ["UIViewController", "UITextFieldDelegate", "UITableViewDataSource"])
        #expect(loginClass.language == .objectiveC)
        #expect(loginClass.location.line == 3)
        #expect(loginClass.location.column == 12)

        let outlets = index.outlets(of: "LoginViewController")
        #expect(outlets.map(\.name) == ["titleLabel", "password", "delegate", "tableDelegate"])
        #expect(outlets.map(\.typeName) == ["UILabel", "UITextField", "id", "id"])
        #expect(outlets.allSatisfy { $0.container == .classBody && $0.accessLevel == nil && !$0.isCollection })
        let title = try #require(outlets.first)
        #expect(title.location.file == "LoginViewController.h")
        #expect(title.location.line == 4)
        #expect(title.location.column == 47)
    }

    @Test("IBOutletCollection properties and instance variables")
    func outletCollections() {
        let index = indexedObjC("""
            @interface Keypad : UIView {
                IBOutletCollection(UIButton) NSArray *digitButtons;
            }
            @property (strong, nonatomic) IBOutletCollection(UILabel) NSArray<UILabel *> *labels;
            @end
            """)
        let outlets = index.outlets(of: "Keypad")
        #expect(outlets.map(\.name) == ["digitButtons", "labels"])
        #expect(outlets.map(\.typeName) == ["UIButton", "UILabel"])
        #expect(outlets.allSatisfy { $0.isCollection })
    }

    @Test("instance variable blocks: IBOutlet ivars, several per line, visibility keywords, nested structs")
    func instanceVariables() {
        let index = indexedObjC("""
            @interface PrefPane : NSPreferencePane {
                IBOutlet NSTextField *field;
                IBOutlet NSButton *okButton, *cancelButton;
            @private
                struct { unsigned int dirty:1; } _flags;
                NSString *plainIvar;
                IBOutlet __weak NSView *sidebar;
            }
            @end
            """, path: "PrefPane.h")
        let outlets = index.outlets(of: "PrefPane")
        #expect(outlets.map(\.name) == ["field", "okButton", "cancelButton", "sidebar"])
        #expect(outlets.map(\.typeName) == ["NSTextField", "NSButton", "NSButton", "NSView"])
        #expect(index.classes(named: "PrefPane").first?.superclassCandidate == "NSPreferencePane")
    }

    @Test("class extensions and categories add to the class; they are not class declarations")
    func classExtensionsAndCategories() throws {
        let index = indexed(
            ("Viewer.h", "@interface Viewer : NSWindowController\n@property IBOutlet NSView *header;\n@end"),
            ("Viewer.m", """
                @interface Viewer () <NSTableViewDelegate>
                @property (weak) IBOutlet NSTableView *tableView;
                @end
                @interface Viewer (Actions)
                - (IBAction)refresh:(id)sender;
                @end
                @implementation Viewer
                - (IBAction)refresh:(id)sender { [self.tableView reloadData]; }
                @end
                """)
        )
        #expect(index.classes(named: "Viewer").count == 1)
        let tableView = try #require(index.outlet(named: "tableView", in: "Viewer"))
        #expect(tableView.container == .extension)
        #expect(tableView.location.file == "Viewer.m")
        #expect(index.outlets(of: "Viewer").map(\.name) == ["header", "tableView"])
        let refresh = try #require(index.action(selector: "refresh:", in: "Viewer"))
        #expect(index.actions(of: "Viewer").count == 1)
        #expect(refresh.container == .extension)
        #expect(refresh.location.line == 5)
    }

    @Test("action selectors: no argument, one, several pieces, untyped parameters, attributes")
    func actionSelectors() {
        let index = indexedObjC("""
            @interface Panel : NSViewController
            - (IBAction)didTap:(id)sender;
            - (IBAction)login;
            - (IBAction)valueChanged:(UISlider *)sender forEvent:(UIEvent *)event;
            - (IBAction) spaced : (id) sender;
            - (IBAction)untyped:sender;
            - (IBAction)withMacro:(id)sender NS_SWIFT_NAME(withMacro(_:));
            - (void)notAnAction:(id)sender;
            + (IBAction)classLevel:(id)sender;
            @end
            """)
        let selectors = index.actions(of: "Panel").map(\.selector)
        #expect(selectors == [
            "didTap:", "login", "valueChanged:forEvent:", "spaced:", "untyped:", "withMacro:", "classLevel:",
        ])
        #expect(index.action(selector: "valueChanged:forEvent:", in: "Panel")?.parameterTypeNames == ["UISlider *", "UIEvent *"])
        #expect(index.action(selector: "untyped:", in: "Panel")?.parameterTypeNames == ["id"])
        #expect(index.action(selector: "didTap:", in: "Panel")?.swiftName == nil)
    }

    @Test("a declaration in @interface and its definition in @implementation are one action, at the declaration")
    func declarationAndDefinitionDeduplicated() throws {
        let index = indexed(
            ("Panel.m", """
                @implementation Panel
                - (IBAction)save:(id)sender forEvent:(NSEvent *)event
                {
                    if (x) { y(); }
                }
                @end
                """),
            ("Panel.h", "@interface Panel : NSViewController\n- (IBAction)save:(id)sender forEvent:(NSEvent *)event;\n@end")
        )
        let actions = index.actions(of: "Panel")
        #expect(actions.count == 1)
        let save = try #require(actions.first)
        #expect(save.selector == "save:forEvent:")
        #expect(save.location.file == "Panel.h")
        #expect(save.container == .classBody)
    }

    @Test("actions defined only in @implementation, with method bodies containing braces and blocks")
    func implementationOnly() {
        let index = indexedObjC("""
            @implementation Controller {
                IBOutlet NSButton *hiddenButton;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                dispatch_async(dispatch_get_main_queue(), ^{ if (1) { NSLog(@"- (IBAction)fake:(id)x;"); } });
            }
            - (IBAction)go:(id)sender { }
            static void helper(void) { }
            - (IBAction)stop:(id)sender; { }
            @end
            """)
        #expect(index.actions(of: "Controller").map(\.selector) == ["go:", "stop:"])
        #expect(index.outlets(of: "Controller").map(\.name) == ["hiddenButton"])
        #expect(index.outlets(of: "Controller").first?.container == .implementation)
    }

    @Test("comments, strings, #if 0 groups and protocols containing IBOutlet text are ignored")
    func fakeOutletTextIsIgnored() {
        let index = indexedObjC("""
            // @property IBOutlet UILabel *lineComment;
            /* @interface Fake : NSObject
               @property IBOutlet UILabel *blockComment;
               @end */
            @protocol Delegate <NSObject>
            - (IBAction)protocolAction:(id)sender;
            @end
            @protocol Forward;
            @interface Real : UIView
            // @property IBOutlet UILabel *commented;
            //- (IBAction)commentedAction:(id)sender;
            @property (copy) NSString *text; // IBOutlet in a trailing comment
            #if 0
            @property IBOutlet UILabel *disabled;
            #else
            @property IBOutlet UILabel *enabled;
            #endif
            #define OUTLET(x) IBOutlet UILabel *x;
            @property IBOutlet UILabel *real;
            - (void)log { NSLog(@"@property IBOutlet UILabel *inString;"); }
            @end
            """)
        #expect(index.outlets.map(\.name) == ["enabled", "real"])
        #expect(index.actions.isEmpty)
        #expect(index.classes.map(\.name) == ["Real"])
        #expect(index.protocolNames == ["Delegate"])
    }

    @Test("generic classes, attributes and macros around declarations")
    func decoratedDeclarations() throws {
        let index = indexedObjC("""
            NS_ASSUME_NONNULL_BEGIN
            IB_DESIGNABLE
            __attribute__((objc_subclassing_restricted))
            @interface Box<ObjectType> : UIView <NSCopying>
            @property (nullable, weak, nonatomic) IBOutlet UILabel * __nullable caption API_AVAILABLE(ios(13.0));
            @property (nonatomic, weak) IBOutlet __kindof UIView *content NS_SWIFT_NAME(contentView);
            @end
            NS_ASSUME_NONNULL_END
            """, path: "Box.h")
        let box = try #require(index.classes(named: "Box").first)
        #expect(box.superclassCandidate == "UIView")
        #expect(index.outlets(of: "Box").map(\.name) == ["caption", "content"])
        #expect(index.outlets(of: "Box").map(\.typeName) == ["UILabel", "UIView"])
    }

    @Test("methods after macros without a semicolon are still read")
    func methodsAfterMacros() {
        let index = indexedObjC("""
            @interface Macro : UIViewController
            NS_ASSUME_NONNULL_BEGIN
            - (IBAction)first:(id)sender;
            IB_DESIGNABLE_HELPER
            -(IBAction)second:(id)sender;
            @end
            @implementation Macro
            static CGFloat const inset = 10 - (2);
            - (IBAction)third:(id)sender {}
            @end
            """)
        #expect(index.actions(of: "Macro").map(\.selector) == ["first:", "second:", "third:"])
        #expect(index.diagnostics.isEmpty)
    }

    @Test("an @interface without @end is reported and what it declared is still indexed")
    func missingEnd() throws {
        let index = indexedObjC("""
            @interface Broken : UIView
            @property IBOutlet UILabel *label;
            @interface Next : UIView
            @property IBOutlet UIButton *button;
            @end
            """)
        #expect(index.outlet(named: "label", in: "Broken") != nil)
        #expect(index.outlet(named: "button", in: "Next") != nil)
        let diagnostic = try #require(index.diagnostics.first)
        #expect(diagnostic.message.contains("Broken"))
        #expect(diagnostic.location.line == 1)
    }

    /// Seen outside the corpus: core-plot's `@protocol CPTAnimationDelegate<CAAnimationDelegate>` / `#else` /
    /// `@protocol CPTAnimationDelegate<NSObject>`, DateTools' `@interface UIColor (Colours)` / `#elif` /
    /// `@interface NSColor (Colours)`: valid code, one @end for both openers.
    @Test("a declaration opened once per #if branch and closed by one @end is not reported unclosed")
    func openersPerConditionalBranch() throws {
        let index = indexedObjC("""
            #if TARGET_OS_IPHONE
            @protocol FooDelegate<UITableViewDelegate>
            #else
            @protocol FooDelegate<NSObject>
            #endif
            - (void)fooDidFinish;
            @end

            #if TARGET_OS_IPHONE
            @interface FooViewController : UIViewController
            #elif TARGET_OS_MAC
            @interface FooViewController : NSViewController
            #endif
            @property (nonatomic, weak) IBOutlet UILabel *label;
            - (IBAction)tap:(id)sender;
            @end

            #if 0
            @interface Disabled : UIView
            #else
            @interface Broken : UIView
            #endif
            @interface Next : UIView
            @end
            """, path: "Foo.h")
        #expect(index.protocolNames.contains("FooDelegate"))
        #expect(index.outlet(named: "label", in: "FooViewController") != nil)
        #expect(index.actions(of: "FooViewController").map(\.selector) == ["tap:"])
        // After `#if 0 … #else` only one branch is kept: a missing @end there is still reported.
        #expect(index.diagnostics.map(\.message) == ["@interface Broken is not closed by @end"])
    }

    @Test(".mm files are Objective-C too")
    func objectiveCPlusPlus() {
        let index = indexedObjC("""
            #include <vector>
            namespace util { template <typename T> class Box { std::vector<T> items; }; }
            @interface Canvas : NSView
            @property IBOutlet NSSlider *zoom;
            - (IBAction)zoomChanged:(id)sender;
            @end
            """, path: "Canvas.mm")
        #expect(index.outlets(of: "Canvas").map(\.name) == ["zoom"])
        #expect(index.actions(of: "Canvas").map(\.selector) == ["zoomChanged:"])
    }

    @Test("class @implementations are recorded; category implementations and interfaces are not")
    func implementationNames() {
        let index = indexed(
            ("Login.h", "@interface Login : UIViewController\n@end\n@interface Helper : NSObject\n@end\n"),
            ("Login.m", "@implementation Login\n- (IBAction)go:(id)sender {}\n@end\n@implementation Helper (Extras)\n@end\n"))
        #expect(index.objectiveCImplementationNames == ["Login"])
        var merged = SourceIndex()
        merged.merge(index)
        #expect(merged.objectiveCImplementationNames == ["Login"])
    }

    @Test("every property, instance variable (a property's synthesized `_name` among them) and method is recorded as a member, IB attributes or not")
    func memberNames() {
        let index = indexed(
            ("Source.h", """
                @interface Source : NSObject {
                    Picker *pickerController;
                    IBOutlet NSTextField *nameField;
                }
                @property (nonatomic) BOOL enabled;
                - (void)refresh:(id)sender;
                @end
                """),
            ("Source.m", "@implementation Source\n- (void)pick:(id)sender withEvent:(id)event {}\n@end\n"))
        #expect(index.objectiveCMemberNames["Source"] == ["pickerController", "nameField", "enabled", "refresh:", "pick:withEvent:"])
        #expect(index.objectiveCRuntimeMemberNames()["Source"]
                == ["pickerController", "nameField", "enabled", "_enabled", "refresh:", "pick:withEvent:"])
        #expect(index.outlets(of: "Source").map(\.name) == ["nameField"])
        #expect(index.actions(of: "Source").isEmpty)
    }
}

/// The preprocessor's branches that the file itself decides (issue 33: an `@interface` inside `#if FLAG`, with
/// `#define FLAG 0` above it, was reported "not closed by @end").
@Suite("Objective-C conditional compilation")
struct ObjCConditionalTests {
    @Test("a group under a macro the file defines as 0 is dropped, and the other branch kept")
    func macroDefinedAsZero() {
        let index = indexedObjC("""
            #define USE_LEGACY_PANEL 0
            #define USE_NEW_PANEL 1
            #if USE_LEGACY_PANEL
            @interface LegacyPanel : NSPanel
            @property IBOutlet NSTextField *legacyField;
            #else
            @interface Panel : NSPanel
            @property IBOutlet NSTextField *field;
            #endif
            @end
            #if !USE_NEW_PANEL
            @interface Unused : NSView
            #endif
            #if USE_NEW_PANEL
            @interface Inspector : NSView
            @property IBOutlet NSTextField *name;
            #else
            @interface OldInspector : NSView
            #endif
            @end
            """)
        #expect(index.classes.map(\.name) == ["Panel", "Inspector"])
        #expect(index.outlets.map(\.name) == ["field", "name"])
        #expect(index.diagnostics.isEmpty, "\(index.diagnostics)")
    }

    @Test("#ifdef and #ifndef of a macro the file defines or undefines are decided; others keep both branches")
    func definedMacros() {
        let index = indexedObjC("""
            #define HAS_PANEL
            #undef HAS_LEGACY
            #ifndef HAS_PANEL
            @interface Gone : NSView
            #endif
            #ifdef HAS_LEGACY
            @interface AlsoGone : NSView
            #endif
            #ifdef TARGET_FROM_BUILD_SETTINGS
            @interface Maybe : NSView
            @end
            #else
            @interface MaybeNot : NSView
            @end
            #endif
            @interface Kept : NSView
            @end
            """)
        #expect(index.classes.map(\.name) == ["Maybe", "MaybeNot", "Kept"])
        #expect(index.diagnostics.isEmpty, "\(index.diagnostics)")
    }
}
