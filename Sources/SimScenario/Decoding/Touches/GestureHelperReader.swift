import SimEngine
import SimGeometry

/// The touch helpers: each reads into a ``TouchGesture``, whose events become one stream entry.
/// `tap` and `longPress` put their point at the top (`{"tap": [x, y], "t": 1}`); the others are
/// an object under their name (`{"fling": {...}}`).
/// The touch helpers, each named by its key. An enum, switched over without `default:`, so a
/// helper added here and forgotten in the reader is a compile error, not a helper silently
/// read as an edge swipe.
enum TouchHelper: String, CaseIterable, Sendable, CustomStringConvertible {
  case tap, longPress, drag, swipe, fling, pinch, rotate, edgeSwipe
  /// Steps on controls by value (`GestureHelperReader+Controls.swift`): a tap on a switch
  /// only if needed, taps on a stepper's plus or minus side.
  case toggle, increment, decrement

  var description: String { rawValue }

  /// Whether its point is at the top (`{"tap": [x, y], "t": 1}`) rather than an object under
  /// its name.
  var isPointHelper: Bool { self == .tap || self == .longPress || isControlHelper }

  /// Whether it names a control and a value rather than a place (`{"toggle": "wifi", "to":
  /// true}`).
  var isControlHelper: Bool { self == .toggle || self == .increment || self == .decrement }

  /// The keys it reads.
  var fieldKeys: [String] {
    switch self {
    case .tap:
      ["tap", "t", "duration", "taps", "fingers", "interval", "spacing", "finger", "comment"]
    case .longPress: ["longPress", "t", "duration", "fingers", "spacing", "finger", "comment"]
    case .drag:
      [
        "from", "to", "toValue", "path", "t", "duration", "speed", "steps", "fingers", "spacing",
        "finger",
      ]
    case .swipe:
      ["from", "to", "direction", "distance", "t", "duration", "fingers", "spacing", "finger"]
    case .fling: ["from", "to", "direction", "distance", "velocity", "t", "finger"]
    case .pinch:
      ["center", "from", "to", "scale", "t", "duration", "orientation", "turn", "finger"]
    case .rotate: ["center", "angle", "span", "scale", "t", "duration", "orientation", "finger"]
    case .edgeSwipe: ["edge", "distance", "velocity", "position", "t", "finger"]
    case .toggle: ["toggle", "to", "t", "duration", "comment"]
    case .increment, .decrement: [rawValue, "times", "t", "duration", "interval", "comment"]
    }
  }
}

extension DocumentReader {
  /// Lengths, speeds and coordinates a helper takes: within a million points (per second).
  static let helperRange = -1e6...1e6

  mutating func helperEntry(
    _ helper: TouchHelper, _ fields: inout Fields, path: String, origin: SourceReference,
    screen: Screen
  ) -> TouchItem? {
    let known = helper.fieldKeys + StepRead.keys
    let anchor: Node
    var place = path
    let gesture: TouchGesture?
    step = StepRead()
    if helper.isPointHelper {
      anchor = fields.node
      if let comment = fields.take("comment") { _ = string(comment, fields.path("comment")) }
      gesture =
        helper.isControlHelper ? controlHelper(helper, &fields) : pointHelper(helper, &fields)
      finish(fields, known: known, context: "a \(helper)")
    } else {
      let node = fields.take(helper.rawValue)!
      anchor = node
      place = fields.path(helper.rawValue)
      if let comment = fields.take("comment") { _ = string(comment, fields.path("comment")) }
      finish(fields, known: [helper.rawValue, "comment"], context: "a \(helper)")
      guard var inner = object(node, place, expected: "a \(helper) object") else {
        return nil
      }
      gesture = objectHelper(helper, &inner, screen: screen)
      finish(inner, known: known, context: "a \(helper)")
    }
    guard let gesture, let start = step.start else { return nil }
    var touch = StepTouch(helper: helper.rawValue, gesture: gesture, places: step.places)
    touch.expectMiss = step.expectMiss
    touch.control = step.control
    if touch.control != nil && touch.expectMiss {
      self.error(
        anchor, place,
        "'expectMiss' can't go with a step that sets a control by value: its touches must reach the control"
      )
      return nil
    }
    let named = step.places.contains { $0.viewName != nil }
    if named { touch.speed = step.speed }
    // Found when it starts: not expanded here.
    guard case .at(let t) = start, !named, !touch.expectMiss else {
      return .step(start, .touch(touch), summary: step.summary(helper), anchor: anchor)
    }
    let inputs: [TouchInput]
    do {
      inputs = try touch.resolved(at: t, places: [], fps: screen.fps)
    } catch {
      self.error(anchor, place, "this \(helper) can't be performed: \(error.description)")
      return nil
    }
    guard let first = inputs.first else { return nil }
    if let last = inputs.map(\.finger).max(), last > limits.finger {
      self.error(
        anchor, path, "this \(helper) uses finger \(last), past the \(limits.finger) limit")
      return nil
    }
    let entry = TouchStream.Entry(
      start: first.time, origin: origin, events: inputs.map { .init(input: $0, origin: origin) })
    return .entry(entry, summary: step.summary(helper))
  }

