/// The UI framework family whose built-in classes a lookup should assume.
public enum FrameworkPlatform: String, Sendable, Hashable, Codable, CaseIterable {
    /// UIKit (iOS, iPadOS, tvOS, Mac Catalyst).
    case uiKit
    /// AppKit (macOS).
    case appKit
    /// WatchKit (watchOS storyboards).
    case watchKit
}
