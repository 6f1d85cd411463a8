/// One property animator's state and timeline, as UIKit keeps them.
///
/// UIKit lays a cubic animator's Core Animation animations on a *timeline* of
/// `internalDuration` seconds: each animation runs over its full range with the animator's
/// curve, and the views are drawn at curve(τ), τ the share of the timeline behind it
/// (`_continueWithTimingParameters:duration:` rebuilds them with duration `internalDuration`
/// and beginTime −t·`internalDuration`). Two numbers describe where it is: the fraction (what
/// the paused getter reads, in forward terms: 0 at the start values, 1 at the end values;
/// `fractionComplete` reads it from the other end while reversed) and the progress its views
/// are drawn at. Running, the fraction is τ, moving linearly in time; paused, it is what
/// `_pauseAnimation:fromStart:` stored. A continue with spring parameters starts a new spring
/// from where the views are drawn instead (``Run/Motion/restart``).
///
/// What it is doing is one ``Phase``: UIKit's `state` and `isRunning`, and a pending
/// `startAnimation(afterDelay:)`, are read from it, so they can never disagree.
public struct PropertyAnimator: Hashable, Sendable {
  /// Where the animator is in `UIViewAnimating`'s state machine (inactive → active ⇄ stopped),
  /// with what only an active animator has: a run, or a delayed start.
  enum Phase: Hashable, Sendable {
    case inactive
    /// Active and paused: drawn at `progress`, not moving.
    case paused
    /// Active, waiting for `startAnimation(afterDelay:)`'s delay to end.
    case waiting(until: Instant)
    /// Active and running.
    case running(Run)
    /// Stopped: frozen where it was, waiting for `finishAnimation(at:)`.
    case stopped
  }

  public internal(set) var settings: PropertyAnimatorSettings
  private(set) var phase = Phase.inactive
  public internal(set) var isReversed = false
  /// Where it was when its current run started, or where it is while not running.
  private(set) var fraction = 0.0
  private(set) var progress = 0.0
  /// The timeline's length (`internalDuration`): the unit duration until a continue with a
  /// nonzero `durationFactor` sets it to unit × factor / (1 − fraction).
  public private(set) var internalDuration: Double
  /// The cubic curve the views are drawn with (the one last continued with), nil after a
  /// spring: a paused animator without `scrubsLinearly` is scrubbed along it.
  private(set) var curve: TimingCurve?
  /// The animations it runs (animation numbers), in the order added.
  var animations: [Int] = []
  /// Animations added while inactive: they run (their expressions are evaluated) when it
  /// becomes active, as UIKit runs the animations blocks then.
  var pending: [AnimatorAnimation] = []
  var completions: [AnimatorCompletion] = []
  /// While stopped, the values its animations were moving: `finishAnimation(at:)` writes their
  /// end or start values.
  var stopped: [StoppedValue] = []

  init(settings: PropertyAnimatorSettings) {
    self.settings = settings
    internalDuration = 0
    internalDuration = unitDuration
    if case .cubic(let curve) = settings.timing { self.curve = curve }
  }

  /// `duration` (`unitDuration`, `_baseDuration`): the animator's duration, or a spring's own
  /// settling time when it has one (`_setTimingParameters:`).
  var unitDuration: Double { settings.timing.timing(over: settings.duration).duration }

  /// `UIViewAnimatingState`.
  public var state: AnimatorState {
    switch phase {
    case .inactive: .inactive
    case .paused, .waiting, .running: .active
    case .stopped: .stopped
    }
  }

  /// `isRunning`: true while a run is under way, and from `startAnimation(afterDelay:)` on,
  /// before the delay ends (`startAnimationAsPaused:NO` sets it at once).
  public var isRunning: Bool {
    switch phase {
    case .running, .waiting: true
    case .inactive, .paused, .stopped: false
    }
  }

  /// UIKit's "inactive with no animations" (internal state 0, as against 3 with animations
  /// queued): most calls do nothing then.
  var isEmpty: Bool { phase == .inactive && pending.isEmpty }

  /// The current run, while running.
  var run: Run? {
    if case .running(let run) = phase { return run }
    return nil
  }

  /// When a delayed start begins its run, while waiting for it.
  var startsAt: Instant? {
    if case .waiting(let instant) = phase { return instant }
    return nil
  }

  /// `fractionComplete` at `now`, in the direction of travel: reversed, it is read from the
  /// other end (`setReversed:` stores 1 − fraction; the views don't move), and 0 while inactive
  /// (the getter reads 0 in internal states 0, 3 and 5, `-[UIViewPropertyAnimator
  /// fractionComplete]`).
  public func fractionComplete(at now: Instant) -> Double {
    if phase == .inactive { return 0 }
    let forward = forwardFraction(at: now)
    return isReversed ? 1 - forward : forward
  }

  /// The timeline's share behind it at `now` in forward terms: 0 at the start values, 1 at
  /// the end values, whichever way it runs (the getter's `_canonicalTrackedUnpacedFractionComplete`
  /// while running: elapsed time over the duration, not progress along the curve).
  func forwardFraction(at now: Instant) -> Double {
    guard let run, now >= run.start else { return fraction }
    guard run.duration > 0 else { return run.toward }
    let share = min((now - run.start).seconds / run.duration, 1)
    return run.fromFraction + (run.toward - run.fromFraction) * share
  }

