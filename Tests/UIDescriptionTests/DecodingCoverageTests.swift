import Foundation
import Testing
import TestSupport
import XIBDecoder

/// The coverage instrumentation: what counts as read by a typed model, and what does not.
@Suite struct DecodingCoverageTests {
    private let data = InlineXIB.data("""
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
                <label text="Hi" someFutureAttribute="1" id="lbl">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <nil key="highlightedColor"/>
                    <connections>
                        <futureConnection property="x" id="future-connection"/>
                    </connections>
                </label>
            </subviews>
        </view>
        <someFutureView id="future"><child value="x"/></someFutureView>
    """)

    private func element(_ id: String, in document: NodeDocument) throws -> ElementID {
        try #require(document.element(withID: id))
    }

    @Test func typedModelsMarkWhatTheyRead() throws {
        let document = try InlineXIB.document(data)
        let (_, coverage) = try document.decodeRecordingCoverage(Document.self)
        let label = try element("lbl", in: document)
        #expect(coverage.isTyped(label))
        #expect(coverage.isRead(attribute: "text", of: label))
        #expect(coverage.isRead(attribute: "id", of: label))
        #expect(!coverage.isRead(attribute: "someFutureAttribute", of: label))
        let highlighted = try #require(document.children(of: label).first { document.name(of: $0) == "nil" })
        #expect(coverage.isTyped(highlighted), "a `nil` the model asked for is read")
        #expect(coverage.isRead(attribute: "key", of: highlighted))
        let frame = try #require(document.children(of: label).first { document.name(of: $0) == "rect" })
        #expect(coverage.isTyped(frame))
        #expect(coverage.isRead(attribute: "width", of: frame))
    }

    @Test func nodeFallbacksDoNotCountAsTyped() throws {
        let document = try InlineXIB.document(data)
        let (decoded, coverage) = try document.decodeRecordingCoverage(Document.self)
        let root = try #require(decoded.objects.first { if case .view = $0 { true } else { false } })
        guard case .view(let view) = root, case .label(let label)? = view.view.subviews.first else {
            Issue.record("expected the root view with its label, got \(root)")
            return
        }
        guard case .other(let node)? = label.connections.first else {
            Issue.record("expected the unknown connection to be kept as a Node, got \(label.connections)")
            return
        }
        #expect(node.kind == "futureConnection")
        let connection = try element("future-connection", in: document)
        #expect(!coverage.isTyped(connection))
        #expect(!coverage.isRead(attribute: "property", of: connection))
        #expect(coverage.untypedElements.contains(connection))
        #expect(coverage.unreadAttributes.contains { $0.element == document.element(withID: "lbl") && $0.name == "someFutureAttribute" })
    }

    @Test func viewKindsWithoutAModelAreGenericNotTyped() throws {
        let document = try InlineXIB.document(data)
        let (decoded, coverage) = try document.decodeRecordingCoverage(Document.self)
        guard case .view(.view(let view))? = decoded.objects.last else {
            Issue.record("expected the unknown view kind as a generic View, got \(String(describing: decoded.objects.last))")
            return
        }
        #expect(view.kind == "someFutureView")
        let future = try element("future", in: document)
        #expect(!coverage.isTyped(future))
        #expect(coverage.isRead(attribute: "id", of: future), "the shared view properties are still typed")
        let child = try #require(Array(document.children(of: future)).first)
        #expect(!coverage.isTyped(child))
    }

    @Test func countsAddUp() throws {
        let document = try InlineXIB.document(data)
        let (_, coverage) = try document.decodeRecordingCoverage(Document.self)
        #expect(coverage.elementCount == document.elementCount)
        #expect(coverage.typedElementCount + coverage.untypedElements.count == coverage.elementCount)
        #expect(coverage.readAttributeCount + coverage.unreadAttributes.count == coverage.attributeCount)
    }

    @Test func plainDecodeRecordsNothingAndGivesTheSameValue() throws {
        let document = try InlineXIB.document(data)
        let plain = try document.decode(Document.self)
        let (recorded, _) = try document.decodeRecordingCoverage(Document.self)
        #expect(plain == recorded)
    }
}

/// Attributes first met outside the corpus (CotEditor, iina, MonitorControl, pocket-casts), now read by their models.
@Suite struct AttributesFoundOutsideTheCorpusTests {
    /// `document` decoded as ``Document``, expecting every element typed and every attribute read.
    private func fullyTyped(_ document: NodeDocument, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Document {
        let (decoded, coverage) = try document.decodeRecordingCoverage(Document.self)
        #expect(coverage.unreadAttributes.isEmpty, "\(coverage.unreadAttributes.map { "\(document.name(of: $0.element))@\($0.name)" })",
                sourceLocation: sourceLocation)
        #expect(coverage.untypedElements.isEmpty, "\(coverage.untypedElements.map(document.name(of:)))", sourceLocation: sourceLocation)
        return decoded
    }

