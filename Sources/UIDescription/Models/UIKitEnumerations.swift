// Open enumerations of UIKit attribute values.

/// The keyboard a text input shows (`keyboardType`).
public struct KeyboardType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: KeyboardType = "default"
    public static let asciiCapable: KeyboardType = "asciiCapable"
    public static let numbersAndPunctuation: KeyboardType = "numbersAndPunctuation"
    public static let URL: KeyboardType = "URL"
    public static let numberPad: KeyboardType = "numberPad"
    public static let phonePad: KeyboardType = "phonePad"
    public static let namePhonePad: KeyboardType = "namePhonePad"
    public static let emailAddress: KeyboardType = "emailAddress"
    public static let decimalPad: KeyboardType = "decimalPad"
    public static let twitter: KeyboardType = "twitter"
    public static let webSearch: KeyboardType = "webSearch"
    public static let asciiCapableNumberPad: KeyboardType = "asciiCapableNumberPad"
    public static let alphabet: KeyboardType = "alphabet"
    public static let knownValues: [KeyboardType] = [.`default`, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad, .namePhonePad, .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad, .alphabet]
}

/// The title of the return key (`returnKeyType`).
public struct ReturnKeyType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: ReturnKeyType = "default"
    public static let go: ReturnKeyType = "go"
    public static let google: ReturnKeyType = "google"
    public static let join: ReturnKeyType = "join"
    public static let next: ReturnKeyType = "next"
    public static let route: ReturnKeyType = "route"
    public static let search: ReturnKeyType = "search"
    public static let send: ReturnKeyType = "send"
    public static let yahoo: ReturnKeyType = "yahoo"
    public static let done: ReturnKeyType = "done"
    public static let emergencyCall: ReturnKeyType = "emergencyCall"
    public static let `continue`: ReturnKeyType = "continue"
    public static let knownValues: [ReturnKeyType] = [.`default`, .go, .google, .join, .next, .route, .search, .send, .yahoo, .done, .emergencyCall, .`continue`]
}

/// How a text input capitalizes (`autocapitalizationType`).
public struct AutocapitalizationType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: AutocapitalizationType = "none"
    public static let words: AutocapitalizationType = "words"
    public static let sentences: AutocapitalizationType = "sentences"
    public static let allCharacters: AutocapitalizationType = "allCharacters"
    public static let knownValues: [AutocapitalizationType] = [.none, .words, .sentences, .allCharacters]
}

/// A text input behaviour that is on, off or left to the system (`autocorrectionType`, `spellCheckingType`,
/// `smartDashesType`, …).
public struct TextInputSetting: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: TextInputSetting = "default"
    public static let no: TextInputSetting = "no"
    public static let yes: TextInputSetting = "yes"
    public static let knownValues: [TextInputSetting] = [.`default`, .no, .yes]
}

/// The keyboard's appearance (`keyboardAppearance`).
public struct KeyboardAppearance: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: KeyboardAppearance = "default"
    public static let dark: KeyboardAppearance = "dark"
    public static let light: KeyboardAppearance = "light"
    public static let alert: KeyboardAppearance = "alert"
    public static let knownValues: [KeyboardAppearance] = [.`default`, .dark, .light, .alert]
}

/// When a text field shows its clear button (`clearButtonMode`).
public struct ClearButtonMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let never: ClearButtonMode = "never"
    public static let whileEditing: ClearButtonMode = "whileEditing"
    public static let unlessEditing: ClearButtonMode = "unlessEditing"
    public static let always: ClearButtonMode = "always"
    public static let knownValues: [ClearButtonMode] = [.never, .whileEditing, .unlessEditing, .always]
}

/// What a date picker picks (`datePickerMode`).
public struct DatePickerMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let time: DatePickerMode = "time"
    public static let date: DatePickerMode = "date"
    public static let dateAndTime: DatePickerMode = "dateAndTime"
    public static let countDownTimer: DatePickerMode = "countDownTimer"
    public static let yearAndMonth: DatePickerMode = "yearAndMonth"
    public static let knownValues: [DatePickerMode] = [.time, .date, .dateAndTime, .countDownTimer, .yearAndMonth]
}

