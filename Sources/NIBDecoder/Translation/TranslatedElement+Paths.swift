import UIDescription

/// Finding elements in translated trees by reading them in place, and changing them by writing only the lists on the
/// way: a compiled storyboard's trees share their lists with the scene nibs', and writing a list copies it, so a walk
/// that wrote its way down every branch copied most of the storyboard.
extension TranslatedElement {
    /// The child index paths below `elements` (the first index into `elements`) of the elements `isWanted` picks,
    /// depth first: each element before its children, or with `childrenFirst` after them (then changing an element's
    /// children, in that order, leaves the paths still to come valid).
    static func paths(in elements: [TranslatedElement], childrenFirst: Bool = false,
                      where isWanted: (TranslatedElement) -> Bool) -> [[Int]] {
        var found: [[Int]] = []
        var path: [Int] = []
        collectPaths(in: elements, childrenFirst: childrenFirst, where: isWanted, path: &path, into: &found)
        return found
    }

    private static func collectPaths(in elements: [TranslatedElement], childrenFirst: Bool, where isWanted: (TranslatedElement) -> Bool,
                                     path: inout [Int], into found: inout [[Int]]) {
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                path.append(index)
                if !childrenFirst, isWanted(elements[index]) { found.append(path) }
                collectPaths(in: elements[index].children, childrenFirst: childrenFirst, where: isWanted, path: &path, into: &found)
                if childrenFirst, isWanted(elements[index]) { found.append(path) }
                path.removeLast()
            }
        }
    }

    /// The path (see ``paths(in:where:)``) of the first element whose attribute `name` has each of the values
    /// `wanted`, below `elements`: those found.
    static func firstPaths(in elements: [TranslatedElement], byAttribute name: String, among wanted: Set<String>) -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        guard !wanted.isEmpty else { return found }
        var path: [Int] = []
        collectFirstPaths(in: elements, byAttribute: name, among: wanted, path: &path, into: &found)
        return found
    }

    // The same walk as `collectPaths`, kept apart: one walk calling a visitor for both cost a storyboard's reading 3%
    // more instructions (measured on the shared bundles, 15.55M against 16.0M a round). Only the values wanted are
    // looked up: mapping every id of a storyboard cost a tenth of its reading.
    private static func collectFirstPaths(in elements: [TranslatedElement], byAttribute name: String, among wanted: Set<String>,
                                          path: inout [Int], into found: inout [String: [Int]]) {
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                path.append(index)
                if let value = value(of: name, in: elements[index].attributes), wanted.contains(value), found[value] == nil { found[value] = path }
                collectFirstPaths(in: elements[index].children, byAttribute: name, among: wanted, path: &path, into: &found)
                path.removeLast()
            }
        }
    }

    /// The value of the attribute `name` among `attributes` (an element's): for the walks that read elements in place,
    /// where calling ``attribute(_:)`` on an element would copy it (retaining all it holds) first.
    @inline(__always)
    static func value(of name: String, in attributes: [(String, String)]) -> String? {
        for attribute in attributes where attribute.0 == name { return attribute.1 }
        return nil
    }

    /// Calls `change` on the element at `path` below `elements`, writing only the lists on the way to it.
    static func modify(at path: ArraySlice<Int>, in elements: inout [TranslatedElement], _ change: (inout TranslatedElement) -> Void) {
        guard let index = path.first, elements.indices.contains(index) else { return }
        if path.count == 1 {
            change(&elements[index])
        } else {
            modify(at: path.dropFirst(), in: &elements[index].children, change)
        }
    }
}
