import InterfaceSources

extension ModuleScope {
    /// Marks the classes that may come from code the repository does not hold, so that they are not reported as
    /// declared nowhere: a class mentioned in a source that imports a module or header the run did not scan (a
    /// Swift package, pod or framework that is not checked in: `import Sparkle`, `#import <Sparkle/SUUpdater.h>`),
    /// in any Swift file when a bridging header imports one, a class named like such a header (`SUUpdater`), and a
    /// class named like a source file the run excluded (`SVProgressHUD` for `Pods/SVProgressHUD/SVProgressHUD.m`).
    /// A module is held when it is one of ``modules``; a header, when a scanned file has its name.
    public mutating func addClassesFromOutside(index: SourceIndex, sourceFiles: [String], excludedSourceFiles: [String]) {
        let heldHeaders = Set(sourceFiles.filter { $0.lowercased().hasSuffix(".h") }.map(Self.baseName))
        func isHeld(_ imported: SourceImport) -> Bool {
            if let module = imported.module {
                return modules.contains(module) || modules.contains(Self.moduleName(forFolder: module))
            }
            return imported.header.map(heldHeaders.contains) ?? true
        }
        let outsideBySwiftFiles = index.fileImports.contains { $0.isBridgingHeader && $0.imports.contains { !isHeld($0) } }
        var outside: Set<String> = []
        for file in index.fileImports {
            let unheld = file.imports.filter { !isHeld($0) }
            for imported in unheld { if let header = imported.header { outside.insert(header) } }
            if !unheld.isEmpty || (outsideBySwiftFiles && file.path.hasSuffix(".swift")) {
                outside.formUnion(file.mentionedClassNames)
            }
        }
        classesFromOutside.formUnion(outside)
        classesInExcludedFiles.formUnion(excludedSourceFiles.map(Self.baseName))
    }

    /// `SUUpdater` for `Vendor/Sparkle/SUUpdater.h` (read from the bytes: it is asked of every excluded file).
    private static func baseName(_ path: String) -> String {
        let utf8 = path.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        let end = utf8[start...].firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}
