import SimGeometry

/// The queuing scroll view's answers to its own scrolling: `-_didScrollWithAnimation:force:`
/// (at each change of the offset while a scroll is in progress, and forced at the end of a
/// deceleration), `-_didEndDraggingManualScroll` (at a lift that decelerates) and
/// `-_didEndScroll:` (when the scroll ends), for swipes and for an animated `setViewControllers`' scroll.
extension PageController {
  /// `-layoutSubviews` → `-_didScrollWithAnimation:NO force:`: tells UIPageViewController's
  /// delegate `willTransitionTo` once the offset leans toward a neighbour in the scroll's
  /// direction, commits the turn once decelerating toward it, and turns the page (the head
  /// completion state finishes, completed; the views shift; the offset moves back one page)
  /// once the offset reaches the neighbour's slot.
  mutating func didScroll(_ view: ViewID, facts f: PageFacts, force: Bool) -> [PageStep] {
    guard let p = index(of: view) else { return [] }
    let inProgress = f.tracking || f.decelerating || f.animated
    // -layoutSubviews: only when no scroll is in progress or its direction is known.
    if !force && inProgress && Self.activeDirection(f) == nil { return [] }
    guard force || (inProgress && !f.bouncing) else { return [] }
    // An animated setViewControllers' scroll is not manual: no delegate call, no commit.
    let manual = f.tracking || (f.decelerating && !f.animated)
    entries[p].manualInProgress = manual
    let direction = inProgress ? Self.activeDirection(f) : Self.offsetDirection(f)
    let w = f.width
    guard f.offset != w else { return [] }
    let towardNext = f.offset > w
    // The block loads the page in that slot; without one it turns nothing.
    guard let neighbour = entries[p].neighbour(towardNext: towardNext) else { return [] }
    var steps: [PageStep] = []
    if direction == (towardNext ? .forward : .reverse) {
      let e = entries[p]
      let settled = e.pending == neighbour && e.committed?.page == neighbour
      if !settled {
        if e.pending != neighbour {
          entries[p].pending = neighbour
          // willManuallyScroll: with manual = _manualScrollInProgress → willTransitionTo.
          if manual {
            steps.append(.record(.scroll(view, .willTransitionTo(page: neighbour))))
          }
        }
        if manual && !f.tracking && e.committed?.page != neighbour
          && !Self.opposes(f, direction!), let pending = entries[p].pending
        {
          steps += commit(
            p, reveal: pending, conceal: e.visible, direction: direction!, canComplete: true)
        }
      }
    }
    let turns = towardNext ? f.offset >= 2 * w : f.offset <= 0
    guard turns else { return steps }
    if !entries[p].states.isEmpty {
      let state = entries[p].states.removeFirst()
      steps += finishing(p, state, finished: true, completed: true)
    }
    // The slot is read after the cleanup, which may have put another page in it.
    entries[p].visible = entries[p].neighbour(towardNext: towardNext) ?? neighbour
    loadQueuedNeighbours(p)
    return steps + [.recentre(view, by: towardNext ? -w : w), .layout(view)]
  }

  /// After a turn, `-_adjustContentInsets` loads slot 0, then slot 2: each takes the head of
  /// the view-state queue when it goes that way (`-_dequeueViewForIndex:`), else the page's
  /// own neighbour.
  mutating func loadQueuedNeighbours(_ p: Int) {
    entries[p].before = nil
    entries[p].after = nil
    if let head = entries[p].waiting.first, head.direction == .reverse {
      entries[p].waiting.removeFirst()
      entries[p].before = head.page
    }
    if let head = entries[p].waiting.first, head.direction == .forward {
      entries[p].waiting.removeFirst()
      entries[p].after = head.page
    }
  }

  /// `-_scrollViewDidEndDraggingWithDeceleration:`.
  mutating func didEndDragging(_ view: ViewID, facts f: PageFacts, decelerate: Bool)
    -> [PageStep]
  {
    guard let p = index(of: view) else { return [] }
    guard !decelerate else { return didEndDraggingManualScroll(p, facts: f) }
    return didScroll(view, facts: f, force: false) + didEndScroll(view, facts: f)
  }

  /// `-_scrollViewDidEndDecelerating`: the forced `-_didScrollWithAnimation:force:`, then
  /// `-_didEndManualScroll`.
  mutating func didEndDecelerating(_ view: ViewID, facts f: PageFacts) -> [PageStep] {
    didScroll(view, facts: f, force: true) + didEndScroll(view, facts: f)
  }

  /// `-_didEndManualScroll` → `-_didEndScroll:NO`: with one state queued (a manual one while
  /// a manual scroll is in progress), the offset back on the middle slot and the scroll's
  /// direction undetermined, that state finishes, completed when its page is the visible one
  /// (a swipe that bounced back: not completed); off the middle slot, every state is cleaned as
  /// not completed and the visible page becomes `viewControllers`
  /// (`-queuingScrollView:didBailoutOfScrollAndRevealedView:`).
  mutating func didEndScroll(_ view: ViewID, facts f: PageFacts) -> [PageStep] {
    guard let p = index(of: view) else { return [] }
    defer { entries[p].manualInProgress = false }
    let e = entries[p]
    let eligible =
      e.states.count > 1 ? false : (e.manualInProgress ? e.states.first?.manual ?? false : true)
    guard eligible, Self.offsetDirection(f) == Self.activeDirection(f) else { return [] }
    var steps: [PageStep] = []
    if let state = e.states.first {
      entries[p].states.removeFirst()
      steps += finishing(p, state, finished: true, completed: state.page == e.visible)
      if !f.tracking { entries[p].pending = nil }
    }
    guard f.offset != f.width else { return steps }
    steps += cleanAll(p)
    entries[p].reported = entries[p].visible
    return steps + [.recentre(view, by: f.width - f.offset)]
  }
}
