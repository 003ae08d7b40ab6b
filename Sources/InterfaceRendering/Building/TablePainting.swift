import UIDescription

/// Tables: UIKit's prototype and static cells with section titles; AppKit's columns, header titles and the first
/// row of prototype cell views.
extension KindPainter {
    mutating func paintTableView(_ table: TableView) {
        if context.isAppKit {
            paintMacTable(table)
            return
        }
        if table.view.backgroundColor == nil, table.style == .grouped || table.style == .insetGrouped {
            object.marks.append(.rectangle(frame, fill: colors.groupedBackground))
        }
        if let header = table.tableHeaderView { addChild(header) }
        for cell in table.prototypes { addChild(.tableViewCell(cell)) }
        let secondary = colors.secondaryLabel
        // Where the previous section ended, for placing the titles of sections without cells.
        var previousBottom = frame.y + (table.prototypes.last?.view.frame.map { $0.y + $0.height } ?? 0)
        for section in table.sections {
            let cells = section.cells.map { drawer.draw(.tableViewCell($0), in: frame, parentKind: kind, parentIsPlaced: !object.hasStoredFrame) }
            if let title = section.headerTitle, !title.isEmpty {
                let top = cells.first.map { $0.frame.y - 28 } ?? previousBottom + 16
                add(drawer.text(title, in: PictureRect(x: frame.x + 20, y: top, width: max(0, frame.width - 40),
                                                       height: 22), font: .system(13), color: secondary))
                previousBottom = max(previousBottom, top + 22)
            }
            previousBottom = cells.last.map { $0.frame.maxY } ?? previousBottom
            if let last = cells.last, let title = section.footerTitle, !title.isEmpty {
                add(drawer.text(title, in: PictureRect(x: frame.x + 20, y: last.frame.maxY + 6, width: max(0, frame.width - 40),
                                                       height: 32), font: .system(13), color: secondary, lines: 2, top: true))
            }
            object.children.append(contentsOf: cells)
        }
        if let footer = table.tableFooterView { addChild(footer) }
    }

    /// The x offset and width of each column of an AppKit table.
    static func columnLayout(of table: TableView) -> [(column: TableColumn, x: Double, width: Double)] {
        var result: [(TableColumn, Double, Double)] = []
        let spacing = table.intercellSpacing?.width ?? 3
        var x = 0.0
        for column in table.tableColumns where !column.isHidden {
            let width = column.width ?? 100
            result.append((column, x, width))
            x += width + spacing
        }
        return result
    }

    private mutating func paintMacTable(_ table: TableView) {
        let rowHeight = max(table.rowHeight ?? 17, 8)
        let spacing = table.intercellSpacing?.height ?? 2
        let gridColor = colors.resolve(table.gridColor) ?? colors.separator
        for (column, x, width) in Self.columnLayout(of: table) {
            let cellFrame = PictureRect(x: frame.x + x, y: frame.y + spacing / 2, width: width, height: rowHeight)
            if table.gridStyleMask?.vertical == true {
                object.overlay.append(.line(from: PicturePoint(x: cellFrame.maxX + 1, y: frame.y),
                                            to: PicturePoint(x: cellFrame.maxX + 1, y: frame.maxY), color: gridColor))
            }
            if !column.prototypeCellViews.isEmpty {
                for prototype in column.prototypeCellViews {
                    let height = prototype.view.frame?.height ?? rowHeight
                    addChild(prototype, placed: PictureRect(x: cellFrame.x, y: cellFrame.y, width: width, height: height))
                }
            } else if let cell = column.dataCell {
                paintCell(cell, in: cellFrame.insetBy(dx: 2, dy: 0))
            }
        }
        if table.gridStyleMask?.horizontal == true {
            var y = frame.y + rowHeight + spacing
            while y < frame.maxY {
                object.overlay.append(.line(from: PicturePoint(x: frame.x, y: y), to: PicturePoint(x: frame.maxX, y: y),
                                            color: gridColor))
                y += rowHeight + spacing
            }
        }
    }

    /// Column titles in a table's header view.
    func paintTableHeader(of table: TableView, into header: inout DrawnObject) {
        let frame = header.frame
        header.marks.append(.rectangle(frame, fill: colors.controlBackground))
        header.marks.append(.line(from: PicturePoint(x: frame.x, y: frame.maxY - 0.5), to: PicturePoint(x: frame.maxX, y: frame.maxY - 0.5),
                                  color: colors.separator))
        for (column, x, width) in Self.columnLayout(of: table) {
            let cell = column.headerCell?.cell
            let title = cell?.title ?? drawer.plain(cell?.attributedTitle)?.text
            let columnFrame = PictureRect(x: frame.x + x, y: frame.y, width: width, height: frame.height)
            if let mark = drawer.text(title, in: columnFrame.insetBy(dx: 4, dy: 0), font: context.font(cell?.font, default: 11),
                                      color: colors.resolve(cell?.textColor) ?? colors.label,
                                      alignment: ViewDrawer.alignment(cell?.alignment)) {
                header.marks.append(mark)
            }
            header.marks.append(.line(from: PicturePoint(x: columnFrame.maxX + 1, y: frame.y + 3),
                                      to: PicturePoint(x: columnFrame.maxX + 1, y: frame.maxY - 3), color: colors.separator))
        }
    }
}
