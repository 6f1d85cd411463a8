import SimGeometry

/// Presentations with the delegate's own animators (style `animated`): each transition is a
/// property animator, `NAME.transition`, that sets the animations' starting values and
/// animates to theirs; a dismissal may be interactive, driven by the app's interaction
/// controller (`update`, `finish`, `cancel`), and a cancelled one leaves the presentation up.
extension PresentationController {
  func animatorName(_ name: String) -> String { Presentation.viewName(name, "transition") }

  mutating func animatedTransition(
    _ position: Int, _ transition: CustomTransition, interactive: Bool, presenting: Bool
  ) -> [PresentationStep] {
    let name = presentations[position].name
    presentations[position].interactionIsFinishing = interactive ? false : nil
    var settings = PropertyAnimatorSettings(
      name: animatorName(name), duration: transition.duration, timing: transition.timing)
    settings.isUserInteractionEnabled = false
    settings.scrubsLinearly = false
    var completions = [
      AnimatorCompletion(
        position: .end,
        actions: [
          .system(
            .presentation(
              presenting ? .presentTransitionEnded(name) : .dismissTransitionEnded(name)))
        ])
    ]
    if !presenting {
      completions.append(
        AnimatorCompletion(
          position: .start, actions: [.system(.presentation(.dismissTransitionCancelled(name)))]))
    }
    let animator = animatorName(name)
    return [
      .run(transition.starts.map { .set(view: $0.view, $0.change) }),
      .run([
        .animator(
          animator,
          .create(settings, animations: transition.animations, completions: completions)),
        .animator(animator, interactive ? .pause : .start(delay: .zero)),
      ]),
    ]
  }

  /// The app's interaction controller drives an interactive dismissal.
  mutating func interact(_ name: String, _ command: InteractionCommand) -> [PresentationStep] {
    guard let position = position(of: name) else {
      return [.record(.actionFailed("transition: no presentation named '\(name)'"))]
    }
    guard presentations[position].interactionIsFinishing == false else {
      return [
        .record(
          .presentationIgnored(name, reason: "no interactive dismissal is waiting for its finger"))
      ]
    }
    let animator = animatorName(name)
    switch command {
    case .update(let progress):
      let clamped = Expression.function(.clamp, [progress, .number(0), .number(1)])
      return [.run([.animator(animator, .setFractionComplete(clamped))])]
    case .end(let finish, let speed, let curve):
      presentations[position].interactionIsFinishing = true
      let end = AnimatorCommand.endInteraction(
        cancel: !finish, parameters: curve.map { .cubic($0) }, completionSpeed: speed)
      return [.run([.animator(animator, end)])]
    }
  }

  /// A cancelled interactive dismissal: presented again.
  mutating func dismissCancelled(_ position: Int) -> [PresentationStep] {
    guard presentations[position].phase == .dismissing else { return [] }
    presentations[position].interactionIsFinishing = nil
    var steps = [setPhase(position, .presented)]
    steps += passThrough(position)
    steps.append(
      .record(.log(Presentation.viewName(presentations[position].name, "didCancelDismiss"))))
    return steps
  }
}
