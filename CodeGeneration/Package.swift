// swift-tools-version:6.0
// The code generator of uidesc's typed models, a package of its own (as swift-syntax's `CodeGeneration`),
// so that neither the library nor its users ever depend on it.
//
//   swift run --package-path CodeGeneration generate-models     # rewrites Sources/UIDescription/Models/Generated
//   swift test --package-path CodeGeneration                    # fails when the checked-in files are stale
import PackageDescription

let package = Package(
    name: "CodeGeneration",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "generate-models", targets: ["generate-models"])],
    targets: [
        // The catalogue: every typed model and enumeration, each property declared once.
        .target(name: "ModelSpecification"),
        // Swift source from the catalogue.
        .target(name: "ModelGenerator", dependencies: ["ModelSpecification"]),
        .executableTarget(name: "generate-models", dependencies: ["ModelGenerator"]),
        .testTarget(name: "ModelGeneratorTests", dependencies: ["ModelGenerator"]),
    ]
)