/// The style of a date picker (`style`, or a cell's `datePickerStyle`).
public struct DatePickerStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: DatePickerStyle = "automatic"
    public static let compact: DatePickerStyle = "compact"
    public static let inline: DatePickerStyle = "inline"
    public static let wheels: DatePickerStyle = "wheels"
    public static let textFieldAndStepper: DatePickerStyle = "textFieldAndStepper"
    public static let clockAndCalendar: DatePickerStyle = "clockAndCalendar"
    public static let textField: DatePickerStyle = "textField"
    public static let knownValues: [DatePickerStyle] = [.automatic, .compact, .inline, .wheels, .textFieldAndStepper, .clockAndCalendar, .textField]
}

/// The style of a progress view (`progressViewStyle`).
public struct ProgressViewStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: ProgressViewStyle = "default"
    public static let bar: ProgressViewStyle = "bar"
    public static let knownValues: [ProgressViewStyle] = [.`default`, .bar]
}

/// The style of a search bar (`searchBarStyle`).
public struct SearchBarStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: SearchBarStyle = "default"
    public static let prominent: SearchBarStyle = "prominent"
    public static let minimal: SearchBarStyle = "minimal"
    public static let knownValues: [SearchBarStyle] = [.`default`, .prominent, .minimal]
}

/// A system bar button item (`systemItem`).
public struct BarButtonSystemItem: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let done: BarButtonSystemItem = "done"
    public static let cancel: BarButtonSystemItem = "cancel"
    public static let edit: BarButtonSystemItem = "edit"
    public static let save: BarButtonSystemItem = "save"
    public static let add: BarButtonSystemItem = "add"
    public static let flexibleSpace: BarButtonSystemItem = "flexibleSpace"
    public static let fixedSpace: BarButtonSystemItem = "fixedSpace"
    public static let compose: BarButtonSystemItem = "compose"
    public static let reply: BarButtonSystemItem = "reply"
    public static let action: BarButtonSystemItem = "action"
    public static let organize: BarButtonSystemItem = "organize"
    public static let bookmarks: BarButtonSystemItem = "bookmarks"
    public static let search: BarButtonSystemItem = "search"
    public static let refresh: BarButtonSystemItem = "refresh"
    public static let stop: BarButtonSystemItem = "stop"
    public static let camera: BarButtonSystemItem = "camera"
    public static let trash: BarButtonSystemItem = "trash"
    public static let play: BarButtonSystemItem = "play"
    public static let pause: BarButtonSystemItem = "pause"
    public static let rewind: BarButtonSystemItem = "rewind"
    public static let fastForward: BarButtonSystemItem = "fastForward"
    public static let undo: BarButtonSystemItem = "undo"
    public static let redo: BarButtonSystemItem = "redo"
    public static let pageCurl: BarButtonSystemItem = "pageCurl"
    public static let close: BarButtonSystemItem = "close"
    public static let knownValues: [BarButtonSystemItem] = [.done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .undo, .redo, .pageCurl, .close]
}

/// The style of a bar button item (`style`).
public struct BarButtonItemStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let plain: BarButtonItemStyle = "plain"
    public static let done: BarButtonItemStyle = "done"
    public static let bordered: BarButtonItemStyle = "bordered"
    public static let knownValues: [BarButtonItemStyle] = [.plain, .done, .bordered]
}

/// A system tab bar item (`systemItem`).
public struct TabBarSystemItem: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let more: TabBarSystemItem = "more"
    public static let favorites: TabBarSystemItem = "favorites"
    public static let featured: TabBarSystemItem = "featured"
    public static let topRated: TabBarSystemItem = "topRated"
    public static let recents: TabBarSystemItem = "recents"
    public static let contacts: TabBarSystemItem = "contacts"
    public static let history: TabBarSystemItem = "history"
    public static let bookmarks: TabBarSystemItem = "bookmarks"
    public static let search: TabBarSystemItem = "search"
    public static let downloads: TabBarSystemItem = "downloads"
    public static let mostRecent: TabBarSystemItem = "mostRecent"
    public static let mostViewed: TabBarSystemItem = "mostViewed"
    public static let knownValues: [TabBarSystemItem] = [.more, .favorites, .featured, .topRated, .recents, .contacts, .history, .bookmarks, .search, .downloads, .mostRecent, .mostViewed]
}

