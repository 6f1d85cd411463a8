import SimGeometry

/// `setViewControllers(_:direction:animated: true, completion:)`:
/// `-[UIPageViewController _setViewControllers:withScrollInDirection:animated:completion:]`,
/// `-[_UIQueuingScrollView setView:direction:animated:completion:]` and
/// `-_enqueueAnimatedScrollInDirection:withView:completion:` (docs/uikit-notes/
/// page-view-controller.md, "An animated setViewControllers").
extension PageController {
  /// What an animated call does.
  enum AnimatedSet: Hashable, Sendable {
    /// The steps to carry out (the pages laid out, the scroll started, completions run).
    case steps([PageStep])
    /// A case the engine does not model, with why; nothing was changed.
    case notModelled(String)
  }

  /// UIPageViewController ignores the page it already reports (`_viewControllers`' only
  /// object, animated: nothing at all, not even the completion); else `viewControllers`
  /// becomes `[page]` and, unless a finger drags the scroll view, the queuing scroll view
  /// queues a non-manual state for the page and scrolls, animated, one page from where the
  /// scroll was heading (the animation's target, else the offset) in `direction`:
  /// - nothing queued: the page goes into the slot on that side (slot 2 forward, 0 reverse),
  ///   the old page there flushed, and the scroll starts (0.3 s);
  /// - the last queued state goes the same way: the page waits in the view-state queue for the
  ///   slot beyond, and the scroll restarts toward one page further (0.3 s);
  /// - one state queued the other way: it is cleaned up not finished, the page takes the
  ///   middle slot (the shown page is dropped, its neighbours stay) and the scroll goes back by
  ///   the remaining distance, its duration 0.3 s × that distance in pages.
  /// - two or more queued, the last the other way: the last leaves both queues, the one
  ///   before it the completion queue, and a state for the page, going that one's way, takes
  ///   their place (it reports both when it finishes, `finishing(_:_:finished:completed:)`);
  ///   the scroll restarts toward one page back from its target (0.3 s).
  /// While the pages decelerate after a swipe: `setWhileDecelerating(_:_:page:direction:
  /// completion:facts:)`.
  mutating func setViewControllersAnimated(
    _ view: ViewID, page: Int, direction: PageDirection, completion: [Action], facts f: PageFacts
  ) -> AnimatedSet {
    guard let p = index(of: view) else { return .steps([]) }
    let e = entries[p]
    if page == e.reported { return .steps([]) }
    if f.tracking {
      entries[p].reported = page
      return .steps([])
    }
    if f.decelerating {
      return setWhileDecelerating(
        p, view, page: page, direction: direction, completion: completion, facts: f)
    }
    entries[p].reported = page
    let base = f.animated ? f.animatedTarget : f.offset
    let target = base + (direction == .forward ? f.width : -f.width)
    let state = Committed(
      page: page, previous: e.visible, direction: direction, manual: false, completion: completion)
    let duration = ScrollAnimation.defaultDuration
    if let last = e.states.last, last.direction != direction, e.states.count > 1 {
      entries[p].states.removeLast()
      if let i = entries[p].waiting.lastIndex(of: last) { entries[p].waiting.remove(at: i) }
      let before = entries[p].states.removeLast()
      var replacing = state
      replacing.direction = before.direction
      replacing.replaced = [before, last]
      entries[p].states.append(replacing)
      return .steps([.scroll(view, to: target, duration: duration)])
    }
    guard let last = e.states.last else {
      // `_replaceViews:` with the slot on that side emptied, then loaded from the view-state
      // queue: the page; the page it replaces is flushed.
      let towardNext = direction == .forward
      if let old = e.neighbour(towardNext: towardNext), old != page, e.pending == old {
        entries[p].pending = nil
      }
      if towardNext { entries[p].after = page } else { entries[p].before = page }
      entries[p].states.append(state)
      return .steps([.layout(view), .scroll(view, to: target, duration: duration)])
    }
    if last.direction == direction {
      entries[p].states.append(state)
      entries[p].waiting.append(state)
      return .steps([.scroll(view, to: target, duration: duration)])
    }
    // One state the other way: cleaned up not finished; `_stopScrollingAndZoomingAnimations…`;
    // the page in the middle slot between the pages loaded beside it; the scroll's duration
    // `_contentOffsetAnimationDuration × (distance / page)`.
    var steps = finishing(p, last, finished: false, completed: false)
    entries[p].states = [state]
    entries[p].waiting = []
    // Read after the cleanup, which may have changed a slot.
    let now = entries[p]
    let before = now.neighbour(towardNext: false)
    let after = now.neighbour(towardNext: true)
    if now.pending == now.visible, now.visible != page { entries[p].pending = nil }
    entries[p].visible = page
    entries[p].before = before
    entries[p].after = after
    let scaled = f.width > 0 ? duration * (abs(target - f.offset) / f.width) : 0
    steps += [.layout(view), .scroll(view, to: target, duration: scaled)]
    return .steps(steps)
  }
}
