import SimGeometry

/// Carrying out `UIViewPropertyAnimator` calls. The ``Animator`` keeps each animator's state
/// and timeline; this sequences what a call does to the views, the schedule and the journal,
/// following the documented state machine (inactive → active ⇄ running/paused → stopped →
/// inactive) and UIKit's answers to calls made in the wrong state: an exception where UIKit
/// raises one (here the run fails), silence where UIKit ignores the call (here the journal says
/// so).
extension Simulation {
  mutating func perform(animator name: String, _ command: AnimatorCommand) {
    if case .create(let settings, let animations, let completions) = command {
      let index = animator.createAnimator(
        settings, animations: animations, completions: completions)
      note(index, .created)
      return
    }
    guard let index = animator.animatorIndex(named: name) else {
      record(.actionFailed("animator: no property animator named '\(name)' exists yet at t=\(now)"))
      return
    }
    let current = animator.propertyAnimator(index)
    let interruptible = current.settings.isInterruptible
    func refuse(_ call: String) {
      record(
        .actionFailed(
          "animator '\(name)': \(call) on a non-interruptible animator raises in UIKit"))
    }
    switch command {
    case .create:
      break
    case .addAnimations(let animations):
      switch current.state {
      case .inactive: animator.updateAnimator(index) { $0.pending += animations }
      case .active: run(animations, driver: index)
      case .stopped: note(index, .ignored, "addAnimations on a stopped animator")
      }
    case .addCompletion(let completions):
      animator.updateAnimator(index) { $0.completions += completions }
    case .start(let delay):
      if current.state == .stopped {
        record(
          .actionFailed("animator '\(name)': startAnimation on a stopped animator raises in UIKit"))
        return
      }
      if current.isRunning || current.startsAt != nil {
        note(index, .ignored, "startAnimation on a running animator")
        return
      }
      if current.state == .inactive { activate(index) }
      if delay > .zero {
        animator.updateAnimator(index) { $0.startsAt = now + delay }
        scheduler.schedule(.animatorStart(index), at: now + delay)
        note(index, .started, "after \(delay.seconds.compactDescription) s")
      } else {
        beginRun(index, parameters: nil, durationFactor: 1)
      }
    case .pause:
      guard interruptible else { return refuse("pauseAnimation") }
      switch current.state {
      case .inactive: activate(index)
      case .active: freeze(index)
      case .stopped: return note(index, .ignored, "pauseAnimation on a stopped animator")
      }
      note(index, .paused)
    case .setFractionComplete(let expression):
      let value: Double
      do { value = try evaluate(expression) } catch {
        record(
          .actionFailed("animator '\(name)': fractionComplete = \(expression): \(error.message)"))
        return
      }
      if current.isRunning || current.state == .stopped {
        note(
          index, .ignored,
          "fractionComplete set on a \(current.isRunning ? "running" : "stopped") animator")
        return
      }
      if current.state == .inactive { activate(index) }
      animator.updateAnimator(index) { $0.scrub(to: value) }
      note(index, .scrubbed)
    case .setReversed(let reversed):
      guard reversed != current.isReversed else { return }
      guard current.state == .active else {
        return note(index, .ignored, "isReversed set on an \(current.state.rawValue) animator")
      }
      if current.isRunning {
        freeze(index)
        animator.updateAnimator(index) { $0.isReversed = reversed }
        beginRun(index, parameters: nil, durationFactor: 1, event: .reversed)
      } else {
        animator.updateAnimator(index) { $0.isReversed = reversed }
        note(index, .reversed)
      }
    case .continueAnimation(let parameters, let factor, let velocity):
      guard current.state == .active, !current.isRunning, current.startsAt == nil else {
        return note(
          index, .ignored,
          "continueAnimation on a \(current.isRunning ? "running" : current.state.rawValue) animator"
        )
      }
      var timing = parameters
      if let velocity, let given = parameters {
        guard let relative = relativeVelocity(velocity, animator: index) else { return }
        timing = given.withInitialVelocity(relative)
      }
      beginRun(index, parameters: timing, durationFactor: factor, event: .continued)
    case .stop(let withoutFinishing):
      guard interruptible else { return refuse("stopAnimation") }
      guard current.state == .active else {
        return note(index, .ignored, "stopAnimation on an \(current.state.rawValue) animator")
      }
      freeze(index)
      if withoutFinishing {
        release(index, at: .current)
        note(index, .stopped, "without finishing")
      } else {
        animator.updateAnimator(index) { $0.state = .stopped }
        note(index, .stopped)
      }
    case .finish(let position):
      guard current.state == .stopped else {
        record(
          .actionFailed(
            "animator '\(name)': finishAnimation(at:) needs a stopped animator (UIKit asserts); it is \(current.state.rawValue)"
          ))
        return
      }
      finish(index, at: position)
    }
  }

