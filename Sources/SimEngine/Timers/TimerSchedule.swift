/// When a repeating timer fires next: CFRunLoop's rule, as `__CFRunLoopDoTimer` computes it
/// after the timer's callout (CF-855.17 `CFRunLoop.c`): starting from the fire date it was
/// scheduled for (`_fireTSR`, not the time it actually fired), add the interval until the date
/// is after now. So a timer never drifts (Foundation's `Timer` documentation: "a repeating
/// timer reschedules itself based on the scheduled firing time, not the actual firing time"),
/// and firings missed while it could not fire are not made up: they coalesce into the one
/// late firing ("the timer is fired only once for that time period").
enum TimerSchedule {
  /// The first of `scheduled + k·interval` (k ≥ 1) after `now`. CFRunLoop adds the interval
  /// in a loop; the quotient gives the same date in one step, however late the timer is.
  /// - Precondition: `interval` is positive and `now` is not before `scheduled`.
  static func nextFiring(scheduled: Instant, interval: Interval, firedAt now: Instant)
    -> Instant
  {
    precondition(interval.nanoseconds > 0 && now >= scheduled)
    let late = now.nanoseconds - scheduled.nanoseconds
    let steps = late / interval.nanoseconds + 1
    let (distance, overflow) = steps.multipliedReportingOverflow(by: interval.nanoseconds)
    guard !overflow, distance <= Int64.max - scheduled.nanoseconds else { return .never }
    return Instant(nanoseconds: scheduled.nanoseconds + distance)
  }
}
