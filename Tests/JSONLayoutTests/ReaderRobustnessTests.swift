import Foundation
import Testing
import TestSupport
@testable import JSONLayout
import XIBDecoder

/// The layout reader on hostile and broken input: errors with positions, never a crash.
@Suite struct ReaderRobustnessTests {
    static func read(_ text: String, limits: DocumentLimits = .default) -> Result<NodeDocument, UIDescriptionError> {
        read(Array(text.utf8), limits: limits)
    }

    static func read(_ bytes: [UInt8], limits: DocumentLimits = .default) -> Result<NodeDocument, UIDescriptionError> {
        do {
            return .success(try JSONLayoutReader(limits: limits).document(from: bytes, path: "test.json"))
        } catch let error as UIDescriptionError {
            return .failure(error)
        } catch {
            return .failure(UIDescriptionError(.unreadable, "unexpected error type: \(error)"))
        }
    }

    static func error(_ text: String) throws -> UIDescriptionError {
        guard case .failure(let error) = read(text) else {
            Issue.record("expected an error for \(text.prefix(80))")
            throw UIDescriptionError(.unreadable, "no error")
        }
        return error
    }

    static let minimal = #"{"format": "uidesc-layout/1", "document": {"type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB"}}"#

    @Test func theSmallestLayoutReads() throws {
        let document = try Self.read(Self.minimal).get()
        #expect(document.name(of: document.root) == "document")
        #expect(document.attribute("version", of: document.root) == "3.0")
    }

    /// A newer minor version only adds members a reader can pass over: a `uidesc-layout/1.2` layout reads, its
    /// unknown `$` members (on elements, in `document`, at the top level) passed over; in a layout of a version this
    /// reader knows (1.1), the same member is a mistake and refused where it stands.
    @Test func membersOfANewerMinorVersionArePassedOver() throws {
        let text = """
        {
          "format": "uidesc-layout/1.2",
          "document": {"type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "$future": ["a"]},
          "$futureTop": {"b": 1},
          "objects": [
            {"View": "root", "$future": true, "subviews": [
              {"Label": "title", "text": "Hi", "$future": "x"}
            ]}
          ]
        }
        """
        let document = try Self.read(text).get()
        #expect(document.allElements.contains { document.attribute("text", of: $0) == "Hi" })
        let known = text.replacingOccurrences(of: "uidesc-layout/1.2", with: "uidesc-layout/1.1")
        let error = try Self.error(known)
        #expect(error.description.contains("`$future` is not a member of the layout format"))
        #expect(error.location?.line == 3)
    }

