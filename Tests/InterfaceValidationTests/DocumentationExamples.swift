import Foundation
import InterfaceValidation
import Testing

/// The code of the InterfaceValidation article (`Sources/InterfaceValidation/Documentation.docc`), compiled and run
/// on the samples.
@Suite struct InterfaceValidationDocumentationExamples {
    @Test func validatingInCI() throws {
        let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples").path
        var validator = InterfaceValidator()
        validator.excludedPaths = ["Pods"]
        let report = validator.validate(interfacePaths: [app], sourcePaths: [app])
        for finding in report.findings where finding.severity == .error {
            print(finding)
        }
        #expect(report.interfaceFiles.count == 2)
        #expect(report.errorCount == 0)

        let configuration = try ConfigurationReader.parse("excluded: [Pods]\nrules: {missing-outlet: warning}\n", file: ".uidesc.yml")
        let findings = configuration.apply(to: report.findings)
        print(ReportFormat.github.render(findings, paths: PathDisplay(base: ".")))
        #expect(findings.count == report.findings.count)
    }
}
