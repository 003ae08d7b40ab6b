/// Reads outlet names and types from the tokens of one Objective-C declaration: a property after its
/// `@property (…)` attributes, or an instance variable.
///
/// Understands `IBOutlet UILabel *a, *b`, `IBOutlet id<P> delegate`, `IBOutletCollection(UIButton) NSArray
/// *buttons`, ownership and nullability qualifiers anywhere, and trailing macros such as `API_AVAILABLE(…)`.
struct ObjCOutletDeclaration: Equatable {
    /// One declared outlet.
    struct Declarator: Equatable {
        var name: ObjCToken
        /// The outlet's class: the element class for a collection.
        var typeName: String?
        var isCollection: Bool
    }

    /// Words that qualify a declaration without naming its type.
    private static let qualifiers: Set<String> = [
        "IBOutlet", "IBInspectable", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "__block",
        "__kindof", "const", "volatile", "static", "extern", "nonnull", "nullable", "null_unspecified",
        "null_resettable", "_Nonnull", "_Nullable", "_Null_unspecified", "__nonnull", "__nullable",
        "__null_unspecified", "__covariant", "__contravariant",
    ]

    /// The outlets declared by `tokens`; empty unless they contain `IBOutlet` or `IBOutletCollection`. With
    /// `outletsOnly` false, the names any property or instance variable declaration declares.
    static func declarators(in tokens: [ObjCToken], outletsOnly: Bool = true) -> [Declarator] {
        guard !outletsOnly || tokens.contains(where: { $0.isIdentifier("IBOutlet") || $0.isIdentifier("IBOutletCollection") })
        else { return [] }
        var cursor = ObjCTokenCursor(tokens: tokens)
        var isCollection = false
        var elementType: String?
        var kept: [ObjCToken] = []
        while let token = cursor.current {
            if token.isIdentifier("IBOutletCollection") {
                isCollection = true
                cursor.advance()
                let inner = cursor.takeGroup(open: "(", close: ")")
                elementType = inner.first { $0.kind == .identifier && !qualifiers.contains($0.text) }?.text
            } else if token.kind == .identifier, qualifiers.contains(token.text) {
                cursor.advance()
            } else if token.isPunctuation("<") {
                _ = cursor.takeGroup(open: "<", close: ">")
            } else if token.kind == .identifier, cursor.peek(1)?.isPunctuation("(") == true {
                // A macro or attribute with arguments: `API_AVAILABLE(ios(13))`, `__attribute__((…))`.
                cursor.advance()
                _ = cursor.takeGroup(open: "(", close: ")")
            } else if token.isPunctuation("(") {
                _ = cursor.takeGroup(open: "(", close: ")")
            } else {
                kept.append(token)
                cursor.advance()
            }
        }
        let parts = kept.split(whereSeparator: { $0.isPunctuation(",") }).map(Array.init)
        guard let first = parts.first else { return [] }
        let declaredType = first.first { $0.kind == .identifier }?.text
        var result: [Declarator] = []
        for (index, part) in parts.enumerated() {
            guard let name = declaredName(in: part, skippingType: index == 0) else { continue }
            result.append(
                Declarator(name: name, typeName: isCollection ? (elementType ?? declaredType) : declaredType,
                    isCollection: isCollection))
        }
        return result
    }

    /// The name in one declarator: the identifier after the last `*`, or without a `*` (as with `id`), the
    /// identifier following the type.
    private static func declaredName(in part: [ObjCToken], skippingType: Bool) -> ObjCToken? {
        if let star = part.lastIndex(where: { $0.isPunctuation("*") }) {
            return part[(star + 1)...].first { $0.kind == .identifier }
        }
        let identifiers = part.filter { $0.kind == .identifier }
        let index = skippingType ? 1 : 0
        return identifiers.count > index ? identifiers[index] : nil
    }
}