    /// (input, what the message says, the text the error points at: its first occurrence, or the
    /// last for a lone `}`).
    @Test(arguments: [
        ("", "the file is empty", ""),
        ("[]", "a layout is a JSON object", "[]"),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {},}", "trailing comma", "}"),
        ("{\"format\": \"uidesc-layout/1\",\n \"document\": {\"type\": \"x\" \"version\": \"3.0\"}}", "expected `,` or `}`", "\"version\""),
        ("{\"format\": 'x'}", "expected a JSON value, found `'`", "'x'"),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {\"type\": \"a\\u0000b\"}}", "U+0000", "\\u0000"),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {\"type\": \"\\ud800\"}}", "surrogate", "\\ud800"),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {\"toolsVersion\": 01}}", "leading zeros", "01}}"),
        ("{\"format\": \"uidesc-layout/2\", \"document\": {}}", "newer than this reader", "\"uidesc-layout/2\""),
        ("{\"format\": \"uidesc-layout/1\"}", "no `document`", "{"),
        ("{\"format\": \"uidesc-layout/1\", \"format\": \"uidesc-layout/1\", \"document\": {}}", "appears twice", "\"format\": \"uidesc-layout/1\", \"document"),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"Label\": \"a\", \"txet\": \"x\"}]}", "did you mean `text`", "\"txet\""),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"Label\": \"a\"}, {\"Label\": \"a\"}]}", "two objects are named `a`", "\"Label\": \"a\"}]"),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"View\": \"v\", \"constraints\": [\"top = w.top\"]}]}", "no object is named `w`", "\"top = w.top\""),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"View\": \"v\", \"constraints\": [\"top == \"]}]}", "cannot read the constraint", "\"top == \""),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"View\": \"v\", \"frame\": [1, 2]}]}", "written as 4 numbers", "[1, 2]"),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"View\": \"v\", \"constraints\": [\"centreY = 10\"]}]}", "`centreY` is not a layout attribute; did you mean `centerY`?", "\"centreY = 10\""),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"Buton\": \"b\"}]}", "unknown kind `Buton`; did you mean `Button`?", "\"Buton\""),
        // A known name with a value of the wrong shape (found on hand-edited layouts: the message suggested the
        // name that was written).
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"View\": \"v\", \"frame\": \"0, 13, 218, 4\"}]}", "`frame` is written as a `rect` child (a list of numbers or an object), not as a plain value", "\"frame\""),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"View\": \"v\", \"backgroundColor\": 1}]}", "`backgroundColor` is written as a `color` child (a string or an object), not as a plain value", "\"backgroundColor\""),
        // Values a plain member cannot hold (found on hand-edited layouts: they reached the XIB). A boolean
        // measured on the kind takes true or false; an enumerated value one slip from a known one is refused
        // with that one; a number measured on the kind is not true or false.
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"View\": \"v\", \"opaque\": \"nope\"}]}", "`opaque` is true or false, not \"nope\"", "\"nope\""),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"View\": \"v\", \"hidden\": 1}]}", "`hidden` is true or false, not 1", "1}]}"),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"Button\": \"b\", \"buttonType\": \"sytem\"}]}", "`buttonType` has no value \"sytem\"; did you mean \"system\"?", "\"sytem\""),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"Label\": \"l\", \"lineBreakMode\": \"TailTruncation\"}]}", "did you mean \"tailTruncation\"?", "\"TailTruncation\""),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"Label\": \"l\", \"numberOfLines\": true}]}", "`numberOfLines` is a number, not true", "true}]}"),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"View\": \"v\", \"actions\": [\"v.go: at touchUpInside\"]}]}", "cannot read the action", "\"v.go:"),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"View\": \"v\", \"$bogus\": 1}]}", "`$bogus` is not a member", "\"$bogus\""),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"title\": \"x\"}]}", "has no kind", "{\"title\""),
        ("{\"format\": \"uidesc-layout/1\", \"document\": {}, \"objects\": [{\"View\": \"1abc\"}]}", "not a valid name", "\"View\": \"1abc"),
    ] as [(String, String, String)])
    func errorsSayWhatAndWhere(_ input: String, _ message: String, _ pointedAt: String) throws {
        let error = try Self.error(input)
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.location?.file == "test.json")
        // The expected position: where `pointedAt` first occurs (1:1 for an empty input).
        let found = input.range(of: pointedAt, options: pointedAt == "}" ? .backwards : [])
        let offset = pointedAt.isEmpty ? 0 : input.utf8.count - (found.map { input[$0.lowerBound...].utf8.count } ?? 0)
        let before = Array(input.utf8.prefix(offset))
        let line = before.filter { $0 == 0x0A }.count + 1
        let column = before.count - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        #expect(error.location?.line == line && error.location?.column == column, "\(error.description) — expected \(line):\(column)")
    }

    @Test func nestingBeyondTheLimitIsRefused() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try Self.error(#"{"format": "uidesc-layout/1", "document": {}, "objects": "# + deep + "}")
        #expect(error.message.contains("nests deeper than the limit"))
        var limits = DocumentLimits()
        limits.maximumDepth = 4
        let nested = #"{"format": "uidesc-layout/1", "document": {}, "objects": [{"View": "a", "subviews": [{"View": "b", "subviews": [{"View": "c", "subviews": [{"View": "d", "subviews": [{"View": "e"}]}]}]}]}]}"#
        guard case .failure(let limited) = Self.read(nested, limits: limits) else { Issue.record("no error"); return }
        #expect(limited.kind == .limitExceeded(.depth, limit: 4) || limited.message.contains("nests deeper"))
    }

    @Test func sizeLimitsAreEnforced() throws {
        var limits = DocumentLimits()
        limits.maximumInputBytes = 50
        guard case .failure(let input) = Self.read(Self.minimal, limits: limits) else { Issue.record("no error"); return }
        #expect(input.kind == .limitExceeded(.inputBytes, limit: 50))
        limits = DocumentLimits()
        limits.maximumValueBytes = 10
        guard case .failure(let value) = Self.read(Self.minimal, limits: limits) else { Issue.record("no error"); return }
        #expect(value.message.contains("longer than the limit of 10 bytes"))
        limits = DocumentLimits()
        limits.maximumElementCount = 3
        let many = #"{"format": "uidesc-layout/1", "document": {}, "objects": [{"View": "a"}, {"View": "b"}, {"View": "c"}]}"#
        guard case .failure(let count) = Self.read(many, limits: limits) else { Issue.record("no error"); return }
        #expect(count.kind == .limitExceeded(.elementCount, limit: 3))
    }

    /// Mutations of real layouts (bytes changed, cut, repeated, spliced): every outcome is a
    /// document or an error with a position inside the input; nothing crashes.
    @Test func mutatedLayoutsNeverCrash() throws {
        var generator = SplitMix64(seed: 0x5EED_1A70)
        let layouts = Corpus.readableDocuments.prefix(40).map { Array(JSONLayoutWriter().layout(for: $0.document).utf8) }
        let alphabet = Array("{}[]\":,\\ -0123456789eE.tfnul$ABCxyz\n\u{7F}".utf8) + [0x00, 0xC3, 0xA9, 0xFF, 0xE2, 0x80]
        var outcomes = (documents: 0, errors: 0)
        for round in 0..<3_000 {
            var bytes = layouts[Int(generator.next() % UInt64(layouts.count))]
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                guard !bytes.isEmpty else { break }
                let position = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 5 {
                case 0: bytes[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1: bytes.removeSubrange(position..<min(bytes.count, position + Int(generator.next() % 40)))
                case 2: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
                case 3: bytes = Array(bytes[..<position])
                default:
                    let start = Int(generator.next() % UInt64(bytes.count))
                    let piece = bytes[start..<min(bytes.count, start + Int(generator.next() % 200))]
                    bytes.insert(contentsOf: piece, at: position)
                }
            }
            switch Self.read(bytes) {
            case .success(let document):
                outcomes.documents += 1
                // What reads also writes back, as XML and as a layout, without crashing.
                _ = XIBWriter().xml(for: document)
                _ = JSONLayoutWriter().layout(for: document)
            case .failure(let error):
                outcomes.errors += 1
                let location = try #require(error.location, "round \(round): \(error)")
                #expect(location.line >= 1 && location.column >= 1)
                #expect(error.kind != .unreadable, "round \(round): \(error)")
            }
        }
        #expect(outcomes.errors > 1_000)
        #expect(outcomes.documents > 50)
    }
}

