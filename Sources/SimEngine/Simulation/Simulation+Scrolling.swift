import SimGeometry

/// Scroll views: the ``ScrollController`` decides what dragging, releasing, frames and touches
/// do to them; this carries its steps out. A scroll view's pan is an ordinary recognizer in the
/// arena (`<id>.pan`), so it takes part in `requireToFail` and `simultaneousWith` like any.
extension Simulation {
  /// Makes `view` a scroll view with `settings` and gives it its pan recognizer, `<name>.pan`,
  /// restricted to the axes it can scroll, and, with `delaysContentTouches`, the recognizer that
  /// delays its content's touches, `<name>.delay`. Called again, it replaces the settings and
  /// the pan's axes; the delay recognizer, once added, stays.
  public mutating func addScrolling(_ settings: ScrollSettings, to view: ViewID) {
    var settings = settings
    settings.safeAreaInsets = safeAreaCovered(by: view)
    let first = scroller.settings(of: view) == nil
    scroller.add(
      view, settings: settings, holdsCells: tree[view].viewClass.cellRole == .list)
    // A scroll view created at the top of its content starts below the safe area, as UIKit
    // puts a scroll view whose inset is adjusted at -adjustedContentInset.
    let inset = settings.adjustedContentInset(viewSize: tree[view].bounds.size)
    if first && tree[view].bounds.origin == .zero && (inset.top != 0 || inset.left != 0) {
      tree[view].bounds.origin = Point(x: -inset.left, y: -inset.top)
    }
    let name = tree.name(of: view)
    var pan = PanSettings()
    pan.axes = settings.axes(viewSize: tree[view].bounds.size)
    pan.contentCancellation =
      !settings.canCancelContentTouches
      ? .never : (settings.touchesShouldCancelInControls ? .always : .exceptControls)
    if let existing = arena.id(named: name + ".pan") {
      arena.setKind(.pan(pan), of: existing, screen: screen.size)
    } else {
      var recognizer = GestureRecognizer(name: name + ".pan", kind: .pan(pan))
      for state in [GestureState.began, .changed, .ended, .cancelled] {
        recognizer.actions.append((state, [.scroll(.dragged(name, state))]))
      }
      addGesture(recognizer, to: view)
    }
    // The delay is a recognizer of its own, as in UIKit, added once and kept.
    if settings.delaysContentTouches && arena.id(named: name + ".delay") == nil {
      var delay = GestureRecognizer(
        name: name + ".delay", kind: .contentTouchDelay(ScrollSettings.contentTouchDelay))
      delay.delaysTouchesBegan = true
      delay.delaysTouchesEnded = false
      delay.cancelsTouchesInView = false
      addGesture(delay, to: view)
    }
  }

  /// The part of the window's safe area the view covers, from its frame in the window.
  private func safeAreaCovered(by view: ViewID) -> EdgeInsets {
    let safe = screen.safeArea
    guard safe != .zero else { return .zero }
    let size = tree[view].bounds.size
    let corners = [
      Point.zero, Point(x: size.width, y: 0), Point(x: 0, y: size.height),
      Point(x: size.width, y: size.height),
    ].map { tree.convert(toWindow: $0 + tree[view].bounds.origin, from: view) }
    let minX = corners.map(\.x).min()!
    let maxX = corners.map(\.x).max()!
    let minY = corners.map(\.y).min()!
    let maxY = corners.map(\.y).max()!
    let screen = self.screen.size
    return EdgeInsets(
      top: max(0, min(safe.top - minY, maxY - minY)),
      left: max(0, min(safe.left - minX, maxX - minX)),
      bottom: max(0, min(maxY - (screen.height - safe.bottom), maxY - minY)),
      right: max(0, min(maxX - (screen.width - safe.right), maxX - minX)))
  }

  /// The scroll view's settings, or nil for a view that is not one.
  public func scrollSettings(of view: ViewID) -> ScrollSettings? { scroller.settings(of: view) }

