// The framework classes: see FrameworkClass.swift. Regenerate the tables after a change with
// `swift run --package-path CodeGeneration generate-models`.

extension FrameworkMemberGroup {
    /// Properties of the `accessibility` group.
    public static let accessibility = FrameworkMemberGroup("""
        isAccessibilityElement accessibilityLabel accessibilityHint accessibilityValue accessibilityTraits
        accessibilityIdentifier accessibilityElementsHidden accessibilityViewIsModal shouldGroupAccessibilityChildren
        accessibilityLanguage accessibilityFrame accessibilityActivationPoint accessibilityNavigationStyle
        accessibilityIgnoresInvertColors accessibilityRespondsToUserInteraction accessibilityUserInputLabels
        accessibilityAttributedLabel accessibilityAttributedHint accessibilityAttributedValue accessibilityCustomActions
        accessibilityElements accessibilityContainerType accessibilityTextualContext accessibilityPath accessibilityRole
        accessibilityTitle accessibilityHelp accessibilityEnabled accessibilityElement largeContentTitle
        largeContentImage showsLargeContentViewer scalesLargeContentImage
        """)

    /// Properties of the `textInputTraits` group.
    public static let textInputTraits = FrameworkMemberGroup("""
        keyboardType returnKeyType autocapitalizationType autocorrectionType spellCheckingType secureTextEntry
        isSecureTextEntry enablesReturnKeyAutomatically keyboardAppearance textContentType smartQuotesType
        smartDashesType smartInsertDeleteType passwordRules inlinePredictionType
        """)

    /// Properties of the `scrollView` group.
    public static let scrollView = FrameworkMemberGroup("""
        contentOffset contentSize contentInset scrollEnabled isScrollEnabled pagingEnabled isPagingEnabled bounces
        alwaysBounceVertical alwaysBounceHorizontal showsHorizontalScrollIndicator showsVerticalScrollIndicator
        scrollIndicatorInsets verticalScrollIndicatorInsets horizontalScrollIndicatorInsets indicatorStyle
        decelerationRate minimumZoomScale maximumZoomScale zoomScale bouncesZoom delaysContentTouches
        canCancelContentTouches directionalLockEnabled isDirectionalLockEnabled scrollsToTop keyboardDismissMode
        contentInsetAdjustmentBehavior automaticallyAdjustsScrollIndicatorInsets refreshControl delegate
        panGestureRecognizer pinchGestureRecognizer adjustedContentInset contentLayoutGuide frameLayoutGuide
        """)

    /// Actions of the `uiResponderEditActions` group.
    public static let uiResponderEditActions = FrameworkMemberGroup("""
        cut: copy: paste: select: selectAll: delete: makeTextWritingDirectionLeftToRight:
        makeTextWritingDirectionRightToLeft: toggleBoldface: toggleItalics: toggleUnderline: increaseSize: decreaseSize:
        pasteAndMatchStyle: pasteAndGo: pasteAndSearch: find: findNext: findPrevious: findAndReplace:
        useSelectionForFind: print: rename: duplicate: move: export: alignLeft: alignCenter: alignRight: alignJustified:
        newFromPasteboard: captureTextFromCamera: showWritingTools:
        """)

    /// Actions of the `nsResponderActions` group.
    public static let nsResponderActions = FrameworkMemberGroup("""
        insertText: moveForward: moveRight: moveBackward: moveLeft: moveUp: moveDown: moveWordForward: moveWordBackward:
        moveToBeginningOfLine: moveToEndOfLine: moveToBeginningOfParagraph: moveToEndOfParagraph: moveToEndOfDocument:
        moveToBeginningOfDocument: pageDown: pageUp: centerSelectionInVisibleArea: moveBackwardAndModifySelection:
        moveForwardAndModifySelection: moveWordForwardAndModifySelection: moveWordBackwardAndModifySelection:
        moveUpAndModifySelection: moveDownAndModifySelection: moveToBeginningOfLineAndModifySelection:
        moveToEndOfLineAndModifySelection: moveToBeginningOfParagraphAndModifySelection:
        moveToEndOfParagraphAndModifySelection: moveToEndOfDocumentAndModifySelection:
        moveToBeginningOfDocumentAndModifySelection: pageDownAndModifySelection: pageUpAndModifySelection:
        moveParagraphForwardAndModifySelection: moveParagraphBackwardAndModifySelection: moveWordRight: moveWordLeft:
        moveRightAndModifySelection: moveLeftAndModifySelection: moveWordRightAndModifySelection:
        moveWordLeftAndModifySelection: moveToLeftEndOfLine: moveToRightEndOfLine:
        moveToLeftEndOfLineAndModifySelection: moveToRightEndOfLineAndModifySelection: scrollPageUp: scrollPageDown:
        scrollLineUp: scrollLineDown: scrollToBeginningOfDocument: scrollToEndOfDocument: transpose: transposeWords:
        selectAll: selectParagraph: selectLine: selectWord: indent: insertTab: insertBacktab: insertNewline:
        insertParagraphSeparator: insertNewlineIgnoringFieldEditor: insertTabIgnoringFieldEditor: insertLineBreak:
        insertContainerBreak: insertSingleQuoteIgnoringSubstitution: insertDoubleQuoteIgnoringSubstitution:
        changeCaseOfLetter: uppercaseWord: lowercaseWord: capitalizeWord: deleteForward: deleteBackward:
        deleteBackwardByDecomposingPreviousCharacter: deleteWordForward: deleteWordBackward: deleteToBeginningOfLine:
        deleteToEndOfLine: deleteToBeginningOfParagraph: deleteToEndOfParagraph: yank: complete: setMark: deleteToMark:
        selectToMark: swapWithMark: cancelOperation: makeBaseWritingDirectionNatural:
        makeBaseWritingDirectionLeftToRight: makeBaseWritingDirectionRightToLeft: makeTextWritingDirectionNatural:
        makeTextWritingDirectionLeftToRight: makeTextWritingDirectionRightToLeft: quickLookPreviewItems:
        showContextHelp: newWindowForTab: showWritingTools:
        """)
}
