/// An animation the simulation has started, numbered from 1 in the order started.
public struct AnimationRecord: Hashable, Sendable {
  public let number: Int
  public let view: ViewID
  /// When it was asked for (the action's time).
  public let requested: Instant
  /// When it starts moving (after its delay) and when it stops.
  public let start: Instant
  public let end: Instant
  public let timing: AnimationTiming
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
  var driver: Int?
  /// The driver's progress when it was added: it goes from its start values there to its end
  /// values at the driver's progress 1 (`addAnimations` on an active animator).
  var base = 0.0

  var duration: Double { (end - start).seconds }

  func progress(at time: Instant) -> Double {
    timing.progress(elapsed: (time - start).seconds, duration: duration)
  }
}
