/// The run-loop modes an app adds a timer or display link to.
///
/// `Timer.scheduledTimer` adds its timer to the current run loop in the default mode
/// (Foundation's `Timer` documentation), and Apple's `CADisplayLink` sample adds the link
/// with `forMode: .default`. While a scroll view drags or decelerates, UIKit runs the main run
/// loop in `UITrackingRunLoopMode` (`-[UIScrollView _pushTrackingRunLoopModeIfNecessaryForReason:]`),
/// where default-mode items wait; `.common` ones (`RunLoop.Mode.common`: default and tracking)
/// go on.
public enum RunLoopMode: String, CaseIterable, Hashable, Sendable {
  case `default`
  case common

  /// Whether an item in this mode runs while the run loop is in `UITrackingRunLoopMode`.
  public func runs(whileTracking tracking: Bool) -> Bool {
    switch self {
    case .default: !tracking
    case .common: true
    }
  }
}

/// A `Timer.scheduledTimer(withTimeInterval:repeats:)` the app schedules (a `timer` action).
public struct TimerSettings: Hashable, Sendable {
  public var name: String
  /// Seconds between its scheduled firings; the first is `interval` after it is scheduled.
  public var interval: Interval
  public var repeats: Bool
  /// `Timer.tolerance`: how late the system may fire it. It never moves a firing on the
  /// virtual clock (docs/semantics.md, "Timers").
  public var tolerance: Interval
  public var mode: RunLoopMode
  /// What its block does.
  public var actions: [Action]

  public init(
    name: String, interval: Interval, repeats: Bool, tolerance: Interval = .zero,
    mode: RunLoopMode = .default, actions: [Action]
  ) {
    self.name = name
    self.interval = interval
    self.repeats = repeats
    self.tolerance = tolerance
    self.mode = mode
    self.actions = actions
  }
}

/// A `CADisplayLink` the app adds to the main run loop (a `displayLink` action).
public struct DisplayLinkSettings: Hashable, Sendable {
  public var name: String
  public var mode: RunLoopMode
  /// What its callback does, once a frame.
  public var actions: [Action]

  public init(name: String, mode: RunLoopMode = .default, actions: [Action]) {
    self.name = name
    self.mode = mode
    self.actions = actions
  }
}

/// What an expression reads of a display link (`link.timestamp`), in seconds of the virtual
/// clock: the values the link's last callback was given (CADisplayLink's `timestamp`, "the
/// time interval that represents when the last frame displayed", and `targetTimestamp`, "when
/// the next frame displays").
public enum DisplayLinkValue: String, CaseIterable, Hashable, Sendable {
  case timestamp
  case targetTimestamp
}
