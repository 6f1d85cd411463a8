/// A timer's fire date coming, the tracking mode ending, and display links at each frame.
extension AppTimers {
  /// What the coordinator does when a timer's fire date comes.
  enum Firing: Sendable {
    /// Invalidated since (its fire date was cancelled too late to matter): nothing.
    case nothing
    /// It fires: record this, run the actions, then call ``fired(_:at:)`` with `held`.
    case fire([Action], TimerOccurrence, held: Held)
    /// Its mode is not the run loop's now: it waits for the tracking mode to end.
    case wait(TimerOccurrence)
  }

  /// The timer now in `slot` (a scheduler entry always names its slot's current timer).
  func heldTimer(_ slot: Int) -> Held { Held(slot: slot, serial: timers[slot].serial) }

  /// The timer `held` is due now; `tracking` says whether the main run loop is in
  /// `UITrackingRunLoopMode`. A default-mode timer then waits: CFRunLoop only fires the
  /// timers of the mode it runs in (`__CFRunLoopDoTimers` takes the current mode's timers).
  /// `held` names the timer (``heldTimer(_:)``): nothing if it was invalidated since, its slot
  /// perhaps holding a newer timer.
  mutating func due(_ held: Held, at now: Instant, tracking: Bool) -> Firing {
    let slot = held.slot
    guard timers[slot].isValid, timers[slot].serial == held.serial else { return .nothing }
    let entry = timers[slot]
    guard entry.settings.mode.runs(whileTracking: tracking) else {
      if !entry.isWaiting {
        timers[slot].isWaiting = true
        waiting.append(slot)
      }
      return .wait(
        TimerOccurrence(name: entry.settings.name, event: .waiting(scheduled: entry.fireDate)))
    }
    timers[slot].count += 1
    return .fire(
      entry.settings.actions,
      TimerOccurrence(
        name: entry.settings.name,
        event: .fired(scheduled: entry.fireDate, count: entry.count + 1)),
      held: held)
  }

  /// After the timer's actions ran: a repeating timer's next fire date (from the date it was
  /// due at, ``TimerSchedule``); a one-shot timer invalidates itself (`Timer`: "If false, the
  /// timer will invalidate itself after it fires"). Nothing if its actions invalidated it.
  mutating func fired(_ held: Held, at now: Instant) -> [Step] {
    let slot = held.slot
    guard timers[slot].isValid, timers[slot].serial == held.serial else { return [] }
    let settings = timers[slot].settings
    guard settings.repeats else {
      if timerSlots[settings.name] == slot { timerSlots[settings.name] = nil }
      freeTimer(slot)
      return [.record(TimerOccurrence(name: settings.name, event: .invalidated))]
    }
    let next = TimerSchedule.nextFiring(
      scheduled: timers[slot].fireDate, interval: settings.interval, firedAt: now)
    timers[slot].fireDate = next
    return next == .never ? [] : [.schedule(slot: slot, at: next)]
  }

  /// The tracking mode ended: the timers that waited, earliest fire date first, to fire now,
  /// once each (their missed firings coalesce, ``TimerSchedule``); equal dates in the order
  /// they were scheduled (their serials).
  mutating func takeWaiting() -> [Held] {
    let held = waiting.map { Held(slot: $0, serial: timers[$0].serial) }
      .sorted { (timers[$0.slot].fireDate, $0.serial) < (timers[$1.slot].fireDate, $1.serial) }
    for entry in held { timers[entry.slot].isWaiting = false }
    waiting.removeAll()
    return held
  }

  /// The display links running now, in the order they were added (a copy: a callback may add
  /// or invalidate links, and a link added since may reuse the slot of one invalidated).
  var runningLinks: [Held] { liveLinks.map { Held(slot: $0, serial: links[$0].serial) } }

  /// The display link in `slot` as the frame at `frameTime` renders, the previous frame having
  /// been at `previousFrame`: it calls back if it is still valid, was added at or before the
  /// previous frame's vsync, and its mode runs now. Its `timestamp` is that vsync (the last
  /// frame displayed) and its `targetTimestamp` this frame's time (the next frame displayed,
  /// which the callback prepares): CADisplayLink's documentation.
  mutating func callback(
    _ held: Held, previousFrame: Instant, frameTime: Instant, tracking: Bool
  ) -> ([Action], TimerOccurrence)? {
    let slot = held.slot
    let entry = links[slot]
    guard entry.isValid, entry.serial == held.serial, entry.added <= previousFrame,
      entry.settings.mode.runs(whileTracking: tracking)
    else { return nil }
    links[slot].timestamp = previousFrame
    links[slot].target = frameTime
    return (
      entry.settings.actions,
      TimerOccurrence(
        name: entry.settings.name, event: .linkFired(timestamp: previousFrame, target: frameTime))
    )
  }

  /// A display link's last `timestamp` and `targetTimestamp`, by name (an invalidated link
  /// keeps its last ones); nil if no link of that name was ever added.
  func linkTimes(named name: String) -> (timestamp: Instant, target: Instant)? {
    if let slot = linkSlots[name] { return (links[slot].timestamp, links[slot].target) }
    return retiredLinkTimes[name]
  }

  /// The timers and links still running, one line each, for a run that did not settle: timers
  /// in the order they were scheduled.
  var pendingLines: [String] {
    var lines: [String] = []
    for entry in timers.filter(\.isValid).sorted(by: { $0.serial < $1.serial }) {
      let when =
        entry.isWaiting ? "waiting for the tracking mode to end" : "fires at t=\(entry.fireDate)"
      lines.append(
        "\(entry.settings.repeats ? "repeating " : "")timer '\(entry.settings.name)' (\(when))")
    }
    for slot in liveLinks {
      lines.append("display link '\(links[slot].settings.name)' (every frame)")
    }
    return lines
  }
}
