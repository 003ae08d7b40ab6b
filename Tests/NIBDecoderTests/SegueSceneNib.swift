import TestSupport

/// A storyboard scene nib for the segue tests, as ibtool writes one: the File's Owner, a view controller whose view
/// holds a button, and a segue template the button performs (`perform:`), connected to the controller by the
/// template's `viewController` outlet.
enum SegueSceneNib {
    /// The scene with a template of class `templateClass` whose members are the strings `templateStrings` (key, value).
    static func bytes(templateClass: String, templateStrings: [(key: String, value: String)]) -> [UInt8] {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4 File's Owner, 5 controller, 6 view, 7 button,
        // 8 template, 9 the template's outlet to the controller, 10 the button's perform:, 11–14 the scene's strings
        // and the view's subviews, then the template's strings.
        writer.addUIKitRoot(topLevel: [4, 5], objects: [5, 6, 7, 8], connections: [9, 10])
        writer.addObject(class: "UIProxyObject", [("UIProxiedObjectIdentifier", .object(11))])
        writer.addObject(class: "UIViewController", [("UIView", .object(6))])
        writer.addObject(class: "UIView", [("UISubviews", .object(13))])
        writer.addObject(class: "UIButton", [])
        writer.addObject(class: templateClass, templateStrings.indices.map { (templateStrings[$0].key, .object(15 + $0)) })
        writer.addObject(class: "UIRuntimeOutletConnection", [("UILabel", .object(12)), ("UISource", .object(8)), ("UIDestination", .object(5))])
        writer.addObject(class: "UIRuntimeEventConnection", [("UILabel", .object(14)), ("UISource", .object(7)), ("UIDestination", .object(8)),
                                                             ("UIEventMask", .integer(64))])
        writer.addString("IBFilesOwner")
        writer.addString("viewController")
        writer.addArray([7])
        writer.addString("perform:")
        for string in templateStrings { writer.addString(string.value) }
        return writer.bytes
    }
}
