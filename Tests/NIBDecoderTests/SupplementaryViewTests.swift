import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A collection view's section header and footer are nibs of their own, like its prototype cells
/// (`UICollectionViewSupplementaryViewNibDict`: `<kind>/<reuse identifier>` → `UINib`); they are the source's
/// `<collectionReusableView key="sectionHeaderView">` and `key="sectionFooterView"` under the collection view, after
/// its `<cells>` (regression: they were left out, found on an outside framework's compiled storyboard).
@Suite struct SupplementaryViewTests {
    /// An iOS nib whose one object is a view of `className` with the reuse identifier `reuse`.
    static func viewNib(_ className: String, reuse: String) -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 the view, 3 its reuse identifier, 4 the nib's objects.
        writer.addObject(class: "NSObject", [("UINibTopLevelObjectsKey", .object(1)), ("UINibObjectsKey", .object(4))])
        writer.addObject(class: "NSArray", [("UINibEncoderEmptyKey", .object(2))])
        writer.addObject(class: className, [("UIReuseIdentifier", .object(3))])
        writer.addString(reuse)
        writer.addObject(class: "NSArray", [("UINibEncoderEmptyKey", .object(2))])
        return writer.bytes
    }

    /// A collection view with a cell, a footer and a header, in that order in its tables.
    static func collectionNib() -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 objects, 2 collection view, 3 cell table, 4 supplementary table, 5–7 nibs, 8–10 their data,
        // 11–13 keys.
        writer.addObject(class: "NSObject", [("UINibTopLevelObjectsKey", .object(1)), ("UINibObjectsKey", .object(1))])
        writer.addObject(class: "NSArray", [("UINibEncoderEmptyKey", .object(2))])
        writer.addObject(class: "UICollectionView", [("UICollectionViewCellNibDict", .object(3)),
                                                     ("UICollectionViewSupplementaryViewNibDict", .object(4))])
        writer.addObject(class: "NSDictionary", [("UINibEncoderEmptyKey", .object(11)), ("UINibEncoderEmptyKey", .object(5))])
        writer.addObject(class: "NSDictionary", [("UINibEncoderEmptyKey", .object(12)), ("UINibEncoderEmptyKey", .object(6)),
                                                 ("UINibEncoderEmptyKey", .object(13)), ("UINibEncoderEmptyKey", .object(7))])
        for data in 8...10 { writer.addObject(class: "UINib", [("archiveData", .object(data))]) }
        writer.addObject(class: "NSData", [("NS.bytes", .data(viewNib("UICollectionViewCell", reuse: "Cell")))])
        writer.addObject(class: "NSData", [("NS.bytes", .data(viewNib("UICollectionReusableView", reuse: "Footer")))])
        writer.addObject(class: "NSData", [("NS.bytes", .data(viewNib("UICollectionReusableView", reuse: "Header")))])
        writer.addString("Cell")
        writer.addString("UICollectionElementKindSectionFooter/Footer")
        writer.addString("UICollectionElementKindSectionHeader/Header")
        return writer.bytes
    }

    @Test func headerAndFooterAreTheCollectionViewsKeyedViews() throws {
        let document = try NIBReader().read(Self.collectionNib(), path: "Moments.nib")
        let collection = try #require(document.allElements.first { document.name(of: $0) == "collectionView" })
        let children = Array(document.children(of: collection))
        #expect(children.map { document.name(of: $0) } == ["cells", "collectionReusableView", "collectionReusableView"])
        #expect(children.dropFirst().map { document.attribute("key", of: $0) } == ["sectionHeaderView", "sectionFooterView"])
        #expect(children.dropFirst().map { document.attribute("reuseIdentifier", of: $0) } == ["Header", "Footer"])
        let cell = try #require(Array(document.children(of: children[0])).first)
        #expect(document.attribute("reuseIdentifier", of: cell) == "Cell")
        // Each nested nib's ids are its own: none is given twice.
        let ids = document.allElements.compactMap { document.attribute("id", of: $0) }
        #expect(Set(ids).count == ids.count)
    }
}
