import SimGeometry

/// One `UIEvent`'s changed touches, by phase, as the arena is shown them. UIKit hands each
/// recognizer its share of the event at once (`touchesBegan`, then `touchesMoved`,
/// `touchesEnded`, `touchesCancelled`, each with the set of its touches in that phase), so
/// fingers that change together are seen together; a stationary touch is in no set.
struct ArenaEvent: Hashable, Sendable {
  var time: Instant
  var began: [TouchSample] = []
  var moved: [TouchSample] = []
  var ended: [TouchSample] = []
  var cancelled: [Int] = []
  /// Every touch in the event, in the order its events came.
  private(set) var touches: [Int] = []

  init(time: Instant) {
    self.time = time
  }

  var isEmpty: Bool { touches.isEmpty }

  /// Adds a touch's event; a stationary one is in no set and adds nothing.
  mutating func add(_ phase: TouchPhase, touch: Int, at location: Point) {
    let sample = TouchSample(touch: touch, location: location)
    switch phase {
    case .began: began.append(sample)
    case .moved: moved.append(sample)
    case .ended: ended.append(sample)
    case .cancelled: cancelled.append(touch)
    case .stationary: return
    }
    touches.append(touch)
  }

  /// The recognizer's share of the event, phase by phase, in UIKit's order; `sees` says
  /// whether a touch is one of its own. Empty phases are left out.
  func inputs(for sees: (Int) -> Bool) -> [MachineInput] {
    var inputs: [MachineInput] = []
    let began = began.filter { sees($0.touch) }
    if !began.isEmpty { inputs.append(.began(began, time: time)) }
    let moved = moved.filter { sees($0.touch) }
    if !moved.isEmpty { inputs.append(.moved(moved, time: time)) }
    let ended = ended.filter { sees($0.touch) }
    if !ended.isEmpty { inputs.append(.ended(ended, time: time)) }
    let cancelled = cancelled.filter(sees)
    if !cancelled.isEmpty { inputs.append(.cancelled(cancelled, time: time)) }
    return inputs
  }
}
