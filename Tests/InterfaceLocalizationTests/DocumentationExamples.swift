import Foundation
import Testing
import XIBDecoder
@testable import InterfaceLocalization

/// The code of the InterfaceLocalization article (`Sources/InterfaceLocalization/Documentation.docc`), compiled and
/// run on the sample login screen and its German translation.
@Suite struct InterfaceLocalizationDocumentationExamples {
    static let login = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/Login")

    @Test func checkingTranslations() throws {
        let xibURL = Self.login.appendingPathComponent("LoginViewController.xib")
        let germanURL = Self.login.appendingPathComponent("de.lproj/LoginViewController.strings")
        let document = try XIBDecoder().document(contentsOf: xibURL)
        let texts = TextExtractor().texts(of: document)
        let english = StringsFileWriter(encoding: .utf8).data(for: texts)
        #expect(String(decoding: english, as: UTF8.self).contains("\"Ha6-Pq-3sD.text\" = \"Welcome back\";"))

        let audit = TranslationAudit(document: document)
        let german = try StringsFileReader().read(contentsOf: germanURL)
        for problem in audit.problems(in: german, language: "de") {
            print(problem)  // path:line:column: message
        }
        #expect(audit.problems(in: german, language: "de").isEmpty)

        let updated = StringsFileUpdater(newKeys: .base).updatedText(of: german, against: audit)
        #expect(updated == german.text)
    }
}
