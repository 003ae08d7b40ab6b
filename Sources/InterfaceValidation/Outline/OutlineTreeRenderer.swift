extension InterfaceOutline {
    /// The outline as indented text, one object or connection per line:
    ///
    /// ```
    /// Samples/Inbox/Inbox.storyboard: storyboard, uiKit, 3 scenes, initial view controller Nv2-Rk-8aQ
    /// scene Sc1-Ab-9xY
    ///   viewController Ib4-Vc-6dS: InboxViewController (module Sample), identifier "Inbox"  [line 30]
    ///     outlet tableView → `tableView` Tb6-Lm-0qW (UITableView)
    /// ```
    public func renderTree(paths: PathDisplay = PathDisplay(base: nil)) -> String {
        var lines: [String] = []
        var header = "\(paths.display(file)): \(documentKind), \(platform)"
        if documentKind == "storyboard" { header += ", \(scenes.count) scene\(scenes.count == 1 ? "" : "s")" }
        if let initialViewController { header += ", initial view controller \(initialViewController)" }
        lines.append(header)
        for scene in scenes {
            var indent = ""
            if let sceneID = scene.sceneID {
                lines.append("scene \(sceneID)")
                indent = "  "
            }
            for object in scene.objects { append(object, indent: indent, to: &lines) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func append(_ object: ObjectOutline, indent: String, to lines: inout [String]) {
        var line = indent + object.kind + (object.id.map { " \($0)" } ?? "")
        var facts: [String] = []
        if object.role != "object" { facts.append(roleName(object.role)) }
        if let customClass = object.customClass {
            facts.append(customClass + (object.customModule.map { " (module \($0))" } ?? ""))
        } else if let className = object.className {
            facts.append(className)
        }
        if let label = object.label, label != roleName(object.role) { facts.append("label \"\(label)\"") }
        if let identifier = object.identifier { facts.append("identifier \"\(identifier)\"") }
        if let title = object.title { facts.append("\"\(title)\"") }
        if !facts.isEmpty { line += ": " + facts.joined(separator: ", ") }
        line += object.byteOffset.map { "  [byte \($0)]" } ?? "  [line \(object.line)]"
        lines.append(line)
        let inner = indent + "  "
        for outlet in object.outlets {
            let kind = outlet.kind == "outletCollection" ? "outlet collection" : "outlet"
            lines.append(inner + "\(kind) \(outlet.name) → \(target(outlet))")
        }
        for action in object.actions {
            let event = action.event.map { " on \($0)" } ?? ""
            lines.append(inner + "action \(action.name)\(event) → \(target(action))")
        }
        for segue in object.segues {
            var text = inner + "segue \(segue.name)"
            if let identifier = segue.identifier { text += " \"\(identifier)\"" }
            if let selector = segue.selector { text += " (\(selector))" }
            lines.append(text + " → \(target(segue))")
        }
        for child in object.children { append(child, indent: inner, to: &lines) }
    }

    private func target(_ connection: ConnectionOutline) -> String {
        connection.destinationDescription ?? "missing id \(connection.destination ?? "?")"
    }

    private func roleName(_ role: String) -> String {
        switch role {
        case "filesOwner": "File's Owner"
        case "firstResponder": "First Responder"
        case "application": "Application"
        case "exit": "Exit"
        case "storyboardReference": "storyboard reference"
        default: role
        }
    }
}
