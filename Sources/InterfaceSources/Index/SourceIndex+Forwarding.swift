import UIDescription

extension SourceIndex {
    /// The references that `forwarded` references make at each call of their helpers: one per type or string a call
    /// passes (`tableView.registerCell(ProfileCell.self)` registers `ProfileCell.reuseIdentifier`), at the call's
    /// argument and named by the helper (`registerCell(_:)`).
    ///
    /// A registration stays unknown (a reference without a value, which turns the reuse identifier check off) where
    /// a call passes something reading cannot follow, or where the helper is used other than by calling it
    /// (`uncalledHelperNames`), since its calls cannot all be seen. A dequeue is simply not checked there, nor where
    /// two helpers of the same name and labels would give a call different strings.
    static func references(
        forwardedBy forwarded: [ForwardedReference], calls: [HelperCall], uncalledHelperNames: Set<String>
    ) -> [SourceReference] {
        var registrations: [SourceReference] = []
        var others: [SourceLocation: Set<SourceReference>] = [:]
        let callsByName = Dictionary(grouping: calls, by: \.baseName)
        for forwarding in forwarded {
            let isRegistration = forwarding.reference.kind == .reuseRegistration
            if uncalledHelperNames.contains(forwarding.helper.baseName) {
                if isRegistration { registrations.append(forwarding.reference) }
                continue
            }
            for call in callsByName[forwarding.helper.baseName] ?? [] where !forwarding.isInsideHelper(call) {
                guard let bound = forwarding.helper.argumentIndices(of: call) else { continue }
                let argument = bound[forwarding.parameterIndex].map { call.arguments[$0] }
                let made = references(forwarding, passing: argument, in: call)
                if isRegistration {
                    registrations += made.isEmpty ? [unknown(forwarding, at: call)] : made
                } else {
                    for reference in made { others[reference.location, default: []].insert(reference) }
                }
            }
        }
        // The same helper defined twice (in two targets) makes the same reference twice; different ones are ambiguous.
        let agreed = others.values.compactMap { $0.count == 1 ? $0.first : nil }
        let byPosition = agreed.sorted { first, second in
            let firstFile = first.location.file ?? "", secondFile = second.location.file ?? ""
            if firstFile != secondFile { return firstFile < secondFile }
            return (first.location.offset ?? 0) < (second.location.offset ?? 0)
        }
        return registrations + byPosition
    }

    /// The references a call makes through `forwarding`, passing `argument` (`nil` when it leaves the parameter's
    /// default); empty when reading cannot tell what it passes.
    private static func references(
        _ forwarding: ForwardedReference, passing argument: HelperCall.Argument?, in call: HelperCall
    ) -> [SourceReference] {
        guard let argument else { return [] }
        func make(value: String?, constantNames: [String]) -> SourceReference {
            var reference = forwarding.reference
            reference.value = value
            reference.constantNames = constantNames
            reference.callName = "\(call.baseName)(\(argument.label ?? "_"):)"
            reference.location = argument.location
            return reference
        }
        switch forwarding.form {
        case .typeName:
            return (argument.typeNames ?? []).map { make(value: $0, constantNames: []) }
        case .member(let member):
            return (argument.typeNames ?? []).map { make(value: nil, constantNames: [$0 + "." + member]) }
        case .string:
            guard argument.value != nil || !argument.constantNames.isEmpty else { return [] }
            return [make(value: argument.value, constantNames: argument.constantNames)]
        }
    }

    /// A registration whose string `call` passes in a way reading cannot follow.
    private static func unknown(_ forwarding: ForwardedReference, at call: HelperCall) -> SourceReference {
        var reference = forwarding.reference
        reference.callName = call.baseName
        reference.location = call.location
        return reference
    }
}
