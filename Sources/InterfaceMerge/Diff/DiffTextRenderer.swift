/// Renders an ``InterfaceDiff`` for people: a heading per scene or top-level object, under it one line per object
/// (`+` added, `-` removed, `~` changed or moved), an object's several changes indented under it, and a last line
/// counting the noise left out.
///
/// ```
/// scene "Login" [Abc-12-xyz]
///   ~ label "Welcome back" [abc-de-fgh]: text "Welcome" → "Welcome back"
///   + button "Forgot?" [xyz-12-abc] in stackView [st1-ab-cde]
///   ~ view [8bC-Xf-vdC]
///       + constraint titleLabel.leading = superview.leading + 20 [c1d-ab-123]
///       ~ backgroundColor: white 1 → systemBackgroundColor
/// 12 noise changes hidden (10 frames and sizes, 2 tool versions); --all shows them
/// ```
struct DiffTextRenderer {
    let diff: InterfaceDiff

    func render() -> String {
        var output = ""
        let diff = Self.oneLine(diff)
        if let note = diff.note {
            output += "note: \(note)\n"
            return output + (diff.lineDiff ?? "")
        }
        for group in diff.groups { output += render(group) }
        if diff.hiddenNoise > 0 { output += noiseLine() + "\n" }
        return output
    }

    // MARK: Groups and objects

    private func render(_ group: InterfaceDiff.Group) -> String {
        let title = group.id.map { "\(group.title) [\($0)]" } ?? group.title
        let mark = group.status == .added ? "+ " : group.status == .removed ? "- " : ""
        // A top-level object added or removed whole is one line.
        if group.changes.count == 1, let only = group.changes.first, only.id == group.id,
           only.kind == .objectAdded || only.kind == .objectRemoved {
            return mark + title + (only.detail.map { " (\($0))" } ?? "") + noiseSuffix(only) + "\n"
        }
        var output = mark + title + "\n"
        var start = 0
        let changes = group.changes
        while start < changes.count {
            let head = headline(changes[start])
            var end = start + 1
            while end < changes.count, headline(changes[end]) == head { end += 1 }
            output += head == title ? changes[start..<end].map { "  " + line($0, under: head) + noiseSuffix($0) + "\n" }.joined()
                                    : render(changes[start..<end], under: head)
            start = end
        }
        return output
    }

    /// The object a change is listed under: the holder of a constraint, the source of a connection, else the object.
    private func headline(_ change: InterfaceDiff.Change) -> String {
        switch change.kind {
        case .objectAdded, .objectRemoved, .objectMoved: return named(change)
        default: return change.owner ?? named(change)
        }
    }

    private func named(_ change: InterfaceDiff.Change) -> String {
        change.id.map { "\(change.object) [\($0)]" } ?? change.object
    }

    private func render(_ changes: ArraySlice<InterfaceDiff.Change>, under head: String) -> String {
        if changes.count == 1, let change = changes.first, let line = singleLine(change, head) {
            return "  " + line + noiseSuffix(change) + "\n"
        }
        var output = "  \(headMark(changes)) \(head)\n"
        for change in changes { output += "      " + line(change, under: head) + noiseSuffix(change) + "\n" }
        return output
    }

    /// `+` when everything under a heading was added, `-` when removed, else `~`.
    private func headMark(_ changes: ArraySlice<InterfaceDiff.Change>) -> String {
        if changes.allSatisfy({ $0.kind == .objectAdded }) { return "+" }
        if changes.allSatisfy({ $0.kind == .objectRemoved }) { return "-" }
        return "~"
    }

    /// The one-line form of an object's only change, where it has one.
    private func singleLine(_ change: InterfaceDiff.Change, _ head: String) -> String? {
        switch change.kind {
        case .objectAdded:
            return "+ \(head)" + (change.owner.map { " in \($0)" } ?? "") + (change.detail.map { " (\($0))" } ?? "")
        case .objectRemoved:
            return "- \(head)" + (change.owner.map { " from \($0)" } ?? "") + (change.detail.map { " (\($0))" } ?? "")
        case .objectMoved:
            return "~ \(head) moved from \(change.old ?? "?") to \(change.new ?? "?")"
        case .attributeChanged, .textChanged, .valueChanged:
            guard change.old != nil, change.new != nil, head == named(change) else { return nil }
            return "~ \(head): \(change.detail.map { "\($0) " } ?? "")\(value(change.old, change)) → \(value(change.new, change))"
        case .childrenReordered:
            return "~ \(head): \(change.detail ?? "children") reordered: \(change.new ?? "")"
        default:
            return nil
        }
    }

