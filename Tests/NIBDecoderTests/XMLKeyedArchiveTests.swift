import Foundation
import Testing
import TestSupport
import UIDescription
@testable import NIBDecoder

/// Some editable nib bundles of Interface Builder 3 keep `keyedobjects.nib` as an XML property list (found in an
/// outside app's localized bundles, which the reader refused): it reads as the binary form does. The XML here is
/// written by the test from the binary keyed archive of `../shared/nib`'s editable bundle, value by value, with its
/// references as `CF$UID` dictionaries and its strings escaped, so both files hold one archive.
@Suite struct XMLKeyedArchiveTests {
    static let binary = SharedFolder.nib.appendingPathComponent("extra/LaZyDK__caffeine/Base.lproj/MainMenu.nib/keyedobjects.nib")

    /// The XML form of `list`.
    static func xml(of list: BinaryPropertyList) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        func value(_ index: Int, _ indent: String) -> String {
            switch list.objects[index] {
            case .null: return "\(indent)<string>$null</string>\n"
            case .bool(let flag): return "\(indent)<\(flag)/>\n"
            case .integer(let number): return "\(indent)<integer>\(number)</integer>\n"
            case .real(let number): return "\(indent)<real>\(number)</real>\n"
            case .date(let seconds): return "\(indent)<date>\(ISO8601DateFormatter().string(from: Date(timeIntervalSinceReferenceDate: seconds)))</date>\n"
            case .data(let bytes): return "\(indent)<data>\n\(indent)\(Data(bytes).base64EncodedString(options: .lineLength64Characters))\n\(indent)</data>\n"
            case .string(let text): return "\(indent)<string>\(escaped(text))</string>\n"
            case .uid(let target): return "\(indent)<dict>\n\(indent)\t<key>CF$UID</key>\n\(indent)\t<integer>\(target)</integer>\n\(indent)</dict>\n"
            case .array(let members): return "\(indent)<array>\n" + members.map { value($0, indent + "\t") }.joined() + "\(indent)</array>\n"
            case .dictionary(let members):
                return "\(indent)<dict>\n" + members.map { key, member in
                    "\(indent)\t<key>\(escaped(list.string(key) ?? ""))</key>\n" + value(member, indent + "\t")
                }.joined() + "\(indent)</dict>\n"
            }
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple Computer//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <!-- written by XMLKeyedArchiveTests -->
        <plist version="1.0">

        """ + value(list.top, "") + "</plist>\n"
    }

    /// Every element's name, attributes and text, in document order (not positions: offsets differ by form).
    static func outline(_ document: NodeDocument) -> [String] {
        document.allElements.map { element in
            ([document.name(of: element)] + document.attributes(of: element).map { "\($0.name)=\($0.value)" }
                + [document.text(of: element)]).joined(separator: " ")
        }
    }

    @Test func anXMLKeyedArchiveReadsAsItsBinaryForm() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.binary))
        let list = try BinaryPropertyList(bytes: bytes, path: Self.binary.path, limits: DocumentLimits())
        let xml = Array(Self.xml(of: list).utf8)
        let fromBinary = try NIBReader().read(bytes, path: "MainMenu.nib")
        let fromXML = try NIBReader().read(xml, path: "MainMenu.nib")
        #expect(Self.outline(fromBinary).count > 100)
        #expect(Self.outline(fromXML) == Self.outline(fromBinary))
    }

    @Test func malformedXMLPropertyListsAreErrorsAtTheirOffset() throws {
        let cases: [(String, String)] = [
            ("<?xml version=\"1.0\"?><plist><dict><key>$archiver</key><string>NSKeyedArchiver</string>", "ends inside a <dict>"),
            ("<?xml version=\"1.0\"?><!DOCTYPE plist [<!ENTITY x \"y\">]><plist><dict/></plist>", "internal subset"),
            ("<?xml version=\"1.0\"?><plist><dict><key>a</key><integer>twelve</integer></dict></plist>", "integer"),
            ("<?xml version=\"1.0\"?><plist><dict><key>a</key><string>&bogus;</string></dict></plist>", "&bogus;"),
            ("<?xml version=\"1.0\"?><plist><set/></plist>", "<set>"),
            ("<?xml version=\"1.0\"?><plist><dict/></plist>", "$archiver"),
            ("<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>", "root is <document>"),
        ]
        for (xml, expected) in cases {
            let error = #expect(throws: UIDescriptionError.self) { try NIBReader().read(Array(xml.utf8), path: "Bad.nib") }
            #expect(error?.message.contains(expected) == true, "\(error?.message ?? "")")
            #expect(error?.location?.offset != nil)
        }
    }

    @Test func containersNestWithinTheDepthLimit() throws {
        let depth = 300
        let xml = "<?xml version=\"1.0\"?><plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        var limits = DocumentLimits()
        limits.maximumDepth = 100
        var reader = NIBReader()
        reader.limits = limits
        let error = #expect(throws: UIDescriptionError.self) { try reader.read(Array(xml.utf8), path: "Deep.nib") }
        #expect(error?.message.contains("maximumDepth") == true)
    }
}
