import SimGeometry

/// Hit testing with some views where they are drawn rather than at their model values, as UIKit
/// tests views moved by a property animator that leaves hit testing to it
/// (`isManualHitTestingEnabled` false). The tree is only read: the drawn values go into the
/// tester's own copy of the walk's records, patched for the test and restored after it, so the
/// tree's generation, and with it the flat storage and grids, stay as they are.
extension HitTester {
  /// The walk's records, copied from a tree when it changed, with `saved` holding the records
  /// a test patched until it restores them.
  struct DrawnOverlay: Sendable {
    var nodes: [HitNode] = []
    var linear: [LinearPart] = []
    var source: ObjectIdentifier?
    var generation: UInt64 = 0
    var saved: [(index: Int, node: HitNode, linear: LinearPart)] = []
  }

  /// The view a touch at `point` (window coordinates) lands on when `views` are drawn with
  /// `drawn` (their presentation values, in the same order) and every other view at its model
  /// values. A view an animation keeps from being hit stays so.
  /// - Complexity: O(views visited + `views.count`); O(views in the tree) once after the tree
  ///   changed, to copy the walk's records.
  public mutating func hitTest(
    _ point: Point, in tree: ViewTree, drawing views: [ViewID], at drawn: [ViewProperties]
  ) -> ViewID? {
    precondition(views.count == drawn.count, "one drawn value per view")
    if overlay.source != ObjectIdentifier(tree.identity) || overlay.generation != tree.generation {
      overlay.nodes = tree.nodes
      overlay.linear = tree.linear
      overlay.source = ObjectIdentifier(tree.identity)
      overlay.generation = tree.generation
    }
    overlay.saved.removeAll(keepingCapacity: true)
    for (view, properties) in zip(views, drawn) {
      let index = view.index
      overlay.saved.append((index, overlay.nodes[index], overlay.linear[index]))
      let blocked = overlay.nodes[index].ineligibility.contains(.animating)
      overlay.linear[index] = overlay.nodes[index].update(
        from: properties, minimumAlpha: tree.minimumAlpha)
      if blocked { overlay.nodes[index].ineligibility.insert(.animating) }
    }
    defer {
      for entry in overlay.saved.reversed() {
        overlay.nodes[entry.index] = entry.node
        overlay.linear[entry.index] = entry.linear
      }
    }
    if !isKnownUniquelyReferenced(&scratch) { scratch = HitScratch(capacity: scratch.capacity) }
    var counter = NoVisitCount()
    while true {
      let outcome = overlay.nodes.withUnsafeBufferPointer { nodes in
        overlay.linear.withUnsafeBufferPointer { linear in
          Self.plainWalk(
            from: tree.window.rawValue, point: point, nodes: nodes, linear: linear,
            frames: scratch.frames, capacity: scratch.capacity, tree: tree,
            drawn: (views, drawn), counter: &counter)
        }
      }
      if outcome != Self.overflow { return outcome < 0 ? nil : ViewID(rawValue: outcome) }
      scratch.reserve(scratch.capacity * 2)
    }
  }
}
