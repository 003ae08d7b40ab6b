extension Catalogue {
    static let controlModels = ModelFile("ControlModels", models: [
    Model("Button", kinds: ["button"], conformance: .view, doc: """
        A button: UIKit's `<button buttonType="system" …><state key="normal" title="Log in"/></button>` (or a `buttonConfiguration`), or AppKit's `<button><buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" …/></button>`, read as one control: ``title`` is the normal state's, the configuration's or the cell's.
        """, properties: [
        Property("buttonType", "ButtonType?"),
        Property("role", "ButtonRole?"),
        Property("states", "[ButtonState]", key: "$elements:state", doc: "Per-state titles, images and colors (`normal`, `highlighted`, `selected`, `disabled`, `focused`), in file order."),
        Property("configuration", "ButtonConfiguration?", [.boxed], doc: "A UIKit 15 button configuration."),
        ] + PropertyGroup.controlState + [
        Property("font", "Font?", key: "fontDescription", [.boxed]),
        Property("lineBreakMode", "LineBreakMode?"),
        Property("contentEdgeInsets", "Insets?"),
        Property("titleEdgeInsets", "Insets?"),
        Property("imageEdgeInsets", "Insets?"),
        Property("adjustsImageWhenHighlighted", "Bool", default: "true"),
        Property("adjustsImageWhenDisabled", "Bool", default: "true"),
        Property("showsTouchWhenHighlighted", "Bool", default: "false"),
        Property("reversesTitleShadowWhenHighlighted", "Bool", default: "false"),
        Property("adjustsImageSizeForAccessibilityContentSizeCategory", "Bool", default: "false"),
        Property("showsMenuAsPrimaryAction", "Bool", default: "false"),
        Property("changesSelectionAsPrimaryAction", "Bool", default: "false"),
        Property("isPointerInteractionEnabled", "Bool", key: "pointerInteraction", default: "false"),
        Property("isSpringLoaded", "Bool", key: "springLoaded", default: "false"),
        Property("menu", "Menu?", [.boxed]),
        Property("cell", "ButtonCell?", [.boxed], doc: "AppKit's cell, with the title, bezel, type, image and key equivalent of a macOS button."),
        Property("imageHugsTitle", "Bool", default: "false"),
        Property("bezelColor", "Color?", [.boxed]),
        Property("contentTintColor", "Color?", [.boxed]),
        Property("hasAttributedTitle", "Bool", default: "false"),
    ]),
    Model("ButtonState", kinds: ["state"], extraKeys: ["catalog"], doc: """
        The title, image and colors of a button for one control state: `<state key="normal" title="Log in" image="arrow"><color key="titleColor" …/></state>`.
        """, properties: [
        Property("state", "String", key: "key", default: "\"normal\"", [.alwaysEncoded], doc: "`normal`, `highlighted`, `selected`, `disabled`, `focused`."),
        Property("title", "String?"),
        Property("attributedTitle", "AttributedString?", [.boxed]),
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: an asset or symbol name with its catalog, or a symbol reference."),
        Property("backgroundImage", "String?"),
        Property("titleColor", "Color?", [.boxed]),
        Property("titleShadowColor", "Color?", [.boxed]),
        Property("preferredSymbolConfiguration", "SymbolConfiguration?", [.boxed]),
    ]),
    Model("ImageView", kinds: ["imageView"], conformance: .view, extraKeys: ["catalog"], doc: """
        An image view: UIKit's `<imageView image="logo" …/>` or AppKit's `<imageView><imageCell key="cell" image="NSAdvanced" …/></imageView>`.
        """, properties: [
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: a name in the asset catalog or an SF Symbol (`catalog=\"system\"`)."),
        Property("highlightedImage", "String?"),
        Property("isHighlighted", "Bool", key: "highlighted", default: "false"),
        Property("preferredSymbolConfiguration", "SymbolConfiguration?", [.boxed]),
        Property("adjustsImageSizeForAccessibilityContentSizeCategory", "Bool", default: "false"),
        Property("animationDuration", "Double?"),
        Property("animationRepeatCount", "Int?"),
        Property("cell", "ImageCell?", [.boxed], doc: "AppKit's cell, with the image and its scaling."),
        Property("contentTintColor", "Color?", [.boxed]),
        Property("isEditable", "Bool", key: "editable", default: "false"),
        Property("animates", "Bool", default: "false"),
        Property("allowsCutCopyPaste", "Bool", default: "true"),
    ]),
    Model("Switch", kinds: ["switch"], conformance: .view, doc: """
        A switch: `<switch on="YES" …/>` (UIKit), or an AppKit `NSSwitch`.
        """, properties: [
        Property("isOn", "Bool", key: "on", default: "false"),
        ] + PropertyGroup.controlState + [
        Property("onTintColor", "Color?", [.boxed]),
        Property("thumbTintColor", "Color?", [.boxed]),
        Property("title", "String?"),
        Property("preferredStyle", "String?"),
        Property("state", "CellState?", doc: "The AppKit switch's state."),
        Property("alignment", "TextAlignment?", doc: "The AppKit control's alignment."),
        Property("baseWritingDirection", "String?", doc: "The AppKit control's writing direction (`natural`, `leftToRight`, `rightToLeft`)."),
        Property("controlSize", "ControlSize?", doc: "The AppKit switch's size (`small`, `mini`)."),
    ]),
    Model("Slider", kinds: ["slider"], conformance: .view, doc: """
        A slider: UIKit's `<slider value="0.5" minValue="0.0" maxValue="1" …/>` or AppKit's `<slider><sliderCell key="cell" …/></slider>`.
        """, properties: [
        Property("value", "Double", default: "0.5"),
        Property("minimumValue", "Double", key: "minValue", default: "0"),
        Property("maximumValue", "Double", key: "maxValue", default: "1"),
        Property("isContinuous", "Bool", key: "continuous", default: "true"),
        ] + PropertyGroup.controlState + [
        Property("minimumValueImage", "String?"),
        Property("maximumValueImage", "String?"),
        Property("minimumTrackTintColor", "Color?", [.boxed]),
        Property("maximumTrackTintColor", "Color?", [.boxed]),
        Property("thumbTintColor", "Color?", [.boxed]),
        Property("cell", "SliderCell?", [.boxed]),
    ]),
    Model("SegmentedControl", kinds: ["segmentedControl"], conformance: .view, doc: """
        A segmented control: UIKit's `<segmentedControl selectedSegmentIndex="0"><segments><segment title="First"/>…`, or AppKit's with a `segmentedCell`.
        """, properties: [
        Property("selectedSegmentIndex", "Int?"),
        Property("segments", "[Segment]"),
        Property("segmentControlStyle", "SegmentedControlStyle?"),
        Property("apportionsSegmentWidthsByContent", "Bool", default: "false"),
        Property("isMomentary", "Bool", key: "momentary", default: "false"),
        Property("isSpringLoaded", "Bool", key: "springLoaded", default: "false"),
        Property("selectedSegmentTintColor", "Color?", [.boxed]),
        ] + PropertyGroup.controlState + [
        Property("cell", "SegmentedCell?", [.boxed]),
    ]),
    Model("Segment", kinds: ["segment"], extraKeys: ["catalog"], doc: """
        One segment of a segmented control: `<segment title="First"/>`, `<segment image="grid" width="32" selected="YES"/>`.
        """, properties: [
        Property("title", "String?"),
        Property("image", "ImageReference?", [.boxed, .image], doc: "The image: an asset or symbol name with its catalog, or a symbol reference."),
        Property("width", "Double?"),
        Property("isEnabled", "Bool", key: "enabled", default: "true"),
        Property("isSelected", "Bool", key: "selected", default: "false"),
        Property("label", "String?"),
        Property("tag", "Int?"),
        Property("imageScaling", "ImageScaling?"),
        Property("toolTip", "String?"),
        Property("contentOffset", "Size?"),
        Property("menu", "Menu?", [.boxed]),
    ]),
    Model("ActivityIndicatorView", kinds: ["activityIndicatorView"], conformance: .view, doc: """
        An activity indicator: `<activityIndicatorView hidesWhenStopped="YES" animating="YES" style="medium" …/>`.
        """, properties: [
        Property("style", "ActivityIndicatorStyle?"),
        Property("hidesWhenStopped", "Bool", default: "true"),
        Property("isAnimating", "Bool", key: "animating", default: "false"),
        Property("color", "Color?", [.boxed]),
    ]),
    Model("PageControl", kinds: ["pageControl"], conformance: .view, doc: """
        A page control: `<pageControl numberOfPages="3" currentPage="0" …/>`.
        """, properties: [
        Property("numberOfPages", "Int", default: "0"),
        Property("currentPage", "Int", default: "0"),
        Property("hidesForSinglePage", "Bool", default: "false"),
        Property("defersCurrentPageDisplay", "Bool", default: "false"),
        Property("pageIndicatorTintColor", "Color?", [.boxed]),
        Property("currentPageIndicatorTintColor", "Color?", [.boxed]),
        Property("backgroundStyle", "PageControlBackgroundStyle?"),
        Property("allowsContinuousInteraction", "Bool", default: "true"),
        Property("preferredIndicatorImage", "String?"),
        ] + PropertyGroup.controlState + [
    ]),
    Model("ProgressView", kinds: ["progressView"], conformance: .view, doc: """
        A progress view: `<progressView progress="0.5" progressViewStyle="bar" …/>`.
        """, properties: [
        Property("progress", "Double", default: "0"),
        Property("progressViewStyle", "ProgressViewStyle?"),
        Property("progressTintColor", "Color?", [.boxed]),
        Property("trackTintColor", "Color?", [.boxed]),
        Property("progressImage", "String?"),
        Property("trackImage", "String?"),
    ]),
    Model("Stepper", kinds: ["stepper"], conformance: .view, doc: """
        A stepper: UIKit's `<stepper value="1" minimumValue="0" maximumValue="10" stepValue="1" …/>`, or AppKit's with a `stepperCell`.
        """, properties: [
        Property("value", "Double", default: "0"),
        Property("minimumValue", "Double", default: "0"),
        Property("maximumValue", "Double", default: "100"),
        Property("stepValue", "Double", default: "1"),
        Property("wraps", "Bool", default: "false"),
        Property("autorepeat", "Bool", default: "true"),
        Property("isContinuous", "Bool", key: "continuous", default: "true"),
        ] + PropertyGroup.controlState + [
        Property("cell", "StepperCell?", [.boxed]),
    ]),
    Model("DatePicker", kinds: ["datePicker"], conformance: .view, doc: """
        A date picker: UIKit's `<datePicker datePickerMode="date" style="wheels" …><date key="date" timeIntervalSinceReferenceDate="…"/></datePicker>`, or AppKit's with a `datePickerCell`.
        """, properties: [
        Property("datePickerMode", "DatePickerMode?"),
        Property("style", "DatePickerStyle?"),
        Property("minuteInterval", "Int", default: "1"),
        Property("useCurrentDate", "Bool", default: "false"),
        Property("roundsToMinuteInterval", "Bool", default: "true"),
        Property("date", "DateValue?"),
        Property("minimumDate", "DateValue?"),
        Property("maximumDate", "DateValue?"),
        Property("countDownDuration", "Double?"),
        Property("locale", "LocaleValue?"),
        ] + PropertyGroup.controlState + [
        Property("cell", "DatePickerCell?", [.boxed]),
    ]),
    Model("DateValue", kinds: ["date", "calendarDate"], doc: """
        A date: `<date key="date" timeIntervalSinceReferenceDate="-978267600"/>` (seconds since 2001-01-01 00:00 UTC).
        """, properties: [
        Property("kind", "String", default: "\"date\"", doc: "The element kind: `date`, or `calendarDate` as Xcode 7 and earlier wrote AppKit dates."),
        Property("key", "String?"),
        Property("timeIntervalSinceReferenceDate", "Double", default: "0"),
        Property("calendarFormat", "String?", doc: "A `calendarDate`'s format (`%Y-%m-%d %H:%M:%S %z`)."),
        Property("timeZone", "TimeZoneValue?", doc: "A `calendarDate`'s time zone."),
    ]),
    Model("TimeZoneValue", kinds: ["timeZone"], doc: """
        A time zone: `<timeZone key="timeZone" name="America/New_York"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("name", "String?", doc: "The zone's identifier in the time zone database."),
    ]),
    Model("LocaleValue", kinds: ["locale"], doc: """
        A locale: `<locale key="locale" localeIdentifier="en_US"/>`.
        """, properties: [
        Property("key", "String?"),
        Property("localeIdentifier", "String?"),
    ]),
    ])
}
