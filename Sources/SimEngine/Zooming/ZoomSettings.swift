/// A scroll view's zooming properties (`UIScrollView.minimumZoomScale`, `maximumZoomScale`,
/// `bouncesZoom`) and the view its delegate returns from `viewForZooming(in:)`, with UIKit's
/// defaults: both limits 1 (`-initWithCoder:` sets them to 1.0), bouncing on.
public struct ZoomSettings: Hashable, Sendable {
  public var minimumZoomScale = 1.0
  public var maximumZoomScale = 1.0
  /// Past a limit the scale rubber-bands while pinched and animates back to it at the lift
  /// (`-_updatePinchGestureForState:`); without it the scale stops at the limit.
  public var bouncesZoom = true
  /// The name of the subview `viewForZooming(in:)` returns; nil: the scroll view doesn't zoom.
  public var zoomView: String?
  /// The zoom scale set when the scroll view is created (`scrollView.zoomScale = s` in setup,
  /// `-setZoomScale:` without animation), held to the limits; 1 leaves the zoomed view as it is.
  public var zoomScale = 1.0

  public init() {}

  /// The zoom scale a pinch asks for, held to the limits: rubber-banded past them with
  /// `bouncesZoom` (`-_clampedZoomScale:allowRubberbanding:`), else clamped.
  public func clamped(_ scale: Double) -> Double {
    bouncesZoom
      ? ZoomGeometry.rubberBandScale(scale, minimum: minimumZoomScale, maximum: maximumZoomScale)
      : min(max(scale, minimumZoomScale), maximumZoomScale)
  }

  /// The limit a scale outside them returns to, nil when it is within them.
  public func limit(for scale: Double) -> Double? {
    if scale < minimumZoomScale { return minimumZoomScale }
    if scale > maximumZoomScale { return maximumZoomScale }
    return nil
  }
}
