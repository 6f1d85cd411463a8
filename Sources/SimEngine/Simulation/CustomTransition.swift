/// A custom transition animator (`UIViewControllerAnimatedTransitioning`): its duration and
/// timing, the values it sets when it begins, and its animations, run by the transition's
/// property animator (`interruptibleAnimator(using:)`).
public struct CustomTransition: Hashable, Sendable {
  public var duration: Double
  public var timing: TimingParameters
  /// Set at once when the transition begins: where the animations start from.
  public var starts: [AnimatorAnimation]
  public var animations: [AnimatorAnimation]

  public init(
    duration: Double, timing: TimingParameters, starts: [AnimatorAnimation],
    animations: [AnimatorAnimation]
  ) {
    self.duration = duration
    self.timing = timing
    self.starts = starts
    self.animations = animations
  }
}

/// What the app's interaction controller (`UIPercentDrivenInteractiveTransition`) does to an
/// interactive transition.
public enum InteractionCommand: Hashable, Sendable {
  /// `update(_:)`: the progress, kept in 0…1.
  case update(Expression)
  /// `finish()` or `cancel()` with the controller's `completionSpeed` and `timingCurve` (nil:
  /// none set), as ``AnimatorCommand/endInteraction(cancel:parameters:completionSpeed:)``
  /// hands them to the transition's animator (its `completionCurve` plays no part there).
  case end(finish: Bool, completionSpeed: Double, timingCurve: TimingCurve?)
}
