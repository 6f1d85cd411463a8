import SimEngine

/// One kind of thing a run can show happening, as a timed expectation names it: a log, a
/// control event, a recognizer entering a state, a presentation entering a phase, a scroll
/// view's delegate moment, a property animator's event.
public enum OccurrenceMatcher: Hashable, Sendable, CustomStringConvertible {
  case log(String)
  case control(ControlEvent, view: String)
  case gesture(String, state: GestureState, stateName: String)
  case presentation(String, phase: PresentationPhase)
  case scroll(String, moment: String)
  /// A context menu's moment on the view that has it (``ContextMenuMoment/names``).
  case contextMenu(String, moment: String)
  case animator(String, event: AnimatorEvent)
  /// A navigation controller's event (`began`, `completed`, `cancelled`, `replaced`,
  /// `ignored`, `popReleased`), of one operation when given.
  case navigation(String, event: String, operation: NavigationOperation?)
  /// An app timer's or display link's event (`scheduled`, `added`, `fired`, `waiting`,
  /// `invalidated`).
  case timer(String, event: String)

  static let navigationEvents = [
    "began", "completed", "cancelled", "replaced", "ignored", "popReleased", "deferred",
  ]

  public var description: String {
    switch self {
    case .log(let name): "log '\(name)'"
    case .control(let event, let view): "'\(view)' sending \(event.rawValue)"
    case .gesture(let name, _, let state): "'\(name)' \(state)"
    case .presentation(let name, let phase): "'\(name)' \(phase.rawValue)"
    case .scroll(let view, let moment): "'\(view)' \(moment)"
    case .contextMenu(let view, let moment): "context menu of '\(view)' \(moment)"
    case .animator(let name, let event): "animator '\(name)' \(event.rawValue)"
    case .navigation(let name, let event, let operation):
      "'\(name)' \(operation.map { $0.rawValue + " " } ?? "")\(event)"
    case .timer(let name, let event): "timer '\(name)' \(event)"
    }
  }

  /// Whether a journal entry is one of these.
  func matches(_ kind: Occurrence.Kind, in simulation: Simulation) -> Bool {
    switch (self, kind) {
    case (.log(let name), .log(let logged)):
      return name == logged
    case (.control(let event, let view), .control(let sent, let id, _, _, let row)):
      return event == sent && simulation.name(ofControl: id, sentIn: row) == view
    case (.gesture(let name, let state, _), .gesture(let change)):
      return !change.isReset && change.state == state
        && simulation.name(ofRecognizerIn: change) == name
    case (.presentation(let name, let phase), .presentation(let presented, let entered, _)):
      return name == presented && phase == entered
    case (.scroll(let view, let moment), .scroll(let id, let happened)):
      return happened.name == moment && simulation.tree.name(of: id) == view
    case (.contextMenu(let view, let moment), .contextMenu(let id, let happened)):
      return happened.name == moment && simulation.tree.name(of: id) == view
    case (.animator(let name, let event), .animator(let change)):
      return change.animator == name && change.event == event
    case (.navigation(let name, let event, let operation), .navigation(let record)):
      guard record.navigation == name else { return false }
      switch record.event {
      case .began(let happened, _, _, _):
        return event == "began" && (operation == nil || operation == happened)
      case .completed(let happened):
        return event == "completed" && (operation == nil || operation == happened)
      case .cancelled(let happened):
        return event == "cancelled" && (operation == nil || operation == happened)
      case .replaced: return event == "replaced" && operation == nil
      case .ignored: return event == "ignored" && operation == nil
      case .deferred: return event == "deferred" && operation == nil
      case .released: return event == "popReleased" && (operation == nil || operation == .pop)
      }
    case (.timer(let name, let event), .timer(let occurrence)):
      return occurrence.name == name && Self.timerEventName(occurrence.event) == event
    default:
      return false
    }
  }

  static let timerEvents = ["scheduled", "added", "fired", "waiting", "invalidated"]

  static func timerEventName(_ event: TimerOccurrence.Event) -> String {
    switch event {
    case .scheduled: "scheduled"
    case .linkAdded: "added"
    case .fired, .linkFired: "fired"
    case .waiting: "waiting"
    case .invalidated, .linkInvalidated: "invalidated"
    }
  }

  /// The journal positions of its occurrences, in order.
  func positions(in simulation: Simulation) -> [Int] {
    simulation.journal.indices.filter { matches(simulation.journal[$0].kind, in: simulation) }
  }
}

/// When a timed expectation wants its occurrence.
public enum OccurrenceTiming: Hashable, Sendable {
  /// Within the frame that contains this time.
  case at(Instant)
  /// At or after the first time, at or before the second.
  case between(Instant, Instant)
  /// Before the first occurrence of the other (which must happen).
  case before(OccurrenceMatcher)
  /// After the first occurrence of the other (which must happen).
  case after(OccurrenceMatcher)
}