  /// Inactive → active, paused at the start: the waiting animations run now.
  private mutating func activate(_ index: Int) {
    animator.updateAnimator(index) { $0.state = .active }
    run(animator.takePending(index), driver: index)
  }

  private mutating func run(_ animations: [AnimatorAnimation], driver index: Int) {
    let settings = animator.propertyAnimator(index).settings
    for animation in animations {
      guard let view = existingView(animation.view, for: "animator '\(settings.name)'") else {
        continue
      }
      let change: ViewChange
      do { change = try resolve(animation.change) } catch {
        record(.actionFailed("animator '\(settings.name)': \(error.message)"))
        continue
      }
      let request = ViewAnimation(
        view: animation.view, to: change, duration: .zero,
        allowsUserInteraction: settings.isUserInteractionEnabled)
      let start = animator.start(
        request, view: view, model: tree[view], onScreen: presentation(of: view), now: now,
        driver: index)
      tree[view] = start.target
      record(.animatorAnimation(number: start.number, view: view, animator: settings.name))
      if !settings.isUserInteractionEnabled { updateAnimationBlock(of: view) }
      for number in start.cut where animator.interrupt(number) {
        endAnimation(number, finished: false)
      }
    }
  }

  mutating func beginRun(
    _ index: Int, parameters: TimingParameters?, durationFactor: Double,
    event: AnimatorEvent = .started
  ) {
    scheduler.cancel(.animatorStart(index))
    scheduler.cancel(.animatorRunEnd(index))
    animator.updateAnimator(index) {
      $0.startRun(at: now, parameters: parameters, durationFactor: durationFactor)
    }
    if let end = animator.propertyAnimator(index).runEnd {
      scheduler.schedule(.animatorRunEnd(index), at: end)
    }
    note(index, event)
  }

  private mutating func freeze(_ index: Int) {
    scheduler.cancel(.animatorStart(index))
    scheduler.cancel(.animatorRunEnd(index))
    animator.updateAnimator(index) { $0.freeze(at: now) }
  }

  /// The run reached its end: it finishes, or pauses there with `pausesOnCompletion`.
  mutating func reachEnd(_ index: Int) {
    let current = animator.propertyAnimator(index)
    guard current.isRunning, current.runEnd == now else { return }
    freeze(index)
    if current.settings.pausesOnCompletion {
      note(index, .pausedOnCompletion)
    } else {
      finish(index, at: current.isReversed ? .start : .end)
    }
  }

  /// Lets go of the animations at `position`, leaving the animator inactive.
  private mutating func release(_ index: Int, at position: AnimatingPosition) {
    for number in animator.runningAnimations(of: index) {
      let view = animator.view(of: number)
      var model = tree[view]
      animator.settle(number, at: position, model: &model, now: now)
      tree[view] = model
      endAnimation(number, finished: position != .current)
    }
    animator.updateAnimator(index) {
      $0.state = .inactive
      $0.animations = []
      if position != .current { $0.fraction = position == .end ? 1 : 0 }
    }
  }

  private mutating func finish(_ index: Int, at position: AnimatingPosition) {
    release(index, at: position)
    note(index, .finished, position.rawValue)
    for completion in animator.propertyAnimator(index).completions
    where completion.position == nil || completion.position == position {
      perform(completion.actions)
    }
  }

  private mutating func note(_ index: Int, _ event: AnimatorEvent, _ detail: String? = nil) {
    let a = animator.propertyAnimator(index)
    record(
      .animator(
        AnimatorChange(
          animator: a.settings.name, event: event, state: a.state, isRunning: a.isRunning,
          isReversed: a.isReversed, fractionComplete: a.fractionComplete(at: now), detail: detail)))
  }
}
