import SimGeometry

/// Where a table's rows are, as `UITableViewRowData` stacks them in the plain style: each
/// section the padding above its header (when it has one), its header, its rows one under the
/// other, its footer; the next section right after. Built once per data source (O(rows) only for sections with per-row heights); finding
/// the rows in a rectangle costs a binary search and the rows found, not the table's length.
struct ListLayout: Sendable {
  let sections: [ListSection]
  /// `sectionHeaderTopPadding` resolved: the space above the header of each section that has
  /// one (`-[UISectionRowData refreshWithSection:…]` sets the header offset to
  /// `_paddingAboveFirstSectionHeader` for section 0 and `_paddingAboveSectionHeaders` for
  /// the others only when `_shouldHaveHeaderViewForSection:`; no header, no padding).
  let headerTopPadding: Double
  /// Where each section begins (its header's top), then the content height: sections + 1.
  private let sectionTops: [Double]
  /// For sections with per-row heights: each row's top from the section's first row, then
  /// the rows' total (rows + 1 values); nil for sections of one row height.
  private let rowTops: [[Double]?]

  init(_ sections: [ListSection], headerTopPadding: Double = 0) {
    self.sections = sections
    self.headerTopPadding = headerTopPadding
    var tops: [Double] = []
    var rowTops: [[Double]?] = []
    tops.reserveCapacity(sections.count + 1)
    var y = 0.0
    for section in sections {
      tops.append(y)
      var rowsHeight = Double(section.rows) * section.rowHeight
      if let heights = section.rowHeights {
        var running = [0.0]
        running.reserveCapacity(heights.count + 1)
        for h in heights { running.append(running[running.count - 1] + h) }
        rowsHeight = running[running.count - 1]
        rowTops.append(running)
      } else {
        rowTops.append(nil)
      }
      let padding = section.headerHeight > 0 ? headerTopPadding : 0
      y += padding + section.headerHeight + rowsHeight + section.footerHeight
    }
    tops.append(y)
    self.sectionTops = tops
    self.rowTops = rowTops
  }

  /// The content's height: every section's padding, header, rows and footer
  /// (`contentSize.height`).
  var contentHeight: Double { sectionTops[sectionTops.count - 1] }

  func isValid(_ path: ListIndexPath) -> Bool {
    path.section >= 0 && path.section < sections.count && path.row >= 0
      && path.row < sections[path.section].rows
  }

  /// The row's top and height (`rectForRowAtIndexPath:`'s y and height).
  func row(_ path: ListIndexPath) -> (top: Double, height: Double) {
    let section = sections[path.section]
    let first = firstRowTop(path.section)
    if let tops = rowTops[path.section] {
      return (first + tops[path.row], tops[path.row + 1] - tops[path.row])
    }
    return (first + Double(path.row) * section.rowHeight, section.rowHeight)
  }

  /// The rows whose rectangle meets the band `minY..<maxY` with some height
  /// (`CGRectIntersectsRect`: a row that only touches the band's edge is not in it), in order.
  func rows(from minY: Double, to maxY: Double) -> [ListIndexPath] {
    guard maxY > minY, !sections.isEmpty else { return [] }
    var found: [ListIndexPath] = []
    var section = firstSection(endingBelow: minY)
    var row = section < sections.count ? firstRow(in: section, below: minY) : 0
    while section < sections.count {
      while row < sections[section].rows {
        let (top, height) = self.row(ListIndexPath(section: section, row: row))
        if top >= maxY { return found }
        if top + height > minY && height > 0 {
          found.append(ListIndexPath(section: section, row: row))
        }
        row += 1
      }
      section += 1
      row = 0
      if section < sections.count && sectionTops[section] >= maxY { break }
    }
    return found
  }

  /// Where `section` begins: the top of the padding above its header (`offsetForSection:`).
  func sectionTop(_ section: Int) -> Double { sectionTops[section] }

  /// The padding above `section`'s header: the table's when the section has a header, else 0
  /// (the header offset, `offsetForHeaderInSection:`).
  func headerPadding(_ section: Int) -> Double {
    sections[section].headerHeight > 0 ? headerTopPadding : 0
  }

  /// Where `section`'s first row begins: after its padding and header
  /// (`-[UISectionRowData offsetForRow:adjustedForGap:]` for row 0: header offset + header
  /// height, plus `_sectionHeaderToFirstRowPadding`, 0 in the plain style).
  func firstRowTop(_ section: Int) -> Double {
    sectionTops[section] + headerPadding(section) + sections[section].headerHeight
  }

  /// The first section whose end is below `y` (or the section count), by binary search.
  func firstSection(endingBelow y: Double) -> Int {
    Self.firstSpan(endingAfter: y, starts: sectionTops)
  }

  /// Over `starts` (where each of n spans begins, then where the last ends: n + 1 values,
  /// ascending), the first span whose end is past `y`, or n: a binary search. Sections of a
  /// table and of a flow layout are both found so.
  static func firstSpan(endingAfter y: Double, starts: [Double]) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high) / 2
      if starts[mid + 1] > y { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// The first row of `section` whose bottom is below `y` (or the section's row count).
  private func firstRow(in section: Int, below y: Double) -> Int {
    let info = sections[section]
    let offset = y - firstRowTop(section)
    guard offset > 0 else { return 0 }
    if let tops = rowTops[section] {
      var low = 0
      var high = info.rows
      while low < high {
        let mid = (low + high) / 2
        if tops[mid + 1] > offset { high = mid } else { low = mid + 1 }
      }
      return low
    }
    guard info.rowHeight > 0 else { return info.rows }
    // The division only starts the walk; rows are then checked against `y` exactly.
    return max(0, min(info.rows, Int((offset / info.rowHeight).rounded(.down)) - 1))
  }
}
