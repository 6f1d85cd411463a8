import Testing

@testable import SimEngine

/// The interactive pop's statistics and release rule, against values worked by hand from the
/// decompiled `_updateStatistics:firstSample:finalSample:` and
/// `popGesture:withRemainingDuration:shouldPopWithVelocity:` (docs/semantics.md, Navigation).
@Suite("Pop gesture tracker")
struct PopGestureTrackerTests {
  /// A 100 pt wide view (so 1 width/s is 100 pt/s) whose finger speeds up by 100 pt/s every
  /// 20 ms from 100 pt/s: velocities 1, 2, 3, 4, 5 widths/s.
  func speedingUp() -> PopGestureTracker {
    var tracker = PopGestureTracker(width: 100, time: 0, translation: 0, velocity: 100)
    for step in 1...4 {
      tracker.sample(
        time: 0.02 * Double(step), translation: 5 * Double(step), velocity: 100 * Double(step + 1),
        isFinal: false)
    }
    return tracker
  }

  @Test("Velocity is averaged over the last three samples")
  func rollingVelocity() {
    let tracker = speedingUp()
    #expect(tracker.sampleCount == 5)
    // (3 + 4 + 5) / 3 widths/s.
    #expect(abs(tracker.averageVelocity - 4) < 1e-12)
  }

  @Test("Each acceleration stays within 5 widths/s² of the one before, and three are averaged")
  func clampedAcceleration() {
    // Every step is 50 widths/s² ((1 width/s) / 20 ms), clamped to 5, 10, 15, 20; the last
    // three average 15.
    #expect(abs(speedingUp().averageAcceleration - 15) < 1e-9)
  }

  @Test("The release projects progress over the duration with both averages")
  func projection() throws {
    let release = speedingUp().release(
      progress: 0.2, duration: 0.35, velocity: 500, rule: .projected)
    // 0.2 + 15 × 0.5 × 0.35² + 4 × 0.35 = 2.51875; the threshold is min(187.5 / 100, 0.5).
    #expect(abs(try #require(release.projected) - 2.51875) < 1e-9)
    #expect(release.threshold == 0.5)
    #expect(release.completes)
    // The completion keeps pace with the last sample's velocity, 5 widths/s.
    #expect(abs(release.completionVelocity - 500) < 1e-9)
  }

  @Test("On a wide view the threshold is 187.5 pt, not half the width")
  func wideThreshold() throws {
    var tracker = PopGestureTracker(width: 1024, time: 0, translation: 0, velocity: 0)
    for step in 1...3 {
      tracker.sample(
        time: 0.02 * Double(step), translation: Double(step), velocity: 0, isFinal: false)
    }
    let release = tracker.release(progress: 0.19, duration: 0.35, velocity: 0, rule: .projected)
    #expect(abs(try #require(release.threshold) - 187.5 / 1024) < 1e-12)
    #expect(release.completes)
  }

  @Test("Callbacks under 10 ms apart are sampled only when the finger moved, and over 1 ms")
  func skipping() {
    var tracker = PopGestureTracker(width: 100, time: 0, translation: 10, velocity: 100)
    tracker.sample(time: 0.005, translation: 10, velocity: 100, isFinal: false)
    #expect(tracker.sampleCount == 1)
    // 0.5 ms after the last callback: too soon even though the finger moved.
    tracker.sample(time: 0.0055, translation: 12, velocity: 100, isFinal: false)
    #expect(tracker.sampleCount == 1)
    // 2.5 ms after it, moved since the last sample: taken.
    tracker.sample(time: 0.008, translation: 12, velocity: 100, isFinal: false)
    #expect(tracker.sampleCount == 2)
    // 1.5 ms on, not moved since that sample: skipped; 10.1 ms on: taken, moved or not.
    tracker.sample(time: 0.0095, translation: 12, velocity: 100, isFinal: false)
    #expect(tracker.sampleCount == 2)
    tracker.sample(time: 0.0196, translation: 12, velocity: 100, isFinal: false)
    #expect(tracker.sampleCount == 3)
  }

  @Test("With fewer than three samples it completes only if the finger moved right after beginning")
  func fewSamples() {
    var tracker = PopGestureTracker(width: 100, time: 0, translation: 0, velocity: 300)
    tracker.sample(time: 0.02, translation: 5, velocity: 300, isFinal: true)
    // Only the final sample: no `changed`, so UIKit's interaction state is still "began".
    let unchanged = tracker.release(progress: 0.05, duration: 0.35, velocity: 300, rule: .projected)
    #expect(!unchanged.completes)
    #expect(unchanged.projected == nil)
    var moved = PopGestureTracker(width: 100, time: 0, translation: 0, velocity: 300)
    moved.sample(time: 0.02, translation: 5, velocity: 300, isFinal: false)
    #expect(
      moved.release(progress: 0.05, duration: 0.35, velocity: 300, rule: .projected).completes)
    var back = PopGestureTracker(width: 100, time: 0, translation: 0, velocity: -300)
    back.sample(time: 0.02, translation: 5, velocity: -300, isFinal: false)
    #expect(
      !back.release(progress: 0.05, duration: 0.35, velocity: -300, rule: .projected).completes)
  }

  @Test("The velocity rule completes at zero velocity and cancels moving left")
  func velocityRule() {
    let tracker = PopGestureTracker(width: 100, time: 0, translation: 0, velocity: 0)
    #expect(tracker.release(progress: 0.1, duration: 0.35, velocity: 0, rule: .velocity).completes)
    #expect(
      !tracker.release(progress: 0.9, duration: 0.35, velocity: -1, rule: .velocity).completes)
  }

  @Test("The completion speed is the share left, or faster to keep up with the finger")
  func completionSpeed() {
    let tracker = PopGestureTracker(width: 390, time: 0, translation: 0, velocity: 0)
    var release = tracker.release(progress: 0.3, duration: 0.35, velocity: 0, rule: .velocity)
    #expect(release.completionSpeed(duration: 0.35, width: 390) == 0.7)
    release.completionVelocity = 1_000
    #expect(abs(release.completionSpeed(duration: 0.35, width: 390) - 0.35 * 1_000 / 390) < 1e-12)
  }
}
