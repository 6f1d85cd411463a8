import SimGeometry

/// UIScrollView's constants and formulas as the iOS 18.2 UIKitCore decompilation shows them
/// (docs/uikit-notes/scroll-view.md, each with its method), and the few engine choices where
/// the code hides them, each written in docs/semantics.md with its source.
///
/// UIKit's own units: a scroll velocity is in points per millisecond, in the direction the
/// offset changes (minus the finger's), and time steps are in milliseconds.
enum ScrollPhysics {
  /// The rubber band's coefficient: past an edge, a drag of x moves the content
  /// (1 − 1/(x·c/d + 1))·d, d the view's size on that axis
  /// (`-_rubberBandContentOffsetForOffset:outsideX:outsideY:`). **Engine choice**: c comes from
  /// `_UIScrollViewRubberBandCoefficient`, whose body the decompilation lacks; 0.55 is the value
  /// widely quoted for touches.
  static let rubberBandCoefficient = 0.55

  /// `UIScrollViewDecelerationRateNormal` and `…Fast`, per millisecond.
  static let normalRate = 0.998
  static let fastRate = 0.99

  /// `-setDecelerationRate:` stores one of the two: `fast` below 0.994, `normal` from there.
  static func snappedRate(_ rate: Double) -> Double { rate < 0.994 ? fastRate : normalRate }

  /// `-_endPanNormal:`: below this speed (h² + v² < 0.0625) the release does not decelerate.
  static let minimumReleaseSpeed = 0.25
  /// `-_smoothScrollSyncWithUpdateTime:`: a deceleration stops when h² + v² < 0.0001.
  static let stopSpeed = 0.01
  /// `-_getBouncingDecelerationOffset:`: past an edge the excess decays by e^(−0.01005) ≈ 0.99
  /// a millisecond.
  static let bounceDecay = 0.01005
  /// Still bouncing while further than this past an edge; within it, and slower than
  /// ``stopSpeed``, the stop pins the offset onto the edge.
  static let bounceSlack = 0.5
  /// `-_prepareToPageWithHorizontalVelocity:…`: faster than this (pt/ms) goes to the next or
  /// previous page; slower, to the nearest.
  static let pagingVelocityThreshold = 0.3
  /// `-_scrollViewWillEndDraggingWithDeceleration:`: the projection stops where the velocity
  /// falls to this (pt/ms), in the velocity's direction.
  static let projectionStopSpeed = 0.01

  /// `-_smoothScrollSyncWithUpdateTime:`: an axis decelerating toward a delegate's target that
  /// falls below ``stopSpeed`` short of it is given the speed in the table `dbl_186B9E1D0`
  /// (indexed by offset < target), toward the target. **Engine choice**: the table's values are
  /// not in the decompilation; the engine uses the stop speed itself, the slowest speed the
  /// loop does not call stopped (docs/semantics.md).
  static let creepSpeed = 0.01

  /// A distance no screen draws (the sheet hand-off uses it to call the content at its top).
  static let restDistance = 0.5
  /// Release speeds are bounded to this (pt/s), beyond any finger (a flick is a few thousand
  /// pt/s), so the arithmetic stays finite whatever a touch stream holds.
  static let maximumSpeed = 100_000.0

  /// UIKit's r^t for t ms, `x` = t·ln r: the second-order Taylor value 1 + x + x²/2 when
  /// x ≥ −0.5, e^x otherwise (`-_getStandardDecelerationOffset:…`).
  static func decay(_ x: Double) -> Double { x >= -0.5 ? 1 + x + x * x / 2 : PortableMath.exp(x) }

  /// Where `-_scrollViewWillEndDraggingWithDeceleration:` projects a release at `velocity`
  /// (pt/ms) from `offset`: offset − (V − b)/ln r·M, b = ±0.01 in V's direction, M the
  /// fast-scroll multiplier, rounded to the pixel at `scale`, then clamped to the range.
  static func projection(
    from offset: Double, velocity: Double, rate: Double, range: ClosedRange<Double>,
    scale: Double, multiplier: Double = 1
  ) -> Double {
    let b = velocity >= 0 ? projectionStopSpeed : -projectionStopSpeed
    let projected = offset - (velocity - b) / PortableMath.log(rate) * multiplier
    let target = pixelRounded(projected, scale: scale)
    return min(max(target, range.lowerBound), range.upperBound)
  }

  /// The paging spring's pull and friction per millisecond for a scroll view `width` wide
  /// (`-setFrame:`, `-initWithFrame:`, `_defaultPagingFriction`).
  static func pagingSpring(width: Double) -> (pull: Double, friction: Double) {
    guard width <= 1024 else { return (0.00017, 0.977) }
    return (3.59090909e-4 - 1.84659091e-7 * width, 0.966818182 + 9.94318182e-6 * width)
  }

  /// UIKit's pixel rounding of an offset at `scale` pixels per point (`_accuracy`), as
  /// `-_roundedProposedContentOffset:` and every offset edge and target do it: round(v) at 1×,
  /// otherwise floor(v) + round((v − floor(v))·scale)/scale, rounding halves away from zero.
  public static func pixelRounded(_ v: Double, scale: Double) -> Double {
    guard v.isFinite, scale.isFinite, scale >= 1 else { return v }
    if scale == 1 { return v.rounded() }
    let whole = v.rounded(.down)
    return whole + ((v - whole) * scale).rounded() / scale
  }

  static func pixelRounded(_ p: Point, scale: Double) -> Point {
    Point(x: pixelRounded(p.x, scale: scale), y: pixelRounded(p.y, scale: scale))
  }

  static func rubberBand(_ distance: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    return (1 - 1 / (distance * rubberBandCoefficient / dimension + 1)) * dimension
  }
}