  /// The scroll views being dragged or moving, with "dragging" or "decelerating".
  public var activeScrollViews: [(view: ViewID, phase: String)] { scroller.active }

  mutating func handle(_ event: ScrollEvent) {
    switch event {
    case .dragged(let name, let state):
      guard let view = tree.view(named: name),
        let pan = arena.id(named: name + ".pan")
      else { return }
      let values = arena[pan].snapshot
      let taken =
        sheetDrags[view]
        ?? sheetTakingDrag(of: view, state: state, values: values).map { ($0, 0) }
      if let (sheet, base) = taken {
        // The drag moves the sheet, as iOS 15's sheets take their scroll view's drag.
        sheetDrags[view] = state == .ended || state == .cancelled ? nil : (sheet, base)
        handle(.sheetDragged(sheet, state), pan: name + ".pan", translationBase: base)
        if state == .changed { handOverToContent(view, sheet: sheet, base: base, values: values) }
        return
      }
      var translation = values.translation ?? .zero
      if let base = contentDrags[view] {
        translation.y -= base
        if state == .ended || state == .cancelled { contentDrags[view] = nil }
      }
      carryOut(
        scroller.dragged(
          view, state: state, translation: translation, velocity: values.velocity ?? .zero,
          bounds: tree[view].bounds, at: now))
      if state == .changed { handOverToSheet(view, pan: name + ".pan", values: values) }
    }
  }

  mutating func scroll(_ view: ViewID, to offset: Point, animated: Bool) {
    guard scroller.settings(of: view) != nil else {
      record(.actionFailed("setContentOffset: '\(tree.name(of: view))' is not a scroll view"))
      return
    }
    carryOut(
      scroller.scroll(view, to: offset, animated: animated, bounds: tree[view].bounds, at: now))
  }

  mutating func scroll(_ view: ViewID, showing rect: Rect, animated: Bool) {
    guard let target = scroller.offset(showing: rect, in: view, bounds: tree[view].bounds) else {
      record(.actionFailed("scrollRectToVisible: '\(tree.name(of: view))' is not a scroll view"))
      return
    }
    scroll(view, to: target, animated: animated)
  }

  /// When a scroll view inside a presented sheet begins to be dragged: the sheet takes the drag
  /// if it goes down with the content at its top, or up while the sheet can still grow
  /// (`prefersScrollingExpandsWhenScrolledToEdge`); otherwise the content scrolls.
  private func sheetTakingDrag(of view: ViewID, state: GestureState, values: GestureSnapshot)
    -> String?
  {
    guard state == .began, let sheet = presenter.sheet(holding: view, in: tree),
      let settings = scroller.settings(of: view)
    else { return nil }
    let bounds = tree[view].bounds
    let top = settings.offsetRange(viewSize: bounds.size).y.lowerBound
    let down = (values.velocity?.y ?? 0) > 0
    if down && bounds.origin.y <= top + ScrollPhysics.restDistance { return sheet.name }
    if !down && !sheet.atLargest && sheet.expands { return sheet.name }
    return nil
  }

  /// A tap on the status bar at `time` (UIKit's scroll-to-top gesture; no view of the app gets
  /// it): when exactly one visible scroll view in the window allows it (`scrollsToTop`), that one
  /// scrolls to the top of its content, animated.
  public mutating func tapStatusBar(at time: Instant) {
    guard time >= now else { return }
    runScheduled(until: time, inclusive: false)
    now = time
    let candidates = scroller.scrollsToTop.filter { isVisible($0) }
    record(.statusBarTapped(scrollViews: candidates))
    if candidates.count == 1, let view = candidates.first {
      carryOut(scroller.scrollToTop(view, bounds: tree[view].bounds, at: now))
    }
    finishEvent()
  }

  /// In the window and not hidden there (by itself or an ancestor).
  private func isVisible(_ view: ViewID) -> Bool {
    guard tree.isInWindow(view) else { return false }
    var current: ViewID? = view
    while let next = current {
      if tree[next].isHidden || tree[next].alpha < parameters.minimumHitAlpha { return false }
      current = tree.superview(of: next)
    }
    return true
  }

