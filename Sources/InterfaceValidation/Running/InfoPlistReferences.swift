import Foundation
import InterfaceSources
import UIDescription

/// The storyboards and nibs an app's `Info.plist` names: the main storyboard or nib an app launches with, its launch
/// screen, its scenes' storyboards and an extension's main storyboard. Renaming the file without the key makes the
/// app fail at launch, so each name is checked like a storyboard or nib name in code
/// (``ValidationRule/unknownInterfaceFile``).
///
/// Property lists are read as XML text, not parsed into values, so that each name keeps its line and column; a
/// binary property list names nothing here. Values made of build settings (`$(MAIN_STORYBOARD)`) are not checked.
enum InfoPlistReferences {
    /// The keys whose string value names a storyboard, those naming a nib, and those naming either. Device variants
    /// (`~ipad`) are read as well.
    static let storyboardKeys = [
        "UIMainStoryboardFile", "NSMainStoryboardFile", "UISceneStoryboardFile", "NSExtensionMainStoryboard",
    ]
    static let nibKeys = ["NSMainNibFile"]
    /// A launch screen may be a storyboard or a xib.
    static let launchScreenKeys = ["UILaunchStoryboardName"]

    /// Whether a file name is an app or extension's information property list (`Info.plist`, `App-Info.plist`).
    static func isInfoPropertyList(_ name: String) -> Bool {
        name.hasSuffix("Info.plist")
    }

    /// The names the property list at `path` gives, as references at their `<string>`.
    static func references(inPropertyList text: String, path: String) -> [SourceReference] {
        guard text.contains("<plist") else { return [] }
        let lines = LineTable(text: text, file: path)
        let utf8 = Array(text.utf8)
        var references: [SourceReference] = []
        var searchFrom = 0
        while let keyStart = utf8[searchFrom...].firstRange(of: "<key>".utf8)?.lowerBound {
            let nameStart = keyStart + 5
            guard let keyEnd = utf8[nameStart...].firstRange(of: "</key>".utf8)?.lowerBound else { break }
            searchFrom = keyEnd + 6
            let key = String(decoding: utf8[nameStart..<keyEnd], as: UTF8.self)
            let baseKey = key.split(separator: "~", maxSplits: 1).first.map(String.init) ?? key
            let kind: SourceReference.Kind
            if storyboardKeys.contains(baseKey) {
                kind = .storyboardName
            } else if nibKeys.contains(baseKey) {
                kind = .nibName
            } else if launchScreenKeys.contains(baseKey) {
                kind = .storyboardOrNibName
            } else {
                continue
            }
            // The value: `<string>Main</string>` after the key and whitespace.
            var valueStart = searchFrom
            while valueStart < utf8.count, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[valueStart]) { valueStart += 1 }
            guard utf8[valueStart...].starts(with: "<string>".utf8),
                let valueEnd = utf8[(valueStart + 8)...].firstRange(of: "</string>".utf8)?.lowerBound
            else { continue }
            let value = String(decoding: utf8[(valueStart + 8)..<valueEnd], as: UTF8.self)
            guard !value.isEmpty, !value.contains("$("), !value.contains("&"), !value.contains("<") else { continue }
            references.append(
                SourceReference(
                    kind: kind, value: value, callName: key, location: lines.location(ofUTF8Offset: valueStart + 8)))
        }
        return references
    }

    /// The references of the information property lists at `paths`; not those of prebuilt bundles (the
    /// `Autoupdate.app` inside a checked-in `Sparkle.framework` names a `MainMenu` nib it does not ship).
    static func references(inFiles paths: [String]) -> [SourceReference] {
        paths.filter { !PrebuiltBundles.contain($0) }.flatMap { path -> [SourceReference] in
            guard let data = FileManager.default.contents(atPath: path), data.count < 4_000_000 else { return [] }
            return references(inPropertyList: String(decoding: data, as: UTF8.self), path: path)
        }
    }
}
