import SimGeometry

/// The drag that continues a bounce a touch caught past an edge, after the decompiled
/// `-[UIScrollView _adjustStartOffsetForGrabbedBouncingScrollView]` and
/// `-_offsetWithoutDecorationForRubberBandOffset:maxOffset:minOffset:range:`
/// (docs/uikit-notes/grabbing-a-bounce.md).
///
/// When the caught pan is released (its first move past the hysteresis,
/// `UIScrollViewPanGestureRecognizer -_handleCaughtDeceleratingScrollViewWithEvent:`) and the
/// offset shown is outside its range on some axis, UIKit sets `startOffset` to the edge on each
/// axis past one and the pan's translation to `startOffset` minus the shown offset run back
/// through the rubber band's inverse on every axis. The next drag update's raw offset,
/// `startOffset − translation`, is then that unbanded offset: the content stays where it shows
/// and the rubber band goes on from there; the finger's movement until then is dropped.
enum GrabbedBounce {
  /// `-_offsetWithoutDecorationForRubberBandOffset:maxOffset:minOffset:range:`: the raw offset
  /// whose rubber band shows `shown`. Past the top (`shown < min`), with
  /// `q = (min − shown)/range − 1`: `min − (−1/q − 1)/c·range`; past the bottom, with
  /// `q = (shown − max)/range − 1`: `max + (−1/q − 1)/c·range`, `max` the larger of the two
  /// edges; within them, or when `range` or `q` is within 2.22e-16 of zero, `shown` itself.
  /// `c` is the rubber band's coefficient (``ScrollPhysics/rubberBandCoefficient``).
  static func unbanded(_ shown: Double, range: ClosedRange<Double>, dimension: Double) -> Double {
    let epsilon = 2.22044605e-16
    let c = ScrollPhysics.rubberBandCoefficient
    guard abs(dimension) >= epsilon else { return shown }
    if shown > range.upperBound {
      let q = (shown - range.upperBound) / dimension - 1
      guard abs(q) >= epsilon else { return shown }
      return range.upperBound + (-1 / q - 1) / c * dimension
    }
    if shown < range.lowerBound {
      let q = (range.lowerBound - shown) / dimension - 1
      guard abs(q) >= epsilon else { return shown }
      return range.lowerBound - (-1 / q - 1) / c * dimension
    }
    return shown
  }

  /// The raw offset the released drag continues from, per axis, or nil when the offset shown
  /// is within its range on both axes (the method then changes nothing, and the translation
  /// keeps the hysteresis taken off). `range` is the offset range, `dimension` the view's size
  /// pixel-rounded (the rubber band's range). An axis within its range continues from the
  /// offset shown (`startOffset − (startOffset − offset)`).
  static func base(
    shown: Point, range: (x: ClosedRange<Double>, y: ClosedRange<Double>), dimension: Point
  ) -> Point? {
    guard !range.x.contains(shown.x) || !range.y.contains(shown.y) else { return nil }
    return Point(
      x: unbanded(shown.x, range: range.x, dimension: dimension.x),
      y: unbanded(shown.y, range: range.y, dimension: dimension.y))
  }
}
