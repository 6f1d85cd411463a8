import SimEngine

/// A check that holds for any app, whatever it does: a violation is a bug in the app (or in
/// the way it drives UIKit), never a matter of taste. `simreplay explore` runs every one;
/// `simreplay run` runs those a scenario lists in `"checks"` (docs/explore.md defines each).
public enum BuiltInCheck: String, Hashable, Sendable, CaseIterable {
  /// A present asked for while that presentation is dismissing: UIKit logs "while a
  /// presentation is in progress" and does nothing, so the app's request is lost and what it
  /// asked to show goes away. (A present while it is already presenting or presented, and a
  /// dismiss while dismissing, lose nothing: what was asked is happening. A dismiss while
  /// presenting runs. A navigation call during a transition is not lost: UIKit applies it,
  /// the engine once the transition ends.)
  case presentationWhileRunning
  /// A control sends `touchUpInside`, or a table or collection view selects a row, for a touch
  /// that began while a navigation controller's transition was running (from its `began` to
  /// its `completed` or `cancelled`) or while a presentation was `presenting` or `dismissing`:
  /// a tap meant for the screen going away (or not yet there) acted on it mid-transition.
  case controlDuringTransition
  /// Once the simulation has settled, a visible view that an action moved during the run, and
  /// that overlapped the window when the run (or the exploration) started or in the frame it
  /// was made in, lies wholly outside the window: the app moved it away and left it there.
  case viewLeftOutside
  /// Once every finger has lifted and nothing is pending, a recognizer is still `began` or
  /// `changed`: a continuous gesture that never ended or cancelled, whose owner waits forever
  /// for its end (UIKit ends or cancels a recognizer when its last touch ends or is cancelled).
  case recognizerStuck

  /// Whether the check is made once everything has settled rather than as events happen.
  public var isCheckedWhenSettled: Bool {
    switch self {
    case .presentationWhileRunning, .controlDuringTransition: false
    case .viewLeftOutside, .recognizerStuck: true
    }
  }
}

/// One failure found by a run's watch: what failed (`invariants[0]`, `checks[1]`, a built-in
/// check's name, `expect[2]`, `refusal`), where (the subject: the condition, the presentation,
/// the view, the message), when, and in words.
public struct Violation: Hashable, Sendable {
  /// What failed: the label of the scenario entry, or the built-in check's name.
  public var check: String
  /// Where: the subject that failed, with its numbers left out so that a shrunk stream that
  /// fails the same way has the same place.
  public var place: String
  public var time: Instant
  public var detail: String

  public init(check: String, place: String, time: Instant, detail: String) {
    self.check = check
    self.place = place
    self.time = time
    self.detail = detail
  }

  /// What makes two failures the same: what failed and where.
  public var key: String { check + " @ " + place }
}
