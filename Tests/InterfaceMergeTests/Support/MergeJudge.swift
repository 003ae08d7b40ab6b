import Foundation
import XIBDecoder

/// An independent referee for three-way merges of Interface Builder files: given BASE, OURS, THEIRS and a
/// RESULT, it says object by object what RESULT lost, what it changed that neither side changed, where the
/// two sides changed one thing differently, and what it broke (duplicate ids, dangling references, an
/// outlet connected twice), plus how many lines RESULT differs from OURS.
///
/// It shares no code with `InterfaceMerge` (it is the referee): only the reader, `XIBReader`.
///
/// ## Identity
/// Elements are matched across the four versions by an identity key:
/// - an element with an `id` attribute by its id, wherever it sits in the file (`#abc-de-fgh`); a scene by its
///   `sceneID`. `<device>` and `<adaptation>` carry ids that name a kind of device, not an object: they are
///   matched by name like id-less elements (so a changed preview device is one changed attribute).
/// - an element without one by its parent's key + its element name + the first present naming attribute of
///   ``namingAttributes`` (`#abc/rect[key=frame]`, `#abc/userDefinedRuntimeAttributes/userDefinedRuntimeAttribute[keyPath=layer.cornerRadius]`),
///   else by its rank among the same-named siblings that have neither an id nor a naming attribute
///   (`…/string`, `…/string[1]`, …).
/// - a key already taken in the same version (a duplicate id, two `<size key="minSize">` in one text view, a
///   toolbar listing one default item twice) gets `~2`, `~3`, … in document order: counted as a collision.
///
/// ## Rules
/// Every element is compared as its presence, its element name (id'd elements), its parent (id'd elements: a
/// move), its text and each attribute, with an absent element having no values. For each such property:
/// - only one side changed it: RESULT must hold that side's value, else a *lost change*;
/// - both changed it alike: RESULT must hold that value, else a *lost change*;
/// - both changed it differently: a *conflict* (``Verdict/trueConflicts``, or ``Verdict/noiseConflicts`` when it
///   is noise); RESULT may hold either side's value; a third value is a *lost change*;
/// - neither changed it: RESULT must hold the base value, else a *spurious change*.
/// An element deleted by one side whose subtree the other side changed (ignoring noise) is one conflict at the
/// topmost deleted element. A finding about an element's presence covers its subtree: what lies inside an
/// element RESULT lost, or kept against a deletion, or added by itself, is not reported again.
/// The order of the id'd children of every `<subviews>` is compared the same way (restricted to the children
/// all four versions hold).
///
/// Three allowances, each seen in the real merges:
/// - a container without an id, attributes or text (`<connections>`, `<subviews>`, `<constraints>`, …) is judged by
///   its children only: Xcode drops it when its last child goes, so one side emptying it and the other adding to it
///   is no conflict;
/// - a childless id'd element one side added (an outlet, action or constraint) that RESULT lacks is not lost when
///   RESULT holds, under the same parent, a new element with the same name and attributes but the id: both sides
///   made the same connection, each with its own id (``Verdict/equivalentAdditions``);
/// - text that is only white space across lines counts as no text (indentation left where children were removed).
///
/// ## Noise
/// What ``noiseRules`` lists is re-save noise the merge may settle by a documented rule: for it RESULT may hold
/// either side's value even where only one side changed it (counted in ``Verdict/acceptedNoise``), and both
/// sides changing it differently is a noise conflict, not a true one. A value neither side has is still a lost
/// (or spurious) change.
struct MergeJudge {
    // MARK: Tables

    /// The attributes that name an id-less element among its siblings, in order of preference.
    static let namingAttributes = ["key", "keyPath", "name", "identifier", "reference", "property", "placeholderIdentifier"]

    /// Elements whose `id` names a kind of thing rather than an object; matched as if they had no id.
    static let elementsWithNonObjectIDs: Set<String> = ["device", "adaptation"]

    /// What Interface Builder rewrites on its own (re-save, canvas, device preview, derived resources).
    struct NoiseRule: Sendable {
        /// The element name; `nil`: any element.
        var element: String?
        /// The attribute; `nil`: every attribute of the element, its text and its presence.
        var attribute: String?
        /// Whether the rule covers the element's whole subtree.
        var subtree: Bool
        /// Why it is noise.
        var reason: String
    }

    /// The noise table: one row per rule. Rows marked *judge's addition* are not in the issue's list.
    static let noiseRules: [NoiseRule] = [
        NoiseRule(element: "document", attribute: "toolsVersion", subtree: false, reason: "the Xcode build that last saved the file"),
        NoiseRule(element: "document", attribute: "systemVersion", subtree: false, reason: "the macOS build that last saved the file"),
        NoiseRule(element: "document", attribute: "version", subtree: false, reason: "the document format version Xcode writes"),
        NoiseRule(element: "plugIn", attribute: "version", subtree: false, reason: "the IB plug-in build that last saved the file"),
        NoiseRule(element: "capability", attribute: "minToolsVersion", subtree: false, reason: "derived from the Xcode that saved the file"),
        NoiseRule(element: "deployment", attribute: nil, subtree: false, reason: "deployment target header, rewritten on re-save"),
        NoiseRule(element: "rect", attribute: nil, subtree: true, reason: "geometry: frame, screenRect, contentRect, … recomputed by IB"),
        NoiseRule(element: "size", attribute: nil, subtree: true, reason: "geometry: freeformSize, intrinsic sizes, …"),
        NoiseRule(element: "point", attribute: nil, subtree: true, reason: "geometry: canvasLocation and other points"),
        NoiseRule(element: "frame", attribute: nil, subtree: true,
                  reason: "judge's addition: geometry as Xcode 8 wrote it (`<frame key=\"frameInset\" minX=…>`), replaced by `<rect key=\"frame\">` on re-save"),
        NoiseRule(element: nil, attribute: "misplaced", subtree: false, reason: "IB's layout warning flag, recomputed"),
        NoiseRule(element: nil, attribute: "ambiguous", subtree: false, reason: "IB's layout warning flag, recomputed"),
        NoiseRule(element: "resources", attribute: nil, subtree: true, reason: "derived from the images and colours the file uses (sizes, colour values)"),
        NoiseRule(element: "simulatedMetricsContainer", attribute: nil, subtree: true, reason: "simulated metrics: canvas preview only"),
        NoiseRule(element: "simulatedStatusBarMetrics", attribute: nil, subtree: true, reason: "simulated metrics: canvas preview only"),
        NoiseRule(element: "simulatedNavigationBarMetrics", attribute: nil, subtree: true, reason: "simulated metrics: canvas preview only"),
        NoiseRule(element: "simulatedTabBarMetrics", attribute: nil, subtree: true, reason: "simulated metrics: canvas preview only"),
        NoiseRule(element: "simulatedToolbarMetrics", attribute: nil, subtree: true, reason: "simulated metrics: canvas preview only"),
        NoiseRule(element: "simulatedScreenMetrics", attribute: nil, subtree: true, reason: "simulated metrics: canvas preview only"),
        NoiseRule(element: "simulatedOrientationMetrics", attribute: nil, subtree: true, reason: "simulated metrics: canvas preview only"),
        NoiseRule(element: "freeformSimulatedSizeMetrics", attribute: nil, subtree: true, reason: "simulated metrics: canvas preview only"),
        NoiseRule(element: "inferredMetricsTieBreakers", attribute: nil, subtree: true,
                  reason: "judge's addition: which incoming segue IB infers a scene's simulated metrics from; derived like simulated metrics"),
        NoiseRule(element: "device", attribute: nil, subtree: true,
                  reason: "judge's addition: the device the canvas last previewed (`<device id=\"retina4_7\">`), rewritten like toolsVersion"),
    ]

