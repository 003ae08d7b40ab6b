import UIDescription

/// A reference made inside a helper function whose string the helper's caller passes, as in
/// `func registerCell<Cell: UITableViewCell>(_: Cell.Type) { register(Cell.self, forCellReuseIdentifier:
/// Cell.reuseIdentifier) }`. The string is known only at each call of the helper (`tableView.registerCell(ProfileCell.self)`
/// registers `ProfileCell.reuseIdentifier`), so the index turns it into one reference per call
/// (``SourceIndex/references``).
struct ForwardedReference: Sendable, Hashable {
    /// How the string follows from the argument the caller passes.
    enum Form: Sendable, Hashable {
        /// The name of the type passed: `String(describing: T.self)`, `"\(cellType)"`.
        case typeName
        /// A static member of the type passed: `T.reuseIdentifier`, `cellType.cellIdentifier`.
        case member(String)
        /// The string passed: `identifier` for a `String` parameter.
        case string
    }

    /// The reference as the helper makes it, without a value.
    var reference: SourceReference
    /// The helper whose callers pass the string.
    var helper: HelperSignature
    /// The parameter of ``helper`` the string comes from.
    var parameterIndex: Int
    var form: Form
    /// The UTF-8 offsets of the helper's declaration in the reference's file: calls inside it (an override calling
    /// `super` with its own parameter) are not calls of the helper from outside.
    var helperOffsets: Range<Int>

    /// Whether `call` is inside the helper's own declaration.
    func isInsideHelper(_ call: HelperCall) -> Bool {
        guard call.location.file == reference.location.file, let offset = call.location.offset else { return false }
        return helperOffsets.contains(offset)
    }

    /// Whether calls of a function named `name` are recorded (``HelperCall``), so that references it forwards can be
    /// resolved: the names of registration and dequeue helpers (`registerCell`, `register(cellTypes:)`,
    /// `dequeueReusableCell(ofType:for:)`, `reusableCell(_:for:)`). A reference forwarded by a function of another
    /// name stays unresolved.
    static func isHelperName(_ name: String) -> Bool {
        // Asked of every name the code refers to, so compared byte by byte, ASCII letters without case.
        var name = name
        return name.withUTF8 { bytes in
            helperWords.contains { word in
                guard word.count <= bytes.count else { return false }
                return (0...(bytes.count - word.count)).contains { start in
                    word.indices.allSatisfy { bytes[start + $0] | 0x20 == word[$0] }
                }
            }
        }
    }

    private static let helperWords: [[UInt8]] = ["regist", "dequeue", "reusable"].map { Array($0.utf8) }
}

/// A Swift function's name and parameters, enough to tell which argument of a call binds which parameter.
struct HelperSignature: Sendable, Hashable {
    struct Parameter: Sendable, Hashable {
        /// The argument label; `nil` for `_`.
        var label: String?
        var hasDefault: Bool
    }

    var baseName: String
    /// A `static` or `class` method, which a call on a type can reach.
    var isStatic: Bool
    var parameters: [Parameter]

    /// For each parameter, the index of the argument of `call` that binds it (`nil` where the default is used), or
    /// `nil` when `call` cannot be a call of this function: another name, or labels that do not fit.
    func argumentIndices(of call: HelperCall) -> [Int?]? {
        guard call.baseName == baseName, isStatic || !call.receiverIsType else { return nil }
        var bound: [Int?] = Array(repeating: nil, count: parameters.count)
        if call.bindsByPosition {
            guard call.arguments.count <= parameters.count,
                parameters[call.arguments.count...].allSatisfy(\.hasDefault)
            else { return nil }
            for index in call.arguments.indices { bound[index] = index }
            return bound
        }
        var next = 0
        for (index, argument) in call.arguments.enumerated() {
            while next < parameters.count, parameters[next].label != argument.label {
                guard parameters[next].hasDefault else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            bound[next] = index
            next += 1
        }
        // Trailing closures take the parameters after the labelled arguments; the rest must have defaults.
        next += call.trailingClosureCount
        guard next <= parameters.count, parameters[next...].allSatisfy(\.hasDefault) else { return nil }
        return bound
    }
}

/// A call of a function that may be a registration or dequeue helper (``ForwardedReference/isHelperName(_:)``), with
/// what each argument holds that a forwarded reference can use.
struct HelperCall: Sendable, Hashable {
    struct Argument: Sendable, Hashable {
        var label: String?
        /// The types the argument passes: `[ProfileCell]` for `ProfileCell.self`, both for `[A.self, B.self]`; `nil`
        /// for anything else (a variable, `T.self` of a generic parameter).
        var typeNames: [String]?
        /// The string literal, or the type name `String(describing: Cell.self)` spells.
        var value: String?
        /// The constants a string argument can name (see ``SourceReference/constantNames``).
        var constantNames: [String]
        var location: SourceLocation
    }

    var baseName: String
    var arguments: [Argument]
    var trailingClosureCount: Int
    var location: SourceLocation
    /// Whether the call is made on a type (`Analytics.register(provider)`), which reaches only `static` methods.
    var receiverIsType = false
    /// Whether the arguments bind the parameters in order, whatever their labels: a function passed by name to
    /// `forEach` is called with its first parameter.
    var bindsByPosition = false
}
