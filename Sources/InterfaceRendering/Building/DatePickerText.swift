import Foundation
import UIDescription

/// What a date picker shows: the date the file stores (`<date key="date">`, in UTC), in the picker's mode, or the
/// current date when it uses it (drawn as Interface Builder's canvas date, 1 January 2001, so pictures stay the same
/// from one day to the next).
enum DatePickerText {
    static func text(for picker: DatePicker) -> String {
        let mode = picker.datePickerMode?.rawValue ?? "dateAndTime"
        if mode == "countDownTimer" {
            let minutes = Int((picker.countDownDuration ?? 60) / 60)
            return "\(minutes / 60) hours \(minutes % 60) min"
        }
        let seconds = picker.date?.timeIntervalSinceReferenceDate ?? 0
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[max(0, min(11, (parts.month ?? 1) - 1))]
        let dayText = "\(month) \(parts.day ?? 1), \(parts.year ?? 2001)"
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        let timeText = "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
        switch mode {
        case "time": return timeText
        case "date": return dayText
        default: return "\(dayText) \(timeText)"
        }
    }
}
