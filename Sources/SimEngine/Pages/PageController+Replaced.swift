/// A completion state's cleanup, including the state an animated `setViewControllers` queues
/// when it reverses two or more queued ones (`-_enqueueAnimatedScrollInDirection:withView:
/// completion:`'s last branch and its `_block_invoke_2`, docs/uikit-notes/
/// page-view-controller.md, "Two or more states queued, a call the other way").
extension PageController {
  /// `-_cleanUpCompletionState:didFinish:didComplete:` on `state`. A state that replaced two
  /// (`replaced` = [the one before the last, the last]) reports them first, as its block does:
  /// the first is cleaned up told `finished` and `completed` (and leaves the view-state queue),
  /// the second not finished, not completed; then the app's completion runs with `finished`
  /// NO (the block passes 0); then the page takes the slot that showed the first one's page;
  /// a dropped page is flushed (no longer `_pendingVisibleView`).
  mutating func finishing(_ p: Int, _ state: Committed, finished: Bool, completed: Bool)
    -> [PageStep]
  {
    let view = entries[p].view
    guard state.replaced.count == 2 else {
      return [Self.finish(view, state, finished: finished, completed: completed)]
    }
    let first = state.replaced[0]
    let second = state.replaced[1]
    if let i = entries[p].waiting.firstIndex(of: first) { entries[p].waiting.remove(at: i) }
    var steps = finishing(p, first, finished: finished, completed: completed)
    steps += finishing(p, second, finished: false, completed: false)
    steps.append(.complete(view, page: state.page, finished: false, state.completion))
    // `_views` (slot 0, middle, slot 2): the first state's page, where it is, becomes this one.
    let e = entries[p]
    if e.neighbour(towardNext: false) == first.page {
      entries[p].before = state.page
    } else if e.visible == first.page {
      entries[p].visible = state.page
    } else if e.neighbour(towardNext: true) == first.page {
      entries[p].after = state.page
    }
    let shown = [
      entries[p].neighbour(towardNext: false), entries[p].visible,
      entries[p].neighbour(towardNext: true),
    ]
    // `_replaceViews:` flushes the page it drops, `_flushView:` the second one's page when in
    // no slot; a flushed page is no longer `_pendingVisibleView`.
    if let pending = entries[p].pending, [first.page, second.page].contains(pending),
      !shown.contains(pending)
    {
      entries[p].pending = nil
    }
    return steps
  }
}
