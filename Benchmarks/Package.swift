// swift-tools-version:6.1
// Benchmarks for uidesc, kept in their own package so the library never depends on its peers.
// Run everything with `scripts/bench.sh` from the repository root (see docs/performance.md).
import PackageDescription
import class Foundation.ProcessInfo
import struct Foundation.URL

// A path dependency's identity is its directory name, which differs between clones and worktrees.
let uidescRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let uidesc = uidescRoot.lastPathComponent

let package = Package(
    name: "uidesc-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/CoreOffice/XMLCoder", from: "0.18.2"),
        .package(url: "https://github.com/drmohundro/SWXMLHash", from: "8.1.1"),
    ],
    targets: [
        // libxml2's xmlReader, the floor every row is compared with. macOS uses the SDK's `libxml2` module.
        .systemLibrary(
            name: "CLibXML2Reader",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The inputs, the synthetic storyboard generator, and one runner per parser (rows of the table).
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "XIBDecoder", package: uidesc),
                .product(name: "JSONLayout", package: uidesc),
                .product(name: "InterfaceMerge", package: uidesc),
                .product(name: "InterfaceRendering", package: uidesc),
                .product(name: "InterfaceLocalization", package: uidesc),
                .product(name: "XMLCoder", package: "XMLCoder"),
                .product(name: "SWXMLHash", package: "SWXMLHash"),
                .target(name: "CLibXML2Reader", condition: .when(platforms: [.linux])),
            ]
        ),
        // `uidesc-bench generate | check | report | memory | cli | large-repo`: inputs, correctness check, ratio table,
        // peak memory, CLI throughput, validating beside generated code.
        .executableTarget(
            name: "uidesc-bench",
            dependencies: ["BenchmarkSupport", .product(name: "InterfaceValidation", package: uidesc),
                           .product(name: "ProjectMembership", package: uidesc), .product(name: "NIBDecoder", package: uidesc),
                           .product(name: "InterfaceTypeGeneration", package: uidesc), .product(name: "UIDescription", package: uidesc)]
        ),
        // The timed suite, run by `swift package benchmark`.
        .executableTarget(
            name: "UIDescBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/UIDescBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
