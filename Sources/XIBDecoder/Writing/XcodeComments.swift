import UIDescription

/// The comments Xcode writes into Interface Builder files, worked out from the elements they
/// describe, as Xcode works them out on every save. A `NodeDocument` holds no comments, so
/// ``XIBWriter`` writes these again; measured on the corpus and on outside storyboards (see
/// `docs/xib-writing.md`), they match what Xcode wrote for all but scenes whose label was changed
/// by hand or written by an Xcode that did not write them (storyboard format 1.0).
///
/// - A scene of a storyboard is preceded by `<!--Label-->`, the label the document outline shows.
/// - A `<date>` holds `<!--2020-09-22 19:57:47 +0000-->`, its time in UTC.
public enum XcodeComments {
    /// The label Xcode writes before a storyboard scene, or `nil` when it writes none.
    ///
    /// It is that of the scene's view controller (or, in a scene without one, its first object
    /// that is not a placeholder), the first of: its user label; its title; its navigation item's
    /// title; for a storyboard reference, the referenced identifier or storyboard name; its tab bar
    /// item's title; its identifier; its custom class in words, without a class prefix
    /// (`JSAlertController`: "Alert Controller"), except for kinds whose label is always their
    /// class's (window controllers, watch glance and notification controllers); and the label of
    /// its class (`viewController`: "View Controller", `controller`: "Interface Controller").
    public static func sceneLabel(of scene: ElementID, in document: NodeDocument) -> String? {
        guard document.name(of: scene) == "scene",
              document.attribute("version", of: document.root) != "1.0",
              let objects = document.firstChild(of: scene, named: "objects"),
              let main = mainObject(in: objects, of: document) else { return nil }
        let kind = document.name(of: main)
        for name in ["userLabel", "title"] {
            if let value = document.attribute(name, of: main), !value.isEmpty { return value }
        }
        if let title = keyedTitle("navigationItem", of: main, in: document) { return title }
        if kind == "viewControllerPlaceholder" {
            return nonEmpty(document.attribute("referencedIdentifier", of: main)) ?? nonEmpty(document.attribute("storyboardName", of: main))
        }
        if let title = keyedTitle("tabBarItem", of: main, in: document) { return title }
        if let identifier = nonEmpty(document.attribute("identifier", of: main)) { return identifier }
        if let customClass = nonEmpty(document.attribute("customClass", of: main)), !classLabelOnly.contains(kind) {
            return words(withoutPrefix(customClass))
        }
        return classLabels[kind] ?? words(kind.prefix(1).uppercased() + kind.dropFirst())
    }

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

    /// Kinds whose scene label is their class's even when they have a custom class.
    static let classLabelOnly: Set<String> = ["windowController", "glanceController", "notificationController"]

    /// Class labels that are not the kind's name in words.
    static let classLabels: [String: String] = [
        "avPlayerViewController": "AV Player View Controller",
        "glkViewController": "GLKit View Controller",
        "pagecontroller": "Page Controller",
        "controller": "Interface Controller",
        "glanceController": "Glance Interface Controller",
        "notificationController": "Static Notification Interface Controller",
    ]

    /// The scene's view controller (`sceneMemberID="viewController"`), else its first object that is
    /// no placeholder, first responder or exit.
    private static func mainObject(in objects: ElementID, of document: NodeDocument) -> ElementID? {
        let children = Array(document.children(of: objects))
        if let controller = children.first(where: { document.attribute("sceneMemberID", of: $0) == "viewController" }) {
            return controller
        }
        return children.first { child in
            guard document.name(of: child) != "placeholder" else { return false }
            let member = document.attribute("sceneMemberID", of: child)
            return member != "firstResponder" && member != "exit"
        }
    }

    private static func keyedTitle(_ key: String, of element: ElementID, in document: NodeDocument) -> String? {
        for child in document.children(of: element) where document.key(of: child) == key {
            return nonEmpty(document.attribute("title", of: child))
        }
        return nil
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    /// A class name without its prefix: leading capitals, and any lower-case letters before them,
    /// that come before a capitalised word: `JSAlertController`, `UIViewController`,
    /// `iNVESTViewController`, and a single capital (`INatTabBarController`: "Nat Tab Bar Controller",
    /// `VCardEditViewController`: "Card Edit View Controller", as Xcode labelled them); not the first
    /// word of `ViewController`.
    static func withoutPrefix(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var index = 0
        while index < scalars.count, isLower(scalars[index]) { index += 1 }
        let lowerCount = index
        while index < scalars.count, isUpper(scalars[index]) { index += 1 }
        // The run's last capital starts the word after the prefix.
        let prefixCapitals = index - lowerCount - 1
        guard index < scalars.count, isLower(scalars[index]),
              prefixCapitals >= 1 else { return name }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[(index - 1)...])
        return String(result)
    }

    /// A name in words, as Xcode spells a class: split before each capital that starts a
    /// capitalised word, after a lower-case letter or digit (`TableView`: "Table View") or as the
    /// last capital of a run (`URLLoader`: "URL Loader"); a run of capitals stays joined to the word
    /// before it (`ProtonQCViewController`: "ProtonQC View Controller").
    static func words(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index > 0, isUpper(scalar), index + 1 < scalars.count, isLower(scalars[index + 1]) {
                let previous = scalars[index - 1]
                if isLower(previous) || isDigit(previous) || isUpper(previous) { result.append(" ") }
            }
            result.append(scalar)
        }
        return String(result)
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x41 && scalar.value <= 0x5A }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x61 && scalar.value <= 0x7A }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }
}
