/// The interactive pop (`_UINavigationInteractiveTransitionBase handleNavigationTransition:`):
/// began starts a pop whose animator the finger scrubs, each change sets its progress to the
/// translation over the view's width, and the release completes or cancels it by UIKit's rule,
/// at a speed that keeps up with the finger.
extension NavigationController {
  /// What the pop reads from its recognizer at an event.
  struct PopInputs {
    var translation: Double
    var velocity: Double
    var time: Double
  }

  mutating func handle(_ event: NavigationEvent, inputs: PopInputs) -> [PresentationStep] {
    switch event {
    case .transitionEnded(let name, let completed):
      return position(of: name).map { end($0, completed: completed) } ?? []
    case .popGesture(let name, let state):
      guard let p = position(of: name) else { return [] }
      switch state {
      case .began: return popBegan(p, inputs)
      case .changed: return popChanged(p, inputs)
      case .ended: return popReleased(p, inputs)
      case .cancelled: return popCancelled(p)
      case .possible, .failed: return []
      }
    }
  }

  private var width: Double { screen.size.width }

  private mutating func popBegan(_ p: Int, _ inputs: PopInputs) -> [PresentationStep] {
    guard navigations[p].transition == nil, navigations[p].stack.count > 1,
      let from = navigations[p].stack.top, let to = navigations[p].stack.top(after: .pop)
    else { return [] }
    navigations[p].tracker = PopGestureTracker(
      width: width, time: inputs.time, translation: inputs.translation, velocity: inputs.velocity)
    let transition = NavigationTransition(
      operation: .pop, from: from, to: to, interactive: true, edit: .pop, isFinishing: false)
    return begin(p, transition)
  }

  private mutating func popChanged(_ p: Int, _ inputs: PopInputs) -> [PresentationStep] {
    guard var transition = navigations[p].transition, transition.interactive,
      !transition.isFinishing
    else { return [] }
    // UIPercentDrivenInteractiveTransition keeps the progress in 0…1; the navigation
    // transition stops it short of 1 so the finger alone never completes it.
    let progress = min(max(inputs.translation / width, 0), 0.999)
    transition.progress = progress
    navigations[p].transition = transition
    navigations[p].tracker?.sample(
      time: inputs.time, translation: inputs.translation, velocity: inputs.velocity,
      isFinal: false)
    return [.run([.animator(navigations[p].animatorName, .setFractionComplete(.number(progress)))])]
  }

  private mutating func popReleased(_ p: Int, _ inputs: PopInputs) -> [PresentationStep] {
    guard var transition = navigations[p].transition, transition.interactive,
      !transition.isFinishing, var tracker = navigations[p].tracker
    else { return [] }
    tracker.sample(
      time: inputs.time, translation: inputs.translation, velocity: inputs.velocity,
      isFinal: true)
    navigations[p].tracker = tracker
    transition.isFinishing = true
    navigations[p].transition = transition
    let settings = navigations[p].spec.settings
    let release = tracker.release(
      progress: transition.progress, duration: settings.duration, velocity: inputs.velocity,
      rule: settings.popDecision)
    let speed = release.completionSpeed(duration: settings.duration, width: width)
    return [record(p, .released(release))]
      + settle(
        p, completes: release.completes, parameters: Self.completionCurve, completionSpeed: speed)
  }

  private mutating func popCancelled(_ p: Int) -> [PresentationStep] {
    guard var transition = navigations[p].transition, transition.interactive,
      !transition.isFinishing
    else { return [] }
    transition.isFinishing = true
    navigations[p].transition = transition
    // The cancelled branch sets no timing curve or speed: the interaction's own (none, 1).
    return settle(p, completes: false, parameters: nil, completionSpeed: 1)
  }

  /// The released pop's timing: `UICubicTimingParameters(animationCurve: completionCurve)`
  /// with `completionCurve` left at 7, which attaches a default spring
  /// (`-[UICubicTimingParameters initWithAnimationCurve:]`, `-[UISpringTimingParameters init]`:
  /// the default mass 3, stiffness 1000, damping 500, ratio ≈ 4.564, no initial velocity). The
  /// animator continues with that ratio re-solved over exactly unit duration × factor
  /// (``DefaultSpring/timingParameters``; the solver takes ratios up to 1).
  static let completionCurve = DefaultSpring.timingParameters

  /// `finishInteractiveTransition` / `cancelInteractiveTransition` through the transition's
  /// animator (``AnimatorCommand/endInteraction(cancel:parameters:completionSpeed:)``).
  func settle(
    _ p: Int, completes: Bool, parameters: TimingParameters?, completionSpeed: Double
  ) -> [PresentationStep] {
    let name = navigations[p].animatorName
    return [
      .run([
        .animator(
          name,
          .endInteraction(
            cancel: !completes, parameters: parameters, completionSpeed: completionSpeed))
      ])
    ]
  }

  /// The app's interaction controller: `update(_:)` scrubs the paused animator.
  mutating func update(_ p: Int, _ progress: Expression) -> [PresentationStep] {
    guard let transition = navigations[p].transition, transition.interactive,
      !transition.isFinishing
    else {
      return [record(p, .ignored("updateInteractiveTransition with no interactive transition"))]
    }
    let clamped = Expression.function(.clamp, [progress, .number(0), .number(1)])
    return [.run([.animator(navigations[p].animatorName, .setFractionComplete(clamped))])]
  }

  /// `finish()` / `cancel()` with the controller's `completionSpeed` and `timingCurve`.
  mutating func endInteraction(
    _ p: Int, finish: Bool, completionSpeed: Double, curve: TimingCurve?
  ) -> [PresentationStep] {
    guard var transition = navigations[p].transition, transition.interactive,
      !transition.isFinishing
    else {
      let call = finish ? "finishInteractiveTransition" : "cancelInteractiveTransition"
      return [record(p, .ignored("\(call) with no interactive transition"))]
    }
    transition.isFinishing = true
    navigations[p].transition = transition
    return settle(
      p, completes: finish, parameters: curve.map { .cubic($0) }, completionSpeed: completionSpeed)
  }
}
