import SimGeometry

/// `UISwipeGestureRecognizer`: discrete, recognized during a move as soon as the touch has gone
/// far enough in one of its directions, close enough to that direction, quickly enough. UIKit's
/// thresholds are private and were not recovered; the engine's are per-recognizer settings
/// (docs/semantics.md).
struct SwipeMachine: Hashable, Sendable {
  let settings: SwipeSettings
  private var down = TouchSet()
  private var start: Point?

  init(settings: SwipeSettings) {
    self.settings = settings
  }

  mutating func handle(_ input: MachineInput, state: GestureState) -> MachineOutput {
    switch input {
    case .began(let samples, let time):
      for sample in samples { down.add(sample.touch, at: sample.location) }
      guard down.count <= settings.touches else {
        return fail("\(down.count) touches are down, and it takes \(settings.touches)")
      }
      var output = MachineOutput()
      if start == nil {
        output.schedule = [.init(kind: .swipeDuration, deadline: time + settings.maximumDuration)]
      }
      start = down.centroid
      return output
    case .moved(let samples, _):
      down.update(samples)
      return judge(lifting: false)
    case .ended(let samples, _):
      down.update(samples)
      let verdict = judge(lifting: true)
      for sample in samples { down.remove(sample.touch) }
      return verdict
    case .cancelled:
      return fail("its touch was cancelled")
    case .timer(.swipeDuration, _):
      return fail(
        "it did not travel \(points(settings.minimumDistance)) within \(settings.maximumDuration) s"
      )
    case .timer(.tapDuration, _), .timer(.multiTap, _), .timer(.longPress, _),
      .timer(.contentTouchDelay, _):
      return MachineOutput()
    }
  }

  private func judge(lifting: Bool) -> MachineOutput {
    guard let start, down.count == settings.touches else {
      return lifting ? fail("the touches lifted before a swipe") : MachineOutput()
    }
    let movement = down.centroid - start
    let distance = (movement.x * movement.x + movement.y * movement.y).squareRoot()
    for direction in settings.directions {
      let (primary, secondary) = Self.components(movement, along: direction)
      let angle = Self.degrees(secondary, primary)
      if primary >= settings.minimumDistance && angle <= settings.maximumAngle {
        var output = MachineOutput(.recognize)
        output.cancel = [.swipeDuration]
        return output
      }
    }
    if lifting || distance >= settings.minimumDistance {
      let wanted = settings.directions.map(\.rawValue).joined(separator: " or ")
      return fail(
        "the touch moved \(points(distance)) (\(movement.compactDescription)), not \(points(settings.minimumDistance)) within \(settings.maximumAngle.compactDescription)° of \(wanted)"
      )
    }
    return MachineOutput()
  }

  /// Movement along `direction` (positive when going that way) and across it.
  static func components(_ movement: Point, along direction: Direction) -> (Double, Double) {
    switch direction {
    case .right: (movement.x, abs(movement.y))
    case .left: (-movement.x, abs(movement.y))
    case .down: (movement.y, abs(movement.x))
    case .up: (-movement.y, abs(movement.x))
    }
  }

  static func degrees(_ secondary: Double, _ primary: Double) -> Double {
    guard primary > 0 else { return 180 }
    return atan(secondary / primary) * 180 / Double.pi
  }

  private func fail(_ reason: String) -> MachineOutput {
    var output = MachineOutput(.fail(reason))
    output.cancel = [.swipeDuration]
    return output
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
