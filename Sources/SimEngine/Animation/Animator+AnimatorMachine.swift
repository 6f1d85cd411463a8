/// `UIViewPropertyAnimator`'s state machine: a call comes in with its values computed, the
/// animator moves (inactive → active ⇄ running/paused → stopped → inactive), and what that does
/// outside the animator comes back as steps. UIKit's answers to calls in the wrong state are
/// kept: an exception where UIKit raises one (the run fails), silence where UIKit ignores the
/// call (the journal says so).
extension Animator {
  /// `UIViewPropertyAnimator(duration:timingParameters:)`: a new, inactive animator under
  /// `settings.name`.
  mutating func create(
    _ settings: PropertyAnimatorSettings, animations: [AnimatorAnimation],
    completions: [AnimatorCompletion], at now: Instant
  ) -> [AnimatorStep] {
    // A duration of 0 becomes 0.2 s (`_setupWithDuration:timingParameters:animations:`).
    var settings = settings
    if settings.duration <= 0 && !settings.timing.hasImplicitDuration { settings.duration = 0.2 }
    let index = createAnimator(settings, animations: animations, completions: completions)
    var machine = Machine(index: index, now: now)
    note(.created, nil, &machine)
    return machine.steps
  }

  /// Carries out `input` on animator `index` at `now`.
  mutating func handle(_ input: AnimatorInput, animator index: Int, at now: Instant)
    -> [AnimatorStep]
  {
    var machine = Machine(index: index, now: now)
    let current = propertyAnimators[index]
    switch input {
    case .addAnimations(let animations):
      switch current.state {
      case .inactive: propertyAnimators[index].pending += animations
      case .active:
        if animations.contains(where: { $0.delayFactor > 0 && $0.delayFactor < 1 }) {
          return fail(
            "addAnimations(_:delayFactor:) on an active animator is not modelled (UIKit nests a delayed animation in the running context)",
            &machine)
        }
        run(animations, &machine)
      case .stopped: note(.ignored, "addAnimations on a stopped animator", &machine)
      }
    case .addCompletion(let completions):
      propertyAnimators[index].completions += completions
    case .start(let delay):
      // A stopped or running animator ignores it (`-startAnimation` returns in states 1, 2, 5).
      if current.state == .stopped || current.isRunning {
        let what = current.state == .stopped ? "stopped" : "running"
        note(.ignored, "startAnimation on a \(what) animator", &machine)
        break
      }
      if current.state == .inactive { activate(&machine) }
      if delay > .zero {
        change(&machine) { $0.wait(until: now + delay) }
        machine.steps.append(.schedule(.animatorStart(index), at: now + delay))
        note(.started, "after \(delay.seconds.compactDescription) s", &machine)
      } else {
        beginRun(nil, durationFactor: 0, .started, &machine)
      }
    case .delayEnded:
      beginRun(nil, durationFactor: 0, .started, &machine)
    case .pause:
      guard current.settings.isInterruptible else { return refuse("pauseAnimation", &machine) }
      if current.isEmpty {
        note(.ignored, "pauseAnimation on an inactive animator with no animations", &machine)
        return machine.steps
      }
      switch current.state {
      case .inactive: activate(&machine)
      case .active: freeze(&machine)
      case .stopped:
        note(.ignored, "pauseAnimation on a stopped animator", &machine)
        return machine.steps
      }
      note(.paused, nil, &machine)
    case .setFractionComplete(let value):
      if current.isEmpty || current.state == .stopped {
        let what =
          current.isEmpty ? "an inactive animator with no animations" : "a stopped animator"
        note(.ignored, "fractionComplete set on \(what)", &machine)
        break
      }
      if current.isRunning {
        // Running, it jumps there and runs on over the rest (`pauseAnimationTransiently`, set,
        // `_continueWithTimingParameters:nil duration:0`).
        freeze(&machine)
        change(&machine) { $0.scrub(to: value) }
        beginRun(nil, durationFactor: 0, .scrubbed, &machine)
        break
      }
      if current.state == .inactive { activate(&machine) }
      change(&machine) { $0.scrub(to: value) }
      note(.scrubbed, nil, &machine)
    case .setReversed(let reversed):
      guard reversed != current.isReversed else { break }
      guard current.state == .active else {
        note(.ignored, "isReversed set on an \(current.state.rawValue) animator", &machine)
        break
      }
      if current.isRunning {
        freeze(&machine)
        change(&machine) { $0.isReversed = reversed }
        beginRun(nil, durationFactor: 0, .reversed, &machine)
      } else {
        change(&machine) { $0.isReversed = reversed }
        note(.reversed, nil, &machine)
      }
    case .continueAnimation(let parameters, let factor):
      guard current.state == .active, !current.isRunning, current.startsAt == nil else {
        let what = current.isRunning ? "running" : current.state.rawValue
        note(.ignored, "continueAnimation on a \(what) animator", &machine)
        break
      }
      beginRun(parameters, durationFactor: factor, .continued, &machine)
    case .stop(let withoutFinishing):
      guard current.settings.isInterruptible else { return refuse("stopAnimation", &machine) }
      guard current.state == .active else {
        note(.ignored, "stopAnimation on an \(current.state.rawValue) animator", &machine)
        break
      }
      freeze(&machine)
      if withoutFinishing {
        letGo(at: .current, &machine)
        note(.stopped, "without finishing", &machine)
      } else {
        // Stopped, it is no longer reversed (`stopAnimation:` sets `reversed` to NO), and its
        // views keep the values drawn now, in the model too.
        let progress = propertyAnimators[index].progress(at: now)
        machine.steps.append(
          .holdStopped(runningAnimations(of: index), animator: index, progress: progress))
        change(&machine) {
          $0.stop(at: now)
          $0.isReversed = false
        }
        note(.stopped, nil, &machine)
      }
    case .finish(let position):
      if current.isEmpty {
        note(.ignored, "finishAnimation(at:) on an inactive animator with no animations", &machine)
        break
      }
      guard current.state == .stopped else {
        let state = current.state.rawValue
        return fail(
          "finishAnimation(at:) needs a stopped animator (UIKit asserts); it is \(state)",
          &machine)
      }
      finish(at: position, &machine)
    case .setFlag(let flag, let value):
      // `setInterruptible:` and `setUserInteractionEnabled:` raise once the animator is active
      // (stopped included); `setScrubsLinearly:` asserts while it is paused; the others are
      // never checked (decompiled setters, 18.2).
      switch flag {
      case .interruptible, .userInteractionEnabled:
        if current.state != .inactive {
          return fail("setting \(flag.rawValue) on an active animator raises in UIKit", &machine)
        }
      case .scrubsLinearly:
        if current.state == .active && !current.isRunning {
          return fail("setting scrubsLinearly on a paused animator raises in UIKit", &machine)
        }
      case .manualHitTesting, .pausesOnCompletion:
        break
      }
      change(&machine) {
        switch flag {
        case .interruptible: $0.settings.isInterruptible = value
        case .userInteractionEnabled: $0.settings.isUserInteractionEnabled = value
        case .manualHitTesting: $0.settings.isManualHitTestingEnabled = value
        case .scrubsLinearly: $0.settings.scrubsLinearly = value
        case .pausesOnCompletion: $0.settings.pausesOnCompletion = value
        }
      }
    case .runEnded:
      guard current.isRunning, current.runEnd == now else { break }
      freeze(&machine)
      if current.settings.pausesOnCompletion {
        note(.pausedOnCompletion, nil, &machine)
      } else {
        finish(at: current.isReversed ? .start : .end, &machine)
      }
    }
    return machine.steps
  }

