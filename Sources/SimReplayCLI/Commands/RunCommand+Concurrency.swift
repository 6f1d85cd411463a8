import Foundation
import SimReport

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

  /// A console that keeps what goes to standard error, in `environment`.
  func console(_ environment: Environment) -> Console {
    Console(
      out: { _ in }, err: { text in self.lock.withLock { self.buffer += text } },
      environment: environment)
  }
}

/// Prints a suite's scenarios in path order as they finish on several cores, keeping only
/// what has finished out of order and the totals.
final class SuitePrinter: @unchecked Sendable {
  /// What a finished scenario leaves for the suite's output: text, not its run.
  struct Finished: Sendable {
    var exitCode: ExitCode
    var isInvalid: Bool
    /// Its text report (text mode), or its JSON object (JSON mode).
    var text: String
    var json: String?
    /// How the JSON summary counts it (its own rule: the run's verdict and its golden).
    var status: JSONSummary.Status?
    var junit: [JUnitReport.Case] = []
    /// What it printed on standard error (warnings, diagnostics).
    var diagnostics: String
    /// The file, when it was skipped as not a scenario: nothing else counts.
    var skipped: String?
  }

  struct Totals {
    var passed = 0
    var failed = 0
    var invalid = 0
    var worst = ExitCode.success
    var junit: [JUnitReport.Case] = []
    /// Files found in folders that are not scenarios, in path order.
    var skipped: [String] = []
  }

  private let lock = NSLock()
  private let console: Console
  private let json: Bool
  private var waiting: [Int: Finished] = [:]
  private var next = 0
  private var printedJSON = false
  private var state = Totals()

  init(console: Console, json: Bool) {
    self.console = console
    self.json = json
  }

  var totals: Totals { lock.withLock { state } }

  /// Scenario `index` finished; it and any that were waiting for it are printed now, after
  /// `beforePrinting` (which clears a progress line).
  func deliver(_ index: Int, _ finished: Finished, beforePrinting: () -> Void) {
    lock.withLock {
      waiting[index] = finished
      guard waiting[next] != nil else { return }
      beforePrinting()
      while let ready = waiting.removeValue(forKey: next) {
        if let skipped = ready.skipped {
          state.skipped.append(skipped)
          next += 1
          continue
        }
        if !ready.diagnostics.isEmpty { console.err(ready.diagnostics) }
        if let object = ready.json {
          console.out((printedJSON ? "," : "") + object)
          printedJSON = true
        } else {
          console.out(ready.text)
        }
        state.worst = max(state.worst, ready.exitCode)
        if let status = ready.status {
          switch status {
          case .passed: state.passed += 1
          case .failed: state.failed += 1
          case .invalid: state.invalid += 1
          }
        } else if ready.isInvalid {
          state.invalid += 1
        } else if ready.exitCode == .success {
          state.passed += 1
        } else {
          state.failed += 1
        }
        state.junit += ready.junit
        next += 1
      }
    }
  }
}

extension SuitePrinter.Finished {
  /// A file skipped as not a scenario.
  init(skipped file: String) {
    self.init(
      exitCode: .success, isInvalid: false, text: "", json: nil, status: nil, junit: [],
      diagnostics: "", skipped: file)
  }
}
