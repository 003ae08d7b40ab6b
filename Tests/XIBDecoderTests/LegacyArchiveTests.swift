import Foundation
import Testing
import TestSupport
import XIBDecoder

/// Legacy Interface Builder 3 archives (`<archive type="com.apple.InterfaceBuilder3.…">`) read into the document
/// format's vocabulary: every one of the corpus decodes as `Document`, with the outlets, actions and bindings its
/// connection records hold (counted here from the XML text, independently of the reader), at the records' positions.
@Suite struct LegacyArchiveTests {
    static let archives: [URL] = Corpus.interfaceFiles.filter { url in
        (try? String(contentsOf: url, encoding: .utf8))?.contains("<archive type=\"com.apple.InterfaceBuilder3") == true
    }

    /// The connection records of an archive's text, by kind, with their labels: a line scan, not the reader.
    static func connectionRecords(in text: String) -> [(kind: String, label: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var records: [(kind: String, label: String)] = []
        for (index, line) in lines.enumerated() {
            guard let range = line.range(of: #"class="IB[A-Za-z]*Connection""#, options: .regularExpression) else { continue }
            let kind = String(line[range].dropFirst("class=\"".count).dropLast())
            let label = lines[(index + 1)...].lazy.compactMap { next -> String? in
                guard let start = next.range(of: "<string key=\"label\">"), let end = next.range(of: "</string>") else { return nil }
                return String(next[start.upperBound..<end.lowerBound])
            }.first ?? ""
            records.append((kind, label))
        }
        return records
    }

    @Test func theCorpusHasArchivesOfBothPlatformsAndVersions() {
        let texts = Self.archives.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        #expect(texts.count >= 10)
        #expect(texts.contains { $0.contains("CocoaTouch.XIB\" version=\"8.00\"") })
        #expect(texts.contains { $0.contains("CocoaTouch.XIB\" version=\"7.10\"") })
        #expect(texts.contains { $0.contains("Cocoa.XIB\" version=\"7.10\"") })
        #expect(texts.contains { $0.contains("Cocoa.XIB\" version=\"8.00\"") })
    }

    @Test(arguments: archives)
    func decodesWithEveryConnectionRecord(_ url: URL) throws {
        let name = Corpus.relativePath(url)
        let text = try String(contentsOf: url, encoding: .utf8)
        let decoder = XIBDecoder()
        let parsed = try decoder.document(contentsOf: url)
        let document = try decoder.decode(Document.self, from: parsed)
        #expect(document.kind == .xib, "\(name)")
        #expect(document.platform == (text.contains("CocoaTouch") ? .iOS : .macOS), "\(name)")

        let records = Self.connectionRecords(in: text)
        func labels(_ kinds: Set<String>) -> [String] { records.filter { kinds.contains($0.kind) }.map(\.label).sorted() }
        func values(_ element: String, _ attribute: String) -> [String] {
            parsed.allElements.filter { parsed.name(of: $0) == element }.compactMap { parsed.attribute(attribute, of: $0) }.sorted()
        }
        #expect(values("outlet", "property") == labels(["IBOutletConnection", "IBCocoaTouchOutletConnection"]), "\(name)")
        #expect(values("action", "selector") == labels(["IBActionConnection", "IBCocoaTouchEventConnection"]), "\(name)")
        #expect(values("binding", "name").count == labels(["IBBindingConnection"]).count, "\(name)")
        #expect(records.count == values("outlet", "property").count + values("action", "selector").count
                + values("binding", "name").count + values("outletCollection", "property").count, "\(name)")

        // Every connection points at an object the document holds, and ids are unique.
        #expect(parsed.duplicateIDs.isEmpty, "\(name): \(parsed.duplicateIDs.map(\.id))")
        for element in parsed.allElements where ["outlet", "action", "binding"].contains(parsed.name(of: element)) {
            let target = parsed.attribute("destination", of: element) ?? parsed.attribute("target", of: element) ?? ""
            #expect(parsed.element(withID: target) != nil, "\(name): \(parsed.name(of: element)) to \(target)")
        }
        // Positions are the archive's: each object starts on a line of an archived object.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for element in parsed.allElements where parsed.parent(of: element).map({ parsed.name(of: $0) }) == "objects" {
            let line = parsed.location(of: element).line
            #expect(line >= 1 && line <= lines.count && lines[line - 1].contains("<object class="), "\(name): line \(line)")
        }
    }

