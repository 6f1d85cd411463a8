import SimGeometry

/// A view's layout as a golden trace records it: its model frame in its superview's
/// coordinates, its bounds origin (a scroll view's offset), and the flags that decide whether
/// it is drawn and touchable. Local coordinates, not window ones: a scroll moves one bounds
/// origin, not every subview's window frame, so the record stays as small as the change.
public struct LayoutEntry: Hashable, Sendable {
  public let view: ViewID
  /// False when the view left the window (then only that is recorded).
  public let inWindow: Bool
  public let frame: Rect
  public let boundsOrigin: Point
  public let alpha: Double
  public let isHidden: Bool
  public let isUserInteractionEnabled: Bool
}
