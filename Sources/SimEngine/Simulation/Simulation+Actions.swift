/// Carrying out the app's actions.
extension Simulation {
  /// How deep action lists may run inside one another: an `if`'s, a completion's, a handler's
  /// that a removal or a stopped animation sends. Running recurses once a level, and a chain
  /// (each completion removing the view whose animation's completion removes the next) is as
  /// long as the input makes it: 1,000 links overflowed the stack. A scenario's own nesting is
  /// limited to less at load (ScenarioLimits.actionNesting).
  public static let maximumActionDepth = 200

  /// Runs `actions` in order, now; past ``maximumActionDepth`` the run fails instead.
  public mutating func perform(_ actions: [Action]) {
    guard !actions.isEmpty else { return }
    guard app.actionDepth < Self.maximumActionDepth else {
      record(
        .actionFailed(
          "actions run inside actions more than \(Self.maximumActionDepth) deep at t=\(now) (each one's completion or handler running the next); the rest are not run"
        ))
      return
    }
    app.actionDepth += 1
    defer { app.actionDepth -= 1 }
    for action in actions {
      perform(action)
    }
  }

  private mutating func perform(_ action: Action) {
    switch action {
    case .log(let name):
      record(.log(name))
    case .set(let name, let written):
      guard let view = existingView(name, for: "set") else { return }
      let change: ViewChange
      do { change = try resolve(written) } catch {
        record(.actionFailed("set '\(name)' at t=\(now): \(error.message)"))
        return
      }
      change.apply(to: &tree[view])
      record(.set(view: view, change))
    case .remove(let name):
      guard let view = existingView(name, for: "remove") else { return }
      tree.removeFromSuperview(view)
      record(.removed(view: view))
      stopTouchesOutsideWindow()
      stopAnimationsOutsideWindow()
    case .add(let parentName, let template):
      guard let parent = existingView(parentName, for: "add") else { return }
      let view: ViewID
      if let existing = tree.view(named: template.rootName) {
        guard !tree.isDescendant(parent, of: existing) else {
          record(.actionFailed("add: '\(parentName)' is inside '\(template.rootName)'"))
          return
        }
        tree.addSubview(existing, to: parent)
        view = existing
      } else {
        view = instantiate(template, in: parent)
      }
      record(.added(view: view, parent: parent))
      stopTouchesOutsideWindow()
      stopAnimationsOutsideWindow()
    case .animate(let animation):
      guard let view = existingView(animation.view, for: "animate") else { return }
      guard let animation = resolve(animation, view: view) else { return }
      start(animation, view: view)
    case .choose(let decision):
      decide(decision)
    case .animator(let name, let command):
      perform(animator: name, command)
    case .keep(let name, let expression):
      do {
        let value = try evaluate(expression)
        app.keep(value, as: name)
        record(.kept(name, value))
      } catch {
        record(.actionFailed("let $\(name) = \(expression) at t=\(now): \(error.message)"))
      }
    case .present(let name):
      present(name)
    case .dismiss(let name):
      dismiss(name)
    case .dismissInteractively(let name):
      dismiss(name, interactive: true)
    case .presentationInteraction(let name, let command):
      carryOut(presenter.interact(name, command))
    case .system(let event):
      switch event.kind {
      case .scroll(let event): handle(event)
      case .presentation(let event): handle(event)
      case .navigation(let event): handle(event)
      case .zoom(let event): handle(event)
      case .contextMenu(let event): handleContextMenu(event)
      case .switchControl(let event): handle(event)
      case .swipe(let event): handle(event)
      case .keyboardMoveEnded(let number): carryOut(keyboard.moveEnded(number))
      }
    case .keyboard(let command):
      perform(command)
    case .navigation(let name, let command):
      carryOut(navigator.perform(command, on: name))
    case .setContentOffset(let name, let offset, let animated):
      guard let view = existingView(name, for: "setContentOffset") else { return }
      scroll(view, to: offset, animated: animated)
    case .setOn(let name, let on, let animated):
      setSwitch(name, on: on, animated: animated)
    case .scrollRectToVisible(let name, let rect, let animated):
      guard let view = existingView(name, for: "scrollRectToVisible") else { return }
      scroll(view, showing: rect, animated: animated)
    case .setZoomScale(let name, let scale, let animated):
      guard let view = existingView(name, for: "setZoomScale") else { return }
      zoom(view, to: .scale(scale), animated: animated)
    case .zoomTo(let name, let rect, let animated):
      guard let view = existingView(name, for: "zoomTo") else { return }
      zoom(view, to: .rect(rect), animated: animated)
    case .timer(let settings):
      carryOut(timers.schedule(settings, at: now))
    case .displayLink(let settings):
      carryOut(timers.addLink(settings, at: now))
    case .invalidate(let name):
      invalidateTimer(named: name)
    case .endRefreshing(let name):
      guard let view = existingView(name, for: "endRefreshing") else { return }
      endRefreshing(view)
    case .setPageViewControllers(let name, let page, let direction, let animated, let completion):
      guard let view = existingView(name, for: "setViewControllers") else { return }
      setPageViewControllers(
        view, page: page, direction: direction, animated: animated, completion: completion)
    case .beginRefreshing(let name):
      guard let view = existingView(name, for: "beginRefreshing") else { return }
      beginRefreshing(view)
    case .scrollToRow(let name, let indexPath, let position, let animated):
      guard let view = existingView(name, for: "scrollToRow") else { return }
      scrollToRow(view, at: indexPath, position: position, animated: animated)
    }
  }

  mutating func existingView(_ name: String, for action: String) -> ViewID? {
    if let view = tree.view(named: name) { return view }
    record(.actionFailed("\(action): no view named '\(name)' exists yet at t=\(now)"))
    return nil
  }

  /// A control removed from the window while tracking cancels its tracking and sends
  /// `touchCancel` (UIControl's `_didMoveFromWindow:toWindow:`); from then on, the touch reaches
  /// no view.
  mutating func stopTouchesOutsideWindow() {
    for index in router.active {
      guard let (number, view, events) = router.withholdIfOutsideWindow(index, tree: tree) else {
        continue
      }
      record(.touchWithheld(number: number, view: view, reason: .viewLeftWindow))
      send(events, from: view, touch: number)
    }
  }

  /// What a control did with a touch event: its new value first, then its events in order,
  /// each followed by its actions. `valueChanged` carries the value as it is when sent.
  mutating func send(_ response: ControlResponse, from view: ViewID, touch: Int) {
    if let value = response.value { tree.setControlValue(value, of: view) }
    if let seconds = response.repeatAfter {
      scheduler.schedule(.controlRepeat(touch), at: now + Interval(seconds: seconds))
    }
    send(response.events, from: view, touch: touch)
  }

  /// Sends control events in order, each followed by its actions. A stepper's tracking ends
  /// with its touch-up or cancel, and with it its repeat timer (`_stopTimer` in
  /// `endTrackingWithTouch:` and `cancelTrackingWithEvent:`).
  mutating func send(_ events: [ControlEvent], from view: ViewID, touch: Int) {
    if case .stepper? = tree[view].controlValue,
      events.contains(where: { $0 == .touchUpInside || $0 == .touchUpOutside || $0 == .touchCancel }
      )
    {
      scheduler.cancel(.controlRepeat(touch))
    }
    for event in events {
      let value = event == .valueChanged ? tree[view].controlValue?.number : nil
      record(.control(event, view: view, touch: touch, value: value, row: cellRow(of: view)))
      perform(app.actions(for: event, of: view))
      if event == .touchUpInside { textInputTapped(view) }
    }
  }
}
