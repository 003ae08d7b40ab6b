import Testing
import TestSupport
import UIDescription
import NIBDecoder

/// A UIKit button of Xcode 13 and later has a configuration (`UIButtonConfiguration`), whose title and subtitle are
/// attributed strings: the source's `<buttonConfiguration key="configuration" title=… subtitle=…>` under the button
/// (regression: the configuration was an archived value of the button, its texts lost; seen on an outside storyboard's
/// configured buttons, and the corpus's storyboards of Xcode 13 and later title buttons there). An empty title, which
/// ibtool archives for a configuration without one, gives no attribute.
@Suite struct ButtonConfigurationTests {
    @Test func aButtonsConfigurationKeepsItsTexts() throws {
        var writer = NIBArchiveWriter()
        // 0 root, 1 top-level objects, 2 objects, 3 connections, 4–5 buttons, 6–7 configurations, 8–10 attributed
        // strings, 11–13 their strings.
        writer.addUIKitRoot(topLevel: [4, 5], objects: [4, 5], connections: [])
        writer.addObject(class: "UIButton", [("UIButtonType", .integer(1)), ("UIButtonConfiguration", .object(6))])
        writer.addObject(class: "UIButton", [("UIButtonType", .integer(1)), ("UIButtonConfiguration", .object(7))])
        writer.addObject(class: "UIButtonConfiguration", [("UIButtonConfigurationButtonStyle", .integer(0)),
                                                          ("UIButtonConfigurationTitle", .object(8)), ("UIButtonConfigurationSubtitle", .object(9))])
        writer.addObject(class: "UIButtonConfiguration", [("UIButtonConfigurationButtonStyle", .integer(0)),
                                                          ("UIButtonConfigurationTitle", .object(10))])
        writer.addObject(class: "NSAttributedString", [("NSString", .object(11))])
        writer.addObject(class: "NSAttributedString", [("NSString", .object(12))])
        writer.addObject(class: "NSAttributedString", [("NSString", .object(13))])
        writer.addString("Sign In")
        writer.addString("with your account")
        writer.addString("")
        let document = try NIBReader().read(writer.bytes, path: "Login.nib")
        let buttons = document.allElements.filter { document.name(of: $0) == "button" }
        let configurations = buttons.compactMap { document.firstChild(of: $0, named: "buttonConfiguration") }
        #expect(configurations.count == 2)
        #expect(configurations.map { document.attribute("key", of: $0) } == ["configuration", "configuration"])
        #expect(configurations.map { document.attribute("title", of: $0) } == ["Sign In", nil])
        #expect(configurations.map { document.attribute("subtitle", of: $0) } == ["with your account", nil])
    }
}
