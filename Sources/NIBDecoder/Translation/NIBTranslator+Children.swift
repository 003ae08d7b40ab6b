import UIDescription

/// Where an object's children go: by the members that hold them, by their archived parents, in static table
/// sections, and out of nibs nested in the nib (prototype cells).
extension NIBTranslator {
    // MARK: Children

    /// Writes the object's children: the objects its members hold (arrays of them in a wrapper element), in member
    /// order, each placed by the member's key; on macOS only the objects whose archived parent it is, then those of
    /// its children no member holds.
    func writeChildren<Sink: TranslatedElementSink>(of object: Int, depth: Int, consumed: inout KeySet, into sink: inout Sink) throws {
        // Read once: each read through `self` would retain and release them.
        let graph = graph, keyRoles = keyRoles
        let parents = contents.parents
        func isChild(_ candidate: Int) -> Bool {
            guard contents.objectSet.contains(candidate), !placed.contains(candidate), !isPlumbing(candidate) else { return false }
            if topLevelSet.contains(candidate) || separatedControllers.contains(candidate) { return false }
            if let parents { return parents[candidate] == object }
            return true
        }
        // A wrapper written last stays open (`openWrapper` names it): a macOS child the parent table places in a
        // wrapper of that name goes into it, as into the source's one list.
        var openWrapper: String?
        func closeWrapper() throws {
            if openWrapper != nil { try sink.endElement() }
            openWrapper = nil
        }
        // Objects a keyed member holds go under that key even when a list holds them too (a scroll view's clip
        // view and scrollers are also its subviews).
        var keyed = ObjectSet(capacity: 0)
        // Children archived per trait collection (a nib with size classes) join the list of their member.
        var traitChildren = traitStorageChildren.isEmpty ? [] : traitStorageChildren[object] ?? []
        func takeTraitChildren(of key: String, after items: [Int]) -> [Int] {
            guard !traitChildren.isEmpty else { return [] }
            var seen = ObjectSet(items, capacity: graph.objects.count)
            var taken: [Int] = []
            for (member, objects) in traitChildren where member == key {
                for candidate in objects where !keyed.contains(candidate) && isChild(candidate) && seen.insert(candidate).inserted {
                    taken.append(candidate)
                }
            }
            traitChildren.removeAll { $0.member == key }
            return taken
        }
        let members = graph.members(of: object)
        for member in members where keyRoles[Int(member.key)].contains(.placement) && !keyRoles[Int(member.key)].contains(.backReference) {
            if case .object(let target) = member.value, let known = keyFacts(member.key).placement, known.wrapper == nil {
                keyed.insert(target)
            }
        }
        for member in members where !keyRoles[Int(member.key)].contains(.backReference) {
            guard case .object(let target) = member.value else { continue }
            let facts = keyFacts(member.key), key = graph.keyName(member.key)
            let known = facts.placement
            // Without a parent table (iOS), only members the vocabulary names place children.
            if parents == nil && known == nil { continue }
            // A member whose key is no identifier (a damaged nib) names no element.
            if known == nil && !keyRoles[Int(member.key)].contains(.identifier) { continue }
            // An object the nib does not list as one of Interface Builder's (a table column's header cell) is placed
            // when the vocabulary names the member that holds it.
            let isUnlistedPart = !contents.objectSet.contains(target) && known != nil && known?.wrapper == nil
                && !placed.contains(target) && !classFacts(of: target).isCollection
            if isChild(target) || isUnlistedPart {
                placed.insert(target)
                consumed.insert(member.key)
                let placement = known ?? ArchiveVocabulary.Placement(key: NIBVocabulary.memberName(key))
                try closeWrapper()
                if let wrapper = placement.wrapper {
                    try sink.startElement(wrapper, offset: graph.objects[target].offset)
                    openWrapper = wrapper
                    try writeElement(for: target, placement: ArchiveVocabulary.Placement(elementName: placement.elementName),
                                     depth: depth + 2, parent: object, into: &sink)
                } else {
                    try writeElement(for: target, placement: placement, depth: depth + 1, parent: object, into: &sink)
                }
            } else if !contents.objectSet.contains(target), classFacts(of: target).isCollection {
                var items = graph.items(of: target).compactMap { item -> Int? in
                    guard case .object(let index) = item, !keyed.contains(index), isChild(index),
                          !(key == "UIItems" && controllerBarItems.contains(index)) else { return nil }
                    return index
                }
                items += takeTraitChildren(of: key, after: items)
                guard !items.isEmpty else { continue }
                consumed.insert(member.key)
                let wrapper = known?.wrapper ?? known?.key ?? NIBVocabulary.memberName(key)
                let itemPlacement = ArchiveVocabulary.Placement(elementName: known?.elementName)
                try closeWrapper()
                try sink.startElement(wrapper, offset: graph.objects[target].offset)
                if wrapper == "cells" {
                    // A matrix's cells are archived row by row, and written column by column.
                    var cells = TranslatedTreeSink()
                    for item in items where placed.insert(item).inserted {
                        try writeElement(for: item, placement: itemPlacement, depth: depth + 2, parent: object, into: &cells)
                    }
                    for column in matrixColumns(cells.roots, of: object) { try sink.append(column) }
                } else {
                    // An item placed meanwhile, below an earlier item (objects in a cycle), stays where it is.
                    for item in items where placed.insert(item).inserted {
                        try writeElement(for: item, placement: itemPlacement, depth: depth + 2, parent: object, into: &sink)
                    }
                }
                openWrapper = wrapper
            }
        }
        // Children archived per trait collection whose member the object does not have.
        for member in traitChildren.map(\.member) {
            let items = takeTraitChildren(of: member, after: [])
            guard !items.isEmpty else { continue }
            try closeWrapper()
            let placement = ArchiveVocabulary.placements[member]
            try sink.startElement(placement?.wrapper ?? placement?.key ?? NIBVocabulary.memberName(member), offset: graph.objects[items[0]].offset)
            for item in items where placed.insert(item).inserted {
                try writeElement(for: item, placement: ArchiveVocabulary.Placement(elementName: placement?.elementName),
                                 depth: depth + 2, parent: object, into: &sink)
            }
            try sink.endElement()
        }
        // macOS: the children no member holds (the parent table has them), as the archive records them.
        for child in childrenByParent.children(of: object)
        where !placed.contains(child) && !topLevelSet.contains(child) && !separatedControllers.contains(child) {
            guard !isPlumbing(child) else { continue }
            placed.insert(child)
            let placement = ArchiveVocabulary.recordPlacement(childClass: frameworkClass(of: child), parentClass: frameworkClass(of: object))
            if let wrapper = placement?.wrapper {
                if openWrapper != wrapper {
                    try closeWrapper()
                    try sink.startElement(wrapper, offset: graph.objects[child].offset)
                    openWrapper = wrapper
                }
                try writeElement(for: child, placement: nil, depth: depth + 2, parent: object, into: &sink)
            } else {
                try closeWrapper()
                try writeElement(for: child, placement: placement, depth: depth + 1, parent: object, into: &sink)
            }
        }
        try closeWrapper()
    }

