/// The characters an XML 1.0 document (and so an Interface Builder file) can hold: its `Char`
/// production, less the surrogates Swift's strings cannot hold anyway.
package enum XMLCharacter {
    /// Whether XML 1.0 can hold the scalar value: not a control character other than tab, line feed
    /// and carriage return, not U+FFFE or U+FFFF.
    @inline(__always)
    package static func isAllowed(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }
}
