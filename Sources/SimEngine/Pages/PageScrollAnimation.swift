import SimGeometry

/// The `UIScrollViewScrollAnimation` an animated `setViewControllers` starts on a page scroll
/// view (`-[_UIQueuingScrollView _enqueueAnimatedScrollInDirection:withView:completion:]` →
/// `setContentOffset:animated:YES` → `-_animateScrollToContentOffset:…`): a `UIAnimator`
/// animation of the offset along the pages' axis, timed from the call, not from a frame
/// (`-[UIAnimator addAnimation:withDuration:start:]` stamps `CACurrentMediaTime()`), lasting
/// `_contentOffsetAnimationDuration` (0.3 s, scaled by the distance in pages when it reverses a
/// queued scroll). docs/uikit-notes/page-view-controller.md, "An animated setViewControllers".
struct PageScrollAnimation: Hashable, Sendable {
  /// `_originalOffset` and `_targetOffset` along the pages' axis; a turn's recentring moves
  /// both (`-adjustForContentOffsetDelta:`).
  var original: Double
  var target: Double
  /// The offset across the pages' axis, which the animation leaves where it was.
  var across: Double
  var vertical: Bool
  var start: Instant
  /// Seconds.
  var duration: Double

  /// `-[UIScrollView initWithFrame:]`'s `_contentOffsetAnimationDuration`.
  static let defaultDuration = 0.3

  /// `-[UIAnimation fractionForTime:]`: `float f = fmax((t − start) / duration, 0)`, and 1.0
  /// once it is past 1 or within 0.001 of it (in `float`).
  static func fraction(elapsed: Double, duration: Double) -> Float {
    guard duration > 0 else { return 1 }
    let f = Float(max(elapsed / duration, 0))
    return f > 1 || 1 - f < 0.001 ? 1 : f
  }

  /// `-[UIScrollViewScrollAnimation progressForFraction:]`: exactly 1.0 at fraction 1.0, else
  /// `-[UIAnimation progressForFraction:]` with curve 0, `s = (float)sin(f · 1.57079633)`,
  /// `s · s` (ease in-out). Which curve `setContentOffset:animated:` passes is not visible (its
  /// body is decompiled empty): curve 0 is the engine's choice (docs/semantics.md).
  static func progress(_ f: Float) -> Float {
    guard f != 1 else { return 1 }
    let s = Float(PortableMath.sin(Double(f) * 1.57079633))
    return s * s
  }

  /// `-[UIScrollViewScrollAnimation setProgress:]`: original + the pixel-rounded share of the
  /// distance (the delta is rounded, then `setContentOffset:` rounds the sum), and whether
  /// this was the last frame (`stopAnimation:` at fraction 1.0).
  func offset(at now: Instant, scale: Double) -> (offset: Point, finished: Bool) {
    let f = Self.fraction(elapsed: (now - start).seconds, duration: duration)
    let p = Double(Self.progress(f))
    let along = ScrollPhysics.pixelRounded(
      original + ScrollPhysics.pixelRounded((target - original) * p, scale: scale), scale: scale)
    let point = vertical ? Point(x: across, y: along) : Point(x: along, y: across)
    return (point, f == 1)
  }
}
