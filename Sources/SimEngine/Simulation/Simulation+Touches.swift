import SimGeometry

/// Touch delivery: binding a touch to its hit-test view at began, showing each event to the
/// recognizers that see the touch, then to the view, wherever the finger goes.
extension Simulation {
  /// Delivers one raw touch event at its time, after the timers and frames due before it.
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
    runScheduled(until: input.time, inclusive: false)
    now = input.time
    let index: Int
    let unchanged: Bool
    if let active {
      index = active
      unchanged = update(index, with: input)
    } else {
      index = begin(input)
      unchanged = false
    }
    let entry = journal.count
    record(
      .touch(
        number: index + 1, finger: input.finger, phase: input.phase, location: input.location,
        view: touches[index].view, delivery: touches[index].delivery))
    if !unchanged { showToRecognizers(index, input) }
    let delivery = deliverToView(index, input, unchanged: unchanged)
    if case .touch(let number, let finger, let phase, let location, let view, _) = journal[entry]
      .kind
    {
      journal[entry] = Occurrence(
        time: now,
        kind: .touch(
          number: number, finger: finger, phase: phase, location: location, view: view,
          delivery: delivery))
    }
    finishEvent()
  }

  /// A tap: began at `time`, ended `duration` later at the same point.
  public mutating func tap(
    at point: Point, time: Instant, duration: Interval = Interval(nanoseconds: 80_000_000),
    finger: Int = 1
  ) throws(TouchSequenceError) {
    try send(TouchInput(time: time, finger: finger, phase: .began, location: point))
    try send(TouchInput(time: time + duration, finger: finger, phase: .ended, location: point))
  }

  /// Creates the touch: its hit-test view, tap count, whether the view may have it, and the
  /// recognizers that will see it.
  private mutating func begin(_ input: TouchInput) -> Int {
    let view = tester.hitTest(input.location, in: tree)
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
      delivery: view.map { deliveryOfNewTouch(to: $0) } ?? .noView)
    var current = view
    while let id = current {
      for recognizer in recognizersByView[id] ?? []
      where !recognizers[recognizer.index].state.isTerminal {
        touch.recognizers.append(recognizer)
      }
      current = tree.superview(of: id)
    }
    touches.append(touch)
    activeTouchByFinger[input.finger] = touches.count - 1
    touchesForNextFrame.append(touch.number)
    return touches.count - 1
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

  /// Updates a touch from a later event; returns whether the event changes nothing a view would
  /// be told about (a move to the same place, or a stationary event).
  private mutating func update(_ index: Int, with input: TouchInput) -> Bool {
    let moved = input.location != touches[index].location
    touches[index].location = input.location
    touches[index].timestamp = input.time
    touches[index].phase = input.phase == .moved && !moved ? .stationary : input.phase
    if !input.phase.isActive {
      activeTouchByFinger[input.finger] = nil
      if input.phase == .ended {
        lastTap = (input.time, touches[index].beganLocation, touches[index].tapCount)
      }
    }
    return input.phase == .stationary || (input.phase == .moved && !moved)
  }

  /// Recognizers get every touch event before the view, hit view's first.
  private mutating func showToRecognizers(_ index: Int, _ input: TouchInput) {
    let number = index + 1
    let machineInput: MachineInput
    switch input.phase {
    case .began: machineInput = .began(touch: number, location: input.location, time: input.time)
    case .moved: machineInput = .moved(touch: number, location: input.location, time: input.time)
    case .ended: machineInput = .ended(touch: number, location: input.location, time: input.time)
    case .cancelled: machineInput = .cancelled(touch: number, time: input.time)
    case .stationary: return
    }
    for id in touches[index].recognizers {
      let state = recognizers[id.index].state
      guard !state.isTerminal else { continue }
      if input.phase == .began { recognizers[id.index].touches.append(number) }
      let output = recognizers[id.index].machine.handle(machineInput, state: state)
      applyTimers(of: id, output)
      apply(output.decision, to: id)
    }
  }
}
