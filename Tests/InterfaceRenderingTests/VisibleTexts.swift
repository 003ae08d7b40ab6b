import UIDescription

/// The texts a reader of a file expects to see in its pictures: the `text`, `title`, `placeholder`,
/// `placeholderString`, `label`, `headerTitle` and `footerTitle` of its elements and the same keys as `<string>`
/// elements, read from the file's elements (not from the typed models the renderer uses).
enum VisibleTexts {
    static let attributeNames: Set<String> = ["text", "title", "placeholder", "placeholderString", "headerTitle", "footerTitle"]

    /// Left out: what Interface Builder does not draw on its canvas either (a view controller's title names its
    /// scene; the items of a closed pop-up menu; a back button's title; a view-based table's data cells; the titles
    /// of the states a button is not in; constraints' `placeholder` flags; titles of boxes, windows and image-only buttons that hide them; header
    /// titles of tables without a header view; the main menu's own title; prototype cells and predicate row templates;
    /// placeholders of fields that hold text; a controller's navigation item when its view has its own navigation bar).
    static func of(_ document: NodeDocument) -> [String] {
        var texts: [String] = []
        for element in document.allElements {
            let name = document.name(of: element)
            if skipped(element, name: name, in: document) { continue }
            let attributes = document.attributes(of: element)
            // A placeholder shows only while the field is empty.
            let hasText = attributes.contains { ($0.name == "text" || $0.name == "title") && !$0.value.trimmingSpaces.isEmpty }
                || document.children(of: element).contains { document.name(of: $0) == "string" && ["text", "title"].contains(document.key(of: $0) ?? "") }
            for (attribute, value) in attributes where attributeNames.contains(attribute) {
                if hasText, attribute == "placeholder" || attribute == "placeholderString" { continue }
                if !value.trimmingSpaces.isEmpty { texts.append(value) }
            }
            if name == "string", let key = document.key(of: element), attributeNames.contains(key) {
                var value = document.text(of: element)
                if document.attribute("base64-UTF8", of: element) == "YES" || document.attribute("type", of: element) == "base64-UTF8" {
                    value = Base64Text.decodeUTF8(value) ?? value
                }
                if !value.trimmingSpaces.isEmpty { texts.append(value) }
            }
        }
        return texts
    }

    private static func skipped(_ element: ElementID, name: String, in document: NodeDocument) -> Bool {
        if ["viewController", "tableViewController", "navigationController", "tabBarController", "collectionViewController",
            "splitViewController", "pageViewController", "windowController", "controller", "glanceController",
            "notificationController", "avPlayerViewController", "hostingController"].contains(name) { return true }
        // `placeholder="YES"` marks a constraint removed at build time.
        if name == "constraint" { return true }
        let ancestors = Array(document.ancestors(of: element))
        // A pop-up button's menu and items are not visible until it opens (the selected item's title is the cell's).
        if name == "menuItem" || name == "menu", ancestors.contains(where: { document.name(of: $0) == "popUpButtonCell" }) { return true }
        // A back button's title shows on the next screen, not on this one.
        if document.key(of: element) == "backBarButtonItem" { return true }
        // A view-based table draws its prototype cell views, not its columns' data cells.
        if document.key(of: element) == "dataCell",
           ancestors.contains(where: { ["tableView", "outlineView"].contains(document.name(of: $0))
               && document.attribute("viewBased", of: $0) == "YES" }) { return true }
        // A table without a header view keeps its columns' header titles unseen.
        if name == "tableHeaderCell",
           let scroll = ancestors.first(where: { document.name(of: $0) == "scrollView" }),
           !document.children(of: scroll).contains(where: { document.key(of: $0) == "headerView" }) { return true }
        // A button showing only its image keeps a title it does not show.
        if name == "buttonCell", document.attribute("imagePosition", of: element) == "only" { return true }
        // The main menu's own title names it in Interface Builder; the menu bar shows its items.
        if name == "menu", document.attribute("systemMenu", of: element) == "main" { return true }
        // A window shows its title in its title bar, unless it has none or hides the title.
        if name == "window" || name == "panel" {
            let styleMask = document.children(of: element).first { document.key(of: $0) == "styleMask" }
            if document.attribute("titleVisibility", of: element) == "hidden"
                || styleMask.map({ document.attribute("titled", of: $0) != "YES" }) == true { return true }
        }
        // A matrix's prototype cell and a predicate editor's row templates are patterns, not on screen.
        if document.key(of: element) == "prototype" { return true }
        if ancestors.contains(where: { document.name(of: $0) == "rowTemplates" }) { return true }
        // A controller's navigation item shows in a simulated bar, unless its view has a navigation bar of its own.
        if name == "navigationItem", document.key(of: element) == "navigationItem", let controller = document.parent(of: element),
           let view = document.children(of: controller).first(where: { document.key(of: $0) == "view" }),
           containsNavigationBar(view, in: document) { return true }
        // A box with `titlePosition="noTitle"` keeps a title it does not show.
        if name == "box", document.attribute("titlePosition", of: element) == "noTitle" { return true }
        // A button shows the title of the state it is in: selected, highlighted, disabled, else normal.
        if name == "state", let button = document.parent(of: element) {
            // With a configuration, the configuration's title is shown instead.
            if let configuration = document.firstChild(of: button, named: "buttonConfiguration"),
               document.attribute("title", of: configuration) != nil { return true }
            let shown = document.attribute("selected", of: button) == "YES" ? "selected"
                : document.attribute("highlighted", of: button) == "YES" ? "highlighted"
                : document.attribute("enabled", of: button) == "NO" ? "disabled" : "normal"
            let states = document.children(of: button).filter { document.name(of: $0) == "state" }
            let hasShown = states.contains { document.key(of: $0) == shown && document.attribute("title", of: $0) != nil }
            return document.key(of: element) != (hasShown ? shown : "normal")
        }
        return false
    }

    private static func containsNavigationBar(_ element: ElementID, in document: NodeDocument) -> Bool {
        for child in document.children(of: element) {
            if document.name(of: child) == "navigationBar" || containsNavigationBar(child, in: document) { return true }
        }
        return false
    }

    /// Text compared with whitespace runs (line breaks included) as single spaces.
    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}

extension String {
    var trimmingSpaces: String { VisibleTexts.normalized(self) }
}
