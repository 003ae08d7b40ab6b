import Foundation
import NIBDecoder
import Testing
import TestSupport
import UIDescription
import XIBDecoder

/// Hostile compiled nibs fail in bounded time and memory with an error at a byte offset: counts larger than the
/// file, indices out of range, truncated tables, over-long integers, references in cycles, nesting beyond the limits.
@Suite struct NIBHostileTests {
    typealias ArchiveWriter = NIBArchiveWriter

    /// A minimal iOS nib: a root whose `UINibTopLevelObjectsKey` array holds one view, whose `UISubviews` holds
    /// `subviews` (object indices).
    static func iOSNib(viewCount: Int, subviewsOf: (Int) -> [Int]) -> ArchiveWriter {
        var writer = ArchiveWriter()
        writer.classes = ["NSObject", "NSArray", "UIView"]
        writer.keys = ["UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibEncoderEmptyKey", "UISubviews"]
        // Object 0: root; 1: top-level array (the first view); 2…: views, each followed by its subviews array; last:
        // the array of all views (the nib's objects).
        let allViews = 2 + 2 * viewCount
        writer.values.append((0, 10, ArchiveWriter.reference(1)))
        writer.values.append((1, 10, ArchiveWriter.reference(UInt32(allViews))))
        writer.objects.append((0, 0, 2))
        writer.values.append((2, 10, ArchiveWriter.reference(2)))
        writer.objects.append((1, 2, 1))
        for view in 0..<viewCount {
            let viewIndex = 2 + 2 * view, arrayIndex = viewIndex + 1
            writer.values.append((3, 10, ArchiveWriter.reference(UInt32(arrayIndex))))
            writer.objects.append((2, writer.values.count - 1, 1))
            let first = writer.values.count
            for subview in subviewsOf(view) { writer.values.append((2, 10, ArchiveWriter.reference(UInt32(2 + 2 * subview)))) }
            writer.objects.append((1, first, writer.values.count - first))
        }
        let first = writer.values.count
        for view in 0..<viewCount { writer.values.append((2, 10, ArchiveWriter.reference(UInt32(2 + 2 * view)))) }
        writer.objects.append((1, first, viewCount))
        return writer
    }

    static func expectError(_ bytes: [UInt8], containing text: String, limits: DocumentLimits = .default,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try NIBReader(limits: limits).read(bytes, path: "hostile.nib")
            Issue.record("the hostile nib was read", sourceLocation: sourceLocation)
        } catch let error as UIDescriptionError {
            #expect(error.location?.isBinary == true, sourceLocation: sourceLocation)
            #expect(error.message.contains(text), "\(error.message)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func aWellFormedArchiveOfTheWriterReads() throws {
        let document = try NIBReader().read(Self.iOSNib(viewCount: 2, subviewsOf: { $0 == 0 ? [1] : [] }).bytes, path: "ok.nib")
        #expect(document.allElements.filter { document.name(of: $0) == "view" }.count == 2)
    }

    @Test func countsLargerThanTheFileAreRefusedAtOnce() {
        for field in [2, 4, 6, 8] {
            var writer = Self.iOSNib(viewCount: 1, subviewsOf: { _ in [] })
            writer.headerOverrides[field] = .max
            Self.expectError(writer.bytes, containing: "more than the file has bytes")
        }
    }

    @Test func tableOffsetsOutsideTheFileAreRefused() {
        var writer = Self.iOSNib(viewCount: 1, subviewsOf: { _ in [] })
        writer.headerOverrides[9] = 1 << 30
        Self.expectError(writer.bytes, containing: "beyond the end of the file")
    }

    @Test func indicesOutOfRangeAreRefused() {
        var badClass = Self.iOSNib(viewCount: 1, subviewsOf: { _ in [] })
        badClass.objects[0].classIndex = 99
        Self.expectError(badClass.bytes, containing: "names class 99")
        var badReference = Self.iOSNib(viewCount: 1, subviewsOf: { _ in [] })
        badReference.values[0].payload = ArchiveWriter.reference(9_999)
        Self.expectError(badReference.bytes, containing: "refers to object 9999")
        var badKey = Self.iOSNib(viewCount: 1, subviewsOf: { _ in [] })
        badKey.values[0].key = 77
        Self.expectError(badKey.bytes, containing: "names key 77")
        var badRange = Self.iOSNib(viewCount: 1, subviewsOf: { _ in [] })
        badRange.objects[0].count = 1_000
        Self.expectError(badRange.bytes, containing: "lie outside")
        var badType = Self.iOSNib(viewCount: 1, subviewsOf: { _ in [] })
        badType.values[0].type = 42
        Self.expectError(badType.bytes, containing: "type 42")
    }

