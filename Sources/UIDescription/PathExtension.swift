extension String {
    /// The last component of a path up to its first `.` (`SUUpdater` for `Vendor/Sparkle/SUUpdater.h`): the name a
    /// class or nib file is usually named after. Read from the bytes, since it is asked of every excluded file.
    package var pathBaseName: String {
        let utf8 = self.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        let end = utf8[start...].firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// The extension of the last component of a path, lowercased (`xib` for `Views/Login.XIB`); empty when it has
    /// none. Read from the bytes, without Foundation's path bridging, since folder walks ask it of every file.
    package var lowercasedPathExtension: String {
        let utf8 = self.utf8
        var end = utf8.endIndex
        var index = end
        while index > utf8.startIndex {
            let previous = utf8.index(before: index)
            switch utf8[previous] {
            case UInt8(ascii: "/"): return ""
            case UInt8(ascii: "."):
                end = index
                return String(decoding: utf8[end...], as: UTF8.self).lowercased()
            default: index = previous
            }
        }
        return ""
    }
}