/// How a tab bar positions its items (`itemPositioning`).
public struct TabBarItemPositioning: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: TabBarItemPositioning = "automatic"
    public static let fill: TabBarItemPositioning = "fill"
    public static let centered: TabBarItemPositioning = "centered"
    public static let knownValues: [TabBarItemPositioning] = [.automatic, .fill, .centered]
}

/// When a navigation item shows a large title (`largeTitleDisplayMode`).
public struct LargeTitleDisplayMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: LargeTitleDisplayMode = "automatic"
    public static let always: LargeTitleDisplayMode = "always"
    public static let never: LargeTitleDisplayMode = "never"
    public static let inline: LargeTitleDisplayMode = "inline"
    public static let knownValues: [LargeTitleDisplayMode] = [.automatic, .always, .never, .inline]
}

/// The style of a navigation item (`style`).
public struct NavigationItemStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let navigator: NavigationItemStyle = "navigator"
    public static let browser: NavigationItemStyle = "browser"
    public static let editor: NavigationItemStyle = "editor"
    public static let knownValues: [NavigationItemStyle] = [.navigator, .browser, .editor]
}

/// The legacy style of a segmented control (`segmentControlStyle`).
public struct SegmentedControlStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let plain: SegmentedControlStyle = "plain"
    public static let bordered: SegmentedControlStyle = "bordered"
    public static let bar: SegmentedControlStyle = "bar"
    public static let bezeled: SegmentedControlStyle = "bezeled"
    public static let knownValues: [SegmentedControlStyle] = [.plain, .bordered, .bar, .bezeled]
}

/// The background of a page control (`backgroundStyle`).
public struct PageControlBackgroundStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: PageControlBackgroundStyle = "automatic"
    public static let prominent: PageControlBackgroundStyle = "prominent"
    public static let minimal: PageControlBackgroundStyle = "minimal"
    public static let knownValues: [PageControlBackgroundStyle] = [.automatic, .prominent, .minimal]
}

/// The map type of a map view (`mapType`).
public struct MapType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let standard: MapType = "standard"
    public static let satellite: MapType = "satellite"
    public static let hybrid: MapType = "hybrid"
    public static let satelliteFlyover: MapType = "satelliteFlyover"
    public static let hybridFlyover: MapType = "hybridFlyover"
    public static let mutedStandard: MapType = "mutedStandard"
    public static let knownValues: [MapType] = [.standard, .satellite, .hybrid, .satelliteFlyover, .hybridFlyover, .mutedStandard]
}

/// The style of a blur or vibrancy effect (`style`).
public struct BlurEffectStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let extraLight: BlurEffectStyle = "extraLight"
    public static let light: BlurEffectStyle = "light"
    public static let dark: BlurEffectStyle = "dark"
    public static let regular: BlurEffectStyle = "regular"
    public static let prominent: BlurEffectStyle = "prominent"
    public static let extraDark: BlurEffectStyle = "extraDark"
    public static let systemUltraThinMaterial: BlurEffectStyle = "systemUltraThinMaterial"
    public static let systemThinMaterial: BlurEffectStyle = "systemThinMaterial"
    public static let systemMaterial: BlurEffectStyle = "systemMaterial"
    public static let systemThickMaterial: BlurEffectStyle = "systemThickMaterial"
    public static let systemChromeMaterial: BlurEffectStyle = "systemChromeMaterial"
    public static let systemUltraThinMaterialLight: BlurEffectStyle = "systemUltraThinMaterialLight"
    public static let systemThinMaterialLight: BlurEffectStyle = "systemThinMaterialLight"
    public static let systemMaterialLight: BlurEffectStyle = "systemMaterialLight"
    public static let systemThickMaterialLight: BlurEffectStyle = "systemThickMaterialLight"
    public static let systemChromeMaterialLight: BlurEffectStyle = "systemChromeMaterialLight"
    public static let systemUltraThinMaterialDark: BlurEffectStyle = "systemUltraThinMaterialDark"
    public static let systemThinMaterialDark: BlurEffectStyle = "systemThinMaterialDark"
    public static let systemMaterialDark: BlurEffectStyle = "systemMaterialDark"
    public static let systemThickMaterialDark: BlurEffectStyle = "systemThickMaterialDark"
    public static let systemChromeMaterialDark: BlurEffectStyle = "systemChromeMaterialDark"
    public static let knownValues: [BlurEffectStyle] = [.extraLight, .light, .dark, .regular, .prominent, .extraDark, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight, .systemChromeMaterialLight, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark, .systemChromeMaterialDark]
}

