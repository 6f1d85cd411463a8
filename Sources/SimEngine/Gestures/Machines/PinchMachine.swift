import SimGeometry

/// `UIPinchGestureRecognizer`, after the decompiled `_UIPinchGestureRecognizerDriver`: two
/// touches; begins once the distance between them has changed by more than the hysteresis
/// (8 pt), which is then taken off the starting distance so the scale starts near 1; `scale` is
/// the distance over that starting distance; the velocity is the change of scale per second,
/// smoothed as 0.25 × the newest + 0.75 × the previous value.
///
/// Not modelled: UIKit's transform analyser, which holds the scale while a two-finger movement
/// is mostly a rotation or a translation.
struct PinchMachine: Hashable, Sendable {
  let settings: PinchSettings
  private var down = TouchSet()
  private var startDistance: Double?
  private(set) var scale = 1.0
  private(set) var velocity = 0.0
  private var lastTime = Instant.zero

  init(settings: PinchSettings) {
    self.settings = settings
  }

  private var distance: Double {
    down.count >= 2 ? down.locations[0].distance(to: down.locations[1]) : 0
  }

  mutating func handle(_ input: MachineInput, state: GestureState) -> MachineOutput {
    let began = state.hasRecognized
    switch input {
    case .began(let samples, let time):
      guard down.count < 2 else { return MachineOutput() }
      for sample in samples.prefix(2 - down.count) { down.add(sample.touch, at: sample.location) }
      if down.count == 2 && !began {
        startDistance = distance
        lastTime = time
      }
      return MachineOutput()
    case .moved(let samples, let time):
      guard down.containsAny(of: samples) else { return MachineOutput() }
      down.update(samples)
      guard var startDistance, startDistance > 0, down.count == 2 else { return MachineOutput() }
      if !began {
        let change = distance - startDistance
        guard abs(change) > settings.hysteresis else { return MachineOutput() }
        startDistance += change > 0 ? settings.hysteresis : -settings.hysteresis
        self.startDistance = startDistance
        scale = distance / startDistance
        lastTime = time
        return MachineOutput(.begin)
      }
      let newScale = distance / startDistance
      let dt = (time - lastTime).seconds
      if dt > 0 {
        let newest = (newScale - scale) / dt
        velocity = velocity == 0 ? newest : 0.75 * velocity + 0.25 * newest
        lastTime = time
      }
      scale = newScale
      return MachineOutput(.change)
    case .ended(let samples, _):
      return lift(samples.map(\.touch), began: began, cancelled: false)
    case .cancelled(let touches, _):
      return lift(touches, began: began, cancelled: true)
    case .timer:
      return MachineOutput()
    }
  }

  private mutating func lift(_ touches: [Int], began: Bool, cancelled: Bool) -> MachineOutput {
    guard touches.contains(where: down.contains) else { return MachineOutput() }
    for touch in touches { down.remove(touch) }
    if began { return MachineOutput(cancelled ? .cancel : .end) }
    return MachineOutput(.fail("a touch lifted before the pinch began"))
  }
}
