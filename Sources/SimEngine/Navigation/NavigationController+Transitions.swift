import SimGeometry

/// UIKit's standard push and pop (`_UINavigationParallaxTransition`): the upper screen slides
/// between the right edge and its place, the lower one between its place and
/// `round(width × 0.7) − width` to the left, with a dimming view between them, driven by a
/// `UIViewPropertyAnimator` that refuses touches (`userInteractionEnabled` is the context's
/// `_allowUserInteraction`, false for navigation).
extension NavigationController {
  /// The transition starts: appearance callbacks, views in place, the animator created and
  /// started (or, interactive, paused at 0 for the finger to drive).
  mutating func begin(_ p: Int, _ transition: NavigationTransition) -> [PresentationStep] {
    guard let views = navigations[p].views else { return [] }
    let runtime = navigations[p]
    let push = transition.operation == .push
    let lower = push ? transition.from : transition.to
    let upper = push ? transition.to : transition.from
    let lowerView = runtime.screenViews[lower]
    let upperView = runtime.screenViews[upper]
    let width = screen.size.width
    let settings = runtime.spec.settings
    let lowerRest = runtime.restFrames[lower]
    let upperRest = runtime.restFrames[upper]
    let parallax = (width * settings.parallax).rounded() - width
    func shifted(_ rect: Rect, _ dx: Double) -> Rect {
      Rect(origin: Point(x: rect.origin.x + dx, y: rect.origin.y), size: rect.size)
    }
    let covered = shifted(lowerRest, parallax)
    let offscreen = shifted(upperRest, width)

    var steps = appearance(p, transition.from, ["viewWillDisappear"])
    steps += appearance(p, transition.to, ["viewWillAppear"])
    // UIKit's `viewControllers` changes when the transition begins, and comes back if it is
    // cancelled.
    navigations[p].transition = transition
    navigations[p].stack = transition.stackAfter
    steps.append(
      record(
        p,
        .began(
          transition.operation, from: runtime.spec.screens[transition.from].name,
          to: runtime.spec.screens[transition.to].name, interactive: transition.interactive)))
    steps.append(.insert(lowerView, into: views.container, at: 0))
    steps.append(.insert(views.dimming, into: views.container, at: 1))
    steps.append(.insert(upperView, into: views.container, at: 2))
    steps.append(.change(upperView, frameChange(push ? offscreen : upperRest)))
    steps.append(.change(lowerView, frameChange(push ? lowerRest : covered)))
    var dim = ViewChange()
    dim.alpha = push ? 0 : settings.dimmingAlpha
    steps.append(.change(views.dimming, dim))
    if !transition.interactive {
      var still = ViewChange()
      still.isUserInteractionEnabled = false
      steps.append(.change(views.container, still))
    }
    var animatorSettings = PropertyAnimatorSettings(
      name: runtime.animatorName, duration: settings.duration,
      timing: .cubic(transition.interactive ? .linear : settings.curve))
    animatorSettings.isUserInteractionEnabled = false
    animatorSettings.scrubsLinearly = false
    var undim = ViewChange()
    undim.alpha = push ? settings.dimmingAlpha : 0
    let animations = [
      AnimatorAnimation(
        view: runtime.spec.screens[upper].content.rootName,
        change: frameChange(push ? upperRest : offscreen)),
      AnimatorAnimation(
        view: runtime.spec.screens[lower].content.rootName,
        change: frameChange(push ? covered : lowerRest)),
      AnimatorAnimation(view: Navigation.part(runtime.spec.name, "dimming"), change: undim),
    ]
    let completions = [
      AnimatorCompletion(
        position: .end,
        actions: [.navigationEvent(.transitionEnded(runtime.spec.name, completed: true))]),
      AnimatorCompletion(
        position: .start,
        actions: [.navigationEvent(.transitionEnded(runtime.spec.name, completed: false))]),
    ]
    let name = runtime.animatorName
    var actions: [Action] = [
      .animator(name, .create(animatorSettings, animations: animations, completions: completions))
    ]
    actions.append(.animator(name, transition.interactive ? .pause : .start(delay: .zero)))
    steps.append(.run(actions))
    steps += refreshChrome(p)
    return steps
  }

  /// The animator finished at its end (the transition completed) or its start (cancelled).
  mutating func end(_ p: Int, completed: Bool) -> [PresentationStep] {
    guard let transition = navigations[p].transition, let views = navigations[p].views else {
      return []
    }
    navigations[p].transition = nil
    navigations[p].tracker = nil
    let fromView = navigations[p].screenViews[transition.from]
    let toView = navigations[p].screenViews[transition.to]
    var steps: [PresentationStep] = []
    if completed {
      steps.append(.detach(fromView))
      steps.append(.change(fromView, frameChange(navigations[p].restFrames[transition.from])))
      steps += appearance(p, transition.from, ["viewDidDisappear"])
      steps += appearance(p, transition.to, ["viewDidAppear"])
      steps.append(record(p, .completed(transition.operation)))
    } else {
      // A cancelled transition balances the callbacks: the screen that was to appear
      // disappears again, and the one that was leaving appears again.
      navigations[p].stack = transition.stackBefore
      steps.append(.detach(toView))
      steps.append(.change(toView, frameChange(navigations[p].restFrames[transition.to])))
      steps += appearance(p, transition.to, ["viewWillDisappear", "viewDidDisappear"])
      steps += appearance(p, transition.from, ["viewWillAppear", "viewDidAppear"])
      steps.append(record(p, .cancelled(transition.operation)))
    }
    var reset = ViewChange()
    reset.alpha = 0
    steps.append(.change(views.dimming, reset))
    var touchable = ViewChange()
    touchable.isUserInteractionEnabled = true
    steps.append(.change(views.container, touchable))
    return steps + refreshChrome(p)
  }
}