    @Test func macOSMenuItemClassesSwitchSizesDoubleActionsAndCellComments() throws {
        let document = try InlineXIB.document(InlineXIB.mac("""
            <menu id="m1">
                <items>
                    <menuItem title="Font Type" enabled="NO" id="i1" customClass="HeadingMenuItem" customModule="Editor" customModuleProvider="target"/>
                </items>
            </menu>
            <customView id="v1">
                <subviews>
                    <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" baseWritingDirection="leftToRight" alignment="left" controlSize="mini" id="s1"/>
                    <outlineView autosaveExpandedItems="YES" indentationPerLevel="13" outlineTableColumn="c1" id="o1">
                        <connections>
                            <action trigger="doubleAction" selector="openItem:" target="-2" id="a1"/>
                        </connections>
                    </outlineView>
                    <button id="b1">
                        <buttonCell key="cell" type="bevel" title="Web site" bezelStyle="rounded" id="bc1">
                            <attributedString key="userComments">
                                <fragment content="The project's home page"/>
                            </attributedString>
                        </buttonCell>
                    </button>
                </subviews>
            </customView>
            """))
        let decoded = try fullyTyped(document)

        let item = try #require(ModelWalker.inventory(of: decoded).menuItems.first)
        #expect(item.customClass == "HeadingMenuItem" && item.customModule == "Editor" && item.customModuleProvider == "target")
        let toggle = try #require(ModelWalker.all(Switch.self, in: decoded).first)
        #expect(toggle.controlSize == .mini)
        let outline = try #require(ModelWalker.all(TableView.self, in: decoded).first)
        #expect(outline.autosaveExpandedItems == true)
        #expect(outline.view.connections.actions.first?.trigger == "doubleAction")
        let cell = try #require(ModelWalker.all(Button.self, in: decoded).first?.cell)
        #expect(cell.cell.userComments?.fragments.first?.content == "The project's home page")
    }

    /// Met in Tunnelblick, ClashX and KeePassium (session 18): right-to-left cells, a table column's comment, and
    /// iOS 15's keyboard layout guide, which Xcode writes as `<keyboardLayoutGuide key="keyboard">`.
    @Test func rightToLeftCellsColumnCommentsAndTheKeyboardLayoutGuide() throws {
        let mac = try InlineXIB.document(InlineXIB.mac("""
            <customView id="v1">
                <subviews>
                    <textField id="t1">
                        <textFieldCell key="cell" title="Nom" userInterfaceLayoutDirection="rightToLeft" id="tc1"/>
                    </textField>
                    <tableView id="tv1">
                        <tableColumns>
                            <tableColumn identifier="name" width="100" id="col1">
                                <attributedString key="userComments">
                                    <fragment content="Shown in the menu"/>
                                </attributedString>
                            </tableColumn>
                        </tableColumns>
                    </tableView>
                </subviews>
            </customView>
            """))
        let decodedMac = try fullyTyped(mac)
        let field = try #require(ModelWalker.all(TextField.self, in: decodedMac).first)
        #expect(field.cell?.cell.userInterfaceLayoutDirection == "rightToLeft")
        let column = try #require(ModelWalker.all(TableColumn.self, in: decodedMac).first)
        #expect(column.userComments?.fragments.first?.content == "Shown in the menu")

        let ios = try InlineXIB.document(InlineXIB.data("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <keyboardLayoutGuide key="keyboard" id="kb"/>
            </view>
            """))
        let decodedIOS = try fullyTyped(ios)
        let view = try #require(ModelWalker.all(View.self, in: decodedIOS).first)
        #expect(view.keyboardLayoutGuide?.id == "kb" && view.keyboardLayoutGuide?.kind == "keyboardLayoutGuide")
    }

    /// Met in Tunnelblick, MacVim, LuLu and KeePassium (session 19): a text view's writing direction, a matrix that
    /// does not autosize its cells, a spring-loaded pop-up button, a toolbar item's title and a localized runtime
    /// attribute.
    @Test func writingDirectionCellAutosizingSpringLoadingToolbarTitlesAndLocalizedAttributes() throws {
        let document = try InlineXIB.document(InlineXIB.mac("""
            <window title="Rules" id="w1">
                <view key="contentView" id="v1">
                    <subviews>
                        <textView importsGraphics="NO" richText="NO" verticallyResizable="YES" baseWritingDirection="rightToLeft" id="tv1"/>
                        <matrix allowsEmptySelection="NO" autosizesCells="NO" id="m1"/>
                        <popUpButton springLoaded="YES" verticalHuggingPriority="750" id="p1"/>
                    </subviews>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Add Custom Field" localized="YES"/>
                    </userDefinedRuntimeAttributes>
                </view>
                <toolbar key="toolbar" implicitIdentifier="T1" displayMode="iconAndLabel" sizeMode="regular" id="tb1">
                    <allowedToolbarItems>
                        <toolbarItem implicitItemIdentifier="I1" label="" paletteLabel="" title="All Rules" sizingBehavior="auto" id="ti1"/>
                    </allowedToolbarItems>
                </toolbar>
            </window>
            """))
        let decoded = try fullyTyped(document)

        let text = try #require(ModelWalker.all(TextView.self, in: decoded).first)
        #expect(text.baseWritingDirection == "rightToLeft")
        let matrix = try #require(ModelWalker.all(Matrix.self, in: decoded).first)
        #expect(matrix.autosizesCells == false)
        let popUp = try #require(ModelWalker.all(PopUpButton.self, in: decoded).first)
        #expect(popUp.isSpringLoaded)
        let item = try #require(ModelWalker.all(ToolbarItem.self, in: decoded).first)
        #expect(item.title == "All Rules")
        let attribute = try #require(ModelWalker.all(UserDefinedRuntimeAttribute.self, in: decoded).first)
        #expect(attribute.isLocalized && attribute.value == .string("Add Custom Field"))
    }
}
