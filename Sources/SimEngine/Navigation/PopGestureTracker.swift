/// What UIKit's interactive pop keeps of the finger while it drags, and what it decides when the
/// finger lifts (`_UINavigationInteractiveTransitionBase` `_updateStatistics:firstSample:
/// finalSample:` and `popGesture:withRemainingDuration:shouldPopWithVelocity:`, iOS 18.2).
///
/// Displacement and velocity are in widths of the navigation controller's view: progress 0.3
/// is 30 % of the way, velocity 1 crosses the view in a second. Velocity is averaged over the
/// last three samples, and so is acceleration, each acceleration kept within 5 widths/s² of
/// the previous one so a single jerk can't swing the decision.
struct PopGestureTracker: Hashable, Sendable {
  let width: Double
  private(set) var sampleCount = 0
  private(set) var averageVelocity = 0.0
  private(set) var averageAcceleration = 0.0
  private(set) var previousVelocity = 0.0
  private var previousTime = 0.0
  private var skipTime = 0.0
  private var previousDisplacement = 0.0
  private var previousAcceleration = 0.0
  private var velocities = [0.0, 0.0, 0.0]
  private var accelerations = [0.0, 0.0, 0.0]
  /// Whether the recognizer reported `changed` since it began.
  private(set) var hasChanged = false

  /// - Precondition: `width` > 0.
  init(width: Double, time: Double, translation: Double, velocity: Double) {
    precondition(width > 0)
    self.width = width
    let displacement = max(0, translation) / width
    let v = velocity / width
    previousTime = time
    skipTime = time
    previousDisplacement = displacement
    previousVelocity = v
    averageVelocity = v
    velocities[0] = v
    sampleCount = 1
  }

  /// A `changed` (or the final `ended`) callback at `time` seconds.
  mutating func sample(time: Double, translation: Double, velocity: Double, isFinal: Bool) {
    if !isFinal { hasChanged = true }
    let displacement = max(0, translation) / width
    let v = velocity / width
    let sinceSkip = time - skipTime
    skipTime = time
    guard sinceSkip >= 0.01 || (sinceSkip > 0.001 && previousDisplacement != displacement) else {
      return
    }
    let elapsed = time - previousTime
    let slot = sampleCount % 3
    if sampleCount > 2 {
      averageVelocity = (v + averageVelocity * 3 - velocities[slot]) / 3
    } else {
      averageVelocity = (v + averageVelocity * Double(sampleCount)) / Double(sampleCount + 1)
    }
    velocities[slot] = v
    var acceleration = elapsed > 0 ? (v - previousVelocity) / elapsed : 0
    if abs(acceleration - previousAcceleration) > 5 {
      acceleration = previousAcceleration + (acceleration > previousAcceleration ? 5 : -5)
    }
    if sampleCount > 2 {
      averageAcceleration = (acceleration + averageAcceleration * 3 - accelerations[slot]) / 3
    } else {
      averageAcceleration =
        (acceleration + averageAcceleration * Double(sampleCount)) / Double(sampleCount + 1)
    }
    accelerations[slot] = acceleration
    previousAcceleration = acceleration
    previousVelocity = v
    previousDisplacement = displacement
    previousTime = time
    sampleCount += 1
  }

  /// The decision at release, from the progress then, the transition's duration and the
  /// recognizer's velocity (pt/s) as it ended.
  func release(
    progress: Double, duration: Double, velocity: Double, rule: PopDecisionRule
  ) -> PopRelease {
    var release = PopRelease(
      progress: progress, velocity: velocity, averageVelocity: averageVelocity * width,
      averageAcceleration: averageAcceleration * width, samples: sampleCount, rule: rule,
      completes: false, projected: nil, threshold: nil, completionVelocity: velocity)
    switch rule {
    case .velocity:
      release.completes = velocity >= 0
    case .projected:
      if sampleCount >= 3 && hasChanged {
        let projected =
          progress + averageAcceleration * 0.5 * duration * duration + averageVelocity * duration
        let threshold = min(187.5 / width, 0.5)
        release.projected = projected
        release.threshold = threshold
        release.completes = projected > threshold
        release.completionVelocity = width * previousVelocity
      } else {
        release.completes = averageVelocity > 0 && hasChanged
      }
    }
    return release
  }
}

/// The interactive pop's release: what UIKit read and what it decided.
public struct PopRelease: Hashable, Sendable {
  /// The transition's progress when the finger lifted (0…1).
  public var progress: Double
  /// The recognizer's horizontal velocity as it ended (pt/s).
  public var velocity: Double
  /// The averages over the last three samples, in pt/s and pt/s².
  public var averageVelocity: Double
  public var averageAcceleration: Double
  public var samples: Int
  public var rule: PopDecisionRule
  public var completes: Bool
  /// The projected rule's progress after the duration, and the progress it had to pass.
  public var projected: Double?
  public var threshold: Double?
  /// The velocity (pt/s) the rest of the transition keeps pace with.
  public var completionVelocity: Double

  /// `completionSpeed`: the share still to go, or faster to keep up with the finger.
  func completionSpeed(duration: Double, width: Double) -> Double {
    let share = completes ? 1 - progress : progress
    guard completionVelocity != 0, width > 0 else { return share }
    return max(share, duration * abs(completionVelocity) / width)
  }
}
