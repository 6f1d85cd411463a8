/// A call on a `UIViewPropertyAnimator`, with every value the app computes already computed:
/// what the ``Animator`` takes to move an animator through its state machine.
enum AnimatorInput: Sendable {
  /// `addAnimations(_:)`.
  case addAnimations([AnimatorAnimation])
  /// `addCompletion(_:)`.
  case addCompletion([AnimatorCompletion])
  /// `startAnimation(afterDelay:)` (`startAnimation()` with a zero delay).
  case start(delay: Interval)
  /// `pauseAnimation()`.
  case pause
  /// `fractionComplete = value`.
  case setFractionComplete(Double)
  /// `isReversed = value`.
  case setReversed(Bool)
  /// `continueAnimation(withTimingParameters:durationFactor:)`, a spring's velocity already
  /// made relative; nil parameters keep its own.
  case continueAnimation(TimingParameters?, durationFactor: Double)
  /// `stopAnimation(_:)`.
  case stop(withoutFinishing: Bool)
  /// `finishAnimation(at:)`.
  case finish(AnimatingPosition)
  /// A setting set after creation.
  case setFlag(AnimatorFlag, Bool)
  /// The delay of `startAnimation(afterDelay:)` is over.
  case delayEnded
  /// The current run reached its end.
  case runEnded
}

/// What the ``Animator`` decided a property animator call does outside it, for the simulation
/// to carry out in order.
enum AnimatorStep: Sendable {
  /// Start driving these views' animations (their changes resolved against the model now),
  /// from the driver's progress when the call was made.
  case run([AnimatorAnimation], driver: Int, from: Double)
  /// Put `kind` on the schedule at `deadline`, or take it off.
  case schedule(ScheduledEvent.Kind, at: Instant)
  case cancel(ScheduledEvent.Kind)
  /// Write to the journal: the animator's change of state, or a call UIKit raises on.
  case record(Occurrence.Kind)
  /// Let go of these running animations at `position`: the model keeps their end values, is
  /// put back at their start values, or at the values drawn now (at the driver's `progress`
  /// when it let go); then they end.
  case letGo([Int], at: AnimatingPosition, progress: Double)
  /// Stopping (`stopAnimation(false)`): put the values drawn now (at the driver's `progress`)
  /// in the model, end these animations, and hand back what they were moving
  /// (``Animator/keepStopped(_:animator:)``).
  case holdStopped([Int], animator: Int, progress: Double)
  /// Finishing a stopped animator: write its values' end or start values into the model.
  case restore([StoppedValue], at: AnimatingPosition)
  /// Run the app's completion blocks.
  case perform([Action])
}