    @Test func overlongVarintsAreRefused() {
        var writer = Self.iOSNib(viewCount: 1, subviewsOf: { _ in [] })
        writer.keys[0] = ""
        var bytes = writer.bytes
        // The key table's first length made a varint of seven bytes (no byte with the high bit set).
        let keysOffset = Int(bytes[30]) | Int(bytes[31]) << 8
        bytes.replaceSubrange(keysOffset..<keysOffset + 1, with: [0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x81])
        Self.expectError(bytes, containing: "longer than 5 bytes")
    }

    @Test func everyTruncationOfARealNibFailsWithAnOffset() throws {
        let url = SharedFolder.nib.appendingPathComponent("correct/minimal.nib")
        guard let data = FileManager.default.contents(atPath: url.path) else { return }
        let bytes = [UInt8](data)
        let clock = ContinuousClock(), start = clock.now
        for length in 0..<bytes.count {
            do {
                _ = try NIBReader().read(Array(bytes.prefix(length)), path: "cut.nib")
            } catch let error as UIDescriptionError {
                #expect(error.location?.isBinary == true)
                #expect((error.location?.offset ?? -1) <= length)
            }
        }
        #expect(clock.now - start < .seconds(60))
    }

    @Test func subviewCyclesEndAndEachViewIsPlacedOnce() throws {
        // Every view lists every view (itself included) as a subview: placed depth first, 60 views nest 120 deep.
        let count = 60
        let bytes = Self.iOSNib(viewCount: count, subviewsOf: { _ in Array(0..<count) }).bytes
        let document = try NIBReader().read(bytes, path: "cycle.nib")
        #expect(document.allElements.filter { document.name(of: $0) == "view" }.count == count)
    }

    /// The trait storage of a nib with size classes (`UINibTraitStorageListsKey`), whose lists, storages and candidate
    /// sets a hostile nib refers to over and over, with thousands of candidates: each is read once, and each view is
    /// placed once.
    @Test func traitStorageReferredToOverAndOverIsReadOnce() throws {
        let viewCount = 2_000, references = 2_000
        var writer = ArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 the trait storage lists, 4 the view, then its candidate views, the
        // list, its storages, the storage, its key path and its candidates.
        let firstView = 5, list = firstView + viewCount, storages = list + 1, storage = list + 2, keyPath = list + 3, candidates = list + 4
        writer.addObject(class: "NSObject", [("UINibTopLevelObjectsKey", .object(1)), ("UINibObjectsKey", .object(2)),
                                             ("UINibTraitStorageListsKey", .object(3))])
        writer.addArray([4])
        writer.addArray([4] + Array(firstView..<firstView + viewCount))
        writer.addArray(Array(repeating: list, count: references))
        writer.addObject(class: "UIView", [("UIOpaque", .flag(true))])
        for _ in 0..<viewCount { writer.addObject(class: "UILabel", [("UIOpaque", .flag(true))]) }
        writer.addObject(class: "_UITraitStorageList", [("UITraitStorages", .object(storages))])
        writer.addArray(Array(repeating: storage, count: references))
        writer.addObject(class: "_UIRelationshipTraitStorage", [("UIObject", .object(4)), ("UIKeyPath", .object(keyPath)),
                                                                ("UIRelationshipCandidates", .object(candidates))])
        writer.addString("traitStorageSubviews")
        writer.addObject(class: "NSOrderedSet", (0..<viewCount).map { ("NS.object.\($0)", .object(firstView + $0)) })
        let clock = ContinuousClock(), start = clock.now
        let document = try NIBReader().read(writer.bytes, path: "traits.nib")
        #expect(clock.now - start < .seconds(30))
        let view = try #require(document.allElements.first { document.name(of: $0) == "view" })
        let subviews = try #require(document.firstChild(of: view, named: "subviews"))
        #expect(Array(document.children(of: subviews)).count == viewCount)
    }

