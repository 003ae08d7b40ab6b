import DocumentOpening
import Foundation
import InterfaceValidation
import UIDescription

/// The one way every command reports an input it cannot read: `path:line:column: error: message [unreadable-input]`,
/// with the path relative to the working directory when it lies below it (as `validate`'s findings are), and the
/// file itself when the error has no position.
enum UnreadableInputMessage {
    static func text(for error: any Error, file: String) -> String {
        let display = PathDisplay(base: FileManager.default.currentDirectoryPath)
        guard let error = error as? UIDescriptionError else {
            return "\(display.display(file)): error: \(error) [unreadable-input]\n"
        }
        let place = error.location.map { "\(display.display($0))" } ?? display.display(file)
        return "\(place): error: \(error.message) [unreadable-input]\n"
    }
}

extension DocumentOpener {
    /// The document at `file` for a command that needs it whole: when it cannot be read, its message goes to
    /// standard error and the command ends with exit status 2 (`ExitStatus.unreadableInput`).
    func openOrReport(_ file: String) throws -> NodeDocument {
        do {
            return try open(file)
        } catch {
            StandardError.write(UnreadableInputMessage.text(for: error, file: file))
            throw ExitStatus.unreadableInput
        }
    }
}
