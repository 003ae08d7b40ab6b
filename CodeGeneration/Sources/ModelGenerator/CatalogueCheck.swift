import ModelSpecification

/// What the generator refuses in a catalogue, each problem with the place of its declaration, so that
/// `generate-models` reports them all and exits non-zero rather than writing Swift that does not compile.
public struct CatalogueError: Error, CustomStringConvertible {
    /// One refused declaration.
    public struct Problem: Sendable, Equatable {
        /// The declaration's file (`#fileID`: `ModelSpecification/TextModels.swift`).
        public var fileID: String
        public var line: Int
        public var message: String
    }

    public var problems: [Problem]

    /// One line per problem: `file:line: error: message`.
    public var description: String {
        problems.map { "\($0.fileID):\($0.line): error: \($0.message)" }.joined(separator: "\n")
    }
}

/// The checks the generator makes before writing anything: every property's type names a type it knows, no model
/// declares a property twice (the shared model of its conformance included), and every union's cases resolve.
struct CatalogueCheck {
    let catalogue: [ModelFile]

    /// The type names a property may use: the catalogue's models, enumerations and unions, and ``KnownType``.
    var knownTypeNames: Set<String> {
        var names = Set(KnownType.allCases.map(\.rawValue))
        for file in catalogue {
            names.formUnion(file.models.map(\.name))
            names.formUnion(file.enumerations.map(\.name))
            names.formUnion(file.unions.map(\.name))
        }
        return names
    }

    /// Throws a ``CatalogueError`` listing every problem, in catalogue order.
    func validate() throws {
        var problems: [CatalogueError.Problem] = []
        let known = knownTypeNames
        for model in catalogue.flatMap(\.models) {
            // The shared model the conformance adds is the first property or the last.
            let added = model.conformance.sharedModel.map { $0.declaredLast ? model.properties.count - 1 : 0 }
            var seen: Set<String> = []
            for (index, property) in model.properties.enumerated() {
                let place = (fileID: property.fileID, line: property.line)
                if property.name == model.conformance.sharedProperty && index != added {
                    problems.append(.init(fileID: place.fileID, line: place.line, message:
                        "\(model.name).\(property.name): the conformance `.\(model.conformance)` declares it; remove this line"))
                    continue
                }
                if !seen.insert(property.name).inserted {
                    problems.append(.init(fileID: place.fileID, line: place.line,
                                          message: "\(model.name).\(property.name) is declared twice"))
                }
                for problem in Self.typeProblems(property.type, known: known) {
                    problems.append(.init(fileID: place.fileID, line: place.line,
                                          message: "\(model.name).\(property.name): \(problem)"))
                }
            }
        }
        for union in catalogue.flatMap(\.unions) {
            do {
                let cases = try UnionCases.resolve(union, in: catalogue)
                for unionCase in cases where !known.contains(unionCase.type) {
                    problems.append(.init(fileID: union.fileID, line: union.line,
                                          message: "\(union.name).\(unionCase.name): unknown type `\(unionCase.type)`"))
                }
            } catch {
                problems.append(.init(fileID: union.fileID, line: union.line, message: error.description))
            }
        }
        if !problems.isEmpty { throw CatalogueError(problems: problems) }
    }

    /// What is wrong with a property's type, as written (`Font?`, `[Connection]`, `[String: Int]`): each name in it
    /// must be known.
    static func typeProblems(_ type: String, known: Set<String>) -> [String] {
        let allowed = Set("[]?:, ")
        if type.isEmpty || type.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_" || allowed.contains($0)) }) {
            return ["cannot read the type `\(type)` (write `T`, `T?`, `[T]` or `[K: V]`)"]
        }
        let names = type.split(whereSeparator: { allowed.contains($0) }).map(String.init)
        return names.filter { !known.contains($0) }.map { name in
            "unknown type `\(name)`" + (name == type ? "" : " in `\(type)`")
                + ": no model, enumeration or union of the catalogue and no `KnownType` is named so"
        }
    }
}

/// The cases of a ``Union``, derived from the catalogue: a case per model of the union's family (as each model's
/// ``Model/union`` says), in catalogue order; the hand-written cases inserted where they say; then the cases
/// ``Union/order`` names moved first, in its order.
enum UnionCases {
    enum Failure: Error, CustomStringConvertible, Equatable {
        case noKinds(union: String, case: String)
        case unknownPlace(union: String, case: String, after: String)
        case unknownOrderName(union: String, name: String)
        case duplicateCase(union: String, name: String)
        case duplicateKind(union: String, kind: String, cases: [String])
        case noFamily(union: String)