extension ReaderRobustnessTests {
    /// Elements nested as deep as the JSON limit lets them: refused at the element depth limit,
    /// without exhausting the stack of a test thread.
    @Test func deeplyNestedElementsAreRefusedWithoutCrashing() throws {
        let depth = 3 * DocumentLimits.default.maximumDepth - 4
        let keyed = #"{"format": "uidesc-layout/1", "document": {}, "objects": [{"View": "a", "#
            + String(repeating: #""contentView": {"#, count: depth) + String(repeating: "}", count: depth) + "}]}"
        guard case .failure(let error) = Self.read(keyed) else { Issue.record("no error"); return }
        #expect(error.kind == .limitExceeded(.depth, limit: DocumentLimits.default.maximumDepth) || error.message.contains("nests deeper"))
        let listed = #"{"format": "uidesc-layout/1", "document": {}, "objects": ["#
            + String(repeating: #"{"View": null, "subviews": ["#, count: depth / 2) + String(repeating: "]}", count: depth / 2) + "]}"
        guard case .failure(let listError) = Self.read(listed) else { Issue.record("no error"); return }
        #expect(listError.kind == .limitExceeded(.depth, limit: DocumentLimits.default.maximumDepth) || listError.message.contains("nests deeper"))
    }
}

extension ReaderRobustnessTests {
    /// Elements nested just under the depth limit read, write and decode on a test thread.
    @Test func documentsJustUnderTheDepthLimitWork() throws {
        let depth = DocumentLimits.default.maximumDepth - 6
        let layout = #"{"format": "uidesc-layout/1", "document": {"type": "com.apple.InterfaceBuilder3.CocoaTouch.XIB"}, "objects": [{"View": "a", "#
            + String(repeating: #""contentView": {"#, count: depth) + String(repeating: "}", count: depth) + "}]}"
        let document = try Self.read(layout).get()
        #expect(document.elementCount > depth)
        let xml = XIBWriter().xml(for: document)
        let reread = try XIBReader().read(Array(xml.utf8))
        #expect(reread.elementCount == document.elementCount)
        let written = JSONLayoutWriter().layout(for: document)
        #expect(try JSONLayoutReader().document(from: Array(written.utf8)).elementCount == document.elementCount)
        _ = try? JSONLayoutDecoder().decode(Document.self, from: document)
    }
}
