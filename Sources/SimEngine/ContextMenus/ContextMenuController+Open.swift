import SimGeometry

/// Opening the menu, choosing an action, tapping the preview, and dismissing.
extension ContextMenuController {
  /// `-_performPresentation`: the delegate's `willDisplayMenuFor`, then the menu's views above
  /// the app; the press's touch now belongs to the menu.
  mutating func open(
    _ view: ViewID, spec: ContextMenu, touch: Int?, viewFrame: Rect, screen: Screen
  ) -> [ContextMenuStep] {
    let layout = ContextMenuLayout(menu: spec, viewFrame: viewFrame, screen: screen)
    self.layout = layout
    phase = .open(view: view, touch: touch, highlighted: nil)
    var steps: [ContextMenuStep] = []
    // The click down succeeds the relationship recognizers (the interaction's state machine,
    // `stateMachineSpec_block_invoke_8_0`: `_succeed` on both), so the long presses waiting
    // for the failure one fail, before the delegate hears of the menu (engine order).
    if let relationship = relationships[view] {
      steps.append(.settle(relationship, succeeded: true, reason: ""))
    }
    steps += [.record(view, .willDisplay), .run(spec.willDisplay)]
    if containers[view] == nil {
      steps.append(.makeViews(view, spec))
    }
    steps.append(.attach(view, preview: layout.preview, menu: layout.menu))
    if let touch { steps.append(.takeTouch(touch)) }
    return steps
  }

  /// The container of `view`'s open menu's views, once made.
  func container(of view: ViewID) -> ViewID? { containers[view] }

  /// A tap on the open menu's views.
  mutating func handle(_ event: ContextMenuEvent) -> [ContextMenuStep] {
    switch event {
    case .backgroundTapped(let view):
      guard isOpen(view) else { return [] }
      return dismiss(view, reason: "the background was tapped")
    case .previewTapped(let view):
      guard isOpen(view), let spec = menu(of: view) else { return [] }
      // `-_contextMenuPresentationPreviewWasTapped:`: the delegate's preview action, then
      // `_cancelWithReason:4` dismisses the menu.
      return [.record(view, .willPerformPreviewAction), .run(spec.willPerformPreviewAction)]
        + dismiss(view, reason: "the preview was tapped")
    case .actionTapped(let view, let index):
      guard isOpen(view) else { return [] }
      return choose(index, of: view)
    case .liftLowered(let view):
      return liftLowered(view)
    case .dismissed(let view):
      // The dismissal spring stopped: the views leave unless the menu opened again meanwhile.
      guard !isOpen(view), let container = containers[view] else { return [] }
      return [.detach(container: container)]
    case .platterPan:
      // The coordinator gathers the pan's values and calls `platterPan(_:state:…)`.
      return []
    }
  }

  /// An action was chosen: the menu dismisses with the action's handler among the alongside
  /// actions (`-contextMenuUIController:didRequestDismissalWithReason:1 alongsideActions:`),
  /// which `-_animateDismissalWithReason:actions:completion:` runs before its spring starts.
  mutating func choose(_ index: Int, of view: ViewID) -> [ContextMenuStep] {
    guard let spec = menu(of: view), spec.items.indices.contains(index) else { return [] }
    let item = spec.items[index]
    return [.record(view, .selected(item.title))]
      + dismiss(view, reason: "'\(item.title)' was chosen", alongside: item.actions)
  }

  /// `willEndFor`, the alongside actions, then the dismissal animation
  /// (``ContextMenuDismissal``): the views leave the window when it stops. `swipeVelocity`:
  /// a swipe down's position velocity (reason 2, the type 2 spring).
  mutating func dismiss(
    _ view: ViewID, reason: String, alongside: [Action] = [], swipeVelocity: Double? = nil
  ) -> [ContextMenuStep] {
    guard isOpen(view), let spec = menu(of: view), let layout else { return [] }
    phase = .idle
    self.layout = nil
    var steps: [ContextMenuStep] = [.record(view, .willEnd(reason)), .run(spec.willEnd)]
    if !alongside.isEmpty { steps.append(.run(alongside)) }
    steps.append(.shrink(view, menu: layout.menu, swipeVelocity: swipeVelocity))
    return steps
  }

  private func isOpen(_ view: ViewID) -> Bool {
    if case .open(let open, _, _) = phase { return open == view }
    return false
  }
}
