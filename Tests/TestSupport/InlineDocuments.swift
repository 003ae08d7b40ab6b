import Foundation
import XIBDecoder

/// Small Interface Builder documents written inline, for testing one rule at a time: a full iOS xib header and
/// a login screen.
public enum Inline {
    /// A minimal iOS xib whose `objects` are `body`.
    public static func xib(_ body: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
        \(body)
            </objects>
        </document>
        """.utf8)
    }

    /// A login screen: File's Owner with outlets to a label, a text field, two buttons and a collection.
    public static let login = xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                <connections>
                    <outlet property="view" destination="root-view" id="o-1"/>
                    <outlet property="titleLabel" destination="title-lbl" id="o-2"/>
                    <outlet property="passwordField" destination="pass-fld" id="o-3"/>
                    <outlet property="loginButton" destination="login-btn" id="o-4"/>
                    <outletCollection property="socialButtons" destination="apple-btn" collectionClass="NSMutableArray" id="o-5"/>
                    <outletCollection property="socialButtons" destination="google-btn" collectionClass="NSMutableArray" id="o-6"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root-view">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                    <label opaque="NO" text="Welcome" textAlignment="center" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="title-lbl">
                        <rect key="frame" x="20" y="100" width="350" height="40"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                        <color key="textColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <textField opaque="NO" contentHorizontalAlignment="left" borderStyle="roundedRect" placeholder="Password" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="pass-fld">
                        <rect key="frame" x="20" y="160" width="350" height="34"/>
                        <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                    </textField>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="login-btn">
                        <rect key="frame" x="20" y="220" width="350" height="44"/>
                        <state key="normal" title="Log in"/>
                        <connections>
                            <action selector="login:" destination="-1" eventType="touchUpInside" id="a-1"/>
                        </connections>
                    </button>
                    <button opaque="NO" buttonType="system" id="apple-btn">
                        <rect key="frame" x="20" y="280" width="160" height="44"/>
                        <state key="normal" title="Apple"/>
                    </button>
                    <button opaque="NO" buttonType="system" id="google-btn">
                        <rect key="frame" x="210" y="280" width="160" height="44"/>
                        <state key="normal" title="Google"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="title-lbl" firstAttribute="top" secondItem="root-view" secondAttribute="top" constant="100" id="c-1"/>
                    <constraint firstItem="apple-btn" firstAttribute="width" secondItem="apple-btn" secondAttribute="height" multiplier="16:9" id="c-2"/>
                </constraints>
            </view>
    """)
}


/// Small Interface Builder documents written inline, for testing one model at a time.
public enum InlineXIB {
    /// A minimal xib of the given document type (and tools version) whose `objects` are `body`.
    public static func data(_ body: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
                     runtime: String = "iOS.CocoaTouch", toolsVersion: String = "22505") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(body)
            </objects>
        </document>
        """.utf8)
    }

    /// A minimal macOS xib whose `objects` are `body`.
    public static func mac(_ body: String) -> Data {
        data(body, type: "com.apple.InterfaceBuilder3.Cocoa.XIB", runtime: "MacOSX.Cocoa")
    }

    /// Parses an inline document.
    public static func document(_ data: Data) throws -> NodeDocument {
        try XIBDecoder().document(from: data, path: "Inline.xib")
    }
}
