import SimEngine
import SimGeometry

/// The reference: a view as UIKit-shaped re-implementations write it (and as the seeds'
/// pseudocode does): a class per view, an array of subviews, and `hitTest` calling itself on
/// each subview, front-most first.
///
/// It follows the engine's rules exactly (the same eligibility checks, `point(inside:)` with hit
/// areas, pass-through, and the same arithmetic for converting a point, including the shortcut
/// Core Animation takes for a transform that only translates), so both give the same answers
/// and only the shape of the code differs. It recurses, so a deep enough tree overflows the
/// stack: ``ReferenceTree`` refuses trees deeper than ``ReferenceTree/maximumDepth``.
public final class View {
  public let id: Int32
  var center: Point
  var bounds: Rect
  var isHidden: Bool
  var alpha: Double
  var isUserInteractionEnabled: Bool
  var isControl: Bool
  var isEnabled: Bool
  var isAnimating: Bool
  var passesTouchesThrough: Bool
  var hitArea: HitArea?
  var subviews: [View] = []
  /// Cached when the transform is set, as a layer caches its matrices: the inverse (nil when
  /// singular), whether it only translates, and where the anchor point falls plus the inverse's
  /// translation.
  let inverse: AffineTransform?
  let translatesOnly: Bool
  let offset: Point
  let minimumAlpha: Double

  public init(id: Int32, properties: ViewProperties, isAnimating: Bool, minimumAlpha: Double) {
    self.id = id
    center = properties.center
    bounds = properties.bounds
    isHidden = properties.isHidden
    alpha = properties.alpha
    isUserInteractionEnabled = properties.isUserInteractionEnabled
    isControl = properties.viewClass.isControl
    isEnabled = properties.isEnabled
    self.isAnimating = isAnimating
    passesTouchesThrough = properties.passesTouchesThrough
    hitArea = properties.hitArea
    inverse = properties.transform.inverted
    translatesOnly = properties.transform.isTranslationOnly
    let anchor = properties.anchorPoint
    offset = Point(
      x: bounds.minX + anchor.x * bounds.width + (inverse?.tx ?? 0),
      y: bounds.minY + anchor.y * bounds.height + (inverse?.ty ?? 0))
    self.minimumAlpha = minimumAlpha
  }

  /// `hitTest(_:with:)`, with `point` in the superview's coordinates.
  public func hitTest(_ point: Point) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= minimumAlpha, isEnabled || !isControl,
      !isAnimating, let local = convertFromSuperview(point), self.point(inside: local)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(local) { return hit }
    }
    return passesTouchesThrough ? nil : self
  }

  /// ``hitTest(_:)``, counting the views whose `hitTest` ran.
  public func hitTest(_ point: Point, visits: inout Int) -> View? {
    visits += 1
    guard !isHidden, isUserInteractionEnabled, alpha >= minimumAlpha, isEnabled || !isControl,
      !isAnimating, let local = convertFromSuperview(point), self.point(inside: local)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(local, visits: &visits) { return hit }
    }
    return passesTouchesThrough ? nil : self
  }

  /// `convert(_:from: superview)`: subtract the center, undo the transform, add the anchor
  /// point's place in the bounds.
  public func convertFromSuperview(_ point: Point) -> Point? {
    guard let inverse else { return nil }
    var dx = point.x - center.x
    var dy = point.y - center.y
    if !translatesOnly {
      (dx, dy) = (inverse.a * dx + inverse.c * dy, inverse.b * dx + inverse.d * dy)
    }
    return Point(x: dx + offset.x, y: dy + offset.y)
  }

  /// `point(inside:with:)`: the bounds, or the hit area.
  public func point(inside point: Point) -> Bool {
    if let hitArea { return hitArea.contains(point, bounds: bounds) }
    return bounds.contains(point)
  }
}
