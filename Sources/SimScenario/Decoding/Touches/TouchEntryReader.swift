import SimEngine
import SimGeometry

/// Reads one item of a touch stream: a raw event `{"t", "finger", "phase", "x", "y"}` or a
/// helper (`tap`, `longPress`, `drag`, `swipe`, `fling`, `pinch`, `rotate`, `edgeSwipe`) that
/// expands into raw events through ``TouchGesture``.
extension DocumentReader {

  mutating func touchEntry(_ node: Node, _ path: String, screen: Screen) -> TouchItem? {
    guard var fields = object(node, path, expected: "a touch event object") else { return nil }
    let origin = SourceReference(file: file, location: document.location(node))
    if let helper = TouchHelper.allCases.first(where: { fields.has($0.rawValue) }) {
      return helperEntry(helper, &fields, path: path, origin: origin, screen: screen)
    }
    defer { finish(fields, ScenarioKeys.touchEvent) }
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
    let entry = TouchStream.Entry(
      start: time, origin: origin, events: [.init(input: input, origin: origin)])
    return .entry(
      entry,
      summary:
        "finger \(finger) \(phase.rawValue) [\(xValue.compactDescription), \(yValue.compactDescription)]"
    )
  }

  mutating func finger(_ fields: inout Fields, path: String) -> Int? {
    guard let node = fields.take("finger") else { return 1 }
    return integer(node, fields.path("finger"), in: 0...limits.finger, what: "finger")
  }

  static let touchPhases = ChoiceSet("touch phase", TouchPhase.self)

  private mutating func phase(_ node: Node, _ path: String) -> TouchPhase? {
    choice(node, path, Self.touchPhases, as: TouchPhase.self)
  }
}
