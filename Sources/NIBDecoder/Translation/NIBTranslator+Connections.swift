import UIDescription

/// The nib's connectors (and the members that are outlets) as the outlets, outlet collections, actions, bindings and
/// tool tips of the document, under their source objects.
extension NIBTranslator {
    // MARK: Connections

    /// The outlets and outlet collections an object's own members hold (a table view's `UIDataSource`, a view's
    /// `UIGestureRecognizers`), unless a connector already makes them.
    func memberConnections(of object: Int, existing: [Element], consumed: inout KeySet) -> [Element] {
        // The properties connectors already make, worked out for the objects that have such members.
        lazy var connected = Set(existing.compactMap { $0.attribute("property") })
        var made: [Element] = []
        for member in graph.members(of: object) where !keyRoles[Int(member.key)].isDisjoint(with: [.memberOutlet, .memberOutletCollection]) {
            let facts = keyFacts(member.key), key = graph.keyName(member.key), value = member.value
            if let property = facts.memberOutlet, case .object(let target) = value, contents.objectSet.contains(target) {
                consumed.insert(member.key)
                guard !connected.contains(property) else { continue }
                made.append(Element(name: "outlet", attributes: [("property", property), ("destination", id(of: target)),
                                                                  ("id", "\(idPrefix)m\(object)-\(key)")],
                                    offset: graph.objects[object].offset))
            } else if let property = facts.memberOutletCollection, case .object(let array) = value {
                consumed.insert(member.key)
                guard !connected.contains(property) else { continue }
                for (index, item) in graph.items(of: array).enumerated() {
                    guard case .object(let target) = item, contents.objectSet.contains(target) else { continue }
                    made.append(Element(name: "outletCollection",
                                        attributes: [("property", property), ("destination", id(of: target)),
                                                     ("collectionClass", "NSMutableArray"), ("id", "\(idPrefix)m\(object)-\(key)-\(index)")],
                                        offset: graph.objects[object].offset))
                }
            }
        }
        return made
    }

    func readConnections() {
        for connector in contents.connections {
            let className = graph.className(of: connector)
            if className == "NSIBHelpConnector" {
                if graph.string(.helpFile, of: connector) == "NSToolTipHelpKey", let view = graph.object(.appKitDestination, of: connector),
                   let text = graph.string(.helpMarker, of: connector) {
                    toolTips[view] = text
                } else {
                    leftOut.append("a help connector that is no tool tip")
                }
                continue
            }
            if className == "NSIBUserDefinedRuntimeAttributesConnector" {
                readRuntimeAttributes(connector)
                continue
            }
            // ibtool's own connectors (a stack view's decoding order) connect nothing of the source.
            if NIBVocabulary.plumbingConnectors.contains(className) { continue }
            guard let kind = NIBVocabulary.connectors[className] else {
                leftOut.append("a connector of class \(className), which has no counterpart in the document format")
                continue
            }
            let label = graph.string(kind.labelKey, of: connector) ?? ""
            guard let source = graph.object(kind.sourceKey, of: connector) else {
                leftOut.append("the \(className) \"\(label)\" has no source")
                continue
            }
            let destination = graph.object(kind.destinationKey, of: connector)
            let offset = graph.objects[connector].offset
            let connectionID = "\(idPrefix)c\(connector)"
            if isStoryboardScene, let destination {
                // A segue template's controller: UIKit's `viewController`, AppKit's `controller`.
                if NIBVocabulary.segueKinds[graph.className(of: source)] != nil, label == "viewController" || label == "controller" {
                    segueTemplates.append((source: destination, template: source))
                    continue
                }
                // The placeholder for the embed segue's template in the controller's nib: a proxy object on iOS, an
                // external object placeholder on macOS.
                if label == "containerView", NIBVocabulary.externalPlaceholderClasses.contains(graph.className(of: source)) {
                    embedCandidates.append((source, destination))
                }
                if NIBVocabulary.isStoryboardPlumbing(outlet: label, source: source, destination: destination, in: graph) { continue }
            }
            // A static table's sections: the data source the nib connects in place of the source's static cells.
            // A table view controller's is connected to the controller (`staticDataSource`), and belongs to its table.
            if kind.element == "outlet", let destination, graph.className(of: destination) == NIBVocabulary.staticTableDataSource {
                if frameworkClass(of: source).hasSuffix("TableView") {
                    staticDataSources[source] = destination
                } else if let table = contents.topLevel.first(where: { frameworkClass(of: $0).hasSuffix("TableView") && staticDataSources[$0] == nil })
                    ?? contents.objects.first(where: { frameworkClass(of: $0).hasSuffix("TableView") && staticDataSources[$0] == nil }) {
                    staticDataSources[table] = destination
                }
                continue
            }
            switch kind.element {
            case "outlet":
                guard let destination else {
                    leftOut.append("the outlet \"\(label)\" has no destination")
                    continue
                }
                connections[source, default: []].append(Element(
                    name: "outlet", attributes: [("property", label), ("destination", id(of: destination)), ("id", connectionID)], offset: offset))
            case "outletCollection":
                // The destinations are an array (`UIDestination`, or `UIDestinations` in older nibs).
                let array = destination.flatMap { NIBVocabulary.collectionClasses.contains(graph.className(of: $0)) ? $0 : nil }
                    ?? graph.object(.uiKitDestinations, of: connector)
                let destinations = array.map { graph.items(of: $0) } ?? destination.map { [Value.object($0)] } ?? []
                let collectionClass = graph.string(.runtimeCollectionClassName, of: connector)
                    ?? graph.string(.uiKitCollectionClassName, of: connector) ?? "NSArray"
                for (index, item) in destinations.enumerated() {
                    guard case .object(let target) = item else { continue }
                    var attributes = [("property", label), ("destination", id(of: target)), ("collectionClass", collectionClass)]
                    if graph.bool(.addsContentToExistingCollection, of: connector) == true { attributes.append(("appends", "YES")) }
                    attributes.append(("id", "\(connectionID)-\(index)"))
                    connections[source, default: []].append(Element(name: "outletCollection", attributes: attributes, offset: offset))
                }
            case "action":
                // A control that performs a segue: in the source, the segue starts at the control.
                if isStoryboardScene, label == "perform:", let destination, NIBVocabulary.segueKinds[graph.className(of: destination)] != nil {
                    segueTriggers[destination] = source
                    continue
                }
                // A nil destination is the First Responder.
                let target = destination.map { id(of: $0) } ?? firstResponderID
                if label == "perform:" { hasPerformActions = true }
                var attributes = [("selector", label)]
                if contents.platform == .appKit {
                    attributes.append(("target", target))
                } else {
                    attributes.append(("destination", target))
                    if let mask = graph.number(.eventMask, of: connector), mask > 0, mask < 0x1p53 {
                        let bit = UInt64(mask).trailingZeroBitCount
                        if let event = ArchiveVocabulary.eventTypes[bit + 1] { attributes.append(("eventType", event)) }
                    }
                }
                attributes.append(("id", connectionID))
                connections[source, default: []].append(Element(name: "action", attributes: attributes, offset: offset))
            case "binding":
                guard let destination else { continue }
                let binding = graph.string(.binding, of: connector) ?? label
                let keyPath = graph.string(.bindingKeyPath, of: connector) ?? ""
                connections[source, default: []].append(Element(
                    name: "binding", attributes: [("destination", id(of: destination)), ("name", binding), ("keyPath", keyPath), ("id", connectionID)],
                    offset: offset))
            default:
                break
            }
        }
        for (source, owned) in connections { connections[source] = TranslatedElement.inXcodesOrder(owned) }
    }