    /// Attributes that hold the id of another element, by name wherever they appear.
    static let referenceAttributes: Set<String> = [
        "destination", "target", "firstItem", "secondItem", "reference", "initialViewController", "popoverAnchorView",
        "popoverAnchorBarButtonItem", "previousBinding", "outlineTableColumn", "initialItem", "headOfMergedCell", "detailTextLabel",
    ]

    /// Attributes that hold an id only on some elements (the name is used for other things elsewhere).
    static let referenceAttributesOfElements: [String: Set<String>] = [
        "tableViewCellContentView": ["tableViewCell"],
        "tableViewCell": ["textLabel"],
        "popUpButtonCell": ["selectedItem"],
        "tableView": ["headerView"],
        "outlineView": ["headerView"],
        "gridCell": ["row", "column"],
    ]

    // MARK: Verdict

    /// One thing the judge found.
    struct Finding: Sendable, CustomStringConvertible {
        enum Kind: String, Sendable {
            case lostChange = "lost change"
            case spuriousChange = "spurious change"
            case trueConflict = "conflict"
            case noiseConflict = "noise conflict"
            case duplicateID = "duplicate id"
            case danglingReference = "dangling reference"
            case doubleOutlet = "outlet connected twice"
        }

        /// What part of the element the finding is about.
        enum Aspect: Sendable, Equatable, CustomStringConvertible {
            case presence
            case elementName
            case parent
            case text
            case attribute(String)
            case subviewOrder
            case id
            case reference(String)
            case outlet(String)

            var description: String {
                switch self {
                case .presence: "presence"
                case .elementName: "element name"
                case .parent: "parent (move)"
                case .text: "text"
                case .attribute(let name): "attribute \(name)"
                case .subviewOrder: "order of subviews"
                case .id: "id"
                case .reference(let name): "reference \(name)"
                case .outlet(let property): "outlet \(property)"
                }
            }
        }

        var kind: Kind
        /// The element's identity key (`#id`, or a path below the nearest id'd ancestor).
        var element: String
        /// The element described for people: its kind, identity and line.
        var elementDescription: String
        var aspect: Aspect
        /// The values in each version; `nil` where absent (an absent element has no values). For ``Aspect/presence``
        /// `"present"` or `nil`; for ``Aspect/subviewOrder`` the keys of the subviews, in order, space-separated; for
        /// the integrity findings (`ours`, `theirs`, `result`) the counts, or the dangling id in `result`.
        var base: String?
        var ours: String?
        var theirs: String?
        var result: String?
        /// Whether the noise table covers it (a lost change can be noise: RESULT holds neither side's value).
        var isNoise: Bool
        /// What happened, in words.
        var explanation: String

        var description: String { "\(kind.rawValue): \(elementDescription), \(aspect): \(explanation)" }
    }

    /// The judgement of one RESULT.
    struct Verdict: Sendable, CustomStringConvertible {
        /// Changes of one side (or both alike) RESULT does not hold.
        var lostChanges: [Finding] = []
        /// Changes RESULT made where neither side changed anything.
        var spuriousChanges: [Finding] = []
        /// Spots both sides changed differently, outside the noise table (RESULT may hold either side's value).
        var trueConflicts: [Finding] = []
        /// Spots both sides changed differently, inside the noise table.
        var noiseConflicts: [Finding] = []
        /// Ids RESULT carries more often than either input does.
        var newDuplicateIDs: [Finding] = []
        /// References in RESULT to ids no element carries, that neither input has.
        var newDanglingReferences: [Finding] = []
        /// One outlet property connected more than once under one `<connections>`, more often than in either input.
        var newDoubleOutlets: [Finding] = []
        /// Lines added plus lines removed from OURS to RESULT.
        var linesChangedFromOurs = 0
        /// Lines added plus lines removed from BASE to THEIRS.
        var linesTheirsChangedFromBase = 0
        /// One-sided noise changes RESULT left at the other side's value (accepted).
        var acceptedNoise = 0
        /// Childless elements one side added that RESULT holds under another id, because the other side added the same
        /// (same parent, name and attributes): accepted.
        var equivalentAdditions = 0
        /// Identity keys that had to be disambiguated with `~n`, over the four versions.
        var identityCollisions = 0

        /// No lost and no spurious change.
        var keepsBothSides: Bool { lostChanges.isEmpty && spuriousChanges.isEmpty }
        /// Nothing broken that the inputs did not already have.
        var isValid: Bool { newDuplicateIDs.isEmpty && newDanglingReferences.isEmpty && newDoubleOutlets.isEmpty }
        /// Every finding, lost changes first.
        var allFindings: [Finding] {
            lostChanges + spuriousChanges + trueConflicts + noiseConflicts + newDuplicateIDs + newDanglingReferences + newDoubleOutlets
        }

        var summary: String {
            "lost \(lostChanges.count), spurious \(spuriousChanges.count), conflicts \(trueConflicts.count) (+\(noiseConflicts.count) noise), "
                + "new duplicate ids \(newDuplicateIDs.count), new dangling \(newDanglingReferences.count), new double outlets \(newDoubleOutlets.count), "
                + "lines from ours \(linesChangedFromOurs) vs theirs' \(linesTheirsChangedFromBase)"
        }

