import SimEngine
import SimGeometry

/// One gesture of an explored stream: what a person does, when, and with which fingers. It
/// becomes touch events through the same ``TouchGesture`` helpers a scenario file's `touches`
/// use, and it is written back as that helper's entry, so a stream read back from a file makes
/// exactly the events the explorer sent.
public struct ExploreGesture: Hashable, Sendable {
  public enum Shape: Hashable, Sendable {
    /// `taps` taps of `fingers` fingers held `duration` each.
    case tap(Point, taps: Int, fingers: Int, duration: Interval)
    case longPress(Point, duration: Interval)
    /// `fingers` fingers along a straight line at a steady speed.
    case drag(from: Point, to: Point, duration: Interval, fingers: Int)
    case fling(from: Point, to: Point, velocity: Double)
    case edgeSwipe(ScreenEdge, position: Double, distance: Double, velocity: Double)
    case pinch(center: Point, from: Double, to: Double, duration: Interval)
  }

  public var time: Instant
  public var shape: Shape
  /// The first finger's number; the others count up from it. Each gesture of a stream has
  /// fingers of its own, so gestures may overlap in time in any combination.
  public var finger: Int

  public init(time: Instant, shape: Shape, finger: Int) {
    self.time = time
    self.shape = shape
    self.finger = finger
  }

  /// As the scenario format's helper makes it.
  func touchGesture(screen: Size) throws(TouchGestureError) -> TouchGesture {
    switch shape {
    case .tap(let point, let taps, let fingers, let duration):
      var tap = TapGesture(at: point, time: time)
      tap.taps = taps
      tap.fingers = fingers
      tap.duration = duration
      tap.finger = finger
      return .tap(tap)
    case .longPress(let point, let duration):
      return .longPress(at: point, time: time, duration: duration, finger: finger)
    case .drag(let from, let to, let duration, let fingers):
      var drag = DragGesture(path: [from, to], time: time, duration: duration)
      drag.fingers = fingers
      drag.finger = finger
      return .drag(drag)
    case .fling(let from, let to, let velocity):
      var fling = FlingGesture(from: from, to: to, velocity: velocity, time: time)
      fling.finger = finger
      return .fling(fling)
    case .edgeSwipe(let edge, let position, let distance, let velocity):
      return try .edgeSwipe(
        edge, screen: screen, distance: distance, velocity: velocity, time: time,
        position: position, finger: finger)
    case .pinch(let center, let from, let to, let duration):
      var pinch = TwoFingerGesture(
        center: center, span: from, endSpan: to, time: time, duration: duration)
      pinch.finger = finger
      return .twoFinger(pinch)
    }
  }

  /// The touch events, or nil when the helper refuses the values (a fling too short for its
  /// speed): a generated gesture the format could not express is left out.
  func inputs(screen: Size, fps: Int) -> [TouchInput]? {
    try? touchGesture(screen: screen).inputs(fps: fps)
  }

  /// How many fingers it puts down at once.
  var fingerCount: Int {
    switch shape {
    case .tap(_, _, let fingers, _), .drag(_, _, _, let fingers): fingers
    case .longPress, .fling, .edgeSwipe: 1
    case .pinch: 2
    }
  }

  /// The entry of a scenario's `touches` that makes this gesture.
  var entry: String {
    func p(_ point: Point) -> String {
      "[\(point.x.compactDescription), \(point.y.compactDescription)]"
    }
    let t = "\"t\": \(time - .zero)"
    let f = "\"finger\": \(finger)"
    switch shape {
    case .tap(let point, let taps, let fingers, let duration):
      var text = "{\"tap\": \(p(point)), \(t), \"duration\": \(duration)"
      if taps != 1 { text += ", \"taps\": \(taps)" }
      if fingers != 1 { text += ", \"fingers\": \(fingers)" }
      return text + ", \(f)}"
    case .longPress(let point, let duration):
      return "{\"longPress\": \(p(point)), \(t), \"duration\": \(duration), \(f)}"
    case .drag(let from, let to, let duration, let fingers):
      let extra = fingers == 1 ? "" : ", \"fingers\": \(fingers)"
      return
        "{\"drag\": {\"from\": \(p(from)), \"to\": \(p(to)), \(t), \"duration\": \(duration)\(extra), \(f)}}"
    case .fling(let from, let to, let velocity):
      return
        "{\"fling\": {\"from\": \(p(from)), \"to\": \(p(to)), \"velocity\": \(velocity.compactDescription), \(t), \(f)}}"
    case .edgeSwipe(let edge, let position, let distance, let velocity):
      return
        "{\"edgeSwipe\": {\"edge\": \"\(edge.rawValue)\", \"position\": \(position.compactDescription), \"distance\": \(distance.compactDescription), \"velocity\": \(velocity.compactDescription), \(t), \(f)}}"
    case .pinch(let center, let from, let to, let duration):
      return
        "{\"pinch\": {\"center\": \(p(center)), \"from\": \(from.compactDescription), \"to\": \(to.compactDescription), \(t), \"duration\": \(duration), \(f)}}"
    }
  }

  /// A measure of how complicated it is, which shrinking only ever lowers: fingers and taps
  /// count most, then moving over holding still, then length in time and space.
  var complexity: Double {
    let kind: Double
    let size: Double
    switch shape {
    case .tap(_, let taps, let fingers, let duration):
      kind = Double(taps * fingers)
      size = duration.seconds
    case .longPress(_, let duration):
      kind = 2
      size = duration.seconds
    case .drag(let from, let to, let duration, let fingers):
      kind = 3 * Double(fingers)
      size = duration.seconds + from.distance(to: to) / 1000
    case .fling(let from, let to, _):
      kind = 4
      size = from.distance(to: to) / 1000
    case .edgeSwipe(_, _, let distance, _):
      kind = 4
      size = distance / 1000
    case .pinch(_, let from, let to, let duration):
      kind = 6
      size = duration.seconds + abs(to - from) / 1000
    }
    return kind * 10 + size
  }
}
