import Testing
@testable import JSONLayout
import UIDescription

/// The equation form of constraints, read byte by byte, and the name checks the reader uses
/// instead of building names.
@Suite struct ConstraintEquationTests {
    private func attributes(_ text: String) throws -> [String] {
        try ConstraintEquation.decode(text).map { "\($0.name)=\($0.value)" }
    }

    @Test func everyPartOfAnEquation() throws {
        #expect(try attributes("stackView.top >= root.safeArea.top + 20 @750") == [
            "firstItem=stackView", "firstAttribute=top", "relation=greaterThanOrEqual", "secondItem=root.safeArea",
            "secondAttribute=top", "constant=20", "priority=750",
        ])
        #expect(try attributes("width = height * 16:9") == ["firstAttribute=width", "secondAttribute=height", "multiplier=16:9"])
        #expect(try attributes("a.width <= b.width * 0.5 - 8.5 symbolic placeholder") == [
            "firstItem=a", "firstAttribute=width", "relation=lessThanOrEqual", "secondItem=b", "secondAttribute=width",
            "multiplier=0.5", "constant=-8.5", "symbolic=YES", "placeholder=YES",
        ])
        #expect(try attributes("avatar.width == 48") == ["firstItem=avatar", "firstAttribute=width", "constant=48"])
        #expect(try attributes("height = -1.5e3 @999") == ["firstAttribute=height", "constant=-1.5e3", "priority=999"])
        #expect(try attributes("width = height * 1/3") == ["firstAttribute=width", "secondAttribute=height", "multiplier=1/3"])
    }

    /// Tokens are separated by runs of spaces, as when the text was split (the in-place reader
    /// keeps that): hand-aligned equations read the same; a lone sign still needs its number.
    @Test func runsOfSpacesSeparateTokens() throws {
        #expect(try attributes("  a.top  >=   b.bottom *  2  +  8  @750   symbolic ") == [
            "firstItem=a", "firstAttribute=top", "relation=greaterThanOrEqual", "secondItem=b", "secondAttribute=bottom",
            "multiplier=2", "constant=8", "priority=750", "symbolic=YES",
        ])
        #expect(throws: ValueForms.FormError.self) { try ConstraintEquation.decode("top = a.b +   ") }
    }

    @Test func malformedEquationsSayWhatIsWrong() {
        let cases: [(String, String)] = [
            ("", "it is empty"),
            ("top", "a relation"),
            ("top =", "the right-hand side is missing"),
            ("top ~ 4", "`~` is not a relation"),
            ("top = a.b * x", "`*` must be followed by a multiplier"),
            ("top = a.b * 1:2:3", "`*` must be followed by a multiplier"),
            ("top = a.b + x", "`+` must be followed by a number"),
            ("top = a.b - ", "`-` must be followed by a number"),
            ("top = 4 @high", "a priority is written @"),
            ("top = 4 strong", "unexpected `strong`"),
            ("1a.top = 4", "`1a` is not a name"),
            ("a.t0p = 4", "`t0p` is not a layout attribute"),
            ("a.tóp = 4", "`tóp` is not a layout attribute"),
        ]
        for (text, message) in cases {
            do {
                _ = try ConstraintEquation.decode(text)
                Issue.record("\"\(text)\" was read")
            } catch {
                #expect(error.message.contains(message), "\"\(text)\": \(error.message)")
            }
        }
    }

    /// Every equation the writer makes reads back as the attributes it was made from.
    @Test func equationsReadBackAsTheirAttributes() throws {
        let lists: [AttributeList] = [
            [("firstItem", "a"), ("firstAttribute", "leading"), ("secondItem", "b.c"), ("secondAttribute", "trailing"), ("constant", "-8")],
            [("firstAttribute", "width"), ("relation", "greaterThanOrEqual"), ("constant", "44"), ("priority", "250")],
            [("firstAttribute", "width"), ("secondAttribute", "height"), ("multiplier", "4:3"), ("symbolic", "YES")],
        ]
        for list in lists {
            let text = try #require(ConstraintEquation.encode(list))
            #expect(ValueForms.sameSet(try ConstraintEquation.decode(text), list), "\(text)")
        }
    }

    /// `isOwnIdentifier` answers what comparing `identifier(from:)` with its input answered.
    @Test func ownIdentifiersAreWhatIdentifierFromKeeps() {
        let samples = ["view", "titleLabel", "_private", "a1", "a_b_C", "View", "URLField", "1abc", "", "a b", "a.b", "a-b",
                       "café", "files'Owner", "x\u{2019}y", "ab9Z_", "_", "9", "aé", "leftBarButtonItem", "a\u{301}"]
        for sample in samples {
            #expect(LayoutName.isOwnIdentifier(sample) == (LayoutName.identifier(from: sample) == sample), "\(sample)")
        }
    }
}
