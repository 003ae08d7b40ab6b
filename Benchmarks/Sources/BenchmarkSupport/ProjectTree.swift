import Foundation

/// A repository of an app of many targets, for measuring what reading its Xcode project adds to `validate`
/// (issue 52: at most 10% with 50 targets and 5,000 files): `with/` holds the targets' folders and
/// `App.xcodeproj/project.pbxproj`, which lists every file in its target; `without/` the same folders without the
/// project (validate then falls back to folder rules).
///
/// Each target `ModuleNN` has 5 view controllers and their XIBs (outlets to labels, an image from the target's asset
/// catalog), 10 image sets, and Swift files up to ``filesPerTarget`` files. Sizes follow the 37 outside apps measured
/// for issue 52 (4,527 Swift files, median 2.5 KB; 298 IB files, median 12 KB, one for every 15 Swift files): each
/// Swift file is about 2.5 KB, each XIB about 12 KB.
public struct ProjectTree: Sendable {
    /// How many targets the project has.
    public static let targetCount = 50
    /// How many files each target lists (sources, the XIB, the asset catalog's sets).
    public static let filesPerTarget = 100
    /// Changed whenever the generator's output changes, so that a tree written by an older one is written again.
    static let generatorVersion = 2
    /// How many view controllers, each with its XIB, a target has.
    static let screensPerTarget = 5

    /// The folder that holds both trees.
    public let root: URL
    /// `with/`: the targets' folders and the project.
    public var withProject: URL { root.appendingPathComponent("with") }
    /// `without/`: the same folders, no project.
    public var withoutProject: URL { root.appendingPathComponent("without") }

    public init(root: URL = Corpus.repositoryRoot.appendingPathComponent("Benchmarks/.build/project-tree")) {
        self.root = root
    }

