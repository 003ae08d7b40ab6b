/// Properties of UIKit, AppKit and Foundation classes that a user-defined runtime attribute can name as its first key:
/// `layer` (in `layer.cornerRadius`) on any view, `textLabel` on a table view cell, `fillColor` on an `NSBox`.
///
/// Key-value coding reads a key path's first key with the getter and sets a one-key path with the setter, so
/// read-only properties are listed too. Both the key-value coding key and, for Boolean properties, the Swift name
/// are listed (`hidden` and `isHidden`). The table lists each property on the class that declares it; look-ups go
/// through the whole superclass chain. It holds the properties of the classes Interface Builder documents
/// instantiate that runtime attributes set in practice; a key it lacks on a custom class that the sources show
/// completely is reported as a warning, never as an error.
public enum FrameworkProperties {
    /// Whether any class in `lineage` (a class and its superclasses) has the property `name`.
    public static func declares(_ name: String, inLineage lineage: [String]) -> Bool {
        lineage.contains { table[$0]?.contains(name) == true }
    }

    /// `"a b c"` as a set of names.
    private static func names(_ list: String) -> Set<String> {
        Set(list.split(whereSeparator: \.isWhitespace).map(String.init))
    }

    private static let accessibility = """
        isAccessibilityElement accessibilityLabel accessibilityHint accessibilityValue accessibilityTraits
        accessibilityIdentifier accessibilityElementsHidden accessibilityViewIsModal shouldGroupAccessibilityChildren
        accessibilityLanguage accessibilityFrame accessibilityActivationPoint accessibilityNavigationStyle
        accessibilityIgnoresInvertColors accessibilityRespondsToUserInteraction accessibilityUserInputLabels
        accessibilityAttributedLabel accessibilityAttributedHint accessibilityAttributedValue accessibilityCustomActions
        accessibilityElements accessibilityContainerType accessibilityTextualContext accessibilityPath
        accessibilityRole accessibilityTitle accessibilityHelp accessibilityEnabled accessibilityElement
        largeContentTitle largeContentImage showsLargeContentViewer scalesLargeContentImage
        """

    private static let textInputTraits = """
        keyboardType returnKeyType autocapitalizationType autocorrectionType spellCheckingType secureTextEntry
        isSecureTextEntry enablesReturnKeyAutomatically keyboardAppearance textContentType smartQuotesType
        smartDashesType smartInsertDeleteType passwordRules inlinePredictionType
        """

    private static let scrollView = """
        contentOffset contentSize contentInset scrollEnabled isScrollEnabled pagingEnabled isPagingEnabled bounces
        alwaysBounceVertical alwaysBounceHorizontal showsHorizontalScrollIndicator showsVerticalScrollIndicator
        scrollIndicatorInsets verticalScrollIndicatorInsets horizontalScrollIndicatorInsets indicatorStyle
        decelerationRate minimumZoomScale maximumZoomScale zoomScale bouncesZoom delaysContentTouches
        canCancelContentTouches directionalLockEnabled isDirectionalLockEnabled scrollsToTop keyboardDismissMode
        contentInsetAdjustmentBehavior automaticallyAdjustsScrollIndicatorInsets refreshControl delegate
        panGestureRecognizer pinchGestureRecognizer adjustedContentInset contentLayoutGuide frameLayoutGuide
        """

