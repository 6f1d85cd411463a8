/// The app's side of a run: its control actions (target-action) by view, the numbers its `let`
/// actions kept, and the gesture actions waiting for the end of the event that triggered them.
///
/// UIKit delivers a gesture recognizer's action messages on the next turn of the run loop, not
/// from inside the touch delivery that decided them: actions queued here run when the event is
/// done, in the order they were queued, those they queue in turn included.
struct AppState: Sendable {
  /// The app's control actions, by view.
  private var handlers: [ViewID: ControlHandlers] = [:]
  /// Numbers kept by `let` actions, by name (read by expressions; never listed in output).
  private var kept: [String: Double] = [:]
  /// Gesture actions waiting for the end of the event, and how many of them have been taken:
  /// taken by index, so a long queue costs nothing per action to drain.
  private var queued: [[Action]] = []
  private var taken = 0
  /// How many action lists are running inside one another now
  /// (``Simulation/maximumActionDepth``).
  var actionDepth = 0

  init() {}

  /// Adds `actions` to what `view` does when it sends `event`.
  mutating func on(_ event: ControlEvent, of view: ViewID, perform actions: [Action]) {
    handlers[view, default: ControlHandlers()].on(event, perform: actions)
  }

  /// Gives a view created from a template the template's handlers.
  mutating func setHandlers(_ viewHandlers: ControlHandlers, of view: ViewID) {
    handlers[view] = viewHandlers
  }

  /// Whether the app gave `view` any control action (a tap target, for `simreplay audit`).
  func hasActions(_ view: ViewID) -> Bool { handlers[view] != nil }

  /// What `view` does when it sends `event`, in the order the actions were added.
  func actions(for event: ControlEvent, of view: ViewID) -> [Action] {
    handlers[view]?.actions(for: event) ?? []
  }

  /// Keeps `value` under `name` (a `let` action); a name kept again takes the new value.
  mutating func keep(_ value: Double, as name: String) {
    kept[name] = value
  }

  /// The number kept under `name`, if a `let` action kept one.
  func value(named name: String) -> Double? { kept[name] }

  /// Queues gesture actions to run when the current event is done.
  mutating func runLater(_ actions: [Action]) {
    queued.append(actions)
  }

  /// The next queued actions, first queued first; nil when none wait. Actions that a queued
  /// action queues come after it, in the same pass.
  mutating func nextQueued() -> [Action]? {
    guard taken < queued.count else {
      queued.removeAll(keepingCapacity: true)
      taken = 0
      return nil
    }
    taken += 1
    return queued[taken - 1]
  }
}
