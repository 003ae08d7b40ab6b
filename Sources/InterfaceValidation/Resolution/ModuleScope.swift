/// The modules whose sources a validation run scans, so that a custom class missing from the sources is reported
/// only when its module is one of them.
///
/// A module counts as scanned when an Interface Builder file inherits it from its target
/// (`customModuleProvider="target"`, which names the module of the file itself), or when it is the name of a
/// folder that holds scanned sources (`Sources/Kiosk/…`, `Kiosk/App/…`). A class with no module at all
/// (Objective-C, or a Swift class exposed with `@objc(Name)`) is taken to be in the scanned code.
public struct ModuleScope: Sendable, Hashable {
    /// The module names that count as scanned.
    public private(set) var modules: Set<String>
    /// Classes that may come from code the run did not scan, though their module is not named
    /// (``addClassesFromOutside(index:sourceFiles:excludedSourceFiles:)``).
    public internal(set) var classesFromOutside: Set<String> = []
    /// Classes named like a source file the run left out (`--exclude`), whatever their module: their declarations
    /// may be there.
    public internal(set) var classesInExcludedFiles: Set<String> = []

    /// A scope of the given module names.
    public init(modules: Set<String> = []) {
        self.modules = modules
    }

    /// Adds the folder names of a scanned source path (relative or absolute; the file name itself is skipped),
    /// each also as the module name Xcode makes of a target with that name (see ``moduleName(forFolder:)``).
    public mutating func addFolders(ofSourcePath path: String) {
        for component in path.split(separator: "/").dropLast() where !component.isEmpty && component != "." && component != ".." {
            modules.insert(String(component))
            modules.insert(Self.moduleName(forFolder: component))
        }
    }

    /// Adds the folders of every source path, each folder once: a large repository has thousands of files in a few
    /// hundred folders.
    public mutating func addFolders(ofSourcePaths paths: [String]) {
        var seen: Set<Substring> = []
        for path in paths {
            let folder = path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)]
            if seen.insert(folder).inserted { addFolders(ofSourcePath: path) }
        }
    }

    /// The module name Xcode gives a target named like the folder: characters that cannot be in an identifier
    /// become `_` and a leading digit gets one before it (`App iOS` → `App_iOS`, `my-app` → `my_app`).
    public static func moduleName(forFolder folder: some StringProtocol) -> String {
        var name = String(folder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }

    /// Adds a module name.
    public mutating func add(module: String) {
        modules.insert(module)
    }

    /// Adds the modules documents inherit from their target (`customModuleProvider="target"`).
    mutating func addTargetModules(of graphs: [InterfaceGraph]) {
        for graph in graphs {
            for element in graph.customClassElements {
                let object = graph.object(element)
                if object.usesTargetModule, let module = object.customModule { add(module: module) }
            }
        }
    }

    /// Whether a class with this module setting belongs to the scanned code.
    public func contains(module: String?, usesTargetModule: Bool) -> Bool {
        guard let module, !usesTargetModule else { return true }
        return modules.contains(module)
    }

    /// Whether a class named `className`, with this module setting, belongs to the scanned code: its module does,
    /// no excluded source file has its name, and, for a class with no module (Objective-C, or `@objc(Name)`), nothing
    /// says it may come from outside.
    public func contains(className: String, module: String?, usesTargetModule: Bool) -> Bool {
        if classesInExcludedFiles.contains(className) { return false }
        guard module == nil else { return contains(module: module, usesTargetModule: usesTargetModule) }
        return !classesFromOutside.contains(className)
    }
}
