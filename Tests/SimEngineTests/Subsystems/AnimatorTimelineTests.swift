import Testing

@testable import SimEngine

/// The property animator's timeline as the iOS 18.2 decompilation keeps it, in the animator
/// room without a simulation. Each expected value is worked out here from the decompiled
/// formulas: `fractionComplete` running is the elapsed share of `internalDuration`
/// (`_canonicalTrackedUnpacedFractionComplete`); a pause stores the curve's progress with
/// `scrubsLinearly`, the elapsed share without (`_pauseAnimation:fromStart:`); a continue with
/// duration d = `duration` × factor sets `internalDuration` = d / (1 − f) when d ≠ 0, finds the
/// time t where the new curve has the progress drawn and runs `internalDuration` × (1 − t)
/// (`_continueWithTimingParameters:duration:`).
@Suite("Animator room: the property animator's timeline")
struct AnimatorTimelineTests {
  static func at(_ seconds: Double) -> Instant { Instant.zero + Interval(seconds: seconds) }

  /// Animator `a`, `duration` seconds along `curve`, created at 0.
  static func created(
    _ curve: TimingCurve, duration: Double = 1,
    _ configure: (inout PropertyAnimatorSettings) -> Void = { _ in }
  ) -> Animator {
    var settings = PropertyAnimatorSettings(name: "a", duration: duration, timing: .cubic(curve))
    configure(&settings)
    var animator = Animator()
    _ = animator.create(
      settings, animations: [AnimatorMachineTests.moveBox], completions: [], at: .zero)
    return animator
  }

  /// The time fraction where `curve` reaches `progress`, by bisection on the curve.
  static func inverse(_ curve: TimingCurve, _ progress: Double) -> Double {
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if curve.progress(atFraction: middle) < progress { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  static func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
  }

  static func seconds(_ instant: Instant?) -> Double? { instant.map { ($0 - .zero).seconds } }

  @Test("Running, fractionComplete is the elapsed share of the timeline, the views the curve at it")
  func runningReadsElapsedTime() {
    var animator = Self.created(.easeInOut)
    _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    let a = animator.propertyAnimator(0)
    #expect(Self.close(a.fractionComplete(at: Self.at(0.25)), 0.25))
    #expect(
      Self.close(a.progress(at: Self.at(0.25)), TimingCurve.easeInOut.progress(atFraction: 0.25)))
  }

  @Test("Paused with scrubsLinearly it reads the curve's progress, without it the elapsed share")
  func pauseStoresProgressWhenScrubbingLinearly() {
    // timingFunctionForPause is linear with scrubsLinearly: the stored value is the animation's
    // curve at the elapsed share; nil without, and the stored value is the elapsed share.
    let curved = TimingCurve.easeInOut.progress(atFraction: 0.25)
    for linear in [true, false] {
      var animator = Self.created(.easeInOut) { $0.scrubsLinearly = linear }
      _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
      _ = animator.handle(.pause, animator: 0, at: Self.at(0.25))
      let a = animator.propertyAnimator(0)
      #expect(Self.close(a.fractionComplete(at: Self.at(0.25)), linear ? curved : 0.25))
      #expect(Self.close(a.progress(at: Self.at(0.3)), curved), "the views don't move")
    }
  }

  @Test("A continue's factor multiplies the duration: the timeline becomes unit × F / (1 − f)")
  func factorSetsTheTimeline() {
    // Paused at f = 0.4 of a 1 s linear animator; F = 0.5: d = 0.5, internalDuration
    // = 0.5 / 0.6; the linear curve resumes at t = 0.4, so the rest is 0.5 / 0.6 × 0.6 = 0.5 s.
    var animator = Self.created(.linear)
    _ = animator.handle(.setFractionComplete(0.4), animator: 0, at: .zero)
    _ = animator.handle(.continueAnimation(nil, durationFactor: 0.5), animator: 0, at: .zero)
    let a = animator.propertyAnimator(0)
    #expect(Self.close(a.internalDuration, 0.5 / 0.6))
    #expect(Self.close(Self.seconds(a.runEnd), 0.5))
    #expect(Self.close(a.fractionComplete(at: Self.at(0.25)), 0.4 + 0.25 / (0.5 / 0.6)))
  }