  /// Midway through a drag down, the content of a sheet reaches its top and is pulled past it:
  /// the sheet takes the rest of the drag, from there, and the content stays at its top, as
  /// iOS 15's sheets do.
  private mutating func handOverToSheet(_ view: ViewID, pan: String, values: GestureSnapshot) {
    guard let sheet = presenter.sheet(holding: view, in: tree),
      let settings = scroller.settings(of: view), let start = scroller.dragStart(of: view)
    else { return }
    let bounds = tree[view].bounds
    let top = settings.offsetRange(viewSize: bounds.size).y.lowerBound
    let translation = values.translation?.y ?? 0
    // Where the finger would take the content (before any rubber band), bounces or not.
    guard translation > 0, start.y - translation < top else { return }
    // The translation at which the content reached its top: the sheet moves by what is beyond.
    let base = start.y - top
    scroller.abandonDrag(view)
    tree[view].bounds.origin.y = top
    sheetDrags[view] = (sheet.name, base)
    handle(.sheetDragged(sheet.name, .began), pan: pan, translationBase: base)
  }

  /// Midway through a drag up that grows the sheet, the sheet reaches its largest detent: it
  /// stays there and the content scrolls with the rest of the drag, as iOS 15's sheets do.
  private mutating func handOverToContent(
    _ view: ViewID, sheet: String, base: Double, values: GestureSnapshot
  ) {
    guard let drag = presenter.sheetDrag(of: sheet) else { return }
    let translation = values.translation?.y ?? 0
    // The pan's translation at which the sheet's top reached the largest detent.
    let reached = drag.largestTop - drag.startTop + base
    guard translation < reached else { return }
    sheetDrags[view] = nil
    carryOut(presenter.settleAtLargest(sheet))
    contentDrags[view] = reached
    var shifted = values.translation ?? .zero
    shifted.y -= reached
    carryOut(
      scroller.dragged(
        view, state: .began, translation: .zero, velocity: values.velocity ?? .zero,
        bounds: tree[view].bounds, at: now))
    carryOut(
      scroller.dragged(
        view, state: .changed, translation: shifted, velocity: values.velocity ?? .zero,
        bounds: tree[view].bounds, at: now))
  }

  /// At a frame: the moving scroll views move on.
  mutating func advanceScrolling() {
    guard scroller.anyMoving else { return }
    carryOut(scroller.advance(to: now))
  }

  /// A new touch on a moving scroll view stops it and is bound to the scroll view itself.
  mutating func catchByScrollView(_ view: ViewID?, touch: Int) -> ViewID? {
    guard scroller.anyMoving, let view else { return view }
    var chain: [ViewID] = []
    var current: ViewID? = view
    while let next = current {
      chain.append(next)
      current = tree.superview(of: next)
    }
    guard let (scrollView, steps) = scroller.catchTouch(touch, chain: chain) else { return view }
    carryOut(steps)
    return scrollView
  }

  /// An event of touch `number` reached its view: a cell's table highlights, selects or
  /// unhighlights it.
  mutating func cellDelivery(_ number: Int, phase: TouchPhase) {
    guard scroller.holdsCells, let view = router.touches[number - 1].view else { return }
    carryOut(scroller.cellTouch(view, touch: number, phase: phase, tree: tree))
  }

  /// The cells highlighted now.
  var highlightedCells: [ViewID] { scroller.highlighted }

  private mutating func carryOut(_ steps: [ScrollStep]) {
    for step in steps {
      switch step {
      case .offset(let view, let offset):
        guard tree[view].bounds.origin != offset else { continue }
        tree[view].bounds.origin = offset
      case .record(let kind):
        record(kind)
        // The delegate's callback runs at once, as UIKit calls it synchronously.
        if case .scroll(let view, let moment) = kind,
          let handlers = scroller.settings(of: view)?.delegate, !handlers.isEmpty
        {
          for handler in handlers where handler.moment == moment.name {
            perform(handler.actions)
          }
        }
      }
    }
  }
}