    /// Regression: an iOS nib's objects are its object list and the top-level objects the list lacks, which were
    /// found by searching the list for each top-level object; lists of 100,000 entries each made ten billion
    /// comparisons. They are found in a set of the list now.
    @Test func longObjectAndTopLevelListsAreJoinedInLinearTime() throws {
        let count = 100_000
        var writer = ArchiveWriter()
        // 0 root, 1 top-level objects (a view, over and over), 2 objects (a label, over and over), 3 the view, 4 the label.
        writer.addObject(class: "NSObject", [("UINibTopLevelObjectsKey", .object(1)), ("UINibObjectsKey", .object(2))])
        writer.addArray(Array(repeating: 3, count: count))
        writer.addArray(Array(repeating: 4, count: count))
        writer.addObject(class: "UIView", [("UIOpaque", .flag(true))])
        writer.addObject(class: "UILabel", [("UIOpaque", .flag(true))])
        let clock = ContinuousClock(), start = clock.now
        let document = try NIBReader().read(writer.bytes, path: "lists.nib")
        #expect(clock.now - start < .seconds(30))
        #expect(document.allElements.filter { document.name(of: $0) == "view" }.count == 1)
    }

    @Test func nestingBeyondTheDepthLimitIsRefused() {
        let bytes = Self.iOSNib(viewCount: 5_000, subviewsOf: { $0 + 1 < 5_000 ? [$0 + 1] : [] }).bytes
        Self.expectError(bytes, containing: "maximumDepth")
    }

    /// Regression (CI's fuzz minute, crash-052eb09f…): an object with more distinct members than
    /// `maximumAttributesPerElement` gave an `<archivedValues>` element past the limit; the limit is an error now, at
    /// the object's byte offset, as it is for a XIB's start tag.
    @Test func anAttributeLimitBoundsArchivedValues() throws {
        var writer = Self.iOSNib(viewCount: 1, subviewsOf: { _ in [] })
        // The view is object 2; its one member (UISubviews) is value 3. Give it 80 more, numbers under new keys.
        let extra = (0..<80).map { "member\($0)" }
        let firstKey = writer.keys.count
        writer.keys += extra
        writer.values.insert(contentsOf: extra.indices.map { (firstKey + $0, UInt8(0), [UInt8($0)]) }, at: 4)
        writer.objects = writer.objects.enumerated().map { index, object in
            index == 2 ? (object.classIndex, object.first, object.count + extra.count)
                : (object.classIndex, object.first > 3 ? object.first + extra.count : object.first, object.count)
        }
        var reader = NIBReader()
        let document = try reader.read(writer.bytes, path: "many-members.nib")
        let archived = document.allElements.first { document.name(of: $0) == NIBReader.archivedValuesElement }
        let names = archived.map { document.attributes(of: $0).map(\.name) } ?? []
        // The 80 numbers, and the empty subviews array (no subview to place, so no table consumed it).
        #expect(names == extra + ["UISubviews"] || names == ["UISubviews"] + extra, "\(names.filter { !extra.contains($0) })")
        var limits = DocumentLimits.default
        limits.maximumAttributesPerElement = 64
        Self.expectError(writer.bytes, containing: "maximumAttributesPerElement", limits: limits)
        reader = NIBReader(limits: limits)
        reader.keepsArchivedValues = false
        #expect(throws: Never.self) { try reader.read(writer.bytes, path: "many-members.nib") }
    }

    /// Regression (CI's fuzz minute, crash-42afaf5b…): a member archived twice gave its attribute twice (a segment's
    /// `width`), and the XIB written from the document did not read back. Each attribute is kept once, the first.
    @Test func aMemberArchivedTwiceGivesOneAttribute() throws {
        var writer = Self.iOSNib(viewCount: 1, subviewsOf: { _ in [] })
        let tag = writer.keys.count
        writer.keys.append("UITag")
        writer.values.insert(contentsOf: [(tag, UInt8(0), [UInt8(5)]), (tag, UInt8(0), [UInt8(7)])], at: 4)
        writer.objects = writer.objects.enumerated().map { index, object in
            index == 2 ? (object.classIndex, object.first, object.count + 2)
                : (object.classIndex, object.first > 3 ? object.first + 2 : object.first, object.count)
        }
        let document = try NIBReader().read(writer.bytes, path: "twice.nib")
        let view = try #require(document.allElements.first { document.name(of: $0) == "view" })
        #expect(document.attributes(of: view).filter { $0.name == "tag" }.map(\.value) == ["5"])
        #expect(throws: Never.self) { try XIBReader().read(Array(XIBWriter().xml(for: document).utf8), path: "twice.xib") }
    }

