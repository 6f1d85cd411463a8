import SimGeometry

/// One touch's place in an event.
struct TouchSample: Hashable, Sendable {
  var touch: Int
  var location: Point
}

/// What a recognizer's state machine is told: its touches' events and its own timers. A touch
/// event is one `UIEvent`'s share for the recognizer: every touch of its own that changed at
/// that moment, by phase (`touchesBegan(_:with:)` gets the set), so two fingers that move or
/// lift together are seen together.
enum MachineInput: Hashable, Sendable {
  case began([TouchSample], time: Instant)
  case moved([TouchSample], time: Instant)
  case ended([TouchSample], time: Instant)
  case cancelled([Int], time: Instant)
  case timer(TimerKind, time: Instant)

  var time: Instant {
    switch self {
    case .began(_, let time), .moved(_, let time), .ended(_, let time), .cancelled(_, let time),
      .timer(_, let time):
      time
    }
  }
}

/// The timers recognizers run. A recognizer has at most one of each kind at a time.
enum TimerKind: String, Hashable, Sendable, CaseIterable {
  /// A tap held too long fails.
  case tapDuration
  /// The next tap of a multi-tap must begin before this fires.
  case multiTap
  /// A long press begins when this fires.
  case longPress
  /// A scroll view's content gets a held touch when this fires.
  case contentTouchDelay
}

/// What a state machine wants after an input. The simulation decides whether it may: a
/// recognizer that must wait for another to fail, or that a control refuses, does not get its
/// way at once.
enum MachineDecision: Hashable, Sendable {
  case none
  /// A continuous gesture begins.
  case begin
  /// A continuous gesture changes.
  case change
  /// A discrete gesture is recognized.
  case recognize
  /// A continuous gesture ends.
  case end
  /// A continuous gesture is cancelled.
  case cancel
  /// The gesture can't be this one; the reason is shown in reports.
  case fail(String)
}

/// A decision plus the timers to start or stop.
struct MachineOutput: Hashable, Sendable {
  var decision: MachineDecision = .none
  var schedule: [ScheduledTimer] = []
  var cancel: [TimerKind] = []

  init(_ decision: MachineDecision = .none) {
    self.decision = decision
  }

  struct ScheduledTimer: Hashable, Sendable {
    var kind: TimerKind
    var deadline: Instant
  }
}

/// The touches a recognizer is following, in the order they began, and their centroid.
struct TouchSet: Hashable, Sendable {
  private(set) var numbers: [Int] = []
  private(set) var locations: [Point] = []

  var count: Int { numbers.count }
  var isEmpty: Bool { numbers.isEmpty }

  mutating func add(_ number: Int, at location: Point) {
    numbers.append(number)
    locations.append(location)
  }

  mutating func update(_ number: Int, to location: Point) {
    guard let index = numbers.firstIndex(of: number) else { return }
    locations[index] = location
  }

  mutating func remove(_ number: Int) {
    guard let index = numbers.firstIndex(of: number) else { return }
    numbers.remove(at: index)
    locations.remove(at: index)
  }

  func contains(_ number: Int) -> Bool { numbers.contains(number) }

  /// Moves every touch of `samples` that the set holds.
  mutating func update(_ samples: [TouchSample]) {
    for sample in samples { update(sample.touch, to: sample.location) }
  }

  /// Takes touches of `samples`, in order, until it holds `limit`; says whether it does.
  mutating func fill(upTo limit: Int, from samples: [TouchSample]) -> Bool {
    for sample in samples.prefix(max(0, limit - count)) { add(sample.touch, at: sample.location) }
    return count == limit
  }

  /// Whether any touch of `samples` is in the set.
  func containsAny(of samples: [TouchSample]) -> Bool {
    samples.contains { contains($0.touch) }
  }

  /// The mean location; UIKit's recognizers measure multi-finger movement by it.
  var centroid: Point {
    guard !locations.isEmpty else { return .zero }
    var sum = Point.zero
    for location in locations { sum = sum + location }
    return Point(x: sum.x / Double(locations.count), y: sum.y / Double(locations.count))
  }
}

/// "45 pt", "0.35 s": how reasons print numbers.
func points(_ value: Double) -> String {
  "\(((value * 10).rounded() / 10).compactDescription) pt"
}
