/// Insets for each edge of a rectangle, as `UIEdgeInsets`: top, left, bottom, right.
///
/// Positive values shrink a rectangle and negative values enlarge it, which is how the seeds
/// grow a 24 pt icon's touch area to 44 pt: insets of -10 on every edge.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  @inlinable
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
