extension ValidationRule {
    /// An outlet collection connected to a single outlet, or a single outlet connected to a collection.
    public static let outletCollectionMismatch = ValidationRule(declaring: "outlet-collection-mismatch")
}

extension RuleDescriptor {
    /// The descriptor of ``ValidationRule/outletCollectionMismatch``.
    static let outletCollectionMismatch = RuleDescriptor(
        .outletCollectionMismatch, .error,
        summary: "Outlet collection connected to a single outlet, or the reverse",
        rationale: """
            Interface Builder sets an outlet collection with an array and a single outlet with one object. \
            Connecting one to the other (after changing the declaration in code) stores an array where an object is \
            expected, or the reverse, and the app crashes when the outlet is used.
            """,
        triggering: [
            RuleExample(
                .iOSXib("Login.xib", objects: """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">
                        <connections>
                            ↓<outletCollection property="fields" destination="f1" collectionClass="NSMutableArray" id="c1"/>
                            ↓<outletCollection property="fields" destination="f2" collectionClass="NSMutableArray" id="c2"/>
                        </connections>
                    </placeholder>
                    <textField id="f1"/>
                    <textField id="f2"/>
                    """),
                .init("LoginViewController.swift", """
                    import UIKit

                    class LoginViewController: UIViewController {
                        @IBOutlet var fields: UITextField!
                    }
                    """))
        ],
        nonTriggering: [
            RuleExample(
                .iOSXib("Login.xib", objects: """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">
                        <connections>
                            <outletCollection property="fields" destination="f1" collectionClass="NSMutableArray" id="c1"/>
                            <outletCollection property="fields" destination="f2" collectionClass="NSMutableArray" id="c2"/>
                        </connections>
                    </placeholder>
                    <textField id="f1"/>
                    <textField id="f2"/>
                    """),
                .init("LoginViewController.swift", """
                    import UIKit

                    class LoginViewController: UIViewController {
                        @IBOutlet var fields: [UITextField]!
                    }
                    """))
        ],
        check: .connections)
}
