import SimGeometry

/// What a touch's view is told, after the recognizers: events are delivered, held back while
/// a recognizer that delays touches decides, or cancelled when one takes the touch. For a
/// control, delivering means advancing its tracking; the control events that come of it are
/// returned for the simulation to send.
extension TouchRouter {
  /// Delivers (or holds) one event to the touch's view; returns what became of the event and
  /// what the control does (its value and the control events to send).
  mutating func deliver(
    _ index: Int, _ input: TouchInput, unchanged: Bool, holders: TouchHolders, tree: ViewTree,
    parameters: UIKitParameters
  ) -> (Delivery, ControlResponse) {
    let touch = touches[index]
    guard touch.delivery == .delivered else { return (touch.delivery, .none) }
    if unchanged { return (.unchanged, .none) }
    if input.phase == .cancelled {
      modify(index) { $0.heldEvents.removeAll() }
      guard touch.viewHasBegan else { return (.delivered, .none) }
      return (.delivered, deliverNow(index, input, tree: tree, parameters: parameters))
    }
    if let holder = holders.holder(of: touch.heldEvents.first?.phase ?? input.phase) {
      modify(index) { $0.heldEvents.append(input) }
      return (.held(holder), .none)
    }
    return (.delivered, deliverNow(index, input, tree: tree, parameters: parameters))
  }

  /// The first held event of touch `number`, taken off the queue, if the view may have it now
  /// that `holders` are what still delays the touch.
  mutating func takeReleasable(_ number: Int, holders: TouchHolders) -> TouchInput? {
    let index = number - 1
    guard let first = touches[index].heldEvents.first, touches[index].isDelivered,
      holders.holder(of: first.phase) == nil
    else { return nil }
    modify(index) { $0.heldEvents.removeFirst() }
    return first
  }

  /// A recognizer took touch `number`: held events are dropped, and a view that has the touch
  /// is told it was cancelled. Returns the view, and its control events, when it is told.
  mutating func cancelViewDelivery(_ number: Int, by recognizer: RecognizerID)
    -> (view: ViewID, events: [ControlEvent])?
  {
    let index = number - 1
    guard touches[index].isDelivered, let view = touches[index].view else { return nil }
    modify(index) {
      $0.heldEvents.removeAll()
      $0.delivery = .withheld(.cancelledByGesture(recognizer))
    }
    guard touches[index].viewHasBegan, !touches[index].viewHasEnded else { return nil }
    var events: [ControlEvent] = []
    modify(index) {
      $0.viewHasEnded = true
      if var tracking = $0.tracking {
        events = tracking.cancel()
        $0.tracking = tracking
      }
    }
    return (view, events)
  }

  /// Withholds an active, delivered touch whose view has left the window; a control tracking it
  /// cancels (UIControl's `_didMoveFromWindow:toWindow:`). Returns the touch's number, its view
  /// and the control events, when it is withheld.
  mutating func withholdIfOutsideWindow(_ index: Int, tree: ViewTree)
    -> (number: Int, view: ViewID, events: [ControlEvent])?
  {
    let touch = touches[index]
    guard touch.phase.isActive, touch.isDelivered, let view = touch.view, !tree.isInWindow(view)
    else { return nil }
    var events: [ControlEvent] = []
    modify(index) {
      $0.delivery = .withheld(.viewLeftWindow)
      $0.heldEvents.removeAll()
      if var tracking = $0.tracking {
        events = tracking.cancel()
        $0.tracking = tracking
      }
    }
    return (touch.number, view, events)
  }

