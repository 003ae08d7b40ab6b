extension RuleExample.File {
    /// `Base.lproj/Main.storyboard`: a scene whose label (`Gre-et-Lbl`) reads `label` and whose button
    /// (`Sgn-In-Btn`) is titled "Sign In".
    static func localizedStoryboard(label: String = "Hello") -> Self {
        let scene = """
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" customClass="WelcomeViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <subviews>
                                <label text="\(label)" id="Gre-et-Lbl"/>
                                <button id="Sgn-In-Btn">
                                    <state key="normal" title="Sign In"/>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """
        let storyboard = iOSStoryboard("Base.lproj/Main.storyboard", scenes: scene)
        return RuleExample.File(storyboard.name, storyboard.markedText)
    }

    /// `WelcomeViewController.swift`: the class the storyboard's scene names.
    static let welcomeController = RuleExample.File("WelcomeViewController.swift", """
        import UIKit

        final class WelcomeViewController: UIViewController {}
        """)

    /// `xx.lproj/Main.strings` holding `body`.
    static func mainStrings(_ body: String, language: String = "de") -> Self {
        RuleExample.File("\(language).lproj/Main.strings", body)
    }

    /// The German entry of the label, as ibtool's comment records `base` (`marker` before the key).
    static func germanLabelEntry(base: String = "Hello", translation: String = "Hallo", marker: String = "") -> String {
        """
        /* Class = "UILabel"; text = "\(base)"; ObjectID = "Gre-et-Lbl"; */
        \(marker)"Gre-et-Lbl.text" = "\(translation)";
        """
    }

    /// The German entry of the button's title.
    static let germanButtonEntry = """
        /* Class = "UIButton"; normalTitle = "Sign In"; ObjectID = "Sgn-In-Btn"; */
        "Sgn-In-Btn.normalTitle" = "Anmelden";
        """
}
