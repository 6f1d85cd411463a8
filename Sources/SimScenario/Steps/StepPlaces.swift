import SimEngine
import SimGeometry

/// Finding a step's places when it starts: a named view's centre (or a point in it) as drawn
/// then, an offset from the place before, or a window point as written.
enum StepPlaces {
  /// The first named view and where the finger lands on it: what the step must reach.
  struct Target {
    var name: String
    var view: ViewID
    var point: Point
  }

  struct Found {
    var points: [Point]
    var target: Target?
  }

  enum Outcome {
    case found(Found)
    /// A named view that has no place in the window (not declared, removed, never added).
    case missing(String, reason: String)
  }

  static func find(_ places: [StepPlace], in simulation: Simulation) -> Outcome {
    var found = Found(points: [], target: nil)
    for place in places {
      switch place {
      case .window(let point):
        found.points.append(point)
      case .offset(let offset):
        found.points.append((found.points.last ?? .zero) + offset)
      case .view(let name, let local):
        let view: ViewID
        let point: Point
        switch simulation.aim(at: name, local) {
        case .success(let aimed): (view, point) = aimed
        case .failure(.noSuchView):
          let row = simulation.offscreenRowExplanation(name).map { ": " + $0 } ?? ""
          return .missing(name, reason: "no view is named '\(name)' at this moment" + row)
        case .failure(.notInWindow):
          return .missing(name, reason: "'\(name)' is not in the window")
        }
        if found.target == nil { found.target = Target(name: name, view: view, point: point) }
        found.points.append(point)
      }
    }
    return .found(found)
  }

  /// Whether a finger at the target's point reaches the view, and why not
  /// (``Simulation/reach(_:named:at:)``, the Swift steps' check too).
  static func verdict(_ target: Target, in simulation: inout Simulation)
    -> (reaches: Bool, why: String)
  {
    let reach = simulation.reach(target.view, named: target.name, at: target.point)
    return (reach.miss == nil, reach.why)
  }
}

extension StepTouch {
  /// The helper's touch events, starting at `start`, with its places at `points`.
  func resolved(at start: Instant, places points: [Point], fps: Int) throws(TouchGestureError)
    -> [TouchInput]
  {
    var gesture = self.gesture
    let named = places.contains { if case .window = $0 { false } else { true } }
    switch gesture {
    case .tap(var tap):
      if named, let point = points.first { tap.point = point }
      tap.time = start
      gesture = .tap(tap)
    case .drag(var drag):
      if named, points.count == 2 { drag.path = points }
      drag.time = start
      if let speed {
        drag.duration = Interval(
          seconds: DragGesture(path: drag.path, time: .zero, duration: .zero).length / speed)
      }
      gesture = .drag(drag)
    case .fling(var fling):
      if named, points.count == 2 {
        fling.start = points[0]
        fling.end = points[1]
      }
      fling.time = start
      gesture = .fling(fling)
    case .twoFinger(var pinch):
      if named, let point = points.first { pinch.center = point }
      pinch.time = start
      gesture = .twoFinger(pinch)
    }
    return try gesture.inputs(fps: fps)
  }
}
