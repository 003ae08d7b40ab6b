import UIDescription

/// The values an enumerated attribute is known to take (``AttributeEnumerations``), looked up by their bytes so
/// that the reader checks a layout's strings without making a `String` of each and hashing it.
final class KnownValues: Sendable {
    /// The values, for suggestions.
    let values: Set<String>
    /// The values' bytes, by length.
    private let byLength: [[[UInt8]]]

    init(_ values: Set<String>) {
        self.values = values
        var byLength = [[[UInt8]]](repeating: [], count: (values.map(\.utf8.count).max() ?? 0) + 1)
        for value in values.sorted() { byLength[value.utf8.count].append(Array(value.utf8)) }
        self.byLength = byLength
    }

    /// Whether `bytes` spell a known value.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count < byLength.count else { return false }
        for candidate in byLength[bytes.count] {
            if candidate.withUnsafeBufferPointer({ JSONTree.sameBytes($0, bytes) }) { return true }
        }
        return false
    }

    /// The known value `value` is a near miss of (see ``AttributeEnumerations/nearMiss(_:in:)``).
    func nearMiss(_ value: String) -> String? { AttributeEnumerations.nearMiss(value, in: values) }
}
