import SimEngine
import Testing

extension AnimationTests {
  /// Cubic Bézier timing functions: `CAMediaTimingFunction`'s named curves and custom ones.
  @Suite("TimingCurve")
  struct TimingCurveTests {
    /// Every curve the suite exercises, with a label for failure messages.
    static let curves: [(String, TimingCurve)] = [
      ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
      ("easeInOut", .easeInOut), ("caDefault", .caDefault),
      ("(0, 0, 1, 1)", .cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)),
      ("(1, 0, 0, 1)", .cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)),
      ("(0, 1, 1, 0)", .cubicBezier(x1: 0, y1: 1, x2: 1, y2: 0)),
      ("(1, 1, 0, 0)", .cubicBezier(x1: 1, y1: 1, x2: 0, y2: 0)),
      ("(0, 0, 0, 1)", .cubicBezier(x1: 0, y1: 0, x2: 0, y2: 1)),
      ("(1, 0, 1, 1)", .cubicBezier(x1: 1, y1: 0, x2: 1, y2: 1)),
      ("(0.2, 0.9, 0.1, 1)", .cubicBezier(x1: 0.2, y1: 0.9, x2: 0.1, y2: 1)),
    ]

    /// Curves whose y control values leave [0, 1], so progress overshoots.
    static let overshooting: [(String, TimingCurve)] = [
      ("back", .cubicBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55)),
      ("spring-ish", .cubicBezier(x1: 0.3, y1: 1.8, x2: 0.6, y2: 0.8)),
    ]

    @Test(
      "Every curve starts at exactly 0 and ends at exactly 1, and clamps time outside [0, 1]",
      arguments: curves + overshooting)
    func endpointsAreExact(name: String, curve: TimingCurve) {
      #expect(curve.progress(atFraction: 0) == 0)
      #expect(curve.progress(atFraction: 1) == 1)
      #expect(curve.progress(atFraction: -0.5) == 0)
      #expect(curve.progress(atFraction: -.infinity) == 0)
      #expect(curve.progress(atFraction: 1.5) == 1)
      #expect(curve.progress(atFraction: .infinity) == 1)
    }

    @Test(
      "Named curves have Core Animation's control points",
      arguments: [
        (TimingCurve.linear, 0, 0, 1, 1), (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1),
        (.easeInOut, 0.42, 0, 0.58, 1), (.caDefault, 0.25, 0.1, 0.25, 1),
        (.cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 0.4), 0.1, 0.2, 0.3, 0.4),
      ] as [(TimingCurve, Double, Double, Double, Double)])
    func controlPoints(curve: TimingCurve, x1: Double, y1: Double, x2: Double, y2: Double) {
      let points = curve.controlPoints
      #expect(points.x1 == x1)
      #expect(points.y1 == y1)
      #expect(points.x2 == x2)
      #expect(points.y2 == y2)
    }

    @Test(
      "Scenario names map to the four UIView curves, and nothing else has a name",
      arguments: [
        ("linear", TimingCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInOut), ("caDefault", nil), ("default", nil), ("EaseIn", nil),
        ("ease-in", nil), ("easeInEaseOut", nil), ("", nil),
      ] as [(String, TimingCurve?)])
    func names(name: String, curve: TimingCurve?) {
      #expect(TimingCurve.named(name) == curve)
    }

    @Test("Progress never decreases as time goes on", arguments: curves)
    func monotonic(name: String, curve: TimingCurve) {
      var previous = 0.0
      for step in 0...10_000 {
        let progress = curve.progress(atFraction: Double(step) / 10_000)
        #expect(progress >= previous, "\(name) went back at t = \(Double(step) / 10_000)")
        previous = progress
      }
    }

    @Test(
      "Progress matches a brute-force inversion of the Bézier to 1e-7",
      arguments: curves + overshooting)
    func matchesBruteForce(name: String, curve: TimingCurve) {
      // Regular steps, then irregular times including ones just inside the ends.
      let times =
        (1..<1_000).map { Double($0) / 1_000 }
        + [1e-9, 1e-6, 0.0123, 0.333_333_333, 0.876_543, 0.999_999, 1 - 1e-9]
      for t in times {
        let expected = bruteForceProgress(curve, at: t)
        let actual = curve.progress(atFraction: t)
        // Where the curve is flat in time the reference itself is only good to its spread.
        #expect(
          abs(actual - expected.value) <= 1e-7 + expected.uncertainty,
          "\(name) at t = \(t): \(actual) vs \(expected)")
      }
    }

    @Test("The parameter is exact where the curve is flat in time: (1, 0, 0, 1) at 0.5 is 0.5")
    func flatInTime() {
      let curve = TimingCurve.cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
      #expect(curve.progress(atFraction: 0.5) == 0.5)
      // Just beside it the inverse is steep (s − ½ ∝ ∛(t − ½)) but well defined.
      #expect(
        abs(
          curve.progress(atFraction: 0.5 + 1e-3) - bruteForceProgress(curve, at: 0.5 + 1e-3).value)
          <= 1e-9)
    }

    @Test("A curve with both control points on the diagonal returns time unchanged")
    func diagonalIsIdentity() {
      for step in 0...1_000 {
        let t = Double(step) / 1_000
        #expect(TimingCurve.linear.progress(atFraction: t) == t)
        #expect(
          TimingCurve.cubicBezier(x1: 0.3, y1: 0.3, x2: 0.8, y2: 0.8).progress(atFraction: t) == t)
      }
    }

    @Test("easeInOut is symmetric: progress(1 − t) = 1 − progress(t)")
    func easeInOutIsSymmetric() {
      for step in 0...1_000 {
        let t = Double(step) / 1_000
        let sum =
          TimingCurve.easeInOut.progress(atFraction: t)
          + TimingCurve.easeInOut.progress(atFraction: 1 - t)
        #expect(abs(sum - 1) <= 1e-12)
      }
    }

    @Test("easeIn starts slower than linear and easeOut starts faster")
    func easingShapes() {
      for t in [0.1, 0.25, 0.5, 0.75, 0.9] {
        #expect(TimingCurve.easeIn.progress(atFraction: t) < t)
        #expect(TimingCurve.easeOut.progress(atFraction: t) > t)
      }
    }

    @Test("Time control values outside [0, 1] are clamped into it")
    func clampsTimeControlValues() {
      let wild = TimingCurve.cubicBezier(x1: -0.5, y1: 0, x2: 1.5, y2: 1)
      let tame = TimingCurve.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
      for step in 0...100 {
        let t = Double(step) / 100
        #expect(abs(wild.progress(atFraction: t) - tame.progress(atFraction: t)) <= 1e-12)
      }
    }
  }
}
