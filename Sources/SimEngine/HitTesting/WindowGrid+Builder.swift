import SimGeometry

extension WindowGrid {
  /// Most views listed in one cell; a cell with more hands its points to the walk.
  static let maximumPerCell = 32
  /// The most cells in a grid.
  static let maximumCells = 1 << 16

  /// Builds the grid over the window of a ``FlatHitTree``'s nodes, or nil when the window
  /// itself can't be bounded (it is ineligible, transformed or custom-shaped).
  static func build(
    nodes: UnsafeMutablePointer<FlatNode>, count: Int, linear: UnsafeMutablePointer<LinearPart>,
    tree: ViewTree, views: UnsafeMutablePointer<Int32>
  ) -> WindowGrid? {
    guard count > 0, nodes[0].bits & (FlatNode.skip | FlatNode.special) == 0 else { return nil }
    guard
      let entries = Entries(nodes: nodes, count: count, linear: linear, tree: tree, views: views)
    else { return nil }
    let region = entries.region
    let width = region.maxX - region.minX
    let height = region.maxY - region.minY
    guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
    // About one cell per listed view, shaped like the window.
    let target = Double(min(max(entries.records.count, 16), maximumCells))
    let columns = Int32(min(max((target * width / height).squareRoot().rounded(), 1), 4096))
    let rows = Int32(min(max((target / Double(columns)).rounded(.up), 1), 4096))
    let scaleX = Double(columns) / width
    let scaleY = Double(rows) / height
    guard scaleX.isFinite, scaleY.isFinite else { return nil }
    let cellCount = Int(columns) * Int(rows)
    let lists = Lists(
      entries: entries, region: region, columns: Int(columns), rows: Int(rows), scaleX: scaleX,
      scaleY: scaleY, work: 8 * count + 2 * cellCount)

    // The records, then the sentinel: undecided for every point.
    let sentinel = entries.records.count
    let records = UnsafeMutablePointer<Record>.allocate(capacity: sentinel + 1)
    records.initialize(from: entries.records, count: sentinel)
    (records + sentinel).initialize(to: Record(outer: .everywhere, inner: .empty))
    // Each listed view's item once, copied into every cell that lists it.
    var templates = (0..<sentinel).map {
      Item(view: views[Int(entries.positions[$0])], record: Int32($0), records[$0])
    }
    templates.append(Item(view: -1, record: Int32(sentinel), records[sentinel]))

    let starts = UnsafeMutablePointer<Int32>.allocate(capacity: cellCount + 1)
    var total = 0
    for cell in 0..<cellCount {
      starts[cell] = Int32(total)
      total += Int(lists.counts[cell]) + (lists.sentinel[cell] ? 1 : 0)
    }
    starts[cellCount] = Int32(total)
    let items = UnsafeMutablePointer<Item>.allocate(capacity: max(1, total))
    var fill = [Int32](unsafeUninitializedCapacity: cellCount) { buffer, initialized in
      for cell in 0..<cellCount { buffer[cell] = starts[cell] }
      initialized = cellCount
    }
    for (cell, entry) in lists.pairs {
      (items + Int(fill[Int(cell)])).initialize(to: templates[Int(entry)])
      fill[Int(cell)] += 1
    }
    for cell in 0..<cellCount where lists.sentinel[cell] {
      (items + Int(fill[cell])).initialize(to: templates[sentinel])
    }
    let ancestors = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, entries.ancestors.count))
    ancestors.initialize(from: entries.ancestors, count: entries.ancestors.count)
    return WindowGrid(
      minX: region.minX, minY: region.minY, maxX: region.maxX, maxY: region.maxY,
      scaleX: scaleX, scaleY: scaleY, columns: columns, rows: rows, starts: starts, items: items,
      records: records, ancestors: ancestors)
  }

  func deallocate() {
    starts.deallocate()
    items.deallocate()
    records.deallocate()
    ancestors.deallocate()
  }

  /// The cells' lists: which entries each cell lists, in post-order, up to the first entry
  /// that covers the cell. A cell that would list more than ``maximumPerCell``, or that is
  /// still open when the build has done its share of work, ends its list with a sentinel that
  /// hands the point to the walk: what the list holds before it still answers.
  struct Lists {
    var pairs: [(cell: Int32, entry: Int32)] = []
    var counts: [Int32]
    var sentinel: [Bool]

    init(
      entries: Entries, region: Box, columns: Int, rows: Int, scaleX: Double, scaleY: Double,
      work budget: Int
    ) {
      let cellCount = columns * rows
      counts = [Int32](repeating: 0, count: cellCount)
      sentinel = [Bool](repeating: false, count: cellCount)
      // Each cell's edges, padded by far more than the rounding in finding a point's cell.
      let pad =
        1e-9 * (max(abs(region.minX), abs(region.maxX), abs(region.minY), abs(region.maxY)) + 1)
      func edges(_ count: Int, _ low: Double, _ high: Double, _ scale: Double) -> [(
        Double, Double
      )] {
        (0..<count).map { index in
          (
            index == 0 ? low : low + Double(index) / scale - pad,
            index == count - 1 ? high : low + Double(index + 1) / scale + pad
          )
        }
      }
      let columnEdges = edges(columns, region.minX, region.maxX, scaleX)
      let rowEdges = edges(rows, region.minY, region.maxY, scaleY)
      // The first open cell at or after each cell (path-halved), so closed cells cost nothing.
      var next = [Int32](0...Int32(cellCount))
      var openCells = cellCount
      var work = 0
      pairs.reserveCapacity(min(entries.records.count * 2, cellCount * 4))
      for (number, record) in entries.records.enumerated() {
        guard openCells > 0 else { break }
        let box = record.outer
        let x0 = ChildGrid.slot(box.minX, region.minX, scaleX, Int32(columns))
        let x1 = ChildGrid.slot(box.maxX, region.minX, scaleX, Int32(columns))
        let y0 = ChildGrid.slot(box.minY, region.minY, scaleY, Int32(rows))
        let y1 = ChildGrid.slot(box.maxY, region.minY, scaleY, Int32(rows))
        let inner = record.inner
        for y in y0...y1 {
          let coversRow = inner.minY <= rowEdges[y].0 && inner.maxY >= rowEdges[y].1
          let last = x1 + columns * y
          var cell = Self.open(from: x0 + columns * y, &next)
          work += 1
          while cell <= last {
            work += 1
            pairs.append((Int32(cell), Int32(number)))
            counts[cell] += 1
            let (cellMinX, cellMaxX) = columnEdges[cell - columns * y]
            let covered = coversRow && inner.minX <= cellMinX && inner.maxX >= cellMaxX
            if covered || counts[cell] == Int32(WindowGrid.maximumPerCell) {
              sentinel[cell] = !covered
              next[cell] = Int32(cell + 1)
              openCells -= 1
            }
            cell = Self.open(from: cell + 1, &next)
          }
        }
        if work > budget {
          // Out of time: the cells still open can't say their lists are complete.
          for cell in 0..<cellCount where next[cell] == Int32(cell) { sentinel[cell] = true }
          break
        }
      }
    }

    /// The first open cell at or after `cell` (`next` has one past the last cell, always open).
    @inline(__always)
    static func open(from cell: Int, _ next: inout [Int32]) -> Int {
      var cell = cell
      while next[cell] != Int32(cell) {
        let skip = Int(next[cell])
        next[cell] = next[skip]
        cell = skip
      }
      return cell
    }
  }
}
