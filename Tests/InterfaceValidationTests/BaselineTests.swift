import Foundation
import InterfaceValidation
import Testing
import UIDescription

/// Baselines: findings accepted for now, matched by rule, file and subject (or message), one finding per entry.
@Suite("Validation baselines")
struct BaselineTests {
    static let folder = "/project"

    static func finding(_ rule: ValidationRule, _ file: String, line: Int, _ message: String) -> Finding {
        Finding(rule, message, at: SourceLocation(file: file, line: line, column: 1))
    }

    static let findings = [
        finding(.unconnectedOutlet, "/project/App/A.swift", line: 3, "outlet `a` of A is declared but not connected"),
        finding(.unconnectedOutlet, "/project/App/A.swift", line: 9, "outlet `a` of A is declared but not connected"),
        finding(.missingOutlet, "/elsewhere/B.xib", line: 12, "outlet `b` is connected on File's Owner (B)"),
    ]

    @Test("entries are relative to the baseline's folder, sorted, without lines, and read back as written")
    func writtenForm() throws {
        let baseline = ValidationBaseline(findings: Self.findings, relativeTo: Self.folder)
        #expect(baseline.findings.map(\.file) == ["../elsewhere/B.xib", "App/A.swift", "App/A.swift"])
        let text = baseline.encoded()
        #expect(text.contains(#"{"file":"App/A.swift","message":"outlet `a` of A is declared but not connected","rule":"unconnected-outlet"}"#))
        #expect(text.split(separator: "\n").count == 3 + 3 + 2)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try text.write(to: url, atomically: true, encoding: .utf8)
        #expect(try ValidationBaseline.read(from: url) == baseline)
        #expect(ValidationBaseline(findings: [], relativeTo: Self.folder).encoded() == "{\n  \"version\": 1,\n  \"findings\": [\n  ]\n}\n")
    }

    @Test("a known finding is accepted wherever it moved in its file; each entry accepts one finding")
    func filtering() {
        let baseline = ValidationBaseline(findings: Array(Self.findings.prefix(1)) + [Self.findings[2]], relativeTo: Self.folder)
        var moved = Self.findings
        moved[0].location.line = 30  // edits above it moved it
        let (kept, accepted) = baseline.filter(moved, relativeTo: Self.folder)
        #expect(accepted == 2)
        // The second, identical finding is new: the baseline held one.
        #expect(kept.map(\.location.line) == [9])
        // The same baseline kept in another folder matches nothing.
        #expect(baseline.filter(Self.findings, relativeTo: "/other/folder").accepted == 0)
    }

    @Test("rewording a message leaves a baseline with subjects valid; a finding about another subject is new")
    func rewordedMessages() {
        var findings = Self.findings
        findings[0].subject = "A.a"
        findings[1].subject = "A.b"
        findings[2].subject = "outlet#o1"
        let baseline = ValidationBaseline(findings: findings, relativeTo: Self.folder)
        #expect(baseline.encoded().contains(#""subject":"outlet#o1""#))
        var reworded = findings
        for index in reworded.indices { reworded[index].message = "reworded: " + reworded[index].message }
        #expect(baseline.filter(reworded, relativeTo: Self.folder).accepted == 3)
        var other = reworded
        other[1].subject = "A.c"
        #expect(baseline.filter(other, relativeTo: Self.folder).kept.map(\.subject) == ["A.c"])
    }

    @Test("a baseline written before subjects still accepts its findings by message")
    func baselinesWithoutSubjects() throws {
        let old = #"{"version": 1, "findings": [{"file":"App/A.swift","message":"outlet `a` of A is declared but not connected","rule":"unconnected-outlet"}]}"#
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try old.write(to: url, atomically: true, encoding: .utf8)
        var findings = Array(Self.findings.prefix(1))
        findings[0].subject = "A.a"
        #expect(try ValidationBaseline.read(from: url).filter(findings, relativeTo: Self.folder).accepted == 1)
    }

    @Test("the validator gives findings in Interface Builder files and in sources a subject")
    func findingsHaveSubjects() throws {
        let xib = Fixture.iOSXib(
            ownerConnections: #"<outlet property="titelLabel" destination="lbl" id="o1"/>"#,
            views: #"<label id="lbl"/>"#)
        let source = "import UIKit\nclass LoginViewController: UIViewController {\n    @IBOutlet weak var titleLabel: UILabel!\n}\n"
        let findings = try Fixture.findings(xib: xib, sources: ["/s/L.swift": source])
        let missing = try #require(findings.with(.missingOutlet).first)
        #expect(missing.subject == "outlet#o1")
        let unconnected = try #require(findings.with(.unconnectedOutlet).first)
        #expect(unconnected.subject == "LoginViewController.titleLabel")
    }

    @Test("a file that is not a baseline is refused")
    func notABaseline() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try #"{"findings": 3}"#.write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) { try ValidationBaseline.read(from: url) }
    }
}
