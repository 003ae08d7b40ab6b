import InterfaceValidation
import Testing

/// outlet-type-mismatch and outlet-collection-mismatch.
@Suite("Outlet types against the connected objects")
struct TypeRuleTests {
    static let source = """
        import UIKit
        class LoginViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var loginButton: UIButton!
            @IBOutlet weak var anyView: UIView!
            @IBOutlet weak var fancy: FancyButton!
            @IBOutlet weak var delegateThing: LoginDelegate!
            @IBOutlet weak var podThing: UIView!
            @IBOutlet var buttons: [UIButton]!
            @IBOutlet weak var single: UIButton!
            @IBOutlet weak var heightConstraint: NSLayoutConstraint!
        }
        class FancyButton: UIButton {}
        protocol LoginDelegate: AnyObject {}
        """

    static func xib(_ outlets: String) -> String {
        Fixture.iOSXib(
            ownerConnections: outlets,
            views: """
                <label id="lbl" text="Hi"/>
                <button id="btn"/>
                <button id="fan" customClass="FancyButton" customModule="App" customModuleProvider="target"/>
                <view id="pod" customClass="PodWidget" customModule="Pod"/>
                <view id="box">
                    <constraints>
                        <constraint firstAttribute="height" constant="44" id="hc"/>
                    </constraints>
                </view>
            """)
    }

    @Test("a UILabel outlet connected to a button is reported at the declaration, with the connection as a note")
    func labelConnectedToButton() throws {
        let xib = Self.xib("""
            <outlet property="titleLabel" destination="btn" id="o1"/>
            """)
        let findings = try Fixture.findings(xib: xib, sources: ["/src/Login.swift": Self.source]).with(.outletTypeMismatch)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .error)
        #expect(finding.location.file == "/src/Login.swift")
        #expect(finding.location.line == 3)
        #expect(finding.location.column == 24)
        #expect(finding.message.contains("declared as UILabel"))
        #expect(finding.message.contains("`button` (UIButton)"))
        #expect(finding.notes.first?.location?.file == "/project/Test.xib")
        #expect(finding.notes.first?.location?.line == Fixture.line(of: "property=\"titleLabel\"", in: xib))
    }

    @Test("subclasses, superclass types, custom classes from the sources and constraints fit")
    func fittingTypes() throws {
        let xib = Self.xib("""
            <outlet property="loginButton" destination="fan" id="o1"/>
            <outlet property="anyView" destination="lbl" id="o2"/>
            <outlet property="fancy" destination="fan" id="o3"/>
            <outlet property="heightConstraint" destination="hc" id="o4"/>
            <outlet property="titleLabel" destination="lbl" id="o5"/>
            """)
        let findings = try Fixture.findings(xib: xib, sources: ["/src/Login.swift": Self.source])
        #expect(findings.with(.outletTypeMismatch).isEmpty, "\(findings)")
    }

    @Test("a plain button in an outlet declared as its custom subclass is a mismatch")
    func superclassObjectInSubclassOutlet() throws {
        let xib = Self.xib("""
            <outlet property="fancy" destination="btn" id="o1"/>
            """)
        let findings = try Fixture.findings(xib: xib, sources: ["/src/Login.swift": Self.source]).with(.outletTypeMismatch)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("declared as FancyButton") == true)
    }

    @Test("protocol types and objects of classes from unscanned modules are not judged")
    func undecidableTypes() throws {
        let xib = Self.xib("""
            <outlet property="delegateThing" destination="btn" id="o1"/>
            <outlet property="podThing" destination="pod" id="o2"/>
            """)
        let findings = try Fixture.findings(xib: xib, sources: ["/src/Login.swift": Self.source])
        #expect(findings.with(.outletTypeMismatch).isEmpty, "\(findings)")
    }

    @Test("an outlet collection connected to a single outlet, and the reverse, are errors at the connection")
    func collectionMismatch() throws {
        let xib = Self.xib("""
            <outletCollection property="single" destination="btn" collectionClass="NSMutableArray" id="o1"/>
            <outlet property="buttons" destination="btn" id="o2"/>
            <outletCollection property="buttons" destination="fan" collectionClass="NSMutableArray" id="o3"/>
            """)
        let findings = try Fixture.findings(xib: xib, sources: ["/src/Login.swift": Self.source])
        let mismatches = findings.with(.outletCollectionMismatch)
        #expect(mismatches.map(\.location.line) == [
            Fixture.line(of: "property=\"single\"", in: xib), Fixture.line(of: "outlet property=\"buttons\"", in: xib),
        ].compactMap { $0 })
        #expect(mismatches.first?.message.contains("connected as an outlet collection") == true)
        #expect(findings.with(.outletTypeMismatch).isEmpty, "\(findings)")
    }

    @Test("an outlet collection with one wrong element reports it; right elements pass")
    func collectionElementTypes() throws {
        let xib = Self.xib("""
            <outletCollection property="buttons" destination="btn" collectionClass="NSMutableArray" id="o1"/>
            <outletCollection property="buttons" destination="lbl" collectionClass="NSMutableArray" id="o2"/>
            """)
        let findings = try Fixture.findings(xib: xib, sources: ["/src/Login.swift": Self.source]).with(.outletTypeMismatch)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("`label` (UILabel)") == true)
        #expect(findings.first?.location.line == 9)
    }
}
