/// What a refresh control reads of the scroll controller, and the inset it changes.
extension ScrollController {
  /// `isTracking`: the scroll view's pan holds the finger.
  func isTracking(_ view: ViewID) -> Bool {
    guard let position = position(of: view) else { return false }
    switch entries[position].phase {
    case .dragging: return true
    case .idle, .moving, .animating: return false
    }
  }
}
