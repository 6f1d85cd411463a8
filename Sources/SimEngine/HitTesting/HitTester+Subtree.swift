import SimGeometry

extension HitTester {
  /// What the subtree at `cursor.subtree` answers for `point` in window coordinates (a view's
  /// raw ID), or -1 when an ancestor turns the point down or the subtree answers nil. The
  /// ancestors' conversions are replayed from the window exactly as the walk makes them, so
  /// the subtree sees the walk's point to the last bit.
  @inline(never)
  mutating func walkSubtree<Counter: VisitCounter>(
    _ cursor: WindowGrid.Cursor, of grid: WindowGrid, _ point: Point, _ tree: ViewTree,
    counter: inout Counter
  ) -> Int32 {
    guard let storage else { return -1 }
    let position = cursor.subtree
    let frames: UnsafeMutablePointer<HitFrame>?
    let ancestors: UnsafeMutablePointer<Int32>
    let depth: Int
    if cursor.ancestorCount >= 0 && storage.passThroughDepth == 0 {
      // The usual case: the grid stored the ancestors, and the walk needs no frames.
      frames = nil
      ancestors = grid.ancestors + Int(cursor.ancestors)
      depth = Int(cursor.ancestorCount)
    } else {
      if !isKnownUniquelyReferenced(&scratch) {
        scratch = HitScratch(capacity: scratch.capacity)
      }
      scratch.reserve(storage.passThroughDepth + 1)
      frames = storage.passThroughDepth > 0 ? scratch.frames : nil
      if cursor.ancestorCount >= 0 {
        ancestors = grid.ancestors + Int(cursor.ancestors)
        depth = Int(cursor.ancestorCount)
      } else {
        depth = Self.ancestors(of: position, storage, tree, into: &scratch)
        ancestors = scratch.ancestors
      }
    }
    // Every ancestor is an eligible, untransformed rectangle: the grid lists only such paths.
    var local = SIMD2(point.x, point.y)
    for level in 0..<depth {
      counter.visit()
      let node = storage.nodes[Int(ancestors[level])]
      local = node.local(local)
      guard node.contains(local) else { return -1 }
    }
    let view = storage.nodes + Int(position)
    if view.pointee.bits & FlatNode.leaf != 0 {
      // A transformed or custom-shaped view with no subviews (a badge, a round avatar): its
      // own test decides.
      counter.visit()
      guard Self.slowTest(view, local, storage, tree).inside,
        view.pointee.bits & FlatNode.passThrough == 0
      else { return -1 }
      return storage.views[Int(position)]
    }
    let hit = Self.walk(
      from: position, point: Point(x: local.x, y: local.y), storage: storage, tree: tree,
      frames: frames, counter: &counter)
    return hit < 0 ? -1 : storage.views[Int(hit)]
  }

  /// Writes the positions of the ancestors of the view at `position` into `scratch`, window
  /// first, through the tree's links; returns how many.
  static func ancestors(
    of position: Int32, _ storage: FlatHitTree.Storage, _ tree: ViewTree,
    into scratch: inout HitScratch
  ) -> Int {
    let view = storage.views[Int(position)]
    var depth = 0
    var ancestor = tree.nodes[Int(view)].parent
    while ancestor >= 0 {
      depth += 1
      ancestor = tree.nodes[Int(ancestor)].parent
    }
    scratch.reserveAncestors(depth)
    var index = depth
    ancestor = tree.nodes[Int(view)].parent
    while ancestor >= 0 {
      index -= 1
      scratch.ancestors[index] = storage.positions[Int(ancestor)]
      ancestor = tree.nodes[Int(ancestor)].parent
    }
    return depth
  }
}
