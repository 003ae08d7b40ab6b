import UIDescription

/// What a compiled nib holds, found in its root object: the Interface Builder objects it archives, their parents,
/// the top-level objects, the File's Owner and the connections, for either platform.
///
/// - **macOS** (`IB.objectdata`, an `NSIBObjectData`): `NSRoot` is the File's Owner, `NSObjectsKeys` lists the
///   objects and `NSObjectsValues` each one's parent (the top-level objects' parent is the File's Owner),
///   `NSOidsKeys`/`NSOidsValues` their object ids, `NSConnections` the connectors.
/// - **iOS** (the root's `UINib…Key` members): `UINibObjectsKey` lists the objects, `UINibTopLevelObjectsKey` the
///   top-level ones (placeholders among them: `UIProxyObject`s), `UINibConnectionsKey` the runtime connections.
struct NibContents {
    let graph: ArchivedObjectGraph
    let platform: FrameworkPlatform
    /// The Interface Builder objects, in archived order.
    let objects: [Int]
    let objectSet: ObjectSet
    /// Each object's parent (macOS only).
    let parents: ObjectNumberTable?
    let topLevel: [Int]
    let filesOwner: Int?
    let connections: [Int]
    /// macOS object ids.
    let objectIDs: ObjectNumberTable

    /// - Throws: `UIDescriptionError` when the root holds neither layout.
    init(graph: ArchivedObjectGraph, path: String?) throws {
        self.graph = graph
        let root = graph.root
        guard graph.objects.indices.contains(root) else {
            throw NIBFormatError.error(format: graph.format, "the archive holds no objects", path: path, offset: 0)
        }
        if let data = graph.object(.objectData, of: root) {
            platform = .appKit
            filesOwner = graph.object(.appKitRoot, of: data)
            let keys = graph.objectItems(.appKitObjectsKeys, of: data)
            let values = graph.objectItems(.appKitObjectsValues, of: data)
            var parents = ObjectNumberTable(capacity: graph.objects.count)
            for (object, parent) in zip(keys, values) where object != parent { parents[object] = parent }
            var objects = keys
            if let owner = filesOwner, !keys.contains(owner) { objects.insert(owner, at: 0) }
            self.objects = objects
            self.parents = parents
            let owner = filesOwner
            topLevel = objects.filter { $0 == owner || parents[$0] == nil || parents[$0] == owner }
            connections = graph.objectItems(.appKitConnections, of: data)
            var ids = ObjectNumberTable(capacity: graph.objects.count)
            let oidKeys = graph.objectItems(.appKitOidsKeys, of: data)
            let oidValues = graph.object(.appKitOidsValues, of: data).map { graph.items(of: $0) } ?? []
            for (object, value) in zip(oidKeys, oidValues) {
                if let number = graph.number(value).flatMap(NIBVocabulary.integer) { ids[object] = number }
            }
            objectIDs = ids
        } else if graph.member(.nibObjects, of: root) != nil || graph.member(.nibTopLevelObjects, of: root) != nil {
            platform = .uiKit
            let listed = graph.objectItems(.nibObjects, of: root)
            let top = graph.objectItems(.nibTopLevelObjects, of: root)
            // The top-level objects the object list lacks (placeholders), found in a set of it: a search of the
            // list for each would grow with the product of their counts.
            let listedSet = ObjectSet(listed, capacity: graph.objects.count)
            objects = listed + top.filter { !listedSet.contains($0) }
            parents = nil
            topLevel = top
            filesOwner = top.first {
                graph.className(of: $0) == "UIProxyObject" && graph.string(.proxiedObjectIdentifier, of: $0) == "IBFilesOwner"
            }
            connections = graph.objectItems(.nibConnections, of: root)
            objectIDs = ObjectNumberTable(capacity: 0)
        } else {
            let keys = graph.members(of: root).map(graph.name).prefix(6).joined(separator: ", ")
            throw NIBFormatError.error(format: graph.format,
                                       "the root object has neither IB.objectdata (macOS) nor UINibObjectsKey (iOS); its members are \(keys.isEmpty ? "none" : keys)",
                                       path: path, offset: graph.objects[root].offset)
        }
        objectSet = ObjectSet(objects, capacity: graph.objects.count)
    }
}
