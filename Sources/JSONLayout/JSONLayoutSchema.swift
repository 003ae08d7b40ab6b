/// The JSON Schema (draft 2020-12) of the layout format, generated from the same vocabulary the
/// reader and writer use, so that what the writer produces validates and what the reader refuses
/// does not: an unknown property name (a typo) fails validation.
///
/// The repository keeps it as `docs/json-layout.schema.json`; a test checks that the file is
/// up to date.
public enum JSONLayoutSchema {
    /// The schema, as pretty-printed JSON text.
    public static var text: String {
        var writer = SchemaTextWriter()
        writer.write(schema(vocabulary: .shared), indent: 0)
        writer.output += "\n"
        return writer.output
    }

    // The regular expressions of the grammar, anchored (validators search, they do not match).
    static let namePattern = #"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"#
    static let kindMemberPattern = #"^[A-Z][A-Za-z0-9_.-]*$"#
    private static let number = #"-?[0-9.][0-9.eE+-]*"#
    private static let side = #"([A-Za-z_][A-Za-z0-9_.]*\.)?[A-Za-z]+"#
    static let equationPattern = "^\(side) (=|==|<=|>=) (\(number)|\(side)( \\* \(number)([:/]\(number))?)?( [+-] \(number))?)( @\(number))?( (symbolic|placeholder))*$"
    static let actionPattern = #"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*\.[A-Za-z_][A-Za-z0-9_:]*( on [A-Za-z]+)?$"#
    static let colorPattern = #"^(system [^ ]+|named [^ ]+|catalog [^ ]+ [^ ]+|[A-Za-z0-9_.-]+ [^ ]+ [^ ]+( [^ ]+ [^ ]+)?)$"#

    private typealias JSON = SchemaValue

    private static func ref(_ name: String) -> JSON { .object([("$ref", .string("#/$defs/\(name)"))]) }
    private static func type(_ name: String) -> JSON { .object([("type", .string(name))]) }
    private static func anyOf(_ schemas: [JSON]) -> JSON { schemas.count == 1 ? schemas[0] : .object([("anyOf", .array(schemas))]) }
    private static func string(pattern: String, description: String? = nil) -> JSON {
        var members: [(String, JSON)] = [("type", .string("string")), ("pattern", .string(pattern))]
        if let description { members.insert(("description", .string(description)), at: 0) }
        return .object(members)
    }
    private static func array(of items: JSON) -> JSON { .object([("type", .string("array")), ("items", items)]) }
    private static func map(of values: JSON) -> JSON { .object([("type", .string("object")), ("additionalProperties", values)]) }

