import SimGeometry

/// A grid over the window, in window coordinates, that answers most hit tests without walking
/// the tree: each cell lists the views that could be the answer for a point in it, in the order
/// the walk would find them, each with two boxes in window coordinates.
///
/// The walk returns the first view, in post-order with front-most subviews first, that is
/// eligible, takes the point, sits under ancestors that are all eligible and all take the
/// point, and doesn't pass touches through. For a view reached only through translations
/// (no rotation, scale or custom shape on the way), "it and every ancestor take the point" is
/// a rectangle in window coordinates: the intersection of their bounds, moved by the sum of
/// their offsets. The grid stores it twice, as an outer box, padded beyond any rounding of the
/// walk's arithmetic (a point outside it is turned down by the walk, certainly), and an inner
/// box, shrunk by as much (a point inside it is taken, certainly). So for a point:
/// - a listed view whose outer box misses it can't be the answer: go on;
/// - the first listed view whose inner box holds it is the answer;
/// - a transformed or custom-shaped view is listed with its whole subtree as one entry, with
///   the bounding box of what it can take and an empty inner box: when that box holds the
///   point, the subtree alone is walked (``HitTester/walkSubtree(_:of:_:_:counter:)``) and, if
///   it answers nil, the list goes on;
/// - anything else in between (a point within rounding distance of an edge, or a cell with too
///   many views) hands the point to the walk from the window, which gives the exact answer.
/// A cell's list stops at the first view whose inner box covers the whole cell: nothing after
/// it can be reached. Views that can't take any point (ineligible, or outside an ancestor)
/// aren't listed at all, which is why a deep chain with decoys costs a look at one entry.
///
/// Part of a ``FlatHitTree``'s storage: valid while it lives, never written after the build.
struct WindowGrid: @unchecked Sendable {
  /// The window's outer box: points outside it go to the walk.
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double
  /// Cells per point.
  var scaleX: Double
  var scaleY: Double
  var columns: Int32
  var rows: Int32
  /// `columns × rows + 1` offsets into `items`.
  let starts: UnsafeMutablePointer<Int32>
  let items: UnsafeMutablePointer<Item>
  /// The exact boxes, in double precision, read when an item's single-precision boxes can't
  /// decide.
  let records: UnsafeMutablePointer<Record>
  /// The positions of the listed subtrees' ancestors, window first: the views whose
  /// conversions a subtree's walk replays.
  let ancestors: UnsafeMutablePointer<Int32>

  /// A ``FlatHitTree``'s grid, where the storage keeps it: a tester checks and reads one
  /// pointer.
  struct Pointer: @unchecked Sendable {
    let address: UnsafeMutablePointer<WindowGrid>
  }

  /// What ``answer(_:_:_:looks:)`` returns when the walk must decide.
  static let undecided: Int32 = -2
  /// What it returns for a transformed or custom-shaped subtree whose box holds the point: the
  /// subtree's own walk decides, at `cursor.subtree`; if it answers nil, the list goes on.
  static let subtree: Int32 = -3

  /// Where a look-up stands in its cell's list.
  struct Cursor {
    var index = -1
    var stop = -1
    /// The position of the subtree to walk, after ``WindowGrid/subtree``, and where its
    /// ancestors' positions start in ``WindowGrid/ancestors`` and how many (-1: not stored).
    var subtree: Int32 = -1
    var ancestors: Int32 = 0
    var ancestorCount: Int32 = -1
  }

  /// The view (its raw ID) the walk would return for `(x, y)` in window coordinates, -1 for
  /// none, ``undecided``, or ``subtree``; called again with the same cursor, it goes on after
  /// the subtree. `looks` counts the listed views whose box held the point.
  @inline(__always)
  func answer(_ x: Double, _ y: Double, _ cursor: inout Cursor, looks: inout Int) -> Int32 {
    if cursor.index < 0 {
      guard x >= minX && x <= maxX && y >= minY && y <= maxY else { return Self.undecided }
      // Inside the box, so never below 0, and at most a rounding past the last cell: the same
      // cell as `ChildGrid.slot`, which the build uses, without its other clamps.
      let column = min(Int((x - minX) * scaleX), Int(columns) - 1)
      let row = min(Int((y - minY) * scaleY), Int(rows) - 1)
      let cell = column &+ Int(columns) &* row
      cursor.index = Int(starts[cell])
      cursor.stop = Int(starts[cell &+ 1])
    }
    // In single precision, negated maxima: one vector comparison per box. Rounding the point
    // is monotonic, so `≥` against a box rounded outward never turns down a point of the exact
    // box, and `>` against one rounded inward never takes a point outside it.
    let xf = Float(x)
    let yf = Float(y)
    let point = SIMD4<Float>(xf, yf, -xf, -yf)
    var index = cursor.index
    let stop = cursor.stop
    while index < stop {
      let item = items[index]
      index &+= 1
      guard all(point .>= item.outer) else { continue }
      looks &+= 1
      if all(point .> item.inner) { return item.view }
      let record = records[Int(item.record)]
      guard record.outer.contains(x, y) else { continue }
      if record.inner.contains(x, y) { return item.view }
      guard record.subtree >= 0 else { return Self.undecided }
      cursor.index = index
      cursor.subtree = record.subtree
      cursor.ancestors = record.ancestors
      cursor.ancestorCount = record.ancestorCount
      return Self.subtree
    }
    return -1
  }

  /// One view in a cell's list: its boxes in single precision as `(minX, minY, −maxX, −maxY)`,
  /// the outer one rounded outward and the inner one inward, the view (its raw ID), and its
  /// record.
  struct Item {
    var outer: SIMD4<Float>
    var inner: SIMD4<Float>
    var view: Int32
    var record: Int32

    init(view: Int32, record: Int32, _ exact: Record) {
      self.view = view
      self.record = record
      outer = SIMD4(
        ChildGrid.Item.down(exact.outer.minX), ChildGrid.Item.down(exact.outer.minY),
        -ChildGrid.Item.up(exact.outer.maxX), -ChildGrid.Item.up(exact.outer.maxY))
      inner = SIMD4(
        ChildGrid.Item.up(exact.inner.minX), ChildGrid.Item.up(exact.inner.minY),
        -ChildGrid.Item.down(exact.inner.maxX), -ChildGrid.Item.down(exact.inner.maxY))
      // NaN never compares true: a box with a NaN edge takes nothing from the fast test.
    }
  }

  /// A listed view's exact boxes in window coordinates: outside `outer` the walk turns it
  /// down, inside `inner` the walk takes it (both closed). Subtrees the grid can't bound
  /// exactly, and crowded cells, have an empty `inner`; a subtree has its position and its
  /// ancestors' (window first), when they were stored.
  struct Record {
    var outer: Box
    var inner: Box
    var subtree: Int32 = -1
    var ancestors: Int32 = 0
    var ancestorCount: Int32 = -1
  }

  /// A closed rectangle; empty when a minimum exceeds its maximum.
  struct Box {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    static let empty = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
    static let everywhere = Box(
      minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    @inline(__always)
    func contains(_ x: Double, _ y: Double) -> Bool {
      x >= minX && x <= maxX && y >= minY && y <= maxY
    }

    var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }

    func intersection(_ other: Box) -> Box {
      Box(
        minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
        maxY: min(maxY, other.maxY))
    }

    /// Whether this box holds every point of `other`.
    func covers(_ other: Box) -> Bool {
      minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
    }
  }
}
