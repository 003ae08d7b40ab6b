/// A resolved sRGB color with opacity, components from 0 to 1.
public struct RGBAColor: Hashable, Sendable {
/// Red, 0 to 1.
    public var red: Double
/// Green, 0 to 1.
    public var green: Double
/// Blue, 0 to 1.
    public var blue: Double
/// Opacity, 0 (clear) to 1.
    public var alpha: Double

/// A color from components, each clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.clampedToUnit
        self.green = green.clampedToUnit
        self.blue = blue.clampedToUnit
        self.alpha = alpha.clampedToUnit
    }

    /// A color from 0–255 components.
    public init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// A gray of `white` (0 black, 1 white).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

/// Opaque black.
    public static let black = RGBAColor(white: 0)
/// Opaque white.
    public static let white = RGBAColor(white: 1)
/// Nothing at all.
    public static let clear = RGBAColor(white: 0, alpha: 0)

    /// Whether nothing of the color shows.
    public var isClear: Bool { alpha <= 0.001 }

    /// `#rrggbb`, the form SVG and CSS read.
    public var hex: String {
        func byte(_ value: Double) -> String {
            let byte = Int((value * 255).rounded())
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// This color with its opacity multiplied by `factor`.
    public func withAlpha(times factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The relative luminance (0 black, 1 white), for choosing a readable contrast color.
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}

extension Double {
    var clampedToUnit: Double { isFinite ? Swift.min(1, Swift.max(0, self)) : 0 }
}
