import Foundation
import Testing
import TestSupport
import XIBDecoder

/// Decoding from many tasks at once is safe and gives the results of decoding one at a time.
extension ResourceHeavyTests {
@Suite("Concurrency")
struct ConcurrencyTests {
    /// What decoding one file gives: the typed document, or the error's description.
    enum Outcome: Hashable, Sendable {
        case document(Document)
        case failure(String)
    }

    static func outcome(of bytes: [UInt8], path: String) -> Outcome {
        do {
            let decoder = XIBDecoder()
            return .document(try decoder.decode(Document.self, from: decoder.document(from: Data(bytes), path: path)))
        } catch {
            return .failure(String(describing: error))
        }
    }

    @Test("Decoding the corpus from many tasks at once gives the same results as one at a time")
    func manyFilesManyTasks() async throws {
        let files = Corpus.interfaceFiles.compactMap { url -> (String, [UInt8])? in
            guard let bytes = try? Corpus.bytes(url), bytes.count < 80_000 else { return nil }
            return (url.path, bytes)
        }
        #expect(files.count >= 50)
        let sequential = files.map { Self.outcome(of: $0.1, path: $0.0) }
        #expect(sequential.contains { if case .document = $0 { true } else { false } })
        #expect(sequential.contains { if case .failure = $0 { true } else { false } })

        let rounds = 2
        let concurrent = await withTaskGroup(of: (Int, Outcome).self) { group in
            for round in 0..<rounds {
                for index in files.indices {
                    let (path, bytes) = files[(index + round * 7) % files.count]
                    let position = (index + round * 7) % files.count
                    group.addTask { (position, Self.outcome(of: bytes, path: path)) }
                }
            }
            var results: [Int: [Outcome]] = [:]
            for await (index, outcome) in group { results[index, default: []].append(outcome) }
            return results
        }
        for (index, expected) in sequential.enumerated() {
            let outcomes = concurrent[index] ?? []
            #expect(outcomes.count == rounds)
            #expect(outcomes.allSatisfy { $0 == expected }, "\(files[index].0)")
        }
    }

    @Test("One document shared by many tasks: lazy id index and line table are built once, safely")
    func sharedDocument() async throws {
        let file = try #require(Corpus.readableFiles.last { $0.bytes.count < 300_000 })
        let expected = try XIBDecoder().decode(Document.self, from: try XIBReader().read(file.bytes))
        // A fresh document, so that its caches are first built by the concurrent tasks.
        let document = try XIBReader().read(file.bytes)
        let ids = document.allElements.compactMap { document.id(of: $0) }
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<16 {
                group.addTask {
                    guard let decoded = try? document.decode(Document.self), decoded == expected else { return false }
                    for id in ids.dropFirst(task).prefix(200) where document.element(withID: id) == nil { return false }
                    let last = document.allElements.last.map { document.location(of: $0) }
                    return last?.line ?? 0 > 1 && document.duplicateIDs.count >= 0
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 })
    }

    @Test("The decoder's public types are Sendable")
    func sendableTypes() {
        func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
        #expect(isSendable(XIBDecoder.self))
        #expect(isSendable(XIBReader.self))
        #expect(isSendable(NodeDocument.self))
        #expect(isSendable(NodeDocumentBuilder.self))
        #expect(isSendable(ElementID.self))
        #expect(isSendable(ChildSequence.self))
        #expect(isSendable(DocumentLimits.self))
        #expect(isSendable(DecodingOptions.self))
        #expect(isSendable(Dependencies.self))
        #expect(isSendable(UIDescriptionError.self))
        #expect(isSendable(UIDescription.SourceLocation.self))
        #expect(isSendable(Node.self))
        #expect(isSendable(Document.self))
        #expect(isSendable(LimitError.self))
    }
}
}
