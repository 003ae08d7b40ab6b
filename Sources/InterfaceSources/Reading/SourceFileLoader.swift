import Foundation

/// Reads source files from disk as text.
enum SourceFileLoader {
    /// The outcome of loading one file: its text when there is any, and the failure to report, if any.
    /// A file that is not UTF-8 has both: the failure, and its text with invalid bytes replaced.
    struct Loaded: Sendable {
        var file: SourceFile?
        var failure: SourceReadFailure?
    }

    /// Loads `url`. UTF-8 (with or without a byte order mark) is read as is, UTF-16 with a byte order mark is
    /// decoded, anything else is reported as ``SourceReadFailure/Reason/notUTF8`` and decoded leniently.
    static func load(_ url: URL) -> Loaded {
        let path = url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let failure = SourceReadFailure(path: path, reason: .unreadable(error.localizedDescription))
            return Loaded(file: nil, failure: failure)
        }
        return decode([UInt8](data), path: path)
    }

    /// The text of a file's `bytes`, decoded as ``load(_:)`` decodes them.
    static func decode(_ bytes: [UInt8], path: String) -> Loaded {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
            let text = String(bytes: bytes, encoding: .utf16)
        {
            return Loaded(file: SourceFile(path: path, text: text), failure: nil)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let text = String(validatingUTF8Bytes: body) {
            return Loaded(file: SourceFile(path: path, text: text), failure: nil)
        }
        return Loaded(
            file: SourceFile(path: path, text: String(decoding: body, as: UTF8.self)),
            failure: SourceReadFailure(path: path, reason: .notUTF8))
    }
}

extension String {
    /// The bytes as a string when they are valid UTF-8, else `nil`.
    fileprivate init?(validatingUTF8Bytes bytes: [UInt8]) {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
            return
        }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        self = String(scalars)
    }
}
