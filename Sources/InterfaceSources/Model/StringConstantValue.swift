/// What a string constant in the sources holds, as far as reading the sources can tell: the constants code names
/// Interface Builder items by instead of a literal (`static let cellID = "Cell"`, `NSString *const kCellID =
/// @"Cell";`, `static var reuseIdentifier: String { String(describing: self) }`).
enum StringConstantValue: Sendable, Hashable {
    /// A string literal, or a getter returning one.
    case text(String)
    /// The name of the type the constant is asked of: `String(describing: self)` in a static context.
    case typeName
    /// The value of another member of the same type: `class var reuseIdentifier: String { classNameWithoutNamespaces }`.
    case alias(String)
    /// Anything else, or definitions of one name that disagree.
    case unknown

    /// One name's value when it is defined again: the same value, or ``unknown``.
    func merged(with other: StringConstantValue) -> StringConstantValue {
        self == other ? self : .unknown
    }

    /// Records `name`'s value in `constants`, merged with an earlier definition of the name.
    static func define(_ name: String, _ value: StringConstantValue, in constants: inout [String: StringConstantValue]) {
        constants[name] = constants[name].map { $0.merged(with: value) } ?? value
    }
}
