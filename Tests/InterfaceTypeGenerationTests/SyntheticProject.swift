import Foundation

/// A small project written for the cases real files rarely have: names that are Swift keywords or clash with the
/// models (a File's Owner of class `Label`), an outlet collection of several view kinds, one class whose objects
/// connect different outlets, identifiers whose names collide, and two storyboards of one name.
enum SyntheticProject {
    static let root: URL = {
        let root = ScratchFolder.named("synthetic")
        let files = [
            "Names.xib": names,
            "A/Main.storyboard": storyboard(identifier: "Show Detail", second: "show detail"),
            "B/Main.storyboard": storyboard(identifier: "default", second: "123"),
            "String.xib": standardNames,
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        return root
    }()

    static let names = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Label">
                    <connections>
                        <outlet property="default" destination="l1" id="c1"/>
                        <outlet property="self" destination="b1" id="c2"/>
                        <outletCollection property="views" destination="l1" id="c3"/>
                        <outletCollection property="views" destination="b1" id="c4"/>
                        <outlet property="tap" destination="g1" id="c5"/>
                        <outlet property="width" destination="w1" id="c6"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <label text="Hi" id="l1"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/></label>
                        <button id="b1"><rect key="frame" x="0.0" y="40" width="100" height="20"/></button>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="width" constant="320" id="w1"/>
                    </constraints>
                </view>
                <tapGestureRecognizer id="g1"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Show Detail" id="cell1" customClass="Cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="cv1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label text="A" id="ca1"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/></label>
                            <label text="B" id="cb1"><rect key="frame" x="0.0" y="20" width="100" height="20"/></label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="first" destination="ca1" id="c7"/>
                        <outlet property="second" destination="cb1" id="c8"/>
                    </connections>
                </tableViewCell>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="show detail" id="cell2" customClass="Cell" userLabel="Other cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="cv2">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label text="A" id="ca2"><rect key="frame" x="0.0" y="0.0" width="100" height="20"/></label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="first" destination="ca2" id="c9"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    /// A File's Owner of class `String`, whose table view outlet is `string`: names the generated code must not take.
    static let standardNames = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="String">
                    <connections>
                        <outlet property="string" destination="t1" id="c1"/>
                    </connections>
                </placeholder>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="t1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="CaseIterable" id="tc1">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </objects>
        </document>
        """

    static func storyboard(identifier: String, second: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Main" id="vc1" customClass="MainViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="mv1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            </view>
                            <connections>
                                <segue destination="vc2" kind="show" identifier="\(identifier)" id="sg1"/>
                                <segue destination="vc2" kind="show" identifier="\(second)" id="sg2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="mv2">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}
