/// Action methods that UIKit, AppKit and WatchKit classes implement themselves and that Interface Builder
/// offers as targets: `NSWindowController.showWindow:`, `NSDocument.saveDocument:`, the standard edit actions
/// of `UIResponder` and the key-binding actions of `NSResponder`.
///
/// A custom subclass inherits them, so an action sent to one is no missing action. Look-ups go through the whole
/// superclass chain.
public enum FrameworkActions {
    /// The action selectors `className` itself implements (not its superclasses').
    public static func selectors(declaredBy className: String) -> Set<String> {
        table[className] ?? []
    }

    /// Whether any class in `lineage` (a class and its superclasses) implements `selector`.
    public static func declares(_ selector: String, inLineage lineage: [String]) -> Bool {
        lineage.contains { table[$0]?.contains(selector) == true }
    }

    private static let uiResponderEditActions: Set<String> = [
        "cut:", "copy:", "paste:", "select:", "selectAll:", "delete:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionRightToLeft:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:",
        "increaseSize:", "decreaseSize:", "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "find:",
        "findNext:", "findPrevious:", "findAndReplace:", "useSelectionForFind:", "print:", "rename:", "duplicate:",
        "move:", "export:", "alignLeft:", "alignCenter:", "alignRight:", "alignJustified:", "newFromPasteboard:",
        "captureTextFromCamera:", "showWritingTools:",
    ]

    /// `NSStandardKeyBindingResponding` and the other actions `NSResponder` answers.
    private static let nsResponderActions: Set<String> = [
        "insertText:", "moveForward:", "moveRight:", "moveBackward:", "moveLeft:", "moveUp:", "moveDown:",
        "moveWordForward:", "moveWordBackward:", "moveToBeginningOfLine:", "moveToEndOfLine:",
        "moveToBeginningOfParagraph:", "moveToEndOfParagraph:", "moveToEndOfDocument:", "moveToBeginningOfDocument:",
        "pageDown:", "pageUp:", "centerSelectionInVisibleArea:", "moveBackwardAndModifySelection:",
        "moveForwardAndModifySelection:", "moveWordForwardAndModifySelection:", "moveWordBackwardAndModifySelection:",
        "moveUpAndModifySelection:", "moveDownAndModifySelection:", "moveToBeginningOfLineAndModifySelection:",
        "moveToEndOfLineAndModifySelection:", "moveToBeginningOfParagraphAndModifySelection:",
        "moveToEndOfParagraphAndModifySelection:", "moveToEndOfDocumentAndModifySelection:",
        "moveToBeginningOfDocumentAndModifySelection:", "pageDownAndModifySelection:", "pageUpAndModifySelection:",
        "moveParagraphForwardAndModifySelection:", "moveParagraphBackwardAndModifySelection:", "moveWordRight:",
        "moveWordLeft:", "moveRightAndModifySelection:", "moveLeftAndModifySelection:",
        "moveWordRightAndModifySelection:", "moveWordLeftAndModifySelection:", "moveToLeftEndOfLine:",
        "moveToRightEndOfLine:", "moveToLeftEndOfLineAndModifySelection:", "moveToRightEndOfLineAndModifySelection:",
        "scrollPageUp:", "scrollPageDown:", "scrollLineUp:", "scrollLineDown:", "scrollToBeginningOfDocument:",
        "scrollToEndOfDocument:", "transpose:", "transposeWords:", "selectAll:", "selectParagraph:", "selectLine:",
        "selectWord:", "indent:", "insertTab:", "insertBacktab:", "insertNewline:", "insertParagraphSeparator:",
        "insertNewlineIgnoringFieldEditor:", "insertTabIgnoringFieldEditor:", "insertLineBreak:",
        "insertContainerBreak:", "insertSingleQuoteIgnoringSubstitution:", "insertDoubleQuoteIgnoringSubstitution:",
        "changeCaseOfLetter:", "uppercaseWord:", "lowercaseWord:", "capitalizeWord:", "deleteForward:",
        "deleteBackward:", "deleteBackwardByDecomposingPreviousCharacter:", "deleteWordForward:",
        "deleteWordBackward:", "deleteToBeginningOfLine:", "deleteToEndOfLine:", "deleteToBeginningOfParagraph:",
        "deleteToEndOfParagraph:", "yank:", "complete:", "setMark:", "deleteToMark:", "selectToMark:",
        "swapWithMark:", "cancelOperation:", "makeBaseWritingDirectionNatural:",
        "makeBaseWritingDirectionLeftToRight:", "makeBaseWritingDirectionRightToLeft:",
        "makeTextWritingDirectionNatural:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionRightToLeft:", "quickLookPreviewItems:", "showContextHelp:", "newWindowForTab:",
        "showWritingTools:",
    ]

