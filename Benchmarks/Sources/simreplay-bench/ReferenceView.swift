import SimEngine
import SimGeometry

/// The reference: hit testing as a UIKit-shaped class tree does it, the way most re-implementations
/// (and the seeds' pseudocode) write it: a class per view, an array of subviews, recursion.
/// It answers the same questions as the engine, so the benchmark checks both agree.
final class ReferenceView {
  let id: Int32
  var center: Point
  var bounds: Rect
  var anchor: Point
  var inverse: AffineTransform
  var isHidden: Bool
  var alpha: Double
  var isUserInteractionEnabled: Bool
  var passThrough: Bool
  var subviews: [ReferenceView] = []

  init(id: Int32, properties: ViewProperties) {
    self.id = id
    center = properties.center
    bounds = properties.bounds
    anchor = properties.anchorPoint
    inverse = properties.transform.inverted ?? .identity
    isHidden = properties.isHidden
    alpha = properties.alpha
    isUserInteractionEnabled = properties.isUserInteractionEnabled
    passThrough = properties.passesTouchesThrough
  }

  /// `point` in the superview's coordinates.
  func hitTest(_ point: Point) -> ReferenceView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    let offset = inverse.apply(to: point - center)
    let local = Point(
      x: offset.x + bounds.minX + anchor.x * bounds.width,
      y: offset.y + bounds.minY + anchor.y * bounds.height)
    guard bounds.contains(local) else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(local) { return hit }
    }
    return passThrough ? nil : self
  }

  /// Builds the reference tree mirroring `tree`, depth-first with an explicit stack (building
  /// must not be what overflows).
  static func mirror(_ tree: ViewTree) -> ReferenceView {
    let root = ReferenceView(id: tree.window.rawValue, properties: tree[tree.window])
    var pending: [(ViewID, ReferenceView)] = [(tree.window, root)]
    while let (id, view) = pending.popLast() {
      for child in tree.subviews(of: id) {
        let copy = ReferenceView(id: child.rawValue, properties: tree[child])
        view.subviews.append(copy)
        pending.append((child, copy))
      }
    }
    return root
  }
}
