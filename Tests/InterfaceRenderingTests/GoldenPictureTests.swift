import Foundation
import InterfaceRendering
import Testing
import UIDescription
import XIBDecoder

/// A golden picture of every kind of view the renderer paints, so that a painter change shows as a reviewed diff of
/// one small picture: `Golden/UIKitKinds.xib` and `Golden/AppKitKinds.xib` hold one top-level view of each kind
/// (named by its user label), and `Golden/<file>/<kind>.svg` is what the renderer draws of it. `scripts/regenerate.sh`
/// draws them again; this fails when one is stale, missing or left over, or when a kind of view has no picture.
@Suite struct GoldenPictureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let packageRoot = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var inputs: [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xib") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    @Test func everyPictureIsCurrent() throws {
        #expect(Self.inputs.count == 2)
        for input in Self.inputs {
            let stem = input.deletingPathExtension().lastPathComponent
            let pictures = try InterfaceRenderer().pictures(of: XIBDecoder().document(contentsOf: input), file: input.path)
            for picture in pictures {
                let relative = "\(stem)/\(PictureFileNames.safe(picture.name)).svg"
                let committed = try? String(contentsOf: Self.folder.appendingPathComponent(relative), encoding: .utf8)
                #expect(committed == SVGWriter().svg(picture), "Golden/\(relative) is stale or missing: run scripts/regenerate.sh and review the picture")
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent(stem).path)
            #expect(files.count == pictures.count, "Golden/\(stem) holds pictures \(stem).xib no longer draws")
        }
    }

    /// Every case of `AnyView` but the plain `view` is drawn from an element of a golden file. The cases, and the
    /// element kinds each decodes from, are read from the generated models, so a new kind of view fails here until
    /// it has its picture.
    @Test func everyKindOfViewHasAPicture() throws {
        let generated = try String(contentsOf: Self.packageRoot.appendingPathComponent(
            "Sources/UIDescription/Models/Generated/CatalogueIndex.generated.swift"), encoding: .utf8)
        let body = try #require(generated.components(separatedBy: "public indirect enum AnyView").dropFirst().first)
        let declaration = try #require(body.components(separatedBy: "\n}").first)
        let cases = Set(declaration.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("case "), let name = trimmed.dropFirst(5).split(separator: "(").first else { return nil }
            return name.replacingOccurrences(of: "`", with: "")
        })
        // `"wkWebView": { .webView(try WebView(from: $0)) },`: the element kinds of each case.
        var caseOfKind: [String: String] = [:]
        let decoders = try #require(body.components(separatedBy: "static let typedDecoders").dropFirst().first?.components(separatedBy: "\n    ]").first)
        for line in decoders.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "\": { .")
            guard parts.count == 2, parts[0].hasPrefix("\""), let name = parts[1].split(separator: "(").first else { continue }
            caseOfKind[String(parts[0].dropFirst())] = name.replacingOccurrences(of: "`", with: "")
        }
        #expect(cases.count > 40 && caseOfKind.count > cases.count)
        var drawn = Set<String>()
        for input in Self.inputs {
            let document = try XIBDecoder().document(contentsOf: input)
            for element in document.allElements {
                if let drawnCase = caseOfKind[document.name(of: element)] { drawn.insert(drawnCase) }
            }
        }
        let missing = cases.subtracting(drawn).subtracting(["view"])
        #expect(missing.isEmpty, "no golden picture of: \(missing.sorted().joined(separator: ", "))")
    }
}
