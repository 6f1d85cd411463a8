import SimGeometry

/// The window's views in hit-test order, copied out of a ``ViewTree`` so the walk reads memory
/// front to back: the hot form of the tree that ``HitTester`` keeps and rebuilds when the tree's
/// ``ViewTree/generation`` changes.
///
/// Views are stored in preorder with subviews last to first (front-most first), the order the
/// walk tries them in. A view's subtree is the run of positions up to its ``FlatNode/end``, so
/// accepting a view moves the walk to the next position and rejecting one jumps to its `end`:
/// no links to follow, and no recursion. Parents with many subviews get a ``ChildGrid``.
///
/// Immutable once built, so copies of a tester share it. The walk reads it through
/// ``Storage``, plain pointers, so a hit test touches no reference counts.
final class FlatHitTree: @unchecked Sendable {
  /// The tree this was built from: its identity and generation.
  let identity: TreeIdentity
  let generation: UInt64
  /// Whether views with many subviews got a grid.
  let isIndexed: Bool
  /// The number of positions: the views in the window.
  let count: Int
  let storage: Storage

  /// What the walk reads, valid while the ``FlatHitTree`` lives; never written after the
  /// build, so sharing it between threads is safe.
  struct Storage: @unchecked Sendable {
    let nodes: UnsafeMutablePointer<FlatNode>
    /// The inverse linear part of each position's transform, read only when ``FlatNode/linear``.
    let linear: UnsafeMutablePointer<LinearPart>
    /// The view at each position.
    let views: UnsafeMutablePointer<Int32>
    /// The position of each view (by raw ID; `positionCount` of them), or -1 for a view not in
    /// the window.
    let positions: UnsafeMutablePointer<Int32>
    let positionCount: Int
    /// The spatial indexes, and the cell lists they share.
    let grids: UnsafeMutablePointer<ChildGrid>
    let cellStarts: UnsafeMutablePointer<Int32>
    let cellItems: UnsafeMutablePointer<ChildGrid.Item>
    /// The most pass-through views on one path from the window: how many frames a walk needs.
    let passThroughDepth: Int
    /// The grid over the window that answers most hit tests from the window without a walk.
    let windowGrid: WindowGrid.Pointer?

    /// The position of `view`, or -1 when it is not in the window.
    @inline(__always)
    func position(of view: ViewID) -> Int32 {
      view.rawValue >= 0 && Int(view.rawValue) < positionCount ? positions[view.index] : -1
    }
  }

  /// Parents with at least this many subviews get a grid.
  static let gridThreshold = 16

