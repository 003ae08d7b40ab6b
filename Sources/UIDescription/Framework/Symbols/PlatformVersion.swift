/// A version of an operating system (`17.2`, `10.13.4`): what a deployment target or an API's availability names.
public struct PlatformVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numbers, major first, without trailing zeros beyond the minor (`17.0`, `10.13.4`).
    public let components: [Int]

    /// The version a dotted text names (`17`, `17.2`, `10.13.4`); `nil` for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(part), number < 1000
            else { return nil }
            numbers.append(number)
        }
        self.init(numbers)
    }

    /// A version from its numbers, major first.
    public init(_ numbers: [Int]) {
        var numbers = numbers
        while numbers.count > 2, numbers.last == 0 { numbers.removeLast() }
        while numbers.count < 2 { numbers.append(0) }
        components = numbers
    }

    /// `17.0`, `10.13.4`.
    public var description: String { components.map(String.init).joined(separator: ".") }

    /// Whether `lhs` comes before `rhs` (`9.0` before `10.13.4`; missing numbers are zeros).
    public static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}

/// The operating systems an Interface Builder document, an SF Symbol or a deployment target names.
public enum OperatingSystem: String, Sendable, Hashable, CaseIterable {
    /// iOS and iPadOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS

    /// The build setting of an Xcode target that holds its deployment target on this system.
    public var deploymentTargetSetting: String {
        switch self {
        case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// The system a document is for, from its root's `targetRuntime` (`iOS.CocoaTouch`, `AppleTV`, `MacOSX.Cocoa`,
    /// `watchKit`); iOS when it names none.
    public static func of(_ document: NodeDocument) -> OperatingSystem {
        let runtime = (document.attribute("targetRuntime", of: document.root) ?? "").lowercased()
        if runtime.contains("appletv") { return .tvOS }
        switch FrameworkPlatform.of(document) {
        case .appKit: return .macOS
        case .watchKit: return .watchOS
        case .uiKit: return .iOS
        }
    }
}

extension PlatformVersion {
    /// The deployment target a document states in `<dependencies><deployment version="…">`, which Interface Builder
    /// writes only when the document's target differs from its project's: for iOS, tvOS and watchOS the major and
    /// minor as hexadecimal digits (`4352`, 0x1100: 11.0; `2304`: 9.0), for macOS the digits of the version
    /// (`1070`: 10.7, `101304`: 10.13.4, `110000`: 11.0). `nil` when the document states none.
    public static func deploymentTarget(of document: NodeDocument) -> PlatformVersion? {
        guard let dependencies = document.firstChild(of: document.root, named: "dependencies"),
              let deployment = document.firstChild(of: dependencies, named: "deployment"),
              let text = document.attribute("version", of: deployment), let value = Int(text), value > 0
        else { return nil }
        let identifier = (document.attribute("identifier", of: deployment) ?? "").lowercased()
        if identifier == "macosx" {
            // 1070 → 10.7, 101304 → 10.13.4, 110000 → 11.0.
            if value < 10000 { return PlatformVersion([value / 100, (value / 10) % 10, value % 10]) }
            return PlatformVersion([value / 10000, (value / 100) % 100, value % 100])
        }
        let major = value >> 8, minor = (value >> 4) & 0xF
        // The digits are hexadecimal digits read as decimal ones: 0x1100 is 11.0.
        return PlatformVersion([(major >> 4) * 10 + (major & 0xF), minor])
    }
}
