import Foundation
import UIDescription

/// The element names of the classes met in this process (``NIBTranslator/elementName(ofClass:platform:)``, which asks
/// the framework catalogue and costs microseconds): nibs of one app use the same few dozen classes. Bounded, so
/// that hostile nibs full of made-up class names cannot grow it without end; past the bound names are worked out
/// each time.
final class ElementNameMemo: @unchecked Sendable {
    static let shared = ElementNameMemo()
    /// How many class names are kept.
    static let capacity = 4_096

    /// Every access holds `lock`, which makes the unchecked Sendable conformance sound.
    private let lock = NSLock()
    private var names: [FrameworkPlatform: [String: String]] = [:]
    private var count = 0

    /// The element name of `className` on `platform`, worked out by `make` the first time.
    func name(ofClass className: String, platform: FrameworkPlatform, make: (String, FrameworkPlatform) -> String) -> String {
        lock.lock()
        let known = names[platform]?[className]
        lock.unlock()
        if let known { return known }
        let name = make(className, platform)
        lock.lock()
        if count < Self.capacity, names[platform]?[className] == nil {
            names[platform, default: [:]][className] = name
            count += 1
        }
        lock.unlock()
        return name
    }
}
