import SimGeometry

/// What a refresh control reads of the scroll controller, and the inset it changes.
extension ScrollController {
  /// `isTracking`: the scroll view's pan holds the finger.
  func isTracking(_ view: ViewID) -> Bool {
    guard let position = position(of: view) else { return false }
    switch entries[position].phase {
    case .dragging: return true
    case .idle, .moving, .animating, .pageScrolling: return false
    }
  }

  /// The host's `incrementInsetHeight:`: the settings with the new inset. A drag reads the
  /// range at each move; a deceleration or bounce heads for the new vertical range.
  mutating func changeInset(_ view: ViewID, settings: ScrollSettings, viewSize: Size) {
    guard let position = position(of: view) else { return }
    entries[position].settings = settings
    switch entries[position].phase {
    case .moving(let x, var y, let lastUpdate, let from):
      y?.range = settings.offsetRange(viewSize: viewSize).y
      entries[position].phase = .moving(x: x, y: y, lastUpdate: lastUpdate, from: from)
    case .idle, .dragging, .animating, .pageScrolling: break
    }
  }
}
