extension PropertyAnimator {
  /// A stretch of running from `fromFraction` at `start` to the end it heads for (`toward`,
  /// in forward terms), `duration` seconds long.
  struct Run: Hashable, Sendable {
    /// How the drawn progress moves.
    enum Motion: Hashable, Sendable {
      /// Along the timeline: progress = curve(fraction), the curve played forward or back.
      case timeline(TimingCurve)
      /// A new motion from `fromProgress` to the end along `timing` over the run (a spring
      /// continued from where the views are drawn).
      case restart(AnimationTiming, fromProgress: Double)
    }
    var start: Instant
    var duration: Double
    var fromFraction: Double
    var toward: Double
    var motion: Motion
  }
}
