import SimEngine
import SimGeometry

/// The helpers that move: `drag`, `swipe`, `fling`, `pinch`, `rotate`, `edgeSwipe`.
extension DocumentReader {
  static let directions: [(name: String, vector: Point)] = [
    ("up", Point(x: 0, y: -1)), ("down", Point(x: 0, y: 1)), ("left", Point(x: -1, y: 0)),
    ("right", Point(x: 1, y: 0)),
  ]
  /// A swipe's duration unless told: 0.15 s, a quick flick of the fingers.
  static let defaultSwipeDuration = Interval(nanoseconds: 150_000_000)
  /// A pinch's or rotation's duration unless told: 0.5 s.
  static let defaultTwoFingerDuration = Interval(nanoseconds: 500_000_000)

  mutating func objectHelper(_ helper: TouchHelper, _ f: inout Fields, screen: Screen)
    -> TouchGesture?
  {
    let t = stepStart(&f)
    var valid = t != nil
    var finger = 1
    valid = assign(self.finger(&f, path: f.path), to: &finger) && valid
    let gesture: TouchGesture?
    switch helper {
    case .drag, .swipe:
      var path: [Point]?
      if helper == .drag, let node = f.take("path") {
        path = helperPath(node, f.path("path"))
      } else if let from = require("from", in: &f, what: "the start point [x, y]").flatMap({
        helperPlace($0, f.path("from"))
      }) {
        if helper == .drag, let node = f.take("toValue") {
          path = sliderGoal(node, &f, from: from)
        } else if let to = destination(&f, from: from, toRequired: helper == .drag) {
          path = [from, to]
        }
      }
      var duration = helper == .swipe ? Self.defaultSwipeDuration : nil
      if let n = f.take("duration") {
        duration = interval(n, f.path("duration"), what: "a duration")
        if duration == nil { valid = false }
      }
      if helper == .drag, let n = f.take("speed") {
        let speed = helperAmount(n, f.path("speed"), what: "the speed (points per second)")
        if duration != nil {
          error(n, f.path("speed"), "give either 'duration' or 'speed', not both")
          valid = false
        } else if let speed, let path {
          step.speed = speed
          let length = DragGesture(path: path, time: .zero, duration: .zero).length
          duration = Interval(seconds: length / speed)
        } else {
          valid = false
        }
      }
      if duration == nil && valid {
        error(f.node, f.path, "missing 'duration' (how long the drag takes, in seconds) or 'speed'")
        valid = false
      }
      var drag = DragGesture(path: path ?? [], time: .zero, duration: duration ?? .zero)
      if let n = f.take("steps") {
        drag.steps = integer(n, f.path("steps"), in: 1...TouchGesture.maximumSteps, what: "steps")
        if drag.steps == nil { valid = false }
      }
      readFingers(&f, fingers: &drag.fingers, spacing: &drag.spacing, valid: &valid)
      drag.finger = finger
      gesture = path == nil ? nil : .drag(drag)
    case .fling:
      let from = require("from", in: &f, what: "the start point [x, y]").flatMap {
        helperPlace($0, f.path("from"))
      }
      let to = from.flatMap { destination(&f, from: $0, toRequired: false) }
      let velocity = require("velocity", in: &f, what: "the speed at the lift, in pt/s").flatMap {
        helperAmount($0, f.path("velocity"), what: "the velocity (points per second)")
      }
      guard let from, let to, let velocity else { return nil }
      var fling = FlingGesture(from: from, to: to, velocity: velocity, time: .zero)
      fling.finger = finger
      gesture = .fling(fling)
    case .pinch, .rotate:
      gesture = twoFinger(helper, &f, time: .zero, finger: finger)
    case .tap, .longPress, .toggle, .increment, .decrement:
      preconditionFailure("a \(helper)'s point is read by pointHelper")
    case .edgeSwipe:
      gesture = edgeSwipe(&f, screen: screen, time: .zero, finger: finger)
    }
    return valid ? gesture : nil
  }

  /// `to`, or `direction` and `distance` from `from`.
  private mutating func destination(_ f: inout Fields, from: Point, toRequired: Bool) -> Point? {
    if let n = f.take("to") { return helperPlace(n, f.path("to")) }
    if let n = f.take("by") {
      guard let by = helperPoint(n, f.path("by")) else { return nil }
      step.places.append(.offset(by))
      return from + by
    }
    if toRequired {
      _ = require("to", in: &f, what: "the end point [x, y], a view's name, or 'by' [dx, dy]")
      return nil
    }
    let directionNode = require("direction", in: &f, what: "up, down, left or right; or give 'to'")
    let distanceNode = require("distance", in: &f, what: "how far, in points")
    guard let directionNode, let distanceNode else { return nil }
    let distance = helperAmount(distanceNode, f.path("distance"), what: "the distance")
    let directions = ChoiceSet("direction", Self.directions.map(\.name))
    guard let name = choice(directionNode, f.path("direction"), directions),
      let direction = Self.directions.first(where: { $0.name == name })?.vector
    else { return nil }
    guard let distance else { return nil }
    let offset = Point(x: direction.x * distance, y: direction.y * distance)
    step.places.append(.offset(offset))
    return from + offset
  }

  private mutating func helperPath(_ node: Node, _ path: String) -> [Point]? {
    guard document.kind(node) == .array, document.elements(node).count >= 2 else {
      error(
        node, path, "expected a list of at least two points [[x, y], ...], got \(describe(node))")
      return nil
    }
    var points: [Point] = []
    for (index, element) in document.elements(node).enumerated() {
      guard let p = helperPoint(element, KeyPath.index(path, index)) else { return nil }
      points.append(p)
    }
    return points
  }
}
