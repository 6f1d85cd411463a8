import SimGeometry

/// Presenting and dismissing: the engine builds the presentation's views in a container above
/// the presenting views (UIKit's transition view), animates them in and out, and keeps the
/// container swallowing touches while a transition runs (UIKit ignores interaction during
/// non-interactive transitions).
extension Simulation {
  /// Makes a presentation available to `present` and `dismiss` actions.
  /// - Precondition: no other presentation has the same name.
  public mutating func addPresentation(_ presentation: Presentation) {
    precondition(
      presentationIndex[presentation.name] == nil, "duplicate presentation '\(presentation.name)'")
    presentationIndex[presentation.name] = presentations.count
    presentations.append(PresentationRuntime(spec: presentation))
  }

  /// The presentation's phase, or nil when there is none of that name.
  public func phase(ofPresentation name: String) -> PresentationPhase? {
    presentationIndex[name].map { presentations[$0].phase }
  }

  /// A sheet's selected detent.
  public func detent(ofPresentation name: String) -> String? {
    presentationIndex[name].flatMap { presentations[$0].detent }
  }

  /// Every presentation's name, phase and detent, in the order they were added.
  public var presentationStates: [(name: String, phase: PresentationPhase, detent: String?)] {
    presentations.map { ($0.name, $0.phase, $0.detent) }
  }

  mutating func present(_ name: String) {
    guard let index = presentationIndex[name] else {
      record(.actionFailed("present: no presentation named '\(name)'"))
      return
    }
    guard presentations[index].phase == .dismissed else {
      record(.presentationIgnored(name, reason: "it is \(presentations[index].phase.rawValue)"))
      return
    }
    if presentations[index].container == nil { build(index) }
    let runtime = presentations[index]
    guard let container = runtime.container, let presented = runtime.presented,
      let backdrop = runtime.backdrop
    else { return }
    tree.addSubview(container, to: tree.window)
    tree[container].passesTouchesThrough = false
    switch runtime.spec.style {
    case .sheet(let style):
      let geometry = sheetGeometry(style)
      let detent = geometry.detent(named: style.selectedDetent) ?? geometry.detentsByHeight[0]
      presentations[index].detent = detent.id
      // The sheet slides up at its full size from just below the screen.
      var final = geometry.frame(top: geometry.top(at: detent))
      tree[presented].frame = Rect(origin: Point(x: 0, y: screen.size.height), size: final.size)
      tree[backdrop].alpha = 0
      final.size = tree[presented].bounds.size
      move(presented, to: final, motion: style.motion, hook: .presentationArrived(name))
      if isDimmed(style, detent: detent.id) { fade(backdrop, to: 1, motion: style.motion) }
    case .custom(let style):
      tree[presented].transform = AffineTransform(translationX: 0, y: tree[presented].bounds.height)
      tree[backdrop].alpha = 0
      var change = ViewChange()
      change.transform = .identity
      animate(presented, change, motion: style.present, hook: .presentationArrived(name))
      fade(backdrop, to: 1, motion: Motion(duration: style.present.duration, timing: .default))
    case .popup(let style):
      if let from = style.showFrom, let motion = style.show {
        var target = ViewChange()
        let final = tree[presented]
        target.center = final.center
        target.boundsSize = final.bounds.size
        target.alpha = final.alpha
        target.transform = final.transform
        from.apply(to: &tree[presented])
        animate(presented, target, motion: motion, hook: .presentationArrived(name))
      } else {
        setPhase(index, .presenting)
        arrived(index)
        return
      }
    }
    setPhase(index, .presenting)
  }

  mutating func dismiss(_ name: String, velocity: Double) {
    guard let index = presentationIndex[name] else {
      record(.actionFailed("dismiss: no presentation named '\(name)'"))
      return
    }
    let runtime = presentations[index]
    guard runtime.phase == .presented || runtime.phase == .presenting else {
      record(.presentationIgnored(name, reason: "it is \(runtime.phase.rawValue)"))
      return
    }
    guard let container = runtime.container, let presented = runtime.presented,
      let backdrop = runtime.backdrop
    else { return }
    perform([.log(Presentation.viewName(name, "willDismiss"))])
    setPhase(index, .dismissing)
    tree[container].passesTouchesThrough = false
    switch runtime.spec.style {
    case .sheet(let style):
      // The sheet slides down at its size until it is below the screen.
      let onScreen = presentation(of: presented).frame
      let motion = snapMotion(
        style, from: onScreen.minY, to: screen.size.height, velocity: velocity)
      let below = Rect(
        origin: Point(x: 0, y: screen.size.height), size: tree[presented].bounds.size)
      move(presented, to: below, motion: motion, hook: .presentationGone(name))
      // The dimming fades without the release velocity: an alpha has nothing to overshoot to.
      fade(backdrop, to: 0, motion: style.motion)
    case .custom(let style):
      var change = ViewChange()
      change.transform = AffineTransform(translationX: 0, y: tree[presented].bounds.height)
      animate(presented, change, motion: style.dismiss, hook: .presentationGone(name))
      fade(backdrop, to: 0, motion: style.dismiss)
    case .popup(let style):
      if let to = style.hideTo, let motion = style.hide {
        animate(presented, to, motion: motion, hook: .presentationGone(name))
      } else {
        gone(index)
      }
    }
  }

