import SimGeometry

/// The offsets the app sets (`setContentOffset(_:animated:)`, `scrollRectToVisible`, the status
/// bar's scroll to top), animated on UIKit's `UIAnimator` scroll (``ScrollAnimation``).
extension ScrollController {
  /// `-_setContentOffset:animated:animationCurve:animationAdjustsForContentOffsetDelta:animation:
  /// animationConfigurator:`: a running deceleration stops and tells the delegate
  /// (`_stopScrollingNotify:1 pin:0` → `didEndDecelerating`); a running offset animation stops
  /// where it is; then, when the pixel-rounded target is the offset shown, nothing more.
  /// Otherwise, not animated, the offset is set at once; animated, a ``ScrollAnimation`` starts
  /// at the call's time from the offset shown, ending with `didEndScrollingAnimation` (or
  /// `didScrollToTop`, `toTop`) in the frame that reaches its end.
  mutating func scroll(
    _ view: ViewID, to target: Point, animated: Bool, bounds: Rect, at now: Instant,
    toTop: Bool = false
  ) -> [ScrollStep] {
    guard let position = position(of: view) else { return [] }
    var steps: [ScrollStep] = []
    if case .moving = entries[position].phase {
      steps.append(.record(.scroll(view, .didEndDecelerating)))
    }
    stopMoving(position)
    entries[position].streak.stopped()
    entries[position].pages.stopped()
    let scale = entries[position].settings.screenScale
    let rounded = ScrollPhysics.pixelRounded(target, scale: scale)
    guard rounded != bounds.origin else { return steps }
    guard animated else { return steps + [.offset(view, rounded)] }
    entries[position].phase = .animating(
      ScrollAnimation(
        original: bounds.origin, target: target, start: now,
        duration: ScrollAnimation.defaultDuration),
      toTop: toTop)
    moving.append(position)
    return steps
  }

  /// A frame of a running ``ScrollAnimation`` (`-[UIScrollViewScrollAnimation setProgress:]`):
  /// the offset, and at its last frame (fraction 1.0, `stopAnimation:` →
  /// `-_scrollViewAnimationEnded:finished:`) back to idle followed by `ending`.
  mutating func advance(
    _ position: Int, _ animation: ScrollAnimation, at now: Instant, ending: [ScrollStep]
  ) -> [ScrollStep] {
    let scale = entries[position].settings.screenScale
    let (offset, finished) = animation.offset(at: now, scale: scale)
    guard finished else { return [.offset(entries[position].view, offset)] }
    entries[position].phase = .idle
    return [.offset(entries[position].view, offset)] + ending
  }

  /// `scrollRectToVisible(_:animated:)`: the smallest move that shows `rect` (in content
  /// coordinates), within the offset range.
  func offset(showing rect: Rect, in view: ViewID, bounds: Rect) -> Point? {
    guard let settings = settings(of: view) else { return nil }
    let range = settings.offsetRange(viewSize: bounds.size)
    func axis(
      _ offset: Double, _ size: Double, _ low: Double, _ high: Double, _ r: ClosedRange<Double>
    )
      -> Double
    {
      var value = offset
      if high - low >= size || low < offset {
        value = low
      } else if high > offset + size {
        value = high - size
      }
      return min(max(value, r.lowerBound), r.upperBound)
    }
    return Point(
      x: axis(bounds.minX, bounds.width, rect.minX, rect.maxX, range.x),
      y: axis(bounds.minY, bounds.height, rect.minY, rect.maxY, range.y))
  }

  /// The scroll views that allow scrolling to top, in the order they were added.
  var scrollsToTop: [ViewID] { entries.filter { $0.settings.scrollsToTop }.map(\.view) }

  /// The status bar's scroll to top (`-_scrollToTopIfPossible:`): nothing when it is at the top
  /// already or its pan holds a finger (`isTracking`); else `shouldScrollToTop`, a running
  /// offset animation removed (`removeAnimationsForTarget:ofKind:`, whose end the delegate
  /// hears), and an animated `setContentOffset` to the top of the content (−adjusted inset)
  /// ending with `didScrollToTop` (flag 0x2000). UIKit passes it `_smoothDecelerationAnimation()`,
  /// whose body was not found: **engine choice**, it runs as the others (docs/semantics.md).
  mutating func scrollToTop(_ view: ViewID, bounds: Rect, at now: Instant) -> [ScrollStep] {
    guard let position = position(of: view) else { return [] }
    let settings = entries[position].settings
    let top = settings.offsetRange(viewSize: bounds.size).y.lowerBound
    guard bounds.origin.y != top else { return [] }
    var steps: [ScrollStep] = [.record(.scroll(view, .shouldScrollToTop))]
    switch entries[position].phase {
    case .dragging: return []
    case .animating(_, let toTop):
      steps.append(.record(.scroll(view, toTop ? .didScrollToTop : .didEndScrollingAnimation)))
    case .pageScrolling:
      steps.append(.record(.scroll(view, .didEndScrollingAnimation)))
    case .idle, .moving: break
    }
    return steps
      + scroll(
        view, to: Point(x: bounds.origin.x, y: top), animated: true, bounds: bounds, at: now,
        toTop: true)
  }
}
