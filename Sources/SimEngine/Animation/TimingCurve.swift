/// A cubic Bézier timing function, as `CAMediaTimingFunction`: it maps the fraction of an
/// animation's duration that has elapsed to the fraction of the change that is shown.
///
/// Every curve runs from (0, 0) to (1, 1) and is shaped by two control points (x1, y1) and
/// (x2, y2); x is time and y is progress. To evaluate at time t the engine solves x(s) = t for
/// the curve parameter s and answers y(s), as Core Animation does. The four UIView curves
/// (`UIView.AnimationCurve`) use the four same-named Core Animation functions.
public enum TimingCurve: Hashable, Sendable {
  /// (0, 0), (1, 1): constant speed. `kCAMediaTimingFunctionLinear`, `.curveLinear`.
  case linear
  /// (0.42, 0), (1, 1): starts slowly. `kCAMediaTimingFunctionEaseIn`, `.curveEaseIn`.
  case easeIn
  /// (0, 0), (0.58, 1): ends slowly. `kCAMediaTimingFunctionEaseOut`, `.curveEaseOut`.
  case easeOut
  /// (0.42, 0), (0.58, 1): `kCAMediaTimingFunctionEaseInEaseOut`. A plain
  /// `UIView.animate(withDuration:animations:)` uses this one, not `caDefault`.
  case easeInOut
  /// (0.25, 0.1), (0.25, 1): `kCAMediaTimingFunctionDefault`, which Core Animation gives its
  /// implicit layer actions. UIView animations never use it.
  case caDefault
  /// Any other curve, as `CAMediaTimingFunction(controlPoints:_:_:_:)`.
  ///
  /// `x1` and `x2` belong in [0, 1]: there time only moves forwards along the curve, so x(s) = t
  /// has exactly one solution. Values outside that range are clamped to it when the curve is
  /// evaluated (an engine choice; Core Animation does not document what it does with them).
  /// `y1` and `y2` may lie anywhere, which gives curves that overshoot.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

  /// The curve called `name` in a scenario file: "linear", "easeIn", "easeOut" or "easeInOut"
  /// (the `UIView.AnimationCurve` names); nil for anything else.
  public static func named(_ name: String) -> TimingCurve? {
    switch name {
    case "linear": .linear
    case "easeIn": .easeIn
    case "easeOut": .easeOut
    case "easeInOut": .easeInOut
    default: nil
    }
  }

  /// The two inner control points, as `CAMediaTimingFunction.getControlPoint(at:values:)`
  /// reports points 1 and 2 (points 0 and 3 are always (0, 0) and (1, 1)).
  public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
    switch self {
    case .linear: (0, 0, 1, 1)
    case .easeIn: (0.42, 0, 1, 1)
    case .easeOut: (0, 0, 0.58, 1)
    case .easeInOut: (0.42, 0, 0.58, 1)
    case .caDefault: (0.25, 0.1, 0.25, 1)
    case .cubicBezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
    }
  }

  /// Progress at the fraction `t` of the duration: y(s) where x(s) = t.
  ///
  /// `t` is clamped to [0, 1], and the ends are exact: 0 gives 0 and 1 gives 1 whatever the
  /// control points, so an animation lands exactly on its target value. Inside, s is found to
  /// about 1e-14 (see `BezierAxis.parameter(at:)`).
  ///
  /// - Complexity: O(1); at most 8 Newton steps and 50 bisection steps.
  public func progress(atFraction t: Double) -> Double {
    CurveSolver(self).progress(atFraction: t)
  }
}

/// A timing curve made ready to evaluate: its axes' polynomial coefficients computed once, so
/// an animation's clock keeps one and a frame doesn't redo them for every view.
struct CurveSolver: Hashable, Sendable {
  let x: BezierAxis
  let y: BezierAxis
  /// With both control points on the diagonal, y(s) = x(s): progress is the time itself.
  let isDiagonal: Bool

  init(_ curve: TimingCurve) {
    let points = curve.controlPoints
    x = BezierAxis(min(max(points.x1, 0), 1), min(max(points.x2, 0), 1))
    y = BezierAxis(points.y1, points.y2)
    isDiagonal = points.x1 == points.y1 && points.x2 == points.y2
  }

  /// See ``TimingCurve/progress(atFraction:)``.
  func progress(atFraction t: Double) -> Double {
    precondition(!t.isNaN, "a timing curve's time fraction must be a number")
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    if isDiagonal { return t }
    return y.value(at: x.parameter(at: t))
  }

  /// The time fraction at which the curve reaches `progress`, the inverse UIKit takes
  /// (`computeInverseOfTimingFunction`) to place a continued animation on a new curve at the
  /// progress it had. Clamped to [0, 1]; a curve whose progress leaves [0, 1] gives the first
  /// time the search finds.
  func fraction(atProgress progress: Double) -> Double {
    precondition(!progress.isNaN, "a timing curve's progress must be a number")
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    if isDiagonal { return progress }
    return min(max(x.value(at: y.parameter(at: progress)), 0), 1)
  }
}

/// One coordinate of a cubic Bézier from 0 to 1 with inner control values `p1` and `p2`, in
/// power form: v(s) = ((a·s + b)·s + c)·s, with c = 3·p1, b = 3·(p2 − p1) − c, a = 1 − c − b.
struct BezierAxis: Hashable, Sendable {
  let a: Double
  let b: Double
  let c: Double

  init(_ p1: Double, _ p2: Double) {
    c = 3 * p1
    b = 3 * (p2 - p1) - c
    a = 1 - c - b
  }

  func value(at s: Double) -> Double { ((a * s + b) * s + c) * s }

  func slope(at s: Double) -> Double { (3 * a * s + 2 * b) * s + c }

  /// The s in [0, 1] with value(s) = `target`, for an axis whose control values lie in [0, 1]
  /// (so the axis never decreases and the answer is unique).
  ///
  /// Newton's method from s = target converges in a few steps for ordinary curves. It stops
  /// once a step is below 1e-14, and gives up to bisection when a step would leave the bracket
  /// that the values seen so far prove holds the answer, when the slope vanishes (x1 = 0 or
  /// x2 = 1 flatten the curve at an end; (1, 0, 0, 1) flattens it in the middle), or after 8
  /// steps. Bisection then halves that bracket until it is under 1e-15 wide. Both paths depend
  /// only on the inputs, so the answer is the same on every run.
  func parameter(at target: Double) -> Double {
    var low = 0.0
    var high = 1.0
    var s = target
    for _ in 0..<8 {
      let error = value(at: s) - target
      if error == 0 { return s }
      if error < 0 { low = s } else { high = s }
      let derivative = slope(at: s)
      guard derivative > 1e-12 else { break }
      let next = s - error / derivative
      guard next >= low && next <= high else { break }
      if abs(next - s) <= 1e-14 { return next }
      s = next
    }
    while high - low > 1e-15 {
      let middle = low + (high - low) / 2
      if value(at: middle) < target { low = middle } else { high = middle }
    }
    return low + (high - low) / 2
  }
}