    /// Regression: a number object (`NSNumber`) whose `NS.intval` refers to the object itself. Reading a number
    /// followed object-valued members without end (a stack overflow); a number's value is now read from its plain
    /// members only, and the tag is no number.
    @Test func aNumberThatRefersToItselfEnds() throws {
        var writer = Self.iOSNib(viewCount: 1, subviewsOf: { _ in [] })
        writer.classes.append("NSNumber")
        let tag = writer.keys.count, intValue = tag + 1
        writer.keys += ["UITag", "NS.intval"]
        let number = writer.objects.count
        // The view (object 2) gets `UITag` → the number; its members start at value 3, so those after it move by one.
        writer.values.insert((tag, UInt8(10), ArchiveWriter.reference(UInt32(number))), at: 4)
        writer.objects = writer.objects.enumerated().map { index, object in
            index == 2 ? (object.classIndex, object.first, object.count + 1)
                : (object.classIndex, object.first > 3 ? object.first + 1 : object.first, object.count)
        }
        writer.values.append((intValue, UInt8(10), ArchiveWriter.reference(UInt32(number))))
        writer.objects.append((writer.classes.count - 1, writer.values.count - 1, 1))
        let document = try NIBReader().read(writer.bytes, path: "self-number.nib")
        let view = try #require(document.allElements.first { document.name(of: $0) == "view" })
        #expect(document.attribute("tag", of: view) == nil)
    }

    @Test func anElementLimitBoundsTheObjectTable() {
        let bytes = Self.iOSNib(viewCount: 100, subviewsOf: { _ in [] }).bytes
        var limits = DocumentLimits.default
        limits.maximumElementCount = 50
        Self.expectError(bytes, containing: "maximumElementCount", limits: limits)
    }

    /// A keyed archive whose `$objects` entry refers to itself through a UID, and an offset table pointing past
    /// the objects: errors, not loops or reads out of bounds.
    @Test func hostileKeyedArchivesAreRefused() {
        func bplist(objects: [[UInt8]], top: Int, tableOffsetDelta: Int = 0) -> [UInt8] {
            var bytes = Array("bplist00".utf8)
            var offsets: [Int] = []
            for object in objects {
                offsets.append(bytes.count)
                bytes += object
            }
            let tableOffset = bytes.count
            for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
            bytes += [0, 0, 0, 0, 0, 0, 2, 1] + ArchiveWriter.le32(0).reversed() + [0, 0, 0, UInt8(objects.count)]
            bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(top)]
            bytes += [0, 0, 0, 0, 0, 0] + [UInt8((tableOffset + tableOffsetDelta) >> 8), UInt8((tableOffset + tableOffsetDelta) & 0xFF)]
            return bytes
        }
        func ascii(_ text: String) -> [UInt8] {
            let count = text.utf8.count
            return (count < 15 ? [0x50 | UInt8(count)] : [0x5F, 0x10, UInt8(count)]) + Array(text.utf8)
        }
        // 0: top dict {$archiver: 1, $objects: 3, $top: 5}; 1: "NSKeyedArchiver"; 2: "$archiver"; 3: [4]; 4: UID 0 → itself
        let keyedTop: [UInt8] = [0xD3, 2, 6, 7, 1, 3, 5]
        let objects: [[UInt8]] = [
            keyedTop, ascii("NSKeyedArchiver"), ascii("$archiver"), [0xA1, 4], [0x80, 0], [0xD1, 8, 4], ascii("$objects"), ascii("$top"),
            ascii("IB.objectdata"),
        ]
        Self.expectError(bplist(objects: objects, top: 0), containing: "refer")
        Self.expectError(bplist(objects: objects, top: 0, tableOffsetDelta: 5_000), containing: "offset table")
    }
}