        var description: String {
            ([summary] + allFindings.map { "  " + $0.description }).joined(separator: "\n")
        }
    }

    // MARK: Judging

    /// Judges RESULT, a merge of OURS and THEIRS from BASE, all versions of the IB file at `path`.
    /// Throws when a version cannot be read (for example a RESULT with conflict markers).
    static func judge(base: [UInt8], ours: [UInt8], theirs: [UInt8], result: [UInt8], path: String) throws -> Verdict {
        let reader = XIBReader()
        let snapshots = [
            Snapshot(try reader.read(base, path: path), bytes: base, version: .base),
            Snapshot(try reader.read(ours, path: path), bytes: ours, version: .ours),
            Snapshot(try reader.read(theirs, path: path), bytes: theirs, version: .theirs),
            Snapshot(try reader.read(result, path: path), bytes: result, version: .result),
        ]
        var judgement = Judgement(snapshots: snapshots)
        judgement.compareElements()
        judgement.compareSubviewOrder()
        judgement.checkIntegrity()
        var verdict = judgement.verdict
        verdict.identityCollisions = snapshots.reduce(0) { $0 + $1.collisions }
        verdict.linesChangedFromOurs = LineDiff.changedLines(ours, result)
        verdict.linesTheirsChangedFromBase = LineDiff.changedLines(base, theirs)
        return verdict
    }

    /// Reads the four files and judges them.
    static func judge(base: URL, ours: URL, theirs: URL, result: URL) throws -> Verdict {
        func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }
        return try judge(base: bytes(base), ours: bytes(ours), theirs: bytes(theirs), result: bytes(result), path: result.path)
    }

    /// The identity keys of every element of a document, in document order (for looking at identity rules).
    static func identityKeys(of document: NodeDocument) -> (keys: [String], collisions: [String]) {
        let snapshot = Snapshot(document, bytes: nil, version: .result)
        return (snapshot.keys, snapshot.collidedKeys)
    }

    static func isNoise(element: String, attribute: String) -> Bool {
        noiseRules.contains { ($0.element == nil || $0.element == element) && ($0.attribute == nil || $0.attribute == attribute) }
    }
}

extension MergeJudge {
    // MARK: - Snapshots

    fileprivate enum Version: Int, CaseIterable {
        case base = 0, ours, theirs, result

        var name: String {
            switch self {
            case .base: "base"
            case .ours: "ours"
            case .theirs: "theirs"
            case .result: "result"
            }
        }
    }

    /// One version: its document and the identity key, noise flag and parent of each element.
    fileprivate struct Snapshot {
        let document: NodeDocument
        let version: Version
        /// The input, when the document's element offsets index it (UTF-8 input): start tags are compared as bytes.
        let source: [UInt8]?
        /// The identity key of each element, by element index.
        let keys: [String]
        /// The element of each key.
        let elements: [String: Int32]
        /// Whether the element (with its attributes, text and presence) is noise as a whole.
        let noiseElements: [Bool]
        /// Whether the element is matched by its id.
        let identifiedByID: [Bool]
        let collidedKeys: [String]
        var collisions: Int { collidedKeys.count }

        init(_ document: NodeDocument, bytes: [UInt8]?, version: Version) {
            self.document = document
            self.version = version
            source = bytes.flatMap { Snapshot.offsetsIndex($0) ? $0 : nil }
            let count = document.elementCount
            var keys = [String](repeating: "", count: count)
            var elements: [String: Int32] = [:]
            elements.reserveCapacity(count)
            var noise = [Bool](repeating: false, count: count)
            var noiseSubtree = [Bool](repeating: false, count: count)
            var byID = [Bool](repeating: false, count: count)
            var ranks: [String: Int] = [:]
            var collided: [String] = []
            let elementNoise = Dictionary(MergeJudge.noiseRules.filter { $0.element != nil && $0.attribute == nil }.map { ($0.element ?? "", $0.subtree) },
                                          uniquingKeysWith: { $0 || $1 })
            for element in document.allElements {
                let index = Int(element.index)
                let name = document.name(of: element)
                var key: String
                if let parent = document.parent(of: element) {
                    let parentIndex = Int(parent.index)
                    let parentKey = keys[parentIndex]
                    if let id = Snapshot.identifier(of: element, named: name, in: document) {
                        key = "#" + id
                        byID[index] = true
                    } else if let (attribute, value) = Snapshot.naming(of: element, in: document) {
                        key = parentKey + "/" + name + "[" + attribute + "=" + value + "]"
                    } else {
                        let rankKey = "\(parentIndex) \(name)"
                        let rank = ranks[rankKey, default: 0]
                        ranks[rankKey] = rank + 1
                        key = parentKey + "/" + name + (rank == 0 ? "" : "[\(rank)]")
                    }
                    noiseSubtree[index] = noiseSubtree[parentIndex]
                    noise[index] = noiseSubtree[parentIndex]
                } else {
                    key = "document"
                }
                if let rule = elementNoise[name] {
                    noise[index] = true
                    if rule { noiseSubtree[index] = true }
                }
                if elements[key] != nil {
                    collided.append(key)
                    var suffix = 2
                    while elements[key + "~\(suffix)"] != nil { suffix += 1 }
                    key += "~\(suffix)"
                }
                keys[index] = key
                elements[key] = Int32(index)
            }
            self.keys = keys
            self.elements = elements
            noiseElements = noise
            identifiedByID = byID
            collidedKeys = collided
        }

        static func identifier(of element: ElementID, named name: String, in document: NodeDocument) -> String? {
            if name == "scene", let sceneID = document.attribute("sceneID", of: element) { return sceneID }
            if MergeJudge.elementsWithNonObjectIDs.contains(name) { return nil }
            return document.id(of: element)
        }

        static func naming(of element: ElementID, in document: NodeDocument) -> (String, String)? {
            for attribute in MergeJudge.namingAttributes {
                if let value = document.attribute(attribute, of: element) { return (attribute, value) }
            }
            return nil
        }

        /// Whether the reader keeps the input's bytes as they are (UTF-8, which every IB file is), so that element
        /// offsets index the input.
        static func offsetsIndex(_ bytes: [UInt8]) -> Bool {
            guard bytes.first == UInt8(ascii: "<") else { return false }
            let head = String(decoding: bytes.prefix(200), as: UTF8.self).lowercased()
            guard head.hasPrefix("<?xml"), let end = head.range(of: "?>") else { return true }
            let declaration = head[..<end.lowerBound]
            return !declaration.contains("encoding") || declaration.contains("utf-8") || declaration.contains("utf8")
        }

        func element(_ key: String) -> ElementID? { elements[key].map(ElementID.init) }

        /// The element's text; none when it is only white space across lines (the indentation left inside an element
        /// whose children were all removed: Xcode writes such an element as `<x/>`).
        func text(of element: ElementID) -> String {
            let text = document.text(of: element)
            if text.contains("\n") && text.allSatisfy(\.isWhitespace) { return "" }
            return text
        }

        func parentKey(of element: ElementID) -> String? { document.parent(of: element).map { keys[Int($0.index)] } }

        /// Whether two elements' start tags are the same bytes (so the same name and attributes in the same order).
        static func sameStartTag(_ x: Snapshot, _ xElement: ElementID, _ y: Snapshot, _ yElement: ElementID) -> Bool {
            guard let xSource = x.source, let ySource = y.source else { return false }
            let xStart = x.document.offset(of: xElement), yStart = y.document.offset(of: yElement)
            return xSource.withUnsafeBufferPointer { a in
                ySource.withUnsafeBufferPointer { b in
                    var i = xStart, j = yStart
                    guard i < a.count, j < b.count, a[i] == UInt8(ascii: "<"), b[j] == UInt8(ascii: "<") else { return false }
                    var quote: UInt8 = 0
                    while i < a.count && j < b.count {
                        let byte = a[i]
                        if byte != b[j] { return false }
                        if quote != 0 {
                            if byte == quote { quote = 0 }
                        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                            quote = byte
                        } else if byte == UInt8(ascii: ">") {
                            return true
                        }
                        i += 1
                        j += 1
                    }
                    return false
                }
            }
        }

        /// Every scene id with how many scenes carry it.
        var sceneIDs: [String: Int] {
            var counts: [String: Int] = [:]
            for element in document.allElements where document.name(of: element) == "scene" {
                if let sceneID = document.attribute("sceneID", of: element) { counts[sceneID, default: 0] += 1 }
            }
            return counts
        }

        /// How many elements carry the id (counting scene ids).
        func count(ofID id: String, sceneIDs: [String: Int]) -> Int {
            let duplicates = document.duplicateIDs.first { $0.id == id }?.elements.count
            return (duplicates ?? (document.element(withID: id) == nil ? 0 : 1)) + (sceneIDs[id] ?? 0)
        }
    }