  @Test("A factor of 0 keeps the timeline, stretched or not, and the time left on it")
  func factorZeroKeepsTheTimeline() {
    // Paused at 0.5, continued with F = 2: internalDuration = 2 / 0.5 = 4 s, the rest 2 s.
    // Paused again 1 s later at 0.5 + 1/4 = 0.75; F = 0 keeps the 4 s: the rest is 4 × 0.25.
    var animator = Self.created(.linear)
    _ = animator.handle(.setFractionComplete(0.5), animator: 0, at: .zero)
    _ = animator.handle(.continueAnimation(nil, durationFactor: 2), animator: 0, at: .zero)
    #expect(Self.close(Self.seconds(animator.propertyAnimator(0).runEnd), 2))
    _ = animator.handle(.pause, animator: 0, at: Self.at(1))
    #expect(Self.close(animator.propertyAnimator(0).fractionComplete(at: Self.at(1)), 0.75))
    _ = animator.handle(.continueAnimation(nil, durationFactor: 0), animator: 0, at: Self.at(1))
    #expect(Self.close(Self.seconds(animator.propertyAnimator(0).runEnd), 1 + 4 * 0.25))
  }

  @Test("Continued on a new curve, it resumes where that curve has the progress drawn")
  func newCurveKeepsTheProgress() {
    // A linear animator paused at 0.5 (drawn at 0.5), continued along ease-in with F = 1:
    // internalDuration = 1 / 0.5 = 2 s; t = easeIn⁻¹(0.5); the rest is 2 × (1 − t).
    var animator = Self.created(.linear)
    _ = animator.handle(.setFractionComplete(0.5), animator: 0, at: .zero)
    _ = animator.handle(
      .continueAnimation(.cubic(.easeIn), durationFactor: 1), animator: 0, at: .zero)
    let t = Self.inverse(.easeIn, 0.5)
    let a = animator.propertyAnimator(0)
    #expect(Self.close(a.fractionComplete(at: .zero), t, 1e-9))
    #expect(Self.close(a.progress(at: .zero), 0.5, 1e-9), "no jump")
    #expect(Self.close(Self.seconds(a.runEnd), 2 * (1 - t), 1e-9))
    let later = t + 0.3 / 2
    #expect(
      Self.close(a.progress(at: Self.at(0.3)), TimingCurve.easeIn.progress(atFraction: later), 1e-9)
    )
  }

  @Test("Reversed while running, the same curve plays back over the time it had run")
  func reversingPlaysTheCurveBack() {
    // Ease-in, 1 s, reversed at 0.6: the rest is 0.6 s; at 0.9 the timeline is back at
    // 0.6 − 0.3 = 0.3, drawn at easeIn(0.3) and read from the other end, 1 − 0.3.
    var animator = Self.created(.easeIn)
    _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    _ = animator.handle(.setReversed(true), animator: 0, at: Self.at(0.6))
    let a = animator.propertyAnimator(0)
    #expect(Self.close(Self.seconds(a.runEnd), 1.2))
    #expect(
      Self.close(a.progress(at: Self.at(0.9)), TimingCurve.easeIn.progress(atFraction: 0.3), 1e-9))
    #expect(Self.close(a.fractionComplete(at: Self.at(0.9)), 0.7, 1e-9))
  }

  @Test("Continued with a spring, the rest takes exactly duration × factor")
  func springRunsUnitTimesFactor() {
    // The spring path keeps t = f: the rest is internalDuration × (1 − f) = d = 1 × 0.5.
    var animator = Self.created(.easeInOut)
    _ = animator.handle(.setFractionComplete(0.4), animator: 0, at: .zero)
    _ = animator.handle(
      .continueAnimation(.dampingRatio(1, initialVelocity: 0), durationFactor: 0.5), animator: 0,
      at: .zero)
    #expect(Self.close(Self.seconds(animator.propertyAnimator(0).runEnd), 0.5))
  }
}