  private mutating func pointHelper(_ helper: TouchHelper, _ fields: inout Fields)
    -> TouchGesture?
  {
    let point = helperPlace(fields.take(helper.rawValue)!, fields.path(helper.rawValue))
    let t = stepStart(&fields)
    var tap = TapGesture(at: point ?? .zero, time: .zero)
    if helper == .longPress { tap.duration = Interval(nanoseconds: 600_000_000) }
    var valid = point != nil && t != nil
    if let n = fields.take("duration") {
      valid =
        assign(interval(n, fields.path("duration"), what: "a duration"), to: &tap.duration)
        && valid
    }
    if let n = fields.take("taps") {
      valid =
        assign(integer(n, fields.path("taps"), in: 1...1000, what: "taps"), to: &tap.taps)
        && valid
    }
    if let n = fields.take("interval") {
      valid =
        assign(interval(n, fields.path("interval"), what: "an interval"), to: &tap.interval)
        && valid
    }
    readFingers(&fields, fingers: &tap.fingers, spacing: &tap.spacing, valid: &valid)
    valid = assign(finger(&fields, path: fields.path), to: &tap.finger) && valid
    return valid ? .tap(tap) : nil
  }

  /// `fingers` (1 to 10) and `spacing` (points between neighbours).
  mutating func readFingers(
    _ fields: inout Fields, fingers: inout Int, spacing: inout Double, valid: inout Bool
  ) {
    if let n = fields.take("fingers") {
      valid =
        assign(integer(n, fields.path("fingers"), in: 1...10, what: "fingers"), to: &fingers)
        && valid
    }
    if let n = fields.take("spacing") {
      valid =
        assign(
          number(n, fields.path("spacing"), in: 0...1000, what: "spacing (points)"), to: &spacing)
        && valid
    }
  }

  /// A point with both coordinates within a million points.
  mutating func helperPoint(_ node: Node, _ path: String) -> Point? {
    guard let p = point(node, path) else { return nil }
    guard Self.helperRange.contains(p.x), Self.helperRange.contains(p.y) else {
      error(node, path, "a helper's points must lie within a million points of the origin")
      return nil
    }
    return p
  }

  /// A positive number up to a million (a length in points, a speed in points per second).
  mutating func helperAmount(_ node: Node, _ path: String, what: String) -> Double? {
    guard let value = number(node, path, in: 0...1e6, what: what) else { return nil }
    guard value > 0 else {
      error(node, path, "\(what) must be more than 0")
      return nil
    }
    return value
  }
}

/// Stores `value` in `target` when there is one; says whether there was.
func assign<T>(_ value: T?, to target: inout T) -> Bool {
  guard let value else { return false }
  target = value
  return true
}
