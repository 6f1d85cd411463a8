import SimGeometry

extension WindowGrid {
  /// The views a ``WindowGrid`` can list, in post-order (front-most subviews first, a view
  /// after its subtree): the order in which the walk would return them.
  ///
  /// A view reached through translations only gets its exact boxes; a transformed or
  /// custom-shaped view stands for its whole subtree with its bounding box and an empty inner
  /// box; a view that can take no point (ineligible, or outside an ancestor's box) is left out
  /// with its subtree, and a pass-through view is left out itself, though its box still bounds
  /// its subviews'.
  struct Entries {
    var records: [Record] = []
    var positions: [Int32] = []
    /// The listed subtrees' ancestors, window first, up to a few per view in all.
    var ancestors: [Int32] = []
    /// The window's outer box.
    var region = Box.empty

    /// What the walk knows on entering a view: the sum of `offset − center` from the window
    /// down (a point `p` in the window is `p + shift` there, up to rounding), a bound on the
    /// magnitudes summed, the depth, and the boxes the view's subviews must fall in.
    private struct Open {
      var end: Int32
      var position: Int32
      var shiftX: Double
      var shiftY: Double
      var magnitude: Double
      var depth: Double
      var outer: Box
      var inner: Box
      /// Whether closing this view lists it.
      var listed: Bool
    }

    init?(
      nodes: UnsafeMutablePointer<FlatNode>, count: Int, linear: UnsafeMutablePointer<LinearPart>,
      tree: ViewTree, views: UnsafeMutablePointer<Int32>
    ) {
      let window = nodes[0]
      // The window's own box bounds every point the grid answers for, and so the rounding.
      let windowShiftX = window.offsetX - window.centerX
      let windowShiftY = window.offsetY - window.centerY
      let reach =
        max(
          abs(window.minX - windowShiftX), abs(window.maxX - windowShiftX),
          abs(window.minY - windowShiftY), abs(window.maxY - windowShiftY)) * 2 + 1
      guard reach.isFinite else { return nil }
      var stack: [Open] = []
      let root = Open(
        end: Int32(count), position: -1, shiftX: 0, shiftY: 0, magnitude: reach, depth: 0,
        outer: .everywhere, inner: .everywhere, listed: false)
      var position = 0
      while position < count {
        while let last = stack.last, last.end <= Int32(position) {
          close(stack.removeLast())
        }
        let parent = stack.last ?? root
        let node = nodes[position]
        let end = Int(node.end)
        if node.bits & FlatNode.skip != 0 {
          position = end
          continue
        }
        if node.bits & FlatNode.special != 0 {
          // The subtree as one entry, bounded by the view's box in its superview's coordinates.
          let parentNode = nodes[Int(parent.position)]
          let local = ChildGrid.Builder.bounds(
            of: position, nodes: nodes, linear: linear, tree: tree, views: views,
            in: ChildGrid.Box(
              minX: parentNode.minX, minY: parentNode.minY, maxX: parentNode.maxX,
              maxY: parentNode.maxY))
          if let local {
            var outer = parent.outer
            if !local.everywhere {
              let pad = Self.rounding(
                parent.depth + 1,
                parent.magnitude + abs(parent.shiftX) + abs(parent.shiftY)
                  + max(abs(local.minX), abs(local.maxX), abs(local.minY), abs(local.maxY)))
              outer = outer.intersection(
                Box(
                  minX: local.minX - parent.shiftX - pad, minY: local.minY - parent.shiftY - pad,
                  maxX: local.maxX - parent.shiftX + pad, maxY: local.maxY - parent.shiftY + pad))
            }
            if !outer.isEmpty {
              var record = Record(outer: outer, inner: .empty, subtree: Int32(position))
              // The open views are the ancestors, window first; beyond the share, a walk finds
              // them through the tree's links.
              if ancestors.count + stack.count <= 4 * count + 1_024 {
                record.ancestors = Int32(ancestors.count)
                record.ancestorCount = Int32(stack.count)
                for open in stack { ancestors.append(open.position) }
              }
              append(record, Int32(position))
            }
          }
          position = end
          continue
        }
        let shiftX = parent.shiftX + (node.offsetX - node.centerX)
        let shiftY = parent.shiftY + (node.offsetY - node.centerY)
        let magnitude =
          parent.magnitude + abs(node.offsetX) + abs(node.centerX) + abs(node.offsetY)
          + abs(node.centerY)
        let depth = parent.depth + 1
        let pad = Self.rounding(
          depth,
          magnitude + abs(shiftX) + abs(shiftY) + abs(node.minX) + abs(node.maxX)
            + abs(node.minY) + abs(node.maxY))
        guard pad.isFinite else { return nil }
        let outer = parent.outer.intersection(
          Box(
            minX: node.minX - shiftX - pad, minY: node.minY - shiftY - pad,
            maxX: node.maxX - shiftX + pad, maxY: node.maxY - shiftY + pad))
        if outer.isEmpty {
          position = end
          continue
        }
        let inner = parent.inner.intersection(
          Box(
            minX: node.minX - shiftX + pad, minY: node.minY - shiftY + pad,
            maxX: node.maxX - shiftX - pad, maxY: node.maxY - shiftY - pad))
        let open = Open(
          end: node.end, position: Int32(position), shiftX: shiftX, shiftY: shiftY,
          magnitude: magnitude, depth: depth, outer: outer, inner: inner,
          listed: node.bits & FlatNode.passThrough == 0)
        if position == 0 { region = outer }
        if end == position + 1 {
          close(open)
        } else {
          stack.append(open)
        }
        position += 1
      }
      while let last = stack.popLast() { close(last) }
      guard !region.isEmpty else { return nil }
    }

    private mutating func close(_ open: Open) {
      guard open.listed else { return }
      append(Record(outer: open.outer, inner: open.inner), open.position)
    }

    private mutating func append(_ record: Record, _ position: Int32) {
      records.append(record)
      positions.append(position)
    }

    /// A bound, generously over, on how far the walk's rounding can move a point `depth` views
    /// down, whose arithmetic handled magnitudes summing to at most `magnitude`: two roundings
    /// a view, each within 2⁻⁵³ of the largest magnitude, and the rounding of the box itself.
    static func rounding(_ depth: Double, _ magnitude: Double) -> Double {
      8 * (depth + 2) * magnitude * 0x1p-52 + 0x1p-1000
    }
  }
}
