/// What a scenario asks a navigation controller to do (`push`, `pop`, `popToRoot`,
/// `setViewControllers`), each animated or not.
public enum NavigationCommand: Hashable, Sendable {
  case push(String, animated: Bool)
  /// With `interactive`, the app's interaction controller drives the pop (a custom pop
  /// transition, paused at 0 for ``interaction(_:)``).
  case pop(animated: Bool, interactive: Bool = false)
  case popToRoot(animated: Bool)
  case setViewControllers([String], animated: Bool)
  /// The app's interaction controller on the running interactive transition.
  case interaction(InteractionCommand)
}

/// The one seam into UIKit's private navigation machinery: the interactive pop recognizer's
/// state changes (`handleNavigationTransition:`) and the transition animator's end
/// (`completeTransition(_:)`). Carried by ``Action/navigationEvent(_:)``; scenario files can't
/// write them.
enum NavigationEvent: Hashable, Sendable {
  case popGesture(String, GestureState)
  /// The transition's animator finished at its end (completed) or its start (cancelled).
  case transitionEnded(String, completed: Bool)
}

/// A navigation controller's operation.
public enum NavigationOperation: String, Hashable, Sendable {
  case push, pop
}

/// A navigation controller's change, as the journal keeps it.
public struct NavigationRecord: Hashable, Sendable {
  public enum Event: Hashable, Sendable {
    /// A transition began from the top screen to another.
    case began(NavigationOperation, from: String, to: String, interactive: Bool)
    case completed(NavigationOperation)
    case cancelled(NavigationOperation)
    /// The stack changed without a transition (not animated, or nothing on screen changed).
    case replaced
    /// The interactive pop's finger lifted: what UIKit read and decided.
    case released(PopRelease)
    /// A call UIKit ignores now (a pop of the root).
    case ignored(String)
    /// A push, pop or `setViewControllers` made while a transition runs: UIKit does not drop
    /// it (`_immediatelyApplyViewControllers:…` only defers its navigation handler while
    /// transitioning); the engine performs it when the running transition ends.
    case deferred(String)
  }

  public let navigation: String
  public let event: Event
  /// The stack after the event, root first: all of it when it is at most ``stackShown`` deep,
  /// else its top ``stackShown`` screens (``depth`` says how deep it is). A whole stack in each
  /// entry made many pushes cost their count squared in memory and in the trace.
  public let stack: [String]
  /// How many screens the stack has.
  public let depth: Int

  /// The most screens an entry keeps: a stack deeper than any app's.
  public static let stackShown = 32

  public init(navigation: String, event: Event, stack: [String], depth: Int) {
    self.navigation = navigation
    self.event = event
    self.stack = stack
    self.depth = depth
  }

  /// Whether ``stack`` is the whole stack.
  public var isWholeStack: Bool { stack.count == depth }
}

extension NavigationRecord {
  /// One line: `nav: pop began from 'detail' to 'inbox' (interactive)`.
  public var summary: String {
    let stackText =
      (isWholeStack ? "[" : "[… \(depth - stack.count) more, ")
      + stack.joined(separator: ", ") + "]"
    switch event {
    case .began(let operation, let from, let to, let interactive):
      return
        "\(navigation): \(operation.rawValue) began from '\(from)' to '\(to)'"
        + (interactive ? " (interactive)" : "")
    case .completed(let operation):
      return "\(navigation): \(operation.rawValue) completed, stack \(stackText)"
    case .cancelled(let operation):
      return "\(navigation): \(operation.rawValue) cancelled, stack \(stackText)"
    case .replaced:
      return "\(navigation): stack set to \(stackText)"
    case .ignored(let reason):
      return "\(navigation): ignored \(reason)"
    case .deferred(let call):
      return "\(navigation): deferred \(call) until the running transition ends"
    case .released(let release):
      return "\(navigation): " + release.summary
    }
  }
}

extension PopRelease {
  /// `pop released at progress 0.3 with 120 pt/s: projected 0.42 ≤ 0.481, cancels`.
  public var summary: String {
    // Four decimals: enough to compare with the threshold, short enough to read.
    func n(_ value: Double) -> String {
      let rounded = (value * 10_000).rounded() / 10_000
      return (rounded == 0 ? 0 : rounded).compactDescription
    }
    var text =
      "pop released at progress \(n(progress)) with velocity \(n(velocity)) pt/s"
    switch rule {
    case .velocity:
      text += " (rule: velocity ≥ 0)"
    case .projected:
      if let projected, let threshold {
        text +=
          " (average \(n(averageVelocity)) pt/s, \(n(averageAcceleration)) pt/s², \(samples) samples): projected progress \(n(projected)) \(completes ? ">" : "≤") threshold \(n(threshold))"
      } else {
        text +=
          " (\(samples) samples, too few to project: completes only moving right, average \(n(averageVelocity)) pt/s)"
      }
    }
    return text + (completes ? ": completes" : ": cancels")
  }
}
