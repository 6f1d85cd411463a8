import SimGeometry

/// Presenting and dismissing: the views go in a container above the presenting views (UIKit's
/// transition view), animate in and out, and the container swallows touches while a transition
/// runs (UIKit ignores interaction during non-interactive transitions).
extension PresentationController {
  /// Presents `name`, whose views exist (``prepareToPresent(_:)`` said `ready`).
  mutating func present(_ name: String, tree: ViewTree) -> [PresentationStep] {
    guard let position = position(of: name) else { return [] }
    let runtime = presentations[position]
    guard let container = runtime.container, let presented = runtime.presented,
      let backdrop = runtime.backdrop
    else { return [] }
    var steps: [PresentationStep] = [.attach(container)]
    var swallow = ViewChange()
    swallow.passesTouchesThrough = false
    steps.append(.change(container, swallow))
    switch runtime.spec.style {
    case .sheet(let style):
      let geometry = sheetGeometry(style)
      let detent = geometry.detent(named: style.selectedDetent) ?? geometry.detentsByHeight[0]
      presentations[position].detent = detent.id
      // The sheet slides up at its full size from just below the screen.
      let final = geometry.frame(top: geometry.top(at: detent))
      var below = ViewChange()
      below.frame = Rect(origin: Point(x: 0, y: screen.size.height), size: final.size)
      steps.append(.change(presented, below))
      steps.append(.change(backdrop, Self.alpha(0)))
      var up = ViewChange()
      up.frame = final
      steps.append(
        animation(
          presented, up, motion: style.motion, in: tree, completion: .presentTransitionEnded(name)
        ))
      if isDimmed(style, detent: detent.id) {
        steps.append(animation(backdrop, Self.alpha(1), motion: style.motion, in: tree))
      }
    case .custom(let style):
      var start = ViewChange()
      start.transform = AffineTransform(translationX: 0, y: tree[presented].bounds.height)
      steps.append(.change(presented, start))
      steps.append(.change(backdrop, Self.alpha(0)))
      var change = ViewChange()
      change.transform = .identity
      steps.append(
        animation(
          presented, change, motion: style.present, in: tree,
          completion: .presentTransitionEnded(name)))
      steps.append(
        animation(
          backdrop, Self.alpha(1),
          motion: Motion(duration: style.present.duration, timing: .default), in: tree))
    case .animated(let style):
      steps += animatedTransition(position, style.present, interactive: false, presenting: true)
    case .popup(let style):
      guard let from = style.showFrom, let motion = style.show else {
        steps.append(setPhase(position, .presenting))
        return steps + arrived(position)
      }
      var target = ViewChange()
      let final = tree[presented]
      target.center = final.center
      target.boundsSize = final.bounds.size
      target.alpha = final.alpha
      target.transform = final.transform
      steps.append(.change(presented, from))
      steps.append(
        animation(
          presented, target, motion: motion, in: tree, completion: .presentTransitionEnded(name)))
    }
    steps.append(setPhase(position, .presenting))
    return steps
  }

  /// Dismisses `name` (programmatically: a modal sheet too); a sheet leaves with `velocity`
  /// (pt/s, from a release) from where it is `drawn`.
  mutating func dismiss(
    _ name: String, velocity: Double, drawn: Rect?, tree: ViewTree, interactive: Bool = false
  ) -> [PresentationStep] {
    guard let position = position(of: name) else {
      return [.record(.actionFailed("dismiss: no presentation named '\(name)'"))]
    }
    let runtime = presentations[position]
    guard runtime.phase == .presented || runtime.phase == .presenting else {
      // UIKit logs "Attempt to dismiss from view controller … while a presentation or dismiss
      // is in progress!" and does nothing; a dismiss while dismissing asks for what is happening.
      let reason =
        runtime.phase == .dismissing
        ? "it is already dismissing" : "it is \(runtime.phase.rawValue)"
      return [.record(.presentationIgnored(name, reason: reason))]
    }
    guard let container = runtime.container, let presented = runtime.presented,
      let backdrop = runtime.backdrop
    else { return [] }
    var steps: [PresentationStep] = [.record(.log(Presentation.viewName(name, "willDismiss")))]
    steps.append(setPhase(position, .dismissing))
    var swallow = ViewChange()
    swallow.passesTouchesThrough = false
    steps.append(.change(container, swallow))
    switch runtime.spec.style {
    case .sheet(let style):
      // The sheet slides down at its size until it is below the screen.
      let top = drawn?.minY ?? tree[presented].frame.minY
      let motion = snapMotion(style, from: top, to: screen.size.height, velocity: velocity)
      var below = ViewChange()
      below.frame = Rect(
        origin: Point(x: 0, y: screen.size.height), size: tree[presented].bounds.size)
      steps.append(
        animation(
          presented, below, motion: motion, in: tree, completion: .dismissTransitionEnded(name)))
      // The dimming fades without the release velocity: an alpha has nothing to overshoot to.
      steps.append(animation(backdrop, Self.alpha(0), motion: style.motion, in: tree))
    case .custom(let style):
      var change = ViewChange()
      change.transform = AffineTransform(translationX: 0, y: tree[presented].bounds.height)
      steps.append(
        animation(
          presented, change, motion: style.dismiss, in: tree,
          completion: .dismissTransitionEnded(name)))
      steps.append(animation(backdrop, Self.alpha(0), motion: style.dismiss, in: tree))
    case .animated(let style):
      steps += animatedTransition(
        position, style.dismiss, interactive: interactive, presenting: false)
    case .popup(let style):
      if let to = style.hideTo, let motion = style.hide {
        steps.append(
          animation(
            presented, to, motion: motion, in: tree, completion: .dismissTransitionEnded(name)))
      } else {
        steps += gone(position)
      }
    }
    return steps
  }

  /// The sheet's motion toward `to`, starting with the release velocity (in whole distances per
  /// second, as UIKit's spring API takes it).
  func snapMotion(_ style: SheetStyle, from: Double, to: Double, velocity: Double) -> Motion {
    guard case .spring(let base) = style.motion.timing, to != from else { return style.motion }
    // A release a hair from its target gives a huge relative velocity: bounded, as any spring's.
    let relative = SpringLimits.clamped(velocity: velocity / (to - from))
    let spring = Spring.uikit(
      duration: style.motion.duration.seconds, dampingRatio: base.dampingRatio,
      initialVelocity: relative)
    return Motion(duration: style.motion.duration, timing: .spring(spring))
  }

  static func alpha(_ value: Double) -> ViewChange {
    var change = ViewChange()
    change.alpha = value
    return change
  }
}
