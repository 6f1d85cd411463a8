import SimGeometry

/// A row's place in a table: its section and its row in that section (`IndexPath`).
public struct ListIndexPath: Hashable, Comparable, Sendable {
  public var section: Int
  public var row: Int

  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// The index path a cell's name says (`row.S.R`, or a collection view's `item.S.I`), or nil
  /// for any other name.
  public init?(cellName name: String) {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "row" || parts[0] == "item", let section = Int(parts[1]),
      let row = Int(parts[2]),
      String(section) == parts[1], String(row) == parts[2]
    else { return nil }
    self.init(section: section, row: row)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}

/// One section of a table's data source: how many rows, their heights
/// (`tableView(_:heightForRowAt:)` or the table's `rowHeight`), and its header's and footer's
/// heights (`heightForHeaderInSection`, `heightForFooterInSection`; 0: none).
public struct ListSection: Hashable, Sendable {
  public var rows: Int
  /// Every row's height, unless `rowHeights` gives each its own.
  public var rowHeight: Double
  /// One height per row, overriding `rowHeight`.
  public var rowHeights: [Double]?
  public var headerHeight: Double
  public var footerHeight: Double

  public init(
    rows: Int, rowHeight: Double, rowHeights: [Double]? = nil, headerHeight: Double = 0,
    footerHeight: Double = 0
  ) {
    self.rows = rows
    self.rowHeight = rowHeight
    self.rowHeights = rowHeights
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
  }
}

/// What a table's data source answers: its sections and the cell each row shows, a view
/// subtree made again for each row it needs (`dequeueReusableCell(withIdentifier:for:)`). The
/// cell's root is named `row.S.R` in the tree and each view inside it `row.S.R.<id>`.
public struct ListDataSource: Hashable, Sendable {
  public var sections: [ListSection]
  /// The cell: its root's class is a table or collection view cell; its frame is the row's.
  public var cell: ViewTemplate
  /// The section header view (`tableView(_:viewForHeaderInSection:)`, a
  /// `UITableViewHeaderFooterView`), made for each section with a header height on screen and
  /// named `header.S` (`header.S.<id>` inside); nil: headers are space only.
  public var header: ViewTemplate?
  /// The section footer view (`tableView(_:viewForFooterInSection:)`), made for each section
  /// with a footer height on screen and named `footer.S` (`footer.S.<id>` inside); nil:
  /// footers are space only.
  public var footer: ViewTemplate?
  /// `sectionHeaderTopPadding` (iOS 15): the space above each section header; nil is
  /// `UITableViewAutomaticDimension`, which the plain style resolves to
  /// ``automaticHeaderTopPadding``.
  public var sectionHeaderTopPadding: Double?
  /// The delegate's `leadingSwipeActionsConfigurationForRowAt`, the same for every row (nil:
  /// none).
  public var leadingSwipeActions: SwipeActionsConfiguration?
  /// `trailingSwipeActionsConfigurationForRowAt`, the same for every row.
  public var trailingSwipeActions: SwipeActionsConfiguration?
  /// A collection view's flow layout (each section's `rows` is its item count; cells are named
  /// `item.S.I`); nil: a table.
  public var flow: FlowLayoutSettings?
  /// A collection view's `allowsSelection` and `allowsMultipleSelection` (``ItemSelection``);
  /// tables keep their own rules ("Tables from a data source", Selection).
  public var selection: ItemSelectionSettings

  public init(
    sections: [ListSection], cell: ViewTemplate, header: ViewTemplate? = nil,
    leadingSwipeActions: SwipeActionsConfiguration? = nil,
    trailingSwipeActions: SwipeActionsConfiguration? = nil, flow: FlowLayoutSettings? = nil,
    footer: ViewTemplate? = nil, sectionHeaderTopPadding: Double? = nil,
    selection: ItemSelectionSettings = ItemSelectionSettings()
  ) {
    self.flow = flow
    self.selection = selection
    self.sections = sections
    self.cell = cell
    self.header = header
    self.footer = footer
    self.sectionHeaderTopPadding = sectionHeaderTopPadding
    self.leadingSwipeActions = leadingSwipeActions
    self.trailingSwipeActions = trailingSwipeActions
  }

  /// The name of the cell at `indexPath`, as the tree and the steps know it.
  public static func cellName(_ indexPath: ListIndexPath) -> String {
    "row.\(indexPath.section).\(indexPath.row)"
  }

  /// The name of a collection view's cell at `indexPath` (`item.S.I`).
  public static func itemName(_ indexPath: ListIndexPath) -> String {
    "item.\(indexPath.section).\(indexPath.row)"
  }

  /// The name of this data source's cell at `indexPath`: a row's or an item's.
  public func cellName(_ indexPath: ListIndexPath) -> String {
    flow == nil ? Self.cellName(indexPath) : Self.itemName(indexPath)
  }

  /// The name of the header view of `section`.
  public static func headerName(_ section: Int) -> String {
    ListSupplementaryKind.header.name(section)
  }

  /// What `UITableViewAutomaticDimension` means for `sectionHeaderTopPadding` in the plain
  /// style: `-[UITableConstants_IOS defaultPaddingAboveSectionHeadersForTableStyle:]` returns
  /// 22 when `useChromelessSectionHeadersAndFootersForTableStyle:` (plain, iOS 15 SDK or later).
  public static let automaticHeaderTopPadding = 22.0

  /// The space above each section header: the padding given, or the automatic one.
  public var resolvedHeaderTopPadding: Double {
    sectionHeaderTopPadding ?? Self.automaticHeaderTopPadding
  }

  /// The template of a header (`.header`) or footer (`.footer`) view.
  func template(_ kind: ListSupplementaryKind) -> ViewTemplate? {
    switch kind {
    case .header: header
    case .footer: footer
    }
  }
}

/// A section's supplementary view: its header or its footer.
public enum ListSupplementaryKind: String, Hashable, Sendable {
  case header, footer

  /// The view's name for `section`: `header.S` or `footer.S`.
  func name(_ section: Int) -> String { rawValue + "." + String(section) }

  /// The name's middle while the view waits for reuse: `<list>.reusableHeader.K`.
  var reuseInfix: String {
    switch self {
    case .header: ".reusableHeader."
    case .footer: ".reusableFooter."
    }
  }
}

/// `UITableView.ScrollPosition`: where `scrollToRow(at:at:animated:)` puts the row.
public enum ListScrollPosition: String, Hashable, Sendable, CaseIterable {
  case none, top, middle, bottom
}
