import SimGeometry

/// The fingers on the glass and UIKit's rules for delivering them to views.
///
/// It owns every touch, which finger is down as which touch, the tap count's memory of the
/// last tap, and the touches the next frame will list. A touch is bound to its hit-test view at
/// began; whether each event reaches that view (multiple touch, exclusive touch, held back by a
/// recognizer, cancelled by one, withheld once the view leaves the window) is decided here, and
/// a control's tracking of its touch is advanced here too. What must be sent (control events)
/// goes back to the simulation, which records it and runs the actions.
///
/// Only touches down now are ever scanned (``active``), so the cost of an event does not grow
/// with the number of touches in the run.
struct TouchRouter: Sendable {
  /// Every touch so far; touch `n` is `touches[n - 1]`.
  private(set) var touches: [Touch] = []
  /// The indices of the touches down now, ascending.
  private(set) var active: [Int] = []
  /// The indices of the touches a control is tracking now (at most a few). Storage of this
  /// folder's files.
  var trackingTouches: [Int] = []
  private var activeByFinger: [Int: Int] = [:]
  private var lastTap: (end: Instant, location: Point, tapCount: Int)?
  /// Touches to list in the next frame: down now, or down at some moment since the last frame.
  private(set) var forNextFrame: [Int] = []

  /// The index of the touch `input` continues (nil for a began), after checking that the
  /// finger's sequence makes sense.
  func check(_ input: TouchInput) throws(TouchSequenceError) -> Int? {
    let active = activeByFinger[input.finger]
    switch (input.phase, active) {
    case (.began, nil), (.moved, .some), (.stationary, .some), (.ended, .some), (.cancelled, .some):
      return active
    case (.began, .some):
      throw .fingerAlreadyDown(finger: input.finger)
    case (_, nil):
      throw .fingerNotDown(finger: input.finger, phase: input.phase)
    }
  }

  /// Creates the touch bound to `view`: its tap count, whether the view may have it given the
  /// touches already down, and the recognizers that will see it. Returns its index.
  mutating func begin(
    _ input: TouchInput, view: ViewID?, recognizers: [RecognizerID], tree: ViewTree,
    parameters: UIKitParameters
  ) -> Int {
    var tapCount = 1
    if let last = lastTap, input.time - last.end <= parameters.tapCountInterval,
      last.location.distance(to: input.location) <= parameters.tapCountDistance
    {
      tapCount = last.tapCount + 1
    }
    var touch = Touch(
      number: touches.count + 1, finger: input.finger, beganAt: input.time,
      beganLocation: input.location, view: view, tapCount: tapCount, phase: .began,
      location: input.location, timestamp: input.time,
      delivery: view.map { deliveryOfNewTouch(to: $0, tree: tree) } ?? .noView)
    touch.recognizers = recognizers
    touches.append(touch)
    let index = touches.count - 1
    activeByFinger[input.finger] = index
    active.append(index)
    forNextFrame.append(touch.number)
    return index
  }

  /// Whether a new touch bound to `view` reaches it, given the touches already down.
  private func deliveryOfNewTouch(to view: ViewID, tree: ViewTree) -> Delivery {
    let properties = tree[view]
    for index in active where touches[index].isDelivered {
      guard let otherView = touches[index].view else { continue }
      if otherView == view {
        if !properties.isMultipleTouchEnabled { return .withheld(.multipleTouchDisabled) }
      } else if tree[otherView].isExclusiveTouch {
        return .withheld(.exclusiveTouch(otherView))
      } else if properties.isExclusiveTouch {
        return .withheld(.exclusiveTouch(view))
      }
    }
    return .delivered
  }

  /// Updates a touch from a later event; returns whether the event changes nothing a view would
  /// be told about (a move to the same place, or a stationary event).
  mutating func update(_ index: Int, with input: TouchInput) -> Bool {
    let moved = input.location != touches[index].location
    touches[index].location = input.location
    touches[index].timestamp = input.time
    touches[index].phase = input.phase == .moved && !moved ? .stationary : input.phase
    if !input.phase.isActive {
      activeByFinger[input.finger] = nil
      if let position = active.firstIndex(of: index) { active.remove(at: position) }
      if input.phase == .ended {
        lastTap = (input.time, touches[index].beganLocation, touches[index].tapCount)
      }
    }
    return input.phase == .stationary || (input.phase == .moved && !moved)
  }

  /// A frame has listed ``forNextFrame``: the touches no longer down leave the list.
  mutating func frameRendered() {
    forNextFrame.removeAll { !touches[$0 - 1].phase.isActive }
  }

  /// The control a touch is tracking is highlighted.
  func isHighlighting(_ number: Int) -> Bool {
    touches[number - 1].tracking?.isHighlighted == true
  }

  /// Writes a touch; for this folder's files, which keep ``active`` and ``trackingTouches``.
  mutating func modify(_ index: Int, _ body: (inout Touch) -> Void) {
    body(&touches[index])
    let tracking = touches[index].tracking?.isTracking == true
    let listed = trackingTouches.firstIndex(of: index)
    if tracking && listed == nil { trackingTouches.append(index) }
    if !tracking, let listed { trackingTouches.remove(at: listed) }
  }
}