    /// Whether `object` is wiring ibtool adds (a view controller's layout guides), or a constraint that ties a view
    /// to such wiring: neither has an element in the source.
    func isPlumbing(_ object: Int) -> Bool {
        guard graph.objects.indices.contains(object) else { return false }
        if classFacts(of: object).isPlumbing { return true }
        let firstItemKey = graph.key(.firstItem), secondItemKey = graph.key(.secondItem)
        guard firstItemKey != nil || secondItemKey != nil else { return false }
        for member in graph.members(of: object) where member.key == firstItemKey || member.key == secondItemKey {
            if case .object(let item) = member.value, graph.objects.indices.contains(item), classFacts(of: item).isPlumbing { return true }
        }
        return false
    }

    /// The framework class of an object: a class swapper's original class.
    func frameworkClass(of object: Int) -> String {
        NIBVocabulary.classSwap(of: object, in: graph)?.originalClass ?? graph.className(of: object)
    }

    /// A matrix's cells, archived row by row, as the document format's `<column>`s.
    func matrixColumns(_ cells: [Element], of matrix: Int) -> [Element] {
        let rows = graph.number(.matrixRows, of: matrix).flatMap(NIBVocabulary.integer) ?? cells.count
        let columns = graph.number(.matrixColumns, of: matrix).flatMap(NIBVocabulary.integer) ?? 1
        let offset = cells.first?.offset ?? graph.objects[matrix].offset
        guard rows > 0, columns > 0, rows.multipliedReportingOverflow(by: columns) == (cells.count, false) else {
            return [Element(name: "column", children: cells, offset: offset)]
        }
        return (0..<columns).map { column in
            Element(name: "column", children: (0..<rows).map { cells[$0 * columns + column] }, offset: cells[column].offset)
        }
    }

    // MARK: Static tables

