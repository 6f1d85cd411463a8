/// `UIViewPropertyAnimator`'s settings, fixed when it is created.
public struct PropertyAnimatorSettings: Hashable, Sendable {
  public var name: String
  /// The animator's `duration` (ignored by a spring that runs for its own settling time).
  public var duration: Double
  public var timing: TimingParameters
  public var isInterruptible = true
  /// Views it animates stay touchable (UIKit's default for an animator, unlike `UIView.animate`).
  public var isUserInteractionEnabled = true
  /// When false (the default) UIKit hit-tests the animated views where they are drawn.
  public var isManualHitTestingEnabled = false
  /// A paused animator's fraction maps linearly to its views' progress.
  public var scrubsLinearly = true
  /// At its end it stays active and paused instead of finishing (iOS 11).
  public var pausesOnCompletion = false

  public init(name: String, duration: Double, timing: TimingParameters) {
    self.name = name
    self.duration = duration
    self.timing = timing
  }

  /// UIKit hit-tests the animated views at their presentation values only when the animator is
  /// interruptible, lets touches through, and leaves hit testing to UIKit
  /// (`-[UIViewPropertyAnimator _optionsForNestedLegacyAnimation:]`, iOS 18.2).
  var hitTestsPresentation: Bool {
    isInterruptible && isUserInteractionEnabled && !isManualHitTestingEnabled
  }
}

/// `UIViewAnimatingState`.
public enum AnimatorState: String, Hashable, Sendable {
  case inactive, active, stopped
}

/// `UIViewAnimatingPosition`: where a finished animator's views end.
public enum AnimatingPosition: String, Hashable, Sendable, CaseIterable {
  case end, start, current
}
