import SimGeometry

/// What the page controller reads of its scroll view when UIKit's `_UIQueuingScrollView` runs
/// `-_didScrollWithAnimation:force:`: the offset along the pages, the page size, and what the
/// scroll view is doing (the scroll controller's phase, its velocity, its paging target).
struct PageFacts: Hashable, Sendable {
  /// `contentOffset.x`.
  var offset: Double
  /// The page: the scroll view's bounds width.
  var width: Double
  /// `isTracking`: a finger drags it.
  var tracking = false
  /// `isDecelerating`: moving on after a release.
  var decelerating = false
  /// `_horizontalVelocity` (pt/ms, the offset's direction) while dragged.
  var velocity = 0.0
  /// `_pageDecelerationTarget.x` while decelerating onto a page.
  var pageTarget: Double?
  /// `_pagingRight` (forward) or `_pagingLeft` (reverse): where the page target lay from the
  /// offset at the lift, kept for the whole deceleration (past the target too).
  var paging: PageDirection?
  /// `_isHorizontalBouncing`: more than half a point outside the offset range.
  var bouncing = false
  /// `isScrollAnimating`: an animated `setViewControllers` scroll runs; its
  /// `_animatedOriginalOffset` and `_animatedTargetOffset` along the pages' axis.
  var animated = false
  var animatedOriginal = 0.0
  var animatedTarget = 0.0
}

/// `_UIQueuingScrollView`'s navigation directions (`-_navigationDirectionForActiveScroll:`), and
/// `UIPageViewController.NavigationDirection`.
public enum PageDirection: String, Hashable, Sendable, CaseIterable {
  /// 0: toward the next page (the offset grows).
  case forward
  /// 1: toward the previous page.
  case reverse
}

/// What the page controller asks the simulation to do, in order.
enum PageStep: Hashable, Sendable {
  /// Lay the pages out around the visible one (`-_replaceViews:…`, `-_adjustContentInsets`).
  case layout(ViewID)
  /// The recentring: the offset (and a running deceleration with it) moves by `by` along the
  /// pages' axis (x, or y for vertical pages).
  case recentre(ViewID, by: Double)
  case record(Occurrence.Kind)
  /// `setContentOffset:animated:YES` toward `target` along the pages' axis, lasting `duration`.
  case scroll(ViewID, to: Double, duration: Double)
  /// `setContentOffset:animated:` stopping a running deceleration first (`_stopScrollingNotify:1
  /// pin:0`): the motion ends where it is shown, and `_scrollViewDidEndDecelerating` runs (the
  /// queuing scroll view's, then the delegate's `didEndDecelerating`).
  case stopDeceleration(ViewID)
  /// A queued `setViewControllers` state finished: its completion runs, told `finished`.
  case complete(ViewID, page: Int, finished: Bool, [Action])
}
