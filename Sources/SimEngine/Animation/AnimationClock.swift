/// What a running animation's progress depends on, and nothing else: kept in a dense array by
/// the animator, one per running animation, so sampling a frame reads these few bytes in order
/// instead of each animation's whole record (its completions, its bookkeeping).
///
/// Its fields are ordered and sized to pack into 88 bytes (112 with the driver as an `Int?` and
/// the flag among the doubles): a frame of 20,000 animations reads 0.5 MB less.
struct AnimationClock: Hashable, Sendable {
  /// When it starts moving (after its delay).
  var start: Instant
  /// One pass, forward or back, in seconds.
  var oneWay: Double
  /// How many times it plays (a fraction stops part-way through a play; infinity: until it is
  /// removed), and whether each play runs forward then back (`.autoreverse`).
  var repeatCount: Double
  /// The driver's progress when it was added, or the share `addAnimations(_:delayFactor:)`
  /// delays it to: it goes from its start values there to its end values at the driver's
  /// progress 1.
  var base = 0.0
  var timing: TimingSolver
  var autoreverses: Bool
  /// The index of the property animator that drives it, or -1 when the clock does.
  private var driverIndex: Int32 = -1

  init(
    start: Instant, oneWay: Double, repeatCount: Double, autoreverses: Bool, timing: TimingSolver
  ) {
    self.start = start
    self.oneWay = oneWay
    self.repeatCount = repeatCount
    self.timing = timing
    self.autoreverses = autoreverses
  }

  /// The property animator that drives it (its index), or nil when the clock does.
  var driver: Int? {
    get { driverIndex < 0 ? nil : Int(driverIndex) }
    set { driverIndex = newValue.map { Int32(clamping: $0) } ?? -1 }
  }

  /// Its progress at `time` by the clock: within the current play, forward (or back, on an
  /// autoreversing play's second half), along its timing. A driven animation's progress comes
  /// from its driver instead (``Animator/progress(of:at:)``).
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

  /// Its progress at `now`, given its driver's progress when it has one.
  func progress(at now: Instant, driverProgress: Double) -> Double {
    guard driver != nil else { return progress(at: now) }
    guard base < 1 else { return 1 }
    // Before the share it was added (or delayed) at, it is at its start values: UIKit maps an
    // added animation's fraction v as (v − o) / (1 − o), 0 when v ≤ o
    // (`_updateAnimationsToFractionComplete:`).
    return max(driverProgress - base, 0) / (1 - base)
  }
}
