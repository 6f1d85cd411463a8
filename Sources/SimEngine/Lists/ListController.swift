import SimGeometry

/// The room of tables and collection views from a data source: each one's data source, its
/// geometry (a table's rows, a collection view's flow layout: ``ListGeometry``), the cells it
/// shows now and the cells waiting to be reused, and UIKit's decisions about them. Both kinds
/// go through the same visible-cells and reuse rules below; only where a cell goes differs.
///
/// `-[UITableView _updateVisibleCellsNow:]` shows a cell for each row in
/// `_visibleGlobalRowsInRect:[self _visibleBounds]` (the rows meeting the table's bounds),
/// puts the cells of rows that left it in the reuse queue (`_reuseTableViewCell:…`) and takes
/// a new row's cell from the queue before making one (`dequeueReusableCell`). So a table of
/// 10,000 rows holds as many cells as fit on screen, plus one, however far it scrolls. Its
/// inputs are the tables' bounds (given at each frame and after each event); its decisions are
/// ``ListStep``s, which the simulation carries out and answers with ``adopt(_:)``.
struct ListController: Sendable {
  /// A cell's views: made from the data source's template, `count` views from `first` in the
  /// template's order (a template's views are created one after another).
  struct Cell: Hashable, Sendable {
    var first: ViewID
    var count: Int32
    /// Its number among the cells made for its table, for its name while it waits for reuse.
    var slot: Int32
    var indexPath: ListIndexPath
  }

  struct Entry: Sendable {
    var view: ViewID
    var name: String
    var source: ListDataSource
    var geometry: ListGeometry
    /// The cells shown, in index path order.
    var visible: [Cell] = []
    /// The reuse queue: cells out of the tree, last in first out.
    var queue: [Cell] = []
    var made: Int32 = 0
    /// The bounds the cells were last updated for, and the visible rectangle's top and
    /// bottom (the bounds less the content inset) the headers were placed for.
    var laidOut: Rect?
    var laidOutVisible: [Double] = []
    /// The section header views, when the data source has a header template.
    var headers = ListHeaderViews()
    /// The app's model of the cells' switches, by row.
    var switches: ListRowSwitches
    /// The section footer views, when the data source has a footer template.
    var footers = ListHeaderViews(kind: .footer)
  }

  /// The tables, in the order they were added (internal for the header and footer views'
  /// extension).
  var entries: [Entry] = []
  private var index: [ViewID: Int] = [:]
  /// Every cell's root (a view made for a table), to its table's entry.
  private var owners: [ViewID: Int] = [:]
  /// Storage of this folder's files: each collection view's selection (``ItemSelection``),
  /// by view; looked up only.
  var selections: [ViewID: ItemSelection] = [:]
  /// Cells made over the run, for tests that count them.
  private(set) var cellsMade = 0
  /// How many layouts renamed views (a cell or header queued, or taken back from the queue):
  /// a reader that keeps views' names (the trace's) learns them again when it changes.
  private(set) var renames = 0

  var isEmpty: Bool { entries.isEmpty }

  /// Makes `view` a table (or, with a flow layout, a collection view) showing `source`, its
  /// rows filling `dimension` (the flow layout's; a table's rows span the bounds), origins
  /// rounded at `scale`; returns its content size for a view `width` wide.
  mutating func add(
    _ view: ViewID, name: String, source: ListDataSource, width: Double, dimension: Double,
    scale: Double
  ) -> Size {
    let geometry: ListGeometry
    if let flow = source.flow {
      geometry = .flow(
        FlowLayout(
          flow, itemCounts: source.sections.map(\.rows), dimension: dimension, scale: scale))
    } else {
      geometry = .table(
        ListLayout(source.sections, headerTopPadding: source.resolvedHeaderTopPadding))
    }
    let entry = Entry(
      view: view, name: name, source: source, geometry: geometry,
      switches: ListRowSwitches(template: source.cell))
    if source.flow != nil { selections[view] = ItemSelection(settings: source.selection) }
    if let existing = index[view] {
      entries[existing] = entry
    } else {
      index[view] = entries.count
      entries.append(entry)
    }
    return geometry.contentSize(width: width)
  }

  /// The index path of the cell whose root is `cell`, if it shows a row of a table now.
  func indexPath(ofCell cell: ViewID) -> ListIndexPath? {
    guard let position = owners[cell] else { return nil }
    return entries[position].visible.first { $0.first == cell }?.indexPath
  }

  /// The names a cell's views take at `indexPath`: `row.S.R` (`item.S.I`), then
  /// `row.S.R.<id>` for each view below the root in template order.
  func names(at indexPath: ListIndexPath, of position: Int) -> [String] {
    names(prefix: entries[position].source.cellName(indexPath), of: position)
  }