    /// Writes a static table's data source (`UITableViewDataSource`), which the nib archives as an object of its
    /// own: its sections, with their titles and each row's cell, as the source writes them under the table view.
    func writeStaticSections<Sink: TranslatedElementSink>(of tableView: Int, depth: Int, consumed: inout KeySet,
                                                          into sink: inout Sink) throws {
        guard let dataSource = (staticDataSources.isEmpty ? nil : staticDataSources[tableView]) ?? graph.object(.dataSource, of: tableView),
              graph.classIdentity(of: dataSource) == .staticTableDataSource else { return }
        placed.insert(dataSource)
        let sections = graph.objectItems(.tableSections, of: dataSource)
        guard !sections.isEmpty else { return }
        try sink.startElement("sections", offset: graph.objects[dataSource].offset)
        for section in sections {
            placed.insert(section)
            let offset = graph.objects[section].offset
            try sink.startElement("tableViewSection", offset: offset)
            for (key, attribute) in NIBVocabulary.sectionTitles {
                if let title = graph.string(key, of: section), !title.isEmpty { try sink.addAttribute(attribute, title) }
            }
            try sink.addAttribute("id", id(of: section))
            var hasCells = false
            for row in graph.objectItems(.tableSectionRows, of: section) {
                placed.insert(row)
                guard let cell = graph.object(.tableRowCell, of: row), !placed.contains(cell) else { continue }
                placed.insert(cell)
                if !hasCells {
                    try sink.startElement("cells", offset: offset)
                    hasCells = true
                }
                try writeElement(for: cell, placement: nil, depth: depth + 4, parent: tableView, into: &sink)
            }
            if hasCells { try sink.endElement() }
            try sink.endElement()
        }
        try sink.endElement()
    }

    // MARK: Nested nibs

    /// A translator for a nib nested in this one (a data value holding a NIBArchive or keyed archive), one level deeper;
    /// an error in it is this file's, at the offset of the nested nib plus its own, `described` as what it is.
    private func nestedTranslator(_ bytes: ArraySlice<UInt8>, described: String, idPrefix: String) throws -> NIBTranslator {
        let nested: NibContents
        do {
            nested = try NibContents(graph: CompiledNib.graph(of: Array(bytes), path: path, limits: limits), path: path)
        } catch let error as UIDescriptionError {
            throw UIDescriptionError(error.kind, "in \(described) archived at byte \(bytes.startIndex): \(error.message)",
                                     at: .binary(file: path, offset: bytes.startIndex + (error.location?.offset ?? 0)))
        }
        let translator = NIBTranslator(contents: nested, path: path, limits: limits, idPrefix: idPrefix)
        translator.nestingLevel = nestingLevel + 1
        translator.keepsArchivedValues = keepsArchivedValues
        translator.omittedNibNames = omittedNibNames
        return translator
    }

    /// The top-level elements of a nested nib's `translator`, its offsets (the blob's) moved to where the nib is in this
    /// file (`start`); what it left out, and whether it named modules or sent `perform:`, join this nib's.
    private func elementsOfNested(_ translator: NIBTranslator, depth: Int, at start: Int) throws -> [Element] {
        var elements = try translator.topLevelElements(depth: depth)
        for index in elements.indices { elements[index].place(inSegment: 0, shiftingOffsetsBy: start) }
        leftOut += translator.leftOut
        hasCustomModules = hasCustomModules || translator.hasCustomModules
        hasPerformActions = hasPerformActions || translator.hasPerformActions
        images.merge(translator.images) { first, _ in first }
        return elements
    }

    /// Where the bytes of a data member are: inline data (`NSData` in a keyed archive), or a data object's
    /// (`NSMutableData`'s `NS.data`, a NIBArchive's `NS.bytes`).
    private func dataRange(_ value: Value?) -> ArchivedObjectGraph.ByteRange? {
        switch value {
        case .data(let range): return range
        case .object(let data):
            guard case .data(let range) = graph.member(.mutableDataBytes, of: data) ?? graph.member(.stringBytes, of: data) else { return nil }
            return range
        default: return nil
        }
    }

    /// A view-based table's cell views that the nib keeps only as nibs of their own (`NSTableViewArchivedReusableViewsKey`:
    /// reuse identifier → `NSNib` whose `NSNibFileData` is a NIBArchive or, before Xcode 13, a keyed archive), translated,
    /// each in a `<prototypeCellViews>` by its identifier, which the source gives the table column it puts them under.
    /// A nib that also archives the cell views in place, below the columns (measured: some NIBArchives do), is read
    /// there only; the few bytes some nibs keep as the nested nib are passed over.
    func reusableCellViews(of table: Int, depth: Int, consumed: inout KeySet) throws -> [String: Element] {
        guard let dictionary = graph.object(.reusableViews, of: table) else { return [:] }
        // Cell views in place: a column's children other than its header and data cells.
        for column in graph.objectItems(.tableColumns, of: table) {
            if childrenByParent.children(of: column).contains(where: { !frameworkClass(of: $0).hasSuffix("Cell") }) { return [:] }
        }
        guard nestingLevel < NIBVocabulary.maximumNibNesting else {
            leftOut.append("cell view nibs nested more than \(NIBVocabulary.maximumNibNesting) deep")
            return [:]
        }
        var views: [String: Element] = [:]
        for (index, (reuse, nib)) in graph.entries(of: dictionary).enumerated() {
            guard let identifier = graph.string(reuse), case .object(let nibObject) = nib,
                  let range = dataRange(graph.member(.nibFileData, of: nibObject)) else { continue }
            let bytes = graph.bytes(range)
            guard NIBReader.isCompiledNib(Array(bytes.prefix(16))) else { continue }
            let translator = try nestedTranslator(bytes, described: "the cell view nib \"\(identifier)\"", idPrefix: "\(idPrefix)v\(table)-\(index)-")
            var elements = try elementsOfNested(translator, depth: depth + 3, at: bytes.startIndex)
            // Its File's Owner, First Responder and Application stand for the table's nib's.
            elements.removeAll { ["-1", "-2", "-3"].contains($0.attribute("id") ?? "") }
            guard !elements.isEmpty else { continue }
            views[identifier] = Element(name: "prototypeCellViews", children: elements, offset: graph.objects[nibObject].offset)
        }
        if !views.isEmpty { consume(&consumed, .reusableViews) }
        return views
    }

