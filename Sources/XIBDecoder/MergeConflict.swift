/// Finds merge-conflict markers left in a file by git.
enum MergeConflict {
    /// The first line that starts with `<<<<<<< `, `=======` or `>>>>>>> `, with its 1-based number.
    static func firstMarker(in bytes: [UInt8]) -> (line: Int, offset: Int)? {
        var line = 1
        var lineStart = 0
        var index = 0
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
                if isMarker(bytes[lineStart..<index]) { return (line, lineStart) }
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return nil
    }

    private static func isMarker(_ line: ArraySlice<UInt8>) -> Bool {
        for marker in ["<<<<<<<", ">>>>>>>", "=======", "|||||||"] {
            let utf8 = Array(marker.utf8)
            guard line.count >= utf8.count, line.prefix(utf8.count).elementsEqual(utf8) else { continue }
            let rest = line.dropFirst(utf8.count)
            // "=======" stands alone; the others are followed by a space and a label, or nothing.
            if rest.isEmpty || rest.first == UInt8(ascii: " ") || rest.first == UInt8(ascii: "\r") { return true }
        }
        return false
    }
}