    static func schema(vocabulary: Vocabulary) -> SchemaValue {
        let reserved: [(String, JSON)] = [
            ("$kind", .object([("description", .string("The element kind, for kinds that cannot be written as a kind member.")), ("type", .string("string"))])),
            ("$name", ref("name")),
            ("$key", .object([("description", .string("The key of an item of `$items` (`key=\"…\"` in the XIB).")), ("type", .string("string"))])),
            ("$text", .object([("description", .string("The element's text content.")), ("type", .string("string"))])),
            ("$equation", ref("equation")),
            ("$attributes", .object([("description", .string("Attributes written as they are: names this version does not know, or that cannot be plain members.")),
                                     ("type", .string("object")), ("additionalProperties", type("string"))])),
            ("$references", .object([("description", .string("Attributes of unknown names whose values are ids of other objects, by the objects' names.")),
                                     ("type", .string("object")), ("additionalProperties", ref("name"))])),
            ("$unset", .object([("description", .string("Defaults of the element's kind that the XIB leaves out.")),
                                ("type", .string("array")), ("items", type("string"))])),
            (KeptOrder.member, ref("keptOrder")),
            ("$anonymous", .object([("description", .string("true: an element of a kind that usually has an id has none.")), ("type", .string("boolean"))])),
            ("$items", ref("items")),
            (MemberNames.outlets, .object([("description", .string("Outlets of this object: property name → the connected object's name.")),
                                           ("type", .string("object")), ("additionalProperties", ref("name"))])),
            (MemberNames.outletCollections, .object([("description", .string("Outlet collections: property name → the connected objects' names, in order.")),
                                                     ("type", .string("object")), ("additionalProperties", array(of: ref("name")))])),
            (MemberNames.actions, .object([("description", .string("Actions this object sends: \"receiver.selector:\" or \"receiver.selector: on event\".")),
                                           ("type", .string("array")), ("items", ref("action"))])),
            (MemberNames.connections, .object([("description", .string("Connections without a short form (segues, bindings, …).")),
                                               ("type", .string("array")), ("items", ref("element"))])),
        ]
        // Typed values for the names whose short forms have a grammar.
        var typed: [(String, JSON)] = []
        let keyed = vocabulary.keys.sorted()
        for key in keyed {
            guard let kind = vocabulary.defaultKind(forKey: key) else { continue }
            let attributeTypes = attributeJSONTypes(key, vocabulary: vocabulary)
            var forms: [JSON] = [ref("element"), type("null")]
            if vocabulary.hasNumberListForm(kind) {
                let count = kind == "rect" ? 4 : 2
                forms.insert(.object([("type", .string("array")), ("items", type("number")), ("minItems", .number(String(count))),
                                      ("maxItems", .number(String(count)))]), at: 0)
            } else if kind == "color" {
                forms.insert(string(pattern: colorPattern), at: 0)
            } else if vocabulary.hasStringForm(kind) {
                forms.insert(type("string"), at: 0)
            } else {
                continue
            }
            if !attributeTypes.isEmpty { continue }
            typed.append((key, anyOf(forms)))
        }
        // Enumerated attributes list the values this version knows, for editors to offer; any other string is kept
        // (a newer Xcode's value), as the reader keeps it.
        for (name, known) in vocabulary.enumeratedValues.sorted(by: { $0.key < $1.key })
        where vocabulary.attributeNames.contains(name) && !vocabulary.keys.contains(name) && !vocabulary.listNames.contains(name)
            && MemberNames.isPlain(name) {
            typed.append((name, .object([
                ("description", .string("One of the values Interface Builder writes; a near miss of one is refused, any other string is kept.")),
                ("anyOf", .array([.object([("enum", .array(known.values.sorted().map(SchemaValue.string)))]), type("string")])),
            ])))
        }
        typed.append(("constraints", anyOf([array(of: anyOf([ref("equation"), ref("element")])), ref("element")])))
        typed.append(("subviews", anyOf([array(of: ref("element")), ref("element")])))
        let reservedNames = Set(reserved.map(\.0))
        let typedNames = Set(typed.map(\.0))
        let plainNames = vocabulary.propertyNames.subtracting(reservedNames).subtracting(typedNames).filter(MemberNames.isPlain).sorted()

        let element: JSON = .object([
            ("description", .string("An Interface Builder element: its kind and name (\"Label\": \"title\"), attributes, keyed children and lists.")),
            ("type", .string("object")),
            ("properties", .object(reserved + typed.sorted { $0.0 < $1.0 })),
            ("patternProperties", .object([(kindMemberPattern, .object([
                ("description", .string("The element's kind (its XML name with an upper-case first letter) and its name, or null.")),
                ("anyOf", .array([ref("name"), type("null")])),
            ]))])),
            ("propertyNames", .object([("anyOf", .array([
                .object([("enum", .array((Array(reservedNames) + Array(typedNames) + plainNames).sorted().map(SchemaValue.string)))]),
                .object([("pattern", .string(kindMemberPattern))]),
            ]))])),
            ("additionalProperties", ref("value")),
        ])
        let documentAttributes: JSON = .object([
            ("description", .string("The attributes of the XIB's <document> element.")),
            ("type", .string("object")),
            ("properties", .object([
                ("$attributes", ref("attributeEscapes")), ("$references", .object([("type", .string("object")), ("additionalProperties", ref("name"))])),
                ("$unset", array(of: type("string"))), (KeptOrder.member, ref("keptOrder")),
            ])),
            ("propertyNames", .object([("anyOf", .array([
                .object([("enum", .array((["$attributes", "$references", "$unset", KeptOrder.member] + vocabulary.attributeNames.filter(MemberNames.isPlain).sorted())
                    .map(SchemaValue.string)))]),
            ]))])),
            ("additionalProperties", ref("scalar")),
        ])
        var rootProperties: [(String, JSON)] = [
            ("format", .object([("description", .string("The format and its major version: \(LayoutFormat.current).")),
                                ("type", .string("string")), ("pattern", .string(#"^uidesc-layout/1(\.[0-9]+)*$"#))])),
            ("document", ref("documentAttributes")),
            (MemberNames.standalone, .object([("description", .string("The file's XML declaration, where Xcode would write another for the document's toolsVersion: \"no\" (standalone=\"no\", which Xcode 8 and 9 kept in files that had it) or null (none).")),
                                              ("enum", .array([.string("no"), .null]))])),
            ("ids", .object([("description", .string("Interface Builder ids by name (objects) or by owner/member/text (constraints, connections).")),
                             ("type", .string("object")), ("additionalProperties", .object([("type", .string("string")), ("minLength", .number("1"))]))])),
            (KeptOrder.member, ref("keptOrder")),
            ("$items", ref("items")),
        ]
        for child in vocabulary.documentChildren.union(vocabulary.listNames).filter(MemberNames.isPlain).sorted()
            where vocabulary.documentChildren.contains(child) {
            rootProperties.append((child, vocabulary.listNames.contains(child) ? ref("items") : ref("element")))
        }
        return .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("urn:uidesc:json-layout:1")),
            ("title", .string("uidesc JSON layout (\(LayoutFormat.current))")),
            ("description", .string("A readable, reviewable form of an Interface Builder .xib or .storyboard file. See docs/json-layout.md.")),
            ("type", .string("object")),
            ("required", .array([.string("format"), .string("document")])),
            ("properties", .object(rootProperties)),
            ("additionalProperties", .bool(false)),
            ("$defs", .object([
                ("name", .object([("description", .string("An object's name: identifiers joined by dots.")), ("type", .string("string")),
                                  ("pattern", .string(namePattern))])),
                ("equation", string(pattern: equationPattern, description: "A constraint: \"[item.]attribute relation [item.]attribute [* multiplier] [± constant] [@priority]\".")),
                ("action", string(pattern: actionPattern)),
                ("scalar", .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])),
                ("attributeEscapes", .object([("type", .string("object")), ("additionalProperties", type("string"))])),
                ("value", .object([("description", .string("An attribute (string, number, boolean), a keyed child (object, short form, null) or a list.")),
                                   ("anyOf", .array([ref("scalar"), type("null"), ref("element"), ref("items")]))])),
                ("items", .object([("type", .string("array")), ("items", .object([("anyOf", .array([type("string"), type("number"), ref("element")]))]))])),
                ("keptOrder", .object([("description", .string("The order the file had for these attributes and children (attribute names; keys, list names, `connections`; the keys or kinds of `$items`), where Xcode's order would write them otherwise. Written only when needed (format 1.1).")),
                                       ("type", .string("array")), ("items", type("string"))])),
                ("element", element),
                ("documentAttributes", documentAttributes),
            ])),
        ])
    }

