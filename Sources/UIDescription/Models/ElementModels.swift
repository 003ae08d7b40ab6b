/// Which typed model decodes each element kind: the catalogue's `kinds`, as a table (`byKind`, generated with the
/// models). `uidesc generate swift` types an outlet with it: a `label` is a ``Label`` (a ``WatchLabel`` in a
/// WatchKit document), a plain `view` a ``View``, an element with no model of its own a ``Node``.
public enum ElementModels {
    /// The family of a model: what it conforms to in the catalogue.
    public enum Family: String, Sendable, Hashable {
        /// A model of its own (`InterfaceElement`): ``Constraint``, ``ViewController``, ``Segue``, …
        case element
        /// A view (`ViewElement`), a case of ``AnyView``.
        case view
        /// A cell (`CellElement`), a case of ``AnyCell``.
        case cell
        /// A WatchKit interface item (`WatchItemElement`), a case of ``InterfaceItem``.
        case watchItem
        /// The document root.
        case documentRoot
    }

    /// One model that decodes an element kind.
    public struct Entry: Sendable, Hashable {
        /// The model's Swift type name, in `UIDescription`.
        public let typeName: String
        /// Its family.
        public let family: Family

        init(_ typeName: String, _ family: Family) {
            self.typeName = typeName
            self.family = family
        }
    }

    /// The model of the element kind `kind` in a document of `platform`: the catalogue's model for it (a WatchKit
    /// one in a WatchKit document, another elsewhere), the shared model of its family when it has none of its own
    /// (``View``, ``ViewController``, ``GestureRecognizer``), `nil` for a kind no typed model decodes (decode it as
    /// ``Node``).
    public static func model(forKind kind: String, platform: FrameworkPlatform) -> Entry? {
        let isWatch = platform == .watchKit
        if let entries = byKind[kind], let entry = entries.first(where: { ($0.family == .watchItem) == isWatch }) {
            return entry
        }
        if ElementCatalogue.isViewController(kind) { return Entry("ViewController", .element) }
        if ElementCatalogue.isGestureRecognizer(kind) { return Entry("GestureRecognizer", .element) }
        if !isWatch && !ElementCatalogue.isNonView(kind) { return Entry("View", .view) }
        return nil
    }
}