  /// The view's `touchesBegan/Moved/Ended/Cancelled`: for a control, its tracking.
  mutating func deliverNow(
    _ index: Int, _ input: TouchInput, tree: ViewTree, parameters: UIKitParameters
  ) -> ControlResponse {
    guard let view = touches[index].view else { return .none }
    switch input.phase {
    case .began:
      modify(index) { $0.viewHasBegan = true }
      let control = tree[view]
      // A control tracks the first touch it is given; UIKit keys it by view, so a touch on an
      // interaction-enabled subview that travels up the responder chain is never tracked.
      guard control.viewClass.isControl, !isTracking(view) else { return .none }
      // A segmented control overrides the touch methods without calling UIControl's: it
      // tracks its own way and sends no touch events.
      if case .segments(let segments)? = control.controlValue {
        beginSegments(index, segments, at: input.location, view, tree)
        return .none
      }
      // A switch's touches land on its visual element (a plain view filling it) and go to
      // that element's recognizers; the switch's UIControl tracking never sees them.
      if case .toggle? = control.controlValue { return .none }
      // `beginTrackingWithTouch:` decides whether the control tracks at all (a slider only
      // from its thumb); UIControl's `touchesBegan:` sends nothing when it declines.
      var response = ControlResponse()
      var continuous = false
      switch control.controlValue {
      case .slider?:
        guard let value = control.controlValue,
          let (grip, updated) = gripValue(value, at: input.location, view, tree, parameters)
        else { return .none }
        modify(index) { $0.valueTracking = .slider(grip) }
        response.value = updated
        if case .slider(let slider) = updated { continuous = slider.isContinuous }
      case .stepper(let stepper)?:
        // The stepper's `beginTrackingWithTouch:` highlights a side and starts its repeat
        // timer; nothing is stepped yet.
        let press = StepperPress(
          side: stepperSide(input.location, view, tree, parameters), repeatCount: 0)
        modify(index) { $0.valueTracking = .stepper(press) }
        if stepper.autorepeat { response.repeatAfter = StepperTracking.repeatInterval }
      case .segments?, .toggle?, nil:
        break
      }
      let (tracking, events) = ControlTracking.begin(
        tapCount: touches[index].tapCount, isEnabled: control.isEnabled)
      modify(index) { $0.tracking = tracking }
      response.events = events
      // The slider's `_controlTouchBegan:withEvent:`, after UIControl's touch-down events.
      if continuous { response.events.append(.valueChanged) }
      return response
    case .moved, .ended, .cancelled:
      if case .segments? = touches[index].valueTracking {
        return continueSegments(index, input, view, tree, parameters)
      }
      var response = ControlResponse()
      let inside =
        touches[index].tracking != nil
        && isMostlyInside(input.location, view, tree: tree, parameters: parameters)
      // `continueTrackingWithTouch:` runs before UIControl's drag events; a continuous slider
      // sends `valueChanged` from it on every move.
      if input.phase == .moved, touches[index].tracking?.isTracking == true,
        case .slider(let grip)? = touches[index].valueTracking,
        case .slider(let slider)? = tree[view].controlValue
      {
        response.value = movedValue(slider, grip: grip, to: input.location, view, tree, parameters)
        if slider.isContinuous { response.events.append(.valueChanged) }
      }
      // The stepper's `continueTrackingWithTouch:` moves the highlight.
      if input.phase == .moved, touches[index].tracking?.isTracking == true,
        case .stepper(var press)? = touches[index].valueTracking
      {
        press.side = stepperSide(input.location, view, tree, parameters)
        modify(index) { $0.valueTracking = .stepper(press) }
      }
      // `endTrackingWithTouch:`: a slider sends `valueChanged` whatever changed; a stepper
      // counts (`_updateCount:`), stepping once if its timer has not.
      var ending: [ControlEvent] = []
      if input.phase == .ended, touches[index].tracking?.isTracking == true {
        switch (touches[index].valueTracking, tree[view].controlValue) {
        case (.slider?, _):
          ending = [.valueChanged]
        case (.stepper(let press)?, .stepper(let stepper)?):
          let result = StepperTracking.updateCount(press, stepper, fromTimer: false)
          if result.value != stepper { response.value = .stepper(result.value) }
          if result.sends { ending = [.valueChanged] }
        default:
          break
        }
      }
      if !input.phase.isActive { modify(index) { $0.valueTracking = nil } }
      modify(index) {
        if !input.phase.isActive { $0.viewHasEnded = true }
        guard var tracking = $0.tracking else { return }
        switch input.phase {
        case .moved:
          response.events += tracking.move(inside: inside, isEnabled: tree[view].isEnabled)
        case .ended:
          response.events += tracking.end(
            inside: inside, isButton: tree[view].viewClass.kind == .button, ending: ending)
        default: response.events += tracking.cancel()
        }
        $0.tracking = tracking
      }
      return response
    case .stationary:
      return .none
    }
  }

  private func isTracking(_ view: ViewID) -> Bool {
    trackingTouches.contains { touches[$0].view == view }
      || active.contains { touches[$0].view == view && touches[$0].valueTracking != nil }
  }

  /// UIControl's `pointMostlyInside`: the bounds grown by the tracking margin, or
  /// `point(inside:)` (which a custom hit area may enlarge further).
  private func isMostlyInside(
    _ windowPoint: Point, _ control: ViewID, tree: ViewTree, parameters: UIKitParameters
  ) -> Bool {
    guard let local = tree.convert(fromWindow: windowPoint, to: control) else { return false }
    let margin = parameters.controlTrackingMargin
    let grown = tree[control].bounds.inset(
      by: EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin))
    return grown.contains(local) || tree.point(local, isInside: control)
  }
}
