import Testing
@testable import ModelGenerator
import ModelSpecification

/// What the catalogue derives from `conformance:` (the shared model, the unions' cases), and what the generator
/// refuses (an unknown type, a restated shared model), with the declaration's place.
@Suite struct CatalogueCheckTests {
    /// A small catalogue of two view models, a cell model and a view union.
    static func catalogue(extraProperty: Property? = nil, viewUnion: Union = viewUnion()) -> [ModelFile] {
        [
            ModelFile("Views", models: [
                Model("View", doc: "The shared view.", properties: []),
                Model("Cell", doc: "The shared cell.", properties: []),
                Model("Gauge", kinds: ["gauge"], conformance: .view, doc: "A gauge.",
                      properties: [Property("value", "Double", default: "0")] + (extraProperty.map { [$0] } ?? [])),
                Model("Dial", kinds: ["dial", "knob"], conformance: .view, union: .casePerKind, doc: "A dial.",
                      properties: [Property("style", "DialStyle?")]),
                Model("Inner", kinds: ["innerView"], conformance: .view, union: .excluded, doc: "Not a case.",
                      properties: []),
                Model("KnobCell", kinds: ["knobCell"], conformance: .cell, doc: "A cell.", properties: []),
            ], enumerations: [Enumeration("DialStyle", doc: "A style.", values: ["round"])],
            unions: [viewUnion]),
        ]
    }

    static func viewUnion(order: [String] = []) -> Union {
        Union("AnyView", doc: "Any view.", family: .view, fallbackDoc: "Any other view.", defaultKind: "view",
              fallbackNote: "", protocolDoc: "A view.", order: order,
              handWritten: [UnionCase("header", "TableHeaderCell", kinds: ["tableHeaderCell"], after: "gauge")])
    }

    @Test func theSharedModelOfTheConformanceIsDeclaredWhereItsFamilyDeclaresIt() throws {
        let models = Self.catalogue()[0].models.dropFirst(2).map(\.self)
        #expect(models[0].properties.map(\.name) == ["value", "view"])
        #expect(models[0].properties.last?.type == "View")
        #expect(models[3].properties.map(\.name) == ["cell"])
        let item = Model("Dot", kinds: ["dot"], conformance: .watchItem, doc: "", properties: [Property("size", "Int?")])
        #expect(item.properties.map(\.name) == ["item", "size"])
        #expect(item.properties.first?.type == "WatchItem")
    }

    @Test func aUnionsCasesAreDerivedFromTheConformanceInCatalogueOrder() throws {
        let cases = try UnionCases.resolve(Self.viewUnion(), in: Self.catalogue())
        // Gauge, the hand-written case after it, a case per kind of Dial; not Inner (excluded), not the cell.
        #expect(cases.map(\.name) == ["gauge", "header", "dial", "knob"])
        #expect(cases.map(\.type) == ["Gauge", "TableHeaderCell", "Dial", "Dial"])
        #expect(cases[2].kinds == ["dial"])
    }

    @Test func aUnionsOrderPutsTheCasesItNamesFirst() throws {
        let cases = try UnionCases.resolve(Self.viewUnion(order: ["knob", "gauge"]), in: Self.catalogue())
        #expect(cases.map(\.name) == ["knob", "gauge", "header", "dial"])
        #expect(throws: UnionCases.Failure.unknownOrderName(union: "AnyView", name: "slider")) {
            try UnionCases.resolve(Self.viewUnion(order: ["slider"]), in: Self.catalogue())
        }
    }

    @Test func caseNamesLeaveOutTheUnionsAffixes() {
        let cells = Union("AnyCell", doc: "", family: .cell, fallbackDoc: "", defaultKind: "actionCell", fallbackNote: "",
                          protocolDoc: "", modelNameSuffix: "Cell")
        #expect(UnionCases.caseName(of: "PopUpButtonCell", in: cells) == "popUpButton")
        #expect(UnionCases.caseName(of: "Cell", in: cells) == "cell")
        #expect(UnionCases.caseName(of: "URLFieldCell", in: cells) == "urlField")
    }

    @Test func theGeneratedUnionHasTheDerivedCases() throws {
        let catalogue = Self.catalogue()
        let kinds = ["Gauge": ["gauge"], "Dial": ["dial", "knob"]]
        let source = try CatalogueGenerator.render(catalogue[0], kindsByModel: kinds, catalogue: catalogue)
        #expect(source.contains("""
                case gauge(Gauge)
                /// A `TableHeaderCell`.
                case header(TableHeaderCell)
                /// A `Dial`.
                case dial(Dial)
                /// A `Dial`.
                case knob(Dial)
                /// Any other view.
                case view(View)
            """))
        #expect(source.contains(#""knob": { .knob(try Dial(from: $0)) },"#))
    }

    @Test func anUnknownTypeIsRefusedWithItsPosition() throws {
        let line = #line + 1
        let property = Property("font", "[Fnot?]")
        let catalogue = Self.catalogue(extraProperty: property)
        let error = try #require(throws: CatalogueError.self) {
            try CatalogueGenerator.files(catalogue, sourcesFingerprint: 0)
        }
        #expect(error.problems == [CatalogueError.Problem(
            fileID: "ModelGeneratorTests/CatalogueCheckTests.swift", line: line,
            message: "Gauge.font: unknown type `Fnot` in `[Fnot?]`: no model, enumeration or union of the catalogue and no `KnownType` is named so")])
        #expect(error.description.hasPrefix("ModelGeneratorTests/CatalogueCheckTests.swift:\(line): error: Gauge.font: unknown type `Fnot`"))
    }

    @Test func aTypeNamesEveryKindOfKnownType() {
        let known: Set<String> = ["Gauge", "DialStyle", "AnyView", "String"]
        for type in ["Gauge", "DialStyle?", "[AnyView]", "[String: Gauge]", "Int", "SourceLocation?"] {
            #expect(CatalogueCheck.typeProblems(type, known: known.union(KnownType.allCases.map(\.rawValue))).isEmpty, "\(type)")
        }
        #expect(CatalogueCheck.typeProblems("Set<String>", known: known) == ["cannot read the type `Set<String>` (write `T`, `T?`, `[T]` or `[K: V]`)"])
    }

    @Test func aRestatedSharedModelIsRefused() throws {
        let line = #line + 1
        let restated = Property("view", "View")
        let error = try #require(throws: CatalogueError.self) {
            try CatalogueCheck(catalogue: Self.catalogue(extraProperty: restated)).validate()
        }
        #expect(error.problems.map(\.line) == [line])
        #expect(error.problems.first?.message == "Gauge.view: the conformance `.view` declares it; remove this line")
    }

    @Test func theCatalogueNamesOnlyKnownTypes() throws {
        try CatalogueCheck(catalogue: Catalogue.files).validate()
    }
}
