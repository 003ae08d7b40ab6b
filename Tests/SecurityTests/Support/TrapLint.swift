import Foundation

/// Finds the Swift constructs that stop a program when input is not as expected: `fatalError`,
/// `precondition`, `assert`, `try!`, `as!`, force unwraps (`value!`) and implicitly unwrapped
/// optionals (`String!`). String literals and comments are ignored; a line that carries a
/// `// safe: <reason>` comment is allowed.
enum TrapLint {
    struct Finding: CustomStringConvertible, Equatable {
        var file: String
        var line: Int
        var construct: String
        var text: String

        var description: String { "\(file):\(line): \(construct): \(text.trimmingCharacters(in: .whitespaces))" }
    }

    static let justification = "// safe:"
    static let calls = ["fatalError(", "precondition(", "preconditionFailure(", "assert(", "assertionFailure(", ".unsafelyUnwrapped"]

    static func findings(in source: String, file: String) -> [Finding] {
        let original = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let code = codeOnly(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var findings: [Finding] = []
        for (index, line) in code.enumerated() where index < original.count {
            if original[index].contains(justification) { continue }
            func report(_ construct: String) {
                findings.append(Finding(file: file, line: index + 1, construct: construct, text: original[index]))
            }
            for call in calls where containsWord(call, in: line) { report(call) }
            let scalars = Array(line.unicodeScalars)
            for position in scalars.indices where scalars[position] == "!" {
                let next = position + 1 < scalars.count ? scalars[position + 1] : " "
                if next == "=" { continue } // != and !==
                guard position > 0 else { continue }
                let previous = scalars[position - 1]
                guard isIdentifier(previous) || previous == ")" || previous == "]" || previous == "?" || previous == ">" else { continue }
                let word = String(String.UnicodeScalarView(scalars[..<position].reversed().prefix { isIdentifier($0) }.reversed()))
                switch word {
                case "try": report("try!")
                case "as": report("as!")
                default: report("force unwrap `\(word)!`")
                }
            }
        }
        return findings
    }

    private static func containsWord(_ call: String, in line: String) -> Bool {
        var searchStart = line.startIndex
        while let range = line.range(of: call, range: searchStart..<line.endIndex) {
            let before = range.lowerBound == line.startIndex ? nil : line.unicodeScalars[line.unicodeScalars.index(before: range.lowerBound)]
            if call.hasPrefix(".") || before.map({ !isIdentifier($0) }) ?? true { return true }
            searchStart = range.upperBound
        }
        return false
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// The source with the contents of comments and string literals blanked out (interpolated
    /// code inside strings is kept), so that lines keep their numbers.
    static func codeOnly(_ source: String) -> String {
        enum State {
            case code(parentheses: Int)
            case lineComment
            case blockComment(depth: Int)
            case string(hashes: Int, multiline: Bool)
        }
        let scalars = Array(source.unicodeScalars)
        var output = String.UnicodeScalarView()
        var stack: [State] = [.code(parentheses: 0)]
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        func keep(_ count: Int = 1) {
            for offset in 0..<count where index + offset < scalars.count { output.append(scalars[index + offset]) }
            index += count
        }
        func blank(_ count: Int = 1) {
            for offset in 0..<count where index + offset < scalars.count {
                output.append(scalars[index + offset] == "\n" ? "\n" : " ")
            }
            index += count
        }
        func hashes(from start: Int) -> Int {
            var count = 0
            while start + count < scalars.count && scalars[start + count] == "#" { count += 1 }
            return count
        }
        while index < scalars.count, let state = stack.last {
            let scalar = scalars[index]
            switch state {
            case .code(let parentheses):
                if scalar == "/" && at(1) == "/" {
                    stack.append(.lineComment)
                    blank(2)
                } else if scalar == "/" && at(1) == "*" {
                    stack.append(.blockComment(depth: 1))
                    blank(2)
                } else if scalar == "#" || scalar == "\"" {
                    let count = hashes(from: index)
                    guard index + count < scalars.count, scalars[index + count] == "\"" else {
                        keep(max(count, 1))
                        continue
                    }
                    let multiline = index + count + 2 < scalars.count && scalars[index + count + 1] == "\"" && scalars[index + count + 2] == "\""
                    keep(count + (multiline ? 3 : 1))
                    stack.append(.string(hashes: count, multiline: multiline))
                } else if scalar == "(" {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                    keep()
                } else if scalar == ")" {
                    if parentheses == 0 && stack.count > 1 {
                        stack.removeLast() // the end of an interpolation: back into its string
                    } else {
                        stack[stack.count - 1] = .code(parentheses: max(parentheses - 1, 0))
                    }
                    keep()
                } else {
                    keep()
                }
            case .lineComment:
                if scalar == "\n" {
                    stack.removeLast()
                    keep()
                } else {
                    blank()
                }
            case .blockComment(let depth):
                if scalar == "*" && at(1) == "/" {
                    if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .blockComment(depth: depth - 1) }
                    blank(2)
                } else if scalar == "/" && at(1) == "*" {
                    stack[stack.count - 1] = .blockComment(depth: depth + 1)
                    blank(2)
                } else {
                    blank()
                }
            case .string(let count, let multiline):
                if scalar == "\\" && hashes(from: index + 1) == count {
                    if index + 1 + count < scalars.count, scalars[index + 1 + count] == "(" {
                        blank(1 + count)
                        keep() // the opening parenthesis of the interpolation
                        stack.append(.code(parentheses: 0))
                    } else {
                        blank(2 + count)
                    }
                } else if scalar == "\"" {
                    let quotes = multiline ? 3 : 1
                    let closes = (0..<quotes).allSatisfy { at($0) == "\"" } && hashes(from: index + quotes) >= count
                    if closes {
                        stack.removeLast()
                        keep(quotes + count)
                    } else {
                        blank()
                    }
                } else if scalar == "\n" && !multiline {
                    stack.removeLast() // an unterminated single-line string: recover at the line's end
                    keep()
                } else {
                    blank()
                }
            }
        }
        return String(output)
    }
}
