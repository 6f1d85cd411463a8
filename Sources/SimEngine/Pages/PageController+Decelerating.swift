/// An animated `setViewControllers` while the pages decelerate after a swipe
/// (docs/uikit-notes/page-view-controller.md, "A call while the pages decelerate, settled").
extension PageController {
  /// `-_enqueueAnimatedScrollInDirection:withView:completion:` while paging: the target is
  /// `_pageDecelerationTarget` ± one page, read before anything else. With the last queued
  /// state going the call's way (the swipe's, committed by the deceleration) the call's state is
  /// queued behind it, and `setContentOffset:animated:YES` first stops the deceleration
  /// (`-_setContentOffset:animated:…`: `_stopScrollingNotify:1 pin:0`), whose notification runs
  /// `-_scrollViewDidEndDecelerating` (`-_scrollViewDidEndDeceleratingForDelegate` calls it
  /// first) with two states queued: `-_didEndScroll:` then does nothing. Then the scroll starts.
  ///
  /// With nothing queued, or the last state the other way, one state is queued when that
  /// override runs, and what `-_didEndScroll:` does hangs on whether the stop cleared
  /// `_pagingLeft/Right` (the two-argument `-_stopScrollingNotify:pin:` is decompiled empty):
  /// not modelled, nothing changed.
  mutating func setWhileDecelerating(
    _ p: Int, _ view: ViewID, page: Int, direction: PageDirection, completion: [Action],
    facts f: PageFacts
  ) -> AnimatedSet {
    let e = entries[p]
    guard let last = e.states.last, last.direction == direction else {
      return .notModelled(
        "an animated setViewControllers while the pages decelerate after a swipe, "
          + "with no state queued going that way")
    }
    entries[p].reported = page
    let base = f.paging != nil ? f.pageTarget ?? f.offset : f.offset
    let target = base + (direction == .forward ? f.width : -f.width)
    let state = Committed(
      page: page, previous: e.visible, direction: direction, manual: false, completion: completion)
    entries[p].states.append(state)
    entries[p].waiting.append(state)
    return .steps([
      .stopDeceleration(view),
      .scroll(view, to: target, duration: ScrollAnimation.defaultDuration),
    ])
  }
}
