/// What happened to an app timer or display link, for the journal and the trace.
public struct TimerOccurrence: Hashable, Sendable {
  public enum Event: Hashable, Sendable {
    /// A timer was scheduled to fire first at `fireDate`.
    case scheduled(fireDate: Instant, interval: Interval, repeats: Bool, mode: RunLoopMode)
    /// A timer fired for the `count`th time; `scheduled` is the fire date it was due at (earlier
    /// than now when it waited out a tracking run-loop mode).
    case fired(scheduled: Instant, count: Int)
    /// A default-mode timer's fire date came while the run loop was in
    /// `UITrackingRunLoopMode`: it waits until the mode ends.
    case waiting(scheduled: Instant)
    /// `invalidate()`, or a one-shot timer after its firing.
    case invalidated
    /// A display link was added to the run loop.
    case linkAdded(mode: RunLoopMode)
    /// A display link called back with its `timestamp` and `targetTimestamp`.
    case linkFired(timestamp: Instant, target: Instant)
    /// A display link's `invalidate()`.
    case linkInvalidated
  }

  /// The timer's or display link's name.
  public let name: String
  public let event: Event

  public init(name: String, event: Event) {
    self.name = name
    self.event = event
  }

  /// Whether it concerns a display link rather than a timer.
  public var isDisplayLink: Bool {
    switch event {
    case .linkAdded, .linkFired, .linkInvalidated: true
    case .scheduled, .fired, .waiting, .invalidated: false
    }
  }
}
