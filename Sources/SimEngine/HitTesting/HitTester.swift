import SimGeometry

/// Runs UIKit's `hitTest(_:with:)` over a ``ViewTree`` without recursion and without allocating.
///
/// The walk is UIKit's algorithm, made iterative:
/// 1. a view that is hidden, has user interaction off, alpha below the minimum, is a disabled
///    control, is animating or cannot be mapped into is skipped with its whole subtree;
/// 2. so is a view whose `point(inside:)` is false for the point in its own coordinates: a
///    subview hanging outside its superview can't be hit there, `clipsToBounds` or not;
/// 3. subviews are tried from last (front-most) to first, and the first non-nil answer wins;
/// 4. otherwise the answer is the view itself, or nil for a pass-through view.
///
/// A tester keeps the window's views in hit-test order (``FlatHitTree``: preorder, front-most
/// subview first, each view's subtree a contiguous run) and a grid over each view with many
/// subviews (``ChildGrid``), built from the tree and rebuilt when its ``ViewTree/generation``
/// changes. Until a rebuild would pay for itself the tester walks the tree's own links instead
/// (the plain walk), so a tree that changes between every query costs at most about twice that;
/// ``prepare(_:)`` rebuilds at once.
/// Every mode gives the same answers. Keep one tester per tree and reuse it: once it has seen
/// the tree, a hit test allocates nothing.
public struct HitTester: Sendable {
  /// How the tester walks.
  public enum Mode: Hashable, Sendable {
    /// The flat storage, with a grid for views with many subviews: the default.
    case indexed
    /// The flat storage, trying every subview in turn.
    case flat
    /// The tree's own links, trying every subview in turn, with no derived storage.
    case plain
  }

  /// How this tester walks; changing it only changes the speed.
  public var mode: Mode {
    didSet { windowGrid = currentWindowGrid }
  }
  /// The flat storage, with the key of the tree it was built from and its pointers copied out,
  /// so a hit test checks it and reads it without touching a reference count. `flat` keeps the
  /// identity object alive, so the identifier can't be reused by another tree while it's here.
  var flat: FlatHitTree?
  var builtFor: ObjectIdentifier?
  var builtGeneration: UInt64 = 0
  var builtIndexed = false
  var storage: FlatHitTree.Storage?
  /// `storage`'s grid over the window while the mode is ``Mode/indexed``, so the common query
  /// checks one pointer and the tree's key.
  var windowGrid: WindowGrid.Pointer?
  var scratch: HitScratch
  /// The views the plain walk has visited since `flat` went stale. A rebuild happens once they
  /// cost as much as one would (ski rental), so a tree that changes between every query costs
  /// at most about twice the plain walk.
  var staleWork = 0
  /// The walk's records with some views where they are drawn (``hitTest(_:in:drawing:at:)``).
  var overlay = DrawnOverlay()
  /// A rebuild's cost per view in plain-walk visits: 25 to 130 ns against 3 to 6 ns measured
  /// (`simreplay-bench --build-time`: app-like tree, 100,000-deep chain), up to about 260 ns
  /// on a 1,000-deep chain and 800 on a 100,000-subview grid when the allocator hands back
  /// fresh pages each build (about 100 and 300 without the page faults).
  static let rebuildCostPerView = 16

  public init(mode: Mode = .indexed) {
    self.mode = mode
    scratch = HitScratch(capacity: 16)
  }

  /// The view a touch at `point` (in window coordinates) lands on, or nil.
  /// - Complexity: O(views visited), at most the number of views in the window; with the grid,
  ///   about the depth of the answer for views laid out side by side.
  public mutating func hitTest(_ point: Point, in tree: ViewTree) -> ViewID? {
    var counter = NoVisitCount()
    return run(point, in: tree, from: tree.window, counter: &counter)
  }

  /// `start.hitTest(point)`, with `point` in `start`'s superview's coordinates (for the window,
  /// which has none, window coordinates).
  public mutating func hitTest(_ point: Point, in tree: ViewTree, from start: ViewID) -> ViewID? {
    var counter = NoVisitCount()
    return run(point, in: tree, from: start, counter: &counter)
  }

  /// ``hitTest(_:in:)``, adding the number of views whose hit test ran (eligible or not) to
  /// `visited`: for profiling.
  public mutating func hitTest(_ point: Point, in tree: ViewTree, visited: inout Int) -> ViewID? {
    var counter = VisitCount()
    defer { visited += counter.count }
    return run(point, in: tree, from: tree.window, counter: &counter)
  }

  /// Builds the flat storage (and grids) for `tree` now rather than when it pays for itself.
  public mutating func prepare(_ tree: ViewTree) {
    guard mode != .plain, !isCurrent(for: tree) else { return }
    let built = FlatHitTree(tree, indexing: mode == .indexed)
    flat = built
    builtFor = ObjectIdentifier(built.identity)
    builtGeneration = built.generation
    builtIndexed = built.isIndexed
    storage = built.storage
    windowGrid = currentWindowGrid
    staleWork = 0
  }

