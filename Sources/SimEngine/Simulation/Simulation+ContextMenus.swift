import SimGeometry

/// Context menus: the ``ContextMenuController`` times the press and decides what the open menu
/// does; this hands it touches, frames and other recognizers' recognitions, and carries out its
/// steps with the same views, recognizers and journal a scenario uses.
extension Simulation {
  /// Gives `view` a context menu (`addInteraction(UIContextMenuInteraction(delegate:))`).
  /// The interaction's `-didMoveToView:` also adds its failure relationship recognizer to
  /// the view (`<view>.contextMenu.clickPresentationFailure`), which every long press sharing
  /// a touch with it waits for. Engine choices: it neither cancels nor delays the view's
  /// touches (the menu takes the touch itself when it opens, ``ContextMenuStep/takeTouch(_:)``,
  /// and the recognizer decides at the lift, in the same event).
  public mutating func addContextMenu(_ menu: ContextMenu, to view: ViewID) {
    menus.add(menu, to: view)
    let name = ContextMenu.viewName(tree.name(of: view), ContextMenu.failureRelationshipPart)
    guard arena.id(named: name) == nil else { return }
    var relationship = GestureRecognizer(name: name, kind: .relationship)
    relationship.isRequiredToFailByLongPresses = true
    relationship.cancelsTouchesInView = false
    relationship.delaysTouchesEnded = false
    menus.relationshipAdded(addGesture(relationship, to: view), for: view)
  }

  /// Shows the room one event's touches, after the recognizers saw them.
  mutating func showContextMenus(_ event: [TouchInput], touches numbers: [Int]) {
    guard !menus.isEmpty else { return }
    for (input, number) in zip(event, numbers) {
      switch input.phase {
      case .began:
        let owner = nearestMenuView(from: router.touches[number - 1].view)
        carryOut(
          menus.touchBegan(
            number, on: owner, at: input.location, touchesDown: router.active.count, time: now))
      case .moved:
        carryOut(menus.touchMoved(number, to: input.location))
      case .ended:
        carryOut(menus.touchEnded(number, at: input.location, cancelled: false))
      case .cancelled:
        carryOut(menus.touchEnded(number, at: input.location, cancelled: true))
      case .stationary:
        break
      }
    }
  }

  /// The display link's callback at a frame: the press may open its menu. Like a timer, it
  /// ends as an event does: gesture actions its cancellations queued run, finished
  /// recognizers reset.
  mutating func contextMenuFrame() {
    guard let press = menus.press else { return }
    let steps =
      tree.isInWindow(press.view)
      ? menus.frame(
        at: now, viewFrame: windowFrame(of: press.view),
        previewSize: tree[press.view].bounds.size, screen: screen)
      : menus.viewLeftWindow()
    guard !steps.isEmpty else { return }
    carryOut(steps)
    finishEvent()
  }

  /// A recognizer changed state: one that begins or recognizes with the press's touch stops the
  /// press.
  mutating func contextMenuNotice(_ change: GestureChange) {
    guard let press = menus.press, change.state == .began || change.state == .ended,
      router.touches[press.touch - 1].recognizers.contains(change.recognizer)
    else { return }
    carryOut(menus.otherRecognized(arena[change.recognizer].name))
  }

  /// The view itself or the nearest superview with a context menu.
  private func nearestMenuView(from view: ViewID?) -> ViewID? {
    var current = view
    while let view = current {
      if menus.menu(of: view) != nil { return view }
      current = tree.superview(of: view)
    }
    return nil
  }

  /// The smallest rectangle in window coordinates around the view's bounds.
  func windowFrame(of view: ViewID) -> Rect {
    let bounds = tree[view].bounds
    let corners = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
      Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
    ].map { tree.convert(toWindow: $0, from: view) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }

  mutating func carryOut(_ steps: [ContextMenuStep]) {
    for step in steps {
      switch step {
      case .record(let view, let moment):
        record(.contextMenu(view, moment))
      case .makeViews(let view, let spec):
        let template = ContextMenuLayout.template(
          for: spec, of: view, named: tree.name(of: view), screen: screen)
        let container = instantiate(template, in: tree.window)
        tree.removeFromSuperview(container)
        menus.viewsCreated(view, container: container)
      case .attach(let view, let preview, let menu):
        guard let container = menus.container(of: view) else { continue }
        let name = tree.name(of: view)
        tree.addSubview(container, to: tree.window)
        // A dismissal turned the container's interaction off (and may have faded the views).
        tree[container].isUserInteractionEnabled = true
        if let id = tree.view(named: ContextMenu.viewName(name, "preview")) {
          tree[id].alpha = 1
          tree[id].transform = .identity
          tree[id].frame = preview
          handOffLift(of: view, to: id, named: ContextMenu.viewName(name, "preview"))
        }
        if let id = tree.view(named: ContextMenu.viewName(name, "menu")) {
          tree[id].alpha = 1
          growMenu(id, named: ContextMenu.viewName(name, "menu"), to: menu, from: preview)
        }
      case .lift(let view, let scale):
        lift(view, scale: scale)
      case .lowerLift(let view):
        lowerLift(view)
      case .removeLift(let view):
        removeLift(view)
      case .shrink(let view, let menu, let swipeVelocity):
        shrinkContextMenu(of: view, menu: menu, swipeVelocity: swipeVelocity)
      case .movePlatter(let view, let placement, let spring):
        movePlatter(view, placement, spring: spring)
      case .detach(let container):
        tree.removeFromSuperview(container)
        record(.removed(view: container))
        stopTouchesOutsideWindow()
        stopAnimationsOutsideWindow()
      case .takeTouch(let number):
        takeTouchForContextMenu(number)
      case .run(let actions):
        perform(actions)
      case .settle(let id, let succeeded, let reason):
        var effects: [ArenaEffect] = []
        arena.settle(
          id, succeeded: succeeded, reason: reason,
          context: ArenaContext(touches: router.touches, tree: tree, parameters: parameters),
          effects: &effects)
        carryOut(effects)
      }
    }
  }

  /// The menu appears from its collapsed layout: put there without animation, then animated
  /// to `menu` by the appearance's spring (``ContextMenuAppearance``).
  private mutating func growMenu(
    _ id: ViewID, named name: String, to menu: Rect, from preview: Rect
  ) {
    let collapsed = ContextMenuAppearance(menu: menu, preview: preview)
    var properties = tree[id]
    properties.transform = .identity
    properties.frame = Rect(
      x: collapsed.center.x - collapsed.size.width / 2,
      y: collapsed.center.y - collapsed.size.height / 2, width: collapsed.size.width,
      height: collapsed.size.height)
    properties.transform = collapsed.transform
    tree[id] = properties
    start(ContextMenuAppearance.animation(of: name, to: menu), view: id)
  }

  /// The open menu takes the press's touch: the recognizers tracking it see it cancelled, and
  /// its view gets `touchesCancelled` (the driver's `prefersCancelsTouchesInView`).
  private mutating func takeTouchForContextMenu(_ number: Int) {
    let touch = router.touches[number - 1]
    guard touch.phase.isActive else { return }
    var shown = ArenaEvent(time: now)
    shown.add(.cancelled, touch: number, at: touch.location)
    var effects: [ArenaEffect] = []
    arena.show(
      shown, context: ArenaContext(touches: router.touches, tree: tree, parameters: parameters),
      effects: &effects)
    carryOut(effects)
    guard let (view, events) = router.withholdForContextMenu(number) else { return }
    record(.touchWithheld(number: number, view: view, reason: .contextMenu))
    send(events, from: view, touch: number)
    cellDelivery(number, phase: .cancelled)
  }
}
