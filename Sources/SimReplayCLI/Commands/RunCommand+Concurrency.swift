import Foundation

// The small lock-protected stores `run` uses to collect results from scenarios running on
// several cores.

/// Results filled in by concurrent runs, each slot by one run.
final class OutcomeStore: @unchecked Sendable {
  enum Slot {
    case outcome(Outcome)
    case diagnostics(String)

    var outcome: Outcome? {
      if case .outcome(let value) = self { return value }
      return nil
    }

    var diagnosticsText: String? {
      if case .diagnostics(let value) = self { return value }
      return nil
    }
  }

  private let lock = NSLock()
  private var slots: [Slot?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ outcome: Outcome) { lock.withLock { slots[index] = .outcome(outcome) } }
  func set(_ index: Int, _ text: String) { lock.withLock { slots[index] = .diagnostics(text) } }
  func get(_ index: Int) -> Slot? { lock.withLock { slots[index] } }
}

final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// The new value.
  func increment() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}

/// A run's standard-error text, kept to print in order once all runs are done.
final class CapturedText: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = ""

  var text: String { lock.withLock { buffer } }

  var console: Console {
    Console(out: { _ in }, err: { text in self.lock.withLock { self.buffer += text } })
  }
}
