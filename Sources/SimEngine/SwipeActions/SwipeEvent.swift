/// UIKit's swipe machinery reaching the swipe actions room: the swipe pan's states, the
/// dismissal recognizer, an action's button, and a closing row's animation ending.
enum SwipeEvent: Hashable, Sendable {
  case pan(ViewID, GestureState)
  case dismissed(ViewID)
  case tapped(ViewID, SwipeEdge, Int)
  /// The closing animation of the actions view (second) of the table (first) ended.
  case closed(ViewID, ViewID)
}
