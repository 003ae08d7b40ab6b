import UIDescription

/// XML's escapes undone, for showing values to people.
enum XMLText {
    static func unescaped(_ raw: String) -> String {
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            if let character = XMLReferences.character(named: entity) {
                result.unicodeScalars.append(character)
            } else {
                result += "&\(entity);"
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
