import SimGeometry

/// Steps, the way a UI test is written: each starts on the first display frame after the clock
/// and leaves the clock at its last touch event (the lift), so the next line of a test reads
/// the moment the gesture ended and a later ``advance(by:)`` or ``wait(_:limit:)`` goes on from
/// there. No step needs an absolute time; ``perform(_:)`` still takes gestures with their own.
///
/// ```swift
/// try sim.tap("close")
/// try sim.drag(from: "card", by: Point(0, 300), duration: Interval(seconds: 0.4))
/// try sim.wait(.settled)
/// ```
extension Simulation {
  /// When a step taken now begins: the first frame after the clock (a scenario's touch entry
  /// without `t` likewise begins one frame after the previous one ended), so a frame is drawn
  /// between two steps, as between two real touches.
  public var nextStepTime: Instant { firstFrame(after: now) }

  /// The time of the first display frame strictly after `instant`: where a step begins (the
  /// scenario format's StepPlayer starts an entry without `t` at the first frame after the
  /// previous one ended) and the frames a wait steps through.
  public func firstFrame(after instant: Instant) -> Instant {
    let frame = clock.frame(containing: instant)
    return clock.time(ofFrame: clock.time(ofFrame: frame) > instant ? frame : frame + 1)
  }

  /// How long `wait(.settled)` and the scenario format's `{"wait": "settled"}` wait at most
  /// unless told: 10 s.
  public static let defaultWaitLimit = Interval(nanoseconds: 10_000_000_000)

  /// The wait both step styles run: checks `done`, and until it holds, moves `driver` to the
  /// next frame (or the deadline, `limit` after now, if it comes first) and checks again.
  /// Returns whether `done` held by the deadline. `advance` renders frames up to and at the
  /// time it is given (a scenario's runner also checks its timed expectations there).
  public static func waitFrames<Driver>(
    _ driver: inout Driver, simulation: KeyPath<Driver, Simulation>, limit: Interval,
    advance: (inout Driver, Instant) -> Void, done: (inout Driver) -> Bool
  ) -> Bool {
    let deadline = driver[keyPath: simulation].now + limit
    while true {
      if done(&driver) { return true }
      let now = driver[keyPath: simulation].now
      if now >= deadline { return false }
      advance(&driver, min(driver[keyPath: simulation].firstFrame(after: now), deadline))
    }
  }

  /// "at t=2.5 still running: animation 3 of 'card' (until t=2.8); …": the first eight things
  /// `pending` lists, what a wait for settling (or a scenario's `settle`) that ran out reports.
  public static func stillRunning(at time: Instant, pending: [String]) -> String {
    let shown = pending.prefix(8).joined(separator: "; ")
    let more = pending.count > 8 ? "; … and \(pending.count - 8) more" : ""
    return "at t=\(time) still running: \(shown)\(more)"
  }

  /// Taps `target`: `taps` taps of `fingers` fingers, each held 80 ms (``TapGesture``).
  public mutating func tap(
    _ target: TouchTarget, taps: Int = 1, fingers: Int = 1, expectingMiss: Bool = false
  ) throws(StepError) {
    let (start, point) = try begin(at: target, expectingMiss: expectingMiss)
    var tap = TapGesture(at: point, time: start)
    tap.taps = taps
    tap.fingers = fingers
    try run(.tap(tap))
  }

  /// Presses and holds `target` for `duration` (0.6 s unless told: past a long press's 0.5 s).
  public mutating func longPress(
    _ target: TouchTarget, duration: Interval = Interval(nanoseconds: 600_000_000),
    expectingMiss: Bool = false
  ) throws(StepError) {
    let (start, point) = try begin(at: target, expectingMiss: expectingMiss)
    try run(.longPress(at: point, time: start, duration: duration))
  }

  /// Puts a finger down on `from`, moves it by `offset` at a steady speed over `duration`, and
  /// lifts it there: a pan reads `offset / duration` at the lift (``DragGesture``).
  public mutating func drag(
    from target: TouchTarget, by offset: Point, duration: Interval, expectingMiss: Bool = false
  ) throws(StepError) {
    let (start, point) = try begin(at: target, expectingMiss: expectingMiss)
    try run(.drag(DragGesture(path: [point, point + offset], time: start, duration: duration)))
  }

  /// A quick flick from `from` by `offset`, lifted while moving at `velocity` pt/s
  /// (``FlingGesture``).
  public mutating func fling(
    from target: TouchTarget, by offset: Point, velocity: Double, expectingMiss: Bool = false
  ) throws(StepError) {
    let (start, point) = try begin(at: target, expectingMiss: expectingMiss)
    try run(.fling(FlingGesture(from: point, to: point + offset, velocity: velocity, time: start)))
  }

  /// A swipe from `from` by `offset` in `duration` (0.15 s unless told).
  public mutating func swipe(
    from target: TouchTarget, by offset: Point,
    duration: Interval = Interval(nanoseconds: 150_000_000), expectingMiss: Bool = false
  ) throws(StepError) {
    let (start, point) = try begin(at: target, expectingMiss: expectingMiss)
    try run(.swipe(from: point, to: point + offset, time: start, duration: duration))
  }

  /// A swipe in from a screen edge (``TouchGesture/edgeSwipe(_:screen:distance:velocity:time:position:inset:finger:)``).
  public mutating func edgeSwipe(
    _ edge: ScreenEdge, distance: Double, velocity: Double, position: Double? = nil
  ) throws(StepError) {
    let start = nextStepTime
    advance(before: start)
    let gesture: TouchGesture
    do {
      gesture = try .edgeSwipe(
        edge, screen: screen.size, distance: distance, velocity: velocity, time: start,
        position: position)
    } catch {
      throw .gesture(error)
    }
    try run(gesture)
  }

  /// Moves the clock on by `interval`, rendering the frames due.
  public mutating func advance(by interval: Interval) {
    advance(to: now + interval)
  }

  /// What ``wait(_:limit:)`` waits for.
  public enum Wait: Hashable, Sendable {
    /// Until nothing is pending (``isSettled``): no animation, active property animator,
    /// moving scroll view, transition, recognizer timer or delay.
    case settled
    /// This long.
    case time(Interval)
  }

  /// Waits: for `.time`, moves the clock on; for `.settled`, renders frame after frame until
  /// nothing is pending, for at most `limit` (10 s unless told), and fails with what still runs.
  public mutating func wait(_ wait: Wait, limit: Interval = Simulation.defaultWaitLimit)
    throws(StepError)
  {
    switch wait {
    case .time(let interval):
      advance(by: interval)
    case .settled:
      let settled = Self.waitFrames(
        &self, simulation: \.self, limit: limit, advance: { $0.advance(to: $1) },
        done: { $0.isSettled })
      guard settled else {
        throw .notSettled(limit: limit, at: now, pending: pendingWork)
      }
    }
  }

  /// Moves the clock to the step's start and finds its point then.
  private mutating func begin(at target: TouchTarget, expectingMiss: Bool) throws(StepError)
    -> (Instant, Point)
  {
    let start = nextStepTime
    advance(before: start)
    return (start, try point(for: target, expectingMiss: expectingMiss))
  }

  private mutating func run(_ gesture: TouchGesture) throws(StepError) {
    do {
      try perform(gesture)
    } catch {
      throw .gesture(error)
    }
  }
}