/// The style of a UIKit button configuration (`style`).
public struct ButtonConfigurationStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let plain: ButtonConfigurationStyle = "plain"
    public static let tinted: ButtonConfigurationStyle = "tinted"
    public static let gray: ButtonConfigurationStyle = "gray"
    public static let filled: ButtonConfigurationStyle = "filled"
    public static let borderless: ButtonConfigurationStyle = "borderless"
    public static let borderedTinted: ButtonConfigurationStyle = "borderedTinted"
    public static let bordered: ButtonConfigurationStyle = "bordered"
    public static let borderedProminent: ButtonConfigurationStyle = "borderedProminent"
    public static let knownValues: [ButtonConfigurationStyle] = [.plain, .tinted, .gray, .filled, .borderless, .borderedTinted, .bordered, .borderedProminent]
}

/// The corner style of a button configuration (`cornerStyle`).
public struct CornerStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let dynamic: CornerStyle = "dynamic"
    public static let fixed: CornerStyle = "fixed"
    public static let capsule: CornerStyle = "capsule"
    public static let large: CornerStyle = "large"
    public static let medium: CornerStyle = "medium"
    public static let small: CornerStyle = "small"
    public static let knownValues: [CornerStyle] = [.dynamic, .fixed, .capsule, .large, .medium, .small]
}

/// The size of a button configuration (`buttonSize`).
public struct ButtonSize: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let large: ButtonSize = "large"
    public static let medium: ButtonSize = "medium"
    public static let small: ButtonSize = "small"
    public static let mini: ButtonSize = "mini"
    public static let knownValues: [ButtonSize] = [.large, .medium, .small, .mini]
}

/// Where a button configuration places its image (`imagePlacement`).
public struct ImagePlacement: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let leading: ImagePlacement = "leading"
    public static let trailing: ImagePlacement = "trailing"
    public static let top: ImagePlacement = "top"
    public static let bottom: ImagePlacement = "bottom"
    public static let knownValues: [ImagePlacement] = [.leading, .trailing, .top, .bottom]
}

/// The role of a button (`role`).
public struct ButtonRole: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let normal: ButtonRole = "normal"
    public static let primary: ButtonRole = "primary"
    public static let cancel: ButtonRole = "cancel"
    public static let destructive: ButtonRole = "destructive"
    public static let knownValues: [ButtonRole] = [.normal, .primary, .cancel, .destructive]
}

/// The scale of a symbol image (`symbolScale`, `scale`).
public struct SymbolScale: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: SymbolScale = "default"
    public static let unspecified: SymbolScale = "unspecified"
    public static let small: SymbolScale = "small"
    public static let medium: SymbolScale = "medium"
    public static let large: SymbolScale = "large"
    public static let knownValues: [SymbolScale] = [.`default`, .unspecified, .small, .medium, .large]
}

/// The weight of a symbol image (`weight`).
public struct SymbolWeight: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified: SymbolWeight = "unspecified"
    public static let ultraLight: SymbolWeight = "ultraLight"
    public static let thin: SymbolWeight = "thin"
    public static let light: SymbolWeight = "light"
    public static let regular: SymbolWeight = "regular"
    public static let medium: SymbolWeight = "medium"
    public static let semibold: SymbolWeight = "semibold"
    public static let bold: SymbolWeight = "bold"
    public static let heavy: SymbolWeight = "heavy"
    public static let black: SymbolWeight = "black"
    public static let knownValues: [SymbolWeight] = [.unspecified, .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
}

