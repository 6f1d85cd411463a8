import SimGeometry

/// Committing a gesture-driven turn: `-_didEndDraggingManualScroll` (at a lift that
/// decelerates) and `-_commitGestureDrivenScrollRevealingView:concealingView:inDirection:
/// canComplete:`.
extension PageController {
  /// `-_didEndDraggingManualScroll`: off the middle slot, with the scroll's direction known,
  /// a lift that is not paging on toward the neighbour commits a state that can't complete,
  /// revealing the pending page (else the neighbour): what a swipe that bounces back reports
  /// as not completed when it ends. A lift paging on toward the neighbour commits nothing
  /// here; `-_didScrollWithAnimation:force:` commits it at the next frame.
  mutating func didEndDraggingManualScroll(_ p: Int, facts f: PageFacts) -> [PageStep] {
    guard let direction = Self.activeDirection(f), f.offset != f.width else { return [] }
    let e = entries[p]
    let towardNext = f.offset > f.width
    let side: PageDirection = towardNext ? .forward : .reverse
    let other: PageDirection = towardNext ? .reverse : .forward
    let loaded = e.neighbour(towardNext: towardNext)
    let neighbour = loaded ?? e.visible + (towardNext ? 1 : -1)
    let exists = loaded != nil
    // A state already revealing the neighbour, and the lift heading back: reveal the
    // visible page again, in the other direction, able to complete.
    if let last = e.committed, exists, direction == other, last.direction == side,
      last.page == neighbour
    {
      return commit(p, reveal: e.visible, conceal: neighbour, direction: other, canComplete: true)
    }
    // Paging right (left), toward the neighbour: nothing now.
    if f.decelerating, f.paging == side { return [] }
    // Heading toward the neighbour without paging there: only a pending page other than the
    // visible one, in the other direction; heading away: the pending page (else the
    // neighbour), in the neighbour's direction. Neither can complete.
    if direction == side {
      guard let pending = e.pending, pending != e.visible else { return [] }
      return commit(p, reveal: pending, conceal: e.visible, direction: other, canComplete: false)
    }
    guard let reveal = e.pending ?? (exists ? neighbour : nil) else { return [] }
    return commit(p, reveal: reveal, conceal: e.visible, direction: side, canComplete: false)
  }

  /// `-_commitGestureDrivenScrollRevealingView:…`: a manual last state like the new one (same
  /// page and direction) is not queued again; a manual last state that revealed the page now
  /// concealed finishes (completed if its page is visible), one in the other direction
  /// finishes not completed; a last state that is not manual (an animated
  /// `setViewControllers`') and every state before it are cleaned up not finished. Then the new
  /// state is queued and, able to complete, its page becomes `viewControllers`
  /// (`-queuingScrollView:didCommitManualScroll:…`).
  mutating func commit(
    _ p: Int, reveal: Int, conceal: Int, direction: PageDirection, canComplete: Bool
  ) -> [PageStep] {
    let view = entries[p].view
    var steps: [PageStep] = []
    let last = entries[p].committed
    let repeated = last.map { $0.manual && $0.page == reveal && $0.direction == direction } ?? false
    if let last, last.manual {
      if last.page == conceal {
        entries[p].states.removeLast()
        steps.append(Self.finish(view, last, completed: last.page == entries[p].visible))
      } else if last.direction != direction {
        entries[p].states.removeLast()
        steps.append(Self.finish(view, last, completed: false))
      }
    } else {
      steps += cleanAll(p)
    }
    guard !repeated else { return steps }
    entries[p].states.append(Committed(page: reveal, previous: conceal, direction: direction))
    if canComplete { entries[p].reported = reveal }
    return steps
  }
}