        var description: String {
            switch self {
            case .noKinds(let union, let name):
                "\(union).\(name): the model has no element kinds; give it some, or list them in a hand-written case"
            case .unknownPlace(let union, let name, let after):
                "\(union).\(name) is placed after `\(after)`, which is no case of the union"
            case .unknownOrderName(let union, let name):
                "\(union)'s order names `\(name)`, which is no case of the union (or names it twice)"
            case .duplicateCase(let union, let name):
                "\(union) has two cases named `\(name)`: give one model `union: .caseName(…)`"
            case .duplicateKind(let union, let kind, let cases):
                "\(union): the kind `\(kind)` is decoded by two cases (\(cases.joined(separator: ", "))); give one model `union: .excluded`"
            case .noFamily(let union):
                "\(union): its family has no shared model (use `.view`, `.cell` or `.watchItem`)"
            }
        }
    }

    /// The union's cases, in the order the generated enum declares them.
    static func resolve(_ union: Union, in catalogue: [ModelFile]) throws(Failure) -> [UnionCase] {
        guard union.family.sharedModel != nil else { throw .noFamily(union: union.name) }
        var cases: [UnionCase] = []
        for model in catalogue.flatMap(\.models) where model.conformance == union.family {
            switch model.union {
            case .named: cases.append(UnionCase(caseName(of: model.name, in: union), model.name))
            case .caseName(let name): cases.append(UnionCase(name, model.name))
            case .casePerKind:
                guard let kinds = model.kinds, !kinds.isEmpty else {
                    throw .noKinds(union: union.name, case: caseName(of: model.name, in: union))
                }
                cases += kinds.map { UnionCase($0, model.name, kinds: [$0]) }
            case .excluded: break
            }
        }
        for handWritten in union.handWritten {
            guard let after = handWritten.after else { cases.append(handWritten); continue }
            guard let index = cases.firstIndex(where: { $0.name == after }) else {
                throw .unknownPlace(union: union.name, case: handWritten.name, after: after)
            }
            cases.insert(handWritten, at: index + 1)
        }
        var first: [UnionCase] = []
        for name in union.order {
            guard let index = cases.firstIndex(where: { $0.name == name }) else {
                throw .unknownOrderName(union: union.name, name: name)
            }
            first.append(cases.remove(at: index))
        }
        cases = first + cases

        var names: Set<String> = []
        var caseByKind: [String: String] = [:]
        var kindsByModel: [String: [String]] = [:]
        for model in catalogue.flatMap(\.models) { kindsByModel[model.name] = model.kinds }
        for unionCase in cases {
            if !names.insert(unionCase.name).inserted { throw .duplicateCase(union: union.name, name: unionCase.name) }
            guard let kinds = unionCase.kinds ?? kindsByModel[unionCase.type] else {
                throw .noKinds(union: union.name, case: unionCase.name)
            }
            for kind in kinds {
                if let other = caseByKind[kind] {
                    throw .duplicateKind(union: union.name, kind: kind, cases: [other, unionCase.name])
                }
                caseByKind[kind] = unionCase.name
            }
        }
        return cases
    }

    /// The case name of a model: its name without the union's prefix and suffix, its leading capitals lowered
    /// (`ButtonCell` → `button`, `WatchLabel` → `label`, `URLField` → `urlField`).
    static func caseName(of model: String, in union: Union) -> String {
        var base = Substring(model)
        if !union.modelNamePrefix.isEmpty, base.hasPrefix(union.modelNamePrefix), base.count > union.modelNamePrefix.count {
            base = base.dropFirst(union.modelNamePrefix.count)
        }
        if !union.modelNameSuffix.isEmpty, base.hasSuffix(union.modelNameSuffix), base.count > union.modelNameSuffix.count {
            base = base.dropLast(union.modelNameSuffix.count)
        }
        let capitals = base.prefix(while: \.isUppercase).count
        // The last capital of a run followed by lower case starts the next word (`URLField`: `url`, `Field`).
        let lowered = capitals > 1 && capitals < base.count ? capitals - 1 : max(capitals, 1)
        return base.prefix(lowered).lowercased() + base.dropFirst(lowered)
    }
}