/// How an image is rendered (`renderingMode`).
public struct ImageRenderingMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: ImageRenderingMode = "automatic"
    public static let original: ImageRenderingMode = "original"
    public static let template: ImageRenderingMode = "template"
    public static let hierarchical: ImageRenderingMode = "hierarchical"
    public static let palette: ImageRenderingMode = "palette"
    public static let multicolor: ImageRenderingMode = "multicolor"
    public static let monochrome: ImageRenderingMode = "monochrome"
    public static let knownValues: [ImageRenderingMode] = [.automatic, .original, .template, .hierarchical, .palette, .multicolor, .monochrome]
}

/// How a page view controller turns pages (`transitionStyle`).
public struct PageTransitionStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let scroll: PageTransitionStyle = "scroll"
    public static let pageCurl: PageTransitionStyle = "pageCurl"
    public static let knownValues: [PageTransitionStyle] = [.scroll, .pageCurl]
}

/// The direction a page view controller turns pages (`navigationOrientation`).
public struct PageNavigationOrientation: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let horizontal: PageNavigationOrientation = "horizontal"
    public static let vertical: PageNavigationOrientation = "vertical"
    public static let knownValues: [PageNavigationOrientation] = [.horizontal, .vertical]
}

/// Where a page view controller's spine sits (`spineLocation`).
public struct PageSpineLocation: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none: PageSpineLocation = "none"
    public static let min: PageSpineLocation = "min"
    public static let mid: PageSpineLocation = "mid"
    public static let max: PageSpineLocation = "max"
    public static let knownValues: [PageSpineLocation] = [.none, .min, .mid, .max]
}

/// How an AVKit player scales video (`videoGravity`).
public struct VideoGravity: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect: VideoGravity = "resizeAspect"
    public static let resizeAspectFill: VideoGravity = "resizeAspectFill"
    public static let resize: VideoGravity = "resize"
    /// Older Xcode's spelling of ``resizeAspect``: the AVFoundation constant.
    public static let layerResizeAspect: VideoGravity = "AVLayerVideoGravityResizeAspect"
    /// Older Xcode's spelling of ``resizeAspectFill``: the AVFoundation constant.
    public static let layerResizeAspectFill: VideoGravity = "AVLayerVideoGravityResizeAspectFill"
    /// Older Xcode's spelling of ``resize``: the AVFoundation constant.
    public static let layerResize: VideoGravity = "AVLayerVideoGravityResize"
    public static let knownValues: [VideoGravity] = [.resizeAspect, .resizeAspectFill, .resize, .layerResizeAspect, .layerResizeAspectFill, .layerResize]
}

/// The preferred display mode of a split view controller (`preferredDisplayMode`).
public struct SplitViewDisplayMode: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let automatic: SplitViewDisplayMode = "automatic"
    public static let primaryHidden: SplitViewDisplayMode = "primaryHidden"
    public static let allVisible: SplitViewDisplayMode = "allVisible"
    public static let primaryOverlay: SplitViewDisplayMode = "primaryOverlay"
    public static let secondaryOnly: SplitViewDisplayMode = "secondaryOnly"
    public static let oneBesideSecondary: SplitViewDisplayMode = "oneBesideSecondary"
    public static let oneOverSecondary: SplitViewDisplayMode = "oneOverSecondary"
    public static let twoBesideSecondary: SplitViewDisplayMode = "twoBesideSecondary"
    public static let twoOverSecondary: SplitViewDisplayMode = "twoOverSecondary"
    public static let twoDisplaceSecondary: SplitViewDisplayMode = "twoDisplaceSecondary"
    /// The spelling of ``oneBesideSecondary`` that newer Xcode writes.
    public static let beside: SplitViewDisplayMode = "beside"
    public static let knownValues: [SplitViewDisplayMode] = [.automatic, .primaryHidden, .allVisible, .primaryOverlay, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary, .beside]
}

