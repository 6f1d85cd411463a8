import SimGeometry

/// A view as a frame draws it: its bounds' four corners in window coordinates, from its
/// presentation values (what is on screen) and those of every superview, and the properties
/// that decide whether it is drawn and touchable. Recorded only when
/// ``Simulation/recordsViewGeometry`` is on.
public struct ViewGeometry: Hashable, Sendable {
  public let view: ViewID
  /// The number of superviews above the view (the window's depth is 0).
  public let depth: Int
  /// The bounds' corners in window coordinates. With a rotation or a shear the four make a
  /// parallelogram, not a rectangle; a scroll view's bounds origin moves its subviews, not them.
  public let topLeft: Point
  public let topRight: Point
  public let bottomRight: Point
  public let bottomLeft: Point
  /// The view's own presentation alpha (not multiplied by its superviews').
  public let alpha: Double
  public let isHidden: Bool
  public let isUserInteractionEnabled: Bool
  /// Whether it is a `UIControl` (a button included), and whether it is enabled.
  public let isControl: Bool
  public let isEnabled: Bool

  /// The corners in drawing order: top left, top right, bottom right, bottom left.
  public var corners: [Point] { [topLeft, topRight, bottomRight, bottomLeft] }
}

/// Every view's window-space geometry, for reports that draw frames.
extension Simulation {
  /// Every view in the window (the window first) in hit-test order: preorder, each view before
  /// its subviews and the subviews back to front. The walk follows the tree's links and keeps
  /// one transform per open ancestor on an explicit stack, so a 100,000-deep tree needs no
  /// recursion; presentation values are read in one batch.
  public func viewGeometry() -> [ViewGeometry] {
    let (order, depths) = tree.windowPreorder()
    let drawn = presentations(of: order)
    var result: [ViewGeometry] = []
    result.reserveCapacity(order.count)
    // toWindow[d]: the open ancestor at depth d's own coordinates to window coordinates.
    var toWindow: [AffineTransform] = []
    for (index, view) in order.enumerated() {
      let depth = depths[index]
      let properties = drawn[index]
      toWindow.removeLast(toWindow.count - depth)
      let matrix: AffineTransform
      if let parent = toWindow.last {
        matrix = Self.toSuperview(properties).concatenating(parent)
      } else {
        matrix = .identity  // the window: its coordinates are window coordinates
      }
      toWindow.append(matrix)
      let b = properties.bounds
      result.append(
        ViewGeometry(
          view: view, depth: depth,
          topLeft: matrix.apply(to: Point(x: b.minX, y: b.minY)),
          topRight: matrix.apply(to: Point(x: b.maxX, y: b.minY)),
          bottomRight: matrix.apply(to: Point(x: b.maxX, y: b.maxY)),
          bottomLeft: matrix.apply(to: Point(x: b.minX, y: b.maxY)),
          alpha: properties.alpha, isHidden: properties.isHidden,
          isUserInteractionEnabled: properties.isUserInteractionEnabled,
          isControl: properties.viewClass.isControl, isEnabled: properties.isEnabled))
    }
    return result
  }

  /// The view's coordinates to its superview's, as Core Animation composes them: subtract the
  /// anchor point's place in the bounds, apply the transform, add the position (`center`).
  static func toSuperview(_ properties: ViewProperties) -> AffineTransform {
    let bounds = properties.bounds
    let anchorX = bounds.minX + properties.anchorPoint.x * bounds.width
    let anchorY = bounds.minY + properties.anchorPoint.y * bounds.height
    return AffineTransform(translationX: -anchorX, y: -anchorY)
      .concatenating(properties.transform)
      .concatenating(AffineTransform(translationX: properties.center.x, y: properties.center.y))
  }
}

/// Where a view is drawn now, for touches that name a view instead of a point.
extension Simulation {
  /// `local` (the centre of the bounds when nil), a point in the view's coordinates, in window
  /// coordinates as the view and its superviews are drawn now: their presentation values
  /// (``presentation(of:)``) composed up to the window, as ``viewGeometry()`` composes them.
  /// Nil when the view is not in the window. One matrix per ancestor: linear in the depth.
  public func drawnWindowPoint(_ local: Point?, in view: ViewID) -> Point? {
    guard tree.isInWindow(view) else { return nil }
    var chain: [ViewID] = []
    var current: ViewID? = view
    while let id = current, id != tree.window {
      chain.append(id)
      current = tree.superview(of: id)
    }
    let drawn = presentations(of: chain)
    let bounds = drawn.first?.bounds ?? tree[view].bounds
    var point = local ?? Point(x: bounds.midX, y: bounds.midY)
    for properties in drawn { point = Self.toSuperview(properties).apply(to: point) }
    return point
  }

  /// Why the view can't be touched now as drawn, or nil: it, or a superview, is hidden or
  /// drawn with an alpha under the hit-test minimum, or it is not in the window.
  public func untouchableReason(_ view: ViewID) -> String? {
    guard tree.isInWindow(view) else { return "'\(tree.name(of: view))' is not in the window" }
    var current: ViewID? = view
    while let id = current, id != tree.window {
      let drawn = presentation(of: id)
      let whose = id == view ? "it" : "its superview '\(tree.name(of: id))'"
      if drawn.isHidden { return "\(whose) is hidden" }
      if drawn.alpha < parameters.minimumHitAlpha {
        return "\(whose) is drawn at alpha \(drawn.alpha.compactDescription)"
      }
      current = tree.superview(of: id)
    }
    return nil
  }
}
