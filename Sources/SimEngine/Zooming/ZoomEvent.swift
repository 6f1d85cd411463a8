import SimGeometry

/// A zooming scroll view's pinch (`<id>.pinch`) or its zoom animation reaching the zoom
/// controller, carried by ``SystemEvent``: the seam into UIKit's private `-handlePinch:` and
/// `-_zoomAnimationDidStop`. Scenario files can't write it.
enum ZoomEvent: Hashable, Sendable {
  /// The scroll view's pinch (by the scroll view's name) entered a state.
  case pinched(String, GestureState)
  /// The animation of a zoom (a bounce back to a limit, or `setZoomScale(_:animated:)`) ended.
  case animationEnded(String)
}

/// What the coordinator reads of a zooming scroll view for the zoom controller, from the tree
/// and the other rooms.
struct ZoomFacts: Sendable {
  var settings: ScrollSettings
  /// The scroll view's bounds: its `contentOffset` and size.
  var bounds: Rect
  var zoomView: ViewID
  /// The zoomed view's frame origin in the content and its unscaled bounds size.
  var zoomOrigin: Point
  var zoomSize: Size
  /// `zoomScale`: the zoomed view's transform's `a`, as the model holds it and as drawn.
  var scale: Double
  var drawnScale: Double
  /// The anchor (the pinch's centroid, or the view's centre) relative to the visible top-left,
  /// and the same point in the zoomed view's own (unscaled) coordinates.
  var place: Point
  var anchorInZoomView: Point
  /// The pinch's scale, when a pinch reports.
  var pinchScale: Double = 1
}

/// What the zoom controller asks the coordinator to do, in order.
enum ZoomStep: Hashable, Sendable {
  /// Stop the scroll view's deceleration or scrolling animation (`if (_scrollHeartbeat)
  /// _stopScrollingNotify:1 pin:1`): a deceleration stopped sends `didEndDecelerating`, and with
  /// `pin` its offset is first held in range (`-_adjustContentOffsetIfNecessary`, which skips the
  /// offset while zooming without the zoom-bounce flag: a pinch's began does not pin).
  case stopScrolling(ViewID, pin: Bool)
  /// Scale the zoomed view to `scale` at `layout.center`, set the content size and the offset.
  case layout(scrollView: ViewID, zoomView: ViewID, scale: Double, ZoomGeometry.Layout, Point)
  /// The same, animated over `duration` with UIView's default curve; its end is reported back
  /// as ``ZoomEvent/animationEnded(_:)``.
  case animate(
    scrollView: ViewID, zoomView: ViewID, scale: Double, ZoomGeometry.Layout, Point,
    duration: Interval)
  /// Animate the offset alone (`-_adjustContentOffsetIfNecessary` in a 0.2 s animation).
  case animateOffset(ViewID, Point, duration: Interval)
  /// A drag under way continues from this offset (`startOffset := contentOffset`, the pan's
  /// translation set to zero).
  case rebaseDrag(ViewID, Point)
  case record(Occurrence.Kind)
}
