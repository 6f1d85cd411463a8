import SimGeometry

/// A uniform grid over a parent's inside region that lists, for each cell, the subviews that
/// could take a point there, front to back: the walk tries only those instead of every subview.
///
/// It gives exactly the answers of trying every subview. A subview is listed in every cell its
/// bounding box (in the parent's coordinates) touches, and the box is padded well beyond the
/// rounding of the walk's own arithmetic, so a subview that would take a point is always listed
/// in the point's cell; listed subviews whose box holds the point get the full test. Cells are
/// found with one monotonic function for points and boxes alike, so rounding can't put a point
/// in a cell its box missed.
/// Subviews that can never be hit (hidden, transparent, …, or an empty region) are left out;
/// rotated or scaled ones are indexed by the box of their transformed region, or put in every
/// cell when the transform is too ill-conditioned to bound.
struct ChildGrid {
  /// The parent's position.
  var parent: Int32
  var minX: Double
  var minY: Double
  /// Cells per point.
  var scaleX: Double
  var scaleY: Double
  var columns: Int32
  var rows: Int32
  /// Where this grid's cells start in the shared cell starts.
  var firstCell: Int32

  /// The cell of `(x, y)`: clamped, so every point, even outside the region or NaN, has one.
  @inline(__always)
  func cell(_ x: Double, _ y: Double) -> Int {
    Self.slot(x, minX, scaleX, columns) + Int(columns) * Self.slot(y, minY, scaleY, rows)
  }

  @inline(__always)
  static func slot(_ value: Double, _ origin: Double, _ scale: Double, _ count: Int32) -> Int {
    let v = (value - origin) * scale
    if !(v >= 0) { return 0 }
    if v >= Double(count) { return Int(count) - 1 }
    return Int(v)
  }

  /// Collects the grids of a ``FlatHitTree`` as it is built.
  struct Builder {
    var grids: [ChildGrid] = []
    /// For each grid, `columns × rows + 1` offsets into `items`.
    var starts: [Int32] = []
    var items: [Item] = []

    /// At most this many cell entries per subview, on average, or the parent is not indexed.
    static let entriesPerChild = 16
    static let maximumGrids = 1 << 24 - 1

    /// Indexes the subviews of the view at `parent` if it has enough of them and its region
    /// makes a usable grid.
    mutating func index(
      parent: Int, nodes: UnsafeMutablePointer<FlatNode>,
      linear: UnsafeMutablePointer<LinearPart>, tree: ViewTree, views: UnsafeMutablePointer<Int32>
    ) {
      guard grids.count < Self.maximumGrids else { return }
      let owner = nodes[parent]
      var children: [Int32] = []
      var child = Int32(parent) + 1
      while child < owner.end {
        children.append(child)
        child = nodes[Int(child)].end
      }
      guard children.count >= FlatHitTree.gridThreshold else { return }
      let width = owner.maxX - owner.minX
      let height = owner.maxY - owner.minY
      guard width > 0, height > 0, width.isFinite, height.isFinite else { return }
      let region = Box(minX: owner.minX, minY: owner.minY, maxX: owner.maxX, maxY: owner.maxY)

      // About one cell per subview, shaped like the region.
      let n = Double(children.count)
      let columns = Int32(min(max(((n * width / height).squareRoot()).rounded(), 1), min(n, 4096)))
      let rows = Int32(min(max((n / Double(columns)).rounded(.up), 1), min(n, 4096)))
      var grid = ChildGrid(
        parent: Int32(parent), minX: owner.minX, minY: owner.minY,
        scaleX: Double(columns) / width, scaleY: Double(rows) / height, columns: columns,
        rows: rows, firstCell: Int32(starts.count))
      guard grid.scaleX.isFinite, grid.scaleY.isFinite else { return }

      // The cell range of each subview and its entry: nil when it can never be hit.
      var ranges: [(x0: Int, y0: Int, x1: Int, y1: Int, item: Item)?] = []
      ranges.reserveCapacity(children.count)
      let cellCount = Int(columns) * Int(rows)
      var entries = 0
      for child in children {
        guard
          let box = Self.bounds(
            of: Int(child), nodes: nodes, linear: linear, tree: tree, views: views, in: region)
        else {
          ranges.append(nil)
          continue
        }
        let range =
          box.everywhere
          ? (0, 0, Int(columns) - 1, Int(rows) - 1, Item(child, everywhere: ()))
          : (
            slot(box.minX, grid.minX, grid.scaleX, columns),
            slot(box.minY, grid.minY, grid.scaleY, rows),
            slot(box.maxX, grid.minX, grid.scaleX, columns),
            slot(box.maxY, grid.minY, grid.scaleY, rows), Item(child, box)
          )
        entries += (range.2 - range.0 + 1) * (range.3 - range.1 + 1)
        ranges.append(range)
      }
      guard entries <= Self.entriesPerChild * children.count + cellCount,
        items.count + entries < Int(Int32.max), starts.count + cellCount + 1 < Int(Int32.max)
      else { return }

      // Counting sort into the cells, front to back within each cell.
      var counts = [Int32](repeating: 0, count: cellCount + 1)
      for case let range? in ranges {
        for y in range.y0...range.y1 {
          for x in range.x0...range.x1 { counts[x + Int(columns) * y + 1] += 1 }
        }
      }
      let base = Int32(items.count)
      var running = base
      for cell in 0...cellCount {
        running += counts[cell]
        counts[cell] = running  // the end of cell - 1, the start of cell
      }
      starts.append(contentsOf: counts)
      var fill = Array(counts[0..<cellCount])
      items.append(contentsOf: repeatElement(Item(0, everywhere: ()), count: entries))
      for case let range? in ranges {
        for y in range.y0...range.y1 {
          for x in range.x0...range.x1 {
            let cell = x + Int(columns) * y
            items[Int(fill[cell])] = range.item
            fill[cell] += 1
          }
        }
      }
      grid.firstCell = Int32(starts.count - cellCount - 1)
      grids.append(grid)
    }

