extension Finding {
    /// The order reports list findings in: by file, line, column, rule and message.
    public static func inReportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let left = (lhs.location.file ?? "", lhs.location.line, lhs.location.column)
        let right = (rhs.location.file ?? "", rhs.location.line, rhs.location.column)
        if left != right { return left < right }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
