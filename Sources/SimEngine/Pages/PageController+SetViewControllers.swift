import SimGeometry

/// `setViewControllers(_:direction:animated: false, completion:)`:
/// `-[UIPageViewController _setViewControllers:withScrollInDirection:animated:completion:]` and
/// `-[_UIQueuingScrollView setView:direction:animated:completion:]`
/// (docs/uikit-notes/page-view-controller.md, "setViewControllers while a scroll runs").
extension PageController {
  /// UIPageViewController sets `_viewControllers = [page]` first, whatever follows. While a
  /// finger drags the scroll view (`isTracking && isDragging`) the queuing scroll view then
  /// does nothing at all, not even the completion. Otherwise every queued completion state is
  /// cleaned up not finished and not completed (a gesture-driven one reports
  /// `didFinishAnimating`, not completed), the page goes into the middle slot between its own
  /// neighbours (`-_replaceViews:` with the not-loaded sentinel on both sides, flushing the
  /// pending view unless it is the page), the insets follow, the offset stays where it is (a
  /// deceleration or bounce goes on from there), and the completion runs. The calls it makes
  /// with `manual` NO (`willManuallyScroll`, `didCommitManualScroll`, `didEndManualScroll`)
  /// reach no UIPageViewController delegate method.
  ///
  /// Returns the steps and whether the pages were replaced (the completion runs).
  mutating func setViewControllers(_ view: ViewID, page: Int, facts f: PageFacts)
    -> ([PageStep], replaced: Bool)
  {
    guard let p = index(of: view) else { return ([], false) }
    entries[p].reported = page
    guard !f.tracking else { return ([], false) }
    var steps = cleanAll(p)
    if entries[p].pending != page { entries[p].pending = nil }
    entries[p].visible = page
    entries[p].before = nil
    entries[p].after = nil
    steps.append(.layout(view))
    return (steps, true)
  }
}
