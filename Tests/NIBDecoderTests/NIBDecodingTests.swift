import Foundation
import Testing
import TestSupport
import UIDescription
import XIBDecoder
import NIBDecoder

/// User types decode from a compiled nib as from the XIB it was compiled from: the same outlets, filled with the same
/// kinds of element, and the same errors for an outlet the file does not connect.
@Suite struct NIBDecodingTests {
    /// Every outlet of the object decoding starts from, each as the kind and custom class of what it is connected
    /// to (outlet collections as lists): a user type that takes whatever the file connects.
    struct ConnectedOutlets: Decodable, Equatable {
        /// The outlets to decode: those the source connects from the object.
        @TaskLocal static var names: [String] = []

        var outlets: [String: [String]] = [:]

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            for key in Self.names.map(AnyCodingKey.init) {
                if let node = try? container.decode(Node.self, forKey: key) {
                    outlets[key.stringValue] = [Self.describe(node)]
                } else {
                    outlets[key.stringValue] = try container.decode([Node].self, forKey: key).map(Self.describe)
                }
            }
        }

        static func describe(_ node: Node) -> String {
            node.kind + (node.attributes.first { $0.name == "customClass" }.map { "(\($0.value))" } ?? "")
        }
    }

    /// The owners to decode in a source, with the outlets the source connects from each: a xib's File's Owner (nil),
    /// a storyboard's controllers with outlets, by a custom class only one object of the file has.
    static func owners(in source: NodeDocument) -> [(owner: String?, outlets: [String])] {
        func outlets(of element: ElementID) -> [String] {
            guard let connections = source.firstChild(of: element, named: "connections") else { return [] }
            let names = source.children(of: connections).compactMap { connection -> String? in
                let kind = source.name(of: connection)
                guard kind == "outlet" || kind == "outletCollection" else { return nil }
                return source.attribute("property", of: connection)
            }
            return Array(Set(names)).sorted()
        }
        guard source.isStoryboard else {
            let owner = source.allElements.first { InterfaceVocabulary.isFilesOwner($0, in: source) }
            return [(nil, owner.map(outlets) ?? [])]
        }
        var counts: [String: Int] = [:]
        for element in source.allElements {
            if let custom = source.attribute("customClass", of: element) { counts[custom, default: 0] += 1 }
        }
        return source.allElements.compactMap { element -> String? in
            guard source.name(of: element).hasSuffix("Controller"), let custom = source.attribute("customClass", of: element),
                  counts[custom] == 1,
                  !outlets(of: element).isEmpty else { return nil }
            return custom
        }.map { custom in
            let element = source.allElements.first { source.attribute("customClass", of: $0) == custom }
            return (custom, element.map(outlets) ?? [])
        }
    }

    @Test(arguments: NibPair.all)
    func outletsDecodeFromTheNibAsFromTheSource(_ pair: NibPair) throws {
        var sourceDecoder = XIBDecoder(), nibDecoder = NIBDecoder()
        // The plumbing ibtool adds (and a macOS owner's `window` connected to a window template) are outlets too.
        sourceDecoder.unknownOutlets = .ignore
        nibDecoder.unknownOutlets = .ignore
        let source = try sourceDecoder.document(contentsOf: pair.sourceURL)
        let nib = try nibDecoder.document(contentsOf: pair.compiledURL)
        for (owner, outlets) in Self.owners(in: source) where !outlets.isEmpty {
            try ConnectedOutlets.$names.withValue(outlets) {
                let fromSource = try sourceDecoder.decode(ConnectedOutlets.self, from: source, object: owner)
                let fromNib = try nibDecoder.decode(ConnectedOutlets.self, from: nib, object: owner)
                #expect(fromNib == fromSource, "\(owner ?? "File's Owner")")
            }
        }
    }

    /// The File's Owner of `HSChooserWindow.xib`, as a user writes it.
    struct HSChooser: Decodable {
        let choicesTableView: TableView
        let effectView: VisualEffectView
        let queryField: TextField
        let window: Window
    }

    @Test func aUserTypeDecodesFromTheNibAsFromTheXIB() throws {
        let xib = SharedFolder.nib.appendingPathComponent("correct/HSChooserWindow.xib")
        let nib = SharedFolder.nib.appendingPathComponent("correct/HSChooserWindow.nib")
        guard FileManager.default.fileExists(atPath: nib.path) else { return }
        let fromXIB = try XIBDecoder().decode(HSChooser.self, contentsOf: xib)
        let fromNib = try NIBDecoder().decode(HSChooser.self, contentsOf: nib)
        #expect(fromNib.choicesTableView.customClass == fromXIB.choicesTableView.customClass)
        #expect(fromNib.window.customClass == "HSChooserWindow")
        #expect(fromNib.queryField.frame?.height == fromXIB.queryField.frame?.height)
    }

    /// The same owner as `uidesc generate swift` writes it for the XIB: it decodes from the XIB's folder with
    /// `XIBDecoder` and from the nib ibtool compiled beside it with `NIBDecoder`, each finding its own file.
    struct GeneratedChooser: InterfaceOwner {
        static let interfaceFile = "correct/HSChooserWindow.xib"
        static let interfaceObject: String? = nil

        let choicesTableView: TableView
        let effectView: VisualEffectView
        let queryField: TextField
        let window: Window
    }

    @Test func aGeneratedOwnerDecodesFromTheCompiledFileInAFolder() throws {
        guard FileManager.default.fileExists(atPath: SharedFolder.nib.appendingPathComponent("correct/HSChooserWindow.nib").path) else { return }
        let fromXIB = try XIBDecoder().decode(GeneratedChooser.self, inFolder: SharedFolder.nib)
        let fromNib = try NIBDecoder().decode(GeneratedChooser.self, inFolder: SharedFolder.nib)
        #expect(fromNib.queryField.frame?.height == fromXIB.queryField.frame?.height)
        #expect(NIBDecoder.compiledPaths(of: "App/Base.lproj/Main.storyboard")
            == ["App/Base.lproj/Main.storyboardc", "Main.storyboardc", "Base.lproj/Main.storyboardc"])
        #expect(NIBDecoder.compiledPaths(of: "Login.xib") == ["Login.nib", "Base.lproj/Login.nib"])
        // Types generated from compiled files (a framework that ships only nibs) name them as they are.
        #expect(NIBDecoder.compiledPaths(of: "Wizard.storyboardc") == ["Wizard.storyboardc", "Base.lproj/Wizard.storyboardc"])
        #expect(NIBDecoder.compiledPaths(of: "correct/HSChooserWindow.nib").first == "correct/HSChooserWindow.nib")
    }

    /// An owner type with an outlet the nib does not connect throws the missing-outlet error, naming the outlet, the
    /// owner and the nearest outlet, at a byte offset of the nib.
    struct MistypedChooser: Decodable {
        let choicesTable: TableView
    }

    @Test func aMissingOutletThrowsWithItsPositionInTheNib() throws {
        let nib = SharedFolder.nib.appendingPathComponent("correct/HSChooserWindow.nib")
        guard FileManager.default.fileExists(atPath: nib.path) else { return }
        do {
            _ = try NIBDecoder().decode(MistypedChooser.self, contentsOf: nib)
            Issue.record("decoding succeeded")
        } catch let error as UIDescriptionError {
            guard case .missingOutlet(let name, let owner, let suggestion) = error.kind else {
                Issue.record("\(error)")
                return
            }
            #expect(name == "choicesTable")
            #expect(owner.hasPrefix("HSChooser"))
            #expect(suggestion == "choicesTableView")
            #expect(error.location?.isBinary == true)
            #expect(error.location?.file == nib.path)
            #expect("\(error)".contains("HSChooserWindow.nib: byte "))
        }
    }
}

