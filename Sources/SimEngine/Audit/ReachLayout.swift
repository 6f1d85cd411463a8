import SimGeometry

/// What an audit reads of a tree once, for every control: each view's place in preorder (to
/// tell a view's descendants by a range), whether hit testing can reach into it at all, and
/// where its hit region lies in window coordinates when that is an axis-aligned rectangle.
///
/// Built in one preorder pass, parents before children, so each view's shift is its parent's
/// plus its own step: linear in the views, whatever the depth.
struct ReachLayout {
  /// A view's hit region as the walk tests it.
  enum Region {
    /// Never tested where it matters: it or an ancestor is skipped, it is not in the window,
    /// or an ancestor is transformed or custom-shaped (its region decides first; see `dense`).
    case none
    /// The half-open rectangle, in window coordinates.
    case rectangle(Rect)
    /// A transformed or custom-shaped view: its region is no rectangle, so every sample in this
    /// box (window coordinates, around its whole hit region) is tested on its own, except in
    /// `hole`, a rectangle well inside a circle or ellipse that is not turned, where the
    /// view's test always passes and its subviews' edges are known.
    case dense(Rect, hole: Rect?)
  }

  /// Preorder position of each view (by raw ID), -1 outside the window.
  var order: [Int32]
  /// The preorder position past each view's subtree (by raw ID).
  var end: [Int32]
  /// By raw ID.
  var regions: [Region]
  /// Window point + shift = the point in the view's coordinates, for views reached through
  /// axis-aligned ancestors only (by raw ID; meaningless elsewhere).
  var shift: [Point]
  /// By raw ID: the view or an ancestor is transformed (not a pure translation).
  var curved: [Bool]
  /// The views in the window, in preorder.
  var preorder: [ViewID]

  init(_ tree: ViewTree) {
    let count = tree.count
    order = Array(repeating: -1, count: count)
    end = Array(repeating: -1, count: count)
    regions = Array(repeating: .none, count: count)
    shift = Array(repeating: .zero, count: count)
    curved = Array(repeating: false, count: count)
    let (views, depths) = tree.windowPreorder()
    preorder = views
    var live = Array(repeating: false, count: count)
    // Open ancestors by depth, to close their ranges as the walk leaves them.
    var open: [Int32] = []
    for (position, view) in views.enumerated() {
      let raw = Int(view.rawValue)
      let depth = depths[position]
      while open.count > depth {
        end[Int(open.removeLast())] = Int32(position)
      }
      open.append(view.rawValue)
      order[raw] = Int32(position)
      let node = tree.nodes[raw]
      let parent = Int(node.parent)
      let parentLive = view == tree.window || (parent >= 0 && live[parent])
      let parentCurved = parent >= 0 && view != tree.window && curved[parent]
      let parentShift = parent >= 0 && view != tree.window ? shift[parent] : .zero
      let turned = node.flags.contains(.linear)
      let special = turned || node.flags.contains(.customShape)
      curved[raw] = parentCurved || turned
      shift[raw] = Point(
        x: parentShift.x + node.offsetX - node.centerX,
        y: parentShift.y + node.offsetY - node.centerY)
      live[raw] = parentLive && node.ineligibility.isEmpty
      guard live[raw], !parentCurved else { continue }
      if special {
        regions[raw] = .dense(
          Self.windowBox(of: view, in: tree),
          hole: turned ? nil : Self.hole(of: view, in: tree, shift: shift[raw]))
      } else {
        regions[raw] = .rectangle(
          Rect(
            x: node.minX - shift[raw].x, y: node.minY - shift[raw].y,
            width: node.maxX - node.minX, height: node.maxY - node.minY))
      }
    }
    while let last = open.popLast() { end[Int(last)] = Int32(views.count) }
  }

  /// The box in window coordinates around a view's bounds and its hit region, through every
  /// transform on the way.
  static func windowBox(of view: ViewID, in tree: ViewTree) -> Rect {
    let properties = tree[view]
    let bounds = properties.bounds
    let region = bounds.inset(by: properties.hitArea?.insets ?? .zero)
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for rect in [bounds, region] {
      for corner in [
        Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
        Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
      ] {
        let point = tree.convert(toWindow: corner, from: view)
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
      }
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .zero }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The rectangle, in window coordinates, inscribed in an untransformed view's circle or
  /// ellipse less half a point on each side: every sample in it is inside the shape whatever
  /// the rounding. Nil with exclusions.
  static func hole(of view: ViewID, in tree: ViewTree, shift: Point) -> Rect? {
    let properties = tree[view]
    guard let area = properties.hitArea, area.exclude.isEmpty else { return nil }
    let region = properties.bounds.inset(by: area.insets)
    var halfWidth = region.width / 2
    var halfHeight = region.height / 2
    if area.shape == .circle {
      halfWidth = min(halfWidth, halfHeight)
      halfHeight = halfWidth
    }
    let margin = 0.5
    let w = halfWidth / 2.0.squareRoot() - margin
    let h = halfHeight / 2.0.squareRoot() - margin
    guard w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
    return Rect(
      x: region.midX - w - shift.x, y: region.midY - h - shift.y, width: 2 * w, height: 2 * h)
  }

  /// Whether `view` is `ancestor` or inside it.
  @inline(__always)
  func isWithin(_ view: ViewID, _ ancestor: ViewID) -> Bool {
    let position = order[view.index]
    return position >= order[ancestor.index] && position < end[ancestor.index]
  }
}