  init(_ tree: ViewTree, indexing: Bool) {
    identity = tree.identity
    isIndexed = indexing
    generation = tree.generation
    let order = Self.preorder(tree)
    count = order.views.count
    let nodes = UnsafeMutablePointer<FlatNode>.allocate(capacity: count)
    let linear = UnsafeMutablePointer<LinearPart>.allocate(capacity: count)
    let views = UnsafeMutablePointer<Int32>.allocate(capacity: count)
    let positions = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, tree.nodes.count))
    positions.initialize(repeating: -1, count: tree.nodes.count)
    for (position, view) in order.views.enumerated() {
      let node = tree.nodes[Int(view)]
      var bits: UInt32 = 0
      var region = (minX: node.minX, minY: node.minY, maxX: node.maxX, maxY: node.maxY)
      if node.ineligibility.isEmpty
        && !(region.minX.isNaN || region.minY.isNaN
          || region.maxX.isNaN || region.maxY.isNaN)
      {
        if node.flags.contains(.linear) { bits |= FlatNode.linear }
        if node.flags.contains(.customShape) { bits |= FlatNode.customShape }
      } else {
        // An empty region turns the view down in the rectangle test, with no extra branch. (A
        // NaN edge takes no point either; the grid's boxes rely on regions being NaN-free.)
        bits |= FlatNode.skip
        region = (.infinity, .infinity, -.infinity, -.infinity)
      }
      if node.flags.contains(.passThrough) { bits |= FlatNode.passThrough }
      if order.ends[position] == Int32(position) + 1 { bits |= FlatNode.leaf }
      (nodes + position).initialize(
        to: FlatNode(
          centerX: node.centerX, centerY: node.centerY, offsetX: node.offsetX,
          offsetY: node.offsetY, minX: region.minX, minY: region.minY, maxX: region.maxX,
          maxY: region.maxY, end: order.ends[position], bits: bits))
      (linear + position).initialize(to: tree.linear[Int(view)])
      (views + position).initialize(to: view)
      positions[Int(view)] = Int32(position)
    }
    var builder = ChildGrid.Builder()
    if indexing {
      for position in 0..<count
      where nodes[position].end - Int32(position) > Int32(Self.gridThreshold) {
        builder.index(parent: position, nodes: nodes, linear: linear, tree: tree, views: views)
      }
    }
    let grids = UnsafeMutablePointer<ChildGrid>.allocate(capacity: max(1, builder.grids.count))
    grids.initialize(from: builder.grids, count: builder.grids.count)
    let cellStarts = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, builder.starts.count))
    cellStarts.initialize(from: builder.starts, count: builder.starts.count)
    let cellItems = UnsafeMutablePointer<ChildGrid.Item>.allocate(
      capacity: max(1, builder.items.count))
    cellItems.initialize(from: builder.items, count: builder.items.count)
    for (number, grid) in builder.grids.enumerated() {
      nodes[Int(grid.parent)].bits |= FlatNode.indexed | (UInt32(number) << FlatNode.gridShift)
    }
    var windowGrid: WindowGrid.Pointer? = nil
    if indexing,
      let grid = WindowGrid.build(
        nodes: nodes, count: count, linear: linear, tree: tree, views: views)
    {
      let pointer = UnsafeMutablePointer<WindowGrid>.allocate(capacity: 1)
      pointer.initialize(to: grid)
      windowGrid = WindowGrid.Pointer(address: pointer)
    }
    storage = Storage(
      nodes: nodes, linear: linear, views: views, positions: positions,
      positionCount: tree.nodes.count, grids: grids, cellStarts: cellStarts,
      cellItems: cellItems, passThroughDepth: order.passThroughDepth, windowGrid: windowGrid)
  }

  deinit {
    storage.nodes.deallocate()
    storage.linear.deallocate()
    storage.views.deallocate()
    storage.positions.deallocate()
    storage.grids.deallocate()
    storage.cellStarts.deallocate()
    storage.cellItems.deallocate()
    if let windowGrid = storage.windowGrid?.address {
      windowGrid.pointee.deallocate()
      windowGrid.deinitialize(count: 1)
      windowGrid.deallocate()
    }
  }

  /// Whether this was built from `tree` as it is now.
  func matches(_ tree: ViewTree) -> Bool {
    identity === tree.identity && generation == tree.generation
  }

  /// The window's views in preorder, subviews last to first, with the end of each subtree.
  private static func preorder(_ tree: ViewTree) -> (
    views: [Int32], ends: [Int32], passThroughDepth: Int
  ) {
    var views: [Int32] = []
    var ends: [Int32] = []
    var position = [Int32](repeating: -1, count: tree.nodes.count)
    // Pass-through views on the path to the current view, and the most on any path.
    var passThrough = 0
    var passThroughDepth = 0
    var view = tree.window.rawValue
    func enter(_ view: Int32) {
      position[Int(view)] = Int32(views.count)
      views.append(view)
      ends.append(0)
      if tree.nodes[Int(view)].flags.contains(.passThrough) {
        passThrough += 1
        passThroughDepth = max(passThroughDepth, passThrough)
      }
    }
    enter(view)
    while true {
      let child = tree.nodes[Int(view)].lastChild
      if child >= 0 {
        view = child
        enter(view)
        continue
      }
      // `view` has no subviews: close it and every ancestor it is the back-most subview of.
      while true {
        ends[Int(position[Int(view)])] = Int32(views.count)
        if tree.nodes[Int(view)].flags.contains(.passThrough) { passThrough -= 1 }
        if view == tree.window.rawValue { return (views, ends, passThroughDepth) }
        let previous = tree.nodes[Int(view)].prevSibling
        if previous >= 0 {
          view = previous
          enter(view)
          break
        }
        view = tree.nodes[Int(view)].parent
      }
    }
  }
}

/// One view's hit-test fields in a ``FlatHitTree``: the ``HitNode`` fields the walk reads, hot
/// ones first, with the links replaced by the end of the subtree (72 bytes).
struct FlatNode {
  var centerX: Double
  var centerY: Double
  var offsetX: Double
  var offsetY: Double
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double
  /// The position after the last view of this one's subtree.
  var end: Int32
  /// ``skip``, ``linear``, ``customShape``, ``passThrough``, ``indexed``, ``leaf``, and the
  /// grid number above ``gridShift``.
  var bits: UInt32

  /// Ineligible: hidden, transparent, not interactive, a disabled control, a singular
  /// transform, or animating. Never hit, subtree skipped: its region is stored empty (min +∞,
  /// max −∞), which no point is inside, so the walk needs no test of its own for it.
  static let skip: UInt32 = 1 << 0
  /// Apply the ``LinearPart``.
  static let linear: UInt32 = 1 << 1
  /// Ask the ``HitArea``.
  static let customShape: UInt32 = 1 << 2
  /// Nil where it would answer itself.
  static let passThrough: UInt32 = 1 << 3
  /// Subviews are found through a ``ChildGrid``.
  static let indexed: UInt32 = 1 << 4
  /// No subviews: `end` is the next position. The walk moves past a leaf without reading `end`,
  /// so the next position doesn't wait for this one's load.
  static let leaf: UInt32 = 1 << 5
  /// The walk's slow path: anything but a plain rectangle test.
  static let special: UInt32 = linear | customShape
  static let gridShift: UInt32 = 8

  /// A point in the superview's coordinates in this view's: `(p − center) + offset`, each lane
  /// rounded as the scalar arithmetic of the plain walk and ``ViewTree/explainHitTest(_:from:)``.
  @inline(__always)
  func local(_ point: SIMD2<Double>) -> SIMD2<Double> {
    (point - SIMD2(centerX, centerY)) + SIMD2(offsetX, offsetY)
  }

  /// The half-open rectangle test `min ≤ local < max`, x first: views beside one another are
  /// told apart by x more often than by y on a phone's tall screen.
  @inline(__always)
  func contains(_ local: SIMD2<Double>) -> Bool {
    local.x >= minX && local.x < maxX && local.y >= minY && local.y < maxY
  }

  static let empty = FlatNode(
    centerX: 0, centerY: 0, offsetX: 0, offsetY: 0, minX: 0, minY: 0, maxX: 0, maxY: 0, end: 0,
    bits: 0)
}