    /// Writes both trees unless this generator already did.
    public func prepare() throws {
        let stamp = root.appendingPathComponent("generator-version")
        if (try? String(contentsOf: stamp, encoding: .utf8)) == String(Self.generatorVersion) { return }
        try? FileManager.default.removeItem(at: root)
        for tree in [withProject, withoutProject] {
            for target in 0..<Self.targetCount { try writeTarget(target, into: tree) }
        }
        try write(project(), to: withProject.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        try write(String(Self.generatorVersion), to: stamp)
    }

    static func name(of target: Int) -> String { String(format: "Module%02d", target) }

    /// The files of a target, relative to its folder: the XIB, the catalog's sets, and the Swift files.
    static func files(of target: Int) -> (sources: [String], resources: [String]) {
        let module = name(of: target)
        let sets = (0..<10).map { "Assets.xcassets/Icon\($0).imageset" }
        let screens = (0..<screensPerTarget).map { "\(module)Screen\($0)ViewController" }
        let sources = screens.map { $0 + ".swift" } + (0..<(filesPerTarget - 2 * screensPerTarget - 1 - sets.count)).map { "Model\($0).swift" }
        return (sources, screens.map { $0 + ".xib" } + ["Assets.xcassets"] + sets)
    }

    private func writeTarget(_ target: Int, into tree: URL) throws {
        let module = Self.name(of: target), folder = tree.appendingPathComponent(module)
        let labels = 40
        for screen in 0..<Self.screensPerTarget {
            let owner = "\(module)Screen\(screen)ViewController"
            let outlets = (0..<labels).map { "    @IBOutlet private var label\($0): UILabel!" }.joined(separator: "\n")
            try write("""
                import UIKit

                final class \(owner): UIViewController {
                \(outlets)

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "\(owner)"
                    }
                }
                """, to: folder.appendingPathComponent("\(owner).swift"))
            let views = (0..<labels).map { index in
                """
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label \(index)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l\(index)">
                                <rect key="frame" x="20" y="\(20 + index * 24)" width="353" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                """
            }.joined(separator: "\n")
            let connections = (0..<labels).map { #"                <outlet property="label\#($0)" destination="l\#($0)" id="o\#($0)"/>"# }.joined(separator: "\n")
            try write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="\(module)" customModuleProvider="target">
                            <connections>
                \(connections)
                                <outlet property="view" destination="v1" id="ov"/>
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="1100"/>
                            <subviews>
                \(views)
                                <imageView image="Icon\((target + screen) % 10)" id="i1"><rect key="frame" x="20" y="1000" width="64" height="64"/></imageView>
                            </subviews>
                        </view>
                    </objects>
                    <resources>
                        <image name="Icon\((target + screen) % 10)" width="64" height="64"/>
                    </resources>
                </document>
                """, to: folder.appendingPathComponent("\(owner).xib"))
        }
        for index in 0..<(Self.filesPerTarget - 2 * Self.screensPerTarget - 1 - 10) {
            let members = (0..<12).map { member in
                """
                    /// The \(member)th value of the model, as the server sends it.
                    var value\(member): String = ""

                    func describeValue\(member)() -> String { "\\(identifier): \\(value\(member))" }
                """
            }.joined(separator: "\n\n")
            try write("""
                import Foundation

                struct \(module)Model\(index): Codable, Hashable {
                    var identifier: UUID

                \(members)
                }
                """, to: folder.appendingPathComponent("Model\(index).swift"))
        }
        try write(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#, to: folder.appendingPathComponent("Assets.xcassets/Contents.json"))
        for index in 0..<10 {
            try write(#"{ "images" : [ { "filename" : "icon.png", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#,
                      to: folder.appendingPathComponent("Assets.xcassets/Icon\(index).imageset/Contents.json"))
        }
    }

    /// The project: a group per target folder, a file reference and a build file per file, and each target's
    /// sources and resources phases and build settings.
    func project() -> String {
        var objects: [String] = [], groups: [String] = [], targets: [String] = []
        var counter = 0
        func id() -> String { counter += 1; return String(format: "B0%022X", counter) }
        for target in 0..<Self.targetCount {
            let module = Self.name(of: target)
            let (sources, resources) = Self.files(of: target)
            var children: [String] = [], sourceFiles: [String] = [], resourceFiles: [String] = []
            for (path, isSource) in sources.map({ ($0, true) }) + resources.filter({ !$0.contains(".imageset") }).map({ ($0, false) }) {
                let reference = id(), build = id()
                objects.append("\(reference) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };")
                objects.append("\(build) = {isa = PBXBuildFile; fileRef = \(reference); };")
                children.append(reference)
                if isSource { sourceFiles.append(build) } else { resourceFiles.append(build) }
            }
            let group = id(), sourcesPhase = id(), resourcesPhase = id(), targetID = id(), list = id(), configuration = id()
            objects.append("\(group) = {isa = PBXGroup; children = (\(children.joined(separator: ", "))); path = \(module); sourceTree = \"<group>\"; };")
            objects.append("\(sourcesPhase) = {isa = PBXSourcesBuildPhase; files = (\(sourceFiles.joined(separator: ", "))); };")
            objects.append("\(resourcesPhase) = {isa = PBXResourcesBuildPhase; files = (\(resourceFiles.joined(separator: ", "))); };")
            objects.append("\(configuration) = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = \(module); IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Debug; };")
            objects.append("\(list) = {isa = XCConfigurationList; buildConfigurations = (\(configuration)); };")
            objects.append("\(targetID) = {isa = PBXNativeTarget; name = \(module); productType = \"com.apple.product-type.framework\"; buildPhases = (\(sourcesPhase), \(resourcesPhase)); buildConfigurationList = \(list); };")
            groups.append(group)
            targets.append(targetID)
        }
        let main = id(), project = id()
        objects.append("\(main) = {isa = PBXGroup; children = (\(groups.joined(separator: ", "))); sourceTree = \"<group>\"; };")
        objects.append("\(project) = {isa = PBXProject; mainGroup = \(main); targets = (\(targets.joined(separator: ", "))); projectDirPath = \"\"; };")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\t\t"
            + objects.joined(separator: "\n\t\t") + "\n\t};\n\trootObject = \(project);\n}\n"
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
