/// A small project that shows a rule: Interface Builder documents and sources, with `↓` marking where each finding
/// the example triggers is reported (a triggering example), or none (an example that must not trigger).
public struct RuleExample: Sendable, Hashable {
    /// One file of an example.
    public struct File: Sendable, Hashable {
        /// The file's name, which gives its kind: `Login.xib`, `Main.storyboard`, `LoginViewController.swift`, …
        public let name: String
        /// The file's text, with `↓` before each position a finding is expected at.
        public let markedText: String

        /// A file of the example.
        public init(_ name: String, _ markedText: String) {
            self.name = name
            self.markedText = markedText
        }

        /// The text without its markers.
        public var text: String { markedText.replacingOccurrences(of: RuleExample.marker, with: "") }

        /// Where the markers are: line and column (both from 1, columns in UTF-8 bytes as the readers count them).
        public var markedPositions: [(line: Int, column: Int)] {
            var positions: [(line: Int, column: Int)] = []
            for (offset, line) in markedText.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var column = 1
                var rest = Substring(line)
                while let range = rest.range(of: RuleExample.marker) {
                    column += rest[..<range.lowerBound].utf8.count
                    positions.append((offset + 1, column))
                    rest = rest[range.upperBound...]
                }
            }
            return positions
        }

        /// An iOS xib holding `objects` (the children of its `<objects>`).
        public static func iOSXib(_ name: String, objects: String) -> File {
            document(name, type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", container: "objects", holding: objects)
        }

        /// An iOS storyboard holding `scenes` (the children of its `<scenes>`).
        public static func iOSStoryboard(_ name: String, scenes: String) -> File {
            document(name, type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", container: "scenes", holding: scenes)
        }

        /// An iOS document of `type` whose `container` element holds `content`, and whose `<resources>` holds
        /// `resources` when there are any.
        static func document(_ name: String, type: String, container: String, holding content: String, resources: String = "") -> File {
            let resourceList = resources.isEmpty ? "" : "\n    <resources>\n\(indented(resources, by: 8))\n    </resources>"
            return File(name, """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="\(type)" version="3.0" targetRuntime="iOS.CocoaTouch">
                    <\(container)>
                \(indented(content, by: 8))
                    </\(container)>\(resourceList)
                </document>
                """)
        }

        static func indented(_ text: String, by width: Int) -> String {
            let margin = String(repeating: " ", count: width)
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : margin + $0 }
                .joined(separator: "\n")
        }
    }

    /// The character that marks an expected finding's position.
    public static let marker = "↓"

    /// The example's files.
    public let files: [File]

    /// An example made of `files`.
    public init(_ files: File...) { self.files = files }
}
