/// An animation the simulation has started, numbered from 1 in the order started.
public struct AnimationRecord: Hashable, Sendable {
  public let number: Int
  public let view: ViewID
  /// When it was asked for (the action's time).
  public let requested: Instant
  /// When it starts moving (after its delay) and when it stops (``Instant/never`` for one that
  /// repeats forever).
  public var start: Instant { clock.start }
  public let end: Instant
  /// How many times it plays (a fraction stops part-way through a play; infinity: until it is
  /// removed), and whether each play runs forward then back (`.autoreverse`).
  public var repeatCount: Double { clock.repeatCount }
  public var autoreverses: Bool { clock.autoreverses }
  public let timing: AnimationTiming
  /// What its progress depends on (the animator keeps a copy by running slot for sampling).
  let clock: AnimationClock
  public let allowsUserInteraction: Bool
  public internal(set) var isRunning: Bool
  /// Set when it stops: true if it ran to its end, false if it was cut short (replaced by a
  /// `beginFromCurrentState` animation, or its view left the window).
  public internal(set) var finished: Bool?
  /// When it stopped (its end, or earlier when cut short).
  public internal(set) var stoppedAt: Instant?
  /// Whether a track of it was removed before its end.
  var interrupted = false
  let completion: [Action]
  let completionIfFinished: [Action]
  let completionIfInterrupted: [Action]
  /// How many of its tracks are still running (the ``Animator``'s bookkeeping).
  var trackCount = 0
  /// Its place in the animator's list of running animations while it runs.
  var runningSlot = -1
  /// The property animator that drives it (its index), or nil when the clock does.
  var driver: Int? { clock.driver }

  var repeatsForever: Bool { repeatCount.isInfinite }

  /// Its progress at `time` by the clock.
  func progress(at time: Instant) -> Double { clock.progress(at: time) }
}
