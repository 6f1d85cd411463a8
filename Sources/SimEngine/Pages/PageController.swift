import SimGeometry

/// The page view controllers' room: for each scroll view that shows pages (a
/// `UIPageViewController` with the scroll transition style, whose view is a
/// `_UIQueuingScrollView`), the pages, which one sits in the middle slot, the page
/// `viewControllers` reports, and the queuing scroll view's pending view and queued completion
/// state. Its decisions are `_UIQueuingScrollView`'s (docs/uikit-notes/page-view-controller.md)
/// turned into `UIPageViewController`'s delegate calls; the scrolling itself is the scroll
/// controller's (a paging scroll view three pages wide), which the simulation asks for facts.
struct PageController: Sendable {
  /// A `_UIQueuingScrollViewState` in the completion queue: the page it reveals, the page it
  /// conceals (UIPageViewController's outgoing view controller) and its direction. A
  /// gesture-driven state is `manual` (its end reaches `didFinishAnimating`); an animated
  /// `setViewControllers`' is not, and carries the app's completion.
  struct Committed: Hashable, Sendable {
    var page: Int
    var previous: Int
    var direction: PageDirection
    var manual = true
    var completion: [Action] = []
    /// The two states a call the other way replaced when two or more were queued (the one
    /// before the last, then the last): this state's block (`_enqueueAnimatedScrollInDirection…
    /// _block_invoke_2`) reports them when it finishes (`finishing(_:_:finished:completed:)`).
    var replaced: [Committed] = []
  }

  struct Entry: Sendable {
    var view: ViewID
    var pages: [ViewID]
    /// The page in `_views[1]`, the middle slot.
    var visible = 0
    /// `viewControllers.first`'s page: set when a turn is committed with `canComplete`.
    var reported = 0
    /// `_pendingVisibleView`'s page.
    var pending: Int?
    /// `_completionStateQueue`, head first.
    var states: [Committed] = []
    /// `_viewStateQueue`'s animated states whose page is not in a slot yet: the page waits to
    /// be loaded beside the visible one after the next turn (`-_dequeueViewForIndex:`).
    var waiting: [Committed] = []
    /// A page an animated `setViewControllers` put in slot 0 or 2 instead of the visible page's
    /// own neighbour; nil: the neighbour.
    var before: Int?
    var after: Int?
    /// `_manualScrollInProgress`.
    var manualInProgress = false

    /// `_completionStateQueue.lastObject`.
    var committed: Committed? { states.last }

    /// The page in slot 2 (`towardNext`) or 0, if any.
    func neighbour(towardNext: Bool) -> Int? {
      let page = (towardNext ? after : before) ?? visible + (towardNext ? 1 : -1)
      return pages.indices.contains(page) ? page : nil
    }
  }

  /// Storage of this folder's files: every page scroll view, in the order they were added.
  var entries: [Entry] = []
  private(set) var positions: [ViewID: Int] = [:]

  var isEmpty: Bool { entries.isEmpty }

  /// `-_adjustContentInsets`: the inset on a side with a neighbour, in pages (`× 100.0`).
  static let neighbourInset = 100.0

  mutating func add(_ view: ViewID, pages: [ViewID]) {
    if let existing = positions[view] {
      entries[existing] = Entry(view: view, pages: pages)
      return
    }
    positions[view] = entries.count
    entries.append(Entry(view: view, pages: pages))
  }

  func entry(of view: ViewID) -> Entry? { positions[view].map { entries[$0] } }

  func index(of view: ViewID) -> Int? { positions[view] }

  /// `viewControllers.first`'s index in the pages, or nil for a view that shows none.
  func currentPage(of view: ViewID) -> Int? { entry(of: view)?.reported }

  /// `-_navigationDirectionForActiveScroll:`: paging right or left decides; else, animated,
  /// the animation's target against its start; else the velocity's sign; else none (the
  /// engine's paging bounce pages, read first).
  static func activeDirection(_ f: PageFacts) -> PageDirection? {
    if f.decelerating, let paging = f.paging { return paging }
    if f.animated {
      if f.animatedTarget > f.animatedOriginal { return .forward }
      if f.animatedTarget < f.animatedOriginal { return .reverse }
      return nil
    }
    if f.velocity > 0 { return .forward }
    if f.velocity < 0 { return .reverse }
    return nil
  }

  /// `-_navigationDirectionFromCurrentOffset`: below one page reverse, above forward.
  static func offsetDirection(_ f: PageFacts) -> PageDirection? {
    f.offset < f.width ? .reverse : (f.offset > f.width ? .forward : nil)
  }

  /// `-_isDeceleratingInOppositionToNavigationDirection:`.
  static func opposes(_ f: PageFacts, _ direction: PageDirection) -> Bool {
    guard f.decelerating, let target = f.pageTarget else { return false }
    return direction == .reverse ? f.offset < target : target < f.offset
  }

  /// The completion state's cleanup reaching `-queuingScrollView:didEndManualScroll:…`: a
  /// gesture-driven state is manual and animated, so UIPageViewController calls
  /// `didFinishAnimating` with `finished` = YES (its `animated`) and `transitionCompleted`.
  static func finish(_ view: ViewID, _ state: Committed, completed: Bool) -> PageStep {
    finish(view, state, finished: completed, completed: completed)
  }

  /// `-_cleanUpCompletionState:didFinish:didComplete:`: a manual state reaches
  /// `didFinishAnimating` (with `transitionCompleted`); an animated `setViewControllers`
  /// state's block tells the delegate `didEndManualScroll` with `manual` NO (no delegate call)
  /// and runs the app's completion, told `finished`.
  static func finish(_ view: ViewID, _ state: Committed, finished: Bool, completed: Bool)
    -> PageStep
  {
    guard state.manual else {
      return .complete(view, page: state.page, finished: finished, state.completion)
    }
    return .record(
      .scroll(view, .didFinishAnimating(completed: completed, previous: state.previous)))
  }

  /// Every queued state cleaned up not finished and not completed, head first; the view-state
  /// queue emptied.
  mutating func cleanAll(_ p: Int) -> [PageStep] {
    let states = entries[p].states
    entries[p].states = []
    entries[p].waiting = []
    return states.flatMap { finishing(p, $0, finished: false, completed: false) }
  }
}
