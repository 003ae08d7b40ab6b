import Foundation
import Testing
import TestSupport
import UIDescription
@testable import NIBDecoder

/// The containers as read equal an independent dump of the same files: `scripts/dump-nib.py`, written separately in
/// Python from the format's description, sharing no code with the Swift readers. Every class, key, value type and
/// value of every NIBArchive (nested ones included) and keyed archive of `../shared/nib` is compared.
@Suite struct ArchiveDumpTests {
    static let files: [URL] = {
        var seen: Set<String> = []
        return NibPair.all.flatMap(\.nibFiles).filter { seen.insert($0.path).inserted }
    }()

    @Test func theManifestHasItsNibs() {
        guard !NibPair.all.isEmpty else { return }
        #expect(NibPair.all.count == 177)
        #expect(Self.files.count >= 200)
    }

    @Test(arguments: files)
    func archiveEqualsTheIndependentDump(_ file: URL) throws {
        let reference = try Self.pythonDump(file)
        let bytes = try [UInt8](Data(contentsOf: file))
        if NIBArchive.isArchive(bytes) {
            let archive = try NIBArchive(bytes: bytes, path: file.path, limits: .default)
            #expect(Self.canonical(archive) == reference, "\(file.lastPathComponent)")
        } else {
            let list = try BinaryPropertyList(bytes: bytes, path: file.path, limits: .default)
            #expect(Self.canonical(list) == reference, "\(file.lastPathComponent)")
        }
    }

    /// The dump of `scripts/dump-nib.py`, parsed.
    static func pythonDump(_ file: URL) throws -> NSObject {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", SharedFolder.packageRoot.appendingPathComponent("scripts/dump-nib.py").path, file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try JSONSerialization.jsonObject(with: data) as? NSObject ?? NSNull()
    }

    /// A value as the reference dump writes it, parsed back the way JSONSerialization reads the dump.
    static func json(_ value: Any) throws -> NSObject {
        let data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
        return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? NSObject ?? NSNull()
    }

    /// Python's `repr` of a float (shortest round-trip digits), as the reference dump writes reals.
    static func repr(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-inf" : "inf" }
        var text = "\(number)"
        // Swift writes 1e+20 as "1e+20" and Python as "1e+20"; 0.0001 as "0.0001" both; Swift's "5e-05" is Python's "5e-05".
        if text.hasSuffix(".0"), abs(number) >= 1e16 { text = String(format: "%.16e", number) }
        return text
    }

    static func hex(_ bytes: some Collection<UInt8>) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    static func canonical(_ archive: NIBArchive) -> NSObject {
        let objects: [[String: Any]] = archive.objects.map { object in
            let values: [[Any]] = object.members.map { member in
                let index = Int(member)
                let entry = archive.values[index], key = archive.keys.names[Int(entry.key)]
                switch (entry.value, archive.valueTypes[index]) {
                case (.integer(let number), let type): return [key, "int\(8 << Int(type.rawValue))", number]
                case (.bool(let flag), _): return [key, flag ? "true" : "false", NSNull()]
                case (.real(let number), .float): return [key, "float", repr(number)]
                case (.real(let number), _): return [key, "double", repr(number)]
                case (.data(let range), _):
                    let bytes = archive.bytes[range.range]
                    if NIBArchive.isArchive(bytes), let nested = try? NIBArchive(bytes: Array(bytes), path: nil, limits: .default) {
                        return [key, "data", canonical(nested)]
                    }
                    return [key, "data", hex(bytes)]
                case (.null, _): return [key, "nil", NSNull()]
                case (.object(let index), _): return [key, "object", index]
                case (.string, _), (.array, _): return [key, "unexpected", NSNull()]
                }
            }
            return ["class": archive.classes.names[Int(object.classIndex)], "values": values]
        }
        let dump: [String: Any] = [
            "format": "NIBArchive", "formatVersion": archive.formatVersion, "coderVersion": archive.coderVersion,
            "classes": archive.classes.names, "keys": archive.keys.names, "objects": objects,
        ]
        return (try? json(dump)) ?? NSNull()
    }

    static func canonical(_ list: BinaryPropertyList) -> NSObject {
        func dumped(_ index: Int) -> Any {
            switch list.objects[index] {
            case .null: return ["kind": "null", "value": NSNull()]
            case .bool(let flag): return ["kind": "bool", "value": flag]
            case .integer(let number): return ["kind": "int", "value": number]
            case .real(let number): return ["kind": "real", "value": repr(number)]
            case .date(let number): return ["kind": "date", "value": repr(number)]
            case .data(let bytes): return ["kind": "data", "value": hex(bytes)]
            case .string(let text): return ["kind": "string", "value": text]
            case .uid(let target): return ["kind": "uid", "value": target]
            case .array(let members): return ["kind": "array", "value": members.map(dumped)]
            case .dictionary(let entries):
                return ["kind": "dict", "value": entries.map { [list.string($0.key) ?? "", dumped($0.value)] }]
            }
        }
        var top: [String: Any] = [:]
        if let topIndex = list.member("$top", of: list.top), case .dictionary(let entries) = list.objects[topIndex] {
            for (key, value) in entries {
                if case .uid(let target) = list.objects[value] { top[list.string(key) ?? ""] = target } else { top[list.string(key) ?? ""] = dumped(value) }
            }
        }
        var objects: [Any] = []
        if let objectsIndex = list.member("$objects", of: list.top), case .array(let members) = list.objects[objectsIndex] {
            objects = members.map(dumped)
        }
        return (try? json(["format": "keyedArchive", "top": top, "objects": objects])) ?? NSNull()
    }
}
