import SimGeometry

/// `UISwipeGestureRecognizer`: discrete, recognized during a move as soon as the touch has gone
/// far enough in one of its directions, close enough to that direction, quickly enough. UIKit's
/// thresholds are private and were not recovered; the engine's are per-recognizer settings
/// (docs/semantics.md). The time limit is checked when a touch moves, as the decompiled
/// `touchesMoved:withEvent:` does (UIKit's swipe has no timer): a finger held still past it
/// fails at its next move, or at its lift.
struct SwipeMachine: Hashable, Sendable {
  let settings: SwipeSettings
  private var down = TouchSet()
  private var start: Point?
  /// When the first touch came down.
  private var startTime: Instant?

  /// The centroid of the touches when they came down: what `location(in:)` reports.
  var startLocation: Point? { start }

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
      if startTime == nil { startTime = time }
      start = down.centroid
      return MachineOutput()
    case .moved(let samples, let time):
      down.update(samples)
      if let startTime, (time - startTime).seconds > settings.maximumDuration.seconds {
        return fail(
          "it did not travel \(points(settings.minimumDistance)) within \(settings.maximumDuration) s"
        )
      }
      return judge(lifting: false)
    case .ended(let samples, _):
      down.update(samples)
      let verdict = judge(lifting: true)
      for sample in samples { down.remove(sample.touch) }
      return verdict
    case .cancelled:
      return fail("its touch was cancelled")
    case .timer:
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
        return MachineOutput(.recognize)
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
    return PortableMath.atan(secondary / primary) * 180 / Double.pi
  }

  private func fail(_ reason: String) -> MachineOutput {
    MachineOutput(.fail(reason))
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