  /// The storage's grid over the window, when it was built indexed and the mode still is.
  private var currentWindowGrid: WindowGrid.Pointer? {
    mode == .indexed && builtIndexed ? storage?.windowGrid : nil
  }

  /// Whether the flat storage is `tree`'s as it is now, in this mode.
  @inline(__always)
  func isCurrent(for tree: ViewTree) -> Bool {
    builtFor == ObjectIdentifier(tree.identity) && builtGeneration == tree.generation
      && builtIndexed == (mode == .indexed)
  }

  @inline(__always)
  private mutating func run<Counter: VisitCounter>(
    _ point: Point, in tree: ViewTree, from start: ViewID, counter: inout Counter
  ) -> ViewID? {
    // Most hit tests from the window end in its grid, without a walk; a transformed or
    // custom-shaped subtree under the point is walked alone. (`windowGrid` is set only while
    // the storage was built indexed and the mode is indexed.)
    if start == tree.window, let grid = windowGrid, builtFor == ObjectIdentifier(tree.identity),
      builtGeneration == tree.generation
    {
      var cursor = WindowGrid.Cursor()
      var looks = 0
      var hit = grid.address.pointee.answer(point.x, point.y, &cursor, looks: &looks)
      while hit == WindowGrid.subtree {
        let found = walkSubtree(cursor, of: grid.address.pointee, point, tree, counter: &counter)
        if found >= 0 {
          hit = found
          break
        }
        hit = grid.address.pointee.answer(point.x, point.y, &cursor, looks: &looks)
      }
      counter.add(looks)
      if hit >= -1 { return hit < 0 ? nil : ViewID(rawValue: hit) }
    }
    return walk(point, in: tree, from: start, counter: &counter)
  }

  /// The hit test without the window's grid: the flat walk over current storage (rebuilt once
  /// that pays for itself), or the plain walk over the tree's links. Out of line, so the
  /// grid's path above stays small.
  @inline(never)
  private mutating func walk<Counter: VisitCounter>(
    _ point: Point, in tree: ViewTree, from start: ViewID, counter: inout Counter
  ) -> ViewID? {
    if mode != .plain {
      if !isCurrent(for: tree) && staleWork / Self.rebuildCostPerView >= tree.count {
        prepare(tree)
      }
      if isCurrent(for: tree), let storage {
        let position = start == tree.window ? 0 : storage.position(of: start)
        if position >= 0 {
          var frames: UnsafeMutablePointer<HitFrame>? = nil
          if storage.passThroughDepth > 0 {
            if !isKnownUniquelyReferenced(&scratch) {
              scratch = HitScratch(capacity: scratch.capacity)
            }
            scratch.reserve(storage.passThroughDepth + 1)
            frames = scratch.frames
          }
          let hit = Self.walk(
            from: position, point: point, storage: storage, tree: tree, frames: frames,
            counter: &counter)
          return hit < 0 ? nil : ViewID(rawValue: storage.views[Int(hit)])
        }
      }
    }
    var visits = VisitCount()
    let hit = plainHitTest(point, in: tree, from: start, counter: &visits)
    staleWork &+= visits.count
    counter.add(visits.count)
    return hit
  }

