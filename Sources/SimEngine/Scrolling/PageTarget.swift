import SimGeometry

/// A paging scroll view's page target and paging direction, kept across gestures as UIKit keeps
/// `_pageDecelerationTarget` and the paging direction flags (bits 6–9 of
/// `_scrollViewFlags + 12`: 0x40 toward smaller x, 0x80 toward larger x, 0x100 and 0x200 the
/// same for y) until something clears them (docs/uikit-notes/paging-chains-and-snaps.md).
///
/// - `-_prepareToPageWithHorizontalVelocity:verticalVelocity:…` sets them at each lift. A flick
///   the way a still unfinished paging motion goes counts from that motion's target, not from
///   the offset: the page after the target (chained page flicks).
/// - `-_getPagingDecelerationOffset:forTimeInterval:` snaps onto the target when a step moves
///   from the approach side (or the target itself) to past it, slower than 0.1 pt/ms, and clears
///   an axis's direction when it snaps.
/// - `-_updatePanGesture` clears the direction against a drag's translation, and both axes'
///   directions at an update that breaks the fast-scroll streak.
/// - `-_stopScrollingNotify:pin:tramplingAnimationDependentFlags:` clears them.
struct PageTarget: Hashable, Sendable {
  var x = Axis()
  var y = Axis()

  struct Axis: Hashable, Sendable {
    /// Which way the paging motion goes: toward larger offsets or smaller ones.
    enum Direction: Hashable, Sendable {
      case forward, backward
    }

    /// `_pageDecelerationTarget` on this axis.
    var target = 0.0
    var direction: Direction?

    /// `-_prepareToPage…` on one axis (paging origin 0, no interpage spacing, no extra page):
    /// on a page boundary the target is the offset and the direction stays as it was; faster
    /// than 0.3 pt/ms forward, the page after the target when the direction is still forward,
    /// else the next page from the offset (ceil); backward the mirror (floor); slower, the
    /// nearest page (floor(q + 0.5), ceil from the end of the range), heading backward when
    /// that is behind the offset, forward when not and the velocity is not 0, else nowhere.
    /// The page is clamped to the range.
    mutating func prepare(
      offset: Double, velocity: Double, size: Double, range: ClosedRange<Double>
    ) -> Double {
      guard size > 0, offset.truncatingRemainder(dividingBy: size) != 0 else {
        target = offset
        return offset
      }
      let threshold = ScrollPhysics.pagingVelocityThreshold
      let page: Double
      if velocity > threshold {
        page = ((direction == .forward ? target + size : offset) / size).rounded(.up)
      } else if velocity < -threshold {
        page = ((direction == .backward ? target - size : offset) / size).rounded(.down)
      } else {
        let q = offset / size
        page = offset >= range.upperBound ? q.rounded(.up) : (q + 0.5).rounded(.down)
      }
      target = max(min(page * size, range.upperBound), range.lowerBound)
      if velocity > threshold {
        direction = .forward
      } else if velocity < -threshold || target < offset {
        direction = .backward
      } else {
        direction = velocity == 0 ? nil : .forward
      }
      return target
    }

    /// On the side the motion comes from, or on the target (the test
    /// `-_getPagingDecelerationOffset:…` makes before and after a step); never without a
    /// direction.
    func approaches(_ offset: Double) -> Bool {
      switch direction {
      case .forward: offset <= target
      case .backward: offset >= target
      case nil: false
      }
    }

    /// `-_updatePanGesture` with paging: a drag whose translation (the finger's) is negative
    /// moves the content forward and clears the backward flag; positive, the forward one.
    mutating func dragged(translation: Double) {
      if translation < 0 && direction == .backward { direction = nil }
      if translation > 0 && direction == .forward { direction = nil }
    }
  }

  /// `-_prepareToPage…` on both axes.
  mutating func prepare(
    offset: Point, velocity: Point, size: Size,
    range: (x: ClosedRange<Double>, y: ClosedRange<Double>)
  ) -> Point {
    Point(
      x: x.prepare(offset: offset.x, velocity: velocity.x, size: size.width, range: range.x),
      y: y.prepare(offset: offset.y, velocity: velocity.y, size: size.height, range: range.y))
  }

  /// `-_updatePanGesture`: the translation clears the direction against it; an update that
  /// breaks the fast-scroll streak clears both (`&= 0xFFFFFFFFFFFFFC3F`, whatever the count).
  mutating func dragUpdated(translation: Point, brokeStreak: Bool) {
    x.dragged(translation: translation.x)
    y.dragged(translation: translation.y)
    if brokeStreak { stopped() }
  }

  /// The directions cleared: the paging motion is over or was stopped.
  mutating func stopped() {
    x.direction = nil
    y.direction = nil
  }
}
