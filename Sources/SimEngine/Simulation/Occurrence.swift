import SimGeometry

/// Something that happened during a simulation, at a virtual time. The journal of these, in
/// order, is the ground truth every report is made from.
public struct Occurrence: Hashable, Sendable {
  public let time: Instant
  public let kind: Kind

  public init(time: Instant, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  public enum Kind: Hashable, Sendable {
    /// A raw touch event, with the view the touch is bound to and whether this event reached it.
    case touch(
      number: Int, finger: Int, phase: TouchPhase, location: Point, view: ViewID?,
      delivery: Delivery)
    /// A control sent an event (and ran its actions right after); `valueChanged` carries the
    /// control's value as it was sent; `row`, the index path of the table cell (from a data
    /// source) the control was in then, as reuse moves the cell to other rows.
    case control(ControlEvent, view: ViewID, touch: Int, value: Double?, row: ListIndexPath? = nil)
    case log(String)
    /// A `set` action changed a view. Indirect: a change holds every property a view has, and
    /// stored inline it would make every journal entry that size (304 bytes instead of 65).
    indirect case set(view: ViewID, ViewChange)
    case removed(view: ViewID)
    case added(view: ViewID, parent: ViewID)
    /// An active touch stopped reaching its view (its view left the window).
    case touchWithheld(number: Int, view: ViewID, reason: WithholdReason)
    /// An action could not run; the run fails with this message.
    case actionFailed(String)
    /// A recognizer changed state. Indirect, as a change carries the recognizer's values (137
    /// bytes), which would make every entry that size.
    indirect case gesture(GestureChange)
    /// A recognizer wants to recognize but must wait for these recognizers to fail.
    case gestureWaiting(RecognizerID, on: [String])
    /// A touch event that was held back reached the view late.
    case released(number: Int, phase: TouchPhase, location: Point, view: ViewID)
    /// The view got `touchesCancelled` because a recognizer took the touch.
    case touchesCancelled(number: Int, view: ViewID, by: RecognizerID)
    /// An animation was asked for; it moves from `start` (after its delay) to `end`.
    case animationStarted(number: Int, view: ViewID, start: Instant, end: Instant)
    /// An animation stopped; `finished` is what its completion is told.
    case animationFinished(number: Int, view: ViewID, finished: Bool)
    /// A presentation changed phase, or a sheet its detent.
    case presentation(String, PresentationPhase, detent: String?)
    /// A present or dismiss that could not happen in the presentation's phase (UIKit logs a
    /// warning and does nothing).
    case presentationIgnored(String, reason: String)
    /// A dragged sheet was let go at `top` with `velocity` (pt/s); its projection and the detent
    /// it heads for (nil: dismissal).
    case sheetReleased(String, top: Double, velocity: Double, projected: Double, target: String?)
    /// A navigation controller began, completed or cancelled a transition, let go of an
    /// interactive pop, or ignored a call.
    indirect case navigation(NavigationRecord)
    /// A scroll view's refresh control sent `valueChanged` or was ended.
    case refresh(ViewID, RefreshEvent)
    /// A scroll view's delegate moment.
    case scroll(ViewID, ScrollMoment)
    /// An `if` action decided: its condition, the outcome, and the values it read.
    case decision(DecisionRecord)
    /// A `let` action kept a value.
    case kept(String, Double)
    /// A property animator changed (or ignored a call, as UIKit does in the wrong state).
    case animator(AnimatorChange)
    /// A property animator started driving an animation of a view.
    case animatorAnimation(number: Int, view: ViewID, animator: String)
    /// The status bar was tapped; `scrollViews` allowed scrolling to top (only one may, for
    /// anything to happen).
    case statusBarTapped(scrollViews: [ViewID])
    /// A step of a step-style touch list started (`touches[3]: tap "close"`): the touches that
    /// begin after it, up to the next step, came from it. Only step-style lists record these,
    /// so the trace of a list of absolute touches is unchanged.
    case step(String)
    /// An app timer or display link was scheduled, fired, waited for a tracking run-loop mode
    /// to end, or was invalidated. Indirect: it carries a name and dates.
    indirect case timer(TimerOccurrence)
    /// A context menu's moment (`UIContextMenuInteraction` and its delegate) on the view that
    /// has the menu.
    case contextMenu(ViewID, ContextMenuMoment)
    /// The keyboard room: a notification posted (with its user info), or the first responder
    /// changing. Indirect: a notification carries two frames.
    indirect case keyboard(KeyboardRecord)
  }
}

/// A recognizer's change of state, with its values at that moment (a pan's translation and
/// velocity as it ends, which its reset clears right after).
public struct GestureChange: Hashable, Sendable {
  public let recognizer: RecognizerID
  public let state: GestureState
  /// Why it failed, or `reset` when a finished recognizer went back to possible.
  public let note: String?
  public let values: GestureSnapshot
  /// For a recognizer in a table's data-source cell, the row its cell showed then: its name
  /// then was `row.S.R.…`, whichever row the cell shows later.
  public internal(set) var row: ListIndexPath?

  public var isReset: Bool { note == GestureChange.reset }

  static let reset = "reset"
}

/// What an `if` action saw: the condition as written back, whether it held, and each value it
/// read, in the order they appear.
public struct DecisionRecord: Hashable, Sendable {
  public let condition: String
  public let result: Bool
  public let values: [NamedValue]
}

public struct NamedValue: Hashable, Sendable {
  public let name: String
  public let value: Double
}

/// A property animator's change, with its state after it.
public struct AnimatorChange: Hashable, Sendable {
  public let animator: String
  public let event: AnimatorEvent
  public let state: AnimatorState
  public let isRunning: Bool
  public let isReversed: Bool
  public let fractionComplete: Double
  /// The position it finished at, or why a call was ignored.
  public let detail: String?
}

public enum AnimatorEvent: String, Hashable, Sendable {
  case created, started, paused, scrubbed, reversed, continued, stopped, finished
  /// It reached its end with `pausesOnCompletion`: active, paused, no completion.
  case pausedOnCompletion
  /// A call UIKit ignores in the animator's state.
  case ignored
}
