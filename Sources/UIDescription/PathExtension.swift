extension String {
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
