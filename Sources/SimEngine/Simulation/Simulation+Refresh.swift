import SimGeometry

/// Refresh controls (`UIRefreshControl`): the ``RefreshControls`` room decides what each does
/// as its scroll view scrolls; this reads the facts it needs and carries its steps out.
extension Simulation {
  /// The facts `-_update` reads: the visible height over the resting top without the
  /// control's own inset, whether the finger is down, the scroll view's height.
  func refreshFacts(_ view: ViewID) -> RefreshFacts? {
    guard let settings = scroller.settings(of: view) else { return nil }
    let bounds = tree[view].bounds
    let top = settings.adjustedContentInset(viewSize: bounds.size).top
    let restingTop = top - refresher.appliedInset(of: view)
    return RefreshFacts(
      visibleHeight: Swift.max(0, -restingTop - bounds.origin.y),
      tracking: scroller.isTracking(view), scrollViewHeight: bounds.height)
  }

  /// The state of the refresh control of `view` (nil: it has none).
  public func refreshState(of view: ViewID) -> RefreshState? { refresher.state(of: view) }

  /// The offset of `view` changed.
  mutating func refreshScrolled(_ view: ViewID) {
    guard refresher.state(of: view) != nil, let facts = refreshFacts(view) else { return }
    carryOut(refresher.didScroll(view, facts: facts))
  }

  /// The `endRefreshing` action.
  mutating func endRefreshing(_ view: ViewID) {
    guard refresher.state(of: view) != nil, let facts = refreshFacts(view),
      let steps = refresher.endRefreshing(view, facts: facts)
    else {
      record(.actionFailed("endRefreshing: '\(tree.name(of: view))' has no refreshControl"))
      return
    }
    carryOut(steps)
  }

  /// The `beginRefreshing` action: `-beginRefreshing` acts only on a control in a window
  /// (`UIRefreshControlReceivedOffscreenBeginRefreshing` otherwise, and nothing on current
  /// SDKs); the room decides the rest.
  mutating func beginRefreshing(_ view: ViewID) {
    guard refresher.state(of: view) != nil else {
      record(.actionFailed("beginRefreshing: '\(tree.name(of: view))' has no refreshControl"))
      return
    }
    guard tree.isInWindow(view) else { return }
    carryOut(refresher.beginRefreshing(view))
  }

  mutating func carryOut(_ steps: [RefreshControls.Step]) {
    for step in steps {
      switch step {
      case .inset(let view, let dy):
        guard var settings = scroller.settings(of: view) else { continue }
        settings.contentInset.top += dy
        scroller.changeInset(view, settings: settings, viewSize: tree[view].bounds.size)
      case .record(let view, let event, let actions):
        record(.refresh(view, event))
        perform(actions)
      case .scrollBy(let view, let dy, let animated):
        let offset = tree[view].bounds.origin
        scroll(view, to: Point(x: offset.x, y: offset.y + dy), animated: animated)
      }
    }
  }
}