  /// The name of the cell at `indexPath` in the list whose cell has root `cell`, if the cell
  /// is one of a list's (shown or queued).
  func cellName(_ indexPath: ListIndexPath, ofCell cell: ViewID) -> String? {
    owners[cell].map { entries[$0].source.cellName(indexPath) }
  }

  private func names(prefix: String, of position: Int) -> [String] {
    Self.names(prefix: prefix, template: entries[position].source.cell)
  }

  static func names(prefix: String, template: ViewTemplate) -> [String] {
    var names = [prefix]
    names.reserveCapacity(template.entries.count)
    for entry in template.entries.dropFirst() { names.append(prefix + "." + entry.name) }
    return names
  }

  /// What `list`'s cells become for its bounds now: cells of rows that left the bounds go to
  /// the queue (first, so their names are free), then each row that came in takes a queued
  /// cell or a new one.
  mutating func update(
    _ list: ViewID, bounds: Rect, visibleTop: Double? = nil, visibleBottom: Double? = nil
  ) -> [ListStep] {
    let band = [visibleTop ?? bounds.minY, visibleBottom ?? bounds.maxY]
    guard let position = index[list],
      entries[position].laidOut != bounds || entries[position].laidOutVisible != band
    else { return [] }
    entries[position].laidOut = bounds
    entries[position].laidOutVisible = band
    let geometry = entries[position].geometry
    let wanted = geometry.paths(in: bounds)
    var steps: [ListStep] = []
    var kept: [Cell] = []
    var wantedIndex = 0
    for cell in entries[position].visible {
      while wantedIndex < wanted.count && wanted[wantedIndex] < cell.indexPath { wantedIndex += 1 }
      if wantedIndex < wanted.count && wanted[wantedIndex] == cell.indexPath {
        kept.append(cell)
      } else {
        let name = entries[position].name + ".reusable." + String(cell.slot)
        steps.append(.enqueue(cell: cell, names: names(prefix: name, of: position)))
        entries[position].queue.append(cell)
      }
    }
    let width = bounds.width
    var keptIndex = 0
    var visible: [Cell] = []
    visible.reserveCapacity(wanted.count)
    for path in wanted {
      while keptIndex < kept.count && kept[keptIndex].indexPath < path {
        keptIndex += 1
      }
      if keptIndex < kept.count && kept[keptIndex].indexPath == path {
        visible.append(kept[keptIndex])
        continue
      }
      let frame = geometry.frame(path, width: width)
      let names = names(at: path, of: position)
      if var cell = entries[position].queue.popLast() {
        cell.indexPath = path
        visible.append(cell)
        steps.append(.dequeue(list: list, cell: cell, names: names, frame: frame))
      } else {
        let slot = entries[position].made
        entries[position].made += 1
        steps.append(
          .make(list: list, slot: slot, indexPath: path, names: names, frame: frame))
      }
    }
    // Made cells join `visible` when the simulation adopts them.
    entries[position].visible = visible
    defer { if steps.contains(where: \.renames) { renames += 1 } }
    steps += supplementarySteps(list, at: position, bounds: bounds, band: band, cellSteps: steps)
    return steps
  }

  /// The simulation made the cell a ``ListStep/make`` asked for.
  mutating func adopt(_ list: ViewID, cell: Cell) {
    guard let position = index[list] else { return }
    owners[cell.first] = position
    cellsMade += 1
    var visible = entries[position].visible
    let at = visible.firstIndex { $0.indexPath > cell.indexPath } ?? visible.count
    visible.insert(cell, at: at)
    entries[position].visible = visible
  }

  /// A row the simulation could not show (a view of the app has its name): not shown; the
  /// queued cell it was to take goes back to the queue.
  mutating func drop(_ list: ViewID, indexPath: ListIndexPath, cell: Cell?) {
    guard let position = index[list] else { return }
    entries[position].visible.removeAll { $0.indexPath == indexPath }
    if let cell { entries[position].queue.append(cell) }
  }

  /// The simulation made the header or footer a ``ListStep/makeHeader`` asked for.
  mutating func adoptHeader(_ list: ViewID, header: ListHeaderViews.Header) {
    guard let position = index[list] else { return }
    switch header.kind {
    case .header: entries[position].headers.adopt(header)
    case .footer: entries[position].footers.adopt(header)
    }
  }

  /// A header or footer the simulation could not show; the queued one it was to take goes back.
  mutating func dropHeader(
    _ list: ViewID, kind: ListSupplementaryKind, section: Int, header: ListHeaderViews.Header?
  ) {
    guard let position = index[list] else { return }
    switch kind {
    case .header: entries[position].headers.drop(section: section, header: header)
    case .footer: entries[position].footers.drop(section: section, header: header)
    }
  }

