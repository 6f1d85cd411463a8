/// The one seam between a presentation's own views and the controller that runs it.
///
/// Everything a built-in presentation does on screen goes through the mechanisms a scenario
/// uses: its views are a ``ViewTemplate`` instantiated like the scenario's own, its recognizers
/// and buttons run actions (the custom backdrop's tap and the popup's backdrop button run a
/// plain `dismiss`), and its transitions are ordinary animations. What no public action can
/// express is UIKit's private machinery: a transition's animator reporting its end
/// (`completeTransition(_:)`), and the sheet's interaction (`_UISheetInteraction`: a private
/// pan that moves the sheet with a rubber band and projects the release onto a detent, and the
/// dimming tap that asks the delegate before dismissing). Those reach the presentation
/// controller as these events, carried by the ``Action/presentation(_:)`` action in the
/// recognizers' actions and the animations' completions. Scenario files can't write them.
enum PresentationEvent: Hashable, Sendable {
  /// The present transition's animation ran to its end: the presentation is presented.
  case presentTransitionEnded(String)
  /// The dismiss transition's animation ran to its end: the views leave the window.
  case dismissTransitionEnded(String)
  /// An interactive dismissal was cancelled and its animator ran back to its start: the
  /// presentation stays (`dismissalTransitionDidEnd(false)`).
  case dismissTransitionCancelled(String)
  /// A dragged sheet came to rest on its detent.
  case sheetSettled(String)
  /// The sheet's pan recognizer (`<name>.pan`) entered a state.
  case sheetDragged(String, GestureState)
  /// The sheet's dimming view was tapped (`<name>.dimmingTap` recognized).
  case dimmingTapped(String)
}

/// What a view controller container (the presentation or the navigation controller) asks the
/// simulation to do, in order.
enum PresentationStep: Hashable, Sendable {
  /// A journal entry: a phase or detent change, a release, a delegate callback's log.
  case record(Occurrence.Kind)
  /// The container goes in front of everything in the window.
  case attach(ViewID)
  /// The container leaves the window; touches and animations inside it stop.
  case detach(ViewID)
  /// The view goes into `parent` at `index` among its subviews (moved there if it is already a
  /// subview).
  case insert(ViewID, into: ViewID, at: Int)
  /// The named recognizer stops taking new touches for the reason given (nil: takes them
  /// again).
  case refuseTouches(recognizer: String, reason: String?)
  /// Model values change at once.
  case change(ViewID, ViewChange)
  /// An animation, started as an `animate` action starts one.
  case animate(ViewID, ViewAnimation)
  /// Every running animation of the view stops where it is drawn, unfinished.
  case stopAnimations(ViewID)
  /// Actions, as a scenario's handlers run them.
  case run([Action])
}
