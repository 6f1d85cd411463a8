import SimGeometry

/// Animations: model values jump to their targets when an animation starts (so hit testing,
/// which reads the model, finds a moving view where it will end up); presentation values move
/// frame by frame. The ``Animator`` decides; this carries it out.
extension Simulation {
  /// Starts `animation` now, as `UIView.animate` does when its animations block runs.
  ///
  /// Animations it cuts short stop only after the new one is in place: UIKit calls completions
  /// later, never from inside an animations block.
  mutating func start(_ animation: ViewAnimation, view: ViewID) {
    let onScreen = presentation(of: view)
    let start = animator.start(
      animation, view: view, model: tree[view], onScreen: onScreen, now: now)
    tree[view] = start.target
    record(
      .animationStarted(number: start.number, view: view, start: start.start, end: start.end))
    if start.moved {
      if start.end != .never { scheduler.schedule(.animationEnd(start.number), at: start.end) }
      if !animation.allowsUserInteraction { updateAnimationBlock(of: view) }
    }
    // An animation left with nothing to animate stops, unfinished.
    for number in start.cut where animator.interrupt(number) {
      endAnimation(number, finished: false)
    }
    // Nothing changes: UIKit adds no animation and calls the completion, finished.
    if !start.moved { endAnimation(start.number, finished: true) }
  }

  /// Stops an animation: its tracks go, its view may be hittable again, and its completion runs.
  mutating func endAnimation(_ number: Int, finished: Bool) {
    guard let stop = animator.stop(number, finished: finished, now: now) else { return }
    scheduler.cancel(.animationEnd(number))
    updateAnimationBlock(of: stop.view)
    record(.animationFinished(number: number, view: stop.view, finished: stop.finished))
    perform(stop.actions)
  }

  /// UIKit turns interaction off for a view while an animation without
  /// `.allowUserInteraction` runs on it, delay included.
  mutating func updateAnimationBlock(of view: ViewID) {
    let blocked = animator.blocks(view)
    if tree.ineligibility(of: view).contains(.animating) != blocked {
      tree.setBlockedByAnimation(view, blocked)
    }
  }

  /// Animations of views that left the window stop, unfinished (Core Animation removes a
  /// layer's animations when it leaves the layer tree).
  mutating func stopAnimationsOutsideWindow() {
    for number in animator.runningNumbers
    where animator.isRunning(number) && !tree.isInWindow(animator.view(of: number)) {
      endAnimation(number, finished: false)
    }
  }

  /// Every running animation of `view` stops where it is drawn, unfinished.
  mutating func stopAnimations(of view: ViewID) {
    for number in animator.runningNumbers
    where animator.isRunning(number) && animator.view(of: number) == view {
      endAnimation(number, finished: false)
    }
  }

  /// The view as it is on screen now: its model values with every running animation applied.
  public func presentation(of view: ViewID) -> ViewProperties {
    animator.presentation(of: view, model: tree[view], at: now)
  }

  /// Several views as they are on screen now, in one pass over the running animations: each
  /// animation's progress is computed once.
  public func presentations(of views: [ViewID]) -> [ViewProperties] {
    animator.presentations(of: views, in: tree, at: now)
  }

  /// What several views draw now (position, bounds, alpha, transform), in one pass over the
  /// running animations: what a frame records, without copying whole views.
  public func drawnValues(of views: [ViewID]) -> [DrawnValues] {
    animator.drawnValues(of: views, in: tree, at: now)
  }

  /// The views with a running animation, by ID.
  public var animatingViews: [ViewID] { animator.animatingViews }
}
