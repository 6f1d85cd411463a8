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
    var matrix = AffineTransform.identity
    if screen.safeArea != .zero {
      let (base, steps) = TemplateWindowMatrices.base(
        of: tree.superview(of: view) ?? tree.window, in: tree)
      scroller.countSafeAreaSteps(steps)
      matrix = base
    }
    addScrolling(settings, to: view, superviewToWindow: matrix)
  }

  /// `addScrolling(_:to:)` with the superview's transform to the window already composed.
  mutating func addScrolling(
    _ settings: ScrollSettings, to view: ViewID, superviewToWindow: AffineTransform
  ) {
    var settings = settings
    settings.safeAreaInsets = SafeAreaShare.covered(
      by: tree[view], superviewToWindow: superviewToWindow, screen: screen)
    settings.screenScale = screen.scale
    settings.framesPerSecond = clock.fps
    let first = scroller.settings(of: view) == nil
    if let refresh = settings.refreshControl { refresher.add(view, settings: refresh) }
    scroller.add(
      view, settings: settings, holdsCells: tree[view].viewClass.cellRole == .list)
    // A scroll view created at the top of its content starts below the safe area, as UIKit
    // puts a scroll view whose inset is adjusted at -adjustedContentInset.
    let inset = settings.adjustedContentInset(viewSize: tree[view].bounds.size)
    if first && tree[view].bounds.origin == .zero && (inset.top != 0 || inset.left != 0) {
      tree[view].bounds.origin = ScrollPhysics.pixelRounded(
        Point(x: -inset.left, y: -inset.top), scale: settings.screenScale)
    }
    let name = tree.name(of: view)
    var pan = PanSettings()
    pan.axes = settings.axes(viewSize: tree[view].bounds.size)
    pan.directionalLock = settings.isDirectionalLockEnabled
    pan.contentCancellation =
      !settings.canCancelContentTouches
      ? .never : (settings.touchesShouldCancelInControls ? .always : .exceptControls)
    if let existing = arena.id(named: name + ".pan") {
      arena.setKind(.pan(pan), of: existing, screen: screen.size)
    } else {
      var recognizer = GestureRecognizer(name: name + ".pan", kind: .pan(pan))
      for state in [GestureState.began, .changed, .ended, .cancelled] {
        recognizer.actions.append((state, [.system(.scroll(.dragged(name, state)))]))
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
    if settings.zoom.zoomView != nil { addZooming(to: view, name: name) }
  }

  /// The scroll view's settings, or nil for a view that is not one.
  public func scrollSettings(of view: ViewID) -> ScrollSettings? { scroller.settings(of: view) }

  /// The scroll views being dragged or moving, with "dragging" or "decelerating".
  public var activeScrollViews: [(view: ViewID, phase: String)] { scroller.active }

  mutating func handle(_ event: ScrollEvent) {
    switch event {
    case .dragged(let name, let state):
      guard let view = tree.view(named: name), let pan = arena.id(named: name + ".pan") else {
        return
      }
      // Who moves with this change of the pan; then, midway, whether the other takes over.
      let facts = sheetScrollFacts(view, pan: pan, lookingForSheet: state == .began)
      carryOut(handoff.dragged(view, state: state, facts: facts), view: view, pan: pan)
      guard state == .changed else { return }
      let after = sheetScrollFacts(view, pan: pan, lookingForSheet: true)
      carryOut(handoff.handOver(view, facts: after), view: view, pan: pan)
    }
  }

  /// What the sheet-and-scroll hand-off reads of `view`'s drag now, from the rooms that own it.
  private func sheetScrollFacts(_ view: ViewID, pan: RecognizerID, lookingForSheet: Bool)
    -> SheetScrollFacts
  {
    let values = arena[pan].snapshot
    let bounds = tree[view].bounds
    let sheet = lookingForSheet ? presenter.sheet(holding: view, in: tree) : nil
    let top = scroller.settings(of: view)?.offsetRange(viewSize: bounds.size).y.lowerBound
    var sheetDrag: (startTop: Double, largestTop: Double)?
    if case .sheet(let name, _) = handoff.owner(of: view) {
      sheetDrag = presenter.sheetDrag(of: name)
    }
    return SheetScrollFacts(
      sheet: top == nil ? nil : sheet, sheetDrag: sheetDrag, contentTop: top ?? 0,
      contentOffsetY: bounds.origin.y, contentDragStartY: scroller.dragStart(of: view)?.y,
      translation: values.translation ?? .zero, velocity: values.velocity ?? .zero)
  }

  /// Carries out the hand-off's steps for `view`'s drag, in order.
  private mutating func carryOut(_ steps: [SheetScrollStep], view: ViewID, pan: RecognizerID) {
    for step in steps {
      switch step {
      case .moveSheet(let sheet, let state, let base):
        handle(.sheetDragged(sheet, state), pan: arena[pan].name, translationBase: base)
      case .moveContent(let state, let translation, let velocity):
        let touch = arena[pan].touches.first.map {
          (number: $0, down: router.touches[$0 - 1].beganAt)
        }
        let lifts = state == .ended || state == .cancelled
        if lifts { keyboardPanFinished(view, pan: pan) }
        carryOut(
          scroller.dragged(
            view, state: state, translation: translation, velocity: velocity,
            bounds: tree[view].bounds, at: now, touch: touch))
        if !lifts { keyboardFollowsPan(view, began: state == .began, pan: pan) }
      case .pinContent(let top):
        scroller.abandonDrag(view)
        tree[view].bounds.origin.y = top
      case .settleSheetAtLargest(let sheet):
        carryOut(presenter.settleAtLargest(sheet))
      }
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
    let tree = self.tree
    guard
      let (scrollView, steps, caught) = scroller.catchTouch(
        touch, chain: chain, bounds: { tree[$0].bounds }, at: now)
    else { return view }
    carryOut(steps)
    // Caught decelerating in bounds or bouncing past an edge, its pan begins at this
    // touch-down (`-_beginScroll`).
    if caught, let pan = arena.id(named: tree.name(of: scrollView) + ".pan") {
      arena.catchNextTouch(of: pan)
    }
    return scrollView
  }

  /// A recognizer failed: when it is a scroll view's own pan, the scroll view hears it
  /// (`-_gestureRecognizerFailed:`), and content left past an edge bounces back.
  mutating func scrollPanFailed(_ id: RecognizerID) {
    let view = arena[id].view
    guard scroller.settings(of: view) != nil, arena[id].name == tree.name(of: view) + ".pan"
    else { return }
    scroller.panFailed(view, bounds: tree[view].bounds, at: now)
  }

  /// An event of touch `number` reached its view: a cell's table highlights, selects or
  /// unhighlights it.
  mutating func cellDelivery(_ number: Int, phase: TouchPhase) {
    guard scroller.holdsCells, let view = router.touches[number - 1].view else { return }
    if itemTouch(view, phase: phase) { return }
    let lists = self.lists
    carryOut(
      scroller.cellTouch(
        view, touch: number, phase: phase, tree: tree, indexPath: { lists.indexPath(ofCell: $0) }))
  }

  /// The cells highlighted now.
  var highlightedCells: [ViewID] { scroller.highlighted }

  mutating func carryOut(_ steps: [ScrollStep]) {
    for step in steps {
      switch step {
      case .offset(let view, let offset):
        guard tree[view].bounds.origin != offset else { continue }
        tree[view].bounds.origin = offset
        if !pager.isEmpty { pagesScrolled(view) }
        if !refresher.isEmpty { refreshScrolled(view) }
        if !swiper.isEmpty { swipeTableScrolled(view) }
      case .pageScrollEnded(let view):
        pageScrollEnded(view)
      case .record(let kind):
        if !pager.isEmpty, case .scroll(let view, let moment) = kind {
          pagesEnding(view, moment)
        }
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
