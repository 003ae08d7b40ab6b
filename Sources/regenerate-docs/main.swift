// Writes the documents of docs/ that the libraries generate, as the tests that check them compute them:
//   docs/rules.md                  RuleDocumentation.markdown()          (RuleRegistryTests)
//   docs/json-layout.schema.json   JSONLayoutSchema.text                 (SchemaTests)
//   docs/pictures/                 the pictures of Samples/ the README shows (SamplePicturesTests)
//   Tests/InterfaceRenderingTests/Golden/NAME/   the golden picture of each painted kind, drawn from
//                                  Golden/NAME.xib (GoldenPictureTests)
// Run by scripts/regenerate.sh (`swift run regenerate-docs [PACKAGE_ROOT]`, the root defaulting to the current
// folder); a file whose contents are unchanged is not written, and pictures the samples no longer draw are removed.
import Foundation
import InterfaceRendering
import InterfaceValidation
import JSONLayout
import XIBDecoder

let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : FileManager.default.currentDirectoryPath,
               isDirectory: true)
var written = 0
var unchanged = 0

@MainActor func write(_ text: String, to relativePath: String) throws {
    let url = root.appendingPathComponent(relativePath)
    if (try? String(contentsOf: url, encoding: .utf8)) == text {
        unchanged += 1
        return
    }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    written += 1
    print("regenerate-docs: wrote \(relativePath)")
}

/// The pictures of the samples, by path under docs/pictures (as SamplePicturesTests draws them).
@MainActor func samplePictures() throws -> [(path: String, text: String)] {
    var result: [(path: String, text: String)] = []
    for (sample, folder) in [("Samples/Inbox/Inbox.storyboard", "Inbox"), ("Samples/Login/LoginViewController.xib", "LoginViewController")] {
        let path = root.appendingPathComponent(sample).path
        let document = try XIBDecoder().document(contentsOf: URL(fileURLWithPath: path))
        for picture in try InterfaceRenderer().pictures(of: document, file: path) {
            result.append(("\(folder)/\(PictureFileNames.safe(picture.name)).svg", SVGWriter().svg(picture)))
        }
        if folder == "LoginViewController", let dark = try InterfaceRenderer(appearance: .dark).pictures(of: document, file: path).first {
            result.append(("LoginViewController-dark.svg", SVGWriter().svg(dark)))
        }
        if folder == "Inbox" {
            let (map, pictures) = try InterfaceRenderer().map(of: document, file: path)
            result.append(("Inbox.map.svg", MapWriter().svg(map, pictures: pictures)))
            result.append(("Inbox.map.mmd", MapWriter().mermaid(map)))
        }
    }
    return result
}

/// The golden pictures, by path under Tests/InterfaceRenderingTests/Golden (as GoldenPictureTests draws them): each
/// top-level view of each `Golden/*.xib` is one kind.
@MainActor func goldenPictures() throws -> [(path: String, text: String)] {
    let folder = root.appendingPathComponent(goldenFolder)
    var result: [(path: String, text: String)] = []
    for input in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".xib") }).sorted() {
        let path = folder.appendingPathComponent(input).path
        let stem = String(input.dropLast(4))
        for picture in try InterfaceRenderer().pictures(of: XIBDecoder().document(contentsOf: URL(fileURLWithPath: path)), file: path) {
            result.append(("\(stem)/\(PictureFileNames.safe(picture.name)).svg", SVGWriter().svg(picture)))
        }
    }
    return result
}

let goldenFolder = "Tests/InterfaceRenderingTests/Golden"

/// Writes `pictures` under `folder` and removes the pictures there that are not among them.
@MainActor func writePictures(_ pictures: [(path: String, text: String)], under folder: String, keeping: (String) -> Bool) throws {
    for picture in pictures { try write(picture.text, to: folder + "/" + picture.path) }
    let url = root.appendingPathComponent(folder)
    let expected = Set(pictures.map(\.path))
    for existing in FileManager.default.enumerator(atPath: url.path)?.compactMap({ $0 as? String }) ?? []
    where existing.contains(".") && !keeping(existing) && !expected.contains(existing) {
        try FileManager.default.removeItem(at: url.appendingPathComponent(existing))
        print("regenerate-docs: removed \(folder)/\(existing)")
    }
}

do {
    try write(RuleDocumentation.markdown(), to: "docs/rules.md")
    try write(JSONLayoutSchema.text, to: "docs/json-layout.schema.json")
    try writePictures(try samplePictures(), under: "docs/pictures") { _ in false }
    // The inputs (`*.xib`) stay; only pictures are removed.
    try writePictures(try goldenPictures(), under: goldenFolder) { !$0.hasSuffix(".svg") }
    print("regenerate-docs: \(written) written, \(unchanged) unchanged")
} catch {
    FileHandle.standardError.write(Data("regenerate-docs: \(error)\n".utf8))
    exit(1)
}
