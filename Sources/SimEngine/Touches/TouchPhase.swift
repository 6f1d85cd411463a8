/// A touch's phase, as `UITouch.Phase`.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
  case began
  case moved
  /// Down and not moving. UIKit reports it in `event.allTouches` but calls no `touches…` method.
  case stationary
  case ended
  case cancelled

  /// Whether a touch in this phase is still down.
  public var isActive: Bool {
    switch self {
    case .began, .moved, .stationary: true
    case .ended, .cancelled: false
    }
  }
}
