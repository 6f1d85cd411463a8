import SimGeometry

/// Carrying out `UIViewPropertyAnimator` calls: the app's values are computed here (an
/// expression for `fractionComplete`, a spring's velocity against the views), the ``Animator``
/// moves the animator through its state machine, and its steps are carried out in order.
extension Simulation {
  mutating func perform(animator name: String, _ command: AnimatorCommand) {
    if case .create(let settings, let animations, let completions) = command {
      carryOut(animator.create(settings, animations: animations, completions: completions, at: now))
      return
    }
    if case .running(let settings, let animations, let completions, let delay) = command {
      carryOut(animator.create(settings, animations: animations, completions: completions, at: now))
      if let index = animator.animatorIndex(named: name) {
        carryOut(animator.handle(.start(delay: delay), animator: index, at: now))
      }
      return
    }
    guard let index = animator.animatorIndex(named: name) else {
      record(.actionFailed("animator: no property animator named '\(name)' exists yet at t=\(now)"))
      return
    }
    let input: AnimatorInput
    switch command {
    case .create, .running: return
    case .addAnimations(let animations): input = .addAnimations(animations)
    case .addCompletion(let completions): input = .addCompletion(completions)
    case .start(let delay): input = .start(delay: delay)
    case .pause: input = .pause
    case .setFractionComplete(let expression):
      do { input = .setFractionComplete(try evaluate(expression)) } catch {
        record(
          .actionFailed("animator '\(name)': fractionComplete = \(expression): \(error.message)"))
        return
      }
    case .setReversed(let reversed): input = .setReversed(reversed)
    case .continueAnimation(let parameters, let factor, let velocity):
      var timing = parameters
      // The velocity is computed only for a call the animator takes (a paused, active
      // animator): a call it ignores says so, not that its velocity failed.
      let current = animator.propertyAnimator(index)
      if let velocity, let given = parameters, current.state == .active, !current.isRunning,
        current.startsAt == nil
      {
        guard let relative = relativeVelocity(velocity, animator: index) else { return }
        timing = given.withInitialVelocity(relative)
      }
      input = .continueAnimation(timing, durationFactor: factor)
    case .stop(let withoutFinishing): input = .stop(withoutFinishing: withoutFinishing)
    case .finish(let position): input = .finish(position)
    case .setFlag(let flag, let value): input = .setFlag(flag, value)
    case .endInteraction(let cancel, let parameters, let speed):
      endInteraction(index, cancel: cancel, parameters: parameters, completionSpeed: speed)
      return
    }
    carryOut(animator.handle(input, animator: index, at: now))
  }

  /// See ``AnimatorCommand/endInteraction(cancel:parameters:completionSpeed:)``: p is the
  /// fraction the paused animator was last scrubbed to (the context's
  /// `_previousPercentComplete`, which `updateInteractiveTransition:` set it to).
  private mutating func endInteraction(
    _ index: Int, cancel: Bool, parameters: TimingParameters?, completionSpeed speed: Double
  ) {
    let p = animator.propertyAnimator(index).fractionComplete(at: now)
    // The speed's getter reads 1 for a speed of 0 or less.
    let speed = speed > 0 ? speed : 1
    carryOut(animator.handle(.setReversed(cancel), animator: index, at: now))
    if parameters == nil && speed == 1 {
      carryOut(animator.handle(.start(delay: .zero), animator: index, at: now))
    } else {
      let factor = (cancel ? p : 1 - p) / speed
      carryOut(
        animator.handle(
          .continueAnimation(parameters, durationFactor: factor), animator: index, at: now))
    }
  }

  /// Carries out the animator's steps, in order.
  mutating func carryOut(_ steps: [AnimatorStep]) {
    for step in steps {
      switch step {
      case .run(let animations, let driver, let progress):
        run(animations, driver: (driver, progress))
      case .schedule(let kind, let deadline):
        scheduler.schedule(kind, at: deadline)
      case .cancel(let kind):
        scheduler.cancel(kind)
      case .record(let kind):
        record(kind)
      case .letGo(let numbers, let position, let progress):
        for number in numbers {
          let view = animator.view(of: number)
          var model = tree[view]
          animator.settle(
            number, at: position, model: &model, now: now, driverProgress: progress)
          tree[view] = model
          endAnimation(number, finished: position != .current)
        }
      case .holdStopped(let numbers, let index, let progress):
        var values: [StoppedValue] = []
        for number in numbers {
          let view = animator.view(of: number)
          var model = tree[view]
          values += animator.stoppedValues(of: number, model: model)
          animator.settle(number, at: .current, model: &model, now: now, driverProgress: progress)
          tree[view] = model
          endAnimation(number, finished: false)
        }
        animator.keepStopped(values, animator: index)
      case .restore(let values, let position):
        for value in values {
          var model = tree[value.view]
          value.apply(at: position, to: &model)
          tree[value.view] = model
        }
      case .perform(let actions):
        perform(actions)
      }
    }
  }

  /// Starts the views' animations an animator drives, each from the model now.
  private mutating func run(
    _ animations: [AnimatorAnimation], driver: (index: Int, progress: Double)
  ) {
    let settings = animator.propertyAnimator(driver.index).settings
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
      // Delayed by a factor, it moves from the share of the animator it starts at.
      let factor = animation.delayFactor
      let base = factor > 0 && factor < 1 ? max(driver.progress, factor) : driver.progress
      let start = animator.start(
        request, view: view, model: tree[view], onScreen: presentation(of: view), now: now,
        driver: (driver.index, base))
      tree[view] = start.target
      record(.animatorAnimation(number: start.number, view: view, animator: settings.name))
      if !settings.isUserInteractionEnabled { updateAnimationBlock(of: view) }
      for number in start.cut where animator.interrupt(number) {
        endAnimation(number, finished: false)
      }
    }
  }
}
