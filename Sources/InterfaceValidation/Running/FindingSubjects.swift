import InterfaceSources
import UIDescription

/// The ``Finding/subject`` of each finding: the element of an Interface Builder file, or the declaration of a
/// source file, at the finding's position.
struct FindingSubjects {
    /// Per file, per line and column: the subject of the element that starts there.
    private var interfaceSubjects: [String: [Position: String]] = [:]
    /// Per file, per line: the declaration on that line.
    private var sourceSubjects: [String: [Int: String]] = [:]

    private struct Position: Hashable {
        let line: Int
        let column: Int
    }

    init(graphs: [InterfaceGraph], index: SourceIndex) {
        for graph in graphs {
            let document = graph.document
            var subjects: [Position: String] = [:]
            for element in document.allElements {
                let location = document.location(of: element)
                subjects[Position(line: location.line, column: location.column)] = Self.subject(of: element, in: document)
            }
            interfaceSubjects[graph.path] = subjects
        }
        func add(_ location: SourceLocation, _ subject: String) {
            guard let file = location.file else { return }
            if sourceSubjects[file]?[location.line] == nil { sourceSubjects[file, default: [:]][location.line] = subject }
        }
        for outlet in index.outlets { add(outlet.location, "\(outlet.ownerQualifiedName).\(outlet.name)") }
        for action in index.actions { add(action.location, "\(action.ownerQualifiedName).\(action.selector)") }
        for declaration in index.classes { add(declaration.location, declaration.qualifiedName) }
    }

    /// `name#id`, or for an element without id, the path of names up to the nearest element with one
    /// (`outlet#o1`, `view#v1/constraints/constraint`).
    private static func subject(of element: ElementID, in document: NodeDocument) -> String {
        var names: [String] = []
        var current: ElementID? = element
        while let node = current {
            let name = document.name(of: node)
            if let id = document.id(of: node), !id.isEmpty {
                return (["\(name)#\(id)"] + names.reversed()).joined(separator: "/")
            }
            names.append(name)
            current = document.parent(of: node)
        }
        return names.reversed().joined(separator: "/")
    }

    func subject(of finding: Finding) -> String? {
        guard let file = finding.location.file else { return nil }
        if let subjects = interfaceSubjects[file] {
            return subjects[Position(line: finding.location.line, column: finding.location.column)]
        }
        return sourceSubjects[file]?[finding.location.line]
    }

    /// `findings`, each with its subject.
    func applied(to findings: [Finding]) -> [Finding] {
        findings.map { finding in
            var finding = finding
            if finding.subject == nil { finding.subject = subject(of: finding) }
            return finding
        }
    }
}
