import XIBDecoder

/// The inbox scene of `Samples/Inbox/Inbox.storyboard` (storyboard identifier `Inbox`).
public struct InboxViewController: Decodable, Sendable {
    public let view: View
    public let tableView: TableView
}

/// The prototype cell of the inbox table (custom class `MessageCell`).
public struct MessageCell: Decodable, Sendable {
    public let senderLabel: Label
    public let previewLabel: Label
}

/// The message scene (storyboard identifier `Message`).
public struct MessageViewController: Decodable, Sendable {
    public let view: View
    public let bodyTextView: TextView
}