  /// The header and footer views `list` shows, headers then footers, each in section order.
  func visibleHeaders(of list: ViewID) -> [ListHeaderViews.Header] {
    index[list].map { entries[$0].headers.visible + entries[$0].footers.visible } ?? []
  }

  func headerTemplate(of list: ViewID, kind: ListSupplementaryKind = .header) -> ViewTemplate? {
    index[list].flatMap { entries[$0].source.template(kind) }
  }

  /// Every view of every cell and header the tables hold, shown or queued: the views whose
  /// names reuse changes. As many as fit on screen, not the rows.
  func forEachReusedView(_ body: (ViewID) -> Void) {
    for entry in entries {
      for cell in entry.visible + entry.queue {
        for offset in 0..<cell.count { body(ViewID(rawValue: cell.first.rawValue + offset)) }
      }
      for header in entry.headers.all + entry.footers.all {
        for offset in 0..<header.count { body(ViewID(rawValue: header.first.rawValue + offset)) }
      }
    }
  }

  /// The template offsets of the switches in `list`'s cells (empty when they have none).
  func switchOffsets(of list: ViewID) -> [Int32] {
    index[list].map { entries[$0].switches.offsets } ?? []
  }

  /// The template offsets of the switches in the cells of the table holding `cell`.
  func switchOffsets(ofCell cell: ViewID) -> [Int32] {
    owners[cell].map { entries[$0].switches.offsets } ?? []
  }

  /// The cell whose root is `cell` leaves `row` with its switches at `values`: the app's
  /// model keeps them for the row (``ListRowSwitches``).
  mutating func keepSwitches(_ values: [Bool], ofCell cell: ViewID, row: ListIndexPath) {
    guard let position = owners[cell] else { return }
    entries[position].switches.keep(values, for: row)
  }

  /// The values `list`'s model gives the switches of a cell showing `row`.
  func switchValues(of list: ViewID, row: ListIndexPath) -> [Bool] {
    index[list].map { entries[$0].switches.values(for: row) } ?? []
  }

  /// The tables, counted, for a walk by position that allocates nothing.
  var count: Int { entries.count }
  func list(at position: Int) -> ViewID { entries[position].view }

  /// The cells shown by `list`, in index path order.
  func visibleCells(of list: ViewID) -> [Cell] { index[list].map { entries[$0].visible } ?? [] }

  /// A table's layout (nil for a collection view, or a view without a data source).
  func layout(of list: ViewID) -> ListLayout? { index[list].flatMap { entries[$0].geometry.table } }

  func geometry(of list: ViewID) -> ListGeometry? { index[list].map { entries[$0].geometry } }

  func source(of list: ViewID) -> ListDataSource? { index[list].map { entries[$0].source } }

  func template(of list: ViewID) -> ViewTemplate? { index[list].map { entries[$0].source.cell } }
}

/// What the list controller asks the simulation to do, in order.
enum ListStep: Hashable, Sendable {
  /// Whether carrying it out renames views.
  var renames: Bool {
    switch self {
    case .enqueue, .dequeue, .enqueueHeader, .dequeueHeader: true
    case .make, .makeHeader, .moveHeader, .frontHeaders: false
    }
  }

  /// Take the cell out of the table and give its views these names (the reuse queue's).
  case enqueue(cell: ListController.Cell, names: [String])
  /// Put the queued cell back in the table at `frame` under these names.
  case dequeue(list: ViewID, cell: ListController.Cell, names: [String], frame: Rect)
  /// Make a new cell from the template at `frame` under these names, then
  /// ``ListController/adopt(_:cell:)`` it.
  case make(list: ViewID, slot: Int32, indexPath: ListIndexPath, names: [String], frame: Rect)
  /// Take the header view out of the table and give its views these names.
  case enqueueHeader(ViewID, names: [String])
  /// Put the queued header back in the table at `frame` under these names.
  case dequeueHeader(list: ViewID, header: ListHeaderViews.Header, names: [String], frame: Rect)
  /// Make a header (or footer) view from the template, then
  /// ``ListController/adoptHeader(_:header:)`` it.
  case makeHeader(
    list: ViewID, kind: ListSupplementaryKind, slot: Int32, section: Int, names: [String],
    frame: Rect)
  /// Move a shown header (floating) to `frame`.
  case moveHeader(ViewID, frame: Rect)
  /// Bring the table's header and footer views in front of its cells, in section order.
  case frontHeaders(list: ViewID)
}