    /// A change's line under its object's heading.
    private func line(_ change: InterfaceDiff.Change, under head: String) -> String {
        let id = change.id.map { " [\($0)]" } ?? ""
        switch change.kind {
        case .objectAdded:
            return "+ added" + (change.owner.map { " in \($0)" } ?? "") + (change.detail.map { " (\($0))" } ?? "")
        case .objectRemoved:
            return "- removed" + (change.owner.map { " from \($0)" } ?? "") + (change.detail.map { " (\($0))" } ?? "")
        case .objectMoved:
            return "~ moved from \(change.old ?? "?") to \(change.new ?? "?")"
        case .attributeChanged, .textChanged, .valueChanged:
            // On a constraint or connection listed under its holder or source: `~ action logIn: eventType a → b`.
            if head != named(change) {
                let what = [change.object, change.detail].compactMap { $0 }.joined(separator: " ")
                switch (change.old, change.new) {
                case (nil, let new?): return "+ \(what) \(value(new, change))"
                case (let old?, nil): return "- \(what) \(value(old, change))"
                default: return "~ \(what) \(value(change.old, change)) → \(value(change.new, change))"
                }
            }
            // An element with nothing in it (`<animations/>`) is shown by its name alone.
            let detail = change.detail ?? ""
            let bare = change.kind == .valueChanged && (change.old ?? change.new) == detail.split(separator: ".").last.map(String.init)
            switch (change.old, change.new) {
            case (nil, let new?): return "+ " + (bare ? detail : detailPrefix(change) + value(new, change))
            case (let old?, nil): return "- " + (bare ? detail : detailPrefix(change) + value(old, change))
            default: return "~ \(detailPrefix(change))\(value(change.old, change)) → \(value(change.new, change))"
            }
        case .childrenReordered:
            return "~ \(change.detail ?? "children") reordered: \(change.new ?? "")"
        case .constraintAdded:
            return "+ constraint \(change.new ?? "?")\(id)"
        case .constraintRemoved:
            return "- constraint \(change.old ?? "?")\(id)"
        case .constraintChanged:
            return "~ constraint \(change.old ?? "?") → \(change.new ?? "?")\(id)"
        // A connection's own id is left to the JSON: its destination's id is the one a person looks for.
        case .connectionAdded:
            return "+ \(change.object) → \(change.new ?? "?")"
        case .connectionRemoved:
            return "- \(change.object) → \(change.old ?? "?")"
        case .connectionRetargeted:
            return "~ \(change.object): \(change.old ?? "nothing") → \(change.new ?? "nothing")"
        }
    }

    /// `detail: `, or nothing when the change is to the object as a whole.
    private func detailPrefix(_ change: InterfaceDiff.Change) -> String {
        guard let detail = change.detail, !detail.isEmpty else { return "" }
        return detail + ": "
    }

    /// A value as shown: texts quoted (escapes for quotes and newlines), empty values as `""`.
    private func value(_ text: String?, _ change: InterfaceDiff.Change) -> String {
        guard let text else { return "(none)" }
        if change.kind == .textChanged || text.isEmpty { return ValueText.quoted(text) }
        return text
    }

    private func noiseSuffix(_ change: InterfaceDiff.Change) -> String {
        change.noise.map { "  (noise: \($0.rawValue))" } ?? ""
    }

    /// The diff with line breaks in names and values written `\n`, so that each change stays on one line (texts are
    /// quoted with their escapes already).
    private static func oneLine(_ diff: InterfaceDiff) -> InterfaceDiff {
        func clean(_ text: String?) -> String? {
            guard let text, text.contains(where: \.isNewline) else { return text }
            return text.replacingOccurrences(of: "\r\n", with: "\\r\\n").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
        }
        var copy = diff
        for group in copy.groups.indices {
            copy.groups[group].title = clean(copy.groups[group].title) ?? ""
            for index in copy.groups[group].changes.indices {
                var change = copy.groups[group].changes[index]
                change.object = clean(change.object) ?? ""
                change.owner = clean(change.owner)
                change.detail = clean(change.detail)
                if change.kind != .textChanged {
                    change.old = clean(change.old)
                    change.new = clean(change.new)
                }
                copy.groups[group].changes[index] = change
            }
        }
        return copy
    }

    // MARK: Noise

    /// `12 noise changes hidden (10 frames and sizes, 2 tool versions); --all shows them`.
    private func noiseLine() -> String {
        let kinds = InterfaceDiff.Noise.allCases.compactMap { kind -> String? in
            guard let count = diff.hiddenNoiseByKind[kind.rawValue], count > 0 else { return nil }
            return "\(count) \(kind.summary(count))"
        }
        let count = diff.hiddenNoise
        return "\(count) noise change\(count == 1 ? "" : "s") hidden (\(kinds.joined(separator: ", "))); --all shows them"
    }
}