    private static let table: [String: Set<String>] = [
        // UIKit
        "UIResponder": uiResponderEditActions,
        "UIWebView": ["goBack", "goForward", "reload", "stopLoading"],
        "WKWebView": [
            "goBack", "goForward", "reload", "stopLoading", "goBack:", "goForward:", "reload:", "reloadFromOrigin:",
            "stopLoading:",
        ],
        "UIActivityIndicatorView": ["startAnimating", "stopAnimating"],
        "UIImageView": ["startAnimating", "stopAnimating"],
        "UIRefreshControl": ["beginRefreshing", "endRefreshing"],
        "UITextField": ["becomeFirstResponder", "resignFirstResponder"],
        "UITextView": ["becomeFirstResponder", "resignFirstResponder"],
        // AppKit
        "NSResponder": nsResponderActions,
        "NSView": ["print:", "showContextHelp:"],
        "NSControl": [
            "takeIntValueFrom:", "takeFloatValueFrom:", "takeDoubleValueFrom:", "takeStringValueFrom:",
            "takeObjectValueFrom:", "takeIntegerValueFrom:", "performClick:",
        ],
        "NSTextField": ["selectText:"],
        "NSMatrix": ["selectText:", "selectAll:"],
        "NSColorWell": ["takeColorFrom:"],
        "NSProgressIndicator": ["startAnimation:", "stopAnimation:", "animate:"],
        "NSText": [
            "cut:", "copy:", "paste:", "copyFont:", "pasteFont:", "copyRuler:", "pasteRuler:", "delete:", "selectAll:",
            "alignLeft:", "alignRight:", "alignCenter:", "underline:", "subscript:", "superscript:", "unscript:",
            "checkSpelling:", "showGuessPanel:", "toggleRuler:", "changeFont:",
        ],
        "NSTextView": [
            "alignJustified:", "toggleContinuousSpellChecking:", "toggleGrammarChecking:",
            "toggleAutomaticSpellingCorrection:", "orderFrontSubstitutionsPanel:", "toggleSmartInsertDelete:",
            "toggleAutomaticQuoteSubstitution:", "toggleAutomaticDashSubstitution:", "toggleAutomaticLinkDetection:",
            "toggleAutomaticDataDetection:", "toggleAutomaticTextReplacement:", "startSpeaking:", "stopSpeaking:",
            "performFindPanelAction:", "pasteAsPlainText:", "pasteAsRichText:", "orderFrontLinkPanel:",
            "orderFrontListPanel:", "orderFrontSpacingPanel:", "orderFrontTablePanel:", "turnOffKerning:",
            "tightenKerning:", "loosenKerning:", "useStandardKerning:", "turnOffLigatures:", "useStandardLigatures:",
            "useAllLigatures:", "raiseBaseline:", "lowerBaseline:", "toggleTraditionalCharacterShape:", "outline:",
            "changeColor:", "changeAttributes:", "changeDocumentBackgroundColor:", "performTextFinderAction:",
            "toggleQuickLookPreviewPanel:", "changeLayoutOrientation:", "orderFrontSharingServicePicker:",
            "checkTextInDocument:", "checkTextInSelection:", "pasteAndMatchStyle:", "showFindIndicatorForRange:",
        ],
        "NSWindow": [
            "performClose:", "performMiniaturize:", "performZoom:", "miniaturize:", "deminiaturize:", "zoom:",
            "orderOut:", "orderFront:", "orderBack:", "makeKeyAndOrderFront:", "toggleToolbarShown:",
            "runToolbarCustomizationPalette:", "toggleFullScreen:", "selectNextTab:", "selectPreviousTab:",
            "moveTabToNewWindow:", "mergeAllWindows:", "toggleTabBar:", "toggleTabOverview:", "print:",
        ],
        "NSApplication": [
            "terminate:", "hide:", "unhide:", "unhideAllApplications:", "hideOtherApplications:",
            "orderFrontStandardAboutPanel:", "orderFrontCharacterPalette:", "arrangeInFront:", "miniaturizeAll:",
            "runPageLayout:", "toggleTouchBarCustomizationPalette:", "orderFrontColorPanel:", "showHelp:",
            "activateContextHelpMode:", "stopModal", "abortModal",
        ],
        "NSWindowController": ["showWindow:", "dismissController:", "close"],
        "NSViewController": ["dismissController:"],
        "NSSplitViewController": ["toggleSidebar:", "toggleInspector:"],
        "NSDocument": [
            "saveDocument:", "saveDocumentAs:", "saveDocumentTo:", "revertDocumentToSaved:", "printDocument:",
            "runPageLayout:", "duplicateDocument:", "renameDocument:", "moveDocumentToUbiquityContainer:",
            "moveDocument:", "lockDocument:", "unlockDocument:", "browseDocumentVersions:", "saveDocumentToPDF:",
            "shareDocument:",
        ],
        "NSDocumentController": ["newDocument:", "openDocument:", "saveAllDocuments:", "clearRecentDocuments:"],
        "NSObjectController": ["add:", "remove:", "fetch:"],
        "NSArrayController": ["insert:", "selectNext:", "selectPrevious:"],
        "NSTreeController": ["insert:", "addChild:", "insertChild:"],
        "NSUserDefaultsController": ["revert:", "save:", "revertToInitialValues:"],
        "NSFontManager": [
            "addFontTrait:", "removeFontTrait:", "modifyFont:", "modifyFontViaPanel:", "orderFrontFontPanel:",
            "orderFrontStylesPanel:",
        ],
        "NSTabView": [
            "selectFirstTabViewItem:", "selectLastTabViewItem:", "selectNextTabViewItem:",
            "selectPreviousTabViewItem:", "takeSelectedTabViewItemFromSender:",
        ],
        "NSPopover": ["performClose:"],
        "NSDrawer": ["open:", "close:", "toggle:"],
        "NSPanel": ["performClose:"],
        "WebView": [
            "goBack:", "goForward:", "reload:", "reloadFromOrigin:", "stopLoading:", "takeStringURLFrom:",
            "makeTextLarger:", "makeTextSmaller:", "makeTextStandardSize:", "toggleContinuousSpellChecking:",
            "toggleSmartInsertDelete:",
        ],
        "PDFView": [
            "goToNextPage:", "goToPreviousPage:", "goToFirstPage:", "goToLastPage:", "zoomIn:", "zoomOut:", "goBack:",
            "goForward:", "takePasswordFrom:",
        ],
    ]
}
