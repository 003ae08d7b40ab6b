import UIDescription

extension LayoutBuilder {
    /// The connection short forms of an object, and the list of the other connections.
    func connectionMembers(_ connections: ElementID, owner: ElementID) -> [LayoutValue.Member] {
        let ownerName = namer.name(of: owner) ?? namer.namedAncestor(of: owner) ?? ""
        var outlets: [(String, String, String)] = []
        var collections: [(String, [String], [String])] = []
        var actions: [(String, String)] = []
        var others: [LayoutValue] = []
        var otherElements: [ElementID] = []
        var seenOutlets: Set<String> = []
        for child in document.children(of: connections) {
            guard anonymous[Int(child.index)], let form = connectionForm(of: child, naming: namer.name(of:)),
                  let id = document.id(of: child) else {
                others.append(elementValue(child, context: .item(defaultKind: nil)))
                otherElements.append(child)
                continue
            }
            switch form.member {
            case MemberNames.outlets where !seenOutlets.contains(form.key):
                seenOutlets.insert(form.key)
                outlets.append((form.key, form.text, id))
            case MemberNames.outletCollections:
                if let index = collections.firstIndex(where: { $0.0 == form.key }) {
                    collections[index].1.append(form.text)
                    collections[index].2.append(id)
                } else {
                    collections.append((form.key, [form.text], [id]))
                }
            case MemberNames.actions:
                actions.append((form.text, id))
            default:
                others.append(elementValue(child, context: .item(defaultKind: nil)))
                otherElements.append(child)
            }
        }
        // The other connections in the order the reader gives them back (Interface Builder's).
        others = others.enumerated().sorted { lhs, rhs in
            let left = ConnectionOrder.sortKey(of: otherElements[lhs.offset], in: document)
            let right = ConnectionOrder.sortKey(of: otherElements[rhs.offset], in: document)
            return left == right ? lhs.offset < rhs.offset : left.utf8.lexicographicallyPrecedes(right.utf8)
        }.map(\.element)
        var members: [LayoutValue.Member] = []
        if !outlets.isEmpty {
            outlets.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            for (property, _, id) in outlets { addID(key: "\(ownerName)/outlets/\(property)", id: id) }
            members.append(LayoutValue.Member(name: MemberNames.outlets,
                                              value: .object(outlets.map { LayoutValue.Member(name: $0.0, value: .string($0.1)) })))
        }
        if !collections.isEmpty {
            collections.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
            for (property, destinations, collectionIDs) in collections {
                for (destination, id) in zip(destinations, collectionIDs) {
                    addID(key: "\(ownerName)/outletCollections/\(property)/\(destination)", id: id)
                }
            }
            members.append(LayoutValue.Member(name: MemberNames.outletCollections, value: .object(collections.map {
                LayoutValue.Member(name: $0.0, value: .array($0.1.map(LayoutValue.string), block: false))
            })))
        }
        if !actions.isEmpty {
            let sorted = actions.enumerated().sorted { lhs, rhs in
                lhs.element.0 == rhs.element.0 ? lhs.offset < rhs.offset : lhs.element.0.utf8.lexicographicallyPrecedes(rhs.element.0.utf8)
            }.map(\.element)
            for (text, id) in sorted { addID(key: "\(ownerName)/actions/\(text)", id: id) }
            members.append(LayoutValue.Member(name: MemberNames.actions, value: .array(sorted.map { .string($0.0) }, block: false)))
        }
        if !others.isEmpty || members.isEmpty {
            members.append(LayoutValue.Member(name: MemberNames.connections, value: .array(others, block: !others.isEmpty)))
        }
        return members
    }
}
