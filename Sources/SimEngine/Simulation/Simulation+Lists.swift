import SimGeometry

/// Tables from a data source: the ``ListController`` decides which rows have cells for the
/// table's bounds now; this carries out its steps (cells made from the template, put in the
/// reuse queue, taken from it) and asks it at each frame and after each event, as UIKit lays
/// the table out (`layoutSubviews` → `_updateVisibleCellsNow:`) before the next event.
extension Simulation {
  /// Makes `view` (a `UITableView`, or a class with it as base, created already) show
  /// `source`: its content size becomes the rows' (the table's width, every section's height)
  /// and its visible rows get cells.
  public mutating func addList(_ source: ListDataSource, to view: ViewID) {
    var settings = scroller.settings(of: view) ?? ScrollSettings()
    let bounds = tree[view].bounds
    // `-[UICollectionViewFlowLayout _dimensionFromCollectionView]`: the bounds less the
    // content inset across the scroll direction (the adjusted inset here), at least 0.
    let inset = settings.adjustedContentInset(viewSize: bounds.size)
    let dimension =
      source.flow?.scrollDirection == .horizontal
      ? bounds.height - inset.top - inset.bottom : bounds.width - inset.left - inset.right
    settings.contentSize = lists.add(
      view, name: tree.name(of: view), source: source, width: bounds.width,
      dimension: dimension, scale: settings.screenScale)
    addScrolling(settings, to: view)
    layoutList(view)
    addSwipeActions(source, to: view)
  }

  /// The cell shown for `indexPath` in `list`, if its row is visible.
  public func cell(at indexPath: ListIndexPath, in list: ViewID) -> ViewID? {
    lists.visibleCells(of: list).first { $0.indexPath == indexPath }?.first
  }

  /// Whether `view` is a table from a data source (its cells are reused: a row is known by
  /// its index path, not by its cell).
  public func hasDataSource(_ view: ViewID) -> Bool { lists.geometry(of: view) != nil }

  /// How many cells the tables have made over the run (a table shows as many as fit).
  public var listCellsMade: Int { lists.cellsMade }

  /// Changes when reuse renames views (cells and headers queued or taken back): a reader that
  /// keeps names by view learns those of ``forEachReusedListView(_:)`` again.
  public var listRenames: Int { lists.renames }

  /// Every view of the tables' cells and headers, shown or queued.
  public func forEachReusedListView(_ body: (ViewID) -> Void) { lists.forEachReusedView(body) }

  /// The index path of the data-source cell `view` is in now, if any.
  func cellRow(of view: ViewID) -> ListIndexPath? {
    guard !lists.isEmpty, let (cell, _) = ScrollController.cell(holding: view, in: tree) else {
      return nil
    }
    return lists.indexPath(ofCell: cell)
  }

  /// The name a control had when it sent an event from a data-source cell showing `row`:
  /// `row.S.R.<id>` for that row, whichever row the cell shows now (nil `row`: its name now).
  public func name(ofControl view: ViewID, sentIn row: ListIndexPath?) -> String {
    name(tree.name(of: view), of: view, sentIn: row)
  }

  /// `name`, of something in `view` named after its cell (the view, a recognizer on it), with
  /// the cell's name replaced by the row's, `row.S.R`.
  func name(_ name: String, of view: ViewID, sentIn row: ListIndexPath?) -> String {
    guard let row else { return name }
    var root = view
    while tree[root].viewClass.cellRole != .cell, let parent = tree.superview(of: root) {
      root = parent
    }
    let prefix = tree.name(of: root)
    guard name.hasPrefix(prefix) else { return name }
    let cellName = lists.cellName(row, ofCell: root) ?? ListDataSource.cellName(row)
    return cellName + name.dropFirst(prefix.count)
  }

  /// How many times a control named `name` sent `event`, a control in a table's cell counted
  /// by the row its cell showed when it sent it.
  public func count(_ event: ControlEvent, named name: String) -> Int {
    journal.reduce(0) { count, entry in
      guard case .control(event, let view, _, _, let row) = entry.kind,
        self.name(ofControl: view, sentIn: row) == name
      else { return count }
      return count + 1
    }
  }

  /// Every table's cells for its bounds now.
  mutating func layoutLists() {
    guard !lists.isEmpty else { return }
    for position in 0..<lists.count { layoutList(lists.list(at: position)) }
  }

