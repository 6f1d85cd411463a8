import SimGeometry

/// The context menu's dismissal animation (``ContextMenuDismissal``), carried out on the
/// menu's views.
extension Simulation {
  /// `-dismissalTransitionWillBegin` turns the platter container's interaction off, so a tap
  /// during the dismissal reaches the app under it. Then, inside the type 1 spring,
  /// `-_actuallyPerformTransition` lays the preview out at the source view
  /// (`-_targetedPreviewForDismissalAnimation`: the view where it is now) and the menu at its
  /// collapsed layout around that preview. Without the view in the window, the preview shrinks
  /// to scale 0.35 at its own centre and, the target's container being the transition view,
  /// the views fade to alpha 0. The views leave when the menu's animation stops. After a swipe
  /// down (`swipeVelocity`), the type 2 spring (``startDismissal(_:view:swipeVelocity:)``).
  mutating func shrinkContextMenu(of view: ViewID, menu: Rect, swipeVelocity: Double? = nil) {
    guard let container = menus.container(of: view) else { return }
    tree[container].isUserInteractionEnabled = false
    let name = tree.name(of: view)
    let previewName = ContextMenu.viewName(name, "preview")
    let menuName = ContextMenu.viewName(name, "menu")
    let done: [Action] = [.system(.contextMenu(.dismissed(view)))]
    guard let menuID = tree.view(named: menuName) else {
      carryOut([.detach(container: container)])
      return
    }
    var target: Rect
    var previewTransform = AffineTransform.identity
    let returns = tree.isInWindow(view) && !tree[view].isHidden
    if let previewID = tree.view(named: previewName) {
      let preview = tree[previewID].frame
      target = returns ? windowFrame(of: view) : preview
      if !returns {
        previewTransform = AffineTransform(
          scaleX: ContextMenuDismissal.fallbackScale, y: ContextMenuDismissal.fallbackScale)
      }
      var animation = ContextMenuDismissal.animation(
        of: previewName, center: Point(x: target.midX, y: target.midY),
        size: returns ? target.size : preview.size, transform: previewTransform)
      if !returns { animation.to.alpha = 0 }
      startDismissal(animation, view: previewID, swipeVelocity: swipeVelocity)
    } else {
      target = windowFrame(of: view)
    }
    let collapsed = ContextMenuAppearance(menu: menu, preview: target)
    var animation = ContextMenuDismissal.animation(
      of: menuName, center: collapsed.center, size: collapsed.size,
      transform: collapsed.transform, completion: done)
    if !returns { animation.to.alpha = 0 }
    startDismissal(animation, view: menuID, swipeVelocity: swipeVelocity)
  }
}