    // MARK: - Comparing

    /// The values of one property in the four versions.
    fileprivate struct Values: Equatable {
        var base: String?
        var ours: String?
        var theirs: String?
        var result: String?
    }

    fileprivate struct Judgement {
        let snapshots: [Snapshot]
        /// Every identity key of the four versions: RESULT's in document order, then those only the others hold.
        let keys: [String]
        /// `rows[version][row]`: the element of `keys[row]` in that version, or -1.
        let rows: [[Int32]]
        /// `rowOf[version][element]`: the row of an element.
        let rowOf: [[Int32]]
        /// `sameAsBase[version][row]`: present in both and identical (name, text, parent, attributes), for OURS, THEIRS, RESULT.
        private var sameAsBase: [[Bool]] = []
        var verdict = MergeJudge.Verdict()
        /// Rows whose presence finding covers their subtree.
        private var covering: [Bool]
        /// `covered[version][element]`: inside a covering row's subtree in that version.
        private var covered: [[Bool]] = []

        init(snapshots: [Snapshot]) {
            self.snapshots = snapshots
            var keyRows: [String: Int32] = [:]
            var keys: [String] = []
            var rowOf = snapshots.map { [Int32](repeating: -1, count: $0.keys.count) }
            for version in [Version.result, .ours, .theirs, .base] {
                for (element, key) in snapshots[version.rawValue].keys.enumerated() {
                    if let row = keyRows[key] {
                        rowOf[version.rawValue][element] = row
                    } else {
                        let row = Int32(keys.count)
                        keyRows[key] = row
                        keys.append(key)
                        rowOf[version.rawValue][element] = row
                    }
                }
            }
            var rows = snapshots.map { _ in [Int32](repeating: -1, count: keys.count) }
            for version in Version.allCases {
                for (element, row) in rowOf[version.rawValue].enumerated() { rows[version.rawValue][Int(row)] = Int32(element) }
            }
            self.keys = keys
            self.rows = rows
            self.rowOf = rowOf
            covering = [Bool](repeating: false, count: keys.count)
            sameAsBase = Version.allCases.map { version in
                guard version != .base else { return [] }
                return (0..<keys.count).map { row in
                    guard let b = element(.base, row), let e = element(version, row) else { return false }
                    return identical(b, in: self[.base], e, in: self[version])
                }
            }
        }

        subscript(version: Version) -> Snapshot { snapshots[version.rawValue] }

        func element(_ version: Version, _ row: Int) -> ElementID? {
            let element = rows[version.rawValue][row]
            return element < 0 ? nil : ElementID(element)
        }

        func row(_ version: Version, _ element: ElementID) -> Int { Int(rowOf[version.rawValue][Int(element.index)]) }

        func parentRow(_ version: Version, _ element: ElementID) -> Int? {
            self[version].document.parent(of: element).map { row(version, $0) }
        }

        /// Rows of the element's ancestors in that version, nearest first.
        func ancestorRows(_ version: Version, _ row: Int) -> [Int] {
            guard let element = element(version, row) else { return [] }
            return self[version].document.ancestors(of: element).map { self.row(version, $0) }
        }

        /// `label #abc-de-fgh "Title" (result line 12)`, or for an id-less element `rect #abc/rect[key=frame] (…)`.
        func describe(_ row: Int) -> String {
            let key = keys[row]
            for version in [Version.result, .ours, .theirs, .base] {
                guard let element = element(version, row) else { continue }
                let snapshot = self[version]
                let document = snapshot.document
                let name = document.name(of: element)
                let line = document.location(of: element).line
                if !key.hasPrefix("#") || key.contains("/") {
                    // name the id'd ancestor's kind: `rect label #abc/rect[key=frame]`
                    var anchor = ""
                    let head = key.split(separator: "/", maxSplits: 1).first.map(String.init) ?? key
                    if head.hasPrefix("#"), let owner = snapshot.element(head) { anchor = document.name(of: owner) + " " }
                    return "\(name) \(anchor)\(key) (\(version.name) line \(line))"
                }
                var label = ""
                if let text = document.attribute("userLabel", of: element) ?? document.attribute("customClass", of: element)
                    ?? document.attribute("property", of: element) ?? document.attribute("text", of: element)
                    ?? document.attribute("title", of: element) {
                    label = " \"\(Judgement.clip(text, 40))\""
                }
                return "\(name) \(key)\(label) (\(version.name) line \(line))"
            }
            return key
        }

        static func clip(_ value: String, _ limit: Int = 80) -> String {
            value.count <= limit ? value : String(value.prefix(limit)) + "…"
        }

        static func show(_ value: String?) -> String { value.map { "\"\(clip($0))\"" } ?? "(absent)" }

        // MARK: Elements

        mutating func compareElements() {
            let changedByOurs = subtreeChanges(by: .ours)
            let changedByTheirs = subtreeChanges(by: .theirs)

            // Presence first, so that its findings can cover subtrees.
            var presenceFindings: [Int: MergeJudge.Finding] = [:]
            for row in keys.indices {
                let present = Version.allCases.map { element($0, row) != nil }
                let (inBase, inOurs, inTheirs, inResult) = (present[0], present[1], present[2], present[3])
                if inBase && inOurs && inTheirs && inResult { continue }
                // A container without an id, attributes or text (`<connections>`, `<subviews>`, …) is there when it
                // has children: its children's presence is what is judged.
                if isPureContainer(row) { continue }
                let noise = Version.allCases.contains { version in element(version, row).map { self[version].noiseElements[Int($0.index)] } ?? false }
                let values = Values(base: inBase ? "present" : nil, ours: inOurs ? "present" : nil,
                                    theirs: inTheirs ? "present" : nil, result: inResult ? "present" : nil)
                var finding: MergeJudge.Finding?
                func make(_ kind: MergeJudge.Finding.Kind, _ explanation: String) -> MergeJudge.Finding {
                    MergeJudge.Finding(kind: kind, element: keys[row], elementDescription: describe(row), aspect: .presence,
                                       base: values.base, ours: values.ours, theirs: values.theirs, result: values.result,
                                       isNoise: noise, explanation: explanation)
                }
                if inOurs == inBase && inTheirs == inBase {
                    if inResult != inBase {
                        finding = make(.spuriousChange, inResult ? "added by the result alone" : "removed by the result alone")
                    }
                } else if inOurs != inTheirs, inBase {
                    // One side deleted it; a conflict when the other side changed its subtree.
                    let (deleter, keeper, keeperChanges) = inOurs ? (Version.theirs, Version.ours, changedByOurs) : (Version.ours, Version.theirs, changedByTheirs)
                    let topmost = element(.base, row).flatMap { parentRow(.base, $0) }.map { element(deleter, $0) != nil || isPureContainer($0) } ?? true
                    if let change = keeperChanges[row] {
                        if topmost {
                            finding = make(noise ? .noiseConflict : .trueConflict,
                                           "\(deleter.name) deleted it, \(keeper.name) changed it (\(change)); "
                                               + "the result \(inResult ? "keeps \(keeper.name)'" : "deletes it")")
                        }
                        // else: inside a deleted subtree; the conflict is reported at the topmost deleted element.
                    } else if inResult {
                        if noise { verdict.acceptedNoise += 1 } else { finding = make(.lostChange, "\(deleter.name) deleted it, the result still has it") }
                    }
                } else if inOurs != inTheirs {
                    let adder = inOurs ? Version.ours : Version.theirs
                    if !inResult {
                        if noise {
                            verdict.acceptedNoise += 1
                        } else if resultHoldsEquivalent(of: row, addedBy: adder) {
                            verdict.equivalentAdditions += 1
                        } else {
                            finding = make(.lostChange, "\(adder.name) added it, the result lacks it")
                        }
                    }
                } else if inResult != inOurs {
                    finding = make(.lostChange, inOurs ? "both sides added it, the result lacks it" : "both sides deleted it, the result still has it")
                }
                if let finding {
                    presenceFindings[row] = finding
                    covering[row] = true
                }
            }
            covered = Version.allCases.map { version in
                let document = self[version].document
                var covered = [Bool](repeating: false, count: document.elementCount)
                for element in document.allElements {
                    guard let parent = document.parent(of: element) else { continue }
                    covered[Int(element.index)] = covered[Int(parent.index)] || covering[row(version, parent)]
                }
                return covered
            }

            // Drop presence findings inside a subtree another one covers, then compare the properties of the rest.
            for row in keys.indices {
                if isCovered(row) { continue }
                if let finding = presenceFindings[row] {
                    record(finding)
                    continue
                }
                guard element(.result, row) != nil, !isPureContainer(row) else { continue }
                compareProperties(of: row)
            }
        }

        /// Whether the row is an element without an id, attributes or text in every version that holds it.
        private func isPureContainer(_ row: Int) -> Bool {
            for version in Version.allCases {
                guard let element = element(version, row) else { continue }
                let snapshot = self[version]
                if snapshot.identifiedByID[Int(element.index)] || !snapshot.document.attributes(of: element).isEmpty || !snapshot.text(of: element).isEmpty {
                    return false
                }
            }
            return true
        }

        /// Whether RESULT holds, under the same parent, a new element like the childless id'd one `side` added: the same
        /// name and attributes but for its id (and noise). Both sides added the same outlet, action or constraint, each
        /// under its own id, and RESULT kept one of them.
        private func resultHoldsEquivalent(of row: Int, addedBy side: Version) -> Bool {
            let snapshot = self[side]
            let document = snapshot.document
            guard let added = element(side, row), snapshot.identifiedByID[Int(added.index)], document.children(of: added).isEmpty,
                  let parent = parentRow(side, added), let resultParent = element(.result, parent) else { return false }
            let name = document.name(of: added)
            func signature(_ element: ElementID, in document: NodeDocument) -> [String: String] {
                var values: [String: String] = [:]
                for (attribute, value) in document.attributes(of: element) where attribute != "id" && !MergeJudge.isNoise(element: name, attribute: attribute) {
                    values[attribute] = value
                }
                return values
            }
            let wanted = signature(added, in: document)
            let result = self[.result].document
            return result.children(of: resultParent).contains { candidate in
                result.name(of: candidate) == name && result.children(of: candidate).isEmpty && element(.base, self.row(.result, candidate)) == nil
                    && signature(candidate, in: result) == wanted
            }
        }

        /// Whether an ancestor of the row's element, in any version, has a presence finding.
        private func isCovered(_ row: Int) -> Bool {
            Version.allCases.contains { version in element(version, row).map { covered[version.rawValue][Int($0.index)] } ?? false }
        }

        /// Rows whose element or subtree `side` changed from BASE, ignoring noise, with the first such change in words.
        private func subtreeChanges(by side: Version) -> [Int: String] {
            var changed: [Int: String] = [:]
            let base = self[.base]
            let other = self[side]
            for row in keys.indices where !sameAsBase[side.rawValue][row] {
                var change: String?
                switch (element(.base, row), element(side, row)) {
                case (nil, nil):
                    continue
                case (let b?, let s?):
                    change = difference(b, in: base, s, in: other, ignoringNoise: true).map { "\(describe(row)): \($0)" }
                case (let b?, nil):
                    if !base.noiseElements[Int(b.index)] { change = "deleted \(describe(row))" }
                case (nil, let s?):
                    if !other.noiseElements[Int(s.index)] { change = "added \(describe(row))" }
                }
                guard let change else { continue }
                for changedRow in [row] + ancestorRows(.base, row) + ancestorRows(side, row) where changed[changedRow] == nil {
                    changed[changedRow] = change
                }
            }
            return changed
        }

        /// Whether two versions of an element have the same name, text, parent (when matched by id) and attributes.
        private func identical(_ b: ElementID, in base: Snapshot, _ e: ElementID, in other: Snapshot) -> Bool {
            if base.identifiedByID[Int(b.index)], parentRow(base.version, b) != parentRow(other.version, e) { return false }
            if base.document.hasText(b) || other.document.hasText(e), base.text(of: b) != other.text(of: e) { return false }
            if Snapshot.sameStartTag(base, b, other, e) { return true }
            return difference(b, in: base, e, in: other, ignoringNoise: false) == nil
        }

        /// The first difference between two versions of an element (its name, text, parent or an attribute), in words.
        private func difference(_ b: ElementID, in base: Snapshot, _ e: ElementID, in other: Snapshot, ignoringNoise: Bool) -> String? {
            let bName = base.document.name(of: b)
            let eName = other.document.name(of: e)
            if bName != eName { return "element name \(bName) → \(eName)" }
            if ignoringNoise && base.noiseElements[Int(b.index)] && other.noiseElements[Int(e.index)] { return nil }
            let bText = base.text(of: b), eText = other.text(of: e)
            if bText != eText { return "text \(Judgement.show(bText)) → \(Judgement.show(eText))" }
            if base.identifiedByID[Int(b.index)] {
                let bParent = base.parentKey(of: b), eParent = other.parentKey(of: e)
                if bParent != eParent { return "moved from \(Judgement.show(bParent)) to \(Judgement.show(eParent))" }
            }
            let bAttributes = base.document.attributes(of: b)
            let eAttributes = other.document.attributes(of: e)
            if bAttributes.count == eAttributes.count && zip(bAttributes, eAttributes).allSatisfy({ $0.name == $1.name && $0.value == $1.value }) {
                return nil
            }
            var bValues: [String: String] = [:]
            for (name, value) in bAttributes where !(ignoringNoise && MergeJudge.isNoise(element: bName, attribute: name)) { bValues[name] = value }
            var eValues: [String: String] = [:]
            for (name, value) in eAttributes where !(ignoringNoise && MergeJudge.isNoise(element: bName, attribute: name)) { eValues[name] = value }
            for name in (bAttributes + eAttributes).map(\.name) where bValues[name] != eValues[name] {
                return "attribute \(name) \(Judgement.show(bValues[name])) → \(Judgement.show(eValues[name]))"
            }
            return nil
        }

        /// Compares the element name, parent, text and attributes of an element RESULT holds.
        private mutating func compareProperties(of row: Int) {
            if sameAsBase[Version.ours.rawValue][row] && sameAsBase[Version.theirs.rawValue][row] && sameAsBase[Version.result.rawValue][row] {
                return
            }
            var elementName = ""
            var noiseElement = false
            var identifiedByID = false
            var attributeNames: [String] = []
            var seenNames: Set<String> = []
            var attributeValues: [[String: String]] = []
            var names = Values(), texts = Values(), parents = Values()
            for version in Version.allCases {
                guard let element = element(version, row) else {
                    attributeValues.append([:])
                    continue
                }
                let snapshot = self[version]
                let document = snapshot.document
                let name = document.name(of: element)
                if elementName.isEmpty || version == .result { elementName = name }
                noiseElement = noiseElement || snapshot.noiseElements[Int(element.index)]
                identifiedByID = identifiedByID || snapshot.identifiedByID[Int(element.index)]
                var values: [String: String] = [:]
                for (attribute, value) in document.attributes(of: element) {
                    values[attribute] = value
                    if seenNames.insert(attribute).inserted { attributeNames.append(attribute) }
                }
                attributeValues.append(values)
                let text = snapshot.text(of: element)
                let parent = snapshot.parentKey(of: element)
                switch version {
                case .base: (names.base, texts.base, parents.base) = (name, text, parent)
                case .ours: (names.ours, texts.ours, parents.ours) = (name, text, parent)
                case .theirs: (names.theirs, texts.theirs, parents.theirs) = (name, text, parent)
                case .result: (names.result, texts.result, parents.result) = (name, text, parent)
                }
            }
            if identifiedByID {
                compare(row, .elementName, names, noise: noiseElement)
                compare(row, .parent, parents, noise: noiseElement)
            }
            compare(row, .text, texts, noise: noiseElement)
            for attribute in attributeNames {
                let values = Values(base: attributeValues[0][attribute], ours: attributeValues[1][attribute],
                                    theirs: attributeValues[2][attribute], result: attributeValues[3][attribute])
                let noise = noiseElement || MergeJudge.isNoise(element: elementName, attribute: attribute)
                compare(row, .attribute(attribute), values, noise: noise)
            }
        }

        /// The three-way rule for one property.
        private mutating func compare(_ row: Int, _ aspect: MergeJudge.Finding.Aspect, _ values: Values, noise: Bool) {
            let (base, ours, theirs, result) = (values.base, values.ours, values.theirs, values.result)
            func finding(_ kind: MergeJudge.Finding.Kind, _ explanation: String) -> MergeJudge.Finding {
                MergeJudge.Finding(kind: kind, element: keys[row], elementDescription: describe(row), aspect: aspect,
                                   base: base, ours: ours, theirs: theirs, result: result, isNoise: noise, explanation: explanation)
            }
            let show = Judgement.show
            if ours == base && theirs == base {
                if result != base {
                    record(finding(.spuriousChange, "neither side changed it from \(show(base)), the result has \(show(result))"))
                }
            } else if ours != base && theirs != base && ours != theirs {
                let taken = result == ours ? "ours" : result == theirs ? "theirs" : show(result)
                record(finding(noise ? .noiseConflict : .trueConflict, "base \(show(base)), ours \(show(ours)), theirs \(show(theirs)); the result has \(taken)"))
                if result != ours && result != theirs {
                    record(finding(.lostChange, "both sides changed it differently (ours \(show(ours)), theirs \(show(theirs)), base \(show(base))); "
                                       + "the result has neither: \(show(result))"))
                }
            } else {
                let (changer, wanted) = ours != base ? (ours == theirs ? "both sides" : "ours", ours) : ("theirs", theirs)
                guard result != wanted else { return }
                if noise && (result == ours || result == theirs) {
                    verdict.acceptedNoise += 1
                    return
                }
                record(finding(.lostChange, "\(changer) changed it from \(show(base)) to \(show(wanted)), the result has \(show(result))"))
            }
        }

        private mutating func record(_ finding: MergeJudge.Finding) {
            switch finding.kind {
            case .lostChange: verdict.lostChanges.append(finding)
            case .spuriousChange: verdict.spuriousChanges.append(finding)
            case .trueConflict: verdict.trueConflicts.append(finding)
            case .noiseConflict: verdict.noiseConflicts.append(finding)
            case .duplicateID: verdict.newDuplicateIDs.append(finding)
            case .danglingReference: verdict.newDanglingReferences.append(finding)
            case .doubleOutlet: verdict.newDoubleOutlets.append(finding)
            }
        }

        // MARK: Subview order

        /// The order of the id'd children of each `<subviews>`, restricted to the children all four versions hold.
        mutating func compareSubviewOrder() {
            let result = self[.result]
            for element in result.document.allElements where result.document.name(of: element) == "subviews" {
                let row = row(.result, element)
                guard !isCovered(row) else { continue }
                let containers = Version.allCases.map { self.element($0, row) }
                // Nothing to compare when all four hold the same children in the same order.
                let orders: [[Int]] = Version.allCases.compactMap { version in
                    guard let container = containers[version.rawValue] else { return nil }
                    let snapshot = self[version]
                    return snapshot.document.children(of: container).filter { snapshot.identifiedByID[Int($0.index)] }.map { self.row(version, $0) }
                }
                guard orders.count == 4, Set(orders.map { $0 }).count > 1 else { continue }
                let common = orders.dropFirst().reduce(Set(orders[0])) { $0.intersection($1) }
                guard common.count > 1 else { continue }
                let restricted = orders.map { $0.filter(common.contains).map { keys[$0] }.joined(separator: " ") }
                compare(row, .subviewOrder, Values(base: restricted[0], ours: restricted[1], theirs: restricted[2], result: restricted[3]), noise: false)
            }
        }

        // MARK: Integrity

        mutating func checkIntegrity() {
            let result = self[.result], ours = self[.ours], theirs = self[.theirs]
            let resultScenes = result.sceneIDs, oursScenes = ours.sceneIDs, theirsScenes = theirs.sceneIDs

            // Duplicate ids.
            var duplicated = Set(result.document.duplicateIDs.map(\.id))
            for (id, count) in resultScenes where count > 1 || result.document.element(withID: id) != nil { duplicated.insert(id) }
            for id in duplicated.sorted() {
                let count = result.count(ofID: id, sceneIDs: resultScenes)
                let inOurs = ours.count(ofID: id, sceneIDs: oursScenes), inTheirs = theirs.count(ofID: id, sceneIDs: theirsScenes)
                guard count > max(inOurs, inTheirs) else { continue }
                let carriers = result.document.allElements.filter {
                    result.document.id(of: $0) == id || (result.document.name(of: $0) == "scene" && result.document.attribute("sceneID", of: $0) == id)
                }
                let places = carriers.map { "\(result.document.name(of: $0)) at line \(result.document.location(of: $0).line)" }.joined(separator: ", ")
                record(MergeJudge.Finding(kind: .duplicateID, element: "#" + id, elementDescription: "id \"\(id)\"", aspect: .id,
                                          base: nil, ours: String(inOurs), theirs: String(inTheirs), result: String(count), isNoise: false,
                                          explanation: "\(count) elements carry it in the result (ours \(inOurs), theirs \(inTheirs)): \(places)"))
            }

            // Dangling references: those of RESULT that OURS and THEIRS do not have, dangling, on the same element.
            for reference in danglingReferences(in: result, sceneIDs: resultScenes) {
                let inInputs = [(ours, oursScenes), (theirs, theirsScenes)].contains { snapshot, scenes in
                    guard let element = snapshot.element(reference.key) else { return false }
                    return snapshot.document.attribute(reference.attribute, of: element) == reference.value
                        && snapshot.document.element(withID: reference.value) == nil && scenes[reference.value] == nil
                }
                guard !inInputs, let row = keys.firstIndex(of: reference.key) else { continue }
                record(MergeJudge.Finding(kind: .danglingReference, element: reference.key, elementDescription: describe(row),
                                          aspect: .reference(reference.attribute), base: nil, ours: nil, theirs: nil, result: reference.value, isNoise: false,
                                          explanation: "\(reference.attribute)=\"\(reference.value)\" names no element of the result"))
            }

            // Outlets connected twice.
            let resultOutlets = outletCounts(in: result)
            guard resultOutlets.values.contains(where: { $0 > 1 }) else { return }
            let oursOutlets = outletCounts(in: ours)
            let theirsOutlets = outletCounts(in: theirs)
            for (outlet, count) in resultOutlets.sorted(by: { ($0.key.connections, $0.key.property) < ($1.key.connections, $1.key.property) })
            where count > 1 && count > max(oursOutlets[outlet] ?? 0, theirsOutlets[outlet] ?? 0) {
                let connections = result.element(outlet.connections)
                let owner = connections.flatMap { result.document.parent(of: $0) }.map { row(.result, $0) }
                let destinations = connections.map { connections in
                    result.document.children(of: connections).filter {
                        result.document.name(of: $0) == "outlet" && result.document.attribute("property", of: $0) == outlet.property
                    }.compactMap { result.document.attribute("destination", of: $0) }
                } ?? []
                record(MergeJudge.Finding(kind: .doubleOutlet, element: owner.map { keys[$0] } ?? outlet.connections,
                                          elementDescription: owner.map(describe) ?? outlet.connections, aspect: .outlet(outlet.property),
                                          base: nil, ours: String(oursOutlets[outlet] ?? 0), theirs: String(theirsOutlets[outlet] ?? 0), result: String(count),
                                          isNoise: false,
                                          explanation: "connected \(count) times in the result (ours \(oursOutlets[outlet] ?? 0), "
                                              + "theirs \(theirsOutlets[outlet] ?? 0)), to \(destinations.joined(separator: ", "))"))
            }
        }

        struct Reference: Hashable {
            var key: String
            var attribute: String
            var value: String
        }

        private func danglingReferences(in snapshot: Snapshot, sceneIDs: [String: Int]) -> [Reference] {
            var found: [Reference] = []
            let document = snapshot.document
            for element in document.allElements {
                let name = document.name(of: element)
                var attributes = MergeJudge.referenceAttributes
                if let extra = MergeJudge.referenceAttributesOfElements[name] { attributes.formUnion(extra) }
                for attribute in attributes {
                    guard let value = document.attribute(attribute, of: element) else { continue }
                    if document.element(withID: value) == nil && sceneIDs[value] == nil {
                        found.append(Reference(key: snapshot.keys[Int(element.index)], attribute: attribute, value: value))
                    }
                }
            }
            return found.sorted { ($0.key, $0.attribute) < ($1.key, $1.attribute) }
        }

        struct Outlet: Hashable {
            var connections: String
            var property: String
        }

        private func outletCounts(in snapshot: Snapshot) -> [Outlet: Int] {
            var counts: [Outlet: Int] = [:]
            let document = snapshot.document
            for element in document.allElements where document.name(of: element) == "outlet" {
                guard let parent = document.parent(of: element), document.name(of: parent) == "connections",
                      let property = document.attribute("property", of: element) else { continue }
                counts[Outlet(connections: snapshot.keys[Int(parent.index)], property: property), default: 0] += 1
            }
            return counts
        }
    }
}

// MARK: - Line diff

extension MergeJudge {
    /// The size of a minimal line diff (lines added + lines removed), by Myers' O((N+M)D) algorithm on the lines
    /// left once the common head and tail and the lines only one file has are set aside (those never match, so the
    /// longest common subsequence is unchanged). Agrees with `git diff --no-index --minimal --numstat` on all 184
    /// OURS → merged pairs of the real merges.
    enum LineDiff {
        static func changedLines(_ a: [UInt8], _ b: [UInt8]) -> Int {
            if a == b { return 0 }
            let (left, right) = numberLines(a, b)
            return distance(left, right)
        }

