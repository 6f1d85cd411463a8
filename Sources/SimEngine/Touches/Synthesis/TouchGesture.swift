import SimGeometry

/// A gesture a person makes, written as what they do ("a fling at 2,000 pt/s") and turned into
/// the touch events a digitizer would report, one move per display frame, deterministically.
/// The scenario format's helpers (`tap`, `longPress`, `drag`, `fling`, `pinch`, `rotate`,
/// `swipe`, `edgeSwipe`) and ``Simulation/perform(_:)`` both go through it, so a helper means
/// the same events in a file and in Swift. Each kind documents the velocity, scale or rotation a
/// recognizer reads from it, and tests hold it to that.
public enum TouchGesture: Hashable, Sendable {
  /// One or more taps of one or more fingers; a long press is a tap held longer.
  case tap(TapGesture)
  /// Fingers moved along a path at a steady speed; a swipe and an edge swipe are drags.
  case drag(DragGesture)
  /// A finger that speeds up and lifts while moving at a given velocity.
  case fling(FlingGesture)
  /// Two fingers spreading, pinching and turning about a center.
  case twoFinger(TwoFingerGesture)

  /// The most moves one helper may generate: 100,000 (about 28 minutes at 60 fps).
  public static let maximumSteps = 100_000

  /// The touch events, in time order; the fingers of one moment share a timestamp, so
  /// ``TouchInput/events(in:)`` groups them into one `UIEvent`.
  public func inputs(fps: Int) throws(TouchGestureError) -> [TouchInput] {
    switch self {
    case .tap(let gesture): try gesture.inputs()
    case .drag(let gesture): try gesture.inputs(fps: fps)
    case .fling(let gesture): try gesture.inputs(fps: fps)
    case .twoFinger(let gesture): try gesture.inputs(fps: fps)
    }
  }

  /// A long press: `fingers` held still at `point` for `duration` (0.6 s unless told, past
  /// `UILongPressGestureRecognizer`'s 0.5 s).
  public static func longPress(
    at point: Point, time: Instant, duration: Interval = Interval(nanoseconds: 600_000_000),
    fingers: Int = 1, finger: Int = 1
  ) -> TouchGesture {
    var tap = TapGesture(at: point, time: time)
    tap.duration = duration
    tap.fingers = fingers
    tap.finger = finger
    return .tap(tap)
  }

  /// A swipe: `fingers` side by side (`spacing` apart, across the direction of travel) moving
  /// together from `start` to `end` in `duration` (0.15 s unless told), at a steady speed.
  public static func swipe(
    from start: Point, to end: Point, time: Instant,
    duration: Interval = Interval(nanoseconds: 150_000_000), fingers: Int = 1, finger: Int = 1
  ) -> TouchGesture {
    var drag = DragGesture(path: [start, end], time: time, duration: duration)
    drag.fingers = fingers
    drag.finger = finger
    return .drag(drag)
  }

  /// An edge swipe: one finger from the screen's `edge` (at `position` along it, the middle
  /// unless told) straight inward by `distance`, at a steady `velocity` (pt/s), so a screen-edge
  /// pan reads `velocity` at the lift. It starts `inset` (1 pt) inside the edge.
  public static func edgeSwipe(
    _ edge: ScreenEdge, screen: Size, distance: Double, velocity: Double, time: Instant,
    position: Double? = nil, inset: Double = 1, finger: Int = 1
  ) throws(TouchGestureError) -> TouchGesture {
    guard velocity > 0, velocity.isFinite else {
      throw .invalid("an edge swipe's velocity must be a positive number of points per second")
    }
    guard distance > 0, distance.isFinite else {
      throw .invalid("an edge swipe's distance must be a positive number of points")
    }
    let (start, direction): (Point, Point) =
      switch edge {
      case .left: (Point(x: inset, y: position ?? screen.height / 2), Point(x: 1, y: 0))
      case .right:
        (Point(x: screen.width - inset, y: position ?? screen.height / 2), Point(x: -1, y: 0))
      case .top: (Point(x: position ?? screen.width / 2, y: inset), Point(x: 0, y: 1))
      case .bottom:
        (Point(x: position ?? screen.width / 2, y: screen.height - inset), Point(x: 0, y: -1))
      }
    let end = Point(x: start.x + direction.x * distance, y: start.y + direction.y * distance)
    var drag = DragGesture(
      path: [start, end], time: time, duration: Interval(seconds: distance / velocity))
    drag.finger = finger
    return .drag(drag)
  }
}

/// Why a gesture can't be turned into touches.
public enum TouchGestureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A value out of its range, or values that contradict each other; the text says which.
  case invalid(String)
  /// The generated events don't fit the simulation (a finger already down, an earlier time).
  case sequence(TouchSequenceError)

  public var description: String {
    switch self {
    case .invalid(let text): text
    case .sequence(let error): error.description
    }
  }
}
