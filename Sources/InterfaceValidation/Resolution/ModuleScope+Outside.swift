import InterfaceSources
import UIDescription

extension ModuleScope {
    /// Marks the classes that may come from code the repository does not hold, so that they are not reported as
    /// declared nowhere: a class mentioned in a source that imports a module or header the run did not scan (a
    /// Swift package, pod or framework that is not checked in: `import Sparkle`, `#import <Sparkle/SUUpdater.h>`),
    /// in any Swift file when a bridging header imports one, a class named like such a header (`SUUpdater`), and a
    /// class named like a source file the run excluded (`SVProgressHUD` for `Pods/SVProgressHUD/SVProgressHUD.m`).
    /// A module is held when it is one of ``modules``; a header, when a scanned file has its name.
    public mutating func addClassesFromOutside(index: SourceIndex, sourceFiles: [String], excludedSourceFiles: [String]) {
        // Named as imports name them: `AppDelegate.Private.h` is `AppDelegate.Private`, not `AppDelegate`.
        let heldHeaders = Set(sourceFiles.filter { $0.lowercasedPathExtension == "h" }.map { SourceImport.headerName(ofPath: $0) })
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
        classesInExcludedFiles.formUnion(excludedSourceFiles.map(\.pathBaseName))
    }
}
