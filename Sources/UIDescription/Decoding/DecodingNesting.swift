/// Guards the decoder's recursion against input: outlets can point anywhere in a file, so a
/// chain of them can lead back to an object that is still being decoded (a reference cycle,
/// which would recurse forever) or run through thousands of objects (which would overflow the
/// stack). Every nested decode is recorded here; following an outlet back to an element that
/// is being decoded as the same type throws ``UIDescriptionError/Kind/referenceCycle(ids:)``,
/// and nesting deeper than ``DecodingOptions/maximumDepth``, or deeper than the thread's stack
/// has room for (``StackGuard``), throws a limit error.
extension DecodingState {
    /// Records that `value` is being decoded as `type`, after checking for a cycle and the depth.
    func enter(_ value: DecodingValue, as type: Any.Type, decoder: ElementDecoder) throws {
        let element = value.anchor.index
        let typeID = ObjectIdentifier(type)
        if inProgress.count >= options.maximumDepth {
            throw decoder.error(.limitExceeded(.decodingDepth, limit: options.maximumDepth),
                                "decoding nests deeper than the maximumDecodingDepth limit of \(options.maximumDepth) levels (a chain of outlets through that many objects)",
                                at: value.anchor)
        }
        if !stack.hasRoom {
            throw decoder.error(.limitExceeded(.decodingDepth, limit: inProgress.count),
                                "decoding nests \(inProgress.count) levels deep, more than this thread's stack has room for; decode on a thread with a larger stack (the main thread has 8 MB)",
                                at: value.anchor)
        }
        if case .element(_, let connection?) = value,
           let start = inProgress.lastIndex(where: { $0.element == element && $0.type == typeID }) {
            throw cycleError(from: start, through: connection, to: value.anchor, type: type, decoder: decoder)
        }
        inProgress.append((element, typeID))
    }

    /// Ends the innermost decode recorded by ``enter(_:as:decoder:)``.
    func leave() {
        inProgress.removeLast()
    }

    private func cycleError(from start: Int, through connection: ElementID, to element: ElementID, type: Any.Type,
                               decoder: ElementDecoder) -> UIDescriptionError {
        var ids: [String] = []
        for entry in inProgress[start...] where ids.last != document.id(of: ElementID(entry.element)) ?? "?" {
            ids.append(document.id(of: ElementID(entry.element)) ?? "?")
        }
        ids.append(document.id(of: element) ?? "?")
        let property = document.attribute("property", of: connection) ?? ""
        let object = ObjectNaming.description(of: element, in: document)
        let message = "reference cycle: outlet `\(property)` leads back to \(object), which is still being decoded as \(type) (ids \(ids.joined(separator: " → "))); decoding it again would never end. Declare the outlet with a type that does not follow it back, such as Node"
        return decoder.error(.referenceCycle(ids: ids), message, at: connection,
                             notes: [.init(message: "\(object) is first decoded here", location: document.location(of: element))])
    }
}
