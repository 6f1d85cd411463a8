import SimGeometry

/// The open menu's preview pan (``ContextMenuPlatterPan``): the pan recognizer on the menu's
/// container reaches the ``ContextMenuController`` with its translation and location, and the
/// views move as the controller places them.
extension Simulation {
  /// A context-menu event from the menu's own recognizers and animations.
  mutating func handleContextMenu(_ event: ContextMenuEvent) {
    guard case .platterPan(let view, let state) = event else {
      carryOut(menus.handle(event))
      return
    }
    let name = tree.name(of: view)
    guard let pan = arena.id(named: ContextMenu.viewName(name, "previewPan")),
      let preview = tree.view(named: ContextMenu.viewName(name, "preview"))
    else { return }
    // `translationInView:` and `locationInView:` of the container, which fills the window.
    let translation = arena[pan].snapshot.translation ?? .zero
    let location = arena[pan].touches.first.map { router.touches[$0 - 1].location } ?? .zero
    carryOut(
      menus.platterPan(
        view, state: state, translation: translation, location: location,
        previewCenterY: tree[preview].center.y, time: now))
  }

  /// `+[UIView _animateUsingSpringBehavior:tracking:animations:]` around
  /// `-_animationsForPreviewPlusActionsStyleWithTranslation:location:`: the preview's centre and
  /// transform, the menu's centre, scale and alpha, each animation added over the ones still
  /// running (engine choice, as for the lift: UIKit's tracking retargets with smoothing, not
  /// modelled), lasting until the spring settles.
  mutating func movePlatter(
    _ view: ViewID, _ placement: ContextMenuPlatterPan.Placement, spring: Spring
  ) {
    let name = tree.name(of: view)
    let duration = Interval(seconds: spring.settlingDuration)
    let previewName = ContextMenu.viewName(name, "preview")
    if let preview = tree.view(named: previewName) {
      var change = ViewChange()
      change.center = placement.previewCenter
      change.transform = placement.previewTransform
      start(
        ViewAnimation(
          view: previewName, to: change, duration: duration, timing: .spring(spring),
          allowsUserInteraction: true), view: preview)
    }
    let menuName = ContextMenu.viewName(name, "menu")
    if let menu = tree.view(named: menuName) {
      var change = ViewChange()
      change.center = placement.menuCenter
      change.transform = AffineTransform(scaleX: placement.menuScale, y: placement.menuScale)
      change.alpha = placement.menuAlpha
      start(
        ViewAnimation(
          view: menuName, to: change, duration: duration, timing: .spring(spring),
          allowsUserInteraction: true), view: menu)
    }
  }

  /// Starts one of the dismissal's animations. After a swipe down, the pan controller sets the
  /// position velocity (`_setVelocity:forKey:@"position"`, (0, v)) on the preview and the menu
  /// before `-platterPanControllerDidSwipeDown:`, and the dismissal (reason 2, mapped to 6, not
  /// in the mask 0xBBA) runs the type 2 spring, damping ratio 0.85, response 0.4. Engine
  /// choice: the centre moves in an animation of its own whose spring starts at v over the
  /// vertical distance to go (the engine's springs run one progress for both axes of a
  /// centre, so the horizontal part starts with the same relative velocity); none under 1 pt.
  mutating func startDismissal(_ animation: ViewAnimation, view: ViewID, swipeVelocity: Double?) {
    guard let velocity = swipeVelocity else {
      start(animation, view: view)
      return
    }
    let spring = ContextMenuDismissal.swipeSpring
    var rest = animation
    rest.to.center = nil
    rest.timing = .spring(spring)
    rest.duration = Interval(seconds: spring.settlingDuration)
    guard let center = animation.to.center else {
      start(rest, view: view)
      return
    }
    let distance = center.y - tree[view].center.y
    let relative = abs(distance) < 1 ? 0 : velocity / distance
    let moving = Spring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: relative)
    var change = ViewChange()
    change.center = center
    var move = ViewAnimation(
      view: animation.view, to: change, duration: Interval(seconds: moving.settlingDuration),
      timing: .spring(moving), allowsUserInteraction: true)
    // The completion goes with whichever ends last and moves (an animation with nothing to
    // move ends at once: the menu hidden by the drag is at its collapsed scale already).
    let model = tree[view]
    let restMoves =
      rest.to.boundsSize.map { $0 != model.bounds.size } ?? false
      || rest.to.transform.map { $0 != model.transform } ?? false
      || rest.to.alpha.map { $0 != model.alpha } ?? false
    if move.duration > rest.duration || !restMoves {
      move.completion = rest.completion
      rest.completion = []
    }
    start(move, view: view)
    start(rest, view: view)
  }
}
