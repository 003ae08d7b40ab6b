import UIDescription

/// Pass 1: every object's name and id. The walk reads each element's header (kept for pass 2) and declares its
/// name in ``LayoutIDs``, so that pass 2 can resolve a reference to an object that comes later in the file.
extension LayoutReader {
    mutating func collectNames(root: Int) throws {
        for (key, value) in tree.members(root) {
            let name = symbol(key).name
            switch name {
            case "format", "document", "ids", MemberNames.standalone: continue
            case "$items":
                try collectItems(value, defaultKind: vocabulary.defaultItemKind(forList: "document"), parentName: nil, depth: 1)
            default:
                switch tree.kind(value) {
                case .array: try collectItems(value, defaultKind: vocabulary.defaultItemKind(forList: name), parentName: nil, depth: 1)
                case .object: try collectNames(in: value, context: .rootChild(name: name), parentName: nil, depth: 1)
                default:
                    throw failure(.malformed("top-level member"),
                                  "the top-level member `\(name)` must be a list or an object (a child of the document)", at: tree.offset(key))
                }
            }
        }
    }

    private mutating func collectItems(_ array: Int, defaultKind: String?, parentName: String?, depth: Int) throws {
        guard tree.kind(array) == .array else {
            throw failure(.malformed("items"), "expected a list", at: tree.offset(array))
        }
        for item in tree.items(array) where tree.kind(item) == .object {
            try collectNames(in: item, context: .item(defaultKind: defaultKind), parentName: parentName, depth: depth + 1)
        }
    }

    /// `depth` counts elements (a list and its items are two levels, as in the XIB), so that the
    /// walk stops at the element depth limit, as the builder does, before using too much stack.
    private mutating func collectNames(in body: Int, context: Context, parentName: String?, depth: Int) throws {
        if depth >= limits.maximumDepth {
            throw LimitError(limit: .depth, value: limits.maximumDepth, offset: tree.offset(body))
        }
        let header = try header(of: body, context: context, parentName: parentName)
        cache.headers[body] = header
        if let name = header.name { try ids.declare(name, kind: header.kind, body: body, at: header.offset) }
        let inner = header.name ?? parentName
        for (key, value) in tree.members(body) {
            // Only objects and lists hold elements. A string, number, boolean or null member is an
            // attribute or a leaf, which pass 2 checks (with the same errors) when it emits it.
            let valueKind = tree.kind(value)
            guard valueKind == .object || valueKind == .array else { continue }
            switch try role(ofMember: key, value: value) {
            case .keyedElement:
                try collectNames(in: value, context: .keyed(key: symbol(key).name), parentName: inner, depth: depth + 1)
            case .list:
                try collectItems(value, defaultKind: vocabulary.defaultItemKind(forList: symbol(key).name), parentName: inner, depth: depth + 1)
            case .connectionList:
                try collectItems(value, defaultKind: nil, parentName: inner, depth: depth + 1)
            case .reserved where symbol(key).name == "$items":
                try collectItems(value, defaultKind: vocabulary.defaultItemKind(forList: header.kind), parentName: inner, depth: depth + 1)
            default:
                continue
            }
        }
    }
}
