// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "uidesc",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "UIDescription", targets: ["UIDescription"]),
        .library(name: "XIBDecoder", targets: ["XIBDecoder"]),
        .library(name: "JSONLayout", targets: ["JSONLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"700.0.0"),
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
        .target(name: "JSONLayout", dependencies: ["UIDescription"]),
        .testTarget(name: "XIBDecoderTests", dependencies: ["XIBDecoder"]),
        .testTarget(name: "JSONLayoutTests", dependencies: ["JSONLayout", "XIBDecoder"]),
    ]
)
