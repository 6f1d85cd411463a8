/// A scroll view's `UIRefreshControl` (`scrollView.refreshControl`): what the app does when it
/// sends `valueChanged`, and the figures `UIRefreshControl.m` and its modern content view hold
/// (docs/semantics.md, "Pull to refresh").
public struct RefreshControlSettings: Hashable, Sendable {
  /// The actions of its `valueChanged` target, run once per pull.
  public var valueChanged: [Action]

  public init(valueChanged: [Action] = []) {
    self.valueChanged = valueChanged
  }

  /// `-initWithStyle:` (style 2) and the modern content view's `sizeThatFits:` with no title:
  /// the control's height, kept as `_refreshControlHeight`, the inset held while refreshing.
  public static let controlHeight = 60.0
  /// `_heightAtWhichNoneOfTheInterfaceElementsAreVisibleEvenIfTheControlIsStillPartiallyOnScreen`:
  /// shown less than this, the control is hidden (idle).
  public static let hiddenHeight = 5.0
  /// `-_recomputeNewState`, states 4 and 6: a drag (`isTracking`) that finds the control
  /// revealed at most this fraction of the snapping height takes it back to revealing (1), so
  /// the pull can refresh again. The fraction divides by the ivar state 1 divides by too,
  /// whose `revealed ≥ 1` is the snapping height (`-revealedFraction`).
  public static let regrabFraction = 0.75

  /// `-_updateSnappingHeight`: `round(height × 0.5)` held within the content view's
  /// `minimumSnappingHeight` (0, `_UIRefreshControlContentView`) and `maximumSnappingHeight`
  /// (`(title height + 100) × 1.125 ×` the scaling, with no title `112.5 ×` it), the scaling
  /// (`_maximumSnappingHeightScalingForScrollViewHeight`) `height / 568`, or 0.654929577
  /// below 372 pt. `height` is the scroll view's bounds height (`_scrollViewHeight`).
  public static func snappingHeight(scrollViewHeight height: Double) -> Double {
    let scaling = height < 372 ? 0.654929577 : height / 568
    let maximum = (0 + 100) * 1.125 * scaling
    return Swift.max(0, Swift.min((height * 0.5).rounded(), maximum))
  }
}
