// The framework classes: see FrameworkClass.swift. Regenerate the tables after a change with
// `swift run --package-path CodeGeneration generate-models`.

extension FrameworkCatalogue {
    /// AppKit, and the classes of WebKit, PDFKit, AVKit, … that macOS documents instantiate.
    static let appKitClasses = FrameworkClassList(.appKit, [
        FrameworkClass(
            "NSResponder", "NSObject",
            outlets: "menu nextResponder",
            includingActions: [.nsResponderActions],
            properties: "nextResponder menu touchBar"),
        FrameworkClass(
            "NSApplication", "NSResponder",
            outlets: "delegate mainMenu windowsMenu servicesMenu helpMenu dockMenu",
            actions: """
            terminate: hide: unhide: unhideAllApplications: hideOtherApplications: orderFrontStandardAboutPanel:
            orderFrontCharacterPalette: arrangeInFront: miniaturizeAll: runPageLayout:
            toggleTouchBarCustomizationPalette: orderFrontColorPanel: showHelp: activateContextHelpMode: stopModal
            abortModal
            """),
        FrameworkClass(
            "NSView", "NSResponder",
            outlets: "nextKeyView menu",
            actions: "print: showContextHelp:",
            properties: """
            wantsLayer layer alphaValue hidden isHidden frame bounds toolTip identifier autoresizingMask
            autoresizesSubviews translatesAutoresizingMaskIntoConstraints canDrawConcurrently appearance
            backgroundFilters compositingFilter contentFilters shadow focusRingType needsDisplay subviews superview
            window layerContentsRedrawPolicy layerContentsPlacement canDrawSubviewsIntoLayer
            postsFrameChangedNotifications postsBoundsChangedNotifications userInterfaceLayoutDirection nextKeyView
            allowedTouchTypes wantsRestingTouches clipsToBounds safeAreaInsets additionalSafeAreaInsets
            frameCenterRotation frameRotation boundsRotation layerUsesCoreImageFilters
            horizontalContentSizeConstraintActive verticalContentSizeConstraintActive
            """),
        FrameworkClass(
            "NSWindow", "NSResponder",
            outlets: "delegate initialFirstResponder contentView toolbar defaultButtonCell contentViewController",
            actions: """
            performClose: performMiniaturize: performZoom: miniaturize: deminiaturize: zoom: orderOut: orderFront:
            orderBack: makeKeyAndOrderFront: toggleToolbarShown: runToolbarCustomizationPalette: toggleFullScreen:
            selectNextTab: selectPreviousTab: moveTabToNewWindow: mergeAllWindows: toggleTabBar: toggleTabOverview:
            print:
            """,
            properties: """
            title subtitle backgroundColor opaque isOpaque hasShadow alphaValue level styleMask
            titlebarAppearsTransparent titleVisibility movableByWindowBackground isMovableByWindowBackground
            releasedWhenClosed isReleasedWhenClosed hidesOnDeactivate contentView contentViewController delegate minSize
            maxSize contentMinSize contentMaxSize collectionBehavior toolbar tabbingMode tabbingIdentifier appearance
            restorable isRestorable frameAutosaveName animationBehavior initialFirstResponder excludedFromWindowsMenu
            isExcludedFromWindowsMenu identifier toolbarStyle titlebarSeparatorStyle movable isMovable canHide
            """),
        FrameworkClass(
            "NSPanel", "NSWindow",
            actions: "performClose:",
            properties: "floatingPanel isFloatingPanel becomesKeyOnlyIfNeeded worksWhenModal"),
        FrameworkClass("NSColorPanel", "NSPanel"),
        FrameworkClass("NSFontPanel", "NSPanel"),
        FrameworkClass("NSSavePanel", "NSPanel", outlets: "delegate accessoryView"),
        FrameworkClass("NSOpenPanel", "NSSavePanel"),
        FrameworkClass(
            "NSDrawer", "NSResponder",
            outlets: "contentView delegate parentWindow",
            actions: "open: close: toggle:"),
        FrameworkClass(
            "NSPopover", "NSResponder",
            outlets: "contentViewController delegate",
            actions: "performClose:"),
        FrameworkClass(
            "NSViewController", "NSResponder",
            outlets: "view representedObject sourceItemView",
            actions: "dismissController:",
            properties: "view title representedObject preferredContentSize identifier nibName nibBundle"),
        FrameworkClass(
            "NSWindowController", "NSResponder",
            outlets: "window contentViewController",
            actions: "showWindow: dismissController: close",
            properties: """
            window windowFrameAutosaveName shouldCascadeWindows contentViewController shouldCloseDocument document
            """),
        FrameworkClass("NSTabViewController", "NSViewController", outlets: "tabView"),
        FrameworkClass(
            "NSSplitViewController", "NSViewController",
            outlets: "splitView",
            actions: "toggleSidebar: toggleInspector:"),
        FrameworkClass("NSPageController", "NSViewController", outlets: "delegate view"),
        FrameworkClass("NSCollectionViewItem", "NSViewController", outlets: "view imageView textField"),
        FrameworkClass("NSTitlebarAccessoryViewController", "NSViewController"),
        FrameworkClass("NSHostingController", "NSViewController"),
        FrameworkClass(
            "NSControl", "NSView",
            outlets: "formatter delegate",
            actions: """
            takeIntValueFrom: takeFloatValueFrom: takeDoubleValueFrom: takeStringValueFrom: takeObjectValueFrom:
            takeIntegerValueFrom: performClick:
            """,
            properties: """
            enabled isEnabled stringValue intValue integerValue floatValue doubleValue objectValue attributedStringValue
            font alignment formatter target action tag continuous isContinuous cell controlSize highlighted
            isHighlighted lineBreakMode usesSingleLineMode baseWritingDirection ignoresMultiClick refusesFirstResponder
            allowsExpansionToolTips
            """),
        FrameworkClass(
            "NSButton", "NSControl",
            properties: """
            title alternateTitle image alternateImage state bezelStyle buttonType bordered isBordered transparent
            isTransparent imagePosition imageScaling keyEquivalent keyEquivalentModifierMask attributedTitle
            attributedAlternateTitle contentTintColor bezelColor showsBorderOnlyWhileMouseInside allowsMixedState sound
            imageHugsTitle hasDestructiveAction springLoaded isSpringLoaded maxAcceleratorLevel
            """),
        FrameworkClass(
            "NSPopUpButton", "NSButton",
            properties: "pullsDown autoenablesItems preferredEdge usesItemFromMenu selectedItem"),
        FrameworkClass("NSStatusBarButton", "NSButton"),
        FrameworkClass(
            "NSTextField", "NSControl",
            outlets: "delegate nextKeyView",
            actions: "selectText:",
            properties: """
            placeholderString placeholderAttributedString textColor backgroundColor drawsBackground bordered isBordered
            bezeled isBezeled bezelStyle editable isEditable selectable isSelectable delegate maximumNumberOfLines
            preferredMaxLayoutWidth allowsDefaultTighteningForTruncation allowsEditingTextAttributes importsGraphics
            automaticTextCompletionEnabled isAutomaticTextCompletionEnabled allowsCharacterPickerTouchBarItem
            lineBreakStrategy contentType
            """),
        FrameworkClass("NSSecureTextField", "NSTextField"),
        FrameworkClass("NSSearchField", "NSTextField", outlets: "searchMenuTemplate delegate"),
        FrameworkClass("NSTokenField", "NSTextField", outlets: "delegate"),
        FrameworkClass("NSComboBox", "NSTextField", outlets: "dataSource delegate"),
        FrameworkClass(
            "NSSlider", "NSControl",
            properties: """
            minValue maxValue numberOfTickMarks tickMarkPosition allowsTickMarkValuesOnly vertical isVertical
            altIncrementValue trackFillColor sliderType
            """),
        FrameworkClass(
            "NSSegmentedControl", "NSControl",
            properties: """
            segmentCount selectedSegment segmentStyle trackingMode springLoaded selectedSegmentBezelColor
            segmentDistribution
            """),
        FrameworkClass("NSStepper", "NSControl"),
        FrameworkClass("NSColorWell", "NSControl", actions: "takeColorFrom:"),
        FrameworkClass(
            "NSImageView", "NSControl",
            outlets: "delegate",
            properties: """
            image imageScaling imageAlignment imageFrameStyle editable isEditable animates allowsCutCopyPaste
            contentTintColor symbolConfiguration
            """),
        FrameworkClass("NSLevelIndicator", "NSControl"),
        FrameworkClass("NSDatePicker", "NSControl", outlets: "delegate"),
        FrameworkClass("NSPathControl", "NSControl", outlets: "delegate"),
        FrameworkClass("NSMatrix", "NSControl", outlets: "delegate prototype", actions: "selectText: selectAll:"),
        FrameworkClass("NSForm", "NSMatrix"),
        FrameworkClass(
            "NSTableView", "NSControl",
            outlets: "dataSource delegate headerView cornerView",
            properties: """
            rowHeight intercellSpacing backgroundColor gridColor gridStyleMask usesAlternatingRowBackgroundColors
            allowsMultipleSelection allowsEmptySelection allowsColumnSelection allowsColumnReordering
            allowsColumnResizing columnAutoresizingStyle headerView cornerView selectionHighlightStyle style delegate
            dataSource usesAutomaticRowHeights floatsGroupRows rowSizeStyle autosaveName autosaveTableColumns
            doubleAction allowsTypeSelect draggingDestinationFeedbackStyle verticalMotionCanBeginDrag tableColumns
            usesStaticContents
            """),
        FrameworkClass(
            "NSOutlineView", "NSTableView",
            outlets: "dataSource delegate outlineTableColumn",
            properties: """
            indentationPerLevel autoresizesOutlineColumn outlineTableColumn indentationMarkerFollowsCell
            autosaveExpandedItems stronglyReferencesItems
            """),
        FrameworkClass("NSBrowser", "NSControl", outlets: "delegate"),
        FrameworkClass("NSSwitch", "NSControl"),
        FrameworkClass("NSScroller", "NSControl"),
        FrameworkClass("NSRuleEditor", "NSControl"),
        FrameworkClass("NSPredicateEditor", "NSRuleEditor"),
        FrameworkClass(
            "NSText", "NSView",
            outlets: "delegate",
            actions: """
            cut: copy: paste: copyFont: pasteFont: copyRuler: pasteRuler: delete: selectAll: alignLeft: alignRight:
            alignCenter: underline: subscript: superscript: unscript: checkSpelling: showGuessPanel: toggleRuler:
            changeFont:
            """),
        FrameworkClass(
            "NSTextView", "NSText",
            outlets: "delegate",
            actions: """
            alignJustified: toggleContinuousSpellChecking: toggleGrammarChecking: toggleAutomaticSpellingCorrection:
            orderFrontSubstitutionsPanel: toggleSmartInsertDelete: toggleAutomaticQuoteSubstitution:
            toggleAutomaticDashSubstitution: toggleAutomaticLinkDetection: toggleAutomaticDataDetection:
            toggleAutomaticTextReplacement: startSpeaking: stopSpeaking: performFindPanelAction: pasteAsPlainText:
            pasteAsRichText: orderFrontLinkPanel: orderFrontListPanel: orderFrontSpacingPanel: orderFrontTablePanel:
            turnOffKerning: tightenKerning: loosenKerning: useStandardKerning: turnOffLigatures: useStandardLigatures:
            useAllLigatures: raiseBaseline: lowerBaseline: toggleTraditionalCharacterShape: outline: changeColor:
            changeAttributes: changeDocumentBackgroundColor: performTextFinderAction: toggleQuickLookPreviewPanel:
            changeLayoutOrientation: orderFrontSharingServicePicker: checkTextInDocument: checkTextInSelection:
            pasteAndMatchStyle: showFindIndicatorForRange:
            """,
            properties: """
            string textColor backgroundColor drawsBackground font editable isEditable selectable isSelectable richText
            isRichText importsGraphics allowsUndo usesFindBar usesFindPanel textContainerInset insertionPointColor
            selectedTextAttributes linkTextAttributes markedTextAttributes typingAttributes
            automaticQuoteSubstitutionEnabled isAutomaticQuoteSubstitutionEnabled automaticDashSubstitutionEnabled
            isAutomaticDashSubstitutionEnabled automaticSpellingCorrectionEnabled isAutomaticSpellingCorrectionEnabled
            automaticTextReplacementEnabled isAutomaticTextReplacementEnabled automaticLinkDetectionEnabled
            isAutomaticLinkDetectionEnabled continuousSpellCheckingEnabled isContinuousSpellCheckingEnabled
            grammarCheckingEnabled isGrammarCheckingEnabled smartInsertDeleteEnabled delegate textStorage textContainer
            layoutManager alignment baseWritingDirection usesRuler isRulerVisible rulerVisible usesFontPanel
            allowsImageEditing displaysLinkToolTips horizontallyResizable isHorizontallyResizable verticallyResizable
            isVerticallyResizable minSize maxSize fieldEditor isFieldEditor usesInspectorBar
            usesAdaptiveColorMappingForDarkAppearance
            """),
        FrameworkClass(
            "NSProgressIndicator", "NSView",
            actions: "startAnimation: stopAnimation: animate:",
            properties: """
            minValue maxValue doubleValue indeterminate isIndeterminate style displayedWhenStopped
            isDisplayedWhenStopped usesThreadedAnimation controlSize bezeled isBezeled
            """),
        FrameworkClass(
            "NSScrollView", "NSView",
            outlets: "documentView contentView horizontalScroller verticalScroller",
            properties: """
            documentView contentView hasVerticalScroller hasHorizontalScroller autohidesScrollers borderType
            backgroundColor drawsBackground scrollerStyle scrollerKnobStyle verticalScroller horizontalScroller
            automaticallyAdjustsContentInsets contentInsets scrollerInsets allowsMagnification magnification
            minMagnification maxMagnification horizontalScrollElasticity verticalScrollElasticity
            usesPredominantAxisScrolling findBarPosition verticalLineScroll horizontalLineScroll lineScroll pageScroll
            verticalPageScroll horizontalPageScroll scrollsDynamically rulersVisible hasVerticalRuler hasHorizontalRuler
            """),
        FrameworkClass(
            "NSClipView", "NSView",
            outlets: "documentView",
            properties: """
            documentView backgroundColor drawsBackground contentInsets automaticallyAdjustsContentInsets copiesOnScroll
            """),
        FrameworkClass("NSRulerView", "NSView"),
        FrameworkClass("NSTableCellView", "NSView", outlets: "textField imageView objectValue"),
        FrameworkClass("NSTableRowView", "NSView"),
        FrameworkClass("NSTableHeaderView", "NSView"),
        FrameworkClass(
            "NSCollectionView", "NSView",
            outlets: "dataSource delegate itemPrototype backgroundView prefetchDataSource",
            properties: """
            collectionViewLayout backgroundColors selectable isSelectable allowsMultipleSelection allowsEmptySelection
            delegate dataSource content itemPrototype backgroundViewScrollsWithContent maxNumberOfRows
            maxNumberOfColumns minItemSize maxItemSize backgroundView
            """),
        FrameworkClass(
            "NSStackView", "NSView",
            properties: """
            orientation alignment distribution spacing edgeInsets detachesHiddenViews arrangedSubviews views delegate
            """),
        FrameworkClass(
            "NSBox", "NSView",
            outlets: "contentView",
            properties: """
            title boxType borderType borderColor borderWidth cornerRadius fillColor contentView contentViewMargins
            titlePosition titleFont transparent isTransparent
            """),
        FrameworkClass(
            "NSTabView", "NSView",
            outlets: "delegate",
            actions: """
            selectFirstTabViewItem: selectLastTabViewItem: selectNextTabViewItem: selectPreviousTabViewItem:
            takeSelectedTabViewItemFromSender:
            """,
            properties: """
            tabViewType tabPosition tabViewBorderType drawsBackground controlSize font allowsTruncatedLabels delegate
            tabViewItems
            """),
        FrameworkClass(
            "NSSplitView", "NSView",
            outlets: "delegate",
            properties: "vertical isVertical dividerStyle arrangesAllSubviews autosaveName delegate"),
        FrameworkClass(
            "NSVisualEffectView", "NSView",
            properties: "material blendingMode state emphasized isEmphasized maskImage"),
        FrameworkClass("NSGridView", "NSView"),
        FrameworkClass("NSOpenGLView", "NSView"),
        FrameworkClass("NSHostingView", "NSView"),
        FrameworkClass(
            "NSMenu", "NSObject",
            outlets: "delegate supermenu",
            properties: "title autoenablesItems font minimumWidth showsStateColumn delegate items"),
        FrameworkClass(
            "NSMenuItem", "NSObject",
            outlets: "submenu view target",
            properties: """
            title image state enabled isEnabled hidden isHidden tag keyEquivalent keyEquivalentModifierMask submenu
            target action representedObject view toolTip indentationLevel
            """),
        FrameworkClass("NSStatusItem", "NSObject", outlets: "menu view"),
        FrameworkClass("NSToolbar", "NSObject", outlets: "delegate"),
        FrameworkClass(
            "NSToolbarItem", "NSObject",
            outlets: "view menuFormRepresentation",
            properties: """
            label paletteLabel toolTip image view minSize maxSize target action enabled isEnabled tag visibilityPriority
            isBordered bordered
            """),
        FrameworkClass("NSToolbarItemGroup", "NSToolbarItem"),
        FrameworkClass("NSSearchToolbarItem", "NSToolbarItem"),
        FrameworkClass("NSSharingServicePickerToolbarItem", "NSToolbarItem"),
        FrameworkClass("NSTouchBar", "NSObject", outlets: "delegate"),
        FrameworkClass("NSTouchBarItem", "NSObject"),
        FrameworkClass("NSCustomTouchBarItem", "NSTouchBarItem"),
        FrameworkClass("NSButtonTouchBarItem", "NSTouchBarItem"),
        FrameworkClass("NSColorPickerTouchBarItem", "NSTouchBarItem"),
        FrameworkClass("NSSliderTouchBarItem", "NSTouchBarItem"),
        FrameworkClass("NSPopoverTouchBarItem", "NSTouchBarItem"),
        FrameworkClass("NSGroupTouchBarItem", "NSTouchBarItem"),
        FrameworkClass("NSCandidateListTouchBarItem", "NSTouchBarItem"),
        FrameworkClass("NSSharingServicePickerTouchBarItem", "NSTouchBarItem"),
        FrameworkClass("NSPickerTouchBarItem", "NSTouchBarItem"),
        FrameworkClass("NSStepperTouchBarItem", "NSTouchBarItem"),
        FrameworkClass("NSScrubber", "NSView"),
        FrameworkClass("NSTableColumn", "NSObject"),
        FrameworkClass("NSTabViewItem", "NSObject", outlets: "initialFirstResponder view viewController"),
        FrameworkClass("NSSplitViewItem", "NSObject"),
        FrameworkClass("NSGestureRecognizer", "NSObject", outlets: "delegate"),
        FrameworkClass("NSClickGestureRecognizer", "NSGestureRecognizer"),
        FrameworkClass("NSPanGestureRecognizer", "NSGestureRecognizer"),
        FrameworkClass("NSMagnificationGestureRecognizer", "NSGestureRecognizer"),
        FrameworkClass("NSPressGestureRecognizer", "NSGestureRecognizer"),
        FrameworkClass("NSRotationGestureRecognizer", "NSGestureRecognizer"),
        FrameworkClass("NSController", "NSObject"),
        FrameworkClass("NSObjectController", "NSController", outlets: "content", actions: "add: remove: fetch:"),
        FrameworkClass("NSArrayController", "NSObjectController", actions: "insert: selectNext: selectPrevious:"),
        FrameworkClass("NSTreeController", "NSObjectController", actions: "insert: addChild: insertChild:"),
        FrameworkClass("NSDictionaryController", "NSArrayController"),
        FrameworkClass("NSUserDefaultsController", "NSController", actions: "revert: save: revertToInitialValues:"),
        FrameworkClass(
            "NSDocument", "NSObject",
            outlets: "window",
            actions: """
            saveDocument: saveDocumentAs: saveDocumentTo: revertDocumentToSaved: printDocument: runPageLayout:
            duplicateDocument: renameDocument: moveDocumentToUbiquityContainer: moveDocument: lockDocument:
            unlockDocument: browseDocumentVersions: saveDocumentToPDF: shareDocument:
            """),
        FrameworkClass(
            "NSDocumentController", "NSObject",
            actions: "newDocument: openDocument: saveAllDocuments: clearRecentDocuments:"),
        FrameworkClass(
            "NSFontManager", "NSObject",
            outlets: "delegate",
            actions: """
            addFontTrait: removeFontTrait: modifyFont: modifyFontViaPanel: orderFrontFontPanel: orderFrontStylesPanel:
            """),
        FrameworkClass("NSStoryboardSegue", "NSObject"),
        FrameworkClass("NSCell", "NSObject", outlets: "menu"),
        FrameworkClass("NSActionCell", "NSCell"),
        FrameworkClass("NSImageCell", "NSCell"),
        FrameworkClass("NSBrowserCell", "NSCell"),
        FrameworkClass("NSTextAttachmentCell", "NSCell"),
        FrameworkClass("NSButtonCell", "NSActionCell"),
        FrameworkClass("NSMenuItemCell", "NSButtonCell"),
        FrameworkClass("NSPopUpButtonCell", "NSMenuItemCell"),
        FrameworkClass("NSTextFieldCell", "NSActionCell"),
        FrameworkClass("NSSecureTextFieldCell", "NSTextFieldCell"),
        FrameworkClass("NSSearchFieldCell", "NSTextFieldCell"),
        FrameworkClass("NSComboBoxCell", "NSTextFieldCell", outlets: "dataSource"),
        FrameworkClass("NSTokenFieldCell", "NSTextFieldCell"),
        FrameworkClass("NSTableHeaderCell", "NSTextFieldCell"),
        FrameworkClass("NSPathCell", "NSActionCell"),
        FrameworkClass("NSPathComponentCell", "NSTextFieldCell"),
        FrameworkClass("NSSliderCell", "NSActionCell"),
        FrameworkClass("NSSegmentedCell", "NSActionCell"),
        FrameworkClass("NSStepperCell", "NSActionCell"),
        FrameworkClass("NSLevelIndicatorCell", "NSActionCell"),
        FrameworkClass("NSDatePickerCell", "NSActionCell"),
        FrameworkClass("NSFormCell", "NSActionCell"),
        FrameworkClass("NSImage", "NSObject"),
        FrameworkClass("NSColor", "NSObject"),
        FrameworkClass("NSFont", "NSObject"),
        FrameworkClass(
            "WebView", "NSView",
            outlets: """
            frameLoadDelegate policyDelegate resourceLoadDelegate UIDelegate downloadDelegate editingDelegate hostWindow
            """,
            actions: """
            goBack: goForward: reload: reloadFromOrigin: stopLoading: takeStringURLFrom: makeTextLarger:
            makeTextSmaller: makeTextStandardSize: toggleContinuousSpellChecking: toggleSmartInsertDelete:
            """),
        FrameworkClass("AVPlayerView", "NSView", outlets: "player"),
        FrameworkClass("QLPreviewView", "NSView"),
        FrameworkClass("IKImageView", "NSView"),
        FrameworkClass("IKFilterBrowserView", "NSView"),
        // SecurityInterface.
        FrameworkClass("SFAuthorizationView", "NSView"),
        FrameworkClass("SFCertificateView", "NSView"),
        FrameworkClass("SFKeychainSettingsPanel", "NSPanel"),
        FrameworkClass("IKImageBrowserView", "NSView"),
        FrameworkClass("QCView", "NSView"),
        FrameworkClass("QCPlugInViewController", "NSViewController"),
        FrameworkClass("NSSound", "NSObject", outlets: "delegate"),
        FrameworkClass("NSSpeechSynthesizer", "NSObject", outlets: "delegate"),
        FrameworkClass("ABPeoplePickerView", "NSView"),
        FrameworkClass("ABPersonView", "NSView"),
        FrameworkClass("QLPreviewPanel", "NSPanel"),
        FrameworkClass("IKPictureTaker", "NSPanel"),
        FrameworkClass("IKCameraDeviceView", "NSView"),
        FrameworkClass("IKDeviceBrowserView", "NSView"),
        FrameworkClass("IKScannerDeviceView", "NSView"),
        FrameworkClass("AVCaptureView", "NSView"),
        FrameworkClass("SFSafariExtensionViewController", "NSViewController"),
        FrameworkClass("NCWidgetListViewController", "NSViewController"),
        FrameworkClass("NCWidgetSearchViewController", "NSViewController"),
        FrameworkClass("QCCompositionParameterView", "NSView"),
        FrameworkClass("QCCompositionPickerView", "NSView"),
    ])
}
