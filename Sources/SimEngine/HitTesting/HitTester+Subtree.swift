import SimGeometry

extension HitTester {
  /// What the subtree at `position` answers for `point` in window coordinates (a view's raw
  /// ID), or -1 when an ancestor turns the point down or the subtree answers nil. The
  /// ancestors' conversions are replayed from the window exactly as the walk makes them, so
  /// the subtree sees the walk's point to the last bit.
  @inline(never)
  mutating func walkSubtree<Counter: VisitCounter>(
    at position: Int32, _ point: Point, _ tree: ViewTree, counter: inout Counter
  ) -> Int32 {
    guard let storage else { return -1 }
    let view = storage.views[Int(position)]
    var depth = 0
    var ancestor = tree.nodes[Int(view)].parent
    while ancestor >= 0 {
      depth += 1
      ancestor = tree.nodes[Int(ancestor)].parent
    }
    if !isKnownUniquelyReferenced(&scratch) {
      scratch = HitScratch(capacity: scratch.capacity)
    }
    scratch.reserve(storage.passThroughDepth + 1)
    scratch.reserveAncestors(depth)
    let ancestors = scratch.ancestors
    var index = depth
    ancestor = tree.nodes[Int(view)].parent
    while ancestor >= 0 {
      index -= 1
      ancestors[index] = storage.positions[Int(ancestor)]
      ancestor = tree.nodes[Int(ancestor)].parent
    }
    // Every ancestor is an eligible, untransformed rectangle: the grid lists only such paths.
    var local = SIMD2(point.x, point.y)
    for level in 0..<depth {
      counter.visit()
      let node = storage.nodes[Int(ancestors[level])]
      local = node.local(local)
      guard node.contains(local) else { return -1 }
    }
    let hit = Self.walk(
      from: position, point: Point(x: local.x, y: local.y), storage: storage, tree: tree,
      frames: storage.passThroughDepth > 0 ? scratch.frames : nil, counter: &counter)
    return hit < 0 ? -1 : storage.views[Int(hit)]
  }
}
