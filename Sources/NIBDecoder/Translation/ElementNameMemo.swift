import Foundation
import UIDescription

/// The element names of the classes met in this process (``NIBTranslator/elementName(ofClass:number:platform:)``,
/// which asks the framework catalogue and costs microseconds), by the class's number in the ``ClassRegistry``: nibs
/// of one app use the same few dozen classes. The registry's capacity bounds it.
final class ElementNameMemo: @unchecked Sendable {
    static let shared = ElementNameMemo()

    /// Every access holds `lock`, which makes the unchecked Sendable conformance sound.
    private let lock = NSLock()
    /// By platform (UIKit, AppKit, WatchKit), then by class number.
    private var names: [[String?]] = [[], [], []]

    /// The element name of the class numbered `number` on `platform`, worked out by `make` the first time.
    func name(ofClass number: Int32, platform: FrameworkPlatform, make: () -> String) -> String {
        let row = switch platform {
        case .uiKit: 0
        case .appKit: 1
        case .watchKit: 2
        }
        let index = Int(number)
        guard index >= 0 else { return make() }
        lock.lock()
        let known = names[row].indices.contains(index) ? names[row][index] : nil
        lock.unlock()
        if let known { return known }
        let name = make()
        lock.lock()
        if names[row].count <= index { names[row].append(filledWith: nil, count: index + 1 - names[row].count) }
        names[row][index] = name
        lock.unlock()
        return name
    }
}
