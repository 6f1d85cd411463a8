import SimGeometry

/// What Core Animation draws of a view and animations move: position, bounds, opacity and
/// transform, with the anchor point the frame is read through.
///
/// Sampling a frame makes these instead of whole ``ViewProperties``, so it copies no names and
/// touches only the numbers that move; the scalar channels sit in one vector indexed by
/// ``AnimationChannel``, so a track adds to its lane without a switch.
public struct DrawnValues: Hashable, Sendable {
  /// The animatable numbers, by ``AnimationChannel/rawValue`` (the eighth lane is unused).
  var channels: SIMD8<Double>
  public var transform: AffineTransform
  public var anchorPoint: Point

  /// A view's values as its model holds them.
  init(_ view: borrowing ViewProperties) {
    channels = SIMD8(
      view.center.x, view.center.y, view.bounds.origin.x, view.bounds.origin.y,
      view.bounds.size.width, view.bounds.size.height, view.alpha, 0)
    transform = view.transform
    anchorPoint = view.anchorPoint
  }

  /// The position of the anchor point in the superview's coordinates (`layer.position`).
  public var center: Point { Point(x: channels[0], y: channels[1]) }
  public var bounds: Rect {
    Rect(x: channels[2], y: channels[3], width: channels[4], height: channels[5])
  }
  public var alpha: Double { channels[6] }

  /// As `layer.presentation().frame`: the transformed bounds' box, in the superview.
  public var frame: Rect {
    ViewProperties.frame(center: center, bounds: bounds, anchorPoint: anchorPoint, transform: transform)
  }

  /// Writes the drawn values over `view`'s (its other properties are not animatable).
  func apply(to view: inout ViewProperties) {
    view.center = center
    view.bounds = bounds
    view.alpha = alpha
    view.transform = transform
  }
}

extension AnimationChannel {
  /// This channel's value in drawn values.
  func value(in drawn: DrawnValues) -> Double { drawn.channels[rawValue] }
}