    private static let table: [String: Set<String>] = [
        "NSObject": names(accessibility),
        // UIKit
        "UIView": names("""
            layer backgroundColor tintColor alpha hidden isHidden opaque isOpaque clipsToBounds contentMode tag
            userInteractionEnabled isUserInteractionEnabled multipleTouchEnabled isMultipleTouchEnabled exclusiveTouch
            isExclusiveTouch frame bounds center transform contentScaleFactor autoresizesSubviews autoresizingMask
            translatesAutoresizingMaskIntoConstraints insetsLayoutMarginsFromSafeArea layoutMargins
            directionalLayoutMargins preservesSuperviewLayoutMargins semanticContentAttribute overrideUserInterfaceStyle
            tintAdjustmentMode clearsContextBeforeDrawing mask maskView restorationIdentifier gestureRecognizers
            motionEffects interactions subviews superview window safeAreaInsets safeAreaLayoutGuide layoutMarginsGuide
            readableContentGuide keyboardLayoutGuide traitCollection constraints focusGroupIdentifier
            focusEffect focusGroupPriority
            """),
        "UIControl": names("""
            enabled isEnabled selected isSelected highlighted isHighlighted contentHorizontalAlignment
            contentVerticalAlignment toolTip showsMenuAsPrimaryAction contextMenuInteractionEnabled
            isContextMenuInteractionEnabled
            """),
        "UIButton": names("""
            titleLabel imageView subtitleLabel contentEdgeInsets titleEdgeInsets imageEdgeInsets
            adjustsImageWhenHighlighted adjustsImageWhenDisabled showsTouchWhenHighlighted buttonType configuration
            role menu changesSelectionAsPrimaryAction pointerInteractionEnabled isPointerInteractionEnabled
            automaticallyUpdatesConfiguration
            """),
        "UILabel": names("""
            text attributedText font textColor textAlignment lineBreakMode numberOfLines adjustsFontSizeToFitWidth
            minimumScaleFactor baselineAdjustment highlightedTextColor highlighted isHighlighted enabled isEnabled
            shadowColor shadowOffset preferredMaxLayoutWidth adjustsFontForContentSizeCategory
            allowsDefaultTighteningForTruncation lineBreakStrategy showsExpansionTextWhenTruncated
            """),
        "UITextField": names("""
            text attributedText placeholder attributedPlaceholder font textColor textAlignment borderStyle background
            disabledBackground clearButtonMode leftView rightView leftViewMode rightViewMode clearsOnBeginEditing
            adjustsFontSizeToFitWidth minimumFontSize delegate inputView inputAccessoryView defaultTextAttributes
            typingAttributes allowsEditingTextAttributes clearsOnInsertion adjustsFontForContentSizeCategory
            editing isEditing
            """).union(names(textInputTraits)),
        "UITextView": names("""
            text attributedText font textColor textAlignment editable isEditable selectable isSelectable
            dataDetectorTypes textContainerInset textContainer layoutManager textStorage linkTextAttributes
            typingAttributes allowsEditingTextAttributes clearsOnInsertion inputView inputAccessoryView
            adjustsFontForContentSizeCategory usesStandardTextScaling findInteraction isFindInteractionEnabled
            """).union(names(textInputTraits)),
        "UIScrollView": names(scrollView),
        "UITableView": names("""
            rowHeight estimatedRowHeight sectionHeaderHeight sectionFooterHeight estimatedSectionHeaderHeight
            estimatedSectionFooterHeight separatorStyle separatorColor separatorInset separatorEffect
            separatorInsetReference backgroundView tableHeaderView tableFooterView allowsSelection
            allowsMultipleSelection allowsSelectionDuringEditing allowsMultipleSelectionDuringEditing editing isEditing
            sectionIndexColor sectionIndexBackgroundColor sectionIndexTrackingBackgroundColor
            sectionIndexMinimumDisplayRowCount cellLayoutMarginsFollowReadableWidth insetsContentViewsToSafeArea
            dataSource delegate prefetchDataSource dragDelegate dropDelegate dragInteractionEnabled
            sectionHeaderTopPadding fillerRowHeight style remembersLastFocusedIndexPath selectionFollowsFocus
            allowsFocus allowsFocusDuringEditing
            """),
        "UITableViewCell": names("""
            textLabel detailTextLabel imageView contentView backgroundView selectedBackgroundView
            multipleSelectionBackgroundView accessoryType accessoryView editingAccessoryType editingAccessoryView
            selectionStyle selected isSelected highlighted isHighlighted editing isEditing showsReorderControl
            shouldIndentWhileEditing indentationLevel indentationWidth separatorInset focusStyle reuseIdentifier
            userInteractionEnabledWhileDragging backgroundConfiguration contentConfiguration
            automaticallyUpdatesContentConfiguration automaticallyUpdatesBackgroundConfiguration
            """),
        "UITableViewHeaderFooterView": names("""
            textLabel detailTextLabel contentView backgroundView reuseIdentifier backgroundConfiguration
            contentConfiguration
            """),
        "UICollectionView": names("""
            collectionViewLayout backgroundView allowsSelection allowsMultipleSelection dataSource delegate
            prefetchingEnabled isPrefetchingEnabled prefetchDataSource dragDelegate dropDelegate
            dragInteractionEnabled remembersLastFocusedIndexPath selectionFollowsFocus allowsFocus
            allowsMultipleSelectionDuringEditing allowsSelectionDuringEditing editing isEditing
            """),
        "UICollectionReusableView": names("reuseIdentifier"),
        "UICollectionViewCell": names("""
            contentView backgroundView selectedBackgroundView selected isSelected highlighted isHighlighted
            backgroundConfiguration contentConfiguration automaticallyUpdatesContentConfiguration
            automaticallyUpdatesBackgroundConfiguration
            """),
        "UIImageView": names("""
            image highlightedImage animationImages highlightedAnimationImages animationDuration animationRepeatCount
            highlighted isHighlighted preferredSymbolConfiguration adjustsImageSizeForAccessibilityContentSizeCategory
            """),
        "UIStackView": names("""
            axis distribution alignment spacing baselineRelativeArrangement isBaselineRelativeArrangement
            layoutMarginsRelativeArrangement isLayoutMarginsRelativeArrangement arrangedSubviews
            """),
        "UISwitch": names("on isOn onTintColor thumbTintColor onImage offImage preferredStyle title"),
        "UISlider": names("""
            value minimumValue maximumValue minimumValueImage maximumValueImage continuous isContinuous
            minimumTrackTintColor maximumTrackTintColor thumbTintColor
            """),
        "UISegmentedControl": names("""
            selectedSegmentIndex momentary isMomentary apportionsSegmentWidthsByContent selectedSegmentTintColor
            numberOfSegments segmentedControlStyle
            """),
        "UIProgressView": names("progress progressTintColor trackTintColor progressImage trackImage progressViewStyle observedProgress"),
        "UIActivityIndicatorView": names("activityIndicatorViewStyle style hidesWhenStopped color animating isAnimating"),
        "UIPageControl": names("""
            numberOfPages currentPage hidesForSinglePage pageIndicatorTintColor currentPageIndicatorTintColor
            backgroundStyle preferredIndicatorImage allowsContinuousInteraction direction
            """),
        "UIDatePicker": names("""
            datePickerMode date minimumDate maximumDate countDownDuration minuteInterval locale calendar timeZone
            preferredDatePickerStyle roundsToMinuteInterval
            """),
        "UIPickerView": names("dataSource delegate showsSelectionIndicator numberOfComponents"),
        "UINavigationBar": names("""
            barStyle translucent isTranslucent barTintColor titleTextAttributes largeTitleTextAttributes
            prefersLargeTitles shadowImage backIndicatorImage backIndicatorTransitionMaskImage standardAppearance
            compactAppearance scrollEdgeAppearance compactScrollEdgeAppearance items topItem backItem delegate
            """),
        "UIToolbar": names("barStyle translucent isTranslucent barTintColor items standardAppearance compactAppearance scrollEdgeAppearance delegate"),
        "UITabBar": names("""
            barStyle translucent isTranslucent barTintColor items selectedItem selectedImageTintColor
            unselectedItemTintColor itemPositioning itemWidth itemSpacing backgroundImage selectionIndicatorImage
            shadowImage standardAppearance scrollEdgeAppearance delegate
            """),
        "UISearchBar": names("""
            text placeholder prompt barStyle searchBarStyle barTintColor showsCancelButton showsBookmarkButton
            showsSearchResultsButton showsScopeBar scopeButtonTitles selectedScopeButtonIndex searchTextField
            translucent isTranslucent backgroundImage scopeBarBackgroundImage inputAccessoryView delegate
            searchFieldBackgroundPositionAdjustment searchTextPositionAdjustment
            """).union(names(textInputTraits)),
        "UIVisualEffectView": names("effect contentView"),
        "UIWebView": names("delegate scrollView scalesPageToFit dataDetectorTypes allowsInlineMediaPlayback"),
        "UIViewController": names("""
            view title navigationItem tabBarItem preferredContentSize modalPresentationStyle modalTransitionStyle
            definesPresentationContext providesPresentationContextTransitionStyle hidesBottomBarWhenPushed
            edgesForExtendedLayout extendedLayoutIncludesOpaqueBars automaticallyAdjustsScrollViewInsets
            restorationIdentifier restorationClass additionalSafeAreaInsets overrideUserInterfaceStyle
            modalInPresentation isModalInPresentation toolbarItems transitioningDelegate
            modalPresentationCapturesStatusBarAppearance viewRespectsSystemMinimumLayoutMargins
            """),
        "UITableViewController": names("tableView clearsSelectionOnViewWillAppear refreshControl"),
        "UICollectionViewController": names("collectionView collectionViewLayout clearsSelectionOnViewWillAppear installsStandardGestureForInteractiveMovement"),
        "UINavigationController": names("""
            navigationBar toolbar navigationBarHidden isNavigationBarHidden toolbarHidden isToolbarHidden
            hidesBarsOnSwipe hidesBarsOnTap hidesBarsWhenKeyboardAppears hidesBarsWhenVerticallyCompact
            viewControllers delegate topViewController visibleViewController interactivePopGestureRecognizer
            """),
        "UITabBarController": names("tabBar selectedIndex selectedViewController viewControllers delegate customizableViewControllers"),
        "UISplitViewController": names("viewControllers delegate preferredDisplayMode presentsWithGesture preferredPrimaryColumnWidthFraction maximumPrimaryColumnWidth minimumPrimaryColumnWidth"),
        "UIPageViewController": names("dataSource delegate viewControllers doubleSided isDoubleSided"),
        "UIBarItem": names("title image landscapeImagePhone largeContentSizeImage enabled isEnabled tag imageInsets"),
        "UIBarButtonItem": names("""
            style width customView tintColor target action possibleTitles menu primaryAction hidden isHidden
            selected isSelected changesSelectionAsPrimaryAction
            """),
        "UITabBarItem": names("badgeValue badgeColor selectedImage titlePositionAdjustment standardAppearance scrollEdgeAppearance"),
        "UINavigationItem": names("""
            title titleView prompt backBarButtonItem backButtonTitle hidesBackButton leftBarButtonItem
            leftBarButtonItems rightBarButtonItem rightBarButtonItems leftItemsSupplementBackButton
            largeTitleDisplayMode searchController hidesSearchBarWhenScrolling standardAppearance compactAppearance
            scrollEdgeAppearance compactScrollEdgeAppearance style backButtonDisplayMode
            """),
        "UIGestureRecognizer": names("""
            enabled isEnabled cancelsTouchesInView delaysTouchesBegan delaysTouchesEnded delegate name
            requiresExclusiveTouchType allowedTouchTypes
            """),
        "UITapGestureRecognizer": names("numberOfTapsRequired numberOfTouchesRequired buttonMaskRequired"),
        "UILongPressGestureRecognizer": names("minimumPressDuration allowableMovement numberOfTapsRequired numberOfTouchesRequired"),
        "UISwipeGestureRecognizer": names("direction numberOfTouchesRequired"),
        "UIPanGestureRecognizer": names("minimumNumberOfTouches maximumNumberOfTouches allowedScrollTypesMask"),
        "UIScreenEdgePanGestureRecognizer": names("edges"),
        "MKMapView": names("""
            mapType showsUserLocation zoomEnabled isZoomEnabled scrollEnabled isScrollEnabled rotateEnabled
            isRotateEnabled pitchEnabled isPitchEnabled showsCompass showsScale showsTraffic showsBuildings
            showsPointsOfInterest delegate userTrackingMode region camera
            """),
        "WKWebView": names("navigationDelegate UIDelegate scrollView allowsBackForwardNavigationGestures customUserAgent allowsLinkPreview"),
        // Shared
        "NSLayoutConstraint": names("constant multiplier priority active isActive identifier shouldBeArchived firstItem secondItem firstAttribute secondAttribute relation"),
        // AppKit
        "NSResponder": names("nextResponder menu touchBar"),
        "NSView": names("""
            wantsLayer layer alphaValue hidden isHidden frame bounds toolTip identifier autoresizingMask
            autoresizesSubviews translatesAutoresizingMaskIntoConstraints canDrawConcurrently appearance
            backgroundFilters compositingFilter contentFilters shadow focusRingType needsDisplay subviews superview
            window layerContentsRedrawPolicy layerContentsPlacement canDrawSubviewsIntoLayer
            postsFrameChangedNotifications postsBoundsChangedNotifications userInterfaceLayoutDirection nextKeyView
            allowedTouchTypes wantsRestingTouches clipsToBounds safeAreaInsets additionalSafeAreaInsets
            frameCenterRotation frameRotation boundsRotation layerUsesCoreImageFilters horizontalContentSizeConstraintActive
            verticalContentSizeConstraintActive
            """),
        "NSControl": names("""
            enabled isEnabled stringValue intValue integerValue floatValue doubleValue objectValue
            attributedStringValue font alignment formatter target action tag continuous isContinuous cell
            controlSize highlighted isHighlighted lineBreakMode usesSingleLineMode baseWritingDirection
            ignoresMultiClick refusesFirstResponder allowsExpansionToolTips
            """),
        "NSButton": names("""
            title alternateTitle image alternateImage state bezelStyle buttonType bordered isBordered transparent
            isTransparent imagePosition imageScaling keyEquivalent keyEquivalentModifierMask attributedTitle
            attributedAlternateTitle contentTintColor bezelColor showsBorderOnlyWhileMouseInside allowsMixedState
            sound imageHugsTitle hasDestructiveAction springLoaded isSpringLoaded maxAcceleratorLevel
            """),
        "NSTextField": names("""
            placeholderString placeholderAttributedString textColor backgroundColor drawsBackground bordered
            isBordered bezeled isBezeled bezelStyle editable isEditable selectable isSelectable delegate
            maximumNumberOfLines preferredMaxLayoutWidth allowsDefaultTighteningForTruncation
            allowsEditingTextAttributes importsGraphics automaticTextCompletionEnabled
            isAutomaticTextCompletionEnabled allowsCharacterPickerTouchBarItem lineBreakStrategy contentType
            """),
        "NSTextView": names("""
            string textColor backgroundColor drawsBackground font editable isEditable selectable isSelectable
            richText isRichText importsGraphics allowsUndo usesFindBar usesFindPanel textContainerInset
            insertionPointColor selectedTextAttributes linkTextAttributes markedTextAttributes typingAttributes
            automaticQuoteSubstitutionEnabled isAutomaticQuoteSubstitutionEnabled automaticDashSubstitutionEnabled
            isAutomaticDashSubstitutionEnabled automaticSpellingCorrectionEnabled isAutomaticSpellingCorrectionEnabled
            automaticTextReplacementEnabled isAutomaticTextReplacementEnabled automaticLinkDetectionEnabled
            isAutomaticLinkDetectionEnabled continuousSpellCheckingEnabled isContinuousSpellCheckingEnabled
            grammarCheckingEnabled isGrammarCheckingEnabled smartInsertDeleteEnabled delegate textStorage
            textContainer layoutManager alignment baseWritingDirection usesRuler isRulerVisible rulerVisible
            usesFontPanel allowsImageEditing displaysLinkToolTips horizontallyResizable isHorizontallyResizable
            verticallyResizable isVerticallyResizable minSize maxSize fieldEditor isFieldEditor
            usesInspectorBar usesAdaptiveColorMappingForDarkAppearance
            """),
        "NSScrollView": names("""
            documentView contentView hasVerticalScroller hasHorizontalScroller autohidesScrollers borderType
            backgroundColor drawsBackground scrollerStyle scrollerKnobStyle verticalScroller horizontalScroller
            automaticallyAdjustsContentInsets contentInsets scrollerInsets allowsMagnification magnification
            minMagnification maxMagnification horizontalScrollElasticity verticalScrollElasticity
            usesPredominantAxisScrolling findBarPosition verticalLineScroll horizontalLineScroll lineScroll pageScroll
            verticalPageScroll horizontalPageScroll scrollsDynamically rulersVisible hasVerticalRuler
            hasHorizontalRuler
            """),
        "NSClipView": names("documentView backgroundColor drawsBackground contentInsets automaticallyAdjustsContentInsets copiesOnScroll"),
        "NSTableView": names("""
            rowHeight intercellSpacing backgroundColor gridColor gridStyleMask usesAlternatingRowBackgroundColors
            allowsMultipleSelection allowsEmptySelection allowsColumnSelection allowsColumnReordering
            allowsColumnResizing columnAutoresizingStyle headerView cornerView selectionHighlightStyle style delegate
            dataSource usesAutomaticRowHeights floatsGroupRows rowSizeStyle autosaveName autosaveTableColumns
            doubleAction allowsTypeSelect draggingDestinationFeedbackStyle verticalMotionCanBeginDrag tableColumns
            usesStaticContents
            """),
        "NSOutlineView": names("""
            indentationPerLevel autoresizesOutlineColumn outlineTableColumn indentationMarkerFollowsCell
            autosaveExpandedItems stronglyReferencesItems
            """),
        "NSBox": names("""
            title boxType borderType borderColor borderWidth cornerRadius fillColor contentView contentViewMargins
            titlePosition titleFont transparent isTransparent
            """),
        "NSImageView": names("""
            image imageScaling imageAlignment imageFrameStyle editable isEditable animates allowsCutCopyPaste
            contentTintColor symbolConfiguration
            """),
        "NSWindow": names("""
            title subtitle backgroundColor opaque isOpaque hasShadow alphaValue level styleMask
            titlebarAppearsTransparent titleVisibility movableByWindowBackground isMovableByWindowBackground
            releasedWhenClosed isReleasedWhenClosed hidesOnDeactivate contentView contentViewController delegate
            minSize maxSize contentMinSize contentMaxSize collectionBehavior toolbar tabbingMode tabbingIdentifier
            appearance restorable isRestorable frameAutosaveName animationBehavior initialFirstResponder
            excludedFromWindowsMenu isExcludedFromWindowsMenu identifier toolbarStyle titlebarSeparatorStyle
            movable isMovable canHide
            """),
        "NSPanel": names("floatingPanel isFloatingPanel becomesKeyOnlyIfNeeded worksWhenModal"),
        "NSViewController": names("view title representedObject preferredContentSize identifier nibName nibBundle"),
        "NSWindowController": names("window windowFrameAutosaveName shouldCascadeWindows contentViewController shouldCloseDocument document"),
        "NSStackView": names("orientation alignment distribution spacing edgeInsets detachesHiddenViews arrangedSubviews views delegate"),
        "NSSplitView": names("vertical isVertical dividerStyle arrangesAllSubviews autosaveName delegate"),
        "NSTabView": names("tabViewType tabPosition tabViewBorderType drawsBackground controlSize font allowsTruncatedLabels delegate tabViewItems"),
        "NSPopUpButton": names("pullsDown autoenablesItems preferredEdge usesItemFromMenu selectedItem"),
        "NSSegmentedControl": names("segmentCount selectedSegment segmentStyle trackingMode springLoaded selectedSegmentBezelColor segmentDistribution"),
        "NSSlider": names("minValue maxValue numberOfTickMarks tickMarkPosition allowsTickMarkValuesOnly vertical isVertical altIncrementValue trackFillColor sliderType"),
        "NSProgressIndicator": names("minValue maxValue doubleValue indeterminate isIndeterminate style displayedWhenStopped isDisplayedWhenStopped usesThreadedAnimation controlSize bezeled isBezeled"),
        "NSCollectionView": names("""
            collectionViewLayout backgroundColors selectable isSelectable allowsMultipleSelection allowsEmptySelection
            delegate dataSource content itemPrototype backgroundViewScrollsWithContent maxNumberOfRows
            maxNumberOfColumns minItemSize maxItemSize backgroundView
            """),
        "NSVisualEffectView": names("material blendingMode state emphasized isEmphasized maskImage"),
        "NSMenu": names("title autoenablesItems font minimumWidth showsStateColumn delegate items"),
        "NSMenuItem": names("title image state enabled isEnabled hidden isHidden tag keyEquivalent keyEquivalentModifierMask submenu target action representedObject view toolTip indentationLevel"),
        "NSToolbarItem": names("label paletteLabel toolTip image view minSize maxSize target action enabled isEnabled tag visibilityPriority isBordered bordered"),
    ]
}
