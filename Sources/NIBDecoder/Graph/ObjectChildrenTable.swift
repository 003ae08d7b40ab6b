/// Each object's children by its archived parent (a macOS nib's parent table), in the order the archive lists them:
/// one array of all children grouped by parent and where each parent's run starts, so that building it allocates
/// two arrays rather than one per parent.
struct ObjectChildrenTable: Sendable {
    /// `starts[parent]..<starts[parent + 1]` is the run of `parent`'s children in `children`.
    private var starts: [Int32] = []
    private var children: [Int32] = []

    /// No object has children.
    init() {}

    /// The children of each of `objects` under the parent `parents` gives it, for an archive of `objectCount`
    /// objects (a parent outside it has none).
    init(objects: [Int], parents: ObjectNumberTable, objectCount: Int) {
        guard objectCount > 0 else { return }
        var starts = [Int32](filledWith: 0, count: objectCount + 1)
        for object in objects {
            if let parent = parents[object], parent >= 0, parent < objectCount { starts[parent + 1] += 1 }
        }
        for index in 0..<objectCount { starts[index + 1] += starts[index] }
        var next = starts
        var children = [Int32](filledWith: 0, count: Int(starts[objectCount]))
        for object in objects {
            guard let parent = parents[object], parent >= 0, parent < objectCount else { continue }
            children[Int(next[parent])] = Int32(truncatingIfNeeded: object)
            next[parent] += 1
        }
        self.starts = starts
        self.children = children
    }

    /// The children of `object`, in archived order (none for an index outside the archive).
    func children(of object: Int) -> LazyMapSequence<ArraySlice<Int32>, Int> {
        let run = object >= 0 && object + 1 < starts.count ? Int(starts[object])..<Int(starts[object + 1]) : 0..<0
        return children[run].lazy.map { Int($0) }
    }
}
