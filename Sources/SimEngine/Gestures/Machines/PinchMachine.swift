import SimGeometry

/// `UIPinchGestureRecognizer`, after the decompiled `_UIPinchGestureRecognizerDriver`: it
/// follows the first two touches and takes no more; begins once the distance between them has
/// changed by more than the hysteresis (8 pt), which is then taken off the starting distance so
/// the scale starts near 1; `scale` is the distance over that starting distance. Each move is
/// shown to a ``TransformAnalyzer`` with the pinch driver's weights: the scale changes only
/// while the movement is mostly a pinch; otherwise the starting distance follows the fingers,
/// so the scale holds and the velocity is zero. The velocity is the change of scale over the
/// time since the previous move, reported as 0.75 × the previous + 0.25 × the newest value (the
/// newest alone while the previous is zero), as `UIPinchGestureRecognizer.velocity` reads it.
/// Lifting one finger holds the pinch; lifting the last ends it (fails it before it began).
/// Its `anchorPoint` is the two touches' centroid when they came down and at every move it
/// applied (`-touchesBegan:`, `-_applyScale:atLocation:…`), so a finger lifted leaves it where
/// the two fingers last were.
struct PinchMachine: Hashable, Sendable {
  let settings: PinchSettings
  private var down = TouchSet()
  /// Set once two touches are down: from then on no new touch is taken until reset.
  private var tracking = false
  private var startDistance = 0.0
  private(set) var scale = 1.0
  /// `UIPinchGestureRecognizer.anchorPoint`, in the window; nil until two touches are down.
  private(set) var anchorPoint: Point?
  private var newestVelocity = 0.0
  private var previousVelocity = 0.0
  private var lastTime = Instant.zero
  private var lastStep = 0.0
  private var analyzer = TransformAnalyzer.pinch

  init(settings: PinchSettings) {
    self.settings = settings
  }

  var velocity: Double {
    previousVelocity != 0 ? 0.75 * previousVelocity + 0.25 * newestVelocity : newestVelocity
  }

  private var distance: Double { down.locations[0].distance(to: down.locations[1]) }
  private var centroid: Point {
    Point(
      x: (down.locations[0].x + down.locations[1].x) / 2,
      y: (down.locations[0].y + down.locations[1].y) / 2)
  }

  mutating func handle(_ input: MachineInput, state: GestureState) -> MachineOutput {
    let began = state.hasRecognized
    switch input {
    case .began(let samples, let time):
      guard !tracking, down.fill(upTo: 2, from: samples) else { return MachineOutput() }
      tracking = true
      startDistance = distance / scale
      lastTime = time
      anchorPoint = centroid
      return MachineOutput()
    case .moved(let samples, let time):
      guard down.containsAny(of: samples) else { return MachineOutput() }
      let before = down.locations
      down.update(samples)
      guard down.count == 2 else { return MachineOutput() }
      let pinching = analyzer.analyze(from: before, to: down.locations) == .scale
      let distance = distance
      if !began {
        guard abs(startDistance - distance) > settings.hysteresis else { return MachineOutput() }
        startDistance += startDistance > distance ? -settings.hysteresis : settings.hysteresis
      }
      apply(distance, at: time, pinching: pinching)
      return MachineOutput(began ? .change : .begin)
    case .ended(let samples, _):
      return lift(samples.map(\.touch), began: began, cancelled: false)
    case .cancelled(let touches, _):
      return lift(touches, began: began, cancelled: true)
    case .timer:
      return MachineOutput()
    }
  }

  private mutating func apply(_ distance: Double, at time: Instant, pinching: Bool) {
    previousVelocity = newestVelocity
    anchorPoint = centroid
    var seconds = (time - lastTime).seconds
    lastTime = time
    guard pinching, startDistance > 0 else {
      // Mostly a turn or a drag: the start follows the fingers, so the scale holds.
      if scale != 0 { startDistance = distance / scale }
      newestVelocity = 0
      return
    }
    let newScale = distance / startDistance
    // A move at the same instant as the previous one uses the last real step, as UIKit does.
    if seconds > 0 { lastStep = seconds } else { seconds = lastStep }
    newestVelocity = seconds > 0 ? (newScale - scale) / seconds : 0
    scale = newScale
  }

  private mutating func lift(_ touches: [Int], began: Bool, cancelled: Bool) -> MachineOutput {
    guard touches.contains(where: down.contains) else { return MachineOutput() }
    for touch in touches { down.remove(touch) }
    guard down.isEmpty else { return MachineOutput() }
    if began { return MachineOutput(cancelled ? .cancel : .end) }
    return MachineOutput(.fail("the touches lifted before the pinch began"))
  }
}
