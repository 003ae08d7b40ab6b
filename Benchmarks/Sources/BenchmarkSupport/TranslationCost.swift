import Foundation
import InterfaceLocalization
import UIDescription
import XIBDecoder

/// The cost of checking every translation of one app of `../shared/localization` (by default the largest,
/// Rectangle: 59 strings files, 9,907 entries), as a ratio to decoding its IB files as typed `Document`s in the same
/// run (issue 49's bound: at most 2×). Both sides start from bytes in memory; checking parses each IB file, extracts
/// its texts, reads every strings file and catalog paired with it and audits them as `validate` does by default
/// (without the opt-in missing-translation). Rounds alternate the two.
public enum TranslationCost {
    public struct Outcome: Sendable {
        public var interfaceFiles: Int
        public var translationFiles: Int
        public var entries: Int
        public var problems: Int
        public var decodeMedian: Double
        public var checkMedian: Double
        public var ratio: Double { checkMedian / decodeMedian }
    }

    struct App {
        var interfaces: [(path: String, bytes: Data, translations: [(path: String, bytes: Data)])]
    }

    /// The IB files of `folder` that have translations, each with its translations' bytes.
    static func app(_ folder: URL) throws -> App {
        let update = TranslationUpdate()
        let interfaces = TranslationUpdate.interfaceFiles(in: [folder.path])
        var app = App(interfaces: [])
        for interface in interfaces {
            let translations = update.translations(of: interface)
            guard !translations.isEmpty else { continue }
            app.interfaces.append((interface, try Data(contentsOf: URL(fileURLWithPath: interface)),
                                   try translations.map { ($0, try Data(contentsOf: URL(fileURLWithPath: $0))) }))
        }
        return app
    }

    /// One round of decoding every IB file as a typed `Document`.
    static func decode(_ app: App) throws -> Int {
        var scenes = 0
        for interface in app.interfaces {
            let document = try XIBDecoder().document(from: interface.bytes, path: interface.path)
            scenes += try XIBDecoder().decode(Document.self, from: document).scenes.count
        }
        return scenes
    }

    /// One round of checking every translation; returns the entries read and the problems found.
    static func check(_ app: App) throws -> (entries: Int, problems: Int) {
        var entries = 0, problems = 0
        for interface in app.interfaces {
            let audit = TranslationAudit(document: try XIBDecoder().document(from: interface.bytes, path: interface.path))
            for translation in interface.translations {
                if TranslationPairing.isCatalog(translation.path) {
                    let catalog = try StringCatalogReader().read(translation.bytes, path: translation.path)
                    entries += catalog.strings.count
                    problems += audit.problems(in: catalog, includingMissing: false).count
                } else {
                    guard let file = try? StringsFileReader().read(translation.bytes, path: translation.path) else { continue }
                    entries += file.entries.count
                    problems += audit.problems(in: file, language: TranslationPairing.language(of: translation.path),
                                               includingMissing: false).count
                }
            }
        }
        return (entries, problems)
    }

    public static func measure(app folder: String, rounds: Int) throws -> Outcome {
        let root = Corpus.repositoryRoot.appendingPathComponent("../shared/localization").standardizedFileURL
        let app = try app(root.appendingPathComponent(folder))
        var decodeTimes: [Double] = [], checkTimes: [Double] = []
        var found = (entries: 0, problems: 0)
        for _ in 0..<max(rounds, 1) {
            let decodeStart = DispatchTime.now().uptimeNanoseconds
            _ = try decode(app)
            decodeTimes.append(Double(DispatchTime.now().uptimeNanoseconds - decodeStart) / 1e6)
            let checkStart = DispatchTime.now().uptimeNanoseconds
            found = try check(app)
            checkTimes.append(Double(DispatchTime.now().uptimeNanoseconds - checkStart) / 1e6)
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        return Outcome(
            interfaceFiles: app.interfaces.count, translationFiles: app.interfaces.reduce(0) { $0 + $1.translations.count },
            entries: found.entries, problems: found.problems,
            decodeMedian: median(decodeTimes), checkMedian: median(checkTimes))
    }
}
