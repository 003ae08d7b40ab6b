import Foundation
import Testing
@testable import JSONLayout
import XIBDecoder

/// JSONLayoutDecoder's API: objects chosen by layout name, files read with their path in errors,
/// options as on XIBDecoder.
@Suite struct DecoderAPITests {
    struct Login: Decodable {
        let view: View
        let titleLabel: Label
        let emailField: TextField
    }

    struct LoginWithoutEmail: Decodable {
        let view: View
        let titleLabel: Label
    }

    static let layout = { () -> Data in
        (try? JSONLayoutEncoder().encode(EncoderTests.loginDocument())) ?? Data()
    }()

    @Test func decodesTheFilesOwnerByDefault() throws {
        let login = try JSONLayoutDecoder().decode(Login.self, from: Self.layout)
        #expect(login.titleLabel.text == "Welcome back")
        #expect(login.emailField.placeholder == "Email")
        #expect(login.view.subviews.count == 3)
    }

    @Test func objectsAreChosenByLayoutNameOrAsWithXIBDecoder() throws {
        let label = try JSONLayoutDecoder().decode(Label.self, from: Self.layout, object: "titleLabel")
        #expect(label.text == "Welcome back")
        let byID = try JSONLayoutDecoder().decode(Label.self, from: Self.layout, object: "ttl-la-bel")
        #expect(byID == label)
        let byClass = try JSONLayoutDecoder().decode(Login.self, from: Self.layout, object: "LoginViewController")
        #expect(byClass.titleLabel.text == "Welcome back")
    }

    @Test func unknownOutletsFollowTheSamePolicy() throws {
        let error = try #require(throws: UIDescriptionError.self) { try JSONLayoutDecoder().decode(LoginWithoutEmail.self, from: Self.layout) }
        #expect(error.kind == .unknownOutlet(name: "emailField", owner: "LoginViewController (File's Owner)"))
        var lenient = JSONLayoutDecoder()
        lenient.unknownOutlets = .ignore
        #expect(try lenient.decode(LoginWithoutEmail.self, from: Self.layout).titleLabel.text == "Welcome back")
    }

    @Test func errorsFromFilesNameThePathAndPointAtTheOutlet() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-\(UUID().uuidString).layout.json")
        try Self.layout.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = try #require(throws: UIDescriptionError.self) { try JSONLayoutDecoder().decode(LoginWithoutEmail.self, contentsOf: url) }
        let location = try #require(error.location)
        #expect(location.file == url.path)
        let text = String(decoding: Self.layout, as: UTF8.self)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
        #expect(Array(line.unicodeScalars).dropFirst(location.column - 1).starts(with: "\"emailField\": \"emailField\"".unicodeScalars))
        #expect(error.description.hasPrefix("\(url.path):\(location.line):\(location.column): error: unknown outlet `emailField`"))
    }

    @Test func dependenciesReachInitFromDecoder() throws {
        struct Service: Sendable { let name: String }
        struct Screen: Decodable {
            let service: Service
            let titleLabel: Label
            let view: View
            let emailField: TextField
            init(from decoder: any Decoder) throws {
                service = try decoder.dependency(Service.self)
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                titleLabel = try container.decode(Label.self, forKey: AnyCodingKey("titleLabel"))
                view = try container.decode(View.self, forKey: AnyCodingKey("view"))
                emailField = try container.decode(TextField.self, forKey: AnyCodingKey("emailField"))
            }
        }
        var decoder = JSONLayoutDecoder()
        decoder.dependencies.register(Service(name: "api"))
        #expect(try decoder.decode(Screen.self, from: Self.layout).service.name == "api")
    }
}