  /// The progress its views are drawn at, at `now`.
  func progress(at now: Instant) -> Double {
    guard let run, now >= run.start else { return progress }
    switch run.motion {
    case .timeline(let curve):
      return curve.progress(atFraction: forwardFraction(at: now))
    case .restart(let timing, let from):
      let share = timing.progress(elapsed: (now - run.start).seconds, duration: run.duration)
      return from + (run.toward - from) * share
    }
  }

  /// When its current run reaches its end.
  var runEnd: Instant? {
    run.map { $0.start + Interval(seconds: $0.duration) }
  }

  /// Where a run heads: the end values, or the start values when reversed.
  var target: Double { isReversed ? 0 : 1 }

  /// Inactive → active, paused where it is.
  mutating func activate() {
    phase = .paused
  }

  /// Active and waiting for a delayed start at `instant`.
  mutating func wait(until instant: Instant) {
    phase = .waiting(until: instant)
  }

  /// Runs on from a pause at `now`, as `_continueWithTimingParameters:duration:` does with
  /// duration d = unit duration × `durationFactor` (starting and resuming pass 0):
  /// - d ≠ 0 sets the timeline's length to d / (1 − f), f the stored fraction in the direction
  ///   of travel; 0 keeps it.
  /// - Cubic parameters (or none on a cubic animator) keep the timeline: the new curve is
  ///   inverted at the progress drawn now to find the time t it resumes at, and the rest takes
  ///   `internalDuration` × (1 − t) (t in the direction of travel), the curve played back when
  ///   reversed.
  /// - Spring parameters start a spring from the values drawn now over `internalDuration` ×
  ///   (1 − f), which is d itself when d ≠ 0.
  mutating func continueRun(at now: Instant, parameters: TimingParameters?, durationFactor: Double)
  {
    let stored = min(max(isReversed ? 1 - fraction : fraction, 0), 0.99999)
    let d = unitDuration * durationFactor
    if d != 0 { internalDuration = d / (1 - stored) }
    let drawn = min(max(progress, 0), 1)
    switch parameters ?? settings.timing {
    case .cubic(let newCurve):
      let t = CurveSolver(newCurve).fraction(atProgress: drawn)
      fraction = t
      curve = newCurve
      let remaining = internalDuration * (isReversed ? t : 1 - t)
      phase = .running(
        Run(
          start: now, duration: remaining, fromFraction: t, toward: target,
          motion: .timeline(newCurve)))
    case let spring:
      let (timing, duration) = spring.timing(over: internalDuration * (1 - stored))
      curve = nil
      phase = .running(
        Run(
          start: now, duration: duration, fromFraction: fraction, toward: target,
          motion: .restart(timing, fromProgress: progress)))
    }
  }

  /// Stops the clock where it is at `now` (pausing, reversing, stopping): active and paused,
  /// or still stopped.
  /// A run that pauses stores, with `scrubsLinearly`, the progress drawn (the curve at the
  /// time fraction; a spring's share of the distance), without it the time fraction
  /// (`_pauseAnimation:fromStart:` with `timingFunctionForPause` linear or nil), so the views
  /// don't move either way.
  mutating func freeze(at now: Instant) {
    let wasRunning = run != nil
    let time = forwardFraction(at: now)
    progress = progress(at: now)
    fraction = wasRunning && settings.scrubsLinearly ? min(max(progress, 0), 1) : time
    if phase != .stopped && phase != .inactive { phase = .paused }
  }

  /// Active → stopped, frozen at `now`.
  /// Stopping does not store a new fraction the way a pause does; the engine keeps the time
  /// fraction reached (an engine choice: UIKit's stopped getter reads whatever was stored last).
  mutating func stop(at now: Instant) {
    let time = forwardFraction(at: now)
    freeze(at: now)
    fraction = time
    phase = .stopped
  }

  /// Back to inactive once its animations are let go: the fraction back to 0 and reversed off,
  /// as `_clearAnimationState` leaves it.
  mutating func deactivate() {
    phase = .inactive
    animations = []
    stopped = []
    fraction = 0
    progress = 0
    isReversed = false
    internalDuration = unitDuration
    if case .cubic(let curve) = settings.timing { self.curve = curve } else { curve = nil }
  }

  /// Sets `fractionComplete` while paused; reversed, the value is read from the other end
  /// (`_updateAnimationsToFractionComplete:` applies 1 − v). Without `scrubsLinearly` the
  /// paused animations keep the curve they were drawn with, so the views show curve(v).
  mutating func scrub(to value: Double) {
    let clamped = min(max(value, 0), 1)
    fraction = isReversed ? 1 - clamped : clamped
    if settings.scrubsLinearly {
      progress = fraction
    } else if let curve {
      progress = curve.progress(atFraction: fraction)
    } else {
      let (timing, duration) = settings.timing.timing(over: settings.duration)
      progress = timing.progress(elapsed: fraction * duration, duration: duration)
    }
  }
}