        /// Numbers each distinct line (the bytes between line feeds) of both files alike, by a 64-bit FNV-1a hash
        /// checked byte by byte against the first line given that number. As in git, a last line without its line
        /// feed differs from the same line with one.
        static func numberLines(_ a: [UInt8], _ b: [UInt8]) -> ([Int], [Int]) {
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    let files = [a, b]
                    var numbers: [UInt64: Int] = [:]
                    /// The first line given each number: (file, start, end, whether a line feed ends it).
                    var firsts: [(file: Int, start: Int, end: Int, terminated: Bool)] = []
                    var result: [[Int]] = [[], []]
                    for (file, buffer) in files.enumerated() {
                        var start = 0
                        while start < buffer.count {
                            var end = start
                            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                            while end < buffer.count && buffer[end] != 0x0A {
                                hash = (hash ^ UInt64(buffer[end])) &* 0x0000_0100_0000_01B3
                                end += 1
                            }
                            let terminated = end < buffer.count
                            if !terminated { hash = (hash ^ 0x1_00) &* 0x0000_0100_0000_01B3 }
                            // Probe on from the hash until the line's own number or a free slot.
                            while true {
                                guard let number = numbers[hash] else {
                                    numbers[hash] = firsts.count
                                    result[file].append(firsts.count)
                                    firsts.append((file, start, end, terminated))
                                    break
                                }
                                let first = firsts[number]
                                let length = end - start
                                if first.end - first.start == length, first.terminated == terminated,
                                   sameBytes(files[first.file], first.start, buffer, start, length) {
                                    result[file].append(number)
                                    break
                                }
                                hash &+= 1
                            }
                            start = end + 1
                        }
                    }
                    return (result[0], result[1])
                }
            }
        }