    // MARK: User-defined runtime attributes

    /// An AppKit nib's runtime attributes: a connector with the object (`NSObject`), and its key paths and values
    /// (`NSKeyPaths`, `NSValues`) as two lists.
    func readRuntimeAttributes(_ connector: Int) {
        guard let object = graph.object(.runtimeAttributesObject, of: connector) else { return }
        let keyPaths = graph.object(.runtimeAttributesKeyPaths, of: connector).map { graph.items(of: $0) } ?? []
        let values = graph.object(.runtimeAttributesValues, of: connector).map { graph.items(of: $0) } ?? []
        for (keyPath, value) in zip(keyPaths, values) {
            guard let keyPath = graph.string(keyPath) else { continue }
            addRuntimeAttribute(keyPath: keyPath, value: value, to: object, offset: graph.objects[connector].offset)
        }
    }

    /// A UIKit nib's runtime attributes: the root's `UINibKeyValuePairsKey` list of `UINibKeyValuePair`s (the
    /// object, `UIKeyPath`, `UIValue`).
    func readKeyValuePairs() {
        for pair in graph.objectItems(.nibKeyValuePairs, of: graph.root) {
            guard let object = graph.object(.keyValuePairObject, of: pair), let keyPath = graph.string(.keyValuePairKeyPath, of: pair),
                  let value = graph.member(.keyValuePairValue, of: pair) else { continue }
            addRuntimeAttribute(keyPath: keyPath, value: value, to: object, offset: graph.objects[pair].offset)
        }
    }

    /// `<userDefinedRuntimeAttribute>` as the source writes it: a string's or a boolean's `value`, a number as an
    /// `<integer>` or `<real>` child, other values (colours, images, geometry) by their type alone.
    func addRuntimeAttribute(keyPath: String, value: Value, to object: Int, offset: Int) {
        var attribute = Element(name: "userDefinedRuntimeAttribute", offset: offset)
        switch value {
        case .bool(let flag):
            attribute.attributes = [("type", "boolean"), ("keyPath", keyPath), ("value", flag ? "YES" : "NO")]
        case .object(let index) where graph.string(value) != nil && !graph.className(of: index).hasSuffix("Number"):
            attribute.attributes = [("type", "string"), ("keyPath", keyPath), ("value", graph.string(value) ?? "")]
        case .string(let text):
            attribute.attributes = [("type", "string"), ("keyPath", keyPath), ("value", graph.strings[Int(text)])]
        default:
            if case .object(let index) = value, graph.member(.boolValue, of: index) != nil, let number = graph.number(value) {
                attribute.attributes = [("type", "boolean"), ("keyPath", keyPath), ("value", number != 0 ? "YES" : "NO")]
            } else if let number = graph.number(value) {
                attribute.attributes = [("type", "number"), ("keyPath", keyPath)]
                let isInteger = number == number.rounded() && abs(number) < 1e15
                attribute.children = [Element(name: isInteger ? "integer" : "real",
                                              attributes: [("key", "value"), ("value", NIBVocabulary.format(number))], offset: offset)]
            } else {
                let className = { if case .object(let index) = value { graph.className(of: index) } else { "" } }()
                attribute.attributes = [("type", NIBVocabulary.runtimeAttributeTypes.first { className.hasSuffix($0.key) }?.value ?? "nil"),
                                        ("keyPath", keyPath)]
            }
        }
        runtimeAttributes[object, default: []].append(attribute)
    }
}
