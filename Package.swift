// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "uidesc",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "UIDescription", targets: ["UIDescription"]),
        .library(name: "XIBDecoder", targets: ["XIBDecoder"]),
        .library(name: "NIBDecoder", targets: ["NIBDecoder"]),
        .library(name: "InterfaceSources", targets: ["InterfaceSources"]),
        .library(name: "InterfaceValidation", targets: ["InterfaceValidation"]),
        .executable(name: "uidesc", targets: ["uidesc"]),
        .plugin(name: "ValidateInterfaces", targets: ["ValidateInterfaces"]),
        .plugin(name: "WriteInterfaceBaseline", targets: ["WriteInterfaceBaseline"]),
        .plugin(name: "GenerateInterfaceTypes", targets: ["GenerateInterfaceTypes"]),
        .library(name: "JSONLayout", targets: ["JSONLayout"]),
        .library(name: "InterfaceMerge", targets: ["InterfaceMerge"]),
        .library(name: "InterfaceRendering", targets: ["InterfaceRendering"]),
        .library(name: "InterfaceLocalization", targets: ["InterfaceLocalization"]),
        .library(name: "DocumentOpening", targets: ["DocumentOpening"]),
        .library(name: "ProjectMembership", targets: ["ProjectMembership"]),
        .library(name: "InterfaceTypeGeneration", targets: ["InterfaceTypeGeneration"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"700.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // `swift package generate-documentation`: the DocC catalogues under Sources/*/Documentation.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // libxml2 from the system (Debian: libxml2-dev). macOS uses the SDK's own `libxml2` module.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "UIDescription"),
        .target(
            name: "XIBDecoder",
            dependencies: [
                "UIDescription",
                .target(name: "CLibXML2", condition: .when(platforms: [.linux, .android, .openbsd, .windows])),
            ]
        ),
        // Compiled nibs (NIBArchive, keyed archives, .storyboardc folders) into the same document model.
        .target(name: "NIBDecoder", dependencies: ["UIDescription"]),
        .testTarget(name: "NIBDecoderTests", dependencies: ["NIBDecoder", "XIBDecoder", "TestSupport"]),
        .testTarget(name: "XIBDecoderTests", dependencies: ["XIBDecoder", "UIDescSamples", "TestSupport"]),
        // Samples: the Swift types that decode Samples/Login and Samples/Inbox, and a program that prints them.
        .target(name: "UIDescSamples", dependencies: ["XIBDecoder"], path: "Samples/Sources/UIDescSamples"),
        .executableTarget(name: "uidesc-samples", dependencies: ["UIDescSamples"], path: "Samples/Sources/uidesc-samples"),
        .target(name: "InterfaceSources", dependencies: ["UIDescription", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]),
        .testTarget(name: "InterfaceSourcesTests", dependencies: ["InterfaceSources", "TestSupport"]),
        // Hostile input: fuzz harnesses and libFuzzer entry points, all under Sources/Fuzzing (scripts/fuzz.sh), and the
        // security tests.
        .target(name: "FuzzHarnesses", dependencies: ["XIBDecoder", "NIBDecoder", "JSONLayout", "InterfaceMerge", "InterfaceLocalization"],
                path: "Sources/Fuzzing/Harnesses"),
        .executableTarget(name: "FuzzXIBReader", dependencies: ["FuzzHarnesses"], path: "Sources/Fuzzing/XIBReader"),
        .executableTarget(name: "FuzzLegacyArchive", dependencies: ["FuzzHarnesses"], path: "Sources/Fuzzing/LegacyArchive"),
        .executableTarget(name: "FuzzDecoder", dependencies: ["FuzzHarnesses"], path: "Sources/Fuzzing/Decoder"),
        .executableTarget(name: "FuzzJSONLayout", dependencies: ["FuzzHarnesses"], path: "Sources/Fuzzing/JSONLayout"),
        .executableTarget(name: "FuzzMerge", dependencies: ["FuzzHarnesses"], path: "Sources/Fuzzing/Merge"),
        .executableTarget(name: "FuzzStrings", dependencies: ["FuzzHarnesses"], path: "Sources/Fuzzing/Strings"),
        .executableTarget(name: "FuzzNIBReader", dependencies: ["FuzzHarnesses"], path: "Sources/Fuzzing/NIBReader"),
        .testTarget(name: "SecurityTests", dependencies: ["XIBDecoder", "NIBDecoder", "JSONLayout", "FuzzHarnesses", "TestSupport"], exclude: ["Regressions"]),
        // Checks IB files against the sources: the library behind `uidesc validate` and `uidesc dump`.
        .target(name: "InterfaceValidation", dependencies: ["DocumentOpening", "XIBDecoder", "NIBDecoder", "JSONLayout", "InterfaceSources", "InterfaceLocalization", "ProjectMembership", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "InterfaceValidationTests", dependencies: ["InterfaceValidation", "JSONLayout", "XIBDecoder", "NIBDecoder", "TestSupport"]),
        // The command-line tool: argument parsing and printing only.
        .executableTarget(
            name: "uidesc",
            dependencies: ["InterfaceValidation", "DocumentOpening", "NIBDecoder", "JSONLayout", "InterfaceMerge", "InterfaceRendering", "InterfaceLocalization", "InterfaceTypeGeneration", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "uidescTests", dependencies: ["uidesc", "InterfaceValidation", "XIBDecoder", "TestSupport"]),
        // Writes the documents of docs/ the libraries generate (rules.md, the layout format's JSON Schema, the sample
        // pictures); run by scripts/regenerate.sh, never a dependency of the libraries.
        .executableTarget(name: "regenerate-docs", dependencies: ["InterfaceValidation", "JSONLayout", "InterfaceRendering", "XIBDecoder"]),
        // `swift package validate-interfaces`: runs `uidesc validate` on the package.
        .plugin(
            name: "ValidateInterfaces",
            capability: .command(
                intent: .custom(
                    verb: "validate-interfaces",
                    description: "Check the package's XIB and storyboard files against its Swift and Objective-C sources"),
                permissions: []
            ),
            dependencies: ["uidesc"]
        ),
        // `swift package --allow-writing-to-package-directory write-interface-baseline`: the baseline of today's
        // findings, for `validate-interfaces --baseline FILE --strict`. A plugin of its own, so that only writing the
        // baseline asks for permission to write into the package.
        .plugin(
            name: "WriteInterfaceBaseline",
            capability: .command(
                intent: .custom(
                    verb: "write-interface-baseline",
                    description: "Write today's uidesc validate findings to a baseline file in the package"),
                permissions: [.writeToPackageDirectory(reason: "writes the baseline file (uidesc-baseline.json by default)")]
            ),
            dependencies: ["uidesc"]
        ),
        .testTarget(name: "UIDescriptionTests", dependencies: ["XIBDecoder", "TestSupport"]),
        .target(name: "JSONLayout", dependencies: ["UIDescription"]),
        .testTarget(name: "JSONLayoutTests", dependencies: ["JSONLayout", "XIBDecoder", "TestSupport"]),
        // The one front end: opens a document at a path in any format uidesc reads (XIB, storyboard, legacy IB 3
        // archive, JSON layout, compiled nib or storyboard); every command opens documents through it.
        .target(name: "DocumentOpening", dependencies: ["XIBDecoder", "NIBDecoder", "JSONLayout"]),
        .testTarget(name: "DocumentOpeningTests", dependencies: ["DocumentOpening", "JSONLayout", "XIBDecoder", "TestSupport"]),
        // Semantic three-way merge and diff of IB files: the library behind `uidesc merge`, `diff` and `git-setup`.
        .target(name: "InterfaceMerge", dependencies: ["XIBDecoder"]),
        .testTarget(name: "InterfaceMergeTests", dependencies: ["InterfaceMerge", "XIBDecoder", "TestSupport"]),
        // Pictures of scenes and storyboards: a drawing model built from the typed models, an SVG writer and the
        // storyboard map; the library behind `uidesc render`.
        .target(name: "InterfaceRendering", dependencies: ["XIBDecoder"]),
        .testTarget(name: "InterfaceRenderingTests", dependencies: ["InterfaceRendering", "XIBDecoder", "TestSupport"],
                    exclude: ["Golden"]),
        // Strings files and String Catalogs of IB files: reading them, generating them as ibtool does, checking and
        // updating translations; the library behind `uidesc strings` and validate's translation rules.
        .target(name: "InterfaceLocalization", dependencies: ["UIDescription"]),
        .testTarget(name: "InterfaceLocalizationTests", dependencies: ["InterfaceLocalization", "XIBDecoder", "TestSupport"]),
        // Which files belong to which target: Xcode projects' targets, sources, resources and synchronized folders.
        .target(name: "ProjectMembership", dependencies: ["UIDescription", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]),
        .testTarget(name: "ProjectMembershipTests", dependencies: ["ProjectMembership", "TestSupport"]),
        // The real merges of ../shared/merges, for every test target that reads them.
        .target(name: "InterfaceTypeGeneration", dependencies: ["UIDescription"]),
        .testTarget(name: "InterfaceTypeGenerationTests", dependencies: ["InterfaceTypeGeneration", "XIBDecoder", "TestSupport"]),
        // The build-tool plugin on the sample files (linked into the target's Interfaces folder).
        .testTarget(name: "GeneratedInterfaceTypesTests", dependencies: ["XIBDecoder"], resources: [.copy("Interfaces")],
                    plugins: ["GenerateInterfaceTypes"]),
        .plugin(name: "GenerateInterfaceTypes", capability: .buildTool(), dependencies: ["uidesc-interface-types"]),
        .executableTarget(name: "uidesc-interface-types", dependencies: ["InterfaceTypeGeneration", "XIBDecoder"]),
        .target(name: "TestSupport", dependencies: ["XIBDecoder"], path: "Tests/TestSupport"),
    ]
)
