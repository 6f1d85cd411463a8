/// One property animator's state and timeline.
///
/// Two numbers describe where it is: the fraction (the share of its duration done, in forward
/// terms: 0 at the start values, 1 at the end values; `fractionComplete` reads it from the
/// other end while reversed) and the progress its
/// views are drawn at (0 at the start values, 1 at the end values). Running, both move over a
/// *run* from where they were to the end it heads for (1, or 0 reversed); the fraction linearly in
/// time, the progress along the run's timing. Paused, both stay; scrubbing sets the fraction and
/// the progress to it (`scrubsLinearly`) or to the timing curve at it.
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
  /// The animations it runs (animation numbers), in the order added.
  var animations: [Int] = []
  /// Animations added while inactive: they run (their expressions are evaluated) when it
  /// becomes active, as UIKit runs the animations blocks then.
  var pending: [AnimatorAnimation] = []
  var completions: [AnimatorCompletion] = []
  /// While stopped, the values its animations were moving: `finishAnimation(at:)` writes their
  /// end or start values.
  var stopped: [StoppedValue] = []

  /// A stretch of running from `fraction`/`progress` at `start` to the end it heads for.
  struct Run: Hashable, Sendable {
    var start: Instant
    var duration: Double
    var timing: AnimationTiming
    var fromFraction: Double
    var fromProgress: Double
    var toward: Double
  }

  init(settings: PropertyAnimatorSettings) {
    self.settings = settings
  }

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

  /// The share of the duration done at `now` in forward terms: 0 at the start values, 1 at the
  /// end values, whichever way it runs.
  func forwardFraction(at now: Instant) -> Double {
    guard let run, now >= run.start else { return fraction }
    guard run.duration > 0 else { return run.toward }
    let share = min((now - run.start).seconds / run.duration, 1)
    return run.fromFraction + (run.toward - run.fromFraction) * share
  }

  /// The progress its views are drawn at, at `now`.
  func progress(at now: Instant) -> Double {
    guard let run, now >= run.start else { return progress }
    let share = run.timing.progress(elapsed: (now - run.start).seconds, duration: run.duration)
    return run.fromProgress + (run.toward - run.fromProgress) * share
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

  /// Starts a run at `now` from where it is, with `parameters` (its own timing when nil) over
  /// the share of its duration still to go times `durationFactor`.
  mutating func startRun(at now: Instant, parameters: TimingParameters?, durationFactor: Double) {
    let remaining = abs(target - fraction) * settings.duration * durationFactor
    let (timing, duration) = (parameters ?? settings.timing).timing(over: remaining)
    phase = .running(
      Run(
        start: now, duration: duration, timing: timing, fromFraction: fraction,
        fromProgress: progress, toward: target))
  }

  /// Stops the clock where it is at `now` (pausing, reversing, stopping): active and paused,
  /// or still stopped.
  mutating func freeze(at now: Instant) {
    fraction = forwardFraction(at: now)
    progress = progress(at: now)
    if phase != .stopped && phase != .inactive { phase = .paused }
  }

  /// Active → stopped, frozen at `now`.
  mutating func stop(at now: Instant) {
    freeze(at: now)
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
  }

  /// Sets `fractionComplete` while paused; reversed, the value is read from the other end
  /// (`_updateAnimationsToFractionComplete:` applies 1 − v).
  mutating func scrub(to value: Double) {
    let clamped = min(max(value, 0), 1)
    fraction = isReversed ? 1 - clamped : clamped
    if settings.scrubsLinearly {
      progress = fraction
    } else {
      let (timing, duration) = settings.timing.timing(over: settings.duration)
      progress = timing.progress(elapsed: fraction * duration, duration: duration)
    }
  }
}