    /// The prototype cells an iOS table or collection view archives as nibs of their own (reuse identifier →
    /// `UINib` whose `archiveData` is a NIBArchive), read and placed as the source places them (`<prototypes>`,
    /// `<cells>`), and a collection view's section header and footer (`<kind>/<reuse identifier>` → `UINib`), each
    /// under the collection view with the key of its kind. The nested nibs' placeholders stand for objects of this
    /// nib (the `…ExternalObjects` tables).
    func prototypes(of object: Int, depth: Int, consumed: inout KeySet) throws -> [Element] {
        guard hasPrototypeNibs else { return [] }
        var wrappers: [Element] = []
        for place in NIBVocabulary.prototypeNibs {
            let key = place.key
            guard let table = graph.object(key, of: object) else { continue }
            consume(&consumed, key, place.externalObjectsKey)
            guard nestingLevel < NIBVocabulary.maximumNibNesting else {
                leftOut.append("prototype nibs nested more than \(NIBVocabulary.maximumNibNesting) deep")
                continue
            }
            var externals: [String: [String: String]] = [:]
            if let externalTable = graph.object(place.externalObjectsKey, of: object) {
                for (reuse, objects) in graph.entries(of: externalTable) {
                    guard let reuse = graph.string(reuse), case .object(let dictionary) = objects else { continue }
                    for (identifier, target) in graph.entries(of: dictionary) {
                        guard let identifier = graph.string(identifier), case .object(let index) = target else { continue }
                        externals[reuse, default: [:]][identifier] = id(of: index)
                    }
                }
            }
            var wrapper = Element(name: place.wrapper ?? "", offset: graph.objects[table].offset)
            var supplementary: [(rank: Int, element: Element)] = []
            for (index, (reuse, nib)) in graph.entries(of: table).enumerated() {
                guard case .object(let nibObject) = nib, let range = dataRange(graph.member(.archiveData, of: nibObject)) else { continue }
                let bytes = graph.bytes(range)
                let reuseIdentifier = graph.string(reuse) ?? ""
                let translator = try nestedTranslator(bytes, described: "the prototype nib \"\(reuseIdentifier)\"",
                                                      idPrefix: "\(idPrefix)\(place.wrapper == nil ? "h" : "p")\(object)-\(index)-")
                let nested = translator.contents
                for top in nested.topLevel {
                    guard let identifier = nested.graph.string(.proxiedObjectIdentifier, of: top),
                          let known = externals[reuseIdentifier]?[identifier] else { continue }
                    translator.knownIDs[top] = known
                }
                let elements = try elementsOfNested(translator, depth: depth + 2, at: bytes.startIndex)
                    .filter { $0.name != "placeholder" }
                guard place.wrapper == nil else {
                    wrapper.children += elements
                    continue
                }
                // `<kind>/<reuse identifier>`: the view is the collection view's, keyed by its kind.
                let kind = reuseIdentifier.firstUTF8Range(of: "/").map { String(reuseIdentifier[..<$0.lowerBound]) } ?? reuseIdentifier
                let rank = NIBVocabulary.supplementaryViewKeys.firstIndex { $0.kind == kind } ?? NIBVocabulary.supplementaryViewKeys.count
                for var element in elements {
                    if element.attribute("key") == nil, rank < NIBVocabulary.supplementaryViewKeys.count {
                        element.attributes.insert(("key", NIBVocabulary.supplementaryViewKeys[rank].key), at: 0)
                    }
                    supplementary.append((rank, element))
                }
            }
            if place.wrapper == nil {
                wrappers += supplementary.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.element)
            } else if !wrapper.children.isEmpty {
                wrappers.append(wrapper)
            }
        }
        return wrappers
    }
}
