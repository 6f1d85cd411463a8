/// An origin and a size, as `CGRect`.
///
/// Sizes are expected to be non-negative: the scenario reader rejects negative sizes, so the
/// engine never has to standardize a rectangle the way Core Graphics does.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  @inlinable public var minX: Double { origin.x }
  @inlinable public var minY: Double { origin.y }
  @inlinable public var maxX: Double { origin.x + size.width }
  @inlinable public var maxY: Double { origin.y + size.height }
  @inlinable public var midX: Double { origin.x + size.width * 0.5 }
  @inlinable public var midY: Double { origin.y + size.height * 0.5 }
  @inlinable public var width: Double { size.width }
  @inlinable public var height: Double { size.height }
  @inlinable public var center: Point { Point(x: midX, y: midY) }

  /// Whether `point` lies inside, with `CGRectContainsPoint`'s half-open edges: the minimum
  /// edges belong to the rectangle, the maximum edges do not. A 40 pt wide button at x = 240
  /// contains x = 240 and x = 279.999 but not x = 280, which belongs to its right neighbour.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle shrunk by `insets`, as `UIEdgeInsetsInsetRect`; negative insets enlarge it.
  @inlinable
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }

  /// The smallest rectangle containing the four corners of this one mapped by `transform`, as
  /// `CGRectApplyAffineTransform`: this is what UIKit reports as `frame` for a rotated view.
  public func applying(_ transform: AffineTransform) -> Rect {
    let corners = [
      transform.apply(to: Point(x: minX, y: minY)), transform.apply(to: Point(x: maxX, y: minY)),
      transform.apply(to: Point(x: minX, y: maxY)), transform.apply(to: Point(x: maxX, y: maxY)),
    ]
    var lo = corners[0]
    var hi = corners[0]
    for corner in corners.dropFirst() {
      lo = Point(x: min(lo.x, corner.x), y: min(lo.y, corner.y))
      hi = Point(x: max(hi.x, corner.x), y: max(hi.y, corner.y))
    }
    return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }
}
