import Foundation
import Testing
import TestSupport

/// The commands on compiled nibs, as users run them: `convert` decompiles and says what it cannot carry, `dump`
/// outlines a `.storyboardc` at byte offsets, `render` draws a nib, and `validate` reads the nibs of a built product
/// given by path (and leaves a source tree's nibs unread).
@Suite struct CompiledNibCommandTests {
    static let nib = SharedFolder.nib.appendingPathComponent("correct/HSChooserWindow.nib")
    static let storyboard = SharedFolder.nib.appendingPathComponent("extra/SwiftGen__SwiftGen/Wizard.storyboardc")

    static var available: Bool { FileManager.default.fileExists(atPath: nib.path) }

    @Test func convertWritesTheXIBAndSaysWhatANibCannotCarry() throws {
        guard Self.available else { return }
        let outcome = try Tool.run(["convert", Self.nib.path, "--to", "xib", "-o", "-"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains(#"<customObject userLabel="File's Owner" customClass="HSChooser" id="-2">"#))
        #expect(outcome.standardOutput.contains(#"<outlet property="queryField""#))
        #expect(!outcome.standardOutput.contains("archivedValues"))
        #expect(outcome.standardError.contains("note: a compiled nib"))
    }

    @Test func convertTakesACompiledStoryboardFolderAsOneInput() throws {
        guard Self.available else { return }
        let outcome = try Tool.run(["convert", Self.storyboard.path, "-o", "-"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"))
        #expect(outcome.standardOutput.contains(#"storyboardIdentifier="CreateAccount""#))
    }

    @Test func dumpOutlinesACompiledStoryboardAtByteOffsets() throws {
        guard Self.available else { return }
        let outcome = try Tool.run(["dump", Self.storyboard.path])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("storyboard, uiKit, 4 scenes, initial view controller txY-Mc-CKa"))
        #expect(outcome.standardOutput.contains(#"segue show "ShowPassword" → `viewController` 30h-14-fok"#))
        #expect(outcome.standardOutput.contains("[byte "))
    }

    @Test func renderDrawsANib() throws {
        guard Self.available else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-render-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try Tool.run(["render", Self.nib.path, "--output-dir", folder.path])
        #expect(outcome.status == 0)
        let svg = try String(contentsOf: folder.appendingPathComponent("HSChooserWindow/window.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
    }

    /// A built product (an `.app` folder) given to validate: its nib is read and checked against the sources; the
    /// same nib in a source folder is only a name code loads.
    @Test func validateReadsTheNibsOfABuiltProduct() throws {
        guard Self.available else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-product-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let product = folder.appendingPathComponent("Chooser.app/Contents/Resources")
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: product, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.nib, to: product.appendingPathComponent("HSChooserWindow.nib"))
        // The owner's class declares three of its four outlets: `queryField` was renamed.
        try """
            import AppKit
            class HSChooser: NSObject {
                @IBOutlet var choicesTableView: HSChooserTableView!
                @IBOutlet var effectView: NSVisualEffectView!
                @IBOutlet var searchField: NSTextField!
                @IBOutlet var window: HSChooserWindow!
            }
            class HSChooserTableView: NSTableView {}
            class HSChooserWindow: NSWindow {}
            class HSChooserRootView: NSView {}
            class HSChooserCell: NSTableCellView {}
            class HSChooserVerticallyCenteringTextFieldCell: NSTextFieldCell {}
            """.write(to: sources.appendingPathComponent("HSChooser.swift"), atomically: true, encoding: .utf8)
        let outcome = try Tool.run(["validate", folder.appendingPathComponent("Chooser.app").path, "--sources", sources.path])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.contains(
            "HSChooserWindow.nib: byte 453: error: outlet `queryField` is connected on File's Owner (HSChooser), but HSChooser and its superclasses declare no outlet `queryField` [missing-outlet]"),
            "\(outcome.standardError)")
        #expect(outcome.standardError.contains("checked 1 Interface Builder file against 1 source file"))

        // The nib in a source tree is a name code loads, not a document read.
        let tree = folder.appendingPathComponent("Tree/Resources")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.nib, to: tree.appendingPathComponent("HSChooserWindow.nib"))
        let outcomeInTree = try Tool.run(["validate", tree.path, "--sources", sources.path])
        #expect(!outcomeInTree.standardError.contains("queryField"), "\(outcomeInTree.standardError)")
        #expect(outcomeInTree.standardError.contains("checked 0 Interface Builder files"), "\(outcomeInTree.standardError)")
    }
}
