import XIBDecoder

/// Walks a whole ``NodeDocument`` through its public API and checks that it is consistent:
/// parents and children agree, positions lie inside the input, ids resolve to their elements.
enum DocumentConsistency {
    static func check(_ document: NodeDocument, inputSize: Int, limits: DocumentLimits) {
        FuzzCheck.require(document.elementCount >= 1, "a document without elements")
        FuzzCheck.require(document.elementCount <= limits.maximumElementCount, "more elements than the limit")
        FuzzCheck.require(document.parent(of: document.root) == nil, "the root has a parent")
        for element in document.allElements {
            _ = document.name(of: element)
            let location = document.location(of: element)
            if document.positionsAreByteOffsets {
                // A compiled nib's positions are byte offsets inside it.
                FuzzCheck.require(location.isBinary && (0...inputSize).contains(location.offset ?? -1), "element \(element.index) at \(location)")
            } else {
                FuzzCheck.require(location.line >= 1 && location.column >= 1, "element \(element.index) at \(location)")
            }
            FuzzCheck.require((0...inputSize * 2 + 4).contains(document.offset(of: element)),
                              "element \(element.index) at offset \(document.offset(of: element)) of \(inputSize)")
            FuzzCheck.require(document.depth(of: element) < limits.maximumDepth, "element \(element.index) nests too deep")
            var previous = element
            for child in document.children(of: element) {
                FuzzCheck.require(document.parent(of: child) == element, "child \(child.index) does not name its parent")
                FuzzCheck.require(child > previous, "children out of document order")
                previous = child
            }
            for (name, value) in document.attributes(of: element) {
                FuzzCheck.require(document.attribute(name, of: element) != nil, "attribute \(name) not found by name")
                FuzzCheck.require(value.utf8.count <= limits.maximumValueBytes, "an attribute value beyond the limit")
            }
            FuzzCheck.require(document.attributes(of: element).count <= limits.maximumAttributesPerElement,
                              "more attributes than the limit")
            FuzzCheck.require(document.text(of: element).utf8.count <= limits.maximumValueBytes, "a text beyond the limit")
            if let id = document.id(of: element) {
                FuzzCheck.require(document.attribute("id", of: element) == id, "id(of:) disagrees with attribute(\"id\")")
                let found = document.element(withID: id)
                FuzzCheck.require(found.map { document.id(of: $0) == id } ?? false, "element(withID:) misses \(id)")
            }
            if let key = document.key(of: element) {
                FuzzCheck.require(document.attribute("key", of: element) == key, "key(of:) disagrees with attribute(\"key\")")
            }
        }
        for duplicate in document.duplicateIDs {
            FuzzCheck.require(duplicate.elements.count > 1, "a duplicate id with one element")
            for element in duplicate.elements {
                FuzzCheck.require(document.id(of: element) == duplicate.id, "a duplicate id's element lacks it")
            }
        }
        let snapshot = Node(document: document, element: document.root)
        FuzzCheck.require(snapshot.allNodes.count == document.elementCount, "the Node snapshot misses elements")
    }
}
