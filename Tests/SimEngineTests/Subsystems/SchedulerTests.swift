import Testing

@testable import SimEngine

/// The schedule fires in (deadline, order scheduled) order; a kind is pending at most once.
@Suite("Scheduler")
struct SchedulerTests {
  static func at(_ ms: Int64) -> Instant { Instant(nanoseconds: ms * 1_000_000) }

  static func drain(_ scheduler: inout Scheduler) -> [ScheduledEvent.Kind] {
    var kinds: [ScheduledEvent.Kind] = []
    while let event = scheduler.removeFirst() { kinds.append(event.kind) }
    return kinds
  }

  @Test("Events fire by deadline, and in the order scheduled at the same deadline")
  func ordersByDeadlineThenSequence() {
    var scheduler = Scheduler()
    scheduler.schedule(.animationEnd(3), at: Self.at(30))
    scheduler.schedule(.animationEnd(1), at: Self.at(10))
    scheduler.schedule(.animationEnd(2), at: Self.at(30))
    scheduler.schedule(.animationEnd(4), at: Self.at(20))
    #expect(
      Self.drain(&scheduler) == [
        .animationEnd(1), .animationEnd(4), .animationEnd(3), .animationEnd(2),
      ])
  }

  @Test("A cancelled event never fires")
  func cancelledEventsDoNotFire() {
    var scheduler = Scheduler()
    scheduler.schedule(.animationEnd(1), at: Self.at(10))
    scheduler.schedule(.animationEnd(2), at: Self.at(20))
    scheduler.cancel(.animationEnd(1))
    #expect(scheduler.first()?.kind == .animationEnd(2))
    #expect(Self.drain(&scheduler) == [.animationEnd(2)])
  }

  @Test("Scheduling a kind again replaces its pending event")
  func reschedulingReplaces() {
    var scheduler = Scheduler()
    let timer = ScheduledEvent.Kind.recognizer(RecognizerID(rawValue: 0), .multiTap)
    scheduler.schedule(timer, at: Self.at(10))
    scheduler.schedule(.animationEnd(1), at: Self.at(20))
    scheduler.schedule(timer, at: Self.at(30))
    let events = [scheduler.removeFirst(), scheduler.removeFirst(), scheduler.removeFirst()]
    #expect(events.map { $0?.kind } == [.animationEnd(1), timer, nil])
    #expect(events[1]?.deadline == Self.at(30))
  }

  @Test("Thousands of cancelled events leave the heap as small as what is pending")
  func cancelledEventsDoNotAccumulate() {
    var scheduler = Scheduler()
    for number in 1...10_000 {
      scheduler.schedule(.animationEnd(number), at: Self.at(Int64(100_000 - number)))
      if number > 1 { scheduler.cancel(.animationEnd(number - 1)) }
    }
    #expect(scheduler.pendingCapacity <= 130)
    #expect(Self.drain(&scheduler) == [.animationEnd(10_000)])
  }

  @Test("Random schedules and cancellations fire exactly as a sorted list would")
  func matchesASortedList() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: UInt64) -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (state >> 33) % bound
    }
    var scheduler = Scheduler()
    var model: [(deadline: Instant, sequence: Int, kind: ScheduledEvent.Kind)] = []
    var sequence = 0
    var fired: [ScheduledEvent.Kind] = []
    var expected: [ScheduledEvent.Kind] = []
    for _ in 0..<5_000 {
      let kind = ScheduledEvent.Kind.animationEnd(Int(next(200)))
      switch next(4) {
      case 0, 1:
        let deadline = Self.at(Int64(next(50)))
        sequence += 1
        model.removeAll { $0.kind == kind }
        model.append((deadline, sequence, kind))
        scheduler.schedule(kind, at: deadline)
      case 2:
        model.removeAll { $0.kind == kind }
        scheduler.cancel(kind)
      default:
        model.sort { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
        if !model.isEmpty { expected.append(model.removeFirst().kind) }
        if let event = scheduler.removeFirst() { fired.append(event.kind) }
      }
    }
    #expect(fired == expected)
  }
}
