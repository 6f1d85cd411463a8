import SimGeometry

/// What Core Animation draws of a view and animations move: position, bounds, opacity and
/// transform, with the anchor point the frame is read through.
///
/// Sampling a frame makes these instead of whole ``ViewProperties``, so it copies no names and
/// touches only the numbers that move; the scalar channels sit in one homogeneous tuple indexed
/// by ``AnimationChannel``, so a track adds to its number in place, without a switch. (A
/// `SIMD8` indexed by a variable made each addition a store into a vector and a reload of it
/// whole, which stalled on store forwarding: half of a frame's sampling time.)
public struct DrawnValues: Sendable {
  /// The animatable numbers, by ``AnimationChannel/rawValue``.
  var channels: (Double, Double, Double, Double, Double, Double, Double)
  public var transform: AffineTransform
  public var anchorPoint: Point

  /// A view's values as its model holds them.
  init(_ view: borrowing ViewProperties) {
    channels = (
      view.center.x, view.center.y, view.bounds.origin.x, view.bounds.origin.y,
      view.bounds.size.width, view.bounds.size.height, view.alpha
    )
    transform = view.transform
    anchorPoint = view.anchorPoint
  }

  /// The position of the anchor point in the superview's coordinates (`layer.position`).
  public var center: Point { Point(x: channels.0, y: channels.1) }
  public var bounds: Rect {
    Rect(x: channels.2, y: channels.3, width: channels.4, height: channels.5)
  }
  public var alpha: Double { channels.6 }

  /// Adds `amount` to `channel`'s number, in place.
  @inline(__always)
  mutating func add(_ amount: Double, to channel: AnimationChannel) {
    withUnsafeMutablePointer(to: &channels) { tuple in
      tuple.withMemoryRebound(to: Double.self, capacity: 7) { $0[channel.rawValue] += amount }
    }
  }

  /// As `layer.presentation().frame`: the transformed bounds' box, in the superview.
  public var frame: Rect {
    ViewProperties.frame(
      center: center, bounds: bounds, anchorPoint: anchorPoint, transform: transform)
  }

  /// Writes the drawn values over `view`'s (its other properties are not animatable).
  func apply(to view: inout ViewProperties) {
    view.center = center
    view.bounds = bounds
    view.alpha = alpha
    view.transform = transform
  }
}

extension DrawnValues: Hashable {
  public static func == (lhs: DrawnValues, rhs: DrawnValues) -> Bool {
    lhs.center == rhs.center && lhs.bounds == rhs.bounds && lhs.alpha == rhs.alpha
      && lhs.transform == rhs.transform && lhs.anchorPoint == rhs.anchorPoint
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(center)
    hasher.combine(bounds)
    hasher.combine(alpha)
    hasher.combine(transform)
    hasher.combine(anchorPoint)
  }
}
