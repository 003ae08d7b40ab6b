import Foundation
import Testing
@testable import NIBDecoder

/// The files of a bundle given in memory: listed and named as Foundation lists and names them, whatever the shape of
/// the names (the fast paths for a name with no `/` and for joining a path must agree with the general ones).
struct CompiledBundleFilesTests {
    @Test(arguments: ["/tmp/Main.storyboardc", "/tmp/Main.storyboardc/", "Main.storyboardc", "", "/", "a//b"])
    func pathsAreFoundationsPaths(bundle: String) {
        let files = CompiledBundleFiles(path: bundle, files: [:])
        for relative in ["Info.plist", "X.nib/runtime.nib", "X.nib/", "/Y.nib", "a//b.nib", "-view-.nib", "ü.nib"] {
            #expect(files.path(of: relative) == (bundle as NSString).appendingPathComponent(relative), "\(bundle) + \(relative)")
        }
        #expect(files.path(of: "") == bundle)
    }

    @Test func namesAreListedByFolder() throws {
        let files = CompiledBundleFiles(path: "/b.storyboardc", files: [
            "Info.plist": [1], "A.nib": [2], "B.nib/runtime.nib": [3], "B.nib//objects-13.0+.nib": [4], "/C.nib": [5],
        ])
        #expect(Set(files.names()) == ["Info.plist", "A.nib", "B.nib", "C.nib"])
        #expect(Set(files.names(in: "B.nib")) == ["runtime.nib", "objects-13.0+.nib"])
        #expect(files.isFile("A.nib") && files.isFile("C.nib") && files.isFolder("B.nib") && !files.isFile("B.nib"))
        #expect(try files.read("B.nib/objects-13.0+.nib", limit: 10) == [4])
        #expect(files.isCompiledStoryboard)
    }
}
