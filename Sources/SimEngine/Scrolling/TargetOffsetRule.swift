import SimGeometry

/// What the app's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` writes into
/// `targetContentOffset`: the snapping carousel (`snap`) or a fixed resting place (`fixed`).
/// A scroll view with a rule has a delegate that implements the method, so UIKit runs
/// `-_scrollViewWillEndDraggingWithDeceleration:`'s target machinery for it
/// (`-_hasScrollViewWillEndDraggingInvocationsToPerform`); what UIKit then does with the answer
/// is ``DelegateTarget`` (docs/semantics.md, "Scroll views: the target the delegate sets").
public enum TargetOffsetRule: Hashable, Sendable {
  /// The proposed target moved to the nearest `origin + k × step` on each axis the scroll view
  /// scrolls along, halves away from zero: a carousel of cells `step` wide whose first cell
  /// rests at `origin`.
  case snap(step: Double, origin: Double)
  /// This offset, whatever was proposed.
  case fixed(Point)

  /// The target the delegate writes when UIKit proposes `proposed`.
  public func target(proposed: Point, axes: PanAxes) -> Point {
    switch self {
    case .fixed(let point):
      return point
    case .snap(let step, let origin):
      func snapped(_ v: Double) -> Double { origin + step * ((v - origin) / step).rounded() }
      return Point(
        x: axes.allowsHorizontal ? snapped(proposed.x) : proposed.x,
        y: axes.allowsVertical ? snapped(proposed.y) : proposed.y)
    }
  }
}
