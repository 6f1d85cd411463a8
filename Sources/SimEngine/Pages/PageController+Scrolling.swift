import SimGeometry

/// The queuing scroll view's answers to its own scrolling: `-_didScrollWithAnimation:force:`
/// (at each change of the offset while a scroll is in progress, and forced at the end of a
/// deceleration), `-_didEndDraggingManualScroll` (at a lift that decelerates) and
/// `-_didEndScroll:` (when the scroll ends). Animated programmatic scrolls are not modelled.
extension PageController {
  /// `-layoutSubviews` → `-_didScrollWithAnimation:NO force:`: tells UIPageViewController's
  /// delegate `willTransitionTo` once the offset leans toward a neighbour in the scroll's
  /// direction, commits the turn once decelerating toward it, and turns the page (the head
  /// completion state finishes, completed; the views shift; the offset moves back one page)
  /// once the offset reaches the neighbour's slot.
  mutating func didScroll(_ view: ViewID, facts f: PageFacts, force: Bool) -> [PageStep] {
    guard let p = index(of: view) else { return [] }
    let inProgress = f.tracking || f.decelerating
    // -layoutSubviews: only when no scroll is in progress or its direction is known.
    if !force && inProgress && Self.activeDirection(f) == nil { return [] }
    guard force || (inProgress && !f.bouncing) else { return [] }
    entries[p].manualInProgress = inProgress
    let direction = inProgress ? Self.activeDirection(f) : Self.offsetDirection(f)
    let w = f.width
    guard f.offset != w else { return [] }
    let towardNext = f.offset > w
    let neighbour = entries[p].visible + (towardNext ? 1 : -1)
    // The block loads the neighbour; without one it turns nothing.
    guard entries[p].pages.indices.contains(neighbour) else { return [] }
    var steps: [PageStep] = []
    if direction == (towardNext ? .forward : .reverse) {
      let e = entries[p]
      let settled = e.pending == neighbour && e.committed?.page == neighbour
      if !settled {
        if e.pending != neighbour {
          entries[p].pending = neighbour
          // willManuallyScroll: with manual = _manualScrollInProgress → willTransitionTo.
          if inProgress {
            steps.append(.record(.scroll(view, .willTransitionTo(page: neighbour))))
          }
        }
        if inProgress && !f.tracking && e.committed?.page != neighbour
          && !Self.opposes(f, direction!), let pending = entries[p].pending
        {
          steps += commit(
            p, reveal: pending, conceal: e.visible, direction: direction!, canComplete: true)
        }
      }
    }
    let turns = towardNext ? f.offset >= 2 * w : f.offset <= 0
    guard turns else { return steps }
    if let state = entries[p].committed {
      entries[p].committed = nil
      steps.append(Self.finish(view, state, completed: true))
    }
    entries[p].visible = neighbour
    return steps + [.recentre(view, by: towardNext ? -w : w), .layout(view)]
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

  /// `-_didEndManualScroll` → `-_didEndScroll:NO`: with the offset back on the middle slot
  /// and the scroll's direction undetermined, the one queued state finishes, completed when
  /// its page is the visible one (a swipe that bounced back: not completed); off the middle
  /// slot, every state is cleaned as not completed and the visible page becomes
  /// `viewControllers` (`-queuingScrollView:didBailoutOfScrollAndRevealedView:`).
  mutating func didEndScroll(_ view: ViewID, facts f: PageFacts) -> [PageStep] {
    guard let p = index(of: view) else { return [] }
    defer { entries[p].manualInProgress = false }
    let e = entries[p]
    let eligible = e.manualInProgress ? e.committed != nil : true
    guard eligible, Self.offsetDirection(f) == Self.activeDirection(f) else { return [] }
    var steps: [PageStep] = []
    if let state = e.committed {
      entries[p].committed = nil
      steps.append(Self.finish(view, state, completed: state.page == e.visible))
      if !f.tracking { entries[p].pending = nil }
    }
    guard f.offset != f.width else { return steps }
    if let state = entries[p].committed {
      entries[p].committed = nil
      steps.append(Self.finish(view, state, completed: false))
    }
    entries[p].reported = entries[p].visible
    return steps + [.recentre(view, by: f.width - f.offset)]
  }
}
