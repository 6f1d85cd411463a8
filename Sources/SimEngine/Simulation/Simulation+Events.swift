import SimGeometry

/// Carrying a touch event or a timer through the subsystems: the touch router binds and
/// updates the touch, the arena shows it to the recognizers, the router delivers it to the view,
/// and at the end of the event the gesture actions run and finished recognizers reset.
extension Simulation {
  /// Delivers one raw touch event at its time, after the timers and frames due before it.
  public mutating func send(_ input: TouchInput) throws(TouchSequenceError) {
    guard input.time >= now else { throw .timeWentBackwards(event: input.time, now: now) }
    let active = try router.check(input)
    runScheduled(until: input.time, inclusive: false)
    now = input.time
    let index: Int
    let unchanged: Bool
    if let active {
      index = active
      unchanged = router.update(index, with: input)
    } else {
      let view = tester.hitTest(input.location, in: tree)
      index = router.begin(
        input, view: view, recognizers: arena.recognizers(seeing: view, in: tree), tree: tree,
        parameters: parameters)
      unchanged = false
    }
    let number = index + 1
    let touch = router.touches[index]
    let entry = journal.count
    record(
      .touch(
        number: number, finger: input.finger, phase: input.phase, location: input.location,
        view: touch.view, delivery: touch.delivery))
    if !unchanged, let machineInput = MachineInput(input, touch: number) {
      var effects: [ArenaEffect] = []
      arena.show(
        machineInput, touch: number, context: ArenaContext(touches: router.touches, tree: tree),
        effects: &effects)
      carryOut(effects)
    }
    let holders = arena.holders(among: router.touches[index].recognizers)
    let (delivery, events) = router.deliver(
      index, input, unchanged: unchanged, holders: holders, tree: tree, parameters: parameters)
    if let view = touch.view { send(events, from: view, touch: number) }
    journal[entry] = Occurrence(
      time: now,
      kind: .touch(
        number: number, finger: input.finger, phase: input.phase, location: input.location,
        view: touch.view, delivery: delivery))
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

  /// Fires what is due and renders the frames due before `instant` (or at it, when
  /// `inclusive`), in time order; at the same instant, scheduled events come before the frame.
  mutating func runScheduled(until instant: Instant, inclusive: Bool) {
    func due(_ time: Instant) -> Bool { time < instant || (inclusive && time == instant) }
    while true {
      let frameTime = clock.time(ofFrame: frameCount)
      if let event = scheduler.first(), due(event.deadline), event.deadline <= frameTime {
        _ = scheduler.removeFirst()
        now = event.deadline
        fire(event)
      } else if due(frameTime) {
        now = frameTime
        renderFrame()
      } else {
        return
      }
    }
  }

  private mutating func fire(_ event: ScheduledEvent) {
    switch event.kind {
    case .recognizer(let id, let kind):
      var effects: [ArenaEffect] = []
      arena.fire(
        kind, of: id, at: now, context: ArenaContext(touches: router.touches, tree: tree),
        effects: &effects)
      carryOut(effects)
    case .animationEnd(let animation):
      endAnimation(animation, finished: true)
    }
    finishEvent()
  }

  /// Carries out the arena's decisions, in order.
  mutating func carryOut(_ effects: [ArenaEffect]) {
    for effect in effects {
      switch effect {
      case .record(let kind):
        record(kind)
      case .schedule(let id, let kind, let deadline):
        scheduler.schedule(.recognizer(id, kind), at: deadline)
      case .cancelTimer(let id, let kind):
        scheduler.cancel(.recognizer(id, kind))
      case .cancelTimers(let id):
        for kind in TimerKind.allCases { scheduler.cancel(.recognizer(id, kind)) }
      case .cancelViewDelivery(let number, let recognizer):
        guard let (view, events) = router.cancelViewDelivery(number, by: recognizer) else {
          continue
        }
        record(.touchesCancelled(number: number, view: view, by: recognizer))
        send(events, from: view, touch: number)
      case .releaseHeldEvents(let number, let holders):
        while let event = router.takeReleasable(number, holders: holders) {
          let index = number - 1
          if let view = router.touches[index].view {
            record(
              .released(number: number, phase: event.phase, location: event.location, view: view))
            let events = router.deliverNow(index, event, tree: tree, parameters: parameters)
            send(events, from: view, touch: number)
          }
        }
      case .runLater(let actions):
        deferred.append(actions)
      }
    }
  }

  /// After each event or timer: run the gesture actions it triggered, then put back to
  /// `possible` every recognizer that has finished and whose touches have all lifted.
  mutating func finishEvent() {
    var next = 0
    while next < deferred.count {
      let actions = deferred[next]
      next += 1
      perform(actions)
    }
    deferred.removeAll()
    var effects: [ArenaEffect] = []
    arena.resetIdle(touches: router.touches, effects: &effects)
    carryOut(effects)
  }
}

extension MachineInput {
  /// What a recognizer is shown of a touch event; a stationary event shows nothing.
  init?(_ input: TouchInput, touch number: Int) {
    switch input.phase {
    case .began: self = .began(touch: number, location: input.location, time: input.time)
    case .moved: self = .moved(touch: number, location: input.location, time: input.time)
    case .ended: self = .ended(touch: number, location: input.location, time: input.time)
    case .cancelled: self = .cancelled(touch: number, time: input.time)
    case .stationary: return nil
    }
  }
}
