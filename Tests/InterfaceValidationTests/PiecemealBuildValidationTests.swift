import Foundation
import Testing
import TestSupport
import UIDescription
import InterfaceValidation

/// `validate` on a compiled storyboard whose view nib is from another build than its controller's nib (a build folder
/// updated in part, which UIKit cannot load) reports the view nib's placeholder the controller's nib does not name,
/// as a dangling reference at its byte offset in the view nib: the translation keeps that placeholder now, where it
/// dropped it and left its connections dangling.
@Suite struct PiecemealBuildValidationTests {
    @Test func aPlaceholderTheControllersNibDoesNotNameIsADanglingReference() throws {
        guard let original = PiecemealStoryboardBuild.original, let files = try PiecemealStoryboardBuild.files() else { return }
        func placeholderFindings(_ folder: URL) -> [Finding] {
            InterfaceValidator().validate(interfacePaths: [folder.path], sourcePaths: []).findings.filter {
                $0.rule == .danglingReference && $0.message.contains("UpstreamPlaceholder")
            }
        }
        #expect(placeholderFindings(original).isEmpty)
        let found = try CompiledStoryboardFiles.withFolder(files, named: "Wizard.storyboardc") { placeholderFindings($0) }
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message.contains("`\(PiecemealStoryboardBuild.placeholder)`"))
        #expect(finding.message.contains("from different builds"))
        #expect(finding.location.file?.hasSuffix(PiecemealStoryboardBuild.viewNib) == true)
        #expect(finding.location.offset != nil)
    }
}