  private mutating func layoutList(_ list: ViewID) {
    let bounds = tree[list].bounds
    // The visible rectangle headers float in: the bounds less the content inset, as
    // UITableViewSupport passes it to `floatingRectForHeaderInSection:visibleRect:…`.
    let inset = scroller.settings(of: list)?.adjustedContentInset(viewSize: bounds.size) ?? .zero
    let steps = lists.update(
      list, bounds: bounds, visibleTop: bounds.minY + inset.top,
      visibleBottom: bounds.maxY - inset.bottom)
    guard !steps.isEmpty else { return }
    for step in steps {
      switch step {
      case .enqueue(let cell, let names):
        keepSwitches(of: cell)
        tree.removeFromSuperview(cell.first)
        rename(cell.first, names)
      case .enqueueHeader(let first, let names):
        tree.removeFromSuperview(first)
        rename(first, names)
      case .moveHeader(let first, let frame):
        tree[first].frame = frame
      case .frontHeaders(let list):
        for header in lists.visibleHeaders(of: list) { tree.addSubview(header.first, to: list) }
      case .dequeueHeader(let list, let header, let names, let frame):
        if !putBack(header.first, count: header.count, names: names, frame: frame, in: list) {
          lists.dropHeader(list, kind: header.kind, section: header.section, header: header)
        }
      case .makeHeader(let list, let kind, let slot, let section, let names, let frame):
        let template = lists.headerTemplate(of: list, kind: kind)
        guard let root = make(template, names: names, frame: frame, in: list) else {
          lists.dropHeader(list, kind: kind, section: section, header: nil)
          continue
        }
        lists.adoptHeader(
          list,
          header: ListHeaderViews.Header(
            kind: kind, first: root, count: Int32(names.count), slot: slot, section: section,
            top: frame.minY))
      case .dequeue(let list, let cell, let names, let frame):
        if !putBack(cell.first, count: cell.count, names: names, frame: frame, in: list) {
          lists.drop(list, indexPath: cell.indexPath, cell: cell)
        } else {
          configureSwitches(of: cell.first, in: list, row: cell.indexPath)
        }
      case .make(let list, let slot, let indexPath, let names, let frame):
        guard let root = make(lists.template(of: list), names: names, frame: frame, in: list)
        else {
          lists.drop(list, indexPath: indexPath, cell: nil)
          continue
        }
        lists.adopt(
          list,
          cell: ListController.Cell(
            first: root, count: Int32(names.count), slot: slot, indexPath: indexPath))
        configureSwitches(of: root, in: list, row: indexPath)
      }
    }
  }

  /// Puts a queued cell or header (`count` views from `first`) back in `list` under `names`
  /// at `frame`; false, leaving it out, when a view of the app has one of the names.
  private mutating func putBack(
    _ first: ViewID, count: Int32, names: [String], frame: Rect, in list: ViewID
  ) -> Bool {
    guard namesAreFree(names, for: (first, count), list: list) else { return false }
    rename(first, names)
    tree[first].frame = frame
    tree.addSubview(first, to: list)
    return true
  }

  /// Makes a cell or header from `template` in `list` under `names` at `frame`; nil when a
  /// view of the app has one of the names.
  private mutating func make(
    _ template: ViewTemplate?, names: [String], frame: Rect, in list: ViewID
  ) -> ViewID? {
    guard let template, namesAreFree(names, for: nil, list: list) else { return nil }
    let cell = named(template, names, frame)
    guard recognizerNamesAreFree(in: cell, list: list) else { return nil }
    return instantiate(cell, in: list)
  }

  /// The template with its views named `names`, its root at `frame`.
  private func named(_ template: ViewTemplate, _ names: [String], _ frame: Rect) -> ViewTemplate {
    var copy = template
    for index in copy.entries.indices { copy.entries[index].name = names[index] }
    Self.prefixGestures(of: &copy, template: template, with: names[0])
    copy.entries[0].center = Point(x: frame.midX, y: frame.midY)
    copy.entries[0].size = frame.size
    return copy
  }

  /// A template's views are created one after another, so a cell's (or header's) are `first`
  /// and the `names.count - 1` after it, in the template's order.
  /// Their recognizers (a switch's, the template's) are named after the cell's root and take
  /// its new name alike.
  private mutating func rename(_ first: ViewID, _ names: [String]) {
    let old = tree.name(of: first)
    var recognizers: [RecognizerID] = []
    for (offset, name) in names.enumerated() {
      let view = ViewID(rawValue: first.rawValue + Int32(offset))
      tree[view].name = name
      recognizers += arena.ids(on: view)
    }
    if !recognizers.isEmpty { arena.rename(recognizers, prefix: old, to: names[0]) }
  }

