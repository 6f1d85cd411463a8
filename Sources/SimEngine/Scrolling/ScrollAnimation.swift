import SimGeometry

/// UIKit's `UIScrollViewScrollAnimation`: the `UIAnimator` animation of the content offset that
/// every animated `setContentOffset:animated:` starts (`-_setContentOffset:animated:…` →
/// `-_animateScrollToContentOffset:…`). The engine runs on it the app's animated
/// `setContentOffset` and `scrollRectToVisible`, a table's `scrollToRow`, a refresh control's
/// animated offset, the status bar's scroll to top, and a page scroll view's animated
/// `setViewControllers` (`-[_UIQueuingScrollView _enqueueAnimatedScrollInDirection:…]`).
///
/// It is timed from the call, not from a frame (`-[UIAnimator addAnimation:withDuration:start:]`
/// stamps `CACurrentMediaTime()`), lasts `_contentOffsetAnimationDuration` (0.3 s, or a page
/// scroll's scaled duration), and each display frame sets the offset from the fraction reached
/// (`-_advanceAnimationsOnScreenWithIdentifier:withTimestamp:`); the frame that reaches fraction
/// 1.0 is its last. docs/uikit-notes/scroll-view.md §9.
struct ScrollAnimation: Hashable, Sendable {
  /// `_originalOffset` and `_targetOffset` (the target unrounded); a page turn's recentring
  /// moves both (`-adjustForContentOffsetDelta:`).
  var original: Point
  var target: Point
  var start: Instant
  /// Seconds.
  var duration: Double

  /// `-[UIScrollView initWithFrame:]`'s `_contentOffsetAnimationDuration`.
  static let defaultDuration = 0.3

  /// `-[UIAnimation progressForFraction:]` switches on `_animationFlags & 0xF` (0: ease in-out,
  /// 1: fast start, 2: slow start, 3 and up: linear). Which one `-setContentOffset:animated:`
  /// passes is not visible (its body is decompiled empty): **engine choice**, curve 0, the one
  /// curve this type runs (docs/semantics.md, "Scroll views").
  static let curve = 0

  /// `-[UIAnimation fractionForTime:]`: `float f = fmax((t − start) / duration, 0)`, and 1.0
  /// once it is past 1 or within 0.001 of it (in `float`).
  static func fraction(elapsed: Double, duration: Double) -> Float {
    guard duration > 0 else { return 1 }
    let f = Float(max(elapsed / duration, 0))
    return f > 1 || 1 - f < 0.001 ? 1 : f
  }

  /// `-[UIScrollViewScrollAnimation progressForFraction:]`: exactly 1.0 at fraction 1.0, else
  /// `-[UIAnimation progressForFraction:]` with ``curve`` 0: `s = (float)sin(f · 1.57079633)`,
  /// `s · s` (ease in-out, (1 − cos πf)/2).
  static func progress(_ f: Float) -> Float {
    guard f != 1 else { return 1 }
    let s = Float(PortableMath.sin(Double(f) * 1.57079633))
    return s * s
  }

  /// `-[UIScrollViewScrollAnimation setProgress:]`: per axis, original + the pixel-rounded
  /// share of the distance (the delta is rounded, then `setContentOffset:` rounds the sum), and
  /// whether this was the last frame (`stopAnimation:` at fraction 1.0).
  func offset(at now: Instant, scale: Double) -> (offset: Point, finished: Bool) {
    let f = Self.fraction(elapsed: (now - start).seconds, duration: duration)
    let p = Double(Self.progress(f))
    func axis(_ from: Double, _ to: Double) -> Double {
      ScrollPhysics.pixelRounded(
        from + ScrollPhysics.pixelRounded((to - from) * p, scale: scale), scale: scale)
    }
    return (Point(x: axis(original.x, target.x), y: axis(original.y, target.y)), f == 1)
  }
}