/// The style of a split view controller (`style`).
public struct SplitViewControllerStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified: SplitViewControllerStyle = "unspecified"
    public static let doubleColumn: SplitViewControllerStyle = "doubleColumn"
    public static let tripleColumn: SplitViewControllerStyle = "tripleColumn"
    public static let knownValues: [SplitViewControllerStyle] = [.unspecified, .doubleColumn, .tripleColumn]
}

/// How a table view cell shows focus (`focusStyle`).
public struct TableViewCellFocusStyle: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default`: TableViewCellFocusStyle = "default"
    public static let custom: TableViewCellFocusStyle = "custom"
    public static let knownValues: [TableViewCellFocusStyle] = [.`default`, .custom]
}

/// What a table view's separator inset is relative to (`separatorInsetReference`).
public struct TableViewSeparatorInsetReference: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromCellEdges: TableViewSeparatorInsetReference = "fromCellEdges"
    public static let fromAutomaticInsets: TableViewSeparatorInsetReference = "fromAutomaticInsets"
    public static let knownValues: [TableViewSeparatorInsetReference] = [.fromCellEdges, .fromAutomaticInsets]
}

/// What a flow layout's section inset is relative to (`sectionInsetReference`).
public struct CollectionViewContentInsetReference: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromContentInset: CollectionViewContentInsetReference = "fromContentInset"
    public static let fromSafeArea: CollectionViewContentInsetReference = "fromSafeArea"
    public static let fromLayoutMargins: CollectionViewContentInsetReference = "fromLayoutMargins"
    /// The spelling of ``fromSafeArea`` that newer Xcode writes.
    public static let safeArea: CollectionViewContentInsetReference = "safeArea"
    public static let knownValues: [CollectionViewContentInsetReference] = [.fromContentInset, .fromSafeArea, .fromLayoutMargins, .safeArea]
}

/// The semantic meaning of a text input (`textContentType`).
public struct TextContentType: InterfaceEnumeration {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name: TextContentType = "name"
    public static let namePrefix: TextContentType = "namePrefix"
    public static let givenName: TextContentType = "givenName"
    public static let middleName: TextContentType = "middleName"
    public static let familyName: TextContentType = "familyName"
    public static let nameSuffix: TextContentType = "nameSuffix"
    public static let nickname: TextContentType = "nickname"
    public static let jobTitle: TextContentType = "jobTitle"
    public static let organizationName: TextContentType = "organizationName"
    public static let location: TextContentType = "location"
    public static let fullStreetAddress: TextContentType = "fullStreetAddress"
    public static let streetAddressLine1: TextContentType = "streetAddressLine1"
    public static let streetAddressLine2: TextContentType = "streetAddressLine2"
    public static let addressCity: TextContentType = "addressCity"
    public static let addressState: TextContentType = "addressState"
    public static let addressCityAndState: TextContentType = "addressCityAndState"
    public static let sublocality: TextContentType = "sublocality"
    public static let countryName: TextContentType = "countryName"
    public static let postalCode: TextContentType = "postalCode"
    public static let telephoneNumber: TextContentType = "telephoneNumber"
    public static let emailAddress: TextContentType = "emailAddress"
    public static let URL: TextContentType = "URL"
    public static let creditCardNumber: TextContentType = "creditCardNumber"
    public static let username: TextContentType = "username"
    public static let password: TextContentType = "password"
    public static let newPassword: TextContentType = "newPassword"
    public static let oneTimeCode: TextContentType = "oneTimeCode"
    public static let shipmentTrackingNumber: TextContentType = "shipmentTrackingNumber"
    public static let flightNumber: TextContentType = "flightNumber"
    public static let dateTime: TextContentType = "dateTime"
    public static let birthdate: TextContentType = "birthdate"
    public static let knownValues: [TextContentType] = [.name, .namePrefix, .givenName, .middleName, .familyName, .nameSuffix, .nickname, .jobTitle, .organizationName, .location, .fullStreetAddress, .streetAddressLine1, .streetAddressLine2, .addressCity, .addressState, .addressCityAndState, .sublocality, .countryName, .postalCode, .telephoneNumber, .emailAddress, .URL, .creditCardNumber, .username, .password, .newPassword, .oneTimeCode, .shipmentTrackingNumber, .flightNumber, .dateTime, .birthdate]
}
