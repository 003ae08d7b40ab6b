import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A nib of Xcode 6 and 7 with size classes archives a view's subviews and constraints per trait collection: the
/// root's `UINibTraitStorageListsKey` lists `_UITraitStorageList`s whose `_UIRelationshipTraitStorage`s name a view
/// (`UIObject`), the relationship (`UIKeyPath` `traitStorageSubviews`, `traitStorageConstraints`) and its candidates
/// in the source's order (an `NSOrderedSet`), while the view's `UISubviews` hold only the layout guides. The source
/// lists them all under the view (regression: found on an outside app's compiled storyboard, whose text fields,
/// button and labels were objects at the top of the scene, without frames, beside ibtool's prototyping constraints).
@Suite struct TraitStorageTests {
    /// With the layout guides in the view's `UISubviews`, and with no `UISubviews` at all.
    @Test(arguments: [true, false])
    func subviewsArchivedPerTraitCollectionAreTheViewsSubviews(viewHasSubviewsMember: Bool) throws {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 view, 5 its UISubviews (a layout guide), 6 guide,
        // 7 text field, 8 label, 9 prototyping constraint, 10 trait storage lists, 11 list, 12 storages,
        // 13–14 storages, 15–16 key paths, 17–18 candidates.
        writer.addObject(class: "NSObject", [("UINibTopLevelObjectsKey", .object(1)), ("UINibObjectsKey", .object(2)),
                                             ("UINibConnectionsKey", .object(3)), ("UINibTraitStorageListsKey", .object(10))])
        writer.addArray([4])
        writer.addArray([4, 7, 8, 9])
        writer.addArray([])
        writer.addObject(class: "UIView", viewHasSubviewsMember ? [("UISubviews", .object(5))] : [("UIOpaque", .flag(true))])
        writer.addArray([6])
        writer.addObject(class: "_UILayoutGuide", [("UIHidden", .flag(true))])
        writer.addObject(class: "UITextField", [("UIPlaceholder", .object(19))])
        writer.addObject(class: "UILabel", [("UIText", .object(20))])
        writer.addObject(class: "NSIBPrototypingLayoutConstraint", [("NSFirstItem", .object(7)), ("NSFirstAttributeV2", .integer(7))])
        writer.addArray([11])
        writer.addObject(class: "_UITraitStorageList", [("UITopLevelObject", .object(4)), ("UITraitStorages", .object(12))])
        writer.addArray([13, 14])
        writer.addObject(class: "_UIRelationshipTraitStorage", [("UIObject", .object(4)), ("UIKeyPath", .object(15)),
                                                                ("UIRelationshipCandidates", .object(17))])
        writer.addObject(class: "_UIRelationshipTraitStorage", [("UIObject", .object(4)), ("UIKeyPath", .object(16)),
                                                                ("UIRelationshipCandidates", .object(18))])
        writer.addString("traitStorageSubviews")
        writer.addString("traitStorageConstraints")
        // The ordered set's members are numbered: the label second, though archived first.
        writer.addObject(class: "NSOrderedSet", [("NS.object.1", .object(8)), ("NS.object.0", .object(7))])
        writer.addObject(class: "NSOrderedSet", [("NS.object.0", .object(9))])
        writer.addString("Bill Amount")
        writer.addString("Label")
        let document = try NIBReader().read(writer.bytes, path: "Calculator.nib")

        let objects = try #require(document.firstChild(of: document.root, named: "objects"))
        let view = try #require(document.children(of: objects).first { document.name(of: $0) == "view" })
        let subviews = try #require(document.firstChild(of: view, named: "subviews"))
        #expect(document.children(of: subviews).map { document.name(of: $0) } == ["textField", "label"])
        #expect(document.children(of: subviews).map { document.attribute("placeholder", of: $0) } == ["Bill Amount", nil])
        // Nothing else at the top level; ibtool's prototyping constraints have no element in the source.
        #expect(document.children(of: objects).map { document.name(of: $0) } == ["view"])
        #expect(!document.allElements.contains { document.name(of: $0).contains("rototyping") })
    }
}
