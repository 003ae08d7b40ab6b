@testable import InterfaceSources

/// Indexes inline sources given as (path, text) pairs.
func indexed(_ files: (String, String)...) -> SourceIndex {
    SourceIndex(sources: files.map { SourceFile(path: $0.0, text: $0.1) })
}

/// Indexes one Swift source at `View.swift`.
func indexedSwift(_ text: String) -> SourceIndex {
    indexed(("View.swift", text))
}

/// Indexes one Objective-C source at `View.m`.
func indexedObjC(_ text: String, path: String = "View.m") -> SourceIndex {
    indexed((path, text))
}
