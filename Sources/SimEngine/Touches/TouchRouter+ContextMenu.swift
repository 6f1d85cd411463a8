/// A context menu taking a touch.
extension TouchRouter {
  /// An open context menu took touch `number`: from now on it reaches no view, and a view
  /// tracking it is told it was cancelled. Returns the view and its control events, when the
  /// touch was reaching it.
  mutating func withholdForContextMenu(_ number: Int) -> (view: ViewID, events: [ControlEvent])? {
    let index = number - 1
    guard touches[index].phase.isActive, touches[index].isDelivered, let view = touches[index].view
    else { return nil }
    var events: [ControlEvent] = []
    modify(index) {
      $0.delivery = .withheld(.contextMenu)
      $0.heldEvents.removeAll()
      if $0.viewHasBegan { $0.viewHasEnded = true }
      if var tracking = $0.tracking {
        events = tracking.cancel()
        $0.tracking = tracking
      }
    }
    return (view, events)
  }
}
