import Foundation
@testable import InterfaceValidation
import Testing

/// Custom fonts against the app's font files and their registration (issue 52), and the reader of font files' names.
@Suite("Validation: custom fonts and their registration")
struct FontRegistrationTests {
    /// The smallest font file with `name` as its PostScript name: one `name` table with one record, Macintosh
    /// (ASCII) or Windows (UTF-16).
    static func fontBytes(_ name: String, windows: Bool = false) -> [UInt8] {
        let text: [UInt8] = windows ? name.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } : Array(name.utf8)
        let header: [UInt8] = [0, 1, 0, 0, 0, 1, 0, 16, 0, 0, 0, 0] + Array("name".utf8) + [0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, UInt8(18 + text.count)]
        let platform: [UInt8] = windows ? [0, 3, 0, 1, 4, 9] : [0, 1, 0, 0, 0, 0]
        return header + [0, 0, 0, 1, 0, 18] + platform + [0, 6, 0, UInt8(text.count), 0, 0] + text
    }

    @Test func postScriptNamesAreReadFromTheNameTable() {
        #expect(FontFile.postScriptNames(in: Self.fontBytes("OpenSans-Light")) == ["OpenSans-Light"])
        #expect(FontFile.postScriptNames(in: Self.fontBytes("Brand-Bold", windows: true)) == ["Brand-Bold"])
        // A collection: `ttcf`, version, two fonts.
        let first = Self.fontBytes("A-Regular"), second = Self.fontBytes("B-Regular")
        func shifted(_ font: [UInt8], by offset: Int) -> [UInt8] {
            var font = font
            let table = 28 + offset
            font[20...23] = [UInt8(table >> 24), UInt8((table >> 16) & 0xFF), UInt8((table >> 8) & 0xFF), UInt8(table & 0xFF)]
            return font
        }
        let head = 20
        let collection: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, UInt8(head), 0, 0, 0, UInt8(head + first.count)]
            + shifted(first, by: head) + shifted(second, by: head + first.count)
        #expect(FontFile.postScriptNames(in: collection) == ["A-Regular", "B-Regular"])
    }

    /// Regression: a name record's bytes were indexed from zero in a slice of the file, which trapped on every real
    /// font (found on Ramotion's navigation-stack). Every prefix of a font file, and garbage, gives names or none.
    @Test func cutOrGarbledFilesGiveNoNamesAndNeverTrap() {
        let font = Self.fontBytes("OpenSans-Light", windows: true)
        for length in 0..<font.count { _ = FontFile.postScriptNames(in: Array(font.prefix(length))) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var bytes = font
            for _ in 0..<4 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            _ = FontFile.postScriptNames(in: bytes)
        }
        #expect(FontFile.postScriptNames(in: Array("not a font at all".utf8)).isEmpty)
    }

    static func xib(fonts: [String], customFonts: [String: [String]] = [:]) -> String {
        let labels = fonts.enumerated().map { index, font in
            #"<label id="l\#(index)" text="Hi"><fontDescription key="fontDescription" name="\#(font)" family="F" pointSize="17"/></label>"#
        }.joined(separator: "\n")
        let list = customFonts.isEmpty ? "" : #"<customFonts key="customFonts">"#
            + customFonts.sorted { $0.key < $1.key }.map { file, names in
                #"<array key="\#(file)">"# + names.map { "<string>\($0)</string>" }.joined() + "</array>"
            }.joined() + "</customFonts>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                \(list)
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    \(labels)
                </objects>
            </document>
            """
    }

    static func plist(_ body: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\#(body)</dict></plist>"#
    }

    static func findings(_ files: [String: String]) throws -> [Finding] {
        try TargetMembershipTests.findings(files).with(.unregisteredFont)
    }

    static let brand = String(decoding: fontBytes("Brand-Regular"), as: UTF8.self)

    @Test("a font file the Info.plist does not list is reported, at the font's name; a listed one, a system font and a font in code are not")
    func registrationInTheInfoPlist() throws {
        var files = ["App/Main.xib": Self.xib(fonts: ["Brand-Regular", "HelveticaNeue-Bold"]), "App/Fonts/Brand-Regular.ttf": Self.brand,
                     "App/Info.plist": Self.plist("<key>UIAppFonts</key><array><string>Brand-Regullar.ttf</string></array>")]
        let unregistered = try Self.findings(files)
        #expect(unregistered.count == 1, "\(unregistered)")
        #expect(unregistered.first?.message.contains("font `Brand-Regular` (`Brand-Regular.ttf`) is registered in neither `UIAppFonts`") == true)
        #expect(unregistered.first?.message.contains("(it lists `Brand-Regullar.ttf`)") == true)
        #expect(unregistered.first?.location.line == 6)
        files["App/Info.plist"] = Self.plist("<key>UIAppFonts</key><array><string>Fonts/Brand-Regular.ttf</string></array>")
        #expect(try Self.findings(files).isEmpty)
        files["App/Info.plist"] = Self.plist("<key>ATSApplicationFontsPath</key><string>Fonts</string>")
        #expect(try Self.findings(files).isEmpty)
        files["App/Info.plist"] = Self.plist("")
        files["App/Fonts.swift"] = """
            import CoreText
            func registerFonts() {
                for url in Bundle.main.urls(forResourcesWithExtension: "ttf", subdirectory: nil) ?? [] {
                    CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
                }
            }
            """
        #expect(try Self.findings(files).isEmpty, "fonts registered in code")
    }

    @Test("a font renamed in the document, which its customFonts list places in a file without it, is reported")
    func renamedInTheDocument() throws {
        let files = ["App/Main.xib": Self.xib(fonts: ["Brand-Regulr"], customFonts: ["Brand-Regular.ttf": ["Brand-Regulr"]]),
                     "App/Fonts/Brand-Regular.ttf": Self.brand,
                     "App/Info.plist": Self.plist("<key>UIAppFonts</key><array><string>Brand-Regular.ttf</string></array>")]
        let found = try Self.findings(files)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains("did you mean `Brand-Regular`?") == true)
        // A font of a pod that is not checked out (its file is not in the folders) is not judged.
        let pod = ["App/Main.xib": Self.xib(fonts: ["Pod-Font"], customFonts: ["PodFont.ttf": ["Pod-Font"]]),
                   "App/Fonts/Brand-Regular.ttf": Self.brand, "App/Info.plist": Self.plist("")]
        #expect(try Self.findings(pod).isEmpty)
    }

    /// Found on Ramotion's folding-cell and Yalantis's FoldingTabBar: font files in the repository that the document's
    /// target does not bundle, or bundles without registering, while another target of the project registers them.
    @Test("with a project, the font must be bundled by and registered for the document's own target")
    func registrationPerTarget() throws {
        let project = """
            { rootObject = P; objects = {
              P = { isa = PBXProject; mainGroup = G; targets = ( T, U ); projectDirPath = ""; };
              G = { isa = PBXGroup; children = ( X, F, I, J ); sourceTree = "<group>"; };
              X = { isa = PBXFileReference; path = App/Main.xib; sourceTree = "<group>"; };
              F = { isa = PBXFileReference; path = App/Fonts/Brand-Regular.ttf; sourceTree = "<group>"; };
              T = { isa = PBXNativeTarget; name = App; buildPhases = ( R ); buildConfigurationList = L; };
              U = { isa = PBXNativeTarget; name = Other; buildPhases = ( S ); buildConfigurationList = M; };
              R = { isa = PBXResourcesBuildPhase; files = ( BX ); }; BX = { isa = PBXBuildFile; fileRef = X; };
              S = { isa = PBXResourcesBuildPhase; files = ( BF ); }; BF = { isa = PBXBuildFile; fileRef = F; };
              L = { isa = XCConfigurationList; buildConfigurations = ( C ); };
              C = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; };
              M = { isa = XCConfigurationList; buildConfigurations = ( D ); };
              D = { isa = XCBuildConfiguration; name = Debug; buildSettings = { INFOPLIST_FILE = Other/Info.plist; }; };
            }; }
            """
        var files = ["App/Main.xib": Self.xib(fonts: ["Brand-Regular"]), "App/Fonts/Brand-Regular.ttf": Self.brand,
                     "App/Info.plist": Self.plist("<key>UIAppFonts</key><array><string>Brand-Regular.ttf</string></array>"),
                     "Other/Info.plist": Self.plist("<key>UIAppFonts</key><array><string>Brand-Regular.ttf</string></array>")]
        #expect(try Self.findings(files).isEmpty, "without a project, an Info.plist of the folders lists it")
        files["App.xcodeproj/project.pbxproj"] = project
        let found = try Self.findings(files)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains("is in no resource of the target `App`") == true)
    }
}