  /// The present animation ended: presented; a sheet's container lets touches through when its
  /// detent is undimmed.
  mutating func arrived(_ index: Int) {
    guard presentations[index].phase == .presenting else { return }
    setPhase(index, .presented)
    updatePassThrough(index)
    perform([.log(Presentation.viewName(presentations[index].name, "didPresent"))])
  }

  /// The dismiss animation ended: the views leave the window.
  mutating func gone(_ index: Int) {
    guard presentations[index].phase == .dismissing, let container = presentations[index].container
    else { return }
    tree.removeFromSuperview(container)
    record(.removed(view: container))
    stopTouchesOutsideWindow()
    stopAnimationsOutsideWindow()
    setPhase(index, .dismissed)
    if case .popup = presentations[index].spec.style, let content = presentations[index].presented {
      // The content goes back to its own values, so presenting again shows it the same way.
      let original = presentations[index].spec.content.entries[0].properties
      tree[content].center = original.center
      tree[content].bounds = original.bounds
      tree[content].alpha = original.alpha
      tree[content].transform = original.transform
    }
    perform([.log(Presentation.viewName(presentations[index].name, "didDismiss"))])
    if case .popup(let style) = presentations[index].spec.style { perform(style.onHide) }
  }

  mutating func setPhase(_ index: Int, _ phase: PresentationPhase) {
    presentations[index].phase = phase
    record(.presentation(presentations[index].name, phase, detent: presentations[index].detent))
  }

  /// A sheet's container passes touches to the presenting views when it rests on an undimmed
  /// detent; every other container swallows what its views don't take.
  mutating func updatePassThrough(_ index: Int) {
    let runtime = presentations[index]
    guard let container = runtime.container else { return }
    var passes = false
    if case .sheet(let style) = runtime.spec.style, runtime.phase == .presented {
      passes = !isDimmed(style, detent: runtime.detent)
    }
    tree[container].passesTouchesThrough = passes
  }

  func isDimmed(_ style: SheetStyle, detent: String?) -> Bool {
    let geometry = sheetGeometry(style)
    guard let undimmed = geometry.detent(named: style.largestUndimmedDetent),
      let current = geometry.detent(named: detent)
    else { return true }
    return geometry.value(of: current) > geometry.value(of: undimmed)
  }

  func sheetGeometry(_ style: SheetStyle) -> SheetGeometry {
    SheetGeometry(style: style, screen: screen.size, safeArea: screen.safeArea)
  }

  mutating func handle(_ hook: EngineHook, finished: Bool) {
    switch hook {
    case .presentationArrived(let name):
      if finished, let index = presentationIndex[name] { arrived(index) }
    case .presentationGone(let name):
      if finished, let index = presentationIndex[name] { gone(index) }
    case .sheetSettled(let name):
      if finished, let index = presentationIndex[name] { updatePassThrough(index) }
    case .sheetPan, .dimmingTap:
      return
    }
  }

  /// Animates `view` to `change` with `motion`, not hittable meanwhile.
  mutating func animate(
    _ view: ViewID, _ change: ViewChange, motion: Motion, hook: EngineHook? = nil,
    interactive: Bool = false
  ) {
    var animation = ViewAnimation(
      view: tree.name(of: view), to: change, duration: motion.duration, timing: motion.timing,
      allowsUserInteraction: interactive, beginsFromCurrentState: true)
    animation.hook = hook
    start(animation, view: view)
  }

  mutating func move(
    _ view: ViewID, to frame: Rect, motion: Motion, hook: EngineHook?, interactive: Bool = false
  ) {
    var change = ViewChange()
    change.frame = frame
    animate(view, change, motion: motion, hook: hook, interactive: interactive)
  }

  mutating func fade(_ view: ViewID, to alpha: Double, motion: Motion) {
    var change = ViewChange()
    change.alpha = alpha
    animate(view, change, motion: motion)
  }
}