  /// One call's animator, clock and the steps decided so far.
  private struct Machine {
    let index: Int
    let now: Instant
    var steps: [AnimatorStep] = []
  }

  /// Changes the animator through its own methods, keeping the list of live animators.
  private mutating func change(_ machine: inout Machine, _ body: (inout PropertyAnimator) -> Void) {
    let index = machine.index
    body(&propertyAnimators[index])
    let live = propertyAnimators[index].state != .inactive
    let slot = liveSlots[index]
    if live && slot < 0 {
      liveSlots[index] = liveAnimators.count
      liveAnimators.append(index)
      liveListSteps += 1
    } else if !live && slot >= 0 {
      let moved = liveAnimators.removeLast()
      liveListSteps += 1
      if moved != index {
        liveAnimators[slot] = moved
        liveSlots[moved] = slot
        liveListSteps += 1
      }
      liveSlots[index] = -1
    }
  }

  /// Inactive → active, paused at the start: the waiting animations run now, from where it is.
  private mutating func activate(_ machine: inout Machine) {
    change(&machine) { $0.activate() }
    let pending = propertyAnimators[machine.index].pending
    propertyAnimators[machine.index].pending = []
    run(pending, &machine)
  }

  /// Views' animations to drive from where the animator's progress is now.
  private func run(_ animations: [AnimatorAnimation], _ machine: inout Machine) {
    let base = propertyAnimators[machine.index].progress(at: machine.now)
    machine.steps.append(.run(animations, driver: machine.index, from: base))
  }

