import SimGeometry

/// The gesture helpers in Swift: the same ``TouchGesture`` a scenario's helpers expand to.
extension Simulation {
  /// Performs `gesture`: generates its touch events at this simulation's display rate and sends
  /// them one `UIEvent` per moment (fingers that change together are one event), after the
  /// timers and frames due before each.
  public mutating func perform(_ gesture: TouchGesture) throws(TouchGestureError) {
    let inputs = try gesture.inputs(fps: clock.fps)
    for range in TouchInput.events(in: inputs) {
      do {
        try send(Array(inputs[range]))
      } catch {
        throw .sequence(error)
      }
    }
  }
}
