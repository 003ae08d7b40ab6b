// The framework classes: see FrameworkClass.swift. Regenerate the tables after a change with
// `swift run --package-path CodeGeneration generate-models`.

extension FrameworkCatalogue {
    /// UIKit, and the classes of MapKit, WebKit, SceneKit, … that iOS documents instantiate.
    static let uiKitClasses = FrameworkClassList(.uiKit, [
        FrameworkClass(
            "UIResponder", "NSObject",
            outlets: "inputView inputAccessoryView",
            includingActions: [.uiResponderEditActions]),
        FrameworkClass("UIApplication", "UIResponder", outlets: "delegate"),
        FrameworkClass("UIScene", "UIResponder"),
        FrameworkClass("UIWindowScene", "UIScene"),
        FrameworkClass(
            "UIView", "UIResponder",
            outlets: "gestureRecognizers accessibilityElements",
            properties: """
            layer backgroundColor tintColor alpha hidden isHidden opaque isOpaque clipsToBounds contentMode tag
            userInteractionEnabled isUserInteractionEnabled multipleTouchEnabled isMultipleTouchEnabled exclusiveTouch
            isExclusiveTouch frame bounds center transform contentScaleFactor autoresizesSubviews autoresizingMask
            translatesAutoresizingMaskIntoConstraints insetsLayoutMarginsFromSafeArea layoutMargins
            directionalLayoutMargins preservesSuperviewLayoutMargins semanticContentAttribute overrideUserInterfaceStyle
            tintAdjustmentMode clearsContextBeforeDrawing mask maskView restorationIdentifier gestureRecognizers
            motionEffects interactions subviews superview window safeAreaInsets safeAreaLayoutGuide layoutMarginsGuide
            readableContentGuide keyboardLayoutGuide traitCollection constraints focusGroupIdentifier focusEffect
            focusGroupPriority
            """),
        FrameworkClass("UIWindow", "UIView", outlets: "rootViewController"),
        FrameworkClass(
            "UIControl", "UIView",
            properties: """
            enabled isEnabled selected isSelected highlighted isHighlighted contentHorizontalAlignment
            contentVerticalAlignment toolTip showsMenuAsPrimaryAction contextMenuInteractionEnabled
            isContextMenuInteractionEnabled
            """),
        FrameworkClass(
            "UIButton", "UIControl",
            outlets: "menu",
            properties: """
            titleLabel imageView subtitleLabel contentEdgeInsets titleEdgeInsets imageEdgeInsets
            adjustsImageWhenHighlighted adjustsImageWhenDisabled showsTouchWhenHighlighted buttonType configuration role
            menu changesSelectionAsPrimaryAction pointerInteractionEnabled isPointerInteractionEnabled
            automaticallyUpdatesConfiguration
            """),
        FrameworkClass(
            "UISwitch", "UIControl",
            properties: "on isOn onTintColor thumbTintColor onImage offImage preferredStyle title"),
        FrameworkClass(
            "UISlider", "UIControl",
            properties: """
            value minimumValue maximumValue minimumValueImage maximumValueImage continuous isContinuous
            minimumTrackTintColor maximumTrackTintColor thumbTintColor
            """),
        FrameworkClass(
            "UISegmentedControl", "UIControl",
            properties: """
            selectedSegmentIndex momentary isMomentary apportionsSegmentWidthsByContent selectedSegmentTintColor
            numberOfSegments segmentedControlStyle
            """),
        FrameworkClass(
            "UITextField", "UIControl",
            outlets: "delegate leftView rightView",
            actions: "becomeFirstResponder resignFirstResponder",
            properties: """
            text attributedText placeholder attributedPlaceholder font textColor textAlignment borderStyle background
            disabledBackground clearButtonMode leftView rightView leftViewMode rightViewMode clearsOnBeginEditing
            adjustsFontSizeToFitWidth minimumFontSize delegate inputView inputAccessoryView defaultTextAttributes
            typingAttributes allowsEditingTextAttributes clearsOnInsertion adjustsFontForContentSizeCategory editing
            isEditing
            """,
            including: [.textInputTraits]),
        FrameworkClass("UISearchTextField", "UITextField"),
        FrameworkClass("UIStepper", "UIControl"),
        FrameworkClass(
            "UIPageControl", "UIControl",
            properties: """
            numberOfPages currentPage hidesForSinglePage pageIndicatorTintColor currentPageIndicatorTintColor
            backgroundStyle preferredIndicatorImage allowsContinuousInteraction direction
            """),
        FrameworkClass(
            "UIDatePicker", "UIControl",
            properties: """
            datePickerMode date minimumDate maximumDate countDownDuration minuteInterval locale calendar timeZone
            preferredDatePickerStyle roundsToMinuteInterval
            """),
        FrameworkClass("UIColorWell", "UIControl"),
        FrameworkClass("UIRefreshControl", "UIControl", actions: "beginRefreshing endRefreshing"),
        FrameworkClass("UIPasteControl", "UIControl"),
        FrameworkClass(
            "UILabel", "UIView",
            properties: """
            text attributedText font textColor textAlignment lineBreakMode numberOfLines adjustsFontSizeToFitWidth
            minimumScaleFactor baselineAdjustment highlightedTextColor highlighted isHighlighted enabled isEnabled
            shadowColor shadowOffset preferredMaxLayoutWidth adjustsFontForContentSizeCategory
            allowsDefaultTighteningForTruncation lineBreakStrategy showsExpansionTextWhenTruncated
            """),
        FrameworkClass(
            "UIImageView", "UIView",
            actions: "startAnimating stopAnimating",
            properties: """
            image highlightedImage animationImages highlightedAnimationImages animationDuration animationRepeatCount
            highlighted isHighlighted preferredSymbolConfiguration adjustsImageSizeForAccessibilityContentSizeCategory
            """),
        FrameworkClass("UIScrollView", "UIView", outlets: "delegate refreshControl", including: [.scrollView]),
        FrameworkClass(
            "UITextView", "UIScrollView",
            outlets: "delegate",
            actions: "becomeFirstResponder resignFirstResponder",
            properties: """
            text attributedText font textColor textAlignment editable isEditable selectable isSelectable
            dataDetectorTypes textContainerInset textContainer layoutManager textStorage linkTextAttributes
            typingAttributes allowsEditingTextAttributes clearsOnInsertion inputView inputAccessoryView
            adjustsFontForContentSizeCategory usesStandardTextScaling findInteraction isFindInteractionEnabled
            """,
            including: [.textInputTraits]),
        FrameworkClass(
            "UITableView", "UIScrollView",
            outlets: """
            dataSource delegate prefetchDataSource dragDelegate dropDelegate tableHeaderView tableFooterView
            backgroundView
            """,
            properties: """
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
        FrameworkClass(
            "UICollectionView", "UIScrollView",
            outlets: """
            dataSource delegate prefetchDataSource dragDelegate dropDelegate backgroundView collectionViewLayout
            """,
            properties: """
            collectionViewLayout backgroundView allowsSelection allowsMultipleSelection dataSource delegate
            prefetchingEnabled isPrefetchingEnabled prefetchDataSource dragDelegate dropDelegate dragInteractionEnabled
            remembersLastFocusedIndexPath selectionFollowsFocus allowsFocus allowsMultipleSelectionDuringEditing
            allowsSelectionDuringEditing editing isEditing
            """),
        // The content view of a table view cell is of a private subclass; a collection view cell's is a plain UIView.
        FrameworkClass("UITableViewCellContentView", "UIView"),
        FrameworkClass(
            "UITableViewCell", "UIView",
            outlets: """
            accessoryView editingAccessoryView backgroundView selectedBackgroundView multipleSelectionBackgroundView
            textLabel detailTextLabel imageView
            """,
            properties: """
            textLabel detailTextLabel imageView contentView backgroundView selectedBackgroundView
            multipleSelectionBackgroundView accessoryType accessoryView editingAccessoryType editingAccessoryView
            selectionStyle selected isSelected highlighted isHighlighted editing isEditing showsReorderControl
            shouldIndentWhileEditing indentationLevel indentationWidth separatorInset focusStyle reuseIdentifier
            userInteractionEnabledWhileDragging backgroundConfiguration contentConfiguration
            automaticallyUpdatesContentConfiguration automaticallyUpdatesBackgroundConfiguration
            """),
        FrameworkClass(
            "UITableViewHeaderFooterView", "UIView",
            properties: """
            textLabel detailTextLabel contentView backgroundView reuseIdentifier backgroundConfiguration
            contentConfiguration
            """),
        FrameworkClass("UICollectionReusableView", "UIView", properties: "reuseIdentifier"),
        FrameworkClass(
            "UICollectionViewCell", "UICollectionReusableView",
            outlets: "backgroundView selectedBackgroundView",
            properties: """
            contentView backgroundView selectedBackgroundView selected isSelected highlighted isHighlighted
            backgroundConfiguration contentConfiguration automaticallyUpdatesContentConfiguration
            automaticallyUpdatesBackgroundConfiguration
            """),
        FrameworkClass("UICollectionViewListCell", "UICollectionViewCell"),
        FrameworkClass(
            "UIStackView", "UIView",
            properties: """
            axis distribution alignment spacing baselineRelativeArrangement isBaselineRelativeArrangement
            layoutMarginsRelativeArrangement isLayoutMarginsRelativeArrangement arrangedSubviews
            """),
        FrameworkClass(
            "UIActivityIndicatorView", "UIView",
            actions: "startAnimating stopAnimating",
            properties: "activityIndicatorViewStyle style hidesWhenStopped color animating isAnimating"),
        FrameworkClass(
            "UIProgressView", "UIView",
            properties: """
            progress progressTintColor trackTintColor progressImage trackImage progressViewStyle observedProgress
            """),
        FrameworkClass(
            "UIPickerView", "UIView",
            outlets: "dataSource delegate",
            properties: "dataSource delegate showsSelectionIndicator numberOfComponents"),
        FrameworkClass(
            "UINavigationBar", "UIView",
            outlets: "delegate",
            properties: """
            barStyle translucent isTranslucent barTintColor titleTextAttributes largeTitleTextAttributes
            prefersLargeTitles shadowImage backIndicatorImage backIndicatorTransitionMaskImage standardAppearance
            compactAppearance scrollEdgeAppearance compactScrollEdgeAppearance items topItem backItem delegate
            """),
        FrameworkClass(
            "UIToolbar", "UIView",
            outlets: "delegate items",
            properties: """
            barStyle translucent isTranslucent barTintColor items standardAppearance compactAppearance
            scrollEdgeAppearance delegate
            """),
        FrameworkClass(
            "UITabBar", "UIView",
            outlets: "delegate items selectedItem",
            properties: """
            barStyle translucent isTranslucent barTintColor items selectedItem selectedImageTintColor
            unselectedItemTintColor itemPositioning itemWidth itemSpacing backgroundImage selectionIndicatorImage
            shadowImage standardAppearance scrollEdgeAppearance delegate
            """),
        FrameworkClass(
            "UISearchBar", "UIView",
            outlets: "delegate inputAccessoryView",
            properties: """
            text placeholder prompt barStyle searchBarStyle barTintColor showsCancelButton showsBookmarkButton
            showsSearchResultsButton showsScopeBar scopeButtonTitles selectedScopeButtonIndex searchTextField
            translucent isTranslucent backgroundImage scopeBarBackgroundImage inputAccessoryView delegate
            searchFieldBackgroundPositionAdjustment searchTextPositionAdjustment
            """,
            including: [.textInputTraits]),
        FrameworkClass("UIVisualEffectView", "UIView", properties: "effect contentView"),
        FrameworkClass("UIInputView", "UIView"),
        FrameworkClass(
            "UIWebView", "UIView",
            outlets: "delegate",
            actions: "goBack goForward reload stopLoading",
            properties: "delegate scrollView scalesPageToFit dataDetectorTypes allowsInlineMediaPlayback"),
        FrameworkClass("UIContentUnavailableView", "UIView"),
        FrameworkClass(
            "UIViewController", "UIResponder",
            outlets: """
            view searchDisplayController transitioningDelegate navigationItem tabBarItem toolbarItems
            accessibilityElements preferredFocusedView
            """,
            properties: """
            view title navigationItem tabBarItem preferredContentSize modalPresentationStyle modalTransitionStyle
            definesPresentationContext providesPresentationContextTransitionStyle hidesBottomBarWhenPushed
            edgesForExtendedLayout extendedLayoutIncludesOpaqueBars automaticallyAdjustsScrollViewInsets
            restorationIdentifier restorationClass additionalSafeAreaInsets overrideUserInterfaceStyle
            modalInPresentation isModalInPresentation toolbarItems transitioningDelegate
            modalPresentationCapturesStatusBarAppearance viewRespectsSystemMinimumLayoutMargins
            """),
        FrameworkClass(
            "UINavigationController", "UIViewController",
            outlets: "delegate navigationBar toolbar",
            properties: """
            navigationBar toolbar navigationBarHidden isNavigationBarHidden toolbarHidden isToolbarHidden
            hidesBarsOnSwipe hidesBarsOnTap hidesBarsWhenKeyboardAppears hidesBarsWhenVerticallyCompact viewControllers
            delegate topViewController visibleViewController interactivePopGestureRecognizer
            """),
        FrameworkClass(
            "UITabBarController", "UIViewController",
            outlets: "delegate tabBar viewControllers customizableViewControllers",
            properties: """
            tabBar selectedIndex selectedViewController viewControllers delegate customizableViewControllers
            """),
        FrameworkClass(
            "UITableViewController", "UIViewController",
            outlets: "tableView refreshControl",
            properties: "tableView clearsSelectionOnViewWillAppear refreshControl"),
        FrameworkClass(
            "UICollectionViewController", "UIViewController",
            outlets: "collectionView",
            properties: """
            collectionView collectionViewLayout clearsSelectionOnViewWillAppear
            installsStandardGestureForInteractiveMovement
            """),
        FrameworkClass(
            "UISplitViewController", "UIViewController",
            outlets: "delegate viewControllers",
            properties: """
            viewControllers delegate preferredDisplayMode presentsWithGesture preferredPrimaryColumnWidthFraction
            maximumPrimaryColumnWidth minimumPrimaryColumnWidth
            """),
        FrameworkClass(
            "UIPageViewController", "UIViewController",
            outlets: "delegate dataSource",
            properties: "dataSource delegate viewControllers doubleSided isDoubleSided"),
        FrameworkClass("UIAlertController", "UIViewController"),
        FrameworkClass("UIActivityViewController", "UIViewController"),
        FrameworkClass("UISearchController", "UIViewController"),
        FrameworkClass("UIInputViewController", "UIViewController"),
        FrameworkClass("UIReferenceLibraryViewController", "UIViewController"),
        FrameworkClass("UIImagePickerController", "UINavigationController"),
        FrameworkClass("UIVideoEditorController", "UINavigationController"),
        FrameworkClass("UIDocumentPickerViewController", "UIViewController"),
        FrameworkClass("UIDocumentBrowserViewController", "UIViewController"),
        FrameworkClass("UIHostingController", "UIViewController"),
        FrameworkClass("AVPlayerViewController", "UIViewController"),
        FrameworkClass("GLKViewController", "UIViewController", outlets: "delegate"),
        FrameworkClass("MFMailComposeViewController", "UINavigationController"),
        FrameworkClass("MFMessageComposeViewController", "UINavigationController"),
        FrameworkClass("SFSafariViewController", "UIViewController"),
        FrameworkClass("QLPreviewController", "UIViewController"),
        FrameworkClass("CNContactPickerViewController", "UIViewController"),
        FrameworkClass("EKEventViewController", "UIViewController"),
        FrameworkClass("EKEventEditViewController", "UINavigationController"),
        FrameworkClass("EKCalendarChooser", "UIViewController"),
        FrameworkClass("SKStoreProductViewController", "UIViewController"),
        FrameworkClass("MPMediaPickerController", "UIViewController"),
        FrameworkClass("INUIAddVoiceShortcutViewController", "UIViewController"),
        FrameworkClass("UIStoryboardSegue", "NSObject"),
        FrameworkClass("UIStoryboardPopoverSegue", "UIStoryboardSegue"),
        FrameworkClass(
            "UIBarItem", "NSObject",
            properties: "title image landscapeImagePhone largeContentSizeImage enabled isEnabled tag imageInsets"),
        FrameworkClass(
            "UIBarButtonItem", "UIBarItem",
            outlets: "customView menu",
            properties: """
            style width customView tintColor target action possibleTitles menu primaryAction hidden isHidden selected
            isSelected changesSelectionAsPrimaryAction
            """),
        FrameworkClass(
            "UITabBarItem", "UIBarItem",
            properties: """
            badgeValue badgeColor selectedImage titlePositionAdjustment standardAppearance scrollEdgeAppearance
            """),
        FrameworkClass(
            "UINavigationItem", "NSObject",
            outlets: """
            titleView leftBarButtonItem rightBarButtonItem backBarButtonItem leftBarButtonItems rightBarButtonItems
            searchController
            """,
            properties: """
            title titleView prompt backBarButtonItem backButtonTitle hidesBackButton leftBarButtonItem
            leftBarButtonItems rightBarButtonItem rightBarButtonItems leftItemsSupplementBackButton
            largeTitleDisplayMode searchController hidesSearchBarWhenScrolling standardAppearance compactAppearance
            scrollEdgeAppearance compactScrollEdgeAppearance style backButtonDisplayMode
            """),
        FrameworkClass(
            "UIGestureRecognizer", "NSObject",
            outlets: "delegate",
            properties: """
            enabled isEnabled cancelsTouchesInView delaysTouchesBegan delaysTouchesEnded delegate name
            requiresExclusiveTouchType allowedTouchTypes
            """),
        FrameworkClass(
            "UITapGestureRecognizer", "UIGestureRecognizer",
            properties: "numberOfTapsRequired numberOfTouchesRequired buttonMaskRequired"),
        FrameworkClass(
            "UIPanGestureRecognizer", "UIGestureRecognizer",
            properties: "minimumNumberOfTouches maximumNumberOfTouches allowedScrollTypesMask"),
        FrameworkClass("UIScreenEdgePanGestureRecognizer", "UIPanGestureRecognizer", properties: "edges"),
        FrameworkClass("UIPinchGestureRecognizer", "UIGestureRecognizer"),
        FrameworkClass("UIRotationGestureRecognizer", "UIGestureRecognizer"),
        FrameworkClass(
            "UISwipeGestureRecognizer", "UIGestureRecognizer",
            properties: "direction numberOfTouchesRequired"),
        FrameworkClass(
            "UILongPressGestureRecognizer", "UIGestureRecognizer",
            properties: "minimumPressDuration allowableMovement numberOfTapsRequired numberOfTouchesRequired"),
        FrameworkClass("UIHoverGestureRecognizer", "UIGestureRecognizer"),
        FrameworkClass("UICollectionViewLayout", "NSObject"),
        FrameworkClass("UICollectionViewFlowLayout", "UICollectionViewLayout"),
        FrameworkClass("UICollectionViewCompositionalLayout", "UICollectionViewLayout"),
        FrameworkClass("UILayoutGuide", "NSObject"),
        FrameworkClass("UITrackingLayoutGuide", "UILayoutGuide"),
        FrameworkClass("UIKeyboardLayoutGuide", "UITrackingLayoutGuide"),
        FrameworkClass("UIFont", "NSObject"),
        FrameworkClass("UIImage", "NSObject"),
        FrameworkClass("UIColor", "NSObject"),
        FrameworkClass("UIMenu", "UIMenuElement"),
        FrameworkClass("UIMenuElement", "NSObject"),
        FrameworkClass("UIAction", "UIMenuElement"),
        FrameworkClass("UICommand", "UIMenuElement"),
        FrameworkClass(
            "UISearchDisplayController", "NSObject",
            outlets: "delegate searchBar searchContentsController searchResultsDataSource searchResultsDelegate"),
        FrameworkClass("UIPopoverController", "NSObject", outlets: "delegate"),
        FrameworkClass("MKPinAnnotationView", "MKAnnotationView"),
        FrameworkClass("MKMarkerAnnotationView", "MKAnnotationView"),
        FrameworkClass("GLKView", "UIView", outlets: "delegate"),
        FrameworkClass("ARSCNView", "SCNView", outlets: "delegate session"),
        FrameworkClass("ARSKView", "SKView", outlets: "delegate session"),
        FrameworkClass("PKCanvasView", "UIScrollView", outlets: "delegate"),
        FrameworkClass("MPVolumeView", "UIView"),
        FrameworkClass("PKPaymentButton", "UIButton"),
        FrameworkClass("PKAddPassButton", "UIButton"),
        FrameworkClass("INUIAddVoiceShortcutButton", "UIButton"),
        FrameworkClass("CLLocationButton", "UIControl"),
        FrameworkClass("ADBannerView", "UIView"),
        FrameworkClass("MSMessagesAppViewController", "UIViewController"),
        FrameworkClass("MSStickerBrowserViewController", "UIViewController"),
        FrameworkClass("MSStickerBrowserView", "UIView"),
        FrameworkClass("MSStickerView", "UIView"),
        FrameworkClass("ABPeoplePickerNavigationController", "UINavigationController"),
        FrameworkClass("ABPersonViewController", "UIViewController"),
        FrameworkClass("ABNewPersonViewController", "UIViewController"),
        FrameworkClass("ABUnknownPersonViewController", "UIViewController"),
        FrameworkClass("MKUserTrackingButton", "UIView"),
        FrameworkClass("MKScaleView", "UIView"),
        FrameworkClass("MKUserTrackingBarButtonItem", "UIBarButtonItem"),
        // PassKit, StoreKit, ReplayKit, HealthKitUI, VisionKit, HomeKit, IdentityLookupUI, UIKit's pickers.
        FrameworkClass("PKAddPassesViewController", "UIViewController"),
        FrameworkClass("PKAddPaymentPassViewController", "UIViewController"),
        FrameworkClass("PKPaymentAuthorizationViewController", "UIViewController"),
        FrameworkClass("SKCloudServiceSetupViewController", "UIViewController"),
        FrameworkClass("RPSystemBroadcastPickerView", "UIView"),
        FrameworkClass("RPBroadcastActivityViewController", "UIViewController"),
        FrameworkClass("HKActivityRingView", "UIView"),
        FrameworkClass("VNDocumentCameraViewController", "UIViewController"),
        FrameworkClass("HMCameraView", "UIView"),
        FrameworkClass("ILClassificationUIExtensionViewController", "UIViewController"),
        FrameworkClass("UICloudSharingController", "UIViewController"),
        FrameworkClass("UIFontPickerViewController", "UIViewController"),
        FrameworkClass("UIColorPickerViewController", "UIViewController"),
        // TVUIKit (tvOS).
        FrameworkClass("TVLockupView", "UIControl"),
        FrameworkClass("TVCardView", "TVLockupView"),
        FrameworkClass("TVPosterView", "TVLockupView"),
        FrameworkClass("TVMonogramView", "TVLockupView"),
        FrameworkClass("TVCaptionButtonView", "TVLockupView"),
        FrameworkClass("TVLockupHeaderFooterView", "UIView"),
        FrameworkClass("TVDigitEntryViewController", "UIViewController"),
    ])
}
