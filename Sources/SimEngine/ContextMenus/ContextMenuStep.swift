import SimGeometry

/// What the ``ContextMenuController`` decides, for the coordinator to carry out in order.
enum ContextMenuStep: Hashable, Sendable {
  /// Record the moment in the journal.
  case record(ViewID, ContextMenuMoment)
  /// Make the views of `view`'s open menu (the first time it opens,
  /// ``ContextMenuLayout/template(for:of:named:screen:)``), then tell the controller their
  /// container with ``ContextMenuController/viewsCreated(_:container:)``.
  case makeViews(ViewID, ContextMenu)
  /// Put the container of `view`'s menu in front of everything in the window, the preview and
  /// the menu at these frames.
  case attach(ViewID, preview: Rect, menu: Rect)
  /// The lift (``ContextMenuLift``): put `view`'s lift view above it (the first update), then
  /// animate it to the view's transform scaled by `scale` with the effect's spring.
  case lift(ViewID, scale: Double)
  /// The effect ended before the menu opened: animate the lift view back to the view's own
  /// transform, then tell the controller (``ContextMenuController/liftLowered(_:)``).
  case lowerLift(ViewID)
  /// Take the lift view out of the window.
  case removeLift(ViewID)
  /// The dismissal (``ContextMenuDismissal``): the container of `view`'s menu stops taking
  /// touches, the preview and the menu (at `menu`) animate back to the view, and when the
  /// spring stops the controller hears ``ContextMenuEvent/dismissed(_:)``. `swipeVelocity`: a
  /// swipe down's (pt/s, down): the type 2 spring, the centres starting at that velocity.
  case shrink(ViewID, menu: Rect, swipeVelocity: Double?)
  /// The preview pan's update (``ContextMenuPlatterPan``): the preview and the menu of `view`
  /// go to the placement with `spring`, added over the animations still running.
  case movePlatter(ViewID, ContextMenuPlatterPan.Placement, spring: Spring)
  /// Take the container out of the window.
  case detach(container: ViewID)
  /// The menu took touch `number`: its view is told it was cancelled and the recognizers
  /// tracking it let it go.
  case takeTouch(Int)
  /// Run the app's actions (a delegate method, an action's handler).
  case run([Action])
  /// The interaction decides its failure relationship recognizer: `-_succeed` at the click
  /// down (the long presses waiting for it fail), `-_fail` when the press stops first (they go
  /// on); ``GestureArena/settle(_:succeeded:reason:context:effects:)``.
  case settle(RecognizerID, succeeded: Bool, reason: String)
}
