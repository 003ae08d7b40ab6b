import Foundation
import InterfaceRendering
import Testing
import TestSupport

/// A real browser draws every corpus picture: headless Chromium decodes each SVG and paints it onto a canvas, whose
/// PNG is checked. Runs where Chromium is installed; `UIDESC_REQUIRE_CHROMIUM=1` (set by CI) makes a missing
/// browser a failure rather than a skip. `UIDESC_RENDER_PNG_DIR` keeps the PNGs for looking at.
@Suite struct BrowserRenderingTests {
    static let chromium: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    static let required = ProcessInfo.processInfo.environment["UIDESC_REQUIRE_CHROMIUM"] != nil

    @Test(.enabled(if: chromium != nil || required))
    func chromiumDrawsEveryCorpusPicture() throws {
        let browser = try #require(Self.chromium, "Chromium is required (UIDESC_REQUIRE_CHROMIUM) but not installed")
        let writer = SVGWriter()
        var pictures: [(name: String, svg: String)] = []
        for file in CorpusRenderingTests.rendered where file.error == nil {
            for picture in file.pictures {
                pictures.append(("\(Corpus.relativePath(file.url)) › \(picture.name)", writer.svg(picture)))
            }
        }
        #expect(pictures.count >= 450)
        let keep = ProcessInfo.processInfo.environment["UIDESC_RENDER_PNG_DIR"].map { URL(fileURLWithPath: $0) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var drawn = 0
        for (batchIndex, start) in stride(from: 0, to: pictures.count, by: 100).enumerated() {
            let batch = Array(pictures[start..<min(start + 100, pictures.count)])
            let results = try BrowserPage.draw(batch.map(\.svg), with: browser, in: scratch, index: batchIndex)
            #expect(results.count == batch.count, "batch \(batchIndex): the browser answered for \(results.count) of \(batch.count) pictures")
            for (picture, result) in zip(batch, results) {
                switch result {
                case .failure(let message):
                    Issue.record("\(picture.name): the browser could not draw it: \(message)")
                case .success(let png):
                    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(picture.name): not a PNG")
                    drawn += 1
                    if let keep {
                        try? FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
                        let name = PictureFileNames.safe(picture.name.replacingOccurrences(of: "/", with: "_")) + ".png"
                        try png.write(to: keep.appendingPathComponent(name))
                    }
                }
            }
        }
        #expect(drawn == pictures.count)
    }
}

/// One page that has Chromium decode SVGs and paint each onto a canvas, then report the canvases as PNG.
enum BrowserPage {
    static func draw(_ svgs: [String], with browser: String, in folder: URL, index: Int) throws -> [Result<Data, BrowserError>] {
        let sources = svgs.map { "\"data:image/svg+xml;base64,\(Data($0.utf8).base64EncodedString())\"" }
        let page = """
            <html><body><script>
            const sources = [\(sources.joined(separator: ","))];
            (async () => {
              const results = [];
              for (const source of sources) {
                try {
                  const image = new Image();
                  image.src = source;
                  await image.decode();
                  const canvas = document.createElement("canvas");
                  canvas.width = Math.max(1, Math.min(4096, Math.ceil(image.naturalWidth)));
                  canvas.height = Math.max(1, Math.min(4096, Math.ceil(image.naturalHeight)));
                  canvas.getContext("2d").drawImage(image, 0, 0, canvas.width, canvas.height);
                  results.push({ok: true, png: canvas.toDataURL("image/png").split(",")[1]});
                } catch (error) {
                  results.push({ok: false, error: String(error)});
                }
              }
              const output = document.createElement("pre");
              output.id = "results";
              output.textContent = JSON.stringify(results);
              document.body.appendChild(output);
            })();
            </script></body></html>
            """
        let url = folder.appendingPathComponent("page\(index).html")
        try Data(page.utf8).write(to: url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=120000", "--dump-dom", url.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: dom, as: UTF8.self)
        guard let start = text.range(of: "<pre id=\"results\">"), let end = text.range(of: "</pre>", range: start.upperBound..<text.endIndex) else {
            throw BrowserError(message: "no results in the page Chromium returned (exit \(process.terminationStatus))")
        }
        let json = String(text[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let entries = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        return entries.map { entry in
            if entry["ok"] as? Bool == true, let base64 = entry["png"] as? String, let png = Data(base64Encoded: base64) {
                return .success(png)
            }
            return .failure(BrowserError(message: entry["error"] as? String ?? "no image"))
        }
    }
}

struct BrowserError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
