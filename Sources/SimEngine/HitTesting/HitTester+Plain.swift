import SimGeometry

/// The plain walk: UIKit's algorithm over the tree's own links (last child, previous sibling,
/// parent), with no derived storage. The flat walk must give exactly its answers.
extension HitTester {
  mutating func plainHitTest<Counter: VisitCounter>(
    _ point: Point, in tree: ViewTree, from start: ViewID, counter: inout Counter
  ) -> ViewID? {
    if !isKnownUniquelyReferenced(&scratch) { scratch = HitScratch(capacity: scratch.capacity) }
    while true {
      let outcome = tree.nodes.withUnsafeBufferPointer { nodes in
        tree.linear.withUnsafeBufferPointer { linear in
          Self.plainWalk(
            from: start.rawValue, point: point, nodes: nodes, linear: linear,
            frames: scratch.frames, capacity: scratch.capacity, tree: tree, drawn: ([], []),
            counter: &counter)
        }
      }
      if outcome != Self.overflow { return outcome < 0 ? nil : ViewID(rawValue: outcome) }
      scratch.reserve(scratch.capacity * 2)
    }
  }

  static let overflow: Int32 = -2

  /// Returns the hit view's index, -1 for none, or ``overflow`` when the stack is too shallow.
  static func plainWalk<Counter: VisitCounter>(
    from start: Int32, point: Point, nodes: UnsafeBufferPointer<HitNode>,
    linear: UnsafeBufferPointer<LinearPart>, frames: UnsafeMutablePointer<HitFrame>,
    capacity: Int, tree: ViewTree, drawn: (views: [ViewID], properties: [ViewProperties]),
    counter: inout Counter
  ) -> Int32 {
    var view = start
    counter.visit()
    let local = map(point, into: view, nodes: nodes, linear: linear)
    guard accepts(local, view, nodes: nodes, tree: tree, drawn: drawn) else { return -1 }
    var depth = 0
    frames[0].x = local.x
    frames[0].y = local.y
    var child = nodes[Int(view)].lastChild
    while true {
      while child >= 0 {
        counter.visit()
        let childPoint = map(
          Point(x: frames[depth].x, y: frames[depth].y), into: child, nodes: nodes, linear: linear)
        if accepts(childPoint, child, nodes: nodes, tree: tree, drawn: drawn) {
          depth += 1
          if depth == capacity { return overflow }
          frames[depth].x = childPoint.x
          frames[depth].y = childPoint.y
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
  @inline(__always)
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

  /// The hit-test gate: eligible, and `point(inside:)` holds. A custom shape is read from the
  /// view's `drawn` properties when it has some, else from the tree.
  @inline(__always)
  static func accepts(
    _ point: Point, _ view: Int32, nodes: UnsafeBufferPointer<HitNode>, tree: ViewTree,
    drawn: (views: [ViewID], properties: [ViewProperties])
  ) -> Bool {
    let node = nodes[Int(view)]
    guard node.ineligibility.isEmpty else { return false }
    if node.flags.contains(.customShape) {
      // Circles and ellipses include their rim, which touches the rectangle's far edges, so
      // they can't take the half-open rectangle test as a shortcut.
      let properties =
        drawn.views.firstIndex(of: ViewID(rawValue: view)).map { drawn.properties[$0] }
        ?? tree.properties[Int(view)]
      return properties.hitArea?.contains(point, bounds: properties.bounds) ?? false
    }
    return point.x >= node.minX && point.x < node.maxX && point.y >= node.minY
      && point.y < node.maxY
  }
}
