extension ValidationRule {
    /// An outlet collection connected to a single outlet, or a single outlet connected to a collection.
    public static let outletCollectionMismatch = ValidationRule(declaring: "outlet-collection-mismatch")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/outletCollectionMismatch``.
    static let outletCollectionMismatch = RuleDescriptor(
        rule: .outletCollectionMismatch, severity: .error,
        summary: "Outlet collection connected to a single outlet, or the reverse",
        rationale: """
            Interface Builder sets an outlet collection with an array and a single outlet with one object. \
            Connecting one to the other (after changing the declaration in code) stores an array where an object is \
            expected, or the reverse, and the app crashes when the outlet is used.
            """,
        triggeringExamples: [
            RuleExample(
                .fieldsXib(marker: RuleExample.marker),
                .loginViewController("@IBOutlet var fields: UITextField!")),
        ],
        nonTriggeringExamples: [
            RuleExample(.fieldsXib(), .loginViewController("@IBOutlet var fields: [UITextField]!")),
        ],
        check: .connections)
}

extension RuleExample.File {
    /// `Login.xib` with two text fields that File's Owner connects as the outlet collection `fields` (`marker`
    /// before each connection).
    fileprivate static func fieldsXib(marker: String = "") -> Self {
        loginXib(
            connections: """
                \(marker)<outletCollection property="fields" destination="f1" collectionClass="NSMutableArray" id="c1"/>
                \(marker)<outletCollection property="fields" destination="f2" collectionClass="NSMutableArray" id="c2"/>
                """,
            objects: #"<textField id="f1"/>"# + "\n" + #"<textField id="f2"/>"#)
    }
}
