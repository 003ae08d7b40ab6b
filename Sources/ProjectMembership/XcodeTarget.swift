/// One target of an Xcode project, with the files it builds: its sources, its resources (IB files, asset catalogs,
/// strings files, fonts…), and the folders Xcode 16 keeps in sync with it.
public struct XcodeTarget: Sendable, Hashable {
    /// The target's name (`Rectangle`, `App Tests`), unique within its project.
    public var name: String
    /// The project that declares it: the `.xcodeproj` folder, or a Swift package's folder (empty when not known).
    public var project: String
    /// The product type (`com.apple.product-type.application`, `…framework`, `…bundle.unit-test`), when given.
    public var productType: String?
    /// The SDK its build settings name (`iphoneos`, `macosx`, `watchos`, `appletvos`, `xros`), when they do.
    public var sdk: String?
    /// The files of its Sources build phase, as paths (the project's folder joined with each file's path).
    public var sourceFiles: [String]
    /// The files of its Resources build phase; a localized file (a variant group) gives every localization's file.
    public var resourceFiles: [String]
    /// The Info.plist its build settings name (`INFOPLIST_FILE`), as a path, when they name one.
    public var infoPlist: String?
    /// Folders whose files all belong to the target (Xcode 16's synchronized folders), but for their exceptions.
    public var synchronizedFolders: [SynchronizedFolder]
    /// Its deployment targets: each `…_DEPLOYMENT_TARGET` build setting of its first configuration
    /// (`IPHONEOS_DEPLOYMENT_TARGET`: `15.0`), the project's where the target sets none.
    public var deploymentTargets: [String: String]

    /// A folder Xcode keeps in sync with a target: every file below it is the target's, but the exceptions.
    public struct SynchronizedFolder: Sendable, Hashable {
        /// The folder, as a path.
        public var path: String
        /// Files below it that are not the target's (`membershipExceptions`), as paths.
        public var exceptions: Set<String>

        /// Creates a synchronized folder from its parts.
        public init(path: String, exceptions: Set<String>) {
            self.path = path
            self.exceptions = exceptions
        }

        /// Whether `file` (a path as the project's paths are written) lies below the folder and is not an exception,
        /// nor inside a folder that is one.
        public func contains(_ file: String) -> Bool {
            guard file.hasPrefix(path.hasSuffix("/") ? path : path + "/") else { return false }
            return !exceptions.contains(file) && !exceptions.contains { file.hasPrefix($0 + "/") }
        }
    }

    /// Creates a target from its parts.
    public init(
        name: String, productType: String?, sdk: String?, sourceFiles: [String], resourceFiles: [String],
        infoPlist: String?, synchronizedFolders: [SynchronizedFolder], deploymentTargets: [String: String] = [:],
        project: String = ""
    ) {
        self.name = name
        self.project = project
        self.productType = productType
        self.sdk = sdk
        self.sourceFiles = sourceFiles
        self.resourceFiles = resourceFiles
        self.infoPlist = infoPlist
        self.synchronizedFolders = synchronizedFolders
        self.deploymentTargets = deploymentTargets
    }

    /// Whether the target builds or bundles `file` (a path as the project's paths are written): a source, a
    /// resource, a file of a synchronized folder, or a file inside a resource folder (an asset catalog, a bundle).
    public func contains(_ file: String) -> Bool {
        sourceFiles.contains(file) || resourceFiles.contains(file)
            || resourceFiles.contains { file.hasPrefix($0 + "/") }
            || synchronizedFolders.contains { $0.contains(file) }
    }
}
