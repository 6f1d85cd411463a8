import SimGeometry

/// What the touch's view is told, after the recognizers: events are delivered, held back while
/// a recognizer that delays touches decides, or cancelled when one takes the touch.
extension Simulation {
  /// Delivers (or holds) one event to the touch's view and returns what became of it.
  mutating func deliverToView(_ index: Int, _ input: TouchInput, unchanged: Bool) -> Delivery {
    let touch = touches[index]
    guard touch.delivery == .delivered else { return touch.delivery }
    if unchanged { return .unchanged }
    if input.phase == .cancelled {
      touches[index].heldEvents.removeAll()
      if touch.viewHasBegan { deliverNow(index, input) }
      return .delivered
    }
    if let holder = holder(ofTouch: index, phase: touch.heldEvents.first?.phase ?? input.phase) {
      touches[index].heldEvents.append(input)
      return .held(holder)
    }
    deliverNow(index, input)
    return .delivered
  }

  /// The first undecided recognizer that holds this phase back from the view.
  private func holder(ofTouch index: Int, phase: TouchPhase) -> RecognizerID? {
    for id in touches[index].recognizers where recognizers[id.index].state == .possible {
      let configuration = recognizers[id.index].configuration
      if phase == .began && configuration.delaysTouchesBegan { return id }
      if phase == .ended && configuration.delaysTouchesEnded { return id }
    }
    return nil
  }

  /// Delivers held events whose holders have decided, in order, now.
  mutating func releaseHeldEvents(ofTouch number: Int) {
    let index = number - 1
    while let first = touches[index].heldEvents.first, touches[index].isDelivered,
      holder(ofTouch: index, phase: first.phase) == nil
    {
      touches[index].heldEvents.removeFirst()
      if let view = touches[index].view {
        record(.released(number: number, phase: first.phase, location: first.location, view: view))
      }
      deliverNow(index, first)
    }
  }

  /// A recognizer took the touch: held events are dropped, and a view that has the touch gets
  /// `touchesCancelled` (a control sends `touchCancel`).
  mutating func cancelViewDelivery(ofTouch number: Int, by recognizer: RecognizerID) {
    let index = number - 1
    guard touches[index].isDelivered, let view = touches[index].view else { return }
    touches[index].heldEvents.removeAll()
    touches[index].delivery = .withheld(.cancelledByGesture(recognizer))
    guard touches[index].viewHasBegan, !touches[index].viewHasEnded else { return }
    touches[index].viewHasEnded = true
    record(.touchesCancelled(number: number, view: view, by: recognizer))
    if var tracking = touches[index].tracking {
      let events = tracking.cancel()
      touches[index].tracking = tracking
      send(events, from: view, touch: number)
    }
  }

  /// The view's `touchesBegan/Moved/Ended/Cancelled`: for a control, its tracking.
  private mutating func deliverNow(_ index: Int, _ input: TouchInput) {
    guard let view = touches[index].view else { return }
    let number = index + 1
    switch input.phase {
    case .began:
      touches[index].viewHasBegan = true
      let control = tree[view]
      // A control tracks the first touch it is given; UIKit keys it by view, so a touch on an
      // interaction-enabled subview that travels up the responder chain is never tracked.
      guard control.viewClass.isControl, !isTracking(view) else { return }
      let (tracking, events) = ControlTracking.begin(
        tapCount: touches[index].tapCount, isEnabled: control.isEnabled)
      touches[index].tracking = tracking
      send(events, from: view, touch: number)
    case .moved, .ended, .cancelled:
      if !input.phase.isActive { touches[index].viewHasEnded = true }
      guard var tracking = touches[index].tracking else { return }
      let events: [ControlEvent]
      switch input.phase {
      case .moved:
        events = tracking.move(
          inside: isMostlyInside(input.location, view), isEnabled: tree[view].isEnabled)
      case .ended:
        events = tracking.end(
          inside: isMostlyInside(input.location, view),
          isButton: tree[view].viewClass.kind == .button)
      default:
        events = tracking.cancel()
      }
      touches[index].tracking = tracking
      send(events, from: view, touch: number)
    case .stationary:
      return
    }
  }

  private func isTracking(_ view: ViewID) -> Bool {
    touches.contains { $0.view == view && $0.tracking?.isTracking == true }
  }

  /// UIControl's `pointMostlyInside`: the bounds grown by the tracking margin, or
  /// `point(inside:)` (which a custom hit area may enlarge further).
  private func isMostlyInside(_ windowPoint: Point, _ control: ViewID) -> Bool {
    guard let local = tree.convert(fromWindow: windowPoint, to: control) else { return false }
    let margin = parameters.controlTrackingMargin
    let grown = tree[control].bounds.inset(
      by: EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin))
    return grown.contains(local) || tree.point(local, isInside: control)
  }

  /// Sends control events in order, each followed by its actions.
  mutating func send(_ events: [ControlEvent], from view: ViewID, touch: Int) {
    for event in events {
      record(.control(event, view: view, touch: touch))
      perform(handlers[view]?.actions(for: event) ?? [])
    }
  }
}
