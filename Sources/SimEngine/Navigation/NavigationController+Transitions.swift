import SimGeometry

/// A push or pop from its start to its end: appearance callbacks, the stack, the views put in
/// place and the transition's property animator (UIKit's parallax transition or the delegate's
/// custom one, `NavigationController+Layouts.swift`); at the end, the screen that left goes out
/// of the window, or, cancelled, the one that was coming.
extension NavigationController {
  /// The transition starts: appearance callbacks, views in place, the animator created and
  /// started (or, interactive, paused at 0 for the finger to drive).
  mutating func begin(_ p: Int, _ transition: NavigationTransition) -> [PresentationStep] {
    guard let views = navigations[p].views else { return [] }
    var steps = appearance(p, transition.from, ["viewWillDisappear"])
    steps += appearance(p, transition.to, ["viewWillAppear"])
    // UIKit's `viewControllers` changes when the transition begins, and comes back if it is
    // cancelled.
    var running = transition
    running.undo = navigations[p].stack.apply(transition.edit)
    navigations[p].transition = running
    let screens = navigations[p].spec.screens
    steps.append(
      record(
        p,
        .began(
          transition.operation, from: screens[transition.from].name,
          to: screens[transition.to].name, interactive: transition.interactive)))
    // UIKit turns interaction off for the whole transition, interactive or not: the context's
    // `_disableInteractionForViews:` (from `_immediatelyApplyViewControllers…`'s start block)
    // sets `userInteractionEnabled` NO, and only `_enableInteractionForDisabledViews` (the
    // context's `dealloc`, after `completeTransition:`) turns it back on; `finish`/
    // `cancelInteractiveTransition` leave it off. A finger already down keeps its view.
    var still = ViewChange()
    still.isUserInteractionEnabled = false
    steps.append(.change(views.container, still))
    let settings = navigations[p].spec.settings
    if let custom = transition.operation == .push ? settings.customPush : settings.customPop {
      steps += customLayout(p, transition, custom)
    } else {
      steps += standardLayout(p, transition)
    }
    return steps + refreshChrome(p)
  }

  /// The animator's completions: the transition ends completed at its end, cancelled at its
  /// start (`completeTransition(!transitionWasCancelled)`).
  func endings(_ name: String) -> [AnimatorCompletion] {
    [
      AnimatorCompletion(
        position: .end, actions: [.system(.navigation(.transitionEnded(name, completed: true)))]),
      AnimatorCompletion(
        position: .start, actions: [.system(.navigation(.transitionEnded(name, completed: false)))]),
    ]
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
      if let undo = transition.undo { navigations[p].stack.undo(undo) }
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
    steps += refreshChrome(p)
    // The calls made while it ran, in order; one that starts a transition defers the rest again.
    let waiting = navigations[p].deferred
    navigations[p].deferred = []
    for command in waiting { steps += perform(command, on: navigations[p].spec.name) }
    return steps
  }
}
