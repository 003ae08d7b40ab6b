import Foundation
import Testing
import TestSupport
import XIBDecoder

/// The outlet rules, one at a time, on small inline documents.
@Suite struct OutletRulesTests {
    struct LoginViewController: Decodable {
        let view: View
        let titleLabel: Label
        let passwordField: TextField
        let loginButton: Button
        let socialButtons: [Button]
    }

    @Test func outletsResolveToTheirDestinationsAsNonOptionalLets() throws {
        let login = try XIBDecoder().decode(LoginViewController.self, from: Inline.login)
        #expect(login.view.id == "root-view")
        #expect(login.view.subviews.count == 5)
        #expect(login.titleLabel.text == "Welcome")
        #expect(login.titleLabel.numberOfLines == 2)
        #expect(login.titleLabel.textAlignment == .center)
        #expect(login.titleLabel.font?.style == "UICTFontTextStyleTitle1")
        #expect(login.titleLabel.textColor?.form == .components(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
        #expect(login.titleLabel.highlightedColor == nil)
        #expect(login.titleLabel.frame == Rect(key: "frame", x: 20, y: 100, width: 350, height: 40))
        #expect(login.passwordField.placeholder == "Password")
        #expect(login.passwordField.borderStyle == .roundedRect)
        #expect(login.loginButton.title == "Log in")
        #expect(login.loginButton.actions.map(\.selector) == ["login:"])
        #expect(login.loginButton.actions.first?.eventType == .touchUpInside)
    }

    @Test func outletCollectionsKeepFileOrder() throws {
        let login = try XIBDecoder().decode(LoginViewController.self, from: Inline.login)
        #expect(login.socialButtons.map(\.title) == ["Apple", "Google"])
        #expect(login.socialButtons.map(\.id) == ["apple-btn", "google-btn"])
    }

    @Test func optionalOutletIsNilWhenNotConnected() throws {
        struct Screen: Decodable {
            let titleLabel: Label
            let hintLabel: Label?
            let view: View
            let passwordField: TextField?
            let loginButton: Button
            let socialButtons: [Button]
        }
        let screen = try XIBDecoder().decode(Screen.self, from: Inline.login)
        #expect(screen.hintLabel == nil)
        #expect(screen.passwordField?.id == "pass-fld")
    }

    @Test func missingOutletNamesOutletOwnerPositionAndNearestName() throws {
        struct Misspelled: Decodable {
            let view: View
            let titleLable: Label
        }
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(Misspelled.self, from: Inline.login)
        }
        #expect(error.kind == .missingOutlet(name: "titleLable", owner: "LoginViewController (File's Owner)", suggestion: "titleLabel"))
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 9)
        #expect(error.description.contains("4:9: error: missing outlet `titleLable` on LoginViewController (File's Owner)"))
        #expect(error.description.contains("did you mean `titleLabel`?"))
        #expect(error.codingPath.map(\.stringValue) == ["titleLable"])
    }

    /// The list of connected outlets in a missing-outlet message is sorted, each name once, so a XIB and the
    /// JSON layout written from it (which lists connections in Interface Builder's order) give the same message.
    /// Found on a hand-edited real xib outside the corpus (VLC's tvOS player, `coneLoadingView` listed first).
    @Test func missingOutletListsTheConnectedOutletsSortedOnce() throws {
        struct Unrelated: Decodable {
            let view: View
            let headerView: View
        }
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(Unrelated.self, from: Inline.login)
        }
        #expect(error.description.hasSuffix(
            "missing outlet `headerView` on LoginViewController (File's Owner): the file connects no outlet with that name (it connects: loginButton, passwordField, socialButtons, titleLabel, view)"))
    }

    @Test func unknownOutletThrowsAfterInitWithItsPosition() throws {
        struct Partial: Decodable {
            let view: View
            let titleLabel: Label
            let passwordField: TextField
            let loginButton: Button
        }
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(Partial.self, from: Inline.login)
        }
        #expect(error.kind == .unknownOutlet(name: "socialButtons", owner: "LoginViewController (File's Owner)"))
        #expect(error.location?.line == 10)
        #expect(error.location?.column == 17)
        #expect(error.description.contains("unknown outlet collection `socialButtons`"))
        #expect(error.description.contains("Partial declares no property `socialButtons`"))
        #expect(error.notes.first?.location?.line == 4)
    }

    @Test func unknownOutletsCanBeIgnored() throws {
        struct OnlyTitle: Decodable { let titleLabel: Label }
        var decoder = XIBDecoder()
        decoder.unknownOutlets = .ignore
        let screen = try decoder.decode(OnlyTitle.self, from: Inline.login)
        #expect(screen.titleLabel.text == "Welcome")
    }

    @Test func typeMismatchNamesBothKinds() throws {
        struct Wrong: Decodable {
            let view: View
            let titleLabel: Label
            let passwordField: TextField
            let loginButton: Label
            let socialButtons: [Button]
        }
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(Wrong.self, from: Inline.login)
        }
        guard case .typeMismatch(let expected, let found) = error.kind else {
            Issue.record("expected a type mismatch, got \(error)")
            return
        }
        #expect(expected == "Label")
        #expect(found.contains("`button`"))
        #expect(error.description.contains("outlet `loginButton` of LoginViewController (File's Owner) is declared as Label but connects to a `button`"))
    }

    @Test func collectionDeclaredAsSingleValueIsAMismatch() throws {
        struct Wrong: Decodable {
            let view: View
            let titleLabel: Label
            let passwordField: TextField
            let loginButton: Button
            let socialButtons: Button
        }
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(Wrong.self, from: Inline.login)
        }
        #expect(error.description.contains("outlet collection `socialButtons`"))
        if case .typeMismatch = error.kind {} else { Issue.record("expected a type mismatch, got \(error.kind)") }
    }

    @Test func singleOutletDeclaredAsCollectionIsAMismatch() throws {
        struct Wrong: Decodable {
            let view: View
            let titleLabel: [Label]
            let passwordField: TextField
            let loginButton: Button
            let socialButtons: [Button]
        }
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(Wrong.self, from: Inline.login)
        }
        #expect(error.description.contains("outlet `titleLabel` of LoginViewController (File's Owner) is declared as an outlet collection"))
    }

    @Test func danglingDestinationThrowsWithTheIdAndPosition() throws {
        let data = Inline.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                    <connections>
                        <outlet property="titleLabel" destination="gone-id" id="o-1"/>
                    </connections>
                </placeholder>
        """)
        struct Owner: Decodable { let titleLabel: Label }
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(Owner.self, from: data)
        }
        #expect(error.kind == .danglingReference(id: "gone-id"))
        #expect(error.location?.line == 6)
        #expect(error.description.contains("points to id \"gone-id\""))
    }

    @Test func errorsNameTheFilePathWhenReadFromAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-\(UUID().uuidString).xib")
        try Inline.login.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        struct Misspelled: Decodable { let titelLabel: Label }
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(Misspelled.self, contentsOf: url)
        }
        #expect(error.description.hasPrefix("\(url.path):4:9: error: missing outlet `titelLabel`"))
    }

    @Test func errorsConvertToStandardDecodingErrors() throws {
        struct Misspelled: Decodable { let titleLable: Label }
        let error = try #require(throws: UIDescriptionError.self) {
            try XIBDecoder().decode(Misspelled.self, from: Inline.login)
        }
        guard case .keyNotFound(let key, let context) = error.decodingError else {
            Issue.record("expected keyNotFound")
            return
        }
        #expect(key.stringValue == "titleLable")
        #expect(context.underlyingError is UIDescriptionError)
    }
}
