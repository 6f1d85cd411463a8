import SimGeometry

/// `UIRotationGestureRecognizer`, after the decompiled `_UIRotationGestureRecognizerDriver`.
///
/// It follows the first two touches and takes no more. The angle of the line from the first
/// touch to the second is `atan2(y₁ − y₂, x₂ − x₁)` (counter-clockwise on screen is positive),
/// and `rotation` is the starting angle less the current one plus a turn for each wrap, so a
/// clockwise turn is positive, as Apple documents. It begins once the angle has turned more
/// than the hysteresis from where it started: 5° while the fingers keep their distance, up to
/// 10° as it changes (5 + 5·√min(|d − d₀| / d₀, 1)), which is then taken off the starting
/// angle so the rotation starts near zero. Every later move with both fingers down changes it.
/// The velocity is the angle's change over the time since the previous counted move, reported
/// as 0.75 × the previous + 0.25 × the newest value (the newest alone while the previous is
/// zero). With one finger lifted it holds; lifting the last ends it (fails it before began).
///
/// Each move is also shown to a ``TransformAnalyzer`` with the rotation driver's weights: it
/// begins, and its angle and velocity change, only while the movement is mostly a turn; on
/// other moves the start angle follows the fingers, so the rotation holds and the velocity is
/// zero.
struct RotationMachine: Hashable, Sendable {
  let settings: RotationSettings
  private var down = TouchSet()
  /// Set once two touches are down: from then on no new touch is taken until reset.
  private var tracking = false
  private var initialDistance = 0.0
  private var initialAngle = 0.0
  private var currentAngle = 0.0
  private var turns = 0
  private var lastTime = Instant.zero
  private var newestVelocity = 0.0
  private var previousVelocity = 0.0
  private var analyzer = TransformAnalyzer.rotation

  init(settings: RotationSettings) {
    self.settings = settings
  }

  /// `rotation`, in radians, clockwise positive.
  var rotation: Double { initialAngle - currentAngle + Double(turns) * 2 * Double.pi }

  /// `velocity`, in radians per second.
  var velocity: Double {
    previousVelocity != 0 ? 0.75 * previousVelocity + 0.25 * newestVelocity : newestVelocity
  }

  private var angle: Double {
    let (a, b) = (down.locations[0], down.locations[1])
    return PortableMath.atan2(a.y - b.y, b.x - a.x)
  }

  mutating func handle(_ input: MachineInput, state: GestureState) -> MachineOutput {
    let began = state.hasRecognized
    switch input {
    case .began(let samples, let time):
      guard !tracking, down.fill(upTo: 2, from: samples) else { return MachineOutput() }
      tracking = true
      lastTime = time
      initialDistance = down.locations[0].distance(to: down.locations[1])
      initialAngle = angle
      currentAngle = initialAngle
      return MachineOutput()
    case .moved(let samples, let time):
      guard down.containsAny(of: samples) else { return MachineOutput() }
      let before = down.locations
      down.update(samples)
      guard down.count == 2 else { return MachineOutput() }
      let component = analyzer.analyze(from: before, to: down.locations)
      return move(to: angle, at: time, began: began, turning: component == .rotation)
    case .ended(let samples, _):
      for sample in samples { down.remove(sample.touch) }
      guard down.isEmpty else { return MachineOutput() }
      return MachineOutput(began ? .end : .fail("the touches lifted before they turned"))
    case .cancelled:
      return MachineOutput(began ? .cancel : .fail("its touch was cancelled"))
    case .timer:
      return MachineOutput()
    }
  }

  private mutating func move(to angle: Double, at time: Instant, began: Bool, turning: Bool)
    -> MachineOutput
  {
    let step = angle - currentAngle
    let turnsBefore = turns
    // A jump of more than a quarter turn between two moves is the angle wrapping past ±π.
    if abs(step) > Double.pi / 2 { turns += step >= 0 ? 1 : -1 }
    if !began {
      let distance = down.locations[0].distance(to: down.locations[1])
      let change = initialDistance > 0 ? abs(distance - initialDistance) / initialDistance : 1
      let degrees = Float(settings.hysteresis * (1 + min(change, 1).squareRoot()))
      // UIKit converts in single precision with 0.017453 for π/180.
      let threshold = Double(degrees * 0.017453)
      guard abs(initialAngle - angle) > threshold else { return MachineOutput() }
      initialAngle += initialAngle <= angle ? threshold : -threshold
    }
    previousVelocity = newestVelocity
    let seconds = (time - lastTime).seconds
    lastTime = time
    currentAngle = angle
    guard turning else {
      // Mostly a pinch or a drag: the start follows the fingers, so the rotation holds.
      initialAngle += step
      newestVelocity = 0
      return MachineOutput(began ? .change : .none)
    }
    if seconds > 0 {
      newestVelocity = (-step + Double(turns - turnsBefore) * 2 * Double.pi) / seconds
    }
    return MachineOutput(began ? .change : .begin)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
