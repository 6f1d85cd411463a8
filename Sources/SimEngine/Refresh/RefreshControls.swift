/// The scroll views' refresh controls: each one's state, and `UIRefreshControl`'s decisions
/// as its scroll view scrolls and as the app ends refreshing.
///
/// A room (docs/architecture.md): the coordinator hands it the facts of a scroll view after
/// each offset change and at `endRefreshing`, and carries out the steps it returns (the
/// inset, the `valueChanged` actions, the animated offset back).
struct RefreshControls: Sendable {
  struct Entry: Sendable {
    var view: ViewID
    var settings: RefreshControlSettings
    var state = RefreshState.idle
  }

  /// What a decision asks of the coordinator.
  enum Step: Hashable, Sendable {
    /// Add (or, negative, remove) this much to the scroll view's `contentInset.top`.
    case inset(ViewID, Double)
    /// Record the event; `valueChanged` then runs these actions.
    case record(ViewID, RefreshEvent, actions: [Action])
    /// `_setAbsoluteContentOffset:animated:` by `dy` from the current offset.
    case scrollBy(ViewID, dy: Double, animated: Bool)
  }

  /// In the order the scroll views were made.
  private var entries: [Entry] = []
  /// Lookups only; never listed.
  private var index: [ViewID: Int] = [:]

  init() {}

  var isEmpty: Bool { entries.isEmpty }

  mutating func add(_ view: ViewID, settings: RefreshControlSettings) {
    if let existing = index[view] {
      entries[existing].settings = settings
      return
    }
    index[view] = entries.count
    entries.append(Entry(view: view, settings: settings))
  }

  func state(of view: ViewID) -> RefreshState? { index[view].map { entries[$0].state } }

  /// The inset the control adds to its scroll view now (0 when none is applied).
  func appliedInset(of view: ViewID) -> Double {
    guard let state = state(of: view), state.holdsInset else { return 0 }
    return RefreshControlSettings.controlHeight
  }

  /// `-_update` → `-_recomputeNewState` after an offset change.
  mutating func didScroll(_ view: ViewID, facts: RefreshFacts) -> [Step] {
    guard let k = index[view] else { return [] }
    let hidden = facts.visibleHeight < RefreshControlSettings.hiddenHeight
    switch entries[k].state {
    case .idle:
      // Engine choice: a pull that shows the elements reveals, and the same change may go
      // on to snap (UIKit recomputes from 0 with a fraction of a different height).
      guard !hidden else { return [] }
      entries[k].state = .revealing
      return didScroll(view, facts: facts)
    case .revealing:
      let snapping = RefreshControlSettings.snappingHeight(
        scrollViewHeight: facts.scrollViewHeight)
      if facts.tracking && facts.visibleHeight >= snapping {
        return snap(k)
      }
      if hidden { entries[k].state = .idle }
      return []
    case .snapping, .refreshing:
      return []
    case .ending:
      // Case 4: hidden → 0; a drag with the control revealed ≤ 0.75 of the snapping height
      // → 1 (the next change may snap again); else it stays 4.
      let snapping = RefreshControlSettings.snappingHeight(
        scrollViewHeight: facts.scrollViewHeight)
      // Cases 4 and 5 test `visibleHeight <= 5` (1 tests `>= 5`).
      let gone = facts.visibleHeight <= RefreshControlSettings.hiddenHeight
      if gone {
        entries[k].state = .idle
      } else if facts.tracking
        && facts.visibleHeight <= RefreshControlSettings.regrabFraction * snapping
      {
        entries[k].state = .revealing
      }
      return []
    case .endingWhileTracking:
      if facts.visibleHeight <= RefreshControlSettings.hiddenHeight { entries[k].state = .idle }
      return []
    }
  }

  /// 1 → 2 (`_addInsets`), and the content view's `didTransitionFromState:toState:` for 2
  /// calls `_snappingMagic`, which sets state 3 with notify: `valueChanged`, during the drag.
  private mutating func snap(_ k: Int) -> [Step] {
    let view = entries[k].view
    entries[k].state = .snapping
    let inset = Step.inset(view, RefreshControlSettings.controlHeight)
    entries[k].state = .refreshing
    return [inset, .record(view, .valueChanged, actions: entries[k].settings.valueChanged)]
  }

  /// `-beginRefreshing` → `_setRefreshControlState:3 notify:NO`: any state but 3 may go to 3
  /// (`-_canTransitionFromState:toState:`), 3 to 3 may not (nothing happens); entering 3 adds
  /// the inset unless it is already applied (`_addInsetHeight:` checks `_insetsApplied`), and
  /// sends nothing (no notify). The offset is not touched here.
  mutating func beginRefreshing(_ view: ViewID) -> [Step] {
    guard let k = index[view], entries[k].state != .refreshing else { return [] }
    var steps: [Step] = [.record(view, .beginRefreshing, actions: [])]
    if !entries[k].state.holdsInset {
      steps.append(.inset(view, RefreshControlSettings.controlHeight))
    }
    entries[k].state = .refreshing
    return steps
  }

  /// `-endRefreshing` → `-_endRefreshingAnimated:YES`; nil when not refreshing (a no-op).
  mutating func endRefreshing(_ view: ViewID, facts: RefreshFacts) -> [Step]? {
    guard let k = index[view] else { return nil }
    switch entries[k].state {
    case .refreshing, .snapping:
      var steps: [Step] = [
        .record(view, .endRefreshing, actions: []),
        .inset(view, -RefreshControlSettings.controlHeight),
      ]
      if facts.visibleHeight <= 0 {
        entries[k].state = .idle
      } else if facts.tracking {
        entries[k].state = .endingWhileTracking
      } else {
        entries[k].state = .ending
        steps.append(.scrollBy(view, dy: facts.visibleHeight, animated: true))
      }
      return steps
    case .idle, .revealing, .ending, .endingWhileTracking:
      return []
    }
  }
}
