import SimGeometry

/// What the app reads of property animators, spring velocities it converts against them, and
/// the hit test that finds their views where they are drawn.
extension Simulation {
  /// An animator's value for expressions.
  func readAnimator(_ name: String, _ value: AnimatorValue) throws(ExpressionFailure) -> Double {
    // Not created yet: it reads as an inactive animator, as an app reads an optional one
    // (`animator?.isRunning ?? false`).
    guard let index = animator.animatorIndex(named: name) else { return 0 }
    let a = animator.propertyAnimator(index)
    switch value {
    case .fractionComplete: return a.fractionComplete(at: now)
    case .isRunning: return a.isRunning ? 1 : 0
    case .isReversed: return a.isReversed ? 1 : 0
    case .state:
      switch a.state {
      case .inactive: return 0
      case .active: return 1
      case .stopped: return 2
      }
    case .duration:
      return a.settings.timing.timing(over: a.settings.duration).duration
    }
  }

  /// The named animator as it is now, for expectations and reports.
  public func propertyAnimator(named name: String) -> PropertyAnimator? {
    animator.animatorIndex(named: name).map { animator.propertyAnimator($0) }
  }
}

extension Simulation {
  /// A velocity in points per second as UIKit's spring wants it: divided by the distance the
  /// value still has to go to where the animator's run heads. Nil (with the run failing) when
  /// the velocity can't be computed.
  mutating func relativeVelocity(_ velocity: SpringVelocity, animator index: Int) -> Double? {
    let name = animator.propertyAnimator(index).settings.name
    guard let view = existingView(velocity.view, for: "animator '\(name)' velocity") else {
      return nil
    }
    var target = tree[view]
    let position: AnimatingPosition = animator.propertyAnimator(index).isReversed ? .start : .end
    for number in animator.runningAnimations(of: index) where animator.view(of: number) == view {
      animator.settle(number, at: position, model: &target, now: now)
    }
    let distance = velocity.value.read(in: target) - velocity.value.read(in: presentation(of: view))
    return relative(velocity, distance: distance, context: "animator '\(name)'")
  }

  /// `pointsPerSecond / distance`; 0 when the value is already where it goes (UIKit's division
  /// would give infinity; docs/semantics.md).
  mutating func relative(_ velocity: SpringVelocity, distance: Double, context: String) -> Double? {
    let points: Double
    do { points = try evaluate(velocity.pointsPerSecond) } catch {
      record(.actionFailed("\(context): velocity \(velocity.pointsPerSecond): \(error.message)"))
      return nil
    }
    guard abs(distance) > 1e-9 else { return 0 }
    return SpringLimits.clamped(velocity: points / distance)
  }
}

extension Simulation {
  /// A hit test as UIKit makes it now: at the model values, except that views moved by a
  /// property animator that leaves hit testing to UIKit are tested where they are drawn
  /// (`isManualHitTestingEnabled` false; docs/semantics.md). The tester is handed their drawn
  /// values; the model is never written to answer the question.
  mutating func hitTestAsDrawn(_ point: Point) -> ViewID? {
    let moved = animator.viewsHitAtPresentation
    guard !moved.isEmpty else { return tester.hitTest(point, in: tree) }
    return tester.hitTest(point, in: tree, drawing: moved, at: presentations(of: moved))
  }
}
