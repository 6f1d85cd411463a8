import SimGeometry

/// The lift during a context menu's press (``ContextMenuLift``): `_UIGravityWellEffect`'s
/// anchor view, here `<view>.contextMenu.lift`, put above the pressed view in its superview
/// (`__43___UIGravityWellEffect__installEffectViews__block_invoke`: `insertSubview:aboveSubview:`
/// when the preview's container is the view's superview, the anchor at the target's centre,
/// `userInteractionEnabled` NO), so touches still reach the view under it.
extension Simulation {
  /// The lift view's name.
  static func liftName(of view: String) -> String { ContextMenu.viewName(view, "lift") }

  /// The effect's update: the lift view (put in place at the view's own transform the first
  /// time, `-begin`) springs to the view's transform scaled by `scale`.
  mutating func lift(_ view: ViewID, scale: Double) {
    guard let superview = tree.superview(of: view) else { return }
    let name = Self.liftName(of: tree.name(of: view))
    let base = tree[view].transform
    let id: ViewID
    var placed = false
    if let existing = tree.view(named: name) {
      id = existing
      placed = tree.superview(of: id) == superview && tree.isInWindow(id)
    } else {
      var builder = TemplateBuilder()
      var properties = ViewProperties(name: name, frame: .zero)
      properties.isUserInteractionEnabled = false
      _ = builder.add(properties, parent: nil)
      id = instantiate(builder.template, in: superview)
    }
    if !placed {
      // `-begin` installs the views without animation, at the view's place and size.
      if tree.superview(of: id) != nil { tree.removeFromSuperview(id) }
      var properties = tree[id]
      properties.transform = .identity
      properties.center = tree[view].center
      properties.bounds = Rect(origin: .zero, size: tree[view].bounds.size)
      properties.transform = base
      tree[id] = properties
      let index = tree.subviews(of: superview).firstIndex(of: view).map { $0 + 1 } ?? 0
      tree.insertSubview(id, into: superview, at: index)
    }
    let target = ContextMenuLift.transform(scale: scale, over: base)
    start(ContextMenuLift.animation(of: name, to: target, completion: []), view: id)
  }

  /// `-[_UIGravityWellEffect end]`: back to progress 0 (the view's own transform) with the same
  /// spring; when it stops, the controller decides whether the lift view leaves.
  mutating func lowerLift(_ view: ViewID) {
    let name = Self.liftName(of: tree.name(of: view))
    guard let id = tree.view(named: name), tree.isInWindow(id) else {
      removeLift(view)
      return
    }
    let done: [Action] = [.system(.contextMenu(.liftLowered(view)))]
    start(ContextMenuLift.animation(of: name, to: tree[view].transform, completion: done), view: id)
  }

  /// The lift view leaves the window (its animations stop with it).
  mutating func removeLift(_ view: ViewID) {
    guard let id = tree.view(named: Self.liftName(of: tree.name(of: view))),
      tree.superview(of: id) != nil
    else { return }
    tree.removeFromSuperview(id)
    stopAnimationsOutsideWindow()
  }

  /// `-endForHandOff` when the menu opens: the lift view leaves without animation and the
  /// preview (`-previewForContinuingToEffectWithPreview:`, retargeted at the anchor's
  /// presentation transform) starts from the lift's drawn transform, then is laid out at its
  /// expanded layout inside the appearance animation (`-_actuallyPerformTransition`). Engine
  /// choices: the lift's running spring animations are not carried over to the preview, and
  /// the drawn transform is the lift view's own (its superviews' transforms are not composed).
  mutating func handOffLift(of view: ViewID, to preview: ViewID, named name: String) {
    guard let id = tree.view(named: Self.liftName(of: tree.name(of: view))), tree.isInWindow(id)
    else { return }
    let drawn = presentation(of: id).transform
    removeLift(view)
    guard drawn != .identity else { return }
    tree[preview].transform = drawn
    var change = ViewChange()
    change.transform = .identity
    start(
      ViewAnimation(
        view: name, to: change, duration: ContextMenuAppearance.duration,
        timing: .spring(ContextMenuAppearance.spring), allowsUserInteraction: true),
      view: preview)
  }
}
