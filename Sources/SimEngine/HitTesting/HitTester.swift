import SimGeometry

/// Runs UIKit's `hitTest(_:with:)` over a ``ViewTree`` without recursion and without allocating.
///
/// The walk is UIKit's algorithm, made iterative:
/// 1. a view that is hidden, has user interaction off, alpha below the minimum, is a disabled
///    control or cannot be mapped into is skipped with its whole subtree;
/// 2. so is a view whose `point(inside:)` is false for the point in its own coordinates: a
///    subview hanging outside its superview can't be hit there, `clipsToBounds` or not;
/// 3. subviews are tried from last (front-most) to first, and the first non-nil answer wins;
/// 4. otherwise the answer is the view itself, or nil for a pass-through view.
///
/// Parent links bring the walk back up when a whole subtree answers nil, so the only state is
/// the point in each open ancestor's coordinates: a stack as deep as the tree, kept here and
/// reused, so a tester that has seen a tree's depth once never allocates again.
public struct HitTester: Sendable {
  @usableFromInline var stack: [Point]

  public init() {
    stack = Array(repeating: .zero, count: 64)
  }

  /// The view a touch at `point` (in window coordinates) lands on, or nil.
  /// - Complexity: O(views visited), at most the number of views in the window.
  public mutating func hitTest(_ point: Point, in tree: ViewTree) -> ViewID? {
    hitTest(point, in: tree, from: tree.window)
  }

  /// `start.hitTest(point)`, with `point` in `start`'s superview's coordinates (for the window,
  /// which has none, window coordinates).
  public mutating func hitTest(_ point: Point, in tree: ViewTree, from start: ViewID) -> ViewID? {
    while true {
      let outcome = tree.nodes.withUnsafeBufferPointer { nodes in
        tree.linear.withUnsafeBufferPointer { linear in
          stack.withUnsafeMutableBufferPointer { stack in
            Self.walk(
              from: start.rawValue, point: point, nodes: nodes, linear: linear, stack: stack,
              tree: tree)
          }
        }
      }
      if outcome != Self.overflow { return outcome < 0 ? nil : ViewID(rawValue: outcome) }
      stack.append(contentsOf: repeatElement(.zero, count: stack.count))
    }
  }

  @usableFromInline static let overflow: Int32 = -2

  /// Returns the hit view's index, -1 for none, or ``overflow`` when the stack is too shallow.
  @inlinable
  static func walk(
    from start: Int32, point: Point, nodes: UnsafeBufferPointer<HitNode>,
    linear: UnsafeBufferPointer<LinearPart>, stack: UnsafeMutableBufferPointer<Point>,
    tree: ViewTree
  ) -> Int32 {
    var view = start
    let local = map(point, into: view, nodes: nodes, linear: linear)
    guard accepts(local, view, nodes: nodes, tree: tree) else { return -1 }
    var depth = 0
    stack[0] = local
    var child = nodes[Int(view)].lastChild
    while true {
      while child >= 0 {
        let childPoint = map(stack[depth], into: child, nodes: nodes, linear: linear)
        if accepts(childPoint, child, nodes: nodes, tree: tree) {
          depth += 1
          if depth == stack.count { return overflow }
          stack[depth] = childPoint
          view = child
          child = nodes[Int(view)].lastChild
        } else {
          child = nodes[Int(child)].prevSibling
        }
      }
      // Every subview of `view` answered nil: the answer is `view`, unless it passes touches on.
      if !nodes[Int(view)].flags.contains(.passThrough) { return view }
      if depth == 0 { return -1 }
      child = nodes[Int(view)].prevSibling
      view = nodes[Int(view)].parent
      depth -= 1
    }
  }

  /// `point`, in the superview's coordinates, in `view`'s own: `M·(p − center) + offset`.
  @inlinable @inline(__always)
  static func map(
    _ point: Point, into view: Int32, nodes: UnsafeBufferPointer<HitNode>,
    linear: UnsafeBufferPointer<LinearPart>
  ) -> Point {
    let node = nodes[Int(view)]
    var dx = point.x - node.centerX
    var dy = point.y - node.centerY
    if node.flags.contains(.linear) {
      let m = linear[Int(view)]
      (dx, dy) = (m.a * dx + m.c * dy, m.b * dx + m.d * dy)
    }
    return Point(x: dx + node.offsetX, y: dy + node.offsetY)
  }

  /// The hit-test gate: eligible, and `point(inside:)` holds.
  @inlinable @inline(__always)
  static func accepts(
    _ point: Point, _ view: Int32, nodes: UnsafeBufferPointer<HitNode>, tree: ViewTree
  ) -> Bool {
    let node = nodes[Int(view)]
    guard node.ineligibility.isEmpty else { return false }
    if node.flags.contains(.customShape) {
      // Circles and ellipses include their rim, which touches the rectangle's far edges, so
      // they can't take the half-open rectangle test as a shortcut.
      let properties = tree.properties[Int(view)]
      return properties.hitArea?.contains(point, bounds: properties.bounds) ?? false
    }
    return point.x >= node.minX && point.x < node.maxX && point.y >= node.minY
      && point.y < node.maxY
  }
}

extension ViewTree {
  /// The view a touch at `point` (window coordinates) lands on, as `window.hitTest(point)`.
  ///
  /// Convenient for one-off queries; it allocates its scratch stack each call. Hit-test in a
  /// loop with a ``HitTester`` you keep.
  public func hitTest(_ point: Point) -> ViewID? {
    var tester = HitTester()
    return tester.hitTest(point, in: self)
  }
}
