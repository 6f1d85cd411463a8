import SimGeometry

/// Converting points between the window and a view, as `UIView.convert(_:from:)`.
extension ViewTree {
  /// `point` (window coordinates) in `view`'s own coordinates, through every superview's
  /// bounds origin, transform and anchor point; nil if `view` is not in the window or a
  /// transform on the way can't be inverted.
  public func convert(fromWindow point: Point, to view: ViewID) -> Point? {
    guard isInWindow(view) else { return nil }
    var path: [Int32] = []
    var current = view.rawValue
    while current != window.rawValue {
      path.append(current)
      current = nodes[Int(current)].parent
    }
    var local = point
    for index in path.reversed() {
      guard nodes[Int(index)].ineligibility.isDisjoint(with: .singularTransform) else { return nil }
      local = nodes.withUnsafeBufferPointer { nodes in
        linear.withUnsafeBufferPointer { linear in
          HitTester.map(local, into: index, nodes: nodes, linear: linear)
        }
      }
    }
    return local
  }

  /// `point` in `view`'s own coordinates, in window coordinates: the inverse of
  /// ``convert(fromWindow:to:)``.
  public func convert(toWindow point: Point, from view: ViewID) -> Point {
    var result = point
    var current: ViewID? = view
    while let id = current, id != window {
      let properties = self[id]
      let anchor = Point(
        x: properties.bounds.minX + properties.anchorPoint.x * properties.bounds.width,
        y: properties.bounds.minY + properties.anchorPoint.y * properties.bounds.height)
      result = properties.transform.apply(to: result - anchor) + properties.center
      current = superview(of: id)
    }
    return result
  }

  /// `point` in `view`'s superview's coordinates, in `view`'s own; nil when its transform can't
  /// be inverted. Unlike hit testing, this ignores whether the view could be hit.
  public func convert(_ point: Point, intoSubview view: ViewID) -> Point? {
    guard nodes[view.index].ineligibility.isDisjoint(with: .singularTransform) else { return nil }
    return nodes.withUnsafeBufferPointer { nodes in
      linear.withUnsafeBufferPointer { linear in
        HitTester.map(point, into: view.rawValue, nodes: nodes, linear: linear)
      }
    }
  }

  /// Whether `point`, in `view`'s own coordinates, is inside it: `view.point(inside:with:)`.
  public func point(_ point: Point, isInside view: ViewID) -> Bool {
    let properties = self[view]
    if let area = properties.hitArea { return area.contains(point, bounds: properties.bounds) }
    return properties.bounds.contains(point)
  }
}
