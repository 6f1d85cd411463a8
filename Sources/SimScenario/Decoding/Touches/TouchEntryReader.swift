import SimEngine
import SimGeometry

/// Reads one item of a touch stream: a raw event `{"t", "finger", "phase", "x", "y"}` or a
/// helper (`tap`, `drag`) that expands into raw events.
extension DocumentReader {
  static let rawEventKeys = ["t", "finger", "phase", "x", "y", "comment"]
  static let tapKeys = ["tap", "t", "finger", "duration", "comment"]
  static let dragKeys = ["from", "to", "t", "duration", "finger", "steps"]
  /// How long a `tap` helper holds the finger down unless told: 80 ms, a brisk human tap.
  static let defaultTapDuration = Interval(nanoseconds: 80_000_000)

  mutating func touchEntry(_ node: Node, _ path: String, fps: Int) -> TouchStream.Entry? {
    guard var fields = object(node, path, expected: "a touch event object") else { return nil }
    let origin = SourceReference(file: file, location: document.location(node))
    if let tap = fields.take("tap") {
      defer { finish(fields, known: Self.tapKeys, context: "a tap") }
      return tapEntry(&fields, tap: tap, path: path, origin: origin)
    }
    if let drag = fields.take("drag") {
      if let comment = fields.take("comment") { _ = string(comment, path + ".comment") }
      finish(fields, known: ["drag", "comment"], context: "a drag")
      return dragEntry(drag, path: path + ".drag", origin: origin, fps: fps)
    }
    defer { finish(fields, known: Self.rawEventKeys, context: "a touch event") }
    let t = require("t", in: &fields, what: "the time in seconds")
    let phaseNode = require(
      "phase", in: &fields, what: "began, moved, stationary, ended or cancelled")
    let x = require("x", in: &fields, what: "the x coordinate in window points")
    let y = require("y", in: &fields, what: "the y coordinate in window points")
    if let comment = fields.take("comment") { _ = string(comment, fields.path("comment")) }
    let finger = finger(&fields, path: path)
    guard let t, let phaseNode, let x, let y,
      let time = time(t, fields.path("t")), let phase = phase(phaseNode, fields.path("phase")),
      let xValue = number(x, fields.path("x")), let yValue = number(y, fields.path("y")), let finger
    else { return nil }
    let input = TouchInput(
      time: time, finger: finger, phase: phase, location: Point(x: xValue, y: yValue))
    return TouchStream.Entry(
      start: time, origin: origin, events: [.init(input: input, origin: origin)])
  }

  private mutating func finger(_ fields: inout Fields, path: String) -> Int? {
    guard let node = fields.take("finger") else { return 1 }
    return integer(node, fields.path("finger"), in: 0...limits.finger, what: "finger")
  }

  private mutating func phase(_ node: Node, _ path: String) -> TouchPhase? {
    guard let text = string(node, path) else { return nil }
    if let phase = TouchPhase(rawValue: text) { return phase }
    let names = TouchPhase.allCases.map(\.rawValue)
    error(
      node, path, "unknown touch phase '\(text)'; expected \(Suggestions.list(names))",
      notes: suggestion(text, in: names, at: node))
    return nil
  }

  private mutating func tapEntry(
    _ fields: inout Fields, tap: Node, path: String, origin: SourceReference
  ) -> TouchStream.Entry? {
    let point = point(tap, fields.path("tap"))
    let t = require("t", in: &fields, what: "when the finger goes down, in seconds")
    var duration = Self.defaultTapDuration
    if let node = fields.take("duration") {
      duration = interval(node, fields.path("duration"), what: "a duration") ?? duration
    }
    if let comment = fields.take("comment") { _ = string(comment, fields.path("comment")) }
    let finger = finger(&fields, path: path)
    guard let point, let t, let start = time(t, fields.path("t")), let finger else { return nil }
    let began = TouchInput(time: start, finger: finger, phase: .began, location: point)
    var ended = began
    ended.time = start + duration
    ended.phase = .ended
    return TouchStream.Entry(
      start: start, origin: origin,
      events: [.init(input: began, origin: origin), .init(input: ended, origin: origin)])
  }

  /// `{"from", "to", "t", "duration", "steps"}`: down at `from`, `steps` evenly spaced moves
  /// (by default one per frame) ending at `to` at t + duration, and the lift there.
  private mutating func dragEntry(_ node: Node, path: String, origin: SourceReference, fps: Int)
    -> TouchStream.Entry?
  {
    guard var fields = object(node, path, expected: "a drag object") else { return nil }
    defer { finish(fields, known: Self.dragKeys, context: "a drag") }
    let from = require("from", in: &fields, what: "the start point [x, y]").flatMap {
      point($0, fields.path("from"))
    }
    let to = require("to", in: &fields, what: "the end point [x, y]").flatMap {
      point($0, fields.path("to"))
    }
    let start = require("t", in: &fields, what: "when the finger goes down, in seconds").flatMap {
      time($0, fields.path("t"))
    }
    let duration = require("duration", in: &fields, what: "how long the drag takes, in seconds")
      .flatMap { interval($0, fields.path("duration"), what: "a duration") }
    let finger = finger(&fields, path: path)
    var steps: Int?
    if let node = fields.take("steps") {
      steps = integer(node, fields.path("steps"), in: 1...100_000, what: "steps")
      if steps == nil { return nil }
    }
    guard let from, let to, let start, let duration, let finger else { return nil }
    let count = steps ?? max(1, Int((duration.seconds * Double(fps)).rounded()))
    var events = [
      TouchStream.Event(
        input: TouchInput(time: start, finger: finger, phase: .began, location: from),
        origin: origin)
    ]
    for step in 1...count {
      let fraction = Double(step) / Double(count)
      let time = start + Interval(nanoseconds: duration.nanoseconds * Int64(step) / Int64(count))
      let location = Point(
        x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
      events.append(
        .init(
          input: TouchInput(time: time, finger: finger, phase: .moved, location: location),
          origin: origin))
    }
    events.append(
      .init(
        input: TouchInput(time: start + duration, finger: finger, phase: .ended, location: to),
        origin: origin))
    return TouchStream.Entry(start: start, origin: origin, events: events)
  }
}
