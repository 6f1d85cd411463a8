import SimGeometry

/// Where the two screens go and what moves them. UIKit's own transition
/// (`_UINavigationParallaxTransition`): the upper screen slides between the right edge and its
/// place, the lower one between its place and `round(width × 0.7) − width`, with a dimming view
/// between them, driven by a `UIViewPropertyAnimator` that refuses touches
/// (`userInteractionEnabled` is the context's `_allowUserInteraction`, false for navigation).
/// A custom transition puts the incoming screen above (push) or below (pop) the outgoing one and
/// runs the delegate animator's own values and animations.
extension NavigationController {
  func standardLayout(_ p: Int, _ transition: NavigationTransition) -> [PresentationStep] {
    guard let views = navigations[p].views else { return [] }
    let runtime = navigations[p]
    let push = transition.operation == .push
    let lower = push ? transition.from : transition.to
    let upper = push ? transition.to : transition.from
    let width = screen.size.width
    let settings = runtime.spec.settings
    let lowerRest = runtime.restFrames[lower]
    let upperRest = runtime.restFrames[upper]
    func shifted(_ rect: Rect, _ dx: Double) -> Rect {
      Rect(origin: Point(x: rect.origin.x + dx, y: rect.origin.y), size: rect.size)
    }
    let covered = shifted(lowerRest, (width * settings.parallax).rounded() - width)
    let offscreen = shifted(upperRest, width)
    var dim = ViewChange()
    dim.alpha = push ? 0 : settings.dimmingAlpha
    var undim = ViewChange()
    undim.alpha = push ? settings.dimmingAlpha : 0
    let steps: [PresentationStep] = [
      .insert(runtime.screenViews[lower], into: views.container, at: 0),
      .insert(views.dimming, into: views.container, at: 1),
      .insert(runtime.screenViews[upper], into: views.container, at: 2),
      .change(runtime.screenViews[upper], frameChange(push ? offscreen : upperRest)),
      .change(runtime.screenViews[lower], frameChange(push ? lowerRest : covered)),
      .change(views.dimming, dim),
    ]
    let animations = [
      AnimatorAnimation(
        view: runtime.spec.screens[upper].content.rootName,
        change: frameChange(push ? upperRest : offscreen)),
      AnimatorAnimation(
        view: runtime.spec.screens[lower].content.rootName,
        change: frameChange(push ? covered : lowerRest)),
      AnimatorAnimation(view: Navigation.part(runtime.spec.name, "dimming"), change: undim),
    ]
    let timing = TimingParameters.cubic(transition.interactive ? .linear : settings.curve)
    return steps
      + animator(p, transition, duration: settings.duration, timing: timing, animations)
  }

  func customLayout(
    _ p: Int, _ transition: NavigationTransition, _ custom: CustomTransition
  ) -> [PresentationStep] {
    guard let views = navigations[p].views else { return [] }
    let runtime = navigations[p]
    let push = transition.operation == .push
    let lower = runtime.screenViews[push ? transition.from : transition.to]
    let upper = runtime.screenViews[push ? transition.to : transition.from]
    var steps: [PresentationStep] = [
      .insert(lower, into: views.container, at: 0),
      .insert(upper, into: views.container, at: 1),
    ]
    steps.append(.run(custom.starts.map { .set(view: $0.view, $0.change) }))
    return steps
      + animator(p, transition, duration: custom.duration, timing: custom.timing, custom.animations)
  }

  /// The transition's animator, `NAME.transition`, created and started, or, interactive,
  /// paused at 0 for the finger (or the app's interaction controller) to drive.
  private func animator(
    _ p: Int, _ transition: NavigationTransition, duration: Double, timing: TimingParameters,
    _ animations: [AnimatorAnimation]
  ) -> [PresentationStep] {
    let runtime = navigations[p]
    var settings = PropertyAnimatorSettings(
      name: runtime.animatorName, duration: duration, timing: timing)
    settings.isUserInteractionEnabled = false
    settings.scrubsLinearly = false
    let name = runtime.animatorName
    return [
      .run([
        .animator(
          name,
          .create(settings, animations: animations, completions: endings(runtime.spec.name))),
        .animator(name, transition.interactive ? .pause : .start(delay: .zero)),
      ])
    ]
  }
}