    private static func attributeJSONTypes(_ name: String, vocabulary: Vocabulary) -> [String] {
        vocabulary.attributeNames.contains(name) ? ["string"] : []
    }
}

/// A JSON value of the schema, with member order kept.
indirect enum SchemaValue {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([SchemaValue])
    case object([(String, SchemaValue)])
}

/// Pretty-prints the schema: one member per line, short arrays of scalars on one line.
struct SchemaTextWriter {
    var output = ""

    mutating func write(_ value: SchemaValue, indent: Int) {
        switch value {
        case .string(let text): writeString(text)
        case .number(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            if items.allSatisfy({ if case .object = $0 { false } else if case .array = $0 { false } else { true } }) {
                writeScalarArray(items, indent: indent)
            } else {
                output += "[\n"
                for (index, item) in items.enumerated() {
                    output += String(repeating: "  ", count: indent + 1)
                    write(item, indent: indent + 1)
                    output += index + 1 < items.count ? ",\n" : "\n"
                }
                output += String(repeating: "  ", count: indent) + "]"
            }
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (name, member)) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                writeString(name)
                output += ": "
                write(member, indent: indent + 1)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// Scalars on lines of at most about 110 characters.
    private mutating func writeScalarArray(_ items: [SchemaValue], indent: Int) {
        var line = "["
        var lines: [String] = []
        for (index, item) in items.enumerated() {
            var piece = SchemaTextWriter()
            piece.write(item, indent: 0)
            let text = piece.output + (index + 1 < items.count ? "," : "")
            if line.count + text.count > 110 && line != "[" {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty || line == "[" ? "" : " ") + text
        }
        lines.append(line + "]")
        output += lines.joined(separator: "\n" + String(repeating: "  ", count: indent + 1))
    }

    private mutating func writeString(_ text: String) {
        var writer = LayoutTextWriter()
        writer.writeString(text)
        output += String(decoding: writer.output, as: UTF8.self)
    }
}
