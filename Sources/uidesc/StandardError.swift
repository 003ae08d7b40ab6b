import Foundation

/// Writes text to standard error, where `uidesc` sends its messages.
enum StandardError {
    static func write(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }
}