/// The whole file as typed models, from a compiled storyboard as from its source.
@Suite struct NIBDocumentDecodingTests {
    @Test func aCompiledStoryboardDecodesAsADocument() throws {
        let folder = SharedFolder.nib.appendingPathComponent("extra/SwiftGen__SwiftGen")
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        let compiled = try NIBDecoder().decode(Document.self, contentsOf: folder.appendingPathComponent("Wizard.storyboardc"))
        let source = try XIBDecoder().decode(Document.self, contentsOf: folder.appendingPathComponent("Wizard.storyboard"))
        func identifiers(_ document: Document) -> [String] {
            document.scenes.compactMap { $0.viewController?.storyboardIdentifier }.sorted()
        }
        #expect(compiled.scenes.count == source.scenes.count)
        #expect(identifiers(compiled) == identifiers(source))
        #expect(identifiers(compiled) == ["Accept-ToS", "CreateAccount", "Preferences", "Validate_Password"])
    }
}

/// A compiled bundle given in memory (read out of an app archive without unpacking it) reads as the same folder on
/// disk does.
@Suite struct CompiledBundleInMemoryTests {
    static let bundles = NibPair.all.filter { pair in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: pair.compiledURL.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    @Test(arguments: bundles)
    func aBundleInMemoryReadsAsOnDisk(_ pair: NibPair) throws {
        let onDisk = try NIBReader().open(pair.compiledURL.path)
        let inMemory = try NIBReader().read(files: CompiledStoryboardFiles.files(below: pair.compiledURL), path: pair.compiledURL.path)
        #expect(inMemory.elementCount == onDisk.elementCount)
        for (disk, memory) in zip(onDisk.allElements, inMemory.allElements) {
            #expect(onDisk.name(of: disk) == inMemory.name(of: memory))
            #expect(onDisk.attributes(of: disk).map { "\($0.name)=\($0.value)" } == inMemory.attributes(of: memory).map { "\($0.name)=\($0.value)" })
            #expect(onDisk.location(of: disk) == inMemory.location(of: memory))
        }
    }

    @Test func aBundleWithoutItsArchiveSaysWhatIsMissing() throws {
        let error = try #require(throws: UIDescriptionError.self) {
            try NIBReader().read(files: ["designable.nib": Array("<?xml version=\"1.0\"?>".utf8)], path: "Login.nib")
        }
        #expect(error.message.contains("Login.nib: a .nib folder without keyedobjects.nib"))
        let missingScene = try #require(throws: UIDescriptionError.self) {
            try NIBReader().read(files: ["Info.plist": Array("<plist version=\"1.0\"><dict/></plist>".utf8), "Main.nib/runtime.nib": [0x00]],
                                 path: "Main.storyboardc")
        }
        #expect(missingScene.location?.file == "Main.storyboardc/Main.nib/runtime.nib")
    }
}
