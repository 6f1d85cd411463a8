/// The app's timers and display links: what is scheduled, when each fires next, and which
/// wait for a tracking run-loop mode to end.
///
/// A room (docs/architecture.md): the coordinator schedules the fire dates this returns on its
/// scheduler, tells it when a fire date comes and whether the main run loop is in
/// `UITrackingRunLoopMode`, runs the actions it hands back, and records its occurrences.
struct AppTimers: Sendable {
  struct TimerEntry: Sendable {
    var settings: TimerSettings
    /// The fire date it is due at next (CFRunLoopTimer's `_fireTSR`).
    var fireDate: Instant
    var count = 0
    var isValid = true
    /// Its fire date came during a tracking mode: it fires when the mode ends.
    var isWaiting = false
  }

  struct LinkEntry: Sendable {
    var settings: DisplayLinkSettings
    /// When it was added: it first calls back at the first vsync at or after this.
    var added: Instant
    var isValid = true
    /// The last callback's `timestamp` and `targetTimestamp` (0 before the first, as a new
    /// `CADisplayLink` reads).
    var timestamp = Instant.zero
    var target = Instant.zero
  }

  /// Every timer scheduled, by slot (a slot is the scheduler's key). A name scheduled again
  /// gets a new slot, so a stale fire date can never reach the new timer.
  /// Storage of this folder's files.
  var timers: [TimerEntry] = []
  /// Storage of this folder's files.
  var links: [LinkEntry] = []
  /// The valid timer or display link of each name (lookups only; never listed). Storage of
  /// this folder's files.
  var timerSlots: [String: Int] = [:]
  /// Storage of this folder's files.
  var linkSlots: [String: Int] = [:]
  /// Slots of the timers waiting for a tracking mode to end, in the order they began waiting.
  /// Storage of this folder's files.
  var waiting: [Int] = []
  /// Slots of the valid display links, in the order they were added. Storage of this folder's
  /// files.
  var liveLinks: [Int] = []

  init() {}

  /// What a scheduling or invalidation asks of the coordinator.
  enum Step: Hashable, Sendable {
    case schedule(slot: Int, at: Instant)
    case cancel(slot: Int)
    case record(TimerOccurrence)
  }

  /// Whether a timer waits for the tracking mode to end.
  var hasWaiting: Bool { !waiting.isEmpty }
  /// Whether a display link is running.
  var hasLinks: Bool { !liveLinks.isEmpty }

  /// `Timer.scheduledTimer`: the first fire date is `interval` from now. An app that schedules
  /// a timer under a name it already uses invalidates the old one first (engine choice: UIKit
  /// would keep both running if the app dropped its reference without invalidating).
  mutating func schedule(_ settings: TimerSettings, at now: Instant) -> [Step] {
    var steps = invalidate(named: settings.name) ?? []
    let slot = timers.count
    let fireDate = now + settings.interval
    timers.append(TimerEntry(settings: settings, fireDate: fireDate))
    timerSlots[settings.name] = slot
    steps.append(.schedule(slot: slot, at: fireDate))
    steps.append(
      .record(
        TimerOccurrence(
          name: settings.name,
          event: .scheduled(
            fireDate: fireDate, interval: settings.interval, repeats: settings.repeats,
            mode: settings.mode))))
    return steps
  }

  /// `CADisplayLink.add(to:forMode:)`; a name in use is invalidated first.
  mutating func addLink(_ settings: DisplayLinkSettings, at now: Instant) -> [Step] {
    var steps = invalidate(named: settings.name) ?? []
    let slot = links.count
    links.append(LinkEntry(settings: settings, added: now))
    linkSlots[settings.name] = slot
    liveLinks.append(slot)
    steps.append(
      .record(TimerOccurrence(name: settings.name, event: .linkAdded(mode: settings.mode))))
    return steps
  }

  /// `invalidate()` on the timer or display link of that name (both, if a timer and a link
  /// share it: a name is one thing to the scenario); nil when there is none (never scheduled,
  /// or already invalidated: the second call is UIKit's no-op, recorded as nothing).
  mutating func invalidate(named name: String) -> [Step]? {
    var steps: [Step] = []
    if let slot = timerSlots.removeValue(forKey: name) {
      timers[slot].isValid = false
      if timers[slot].isWaiting {
        timers[slot].isWaiting = false
        waiting.removeAll { $0 == slot }
      }
      steps += [.cancel(slot: slot), .record(TimerOccurrence(name: name, event: .invalidated))]
    }
    if let slot = linkSlots.removeValue(forKey: name) {
      links[slot].isValid = false
      liveLinks.removeAll { $0 == slot }
      steps.append(.record(TimerOccurrence(name: name, event: .linkInvalidated)))
    }
    return steps.isEmpty ? nil : steps
  }

  /// Whether `name` was ever scheduled or added (an invalidation of it is then a no-op).
  func knows(_ name: String) -> Bool {
    timers.contains { $0.settings.name == name } || links.contains { $0.settings.name == name }
  }
}
