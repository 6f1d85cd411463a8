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
    /// Which scheduling this is (``serials``): orders ties as the scheduling order, and tells a
    /// slot's new timer from the one a caller held while actions ran.
    var serial: UInt64 = 0
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
    /// Which adding this is (``serials``).
    var serial: UInt64 = 0
  }

  /// A timer or link in its slot, as one scheduling: still the same one only while the slot's
  /// serial is this one (a freed slot is reused by a later scheduling).
  struct Held: Hashable, Sendable {
    var slot: Int
    var serial: UInt64
  }

  /// The timers, by slot (a slot is the scheduler's key). A slot is freed when its timer is
  /// invalidated and reused by a later scheduling, so storage follows the timers valid at once,
  /// never the run's history. A stale fire date cannot reach the slot's new timer: freeing
  /// cancels the scheduler's entry (or it was the one just taken), and a new scheduling replaces
  /// any entry of the slot. Storage of this folder's files.
  var timers: [TimerEntry] = []
  /// The display links, by slot, reused as timers' are. Storage of this folder's files.
  var links: [LinkEntry] = []
  /// Free slots of `timers` and `links`, the last freed reused first.
  private var freeTimerSlots: [Int] = []
  private var freeLinkSlots: [Int] = []
  /// The serial of the last scheduling or adding: slot order is not scheduling order, so
  /// ties are broken by serial.
  private var serials: UInt64 = 0
  /// Every name ever scheduled or added (an invalidation of it is then a no-op): as many as
  /// the scenario's distinct names, not its firings.
  private var knownNames: Set<String> = []
  /// The last `timestamp` and `targetTimestamp` of each invalidated display link's name (an
  /// invalidated link keeps its last ones). Storage of this folder's files.
  var retiredLinkTimes: [String: (timestamp: Instant, target: Instant)] = [:]
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
    let fireDate = now + settings.interval
    serials += 1
    let entry = TimerEntry(settings: settings, fireDate: fireDate, serial: serials)
    let slot = Self.store(entry, in: &timers, free: &freeTimerSlots)
    timerSlots[settings.name] = slot
    knownNames.insert(settings.name)
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

  /// `entry` in the slot freed last, or in a new slot at the end: storage follows how many
  /// timers (or links) are valid at once, not how many the run ever made.
  private static func store<Entry>(_ entry: Entry, in storage: inout [Entry], free: inout [Int])
    -> Int
  {
    guard let slot = free.popLast() else {
      storage.append(entry)
      return storage.count - 1
    }
    storage[slot] = entry
    return slot
  }

  /// `CADisplayLink.add(to:forMode:)`; a name in use is invalidated first.
  mutating func addLink(_ settings: DisplayLinkSettings, at now: Instant) -> [Step] {
    var steps = invalidate(named: settings.name) ?? []
    serials += 1
    let entry = LinkEntry(settings: settings, added: now, serial: serials)
    let slot = Self.store(entry, in: &links, free: &freeLinkSlots)
    linkSlots[settings.name] = slot
    knownNames.insert(settings.name)
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
      if timers[slot].isWaiting { waiting.removeAll { $0 == slot } }
      freeTimer(slot)
      steps += [.cancel(slot: slot), .record(TimerOccurrence(name: name, event: .invalidated))]
    }
    if let slot = linkSlots.removeValue(forKey: name) {
      links[slot].isValid = false
      liveLinks.removeAll { $0 == slot }
      retiredLinkTimes[name] = (links[slot].timestamp, links[slot].target)
      freeLinkSlots.append(slot)
      steps.append(.record(TimerOccurrence(name: name, event: .linkInvalidated)))
    }
    return steps.isEmpty ? nil : steps
  }

  /// Whether `name` was ever scheduled or added (an invalidation of it is then a no-op).
  func knows(_ name: String) -> Bool { knownNames.contains(name) }

  /// Invalidates the timer in `slot` and frees the slot for a later scheduling.
  mutating func freeTimer(_ slot: Int) {
    timers[slot].isValid = false
    timers[slot].isWaiting = false
    freeTimerSlots.append(slot)
  }

}
