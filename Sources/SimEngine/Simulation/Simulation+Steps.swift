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
  public var nextStepTime: Instant {
    let frame = clock.frame(containing: now)
    return clock.time(ofFrame: clock.time(ofFrame: frame) > now ? frame : frame + 1)
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
  public mutating func wait(_ wait: Wait, limit: Interval = Interval(nanoseconds: 10_000_000_000))
    throws(StepError)
  {
    switch wait {
    case .time(let interval):
      advance(by: interval)
    case .settled:
      let deadline = now + limit
      while !isSettled && now < deadline {
        advance(to: min(clock.time(ofFrame: frameCount), deadline))
      }
      guard isSettled else {
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
