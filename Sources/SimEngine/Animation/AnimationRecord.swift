/// An animation the simulation has started, numbered from 1 in the order started.
public struct AnimationRecord: Hashable, Sendable {
  public let number: Int
  public let view: ViewID
  /// When it was asked for (the action's time).
  public let requested: Instant
  /// When it starts moving (after its delay) and when it stops (``Instant/never`` for one that
  /// repeats forever).
  public let start: Instant
  public let end: Instant
  /// How many times it plays (a fraction stops part-way through a play; infinity: until it is
  /// removed), and whether each play runs forward then back (`.autoreverse`).
  public let repeatCount: Double
  public let autoreverses: Bool
  /// One pass, forward or back.
  let oneWay: Double
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

  var repeatsForever: Bool { repeatCount.isInfinite }

  /// Its progress at `time`: within the current play, forward (or back, on an autoreversing
  /// play's second half), along its timing.
  func progress(at time: Instant) -> Double {
    let elapsed = (time - start).seconds
    guard repeatCount != 1 || autoreverses else {
      return timing.progress(elapsed: elapsed, duration: oneWay)
    }
    let play = oneWay * (autoreverses ? 2 : 1)
    guard play > 0 else { return 1 }
    let clamped = min(max(elapsed, 0), play * repeatCount)
    var phase = clamped.truncatingRemainder(dividingBy: play)
    // At the very end of a whole number of plays the last one is complete, not restarting.
    if clamped > 0 && phase == 0 && clamped >= play * repeatCount { phase = play }
    if autoreverses && phase > oneWay {
      return timing.progress(elapsed: play - phase, duration: oneWay)
    }
    return timing.progress(elapsed: phase, duration: oneWay)
  }
}
