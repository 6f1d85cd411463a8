import SimGeometry

/// Carrying a touch event or a timer through the subsystems: the touch router binds and
/// updates the touch, the arena shows it to the recognizers, the router delivers it to the view,
/// and at the end of the event the gesture actions run and finished recognizers reset.
extension Simulation {
  /// Delivers one raw touch event at its time, after the timers and frames due before it: a
  /// `UIEvent` with this one touch.
  public mutating func send(_ input: TouchInput) throws(TouchSequenceError) {
    try send([input])
  }

  /// Delivers one `UIEvent`: every touch that changed at one moment, after the timers and
  /// frames due before it. New touches are hit-tested and bound first; then each recognizer
  /// sees its share of the event at once (so two fingers that move or lift together are seen
  /// together), then each touch's view gets its event, then the gesture actions run.
  /// ``TouchInput/events(in:)`` splits a stream into events.
  public mutating func send(_ event: [TouchInput]) throws(TouchSequenceError) {
    guard let first = event.first else { return }
    guard first.time >= now else { throw .timeWentBackwards(event: first.time, now: now) }
    var continuing: [Int?] = []
    continuing.reserveCapacity(event.count)
    var fingers: Set<Int> = []
    for input in event {
      guard input.time == first.time else { throw .mixedTimesInOneEvent(first.time, input.time) }
      if event.count > 1 {
        guard fingers.insert(input.finger).inserted else {
          throw .fingerTwiceInOneEvent(finger: input.finger)
        }
      }
      continuing.append(try router.check(input))
    }
    runScheduled(until: first.time, inclusive: false)
    now = first.time
    var bound: [(index: Int, unchanged: Bool, entry: Int)] = []
    bound.reserveCapacity(event.count)
    var shown = ArenaEvent(time: now)
    for (input, active) in zip(event, continuing) {
      let index: Int
      let unchanged: Bool
      if let active {
        index = active
        unchanged = router.update(index, with: input)
      } else {
        let hit = hitTestAsDrawn(input.location)
        let view = catchByScrollView(hit, touch: router.touches.count + 1)
        index = router.begin(
          input, view: view,
          recognizers: arena.recognizers(seeing: view, at: input.location, in: tree), tree: tree,
          parameters: parameters)
        unchanged = false
      }
      bound.append((index, unchanged, journal.count))
      let touch = router.touches[index]
      record(
        .touch(
          number: index + 1, finger: input.finger, phase: input.phase, location: input.location,
          view: touch.view, delivery: touch.delivery))
      if !unchanged { shown.add(input.phase, touch: index + 1, at: input.location) }
    }
    if !shown.isEmpty {
      var effects: [ArenaEffect] = []
      arena.show(
        shown, context: ArenaContext(touches: router.touches, tree: tree, parameters: parameters),
        effects: &effects)
      carryOut(effects)
    }
    showContextMenus(event, touches: bound.map { $0.index + 1 })
    for (input, (index, unchanged, entry)) in zip(event, bound) {
      let number = index + 1
      let touch = router.touches[index]
      let holders = arena.holders(ofTouch: number, among: touch.recognizers)
      let (delivery, events) = router.deliver(
        index, input, unchanged: unchanged, holders: holders, tree: tree, parameters: parameters)
      if let view = touch.view { send(events, from: view, touch: number) }
      if delivery == .delivered && input.phase != .moved {
        cellDelivery(number, phase: input.phase)
      }
      journal[entry] = Occurrence(
        time: now,
        kind: .touch(
          number: number, finger: input.finger, phase: input.phase, location: input.location,
          view: touch.view, delivery: delivery))
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

  /// Fires what is due and renders the frames due before `instant` (or at it, when
  /// `inclusive`), in time order; at the same instant, scheduled events come before the frame.
  mutating func runScheduled(until instant: Instant, inclusive: Bool) {
    func due(_ time: Instant) -> Bool { time < instant || (inclusive && time == instant) }
    while true {
      let frameTime = clock.time(ofFrame: recorder.frameCount)
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
        kind, of: id, at: now,
        context: ArenaContext(touches: router.touches, tree: tree, parameters: parameters),
        effects: &effects)
      carryOut(effects)
    case .animationEnd(let animation):
      endAnimation(animation, finished: true)
    case .animatorStart(let index):
      carryOut(animator.handle(.delayEnded, animator: index, at: now))
    case .animatorRunEnd(let index):
      carryOut(animator.handle(.runEnded, animator: index, at: now))
    case .controlRepeat(let number):
      if let (view, response) = router.repeatFired(number, tree: tree) {
        send(response, from: view, touch: number)
      }
    case .appTimer(let slot):
      appTimerDue(slot)
    }
    finishEvent()
  }

  /// Carries out the arena's decisions, in order.
  mutating func carryOut(_ effects: [ArenaEffect]) {
    for effect in effects {
      switch effect {
      case .record(let kind):
        record(rowed(kind))
        if case .gesture(let change) = kind {
          contextMenuNotice(change)
          if change.state == .failed { scrollPanFailed(change.recognizer) }
        }
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
        cellDelivery(number, phase: .cancelled)
      case .releaseHeldEvents(let number, let holders):
        while let event = router.takeReleasable(number, holders: holders) {
          let index = number - 1
          if let view = router.touches[index].view {
            record(
              .released(number: number, phase: event.phase, location: event.location, view: view))
            let events = router.deliverNow(index, event, tree: tree, parameters: parameters)
            send(events, from: view, touch: number)
            if event.phase != .moved { cellDelivery(number, phase: event.phase) }
          }
        }
      case .runLater(let actions):
        app.runLater(actions)
      }
    }
  }

  /// After each event or timer: run the gesture actions it triggered, then put back to
  /// `possible` every recognizer that has finished and whose touches have all lifted.
  mutating func finishEvent() {
    while let actions = app.nextQueued() { perform(actions) }
    var effects: [ArenaEffect] = []
    arena.resetIdle(touches: router.touches, effects: &effects)
    carryOut(effects)
    releaseWaitingTimers()
    layoutLists()
  }
}