  /// The flat walk: the hit position, or -1 for none.
  ///
  /// The open view's subviews are tried either as a run of positions (a view that takes the
  /// point is opened by moving to the next position, one that doesn't is skipped by jumping to
  /// its `end`) or, for an indexed view, as the list of the grid cell under the point. Opening a
  /// view forgets its parent, since the answer is then in its subtree, except for a
  /// pass-through view, whose subtree may answer nil: then where the parent stood goes on
  /// `frames`, to go on with the subviews behind it. The walk starts in a stand-in parent (-1)
  /// whose only subview is `start`.
  static func walk<Counter: VisitCounter>(
    from start: Int32, point: Point, storage flat: FlatHitTree.Storage, tree: ViewTree,
    frames: UnsafeMutablePointer<HitFrame>?, counter: inout Counter
  ) -> Int32 {
    typealias Node = UnsafeMutablePointer<FlatNode>
    let nodes = flat.nodes
    var point = SIMD2(point.x, point.y)
    // The open view (nil for the stand-in parent), the next subview to try, and the end of the
    // open view's subtree, as pointers: moving past a leaf is one addition.
    var current: Node? = nil
    var next = nodes + Int(start)
    var end = nodes + Int(next.pointee.end)
    // In list mode, the open view's cell list still to try: cellItems[cursor..<stop].
    var cursor: Int32 = -1
    var stop: Int32 = -1
    var depth = 0
    while true {
      var taken: Node? = nil
      var local = SIMD2<Double>.zero
      // The loops leave views that need more than a rectangle test (transformed or
      // custom-shaped) to `slowTest` below, so they make no calls and keep the point in
      // registers.
      var special: Node? = nil
      if cursor < 0 {
        while next != end {
          counter.visit()
          let bits = next.pointee.bits
          if bits & FlatNode.special != 0 {
            special = next
            break
          }
          let candidate = next.pointee.local(point)
          if next.pointee.contains(candidate) {
            if bits & (FlatNode.passThrough | FlatNode.indexed) == 0 {
              // The common case: open it and try its subviews.
              current = next
              point = candidate
              end = nodes + Int(next.pointee.end)
              next += 1
              continue
            }
            local = candidate
            taken = next
            break
          }
          if _fastPath(bits & FlatNode.leaf != 0) {
            next += 1
          } else {
            next = nodes + Int(next.pointee.end)
          }
        }
        if let view = special {
          let test = slowTest(view, point, flat, tree)
          if test.inside {
            local = test.local
            taken = view
          } else {
            next = nodes + Int(view.pointee.end)
            continue
          }
        }
      } else {
        while cursor != stop {
          let item = flat.cellItems[Int(cursor)]
          guard item.mayContain(point.x, point.y) else {
            cursor &+= 1
            continue
          }
          counter.visit()
          let view = nodes + Int(item.position)
          if view.pointee.bits & FlatNode.special != 0 {
            special = view
            break
          }
          let candidate = view.pointee.local(point)
          if view.pointee.contains(candidate) {
            local = candidate
            taken = view
            break
          }
          cursor &+= 1
        }
        if let view = special {
          let test = slowTest(view, point, flat, tree)
          if test.inside {
            local = test.local
            taken = view
          } else {
            cursor &+= 1
            continue
          }
        }
      }
      if let view = taken {
        let bits = view.pointee.bits
        if bits & FlatNode.passThrough != 0 {
          frames.unsafelyUnwrapped[depth] = HitFrame(
            x: point.x, y: point.y, view: current.map { Int32($0 - nodes) } ?? -1,
            end: Int32(end - nodes), cursor: cursor, stop: stop)
          depth += 1
        }
        current = view
        point = local
        end = nodes + Int(view.pointee.end)
        if bits & FlatNode.indexed != 0 {
          let grid = flat.grids[Int(bits >> FlatNode.gridShift)]
          let cell = Int(grid.firstCell) + grid.cell(local.x, local.y)
          cursor = flat.cellStarts[cell]
          stop = flat.cellStarts[cell + 1]
        } else {
          cursor = -1
          next = view + 1
        }
        continue
      }
      // Every subview of the open view answered nil: it answers itself, unless it passes
      // touches through; then its parent goes on with the subviews behind it.
      guard let view = current else { return -1 }
      if view.pointee.bits & FlatNode.passThrough == 0 { return Int32(view - nodes) }
      depth -= 1
      let frame = frames.unsafelyUnwrapped[depth]
      next = nodes + Int(view.pointee.end)
      current = frame.view < 0 ? nil : nodes + Int(frame.view)
      point = SIMD2(frame.x, frame.y)
      end = nodes + Int(frame.end)
      cursor = frame.cursor
      stop = frame.stop
      if cursor >= 0 { cursor += 1 }
    }
  }

  /// The test for an eligible view that is transformed or custom-shaped: whether it takes the
  /// point, and the point in its coordinates.
  @inline(never)
  static func slowTest(
    _ view: UnsafeMutablePointer<FlatNode>, _ point: SIMD2<Double>, _ flat: FlatHitTree.Storage,
    _ tree: ViewTree
  ) -> (inside: Bool, local: SIMD2<Double>) {
    let position = view - flat.nodes
    let node = view.pointee
    var dx = point.x - node.centerX
    var dy = point.y - node.centerY
    if node.bits & FlatNode.linear != 0 {
      let m = flat.linear[position]
      (dx, dy) = (m.a * dx + m.c * dy, m.b * dx + m.d * dy)
    }
    let local = SIMD2(dx + node.offsetX, dy + node.offsetY)
    if node.bits & FlatNode.customShape != 0 {
      let properties = tree.properties[Int(flat.views[position])]
      let inside =
        properties.hitArea?.contains(Point(x: local.x, y: local.y), bounds: properties.bounds)
        ?? false
      return (inside, local)
    }
    return (node.contains(local), local)
  }
}

extension ViewTree {
  /// The view a touch at `point` (window coordinates) lands on, as `window.hitTest(point)`.
  ///
  /// Convenient for one-off queries: the plain walk over the tree's links, with a scratch stack
  /// allocated each call. Hit-test in a loop with a ``HitTester`` you keep.
  public func hitTest(_ point: Point) -> ViewID? {
    var tester = HitTester(mode: .plain)
    return tester.hitTest(point, in: self)
  }
}