    /// The padded box, in the parent's coordinates, of the points the subview at `position`
    /// could take; nil if it takes none; `everywhere` when no box can be trusted.
    static func bounds(
      of position: Int, nodes: UnsafeMutablePointer<FlatNode>,
      linear: UnsafeMutablePointer<LinearPart>, tree: ViewTree, views: UnsafeMutablePointer<Int32>,
      in parent: Box
    ) -> Box? {
      let node = nodes[position]
      guard node.bits & FlatNode.skip == 0 else { return nil }
      // The region tested (a custom shape lies inside it, rim included); empty takes nothing.
      guard node.minX <= node.maxX, node.minY <= node.maxY else { return nil }
      let magnitude = max(abs(node.minX), abs(node.maxX), abs(node.minY), abs(node.maxY))
      guard node.bits & FlatNode.linear != 0 else {
        // local = (p − center) + offset, each step rounded: p lies within a few ulps of
        // center − offset + region.
        let padX = 1e-12 * (magnitude + abs(node.offsetX) + abs(node.centerX)) + 1e-300
        let padY = 1e-12 * (magnitude + abs(node.offsetY) + abs(node.centerY)) + 1e-300
        let box = Box(
          minX: node.minX - node.offsetX + node.centerX - padX,
          minY: node.minY - node.offsetY + node.centerY - padY,
          maxX: node.maxX - node.offsetX + node.centerX + padX,
          maxY: node.maxY - node.offsetY + node.centerY + padY)
        return box.isFinite ? box : .everywhere
      }
      // local = M·(p − center) + offset with M the stored inverse, so p = center + F·(local −
      // offset), F the view's transform. The rounding of M·(p − center) grows with |p − center|,
      // which the parent's region bounds.
      let forward = tree.properties[Int(views[position])].transform
      let m = linear[position]
      let forwardNorm = max(abs(forward.a) + abs(forward.c), abs(forward.b) + abs(forward.d))
      let inverseNorm = max(abs(m.a) + abs(m.c), abs(m.b) + abs(m.d))
      guard forwardNorm * inverseNorm <= 1e4, forwardNorm.isFinite, inverseNorm.isFinite else {
        return .everywhere
      }
      let reachX = max(abs(parent.minX - node.centerX), abs(parent.maxX - node.centerX))
      let reachY = max(abs(parent.minY - node.centerY), abs(parent.maxY - node.centerY))
      let localPad =
        1e-12
        * (magnitude + abs(node.offsetX) + abs(node.offsetY) + inverseNorm * (reachX + reachY))
        + 1e-300
      var box = Box.empty
      for (x, y) in [
        (node.minX - localPad, node.minY - localPad), (node.maxX + localPad, node.minY - localPad),
        (node.minX - localPad, node.maxY + localPad), (node.maxX + localPad, node.maxY + localPad),
      ] {
        let dx = x - node.offsetX
        let dy = y - node.offsetY
        box.include(
          x: node.centerX + forward.a * dx + forward.c * dy,
          y: node.centerY + forward.b * dx + forward.d * dy)
      }
      let pad =
        1e-9
        * (forwardNorm * (magnitude + abs(node.offsetX) + abs(node.offsetY) + localPad)
          + abs(node.centerX) + abs(node.centerY) + reachX + reachY) + 1e-300
      box = Box(
        minX: box.minX - pad, minY: box.minY - pad, maxX: box.maxX + pad, maxY: box.maxY + pad)
      return box.isFinite ? box : .everywhere
    }
  }

  /// One subview in a cell's list: its position, and its box in single precision, rounded
  /// outward, so the walk can pass over a subview whose box misses the point without reading
  /// its node (in a wide tree, a cache miss).
  struct Item {
    var position: Int32
    var minX: Float
    var minY: Float
    var maxX: Float
    var maxY: Float

    init(_ position: Int32, _ box: Box) {
      self.position = position
      minX = Self.down(box.minX)
      minY = Self.down(box.minY)
      maxX = Self.up(box.maxX)
      maxY = Self.up(box.maxY)
    }

    init(_ position: Int32, everywhere: Void) {
      self.position = position
      minX = -.infinity
      minY = -.infinity
      maxX = .infinity
      maxY = .infinity
    }

    /// Whether `(x, y)` is in the box, edges included.
    @inline(__always)
    func mayContain(_ x: Double, _ y: Double) -> Bool {
      Double(minX) <= x && x <= Double(maxX) && Double(minY) <= y && y <= Double(maxY)
    }

    static func down(_ value: Double) -> Float {
      let rounded = Float(value)
      return Double(rounded) > value ? rounded.nextDown : rounded
    }

    static func up(_ value: Double) -> Float {
      let rounded = Float(value)
      return Double(rounded) < value ? rounded.nextUp : rounded
    }
  }

  /// A closed rectangle, or every cell.
  struct Box {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
    var everywhere = false

    static let empty = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    static let everywhere = Box(minX: 0, minY: 0, maxX: 0, maxY: 0, everywhere: true)

    var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }

    mutating func include(x: Double, y: Double) {
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }
  }
}
