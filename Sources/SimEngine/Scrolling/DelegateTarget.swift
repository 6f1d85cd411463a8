import SimGeometry

/// The second half of `-[UIScrollView _scrollViewWillEndDraggingWithDeceleration:]` (UIScrollView.m
/// ~448k–456k; docs/uikit-notes/will-end-dragging-target.md): once the delegate has answered,
/// the deceleration is changed so that it ends on the delegate's target. Not paging, per axis,
/// with T₀ the proposed target, T the answer (rounded to the pixel, clamped to the range),
/// V the release velocity (pt/ms), b = ±0.01 in V's direction, M the fast-scroll multiplier,
/// r the deceleration rate and d = (T − offset)/M:
/// - |d| < 1.19e-7 (the target is the offset): the axis's velocity becomes 0;
/// - T = T₀ on both axes: nothing else changes;
/// - T at or short of T₀ in V's direction: V is kept and the rate becomes
///   f = min(e^(−(V − b)/d), 0.999), so that the projection offset − (V − b)/ln f·M is T;
/// - beyond T₀: r is kept and V becomes b − d·ln r; when that is slower than 0.25 pt/ms,
///   f = 0.985 and V = b + d·0.0151136378 (−ln 0.985);
/// - both axes changed: both take the larger rate, and the other axis's velocity is recomputed
///   with it (V = b − d·ln f) so both end together.
/// Each changed axis keeps T as its `_adjustedDecelerationTarget` (flag bits 38 and 39): the
/// display-link steps end on it (``ScrollAxisMotion/reach(otherSpeed:stop:)``).
struct DelegateTarget: Hashable, Sendable {
  /// One axis after the adjustment.
  struct Axis: Hashable, Sendable {
    var velocity: Double
    /// `_adjustedDecelerationFactor` when set, else the scroll view's rate.
    var rate: Double
    /// `_adjustedDecelerationTarget` on an axis the adjustment changed; nil otherwise.
    var target: Double?
  }

  var x: Axis
  var y: Axis

  /// UIKit's "equal" for offsets and distances here (FLT_EPSILON).
  static let epsilon = 1.1920929e-7
  /// The rate of a short deceleration toward a target beyond the projection.
  static let slowRate = 0.985
  /// −ln 0.985 as UIKit writes it.
  static let slowLnRate = 0.0151136378
  /// The largest rate a target short of the projection gets.
  static let largestRate = 0.999

  /// The adjustment for a release at `velocity` from `offset`, proposed `proposed`, answered
  /// `target`.
  init(
    offset: Point, velocity: Point, proposed: Point, target: Point, rate: Double,
    multiplier: Double
  ) {
    let unchanged =
      abs(target.x - proposed.x) < Self.epsilon && abs(target.y - proposed.y) < Self.epsilon
    let bx =
      velocity.x >= 0 ? ScrollPhysics.projectionStopSpeed : -ScrollPhysics.projectionStopSpeed
    let by =
      velocity.y >= 0 ? ScrollPhysics.projectionStopSpeed : -ScrollPhysics.projectionStopSpeed
    let dx = (target.x - offset.x) / multiplier
    let dy = (target.y - offset.y) / multiplier
    x = Self.axis(
      velocity: velocity.x, b: bx, d: dx, proposed: proposed.x, target: target.x, rate: rate,
      unchanged: unchanged)
    y = Self.axis(
      velocity: velocity.y, b: by, d: dy, proposed: proposed.y, target: target.y, rate: rate,
      unchanged: unchanged)
    guard x.target != nil, y.target != nil else { return }
    // Both changed: the larger rate for both, the other axis's velocity recomputed with it.
    if y.rate >= x.rate {
      if x.rate < y.rate {
        x.velocity = bx - dx * PortableMath.log(y.rate)
        x.rate = y.rate
      }
    } else {
      y.velocity = by - dy * PortableMath.log(x.rate)
      y.rate = x.rate
    }
  }

  private static func axis(
    velocity v: Double, b: Double, d: Double, proposed: Double, target: Double, rate: Double,
    unchanged: Bool
  ) -> Axis {
    guard abs(d) >= epsilon else { return Axis(velocity: 0, rate: rate, target: nil) }
    guard !unchanged else { return Axis(velocity: v, rate: rate, target: nil) }
    if (v > 0 || target >= proposed) && (v < 0 || target <= proposed) {
      let f = min(PortableMath.exp(-(v - b) / d), largestRate)
      return Axis(velocity: v, rate: f, target: target)
    }
    let faster = b - d * PortableMath.log(rate)
    guard abs(faster) < ScrollPhysics.minimumReleaseSpeed else {
      return Axis(velocity: faster, rate: rate, target: target)
    }
    return Axis(velocity: b + d * slowLnRate, rate: slowRate, target: target)
  }

  /// A paging scroll view's page target for the delegate's `answer` on one axis: the nearest
  /// page to it (to the offset when the answer is the offset), rounded to the pixel and
  /// clamped to the range; the velocity is 0 when the answer is the offset. Unchanged when the
  /// delegate left the target as proposed.
  static func page(
    offset: Double, velocity: inout Double, page: Double, answer: Double, size: Double,
    unchanged: Bool, multiplier: Double, range: ClosedRange<Double>, scale: Double
  ) -> Double {
    let toOffset = abs((answer - offset) / multiplier) < epsilon
    if toOffset { velocity = 0 }
    guard toOffset || !unchanged, size > 0 else { return page }
    let from = toOffset ? offset : answer
    let nearest = size * (from / size + 0.5).rounded(.down)
    let rounded = ScrollPhysics.pixelRounded(nearest, scale: scale)
    return min(max(rounded, range.lowerBound), range.upperBound)
  }
}
