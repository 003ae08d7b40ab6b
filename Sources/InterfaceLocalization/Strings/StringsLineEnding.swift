/// The line break a strings file uses, so that a writer can keep it.
public enum StringsLineEnding: String, Hashable, Sendable {
    /// `\n`, as Xcode and ibtool write.
    case lineFeed = "\n"
    /// `\r\n`, as Windows editors write.
    case carriageReturnLineFeed = "\r\n"
    /// A lone `\r`, as classic Mac OS editors wrote.
    case carriageReturn = "\r"

    /// The style of the first line break in `utf8` (the decoded text), or ``lineFeed`` when it has none.
    package static func detect(in utf8: [UInt8]) -> StringsLineEnding {
        guard let index = utf8.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return .lineFeed }
        if utf8[index] == 0x0A { return .lineFeed }
        return index + 1 < utf8.count && utf8[index + 1] == 0x0A ? .carriageReturnLineFeed : .carriageReturn
    }
}