  /// Whether no view outside `cell` has one of `names`; a view of the app that does keeps its
  /// name, and the row is not shown (a failed action says so).
  private mutating func namesAreFree(
    _ names: [String], for cell: (first: ViewID, count: Int32)?, list: ViewID
  ) -> Bool {
    for name in names {
      guard let holder = tree.view(named: name) else { continue }
      if let cell, holder.rawValue >= cell.first.rawValue,
        holder.rawValue < cell.first.rawValue + cell.count
      {
        continue
      }
      record(
        .actionFailed(
          "table '\(tree.name(of: list))': the cell's view can't be named '\(name)', a view already has that name"
        ))
      return false
    }
    return true
  }

  /// `scrollToRow(at:at:animated:)`: the offset `_contentOffsetForScrollingToRowAtIndexPath:`
  /// gives, then `setContentOffset(_:animated:)`.
  mutating func scrollToRow(
    _ list: ViewID, at indexPath: ListIndexPath, position: ListScrollPosition, animated: Bool
  ) {
    guard let layout = lists.layout(of: list), let settings = scroller.settings(of: list) else {
      record(.actionFailed("scrollToRow: '\(tree.name(of: list))' is not a table with rows"))
      return
    }
    guard layout.isValid(indexPath) else {
      record(
        .actionFailed(
          "scrollToRow: '\(tree.name(of: list))' has no row \(indexPath.row) in section \(indexPath.section)"
        ))
      return
    }
    let bounds = tree[list].bounds
    let inset = settings.adjustedContentInset(viewSize: bounds.size)
    let row = layout.row(indexPath)
    let y = ListScrolling.offsetY(
      showing: row, at: position, offsetY: bounds.minY, height: bounds.height, inset: inset,
      contentHeight: layout.contentHeight)
    scroll(list, to: Point(x: bounds.minX, y: y), animated: animated)
  }
}

extension Simulation {
  /// Why `name` names no view now when it is the cell of a row a table has but doesn't show:
  /// "row 50 of section 0 of 'list' is not on screen: …"; nil for any other name.
  public func offscreenRowExplanation(_ name: String) -> String? {
    guard !lists.isEmpty else { return nil }
    if name.hasPrefix("header.") { return offscreenHeaderExplanation(name, .header) }
    if name.hasPrefix("footer.") { return offscreenHeaderExplanation(name, .footer) }
    let item = name.hasPrefix("item.")
    guard item || name.hasPrefix("row.") else { return nil }
    let parts = name.split(separator: ".", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count >= 3, let section = Int(parts[1]), let row = Int(parts[2]) else {
      return nil
    }
    let path = ListIndexPath(section: section, row: row)
    for position in 0..<lists.count {
      let list = lists.list(at: position)
      guard let geometry = lists.geometry(of: list), geometry.isValid(path),
        (lists.source(of: list)?.flow != nil) == item
      else { continue }
      if item {
        return
          "item \(row) of section \(section) of '\(tree.name(of: list))' is not on screen, and a collection view makes cells only for the items on screen; scroll to it first (a drag, or setContentOffset)"
      }
      return
        "row \(row) of section \(section) of '\(tree.name(of: list))' is not on screen, and a table makes cells only for the rows on screen; scroll to it first (scrollToRow, or a drag)"
    }
    return nil
  }

  /// "the header of section 2 of 'list' is not on screen: …", for `header.S` and `footer.S`
  /// names.
  private func offscreenHeaderExplanation(_ name: String, _ kind: ListSupplementaryKind)
    -> String?
  {
    let parts = name.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count >= 2, let section = Int(parts[1]) else { return nil }
    for position in 0..<lists.count {
      let list = lists.list(at: position)
      guard lists.headerTemplate(of: list, kind: kind) != nil, let layout = lists.layout(of: list),
        section >= 0, section < layout.sections.count
      else { continue }
      let height =
        kind == .header
        ? layout.sections[section].headerHeight : layout.sections[section].footerHeight
      guard height > 0 else { continue }
      return
        "the \(kind.rawValue) of section \(section) of '\(tree.name(of: list))' is not on screen (a \(kind.rawValue) is shown while its floating place meets the table's bounds); scroll to its section first"
    }
    return nil
  }
}
