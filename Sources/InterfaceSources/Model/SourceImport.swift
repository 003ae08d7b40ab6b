import UIDescription

/// A module or header a source file imports: `import Sparkle`, `@import Sparkle;`, `#import <Sparkle/SUUpdater.h>`,
/// `#import "SVProgressHUD.h"`. Classes a file uses may come from what it imports; when the repository does not hold
/// it (a Swift package, pod or framework that is not checked in), a class no scanned source declares cannot be
/// verified.
public struct SourceImport: Sendable, Hashable {
    /// The module: `Sparkle` for `import Sparkle.SPUUpdater`, `@import Sparkle;` and `#import <Sparkle/SUUpdater.h>`;
    /// `nil` for a header named without one (`#import "SVProgressHUD.h"`, `#include <sqlite3.h>`).
    public var module: String?
    /// The header's name without folders and extension (`SUUpdater` for `#import <Sparkle/SUUpdater.h>`); `nil` for
    /// a module import.
    public var header: String?
    /// Where the import is.
    public var location: SourceLocation

    /// Creates an import.
    public init(module: String?, header: String?, location: SourceLocation) {
        self.module = module
        self.header = header
        self.location = location
    }

    /// The name a header is known by in imports: its file name without folders and without its `.h` (only that:
    /// `AppDelegate.Private` for `App/AppDelegate.Private.h`). Both the imports read and the headers a run holds are
    /// named this way, so that they compare.
    public static func headerName(ofPath path: some StringProtocol) -> String {
        let name = String(path).split(separator: "/").last.map(String.init) ?? String(path)
        return name.lowercased().hasSuffix(".h") ? String(name.dropLast(2)) : name
    }

    /// Whether the import names Apple's SDKs, the Swift toolchain or the C library: a module of
    /// `FrameworkTables/systemModules`, a header in a folder or with a name starting in lower case
    /// (`<sys/types.h>`, `<sqlite3.h>`) given in angle brackets.
    public var isSystem: Bool {
        if let module {
            return FrameworkTables.systemModules.contains(module) || module.first?.isLowercase == true && isAngled
        }
        return isAngled && header?.first?.isLowercase == true
    }

    /// Whether it was written `<…>` (or as a module import), not `"…"`.
    var isAngled = true
}

/// What a file imports beyond the system, and which of the names a run looks for it mentions: enough to tell that a
/// class it uses may come from a module the repository does not hold.
public struct FileImports: Sendable, Hashable {
    /// The file.
    public var path: String
    /// Its imports that are not the system's (``SourceImport/isSystem``).
    public var imports: [SourceImport]
    /// The class names of the run's ``SourceInterest`` that the file holds as words.
    public var mentionedClassNames: Set<String>

    /// Whether the file is an Objective-C bridging header (`App-Bridging-Header.h`), whose imports every Swift file
    /// of its target sees.
    public var isBridgingHeader: Bool { Self.isBridgingHeader(path) }

    /// Whether `path` names an Objective-C bridging header: a `.h` file with "bridging" in its name.
    static func isBridgingHeader(_ path: String) -> Bool {
        // Asked of every source a run passes over: the extension first, without splitting the path.
        guard path.utf8.last == UInt8(ascii: "h") || path.utf8.last == UInt8(ascii: "H") else { return false }
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return name.hasSuffix(".h") && name.contains("bridging")
    }
}