    /// HexFiend keeps both an archive and Xcode's later document-format conversion of its find banner: the
    /// conversion's outlets and actions (ids included: Xcode kept the records' object ids) are the archive's, but
    /// for one outlet the project removed afterwards.
    @Test func matchesXcodesOwnConversion() throws {
        func connections(_ path: String) throws -> Set<String> {
            let document = try XIBDecoder().document(contentsOf: Corpus.file(path))
            return Set(document.allElements.compactMap { element -> String? in
                let name = document.name(of: element)
                guard name == "outlet" || name == "action", let owner = document.parent(of: element).flatMap(document.parent(of:)) else { return nil }
                let target = document.attribute("destination", of: element) ?? document.attribute("target", of: element) ?? ""
                let label = document.attribute("property", of: element) ?? document.attribute("selector", of: element) ?? ""
                return "\(document.id(of: owner) ?? "") \(name) \(label) → \(target)"
            })
        }
        let archive = try connections("HexFiend__HexFiend/English.lproj/FindReplaceBanner.xib")
        let converted = try connections("HexFiend__HexFiend/app/resources/Base.lproj/FindReplaceBanner.xib")
        #expect(converted.count >= 8)
        #expect(archive.subtracting(converted) == ["-2 outlet findReplaceBackgroundView → 1"])
        #expect(converted.subtracting(archive).isEmpty)
    }

    /// An iOS control's event connection, in the shape of CocoaHTTPServer's archives: the action goes under the
    /// control, to File's Owner, with the event's name.
    @Test func iOSEventConnectionsBecomeActionsWithTheirEvent() throws {
        let record = Self.connection("IBCocoaTouchEventConnection", label: "start:", source: "20", destination: "10", event: 7)
        let document = try XIBReader().read(Array(Self.iOSArchive(connection: record).utf8), path: "Start.xib")
        let action = try #require(document.allElements.first { document.name(of: $0) == "action" })
        #expect(document.attribute("selector", of: action) == "start:")
        #expect(document.attribute("destination", of: action) == "-1")
        #expect(document.attribute("eventType", of: action) == "touchUpInside")
        let button = try #require(document.parent(of: action).flatMap(document.parent(of:)))
        #expect(document.name(of: button) == "button")
        #expect(document.attribute("customClass", of: button) == "StartButton")
        #expect(document.children(of: button).contains { document.name(of: $0) == "state" && document.attribute("title", of: $0) == "Start" })
        let decoded = try XIBDecoder().decode(Document.self, from: document)
        #expect(decoded.platform == .iOS)
    }

