import Foundation
import TestSupport

/// The strings files and String Catalogs of `../shared/localization`, read in place.
enum LocalizationFiles {
    static let root = SharedFolder.localization

    /// Paths relative to ``root``, sorted, of the files whose name ends with `suffix`.
    static func paths(endingWith suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        for case let path as String in enumerator where path.hasSuffix(suffix) { paths.append(path) }
        return paths.sorted()
    }

    static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
}
