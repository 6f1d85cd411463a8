import SimGeometry

/// The delegate's answer to `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// and what `-_scrollViewWillEndDraggingWithDeceleration:` does with it (docs/semantics.md,
/// "Scroll views: the target the delegate sets").
extension ScrollController {
  /// The release as the delegate's answer leaves it.
  struct Answer {
    /// The target the delegate wrote, rounded to the pixel and clamped to the range.
    var target: Point
    /// The velocity each axis decelerates from (pt/ms).
    var velocity: Point
    /// Not paging: each axis's rate and `_adjustedDecelerationTarget`.
    var adjustment: DelegateTarget?
    /// Paging: the page target on each axis.
    var pages: Point?
  }

  /// The scroll view at `position` (whose delegate implements the method) is let go at
  /// `offset` with `velocity`, UIKit proposing `proposed` (its projection, the offset when it
  /// does not decelerate, or the page): the delegate's rule answers (none: the proposal
  /// stands); the answer is rounded to the pixel and clamped to the range; a paging view's page
  /// targets follow it (``DelegateTarget/page(offset:velocity:page:answer:size:unchanged:multiplier:range:scale:)``),
  /// another's deceleration is adjusted to end on it (``DelegateTarget``).
  mutating func answer(
    _ position: Int, offset: Point, velocity: Point, proposed: Point, pages: Point?,
    size: Size, multiplier: Double
  ) -> Answer {
    let settings = entries[position].settings
    let range = settings.offsetRange(viewSize: size)
    let scale = settings.screenScale
    var target = proposed
    if let rule = settings.willEndDragging {
      let raw = rule.target(proposed: proposed, axes: settings.axes(viewSize: size))
      let rounded = ScrollPhysics.pixelRounded(raw, scale: scale)
      target = Point(
        x: min(max(rounded.x, range.x.lowerBound), range.x.upperBound),
        y: min(max(rounded.y, range.y.lowerBound), range.y.upperBound))
    }
    guard let pages else {
      let adjustment = DelegateTarget(
        offset: offset, velocity: velocity, proposed: proposed, target: target,
        rate: settings.decelerationRate, multiplier: multiplier)
      return Answer(
        target: target, velocity: Point(x: adjustment.x.velocity, y: adjustment.y.velocity),
        adjustment: adjustment)
    }
    let unchanged =
      abs(target.x - proposed.x) < DelegateTarget.epsilon
      && abs(target.y - proposed.y) < DelegateTarget.epsilon
    var v = velocity
    let page = Point(
      x: DelegateTarget.page(
        offset: offset.x, velocity: &v.x, page: pages.x, answer: target.x, size: size.width,
        unchanged: unchanged, multiplier: multiplier, range: range.x, scale: scale),
      y: DelegateTarget.page(
        offset: offset.y, velocity: &v.y, page: pages.y, answer: target.y, size: size.height,
        unchanged: unchanged, multiplier: multiplier, range: range.y, scale: scale))
    entries[position].pages.x.target = page.x
    entries[position].pages.y.target = page.y
    return Answer(target: target, velocity: v, adjustment: nil, pages: page)
  }
}
