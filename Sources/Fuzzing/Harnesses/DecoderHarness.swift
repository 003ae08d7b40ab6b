import XIBDecoder

/// The shared decoder on arbitrary documents: every document the XIB front end accepts is
/// decoded into a fixed set of types (the typed models, a typical controller, an object type
/// that follows every outlet, ``Node``), under both unknown-outlet policies and from several
/// objects. Each decode must return a value or throw a ``UIDescriptionError`` with a position.
public enum DecoderHarness {
    public static func run(_ bytes: [UInt8]) {
        guard let document = try? XIBReader().read(bytes, path: "fuzz.storyboard") else { return }
        decodeAll(document)
    }

    /// Decodes `document` into every type of the harness.
    public static func decodeAll(_ document: NodeDocument) {
        for policy in [UnknownOutletPolicy.error, .ignore] {
            let options = DecodingOptions(unknownOutlets: policy, maximumDepth: 200)
            decode(Document.self, from: document, options: options)
            decode(TypicalController.self, from: document, options: options)
            decode(LinkedObject.self, from: document, options: options)
            decode(Node.self, from: document, options: options)
        }
        // Objects picked by id, by storyboard identifier and by custom class.
        let options = DecodingOptions(unknownOutlets: .ignore, maximumDepth: 200)
        var picked = 0
        for element in document.allElements where picked < 4 {
            guard let name = document.id(of: element) ?? document.attribute("storyboardIdentifier", of: element)
                    ?? document.attribute("customClass", of: element) else { continue }
            picked += 1
            decode(LinkedObject.self, from: document, object: name, options: options)
            decode(AnyView.self, from: document, object: name, options: options)
            decode(InterfaceObject.self, from: document, object: name, options: options)
        }
    }

    private static func decode<T: Decodable>(_: T.Type, from document: NodeDocument, object: String? = nil,
                                             options: DecodingOptions) {
        do {
            _ = try document.decode(T.self, object: object, options: options)
        } catch let error as UIDescriptionError {
            FuzzCheck.reported(error)
        } catch {
            FuzzCheck.fail("decoding \(T.self) threw \(type(of: error)), not UIDescriptionError: \(error)")
        }
    }
}

/// A controller as an app declares one: typed outlets, an outlet collection, untyped references.
struct TypicalController: Decodable {
    var view: AnyView?
    var tableView: TableView?
    var titleLabel: Label?
    var loginButton: Button?
    var buttons: [Button]?
    var delegate: Node?
    var dataSource: Node?
    var constraints: [Constraint]?
}

/// An object that follows every outlet it knows, recursively: the shape that meets reference
/// cycles and long outlet chains.
final class LinkedObject: Decodable {
    let kind: String?
    let id: String?
    let view: LinkedObject?
    let delegate: LinkedObject?
    let dataSource: LinkedObject?
    let next: LinkedObject?
    let subviews: [LinkedObject]?
    let items: [LinkedObject]?
    let frame: Rect?
    let isHidden: Bool?
    let tag: Int?
    let alpha: Double?

    enum CodingKeys: String, CodingKey {
        case kind = "$kind", id, view, delegate, dataSource, next, subviews, items, frame, isHidden = "hidden", tag, alpha
    }
}
