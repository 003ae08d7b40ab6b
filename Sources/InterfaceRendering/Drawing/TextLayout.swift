/// Breaks text into lines for a frame, as UIKit and AppKit would: wrapped at words up to the number of lines. Text
/// that does not fit is cut at the frame's edges (clipped) rather than shortened, so the picture keeps every word:
/// widths are estimates from the font's size and a table of typical glyph widths, since no font files are read.
enum TextLayout {
    /// The height of one line of `font`.
    static func lineHeight(_ font: ResolvedFont) -> Double { (font.size * 1.2).rounded(toPlaces: 2) }

    /// The estimated width of `text` in `font`.
    static func width(of text: Substring, font: ResolvedFont) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += font.monospaced ? 0.6 : emWidth(scalar)
        }
        return ems * font.size * (1 + Double(font.weight - 400) / 3000)
    }

    static func width(of text: String, font: ResolvedFont) -> Double { width(of: Substring(text), font: font) }

    private static func emWidth(_ scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case " ": 0.28
        case "i", "l", "j", "t", "f", "r", ".", ",", "'", "!", "|", ":", ";", "I": 0.28
        case "m", "w", "M", "W", "@", "%": 0.85
        case "A"..."Z": 0.66
        case "0"..."9": 0.56
        case "a"..."z": 0.52
        default: scalar.value >= 0x1100 ? 1.0 : 0.58
        }
    }

    /// `text` laid out in `frame`: `maximumLines` 0 for as many as it needs, 1 for a single line.
    static func block(_ text: String, in frame: PictureRect, style: TextStyle, maximumLines: Int) -> TextBlock {
        let available = max(frame.width, style.font.size)
        // Most texts are one line that fits: measured once, no splitting.
        if !text.contains("\n") {
            let textWidth = width(of: text, font: style.font)
            if maximumLines == 1 || textWidth <= available {
                return TextBlock(lines: [text], frame: frame, style: style,
                                 isClipped: textWidth > frame.width * 1.02 || lineHeight(style.font) > frame.height * 1.05)
            }
        }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if maximumLines == 1 {
                lines.append(String(paragraph))
                continue
            }
            lines.append(contentsOf: wrap(paragraph, width: available, font: style.font))
        }
        if maximumLines == 1 {
            lines = [lines.joined(separator: " ")]
        } else if maximumLines > 1, lines.count > maximumLines {
            let kept = lines[..<(maximumLines - 1)]
            lines = Array(kept) + [lines[(maximumLines - 1)...].joined(separator: " ")]
        }
        let overflows = lines.contains { width(of: $0, font: style.font) > frame.width * 1.02 }
            || lineHeight(style.font) * Double(lines.count) > frame.height * 1.05
        return TextBlock(lines: lines, frame: frame, style: style, isClipped: overflows)
    }

    /// Greedy word wrap of one paragraph, measuring each word once.
    private static func wrap(_ paragraph: Substring, width available: Double, font: ResolvedFont) -> [String] {
        let limit = available
        guard width(of: paragraph, font: font) > limit else { return [String(paragraph)] }
        let space = width(of: " ", font: font)
        var lines: [String] = []
        var current: [Substring] = []
        var currentWidth = 0.0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = width(of: word, font: font)
            if current.isEmpty || currentWidth + space + wordWidth <= limit {
                currentWidth += (current.isEmpty ? 0 : space) + wordWidth
                current.append(word)
            } else {
                lines.append(current.joined(separator: " "))
                current = [word]
                currentWidth = wordWidth
            }
        }
        lines.append(current.joined(separator: " "))
        return lines
    }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