    /// Regression (AQGridView's ImageDemo, an archive nobody here had read): a bar button item's action record
    /// has no `IBEventType`, since it has no control event. It is an action without `eventType`, as Xcode writes
    /// one; an event number that names no event is still an error.
    @Test func actionsWithoutAnEventAreBarButtonItemActions() throws {
        let record = Self.connection("IBCocoaTouchEventConnection", label: "shuffle", source: "20", destination: "10")
        let document = try XIBReader().read(Array(Self.iOSArchive(connection: record).utf8), path: "Start.xib")
        let action = try #require(document.allElements.first { document.name(of: $0) == "action" })
        #expect(document.attribute("selector", of: action) == "shuffle")
        #expect(document.attribute("eventType", of: action) == nil)
        let unknown = try #require(throws: UIDescriptionError.self) {
            let action = Self.connection("IBCocoaTouchEventConnection", label: "shuffle", source: "20", destination: "10", event: 31)
            return try XIBReader().read(Array(Self.iOSArchive(connection: action).utf8), path: "Start.xib")
        }
        #expect(unknown.message.contains("IBEventType (31)"))
    }

    @Test func aConnectionItCannotTranslateIsAnErrorAtItsRecord() throws {
        let archive = Self.iOSArchive(connection: Self.connection("IBCocoaTouchSegueConnection", label: "next", source: "20", destination: "10"))
        let line = try #require(archive.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("key=\"connection\"") && $0.contains("Segue") }) + 1
        let unknown = try #require(throws: UIDescriptionError.self) {
            try XIBReader().read(Array(archive.utf8), path: "Start.xib")
        }
        #expect(unknown.kind == .legacyArchiveFormat)
        #expect(unknown.message.contains("IBCocoaTouchSegueConnection"))
        #expect(unknown.location?.file == "Start.xib" && unknown.location?.line == line)

        let dangling = try #require(throws: UIDescriptionError.self) {
            let outlet = Self.connection("IBCocoaTouchOutletConnection", label: "startButton", source: "10", destination: "99")
            return try XIBReader().read(Array(Self.iOSArchive(connection: outlet).utf8), path: "Start.xib")
        }
        #expect(dangling.message.contains("no destination object"))
        #expect(dangling.location?.line == line)
    }

    /// Regressions from archives nobody here had read (Growl's preference panes, version 8.00): layout
    /// constraints and a matrix's cells. Interface Builder 3 keeps constraints in its object records only; they
    /// became bare `<constraint>` elements beside the subviews, and a matrix's cells, archived row by row, were
    /// not in the `<column>`s the typed `Document` reads (it failed with "expected MatrixColumn").
    @Test func constraintsAndMatrixCellsTakeTheirModernShape() throws {
        let archive = Self.archive(type: "Cocoa", roots: """
                <object class="NSCustomView" id="2">
                    <array class="NSMutableArray" key="NSSubviews">
                        <object class="NSButton" id="3"><string key="NSFrame">{{20, 20}, {80, 32}}</string></object>
                        <object class="NSMatrix" id="4">
                            <int key="NSNumRows">2</int>
                            <int key="NSNumCols">2</int>
                            <array class="NSMutableArray" key="NSCells">
                                <object class="NSButtonCell" id="5"><string key="NSContents">A</string></object>
                                <object class="NSButtonCell" id="6"><string key="NSContents">B</string></object>
                                <object class="NSButtonCell" id="7"><string key="NSContents">C</string></object>
                                <object class="NSButtonCell" id="8"><string key="NSContents">D</string></object>
                            </array>
                        </object>
                    </array>
                </object>
        """, records: [("1", "2", "0"), ("10", "3", "2"), ("11", "4", "2"), ("12", "5", "4"), ("13", "6", "4"), ("14", "7", "4"), ("15", "8", "4")],
            extraRecords: """
                <object class="IBObjectRecord">
                    <int key="objectID">20</int>
                    <object class="IBNSLayoutConstraint" key="object" id="9">
                        <reference key="firstItem" ref="2"/>
                        <int key="firstAttribute">6</int>
                        <int key="relation">1</int>
                        <reference key="secondItem" ref="3"/>
                        <int key="secondAttribute">6</int>
                        <float key="multiplier">1</float>
                        <object class="IBNSLayoutSymbolicConstant" key="constant"><double key="value">20</double></object>
                        <float key="priority">1000</float>
                    </object>
                    <reference key="parent" ref="2"/>
                </object>
        """)
        let document = try XIBReader().read(Array(archive.utf8), path: "Pane.xib")
        let constraint = try #require(document.allElements.first { document.name(of: $0) == "constraint" })
        #expect(document.parent(of: constraint).map { document.name(of: $0) } == "constraints")
        #expect(document.attributes(of: constraint).map { "\($0.name)=\($0.value)" }
                == ["firstAttribute=trailing", "relation=greaterThanOrEqual", "secondItem=10", "secondAttribute=trailing", "constant=20", "id=20"])
        let columns = document.allElements.filter { document.name(of: $0) == "column" }
        #expect(columns.map { document.children(of: $0).compactMap { document.attribute("title", of: $0) } } == [["A", "C"], ["B", "D"]])
        _ = try XIBDecoder().decode(Document.self, from: document)
    }

    /// Found on Vico's archives: a toolbar item's view (`NSToolbarItemView`) became an unkeyed child the typed
    /// toolbar item did not read, and a form's prototype cell (`NSProtoCell`) a stray cell beside its columns.
    @Test func toolbarItemViewsAndFormPrototypesTakeTheirKeys() throws {
        let archive = Self.archive(type: "Cocoa", roots: """
                <object class="NSToolbarItem" id="2">
                    <string key="NSToolbarItemLabel">Search Files</string>
                    <object class="NSSearchField" key="NSToolbarItemView" id="3">
                        <string key="NSFrame">{{0, 14}, {144, 22}}</string>
                        <object class="NSSearchFieldCell" key="NSCell" id="4"><string key="NSContents"/></object>
                    </object>
                </object>
                <object class="NSForm" id="5">
                    <int key="NSNumRows">1</int>
                    <int key="NSNumCols">1</int>
                    <array class="NSMutableArray" key="NSCells">
                        <object class="NSFormCell" id="6"><string key="NSContents">Host</string></object>
                    </array>
                    <object class="NSFormCell" key="NSProtoCell" id="7"><string key="NSContents">Field:</string></object>
                </object>
        """, records: [("1", "2", "0"), ("10", "3", "2"), ("11", "4", "3"), ("12", "5", "0"), ("13", "6", "5"), ("14", "7", "5")])
        let document = try XIBReader().read(Array(archive.utf8), path: "Window.xib")
        let field = try #require(document.allElements.first { document.name(of: $0) == "searchField" })
        #expect(document.key(of: field) == "view")
        let prototype = try #require(document.allElements.first { document.attribute("title", of: $0) == "Field:" })
        #expect(document.key(of: prototype) == "prototype")
        let typed = try XIBDecoder().decode(Document.self, from: document)
        let item = try #require(typed.objects.compactMap { object -> ToolbarItem? in
            if case .toolbarItem(let item) = object { return item }
            return nil
        }.first)
        #expect(item.view != nil)
    }

    /// A File's Owner whose class name is a mutable string (`NS.bytes` characters, as Interface Builder 3 archived a
    /// main menu's `NSApplication`) has that class; a window template of class NSPanel is a `window` of custom class
    /// NSPanel, as Xcode 4 and later write it and as its compiled nib reads. Both were read wrong on editable nib
    /// bundles of outside repositories (regression).
    @Test func mutableStringClassNamesAndPanelsReadAsXcodeWritesThem() throws {
        let archive = Self.archive(type: "Cocoa", roots: """
                <object class="NSCustomObject" id="2">
                    <object class="NSMutableString" key="NSClassName">
                        <characters key="NS.bytes">NSApplication</characters>
                    </object>
                </object>
                <object class="NSWindowTemplate" id="3">
                    <string key="NSWindowRect">{{196, 240}, {480, 270}}</string>
                    <string key="NSWindowTitle">Find</string>
                    <string key="NSWindowClass">NSPanel</string>
                    <object class="NSView" key="NSWindowView" id="4"><string key="NSFrameSize">{480, 270}</string></object>
                </object>
                <object class="NSWindowTemplate" id="5">
                    <string key="NSWindowRect">{{196, 240}, {480, 270}}</string>
                    <string key="NSWindowClass">NSWindow</string>
                    <object class="NSView" key="NSWindowView" id="6"><string key="NSFrameSize">{480, 270}</string></object>
                </object>
        """, records: [("-2", "2", "0"), ("7", "3", "0"), ("8", "4", "3"), ("9", "5", "0"), ("10", "6", "5")])
        let document = try XIBReader().read(Array(archive.utf8), path: "MainMenu.xib")
        let owner = try #require(document.allElements.first { document.attribute("id", of: $0) == "-2" })
        #expect(document.attribute("customClass", of: owner) == "NSApplication")
        let windows = document.allElements.filter { document.name(of: $0) == "window" }
        #expect(windows.map { document.attribute("customClass", of: $0) } == ["NSPanel", nil])
        #expect(!document.allElements.contains { document.name(of: $0) == "panel" })
    }

    /// A minimal iOS archive (File's Owner, a view and a button in it) with `connection` as its second record.
    static func iOSArchive(connection: String) -> String {
        archive(type: "CocoaTouch", roots: """
                <object class="IBProxyObject" id="10">
                    <string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
                </object>
                <object class="IBProxyObject" id="11">
                    <string key="IBProxiedObjectIdentifier">IBFirstResponder</string>
                </object>
                <object class="IBUIView" id="12">
                    <string key="NSFrameSize">{320, 460}</string>
                    <array class="NSMutableArray" key="NSSubviews">
                        <object class="IBUIButton" id="20">
                            <string key="NSFrame">{{20, 40}, {280, 44}}</string>
                            <reference key="NSSuperview" ref="12"/>
                            <string key="IBUINormalTitle">Start</string>
                        </object>
                    </array>
                </object>
        """, records: [("-1", "10", "0"), ("-2", "11", "0"), ("3", "12", "0"), ("4", "20", "12")], container: """
                <dictionary class="NSMutableDictionary" key="flattenedProperties">
                    <string key="-1.CustomClassName">StartViewController</string>
                    <string key="4.CustomClassName">StartButton</string>
                </dictionary>
                <array class="NSMutableArray" key="connectionRecords">
                    <object class="IBConnectionRecord">
                        <object class="IBCocoaTouchOutletConnection" key="connection">
                            <string key="label">view</string>
                            <reference key="source" ref="10"/>
                            <reference key="destination" ref="12"/>
                        </object>
                        <int key="connectionID">5</int>
                    </object>
                    <object class="IBConnectionRecord">
        \(connection)
                        <int key="connectionID">6</int>
                    </object>
                </array>
        """)
    }

    /// A connection record's connection: `kind` from `source` to `destination`, with an iOS event number.
    static func connection(_ kind: String, label: String, source: String, destination: String, event: Int? = nil) -> String {
        """
        <object class="\(kind)" key="connection">
            <string key="label">\(label)</string>
            <reference key="source" ref="\(source)"/>
            <reference key="destination" ref="\(destination)"/>
        \(event.map { "    <int key=\"IBEventType\">\($0)</int>" } ?? "")
        </object>
        """
    }

    /// A version 8.00 archive of `type` (`CocoaTouch` or `Cocoa`): `roots` as its root objects, a record for each
    /// (object id, archive id of the object, archive id of the parent: `0` for the top level), `extraRecords`
    /// after them, and `container` (flattened properties, connection records) in its object container.
    static func archive(type: String, roots: String, records: [(String, String, String)], extraRecords: String = "",
                        container: String = "") -> String {
        let recordLines = records.map { objectID, object, parent in
            "<object class=\"IBObjectRecord\"><int key=\"objectID\">\(objectID)</int><reference key=\"object\" ref=\"\(object)\"/>"
                + "<reference key=\"parent\" ref=\"\(parent)\"/></object>"
        }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.\(type).XIB" version="8.00">
        <data>
        <string key="IBDocument.SystemVersion">11E53</string>
        <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \(roots)
        </array>
        <object class="IBObjectContainer" key="IBDocument.Objects">
        <object class="IBMutableOrderedSet" key="objectRecords">
        <array key="orderedObjects">
        <object class="IBObjectRecord"><int key="objectID">0</int><array key="object" id="0"/><nil key="parent"/></object>
        \(recordLines)
        \(extraRecords)
        </array>
        </object>
        \(container)
        </object>
        </data>
        </archive>
        """
    }
}

/// Archives built to break the translation: its records, not its XML, say how objects nest.
@Suite struct LegacyArchiveHostileTests {
    static func regression(_ name: String) throws -> [UInt8] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SecurityTests/Regressions/legacy-archive")
        return [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// 400 records, each the parent of the next, in a flat XML list: a depth limit error at an object, not a
    /// stack overflow.
    @Test func recordsNestingBeyondTheDepthLimitAreALimitError() throws {
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBReader().read(try Self.regression("record-parent-chain-400-deep.xib"), path: "Deep.xib")
        }
        #expect(error.kind == .limitExceeded(.depth, limit: DocumentLimits.default.maximumDepth))
        #expect((error.location?.line ?? 0) >= 4)
    }

    /// A string object that is its own `NSString`, an object that is its own subview and text, and records whose
    /// parents form a cycle (the view's first record makes the label its parent; its second, top-level one, is a
    /// duplicate and ignored): read without hanging, and the cycle's objects, reachable from no top-level object,
    /// left out.
    @Test func selfReferencesAndParentCyclesEnd() throws {
        let document = try XIBReader().read(try Self.regression("self-references-and-parent-cycle.xib"), path: "Cycle.xib")
        let objects = try #require(document.firstChild(of: document.root, named: "objects"))
        #expect(document.children(of: objects).map { document.name(of: $0) } == [])
    }

    /// Regression (found by the legacy archive fuzz target): a class such as `NS;ustomObject` became an element
    /// name no XML, and no layout, can hold. It is an error at the object.
    @Test func aClassThatIsNoIdentifierIsAnErrorAtItsObject() throws {
        let outlet = LegacyArchiveTests.connection("IBCocoaTouchOutletConnection", label: "startButton", source: "10", destination: "20")
        let archive = LegacyArchiveTests.iOSArchive(connection: outlet)
            .replacingOccurrences(of: "<object class=\"IBUIButton\" id=\"20\">", with: "<object class=\"IBUI;utton\" id=\"20\">")
        let line = try #require(archive.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("IBUI;utton") }) + 1
        let error = try #require(throws: UIDescriptionError.self) { try XIBReader().read(Array(archive.utf8), path: "Start.xib") }
        #expect(error.kind == .legacyArchiveFormat)
        #expect(error.message.contains("\"IBUI;utton\" is not a class name"))
        #expect(error.location?.line == line)
    }
}