        private static func sameBytes(_ x: UnsafeBufferPointer<UInt8>, _ i: Int, _ y: UnsafeBufferPointer<UInt8>, _ j: Int, _ length: Int) -> Bool {
            guard length > 0 else { return true }
            guard let xBase = x.baseAddress, let yBase = y.baseAddress else { return false }
            return memcmp(xBase + i, yBase + j, length) == 0
        }

        /// Lines added + removed between two sequences of line numbers.
        static func distance(_ left: [Int], _ right: [Int]) -> Int {
            var start = 0
            while start < left.count && start < right.count && left[start] == right[start] { start += 1 }
            var leftEnd = left.count, rightEnd = right.count
            while leftEnd > start && rightEnd > start && left[leftEnd - 1] == right[rightEnd - 1] {
                leftEnd -= 1
                rightEnd -= 1
            }
            let leftMiddle = left[start..<leftEnd]
            let rightMiddle = right[start..<rightEnd]
            let inLeft = Set(leftMiddle)
            let inRight = Set(rightMiddle)
            let a = leftMiddle.filter(inRight.contains)
            let b = rightMiddle.filter(inLeft.contains)
            let unmatched = (leftMiddle.count - a.count) + (rightMiddle.count - b.count)
            return unmatched + myers(a, b)
        }

        /// The length of the shortest edit script (insertions and deletions) from `a` to `b`.
        static func myers(_ a: [Int], _ b: [Int]) -> Int {
            let n = a.count, m = b.count
            if n == 0 || m == 0 { return n + m }
            let maximum = n + m
            var frontier = [Int](repeating: 0, count: 2 * maximum + 3)
            return a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    frontier.withUnsafeMutableBufferPointer { v in
                        let offset = maximum + 1
                        for d in 0...maximum {
                            // Paths that leave the grid only cost more, so every diagonal -d...d may be followed.
                            var k = -d
                            while k <= d {
                                var x: Int
                                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                                    x = v[offset + k + 1]
                                } else {
                                    x = v[offset + k - 1] + 1
                                }
                                var y = x - k
                                while x < n && y < m && a[x] == b[y] {
                                    x += 1
                                    y += 1
                                }
                                v[offset + k] = x
                                if x >= n && y >= m { return d }
                                k += 2
                            }
                        }
                        return maximum
                    }
                }
            }
        }
    }
}
