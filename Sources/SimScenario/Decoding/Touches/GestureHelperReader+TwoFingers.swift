import SimEngine
import SimGeometry

/// `pinch`, `rotate` and `edgeSwipe`.
extension DocumentReader {
  /// `pinch`: `center`, `from` and `to` spans (or `scale`), `orientation`, `turn`;
  /// `rotate`: `center`, `angle` (the turn, degrees clockwise), `span` (100), `scale` (1),
  /// `orientation`. Both: `duration` (0.5 s).
  mutating func twoFinger(_ helper: TouchHelper, _ f: inout Fields, time: Instant, finger: Int)
    -> TouchGesture?
  {
    let center = require("center", in: &f, what: "the point between the fingers [x, y]")
      .flatMap { helperPlace($0, f.path("center")) }
    var valid = center != nil
    var span = 100.0
    var scale: Double?
    var endSpan: Double?
    var turn = 0.0
    if helper == .pinch {
      let from = require("from", in: &f, what: "the fingers' distance at the start, in points")
      valid =
        from.map { assign(helperAmount($0, f.path("from"), what: "the span"), to: &span) }
        ?? false && valid
      if let n = f.take("to") {
        endSpan = helperAmount(n, f.path("to"), what: "the span at the end")
        if endSpan == nil { valid = false }
      }
      if let n = f.take("turn") {
        valid =
          assign(number(n, f.path("turn"), in: -36_000...36_000, what: "turn (degrees)"), to: &turn)
          && valid
      }
    } else {
      let angle = require("angle", in: &f, what: "the turn in degrees, clockwise positive")
      valid =
        angle.map {
          assign(
            number($0, f.path("angle"), in: -36_000...36_000, what: "angle (degrees)"), to: &turn)
        } ?? false && valid
      if let n = f.take("span") {
        valid = assign(helperAmount(n, f.path("span"), what: "the span"), to: &span) && valid
      }
    }
    if let n = f.take("scale") {
      if endSpan != nil {
        error(n, f.path("scale"), "give either 'to' or 'scale', not both")
        valid = false
      }
      scale = number(n, f.path("scale"), in: 0.001...1000, what: "scale")
      if scale == nil { valid = false }
    }
    if helper == .pinch && endSpan == nil && scale == nil && valid {
      error(f.node, f.path, "missing 'to' (the fingers' distance at the end) or 'scale'")
      valid = false
    }
    var duration = Self.defaultTwoFingerDuration
    if let n = f.take("duration") {
      valid = assign(interval(n, f.path("duration"), what: "a duration"), to: &duration) && valid
    }
    var gesture = TwoFingerGesture(
      center: center ?? .zero, span: span, endSpan: endSpan ?? span * (scale ?? 1), time: time,
      duration: duration)
    gesture.turn = turn
    gesture.finger = finger
    if let n = f.take("orientation") {
      valid =
        assign(
          number(n, f.path("orientation"), in: -360...360, what: "orientation (degrees)"),
          to: &gesture.orientation)
        && valid
    }
    return valid ? .twoFinger(gesture) : nil
  }

  /// `edgeSwipe`: `edge`, `distance`, `velocity`, `position` along the edge.
  mutating func edgeSwipe(_ f: inout Fields, screen: Screen, time: Instant, finger: Int)
    -> TouchGesture?
  {
    let edgeNode = require("edge", in: &f, what: "left, right, top or bottom")
    var edge: ScreenEdge?
    if let edgeNode {
      edge = choice(
        edgeNode, f.path("edge"), ChoiceSet("edge", ScreenEdge.self), as: ScreenEdge.self)
    }
    let distance = require("distance", in: &f, what: "how far from the edge, in points").flatMap {
      helperAmount($0, f.path("distance"), what: "the distance")
    }
    let velocity = require("velocity", in: &f, what: "the finger's speed, in pt/s").flatMap {
      helperAmount($0, f.path("velocity"), what: "the velocity (points per second)")
    }
    var position: Double?
    var valid = true
    if let n = f.take("position") {
      position = number(n, f.path("position"), in: Self.helperRange, what: "position (points)")
      if position == nil { valid = false }
    }
    guard valid, let edge, let distance, let velocity else { return nil }
    do {
      return try .edgeSwipe(
        edge, screen: screen.size, distance: distance, velocity: velocity, time: time,
        position: position, finger: finger)
    } catch {
      self.error(f.node, f.path, error.description)
      return nil
    }
  }
}
