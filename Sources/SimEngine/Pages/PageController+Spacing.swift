/// Inter-page spacing: the option's value reaches the queuing scroll view halved, after
/// UIPageViewController rounded it up to an even number of points (docs/uikit-notes/
/// page-view-controller.md, "The spacing, read again").
extension PageController {
  /// The `_UIQueuingScrollView.pageSpacing` for `UIPageViewControllerOptionInterPageSpacingKey`
  /// = `option`: `-initWithTransitionStyle:navigationOrientation:options:` takes the option's
  /// `floatValue`; `-_setPageSpacing:` stores `_pageSpacing = 2 × ceil(option × 0.5)` (0 when
  /// that ceiling is not positive); `-[_UIPageViewControllerContentView layoutSubviews]` gives
  /// the queuing scroll view `_pageSpacing × 0.5`. The scroll view widens by that on both sides
  /// (`-_setFrameAndApplyPageSpacing:`) and insets each page by it in its slot
  /// (`-_boundsDidChangeToSize:`), so two pages are `_pageSpacing` apart: the option, rounded
  /// up to even.
  static func queuingSpacing(option: Double) -> Double {
    let half = (Double(Float(option)) * 0.5).rounded(.up)
    let pageSpacing = half > 0 ? half + half : 0
    return pageSpacing * 0.5
  }
}
