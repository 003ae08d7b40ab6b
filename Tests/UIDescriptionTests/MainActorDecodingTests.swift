import Testing
import TestSupport
import XIBDecoder

/// A main-actor view controller with a hand-written `init(from:)` can be decoded from the main
/// actor through an isolated conformance (SE-0470), the way UIKit code is written.
@MainActor
final class MainActorLoginViewController: @MainActor Decodable {
    let titleLabel: Label
    let loginButton: Button
    var taps = 0

    enum CodingKeys: String, CodingKey { case titleLabel, loginButton }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        titleLabel = try container.decode(Label.self, forKey: .titleLabel)
        loginButton = try container.decode(Button.self, forKey: .loginButton)
    }
}

@Suite struct MainActorDecodingTests {
    @MainActor
    @Test func decodesAMainActorClassFromTheMainActor() throws {
        var decoder = XIBDecoder()
        decoder.unknownOutlets = .ignore
        let controller = try decoder.decode(MainActorLoginViewController.self, from: Inline.login)
        controller.taps += 1
        #expect(controller.titleLabel.text == "Welcome")
        #expect(controller.loginButton.title == "Log in")
    }
}
