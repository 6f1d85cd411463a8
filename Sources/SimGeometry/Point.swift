/// A point in a two-dimensional coordinate space, as `CGPoint`.
///
/// Coordinates are `Double` because `CGFloat` is a `Double` on every 64-bit Apple platform, so
/// values such as an alpha of exactly 0.01 or a frame origin of 0.1 round the way UIKit's do.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  @inlinable
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  @inlinable
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  @inlinable
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// The Euclidean distance to `other`.
  @inlinable
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }
}
