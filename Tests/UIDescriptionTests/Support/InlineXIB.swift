import Foundation
import XIBDecoder

/// Small Interface Builder documents written inline, for testing one model at a time.
enum InlineXIB {
    /// A minimal xib of the given document type whose `objects` are `body`.
    static func data(_ body: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB",
                     runtime: String = "iOS.CocoaTouch") -> Data {
        Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(body)
            </objects>
        </document>
        """.utf8)
    }

    /// A minimal macOS xib whose `objects` are `body`.
    static func mac(_ body: String) -> Data {
        data(body, type: "com.apple.InterfaceBuilder3.Cocoa.XIB", runtime: "MacOSX.Cocoa")
    }

    /// Parses an inline document.
    static func document(_ data: Data) throws -> NodeDocument {
        try XIBDecoder().document(from: data, path: "Inline.xib")
    }
}
