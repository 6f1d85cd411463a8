import SimGeometry

/// Touch delivery: binding a touch to its hit-test view at began and delivering the rest of its
/// events to that view, wherever the finger goes.
extension Simulation {
  /// Delivers one raw touch event at its time, after rendering the frames due before it.
  public mutating func send(_ input: TouchInput) throws(TouchSequenceError) {
    guard input.time >= now else { throw .timeWentBackwards(event: input.time, now: now) }
    let active = activeTouchByFinger[input.finger]
    switch (input.phase, active) {
    case (.began, nil), (.moved, .some), (.stationary, .some), (.ended, .some), (.cancelled, .some):
      break
    case (.began, .some):
      throw .fingerAlreadyDown(finger: input.finger)
    case (_, nil):
      throw .fingerNotDown(finger: input.finger, phase: input.phase)
    }
    renderFrames(through: input.time, inclusive: false)
    now = input.time
    if let index = active {
      continueTouch(index, with: input)
    } else {
      beginTouch(input)
    }
  }

  /// A tap: began at `time`, ended `duration` later at the same point.
  public mutating func tap(
    at point: Point, time: Instant, duration: Interval = Interval(nanoseconds: 80_000_000),
    finger: Int = 1
  ) throws(TouchSequenceError) {
    try send(TouchInput(time: time, finger: finger, phase: .began, location: point))
    try send(TouchInput(time: time + duration, finger: finger, phase: .ended, location: point))
  }

  private mutating func beginTouch(_ input: TouchInput) {
    let view = tester.hitTest(input.location, in: tree)
    let number = touches.count + 1
    var tapCount = 1
    if let last = lastTap, input.time - last.end <= parameters.tapCountInterval,
      last.location.distance(to: input.location) <= parameters.tapCountDistance
    {
      tapCount = last.tapCount + 1
    }
    let delivery = view.map { deliveryOfNewTouch(to: $0) } ?? .noView
    touches.append(
      Touch(
        number: number, finger: input.finger, beganAt: input.time, beganLocation: input.location,
        view: view, tapCount: tapCount, phase: .began, location: input.location,
        timestamp: input.time, delivery: delivery, tracking: nil))
    activeTouchByFinger[input.finger] = number - 1
    touchesForNextFrame.append(number)
    record(
      .touch(
        number: number, finger: input.finger, phase: .began, location: input.location, view: view,
        delivery: delivery))
    guard let view, delivery == .delivered else { return }
    let control = tree[view]
    // A control tracks the first touch it is given; UIKit keys it by view, so a touch on an
    // interaction-enabled subview that travels up the responder chain is never tracked.
    guard control.viewClass.isControl, !isTracking(view) else { return }
    let (tracking, events) = ControlTracking.begin(tapCount: tapCount, isEnabled: control.isEnabled)
    touches[number - 1].tracking = tracking
    send(events, from: view, touch: number)
  }

  /// Whether a new touch bound to `view` reaches it, given the touches already down.
  private func deliveryOfNewTouch(to view: ViewID) -> Delivery {
    let properties = tree[view]
    for other in touches where other.phase.isActive && other.isDelivered {
      guard let otherView = other.view else { continue }
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

  private func isTracking(_ view: ViewID) -> Bool {
    touches.contains { $0.view == view && $0.tracking?.isTracking == true }
  }

  private mutating func continueTouch(_ index: Int, with input: TouchInput) {
    let moved = input.location != touches[index].location
    touches[index].location = input.location
    touches[index].timestamp = input.time
    touches[index].phase = input.phase == .moved && !moved ? .stationary : input.phase
    let touch = touches[index]
    let unchanged = input.phase == .stationary || (input.phase == .moved && !moved)
    let delivery: Delivery = unchanged && touch.isDelivered ? .unchanged : touch.delivery
    record(
      .touch(
        number: touch.number, finger: touch.finger, phase: input.phase, location: input.location,
        view: touch.view, delivery: delivery))
    if !input.phase.isActive {
      activeTouchByFinger[input.finger] = nil
      if input.phase == .ended {
        lastTap = (input.time, touch.beganLocation, touch.tapCount)
      }
    }
    guard let view = touch.view, delivery == .delivered, var tracking = touch.tracking else {
      return
    }
    let events: [ControlEvent]
    switch input.phase {
    case .moved:
      events = tracking.move(
        inside: isMostlyInside(input.location, view), isEnabled: tree[view].isEnabled)
    case .ended:
      events = tracking.end(
        inside: isMostlyInside(input.location, view), isButton: tree[view].viewClass.kind == .button
      )
    case .cancelled:
      events = tracking.cancel()
    case .began, .stationary:
      events = []
    }
    touches[index].tracking = tracking
    send(events, from: view, touch: touch.number)
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
