/// What an `animator` action does to a named `UIViewPropertyAnimator`.
public enum AnimatorCommand: Hashable, Sendable {
  /// `UIViewPropertyAnimator(duration:timingParameters:)` with its animations and completions.
  case create(
    PropertyAnimatorSettings, animations: [AnimatorAnimation], completions: [AnimatorCompletion])
  /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: created and
  /// started after `delay` at once (the SDK header: it "sets the duration, options, etc. And
  /// starts the animation"; interruptible as it is called outside another animation block).
  case running(
    PropertyAnimatorSettings, animations: [AnimatorAnimation], completions: [AnimatorCompletion],
    delay: Interval)
  /// `addAnimations(_:)`: run when it starts or, on an active animator, from now to its end.
  case addAnimations([AnimatorAnimation])
  case addCompletion([AnimatorCompletion])
  /// `startAnimation(afterDelay:)` (`startAnimation()` with a zero delay).
  case start(delay: Interval)
  case pause
  /// `fractionComplete = …`.
  case setFractionComplete(Expression)
  /// `isReversed = …`.
  case setReversed(Bool)
  /// `continueAnimation(withTimingParameters:durationFactor:)`; nil parameters keep its own.
  case continueAnimation(TimingParameters?, durationFactor: Double, velocity: SpringVelocity?)
  /// `stopAnimation(_:)`.
  case stop(withoutFinishing: Bool)
  /// `finishAnimation(at:)`.
  case finish(AnimatingPosition)
  /// One of its settings set after creation (`animator.scrubsLinearly = false`…).
  case setFlag(AnimatorFlag, Bool)
  /// An interactive transition finishing or cancelling through its paused animator, as
  /// `UIPercentDrivenInteractiveTransition`'s `_continueInterruptibleTransitionFromPercentComplete:
  /// reversed:` does: `isReversed = cancel`, then, when timing parameters are given or the
  /// speed is not 1, `continueAnimation(withTimingParameters:durationFactor:)` with the factor
  /// (cancel ? p : 1 − p) / `completionSpeed` (`_durationFactorForPercentComplete:reversed:`,
  /// p the progress it is paused at), else `startAnimation()`.
  case endInteraction(cancel: Bool, parameters: TimingParameters?, completionSpeed: Double)
}

/// A `UIViewPropertyAnimator` setting an app may set after creating it, where UIKit lets it.
public enum AnimatorFlag: String, Hashable, Sendable, CaseIterable {
  case interruptible, userInteractionEnabled, manualHitTesting, scrubsLinearly, pausesOnCompletion
}

/// One view's changes in an animator's animations block.
public struct AnimatorAnimation: Hashable, Sendable {
  public var view: String
  public var change: ViewChange
  /// `addAnimations(_:delayFactor:)` on an inactive animator: the animation starts at this share
  /// of the animator and runs to its end (UIKit nests `animateWithDuration:(1 − factor) ×
  /// internalDuration delay:factor × internalDuration`; a factor outside (0, 1) adds it
  /// without a delay).
  public var delayFactor = 0.0

  public init(view: String, change: ViewChange) {
    self.view = view
    self.change = change
  }
}

/// An `addCompletion` block: actions run when the animator finishes, for any position or for
/// one (`if position == .end`).
public struct AnimatorCompletion: Hashable, Sendable {
  public var position: AnimatingPosition?
  public var actions: [Action]

  public init(position: AnimatingPosition? = nil, actions: [Action]) {
    self.position = position
    self.actions = actions
  }
}

/// A spring's initial velocity given in points per second of one view value; the engine divides
/// it by the distance that value still has to go, which is UIKit's unit (`initialSpringVelocity`,
/// `UISpringTimingParameters.initialVelocity`).
public struct SpringVelocity: Hashable, Sendable {
  /// Points (or the value's unit) per second.
  public var pointsPerSecond: Expression
  /// The view value the velocity is along: `card.center.y`.
  public var view: String
  public var value: ViewValue

  public init(pointsPerSecond: Expression, view: String, value: ViewValue) {
    self.pointsPerSecond = pointsPerSecond
    self.view = view
    self.value = value
  }
}
