import UIDescription

/// The comments Xcode writes into Interface Builder files, worked out from the elements they
/// describe, as Xcode works them out on every save. A `NodeDocument` holds no comments, so
/// ``XIBWriter`` writes these again; measured on the corpus and on outside storyboards (see
/// `docs/xib-writing.md`), they match what Xcode wrote for all but scenes whose label was changed
/// by hand or written by an Xcode that did not write them (storyboard format 1.0).
///
/// - A scene of a storyboard is preceded by `<!--Label-->`, the label the document outline shows
///   (`ObjectNaming/sceneComment(of:in:)`, the one naming every command shares).
/// - A `<date>` holds `<!--2020-09-22 19:57:47 +0000-->`, its time in UTC.
public enum XcodeComments {
    /// The text of the comment Xcode writes inside a `<date>`: its `timeIntervalSinceReferenceDate`
    /// as `yyyy-MM-dd HH:mm:ss +0000`, whole seconds (rounded down); `nil` for any other element, or
    /// a time that is no number or lies beyond the years 1 to 9999.
    public static func dateText(of element: ElementID, in document: NodeDocument) -> String? {
        guard document.name(of: element) == "date",
              let text = document.attribute("timeIntervalSinceReferenceDate", of: element),
              let interval = Double(text), interval.isFinite,
              abs(interval) < 2.5e11 else { return nil }
        return formattedUTC(secondsSinceReferenceDate: Int64(interval.rounded(.down)))
    }

    /// `yyyy-MM-dd HH:mm:ss +0000` for seconds since 2001-01-01 00:00:00 UTC (proleptic Gregorian).
    static func formattedUTC(secondsSinceReferenceDate seconds: Int64) -> String? {
        // Days since 1970-01-01, then the civil date (Howard Hinnant's days_from_civil inverse).
        let unix = seconds + 978_307_200
        let days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
        let secondOfDay = unix - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard (1...9999).contains(year) else { return nil }
        func padded(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2)) "
            + "\(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2)) +0000"
    }
}
