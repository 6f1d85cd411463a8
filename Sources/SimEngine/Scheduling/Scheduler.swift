/// Something due at a moment on the virtual clock.
struct ScheduledEvent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A recognizer's timer (a tap's multi-tap interval, a long press's duration…).
    case recognizer(RecognizerID, TimerKind)
    /// An animation reaches its end.
    case animationEnd(Int)
    /// A property animator's delayed start, or the end of its run (by the animator's index).
    case animatorStart(Int)
    case animatorRunEnd(Int)
    /// A stepper's repeat timer, by the number of the touch holding it.
    case controlRepeat(Int)
    /// An app timer's fire date, by its slot in ``AppTimers``.
    case appTimer(Int)
  }

  var deadline: Instant
  /// The order it was scheduled in: events due at the same instant fire in this order, as
  /// swift-nio's `EmbeddedEventLoop` orders its tasks.
  var sequence: UInt64
  var kind: Kind
}

/// The schedule: recognizer timers and animation ends, fired in (deadline, sequence) order
/// between touch events and frames.
///
/// A binary min-heap. Each kind is pending at most once: scheduling it again replaces it.
/// Cancelling forgets it in a table; the heap drops a forgotten entry when it comes to the top,
/// and rebuilds itself when forgotten entries outnumber live ones, so every operation costs
/// O(log n) in what is pending now, never in the history of the run.
struct Scheduler: Sendable {
  private var heap: [ScheduledEvent] = []
  /// The sequence of each kind's pending event.
  private var live: [ScheduledEvent.Kind: UInt64] = [:]
  private var sequence: UInt64 = 0

  /// Schedules `kind` at `deadline`, replacing a pending event of the same kind.
  mutating func schedule(_ kind: ScheduledEvent.Kind, at deadline: Instant) {
    sequence += 1
    live[kind] = sequence
    push(ScheduledEvent(deadline: deadline, sequence: sequence, kind: kind))
    if heap.count > 64 && heap.count > 2 * live.count { compact() }
  }

  /// Forgets the pending event of `kind`, if any.
  mutating func cancel(_ kind: ScheduledEvent.Kind) {
    live[kind] = nil
  }

  /// The earliest pending event.
  mutating func first() -> ScheduledEvent? {
    while let top = heap.first {
      if live[top.kind] == top.sequence { return top }
      popTop()
    }
    return nil
  }

  /// Removes the earliest pending event and returns it.
  mutating func removeFirst() -> ScheduledEvent? {
    guard let top = first() else { return nil }
    live[top.kind] = nil
    popTop()
    return top
  }

  /// Every pending event, earliest first.
  var pending: [ScheduledEvent] {
    heap.filter { live[$0.kind] == $0.sequence }.sorted(by: Self.precedes)
  }

  /// Whether nothing is pending.
  var isEmpty: Bool { live.isEmpty }

  /// Entries held, live or forgotten (for tests of the bound).
  var pendingCapacity: Int { heap.count }

  private static func precedes(_ a: ScheduledEvent, _ b: ScheduledEvent) -> Bool {
    (a.deadline, a.sequence) < (b.deadline, b.sequence)
  }

  private mutating func push(_ event: ScheduledEvent) {
    heap.append(event)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(heap[child], heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func popTop() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    siftDown(from: 0)
  }

  private mutating func siftDown(from start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { return }
      let right = left + 1
      let child = right < heap.count && Self.precedes(heap[right], heap[left]) ? right : left
      guard Self.precedes(heap[child], heap[parent]) else { return }
      heap.swapAt(child, parent)
      parent = child
    }
  }

  /// Drops every forgotten entry and restores the heap order (Floyd's bottom-up build).
  private mutating func compact() {
    heap.removeAll { live[$0.kind] != $0.sequence }
    var index = heap.count / 2
    while index > 0 {
      index -= 1
      siftDown(from: index)
    }
  }
}