  /// Runs on from where it is (`_continueWithTimingParameters:duration:`); starting, resuming,
  /// reversing and a fraction set while running pass a factor of 0, which keeps the timeline.
  private mutating func beginRun(
    _ parameters: TimingParameters?, durationFactor: Double, _ event: AnimatorEvent,
    _ machine: inout Machine
  ) {
    let (index, now) = (machine.index, machine.now)
    machine.steps += [.cancel(.animatorStart(index)), .cancel(.animatorRunEnd(index))]
    change(&machine) {
      $0.continueRun(at: now, parameters: parameters, durationFactor: durationFactor)
    }
    if let end = propertyAnimators[index].runEnd {
      machine.steps.append(.schedule(.animatorRunEnd(index), at: end))
    }
    note(event, nil, &machine)
  }

  /// Stops the clock where it is (pausing, reversing, stopping, reaching the end).
  private mutating func freeze(_ machine: inout Machine) {
    let (index, now) = (machine.index, machine.now)
    machine.steps += [.cancel(.animatorStart(index)), .cancel(.animatorRunEnd(index))]
    change(&machine) { $0.freeze(at: now) }
  }

  /// Lets go of the running animations at `position`, leaving the animator inactive.
  private mutating func letGo(at position: AnimatingPosition, _ machine: inout Machine) {
    let progress = propertyAnimators[machine.index].progress(at: machine.now)
    machine.steps.append(
      .letGo(runningAnimations(of: machine.index), at: position, progress: progress))
    change(&machine) { $0.deactivate() }
  }

  private mutating func finish(at position: AnimatingPosition, _ machine: inout Machine) {
    let stopped = propertyAnimators[machine.index].stopped
    if !stopped.isEmpty { machine.steps.append(.restore(stopped, at: position)) }
    letGo(at: position, &machine)
    note(.finished, position.rawValue, &machine)
    let completions = propertyAnimators[machine.index].completions.filter {
      $0.position == nil || $0.position == position
    }
    for completion in completions { machine.steps.append(.perform(completion.actions)) }
  }

  private func note(_ event: AnimatorEvent, _ detail: String?, _ machine: inout Machine) {
    let a = propertyAnimators[machine.index]
    machine.steps.append(
      .record(
        .animator(
          AnimatorChange(
            animator: a.settings.name, event: event, state: a.state, isRunning: a.isRunning,
            isReversed: a.isReversed, fractionComplete: a.fractionComplete(at: machine.now),
            detail: detail))))
  }

  private func fail(_ message: String, _ machine: inout Machine) -> [AnimatorStep] {
    let name = propertyAnimators[machine.index].settings.name
    machine.steps.append(.record(.actionFailed("animator '\(name)': \(message)")))
    return machine.steps
  }

  private func refuse(_ call: String, _ machine: inout Machine) -> [AnimatorStep] {
    fail("\(call) on a non-interruptible animator raises in UIKit", &machine)
  }

  /// What a stopped animator's animations were moving, kept until it finishes.
  mutating func keepStopped(_ values: [StoppedValue], animator index: Int) {
    propertyAnimators[index].stopped = values
  }
}
