import Foundation

/// `-[UIAnimation fractionForTime:]` for `elapsed` seconds of a `duration` (0.3 s,
/// `_contentOffsetAnimationDuration`): in `float`, 1 past the end or within 0.001 of it.
func animatorFraction(_ elapsed: Double, duration: Double = 0.3) -> Float {
  let f = Float(max(elapsed / duration, 0))
  return f > 1 || 1 - f < 0.001 ? 1 : f
}

/// The offset UIKit's 0.3 s scroll animation shows `elapsed` seconds after it started from `a`
/// toward `b` (`-[UIAnimation fractionForTime:]`: float fraction, 1 within 0.001;
/// `progressForFraction:` curve 0, sin²; `-[UIScrollViewScrollAnimation setProgress:]`: the
/// delta rounded to a third of a point, then the sum). Shared by the scroll view's and the
/// page view controller's tests: both run the same animation.
func shownOffset(from a: Double, to b: Double, elapsed: Double) -> Double {
  let f = animatorFraction(elapsed)
  let s = Float(sin(Double(f) * 1.57079633))
  let p = f == 1 ? 1 : Double(s * s)
  func third(_ v: Double) -> Double {
    v.rounded(.down) + ((v - v.rounded(.down)) * 3).rounded() / 3
  }
  return third(a + third((b - a) * p))
}
