#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import XIBDecoder

/// Decodes the sample files into the sample types.
public enum SampleFiles {
    /// The `Samples` folder of this package.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // UIDescSamples
        .deletingLastPathComponent() // Sources
        .deletingLastPathComponent() // Samples

    public static var loginXIB: URL { folder.appendingPathComponent("Login/LoginViewController.xib") }
    public static var inboxStoryboard: URL { folder.appendingPathComponent("Inbox/Inbox.storyboard") }

    /// The login screen from its xib's File's Owner.
    public static func login(decoder: XIBDecoder = XIBDecoder()) throws -> LoginViewController {
        try decoder.decode(LoginViewController.self, contentsOf: loginXIB)
    }

    /// The inbox scene, found by its storyboard identifier.
    public static func inbox(decoder: XIBDecoder = XIBDecoder()) throws -> InboxViewController {
        try decoder.decode(InboxViewController.self, contentsOf: inboxStoryboard, object: "Inbox")
    }

    /// The prototype cell, found by its custom class.
    public static func messageCell(decoder: XIBDecoder = XIBDecoder()) throws -> MessageCell {
        try decoder.decode(MessageCell.self, contentsOf: inboxStoryboard, object: "MessageCell")
    }

    /// The message scene, found by its storyboard identifier.
    public static func message(decoder: XIBDecoder = XIBDecoder()) throws -> MessageViewController {
        try decoder.decode(MessageViewController.self, contentsOf: inboxStoryboard, object: "Message")
    }
}
