/// Which attributes Interface Builder writes from a closed set of names, and the names this version
/// knows for each: the `knownValues` of the typed models' enumerations.
///
/// Only attributes that mean the same enumeration on every element kind that has them are listed
/// (`lineBreakMode`, `contentMode`, …); names that several enumerations share (`style`, `type`,
/// `alignment`, `state`, `focusStyle` on table cells and WatchKit pickers) are not. A value missing from the set may still be real (a newer Xcode's),
/// so callers treat only a near miss of a known value as a mistake.
public enum AttributeEnumerations {
    /// The values this version knows for the attribute `name`, if it is an enumerated attribute.
    public static func knownValues(ofAttribute name: String) -> Set<String>? { table[name] }

    /// Every enumerated attribute with the values this version knows for it.
    public static var knownValuesByAttribute: [String: Set<String>] { table }

    /// The known value `value` is a near miss of, if `value` is not known itself: the same name in
    /// another case, or one or two edits away (one for names shorter than eight characters).
    public static func nearMiss(_ value: String, in known: Set<String>) -> String? {
        guard !known.contains(value), !value.isEmpty, value.utf8.count <= 64 else { return nil }
        let allowed = value.utf8.count < 8 ? 1 : 2
        var best: (value: String, distance: Int)?
        for candidate in known {
            let distance = candidate.lowercased() == value.lowercased() ? 0 : Suggestion.editDistance(candidate, value)
            guard distance <= allowed else { continue }
            if best == nil || distance < best?.distance ?? .max || (distance == best?.distance && candidate < best?.value ?? "") {
                best = (candidate, distance)
            }
        }
        return best?.value
    }

    private static func values<T: InterfaceEnumeration>(_ type: T.Type) -> Set<String> { Set(T.knownValues.map(\.rawValue)) }

    private static let table: [String: Set<String>] = {
        var table: [String: Set<String>] = [:]
        func add<T: InterfaceEnumeration>(_ type: T.Type, _ names: String...) {
            for name in names { table[name] = values(type) }
        }
        // UIKit and every platform's views.
        add(ContentMode.self, "contentMode", "imageContentMode")
        add(TextAlignment.self, "textAlignment")
        add(LineBreakMode.self, "lineBreakMode")
        add(EventType.self, "eventType")
        add(LayoutAxis.self, "axis")
        add(StackDistribution.self, "distribution")
        add(LayoutAttribute.self, "firstAttribute", "secondAttribute")
        add(LayoutRelation.self, "relation")
        add(ButtonType.self, "buttonType")
        add(BorderStyle.self, "borderStyle")
        add(ScrollIndicatorStyle.self, "indicatorStyle")
        add(SeparatorStyle.self, "separatorStyle")
        add(SelectionStyle.self, "selectionStyle")
        add(AccessoryType.self, "accessoryType", "editingAccessoryType")
        add(ControlContentAlignment.self, "contentHorizontalAlignment", "contentVerticalAlignment")
        add(SemanticContentAttribute.self, "semanticContentAttribute")
        add(BaselineAdjustment.self, "baselineAdjustment")
        add(UserGuideAffinity.self, "affinity")
        add(StatusBarStyle.self, "statusBarStyle")
        add(BarStyle.self, "barStyle")
        add(KeyboardDismissMode.self, "keyboardDismissMode")
        add(ContentInsetAdjustmentBehavior.self, "contentInsetAdjustmentBehavior")
        add(ScrollDirection.self, "scrollDirection")
        add(ModalTransitionStyle.self, "modalTransitionStyle")
        add(ModalPresentationStyle.self, "modalPresentationStyle")
        add(KeyboardType.self, "keyboardType")
        add(ReturnKeyType.self, "returnKeyType")
        add(AutocapitalizationType.self, "autocapitalizationType")
        add(TextInputSetting.self, "autocorrectionType", "inlinePredictionType", "smartDashesType", "smartInsertDeleteType",
            "smartQuotesType", "spellCheckingType")
        add(KeyboardAppearance.self, "keyboardAppearance")
        add(ClearButtonMode.self, "clearButtonMode")
        add(DatePickerMode.self, "datePickerMode")
        add(ProgressViewStyle.self, "progressViewStyle")
        add(SearchBarStyle.self, "searchBarStyle")
        add(TabBarItemPositioning.self, "itemPositioning")
        add(LargeTitleDisplayMode.self, "largeTitleDisplayMode")
        add(SegmentedControlStyle.self, "segmentControlStyle")
        add(MapType.self, "mapType")
        add(CornerStyle.self, "cornerStyle")
        add(ButtonSize.self, "buttonSize")
        add(ImagePlacement.self, "imagePlacement")
        add(SymbolScale.self, "symbolScale")
        add(ImageRenderingMode.self, "renderingMode")
        add(PageNavigationOrientation.self, "navigationOrientation")
        add(PageSpineLocation.self, "spineLocation")
        add(VideoGravity.self, "videoGravity")
        add(SplitViewDisplayMode.self, "preferredDisplayMode")
        add(TableViewSeparatorInsetReference.self, "separatorInsetReference")
        add(CollectionViewContentInsetReference.self, "sectionInsetReference")
        add(InterfaceVerticalAlignment.self, "verticalAlignment")
        // AppKit.
        add(ControlSize.self, "controlSize")
        add(FocusRingType.self, "focusRingType")
        add(BezelStyle.self, "bezelStyle")
        add(ImagePosition.self, "imagePosition")
        add(ImageScaling.self, "imageScaling")
        add(BoxType.self, "boxType")
        add(TitlePosition.self, "titlePosition")
        add(BorderType.self, "borderType")
        add(WindowAnimationBehavior.self, "animationBehavior")
        add(WindowTitleVisibility.self, "titleVisibility")
        add(WindowTabbingMode.self, "tabbingMode")
        add(WindowToolbarStyle.self, "toolbarStyle")
        add(TableColumnAutoresizingStyle.self, "columnAutoresizingStyle")
        add(TableRowSizeStyle.self, "rowSizeStyle")
        add(TableSelectionHighlightStyle.self, "selectionHighlightStyle")
        add(TableViewStyleMac.self, "tableStyle")
        add(ScrollerKnobStyle.self, "scrollerKnobStyle")
        add(SegmentSwitchTracking.self, "trackingMode")
        add(SliderType.self, "sliderType")
        add(TickMarkPosition.self, "tickMarkPosition")
        add(SplitViewDividerStyle.self, "dividerStyle")
        add(TabViewControllerStyle.self, "tabStyle")
        add(PopUpArrowPosition.self, "arrowPosition")
        add(RectEdge.self, "preferredEdge")
        add(VisualEffectMaterial.self, "material")
        add(VisualEffectBlendingMode.self, "blendingMode")
        add(ToolbarDisplayMode.self, "displayMode")
        add(ToolbarSizeMode.self, "sizeMode")
        add(LevelIndicatorStyle.self, "levelIndicatorStyle")
        add(TextFinderStyle.self, "findStyle")
        add(NumberFormatterStyle.self, "numberStyle")
        add(DateFormatterStyle.self, "dateStyle", "timeStyle")
        return table
    }()
}
