/// A timer's fire date coming, the tracking mode ending, and display links at each frame.
extension AppTimers {
  /// What the coordinator does when a timer's fire date comes.
  enum Firing: Sendable {
    /// Invalidated since (its fire date was cancelled too late to matter): nothing.
    case nothing
    /// It fires: record this, run the actions, then call ``fired(_:at:)``.
    case fire([Action], TimerOccurrence)
    /// Its mode is not the run loop's now: it waits for the tracking mode to end.
    case wait(TimerOccurrence)
  }

  /// The timer in `slot` is due now; `tracking` says whether the main run loop is in
  /// `UITrackingRunLoopMode`. A default-mode timer then waits: CFRunLoop only fires the
  /// timers of the mode it runs in (`__CFRunLoopDoTimers` takes the current mode's timers).
  mutating func due(_ slot: Int, at now: Instant, tracking: Bool) -> Firing {
    guard timers[slot].isValid else { return .nothing }
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
        event: .fired(scheduled: entry.fireDate, count: entry.count + 1)))
  }

  /// After the timer's actions ran: a repeating timer's next fire date (from the date it was
  /// due at, ``TimerSchedule``); a one-shot timer invalidates itself (`Timer`: "If false, the
  /// timer will invalidate itself after it fires"). Nothing if its actions invalidated it.
  mutating func fired(_ slot: Int, at now: Instant) -> [Step] {
    guard timers[slot].isValid else { return [] }
    let settings = timers[slot].settings
    guard settings.repeats else {
      timers[slot].isValid = false
      if timerSlots[settings.name] == slot { timerSlots[settings.name] = nil }
      return [.record(TimerOccurrence(name: settings.name, event: .invalidated))]
    }
    let next = TimerSchedule.nextFiring(
      scheduled: timers[slot].fireDate, interval: settings.interval, firedAt: now)
    timers[slot].fireDate = next
    return next == .never ? [] : [.schedule(slot: slot, at: next)]
  }

  /// The tracking mode ended: the timers that waited, earliest fire date first, to fire now,
  /// once each (their missed firings coalesce, ``TimerSchedule``).
  mutating func takeWaiting() -> [Int] {
    let slots = waiting.sorted { (timers[$0].fireDate, $0) < (timers[$1].fireDate, $1) }
    for slot in slots { timers[slot].isWaiting = false }
    waiting.removeAll()
    return slots
  }

  /// The display links running now, in the order they were added (a copy: a callback may add
  /// or invalidate links).
  var runningLinks: [Int] { liveLinks }

  /// The display link in `slot` as the frame at `frameTime` renders, the previous frame having
  /// been at `previousFrame`: it calls back if it is still valid, was added at or before the
  /// previous frame's vsync, and its mode runs now. Its `timestamp` is that vsync (the last
  /// frame displayed) and its `targetTimestamp` this frame's time (the next frame displayed,
  /// which the callback prepares): CADisplayLink's documentation.
  mutating func callback(
    _ slot: Int, previousFrame: Instant, frameTime: Instant, tracking: Bool
  ) -> ([Action], TimerOccurrence)? {
    let entry = links[slot]
    guard entry.isValid, entry.added <= previousFrame,
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
    guard let entry = links.last(where: { $0.settings.name == name }) else { return nil }
    return (entry.timestamp, entry.target)
  }

  /// The timers and links still running, one line each, for a run that did not settle.
  var pendingLines: [String] {
    var lines: [String] = []
    for entry in timers where entry.isValid {
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
