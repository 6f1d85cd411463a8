import SimGeometry
import Testing

@testable import SimEngine

/// `UIViewPropertyAnimator`'s state machine in the animator room, without a simulation: calls
/// go in with their values computed, steps come out. The expected states and answers are
/// `UIViewAnimating`'s documented ones (inactive → active ⇄ running/paused → stopped →
/// inactive; `finishAnimation(at:)` only on a stopped animator; `startAnimation` on a stopped
/// one raises).
@Suite("Animator room: the property animator's state machine")
struct AnimatorMachineTests {
  static let second = Interval(nanoseconds: 1_000_000_000)

  /// An animations block: the animator is not empty (UIKit's internal state 3, not 0).
  static let moveBox: AnimatorAnimation = {
    var change = ViewChange()
    change.center = Point(x: 250, y: 350)
    return AnimatorAnimation(view: "box", change: change)
  }()

  /// An animator `a` of one second, linear, created at time 0 with completions logging the
  /// position they are told.
  static func created(_ configure: (inout PropertyAnimatorSettings) -> Void = { _ in })
    -> Animator
  {
    var settings = PropertyAnimatorSettings(name: "a", duration: 1, timing: .cubic(.linear))
    configure(&settings)
    var animator = Animator()
    _ = animator.create(
      settings, animations: [Self.moveBox],
      completions: AnimatingPosition.allCases.map {
        AnimatorCompletion(position: $0, actions: [.log($0.rawValue)])
      }, at: .zero)
    return animator
  }

  /// The animator changes the steps record, in order.
  static func changes(_ steps: [AnimatorStep]) -> [AnimatorChange] {
    steps.compactMap {
      if case .record(.animator(let change)) = $0 { return change }
      return nil
    }
  }

  static func failures(_ steps: [AnimatorStep]) -> [String] {
    steps.compactMap {
      if case .record(.actionFailed(let message)) = $0 { return message }
      return nil
    }
  }

  @Test("Starting an inactive animator makes it active and running, with its end scheduled")
  func startingRuns() {
    var animator = Self.created()
    let steps = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    let a = animator.propertyAnimator(0)
    #expect(a.state == .active && a.isRunning)
    #expect(Self.changes(steps).map(\.event) == [.started])
    let scheduled = steps.contains {
      if case .schedule(.animatorRunEnd(0), let at) = $0 { return at == Instant.zero + Self.second }
      return false
    }
    #expect(scheduled)
  }

  @Test("A delayed start is active and running at once, its fraction 0 until the delay ends")
  func delayedStartRunsAtOnce() {
    // startAnimationAsPaused:NO sets isRunning before the delay elapses; continueAnimation acts
    // only on a paused animator.
    var animator = Self.created()
    _ = animator.handle(.start(delay: Self.second), animator: 0, at: .zero)
    #expect(animator.propertyAnimator(0).state == .active)
    #expect(animator.propertyAnimator(0).isRunning)
    #expect(animator.propertyAnimator(0).fractionComplete(at: .zero) == 0)
    let ignored = animator.handle(
      .continueAnimation(nil, durationFactor: 1), animator: 0, at: .zero)
    #expect(Self.changes(ignored).map(\.event) == [.ignored])
    _ = animator.handle(.delayEnded, animator: 0, at: Instant.zero + Self.second)
    #expect(animator.propertyAnimator(0).isRunning)
    #expect(animator.propertyAnimator(0).runEnd == Instant.zero + Self.second + Self.second)
  }

  @Test(
    "Stopping leaves it stopped; finishing at the end lets its animations go and runs that position's completions"
  )
  func stopThenFinish() {
    var animator = Self.created()
    _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    let half = Instant(nanoseconds: 500_000_000)
    _ = animator.handle(.stop(withoutFinishing: false), animator: 0, at: half)
    #expect(animator.propertyAnimator(0).state == .stopped)
    #expect(animator.propertyAnimator(0).fractionComplete(at: half) == 0.5)
    let steps = animator.handle(.finish(.end), animator: 0, at: half)
    #expect(animator.propertyAnimator(0).state == .inactive)
    #expect(Self.changes(steps).map(\.detail) == ["end"])
    let performed = steps.compactMap { step -> [Action]? in
      if case .perform(let actions) = step { return actions }
      return nil
    }
    #expect(performed == [[.log("end")]])
    let letGo = steps.contains {
      if case .letGo(_, .end, _) = $0 { return true }
      return false
    }
    #expect(letGo)
  }

  @Test("Finishing an animator that is not stopped fails the run, as UIKit asserts")
  func finishNeedsStopped() {
    var animator = Self.created()
    _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    let steps = animator.handle(.finish(.end), animator: 0, at: .zero)
    #expect(
      Self.failures(steps) == [
        "animator 'a': finishAnimation(at:) needs a stopped animator (UIKit asserts); it is active"
      ])
    #expect(animator.propertyAnimator(0).isRunning)
  }

  @Test(
    "Starting a stopped animator is ignored, as -startAnimation returns in 18.2, and it stays stopped"
  )
  func startingStoppedIsIgnored() {
    var animator = Self.created()
    _ = animator.handle(.pause, animator: 0, at: .zero)
    _ = animator.handle(.stop(withoutFinishing: false), animator: 0, at: .zero)
    let steps = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    #expect(Self.failures(steps).isEmpty)
    #expect(Self.changes(steps).map(\.event) == [.ignored])
    #expect(animator.propertyAnimator(0).state == .stopped)
  }

  @Test("Calls on an inactive animator with no animations do nothing, finishing included")
  func emptyAnimatorIgnoresCalls() {
    var animator = Animator()
    let settings = PropertyAnimatorSettings(name: "a", duration: 1, timing: .cubic(.linear))
    _ = animator.create(settings, animations: [], completions: [], at: .zero)
    for input in [AnimatorInput.pause, .setFractionComplete(0.5), .finish(.end)] {
      let steps = animator.handle(input, animator: 0, at: .zero)
      #expect(Self.failures(steps).isEmpty)
      #expect(Self.changes(steps).map(\.event) == [.ignored])
      #expect(animator.propertyAnimator(0).state == .inactive)
    }
  }

  @Test("Once finished an animator is inactive, not reversed, and reads fractionComplete 0")
  func finishedReadsZero() {
    var animator = Self.created()
    _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    let half = Instant(nanoseconds: 500_000_000)
    _ = animator.handle(.setReversed(true), animator: 0, at: half)
    let steps = animator.handle(.runEnded, animator: 0, at: Instant.zero + Self.second)
    let a = animator.propertyAnimator(0)
    #expect(a.state == .inactive && !a.isReversed)
    #expect(a.fractionComplete(at: Instant.zero + Self.second) == 0)
    #expect(Self.changes(steps).map(\.detail) == ["start"])
  }

  @Test("Setting fractionComplete on a running animator jumps there and runs on")
  func scrubbingWhileRunning() {
    var animator = Self.created()
    _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    let quarter = Instant(nanoseconds: 250_000_000)
    let steps = animator.handle(.setFractionComplete(0.75), animator: 0, at: quarter)
    let a = animator.propertyAnimator(0)
    #expect(a.isRunning)
    #expect(a.fractionComplete(at: quarter) == 0.75)
    // The rest of the one-second linear timeline: a quarter of it.
    #expect(a.runEnd == quarter + Interval(nanoseconds: 250_000_000))
    #expect(Self.changes(steps).map(\.event) == [.scrubbed])
  }

  @Test("Stopping without finishing ends reversed: stopAnimation(false) sets it to false")
  func stoppingClearsReversed() {
    var animator = Self.created()
    _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    let quarter = Instant(nanoseconds: 250_000_000)
    _ = animator.handle(.setReversed(true), animator: 0, at: quarter)
    _ = animator.handle(.stop(withoutFinishing: false), animator: 0, at: quarter)
    #expect(animator.propertyAnimator(0).state == .stopped)
    #expect(!animator.propertyAnimator(0).isReversed)
  }

  @Test("A duration of 0 becomes 0.2 s, as UIKit's setup makes it")
  func zeroDuration() {
    var animator = Animator()
    let settings = PropertyAnimatorSettings(name: "a", duration: 0, timing: .cubic(.linear))
    _ = animator.create(settings, animations: [Self.moveBox], completions: [], at: .zero)
    _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    #expect(animator.propertyAnimator(0).runEnd == Instant(nanoseconds: 200_000_000))
  }

  @Test("Reaching the end with pausesOnCompletion leaves it active and paused, with no completion")
  func pausesOnCompletion() {
    var animator = Self.created { $0.pausesOnCompletion = true }
    _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    let steps = animator.handle(.runEnded, animator: 0, at: Instant.zero + Self.second)
    let a = animator.propertyAnimator(0)
    #expect(a.state == .active && !a.isRunning)
    #expect(a.fractionComplete(at: Instant.zero + Self.second) == 1)
    #expect(Self.changes(steps).map(\.event) == [.pausedOnCompletion])
    #expect(!steps.contains { if case .perform = $0 { return true } else { return false } })
  }

  @Test("A non-interruptible animator refuses to pause, as UIKit raises")
  func nonInterruptibleRefusesPause() {
    var animator = Self.created { $0.isInterruptible = false }
    let steps = animator.handle(.pause, animator: 0, at: .zero)
    #expect(
      Self.failures(steps) == [
        "animator 'a': pauseAnimation on a non-interruptible animator raises in UIKit"
      ])
    #expect(animator.propertyAnimator(0).state == .inactive)
  }

  @Test("Reversing a running animator turns its run around from where it is")
  func reversingRunning() {
    var animator = Self.created()
    _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    let quarter = Instant(nanoseconds: 250_000_000)
    let steps = animator.handle(.setReversed(true), animator: 0, at: quarter)
    let a = animator.propertyAnimator(0)
    #expect(a.isRunning && a.isReversed)
    #expect(Self.changes(steps).map(\.event) == [.reversed])
    // A quarter done, heading back: it ends a quarter of the duration later.
    #expect(a.runEnd == quarter + Interval(nanoseconds: 250_000_000))
  }

  @Test("Animators leaving the live list in any order leave exactly the others listed")
  func liveListKeepsTheOthers() {
    var animator = Animator()
    for index in 0..<5 {
      let settings = PropertyAnimatorSettings(
        name: "a\(index)", duration: 1, timing: .cubic(.linear))
      _ = animator.create(settings, animations: [Self.moveBox], completions: [], at: .zero)
      _ = animator.handle(.pause, animator: index, at: .zero)
    }
    #expect(animator.activeAnimators == [0, 1, 2, 3, 4])
    for (stopped, left) in [(1, [0, 2, 3, 4]), (4, [0, 2, 3]), (0, [2, 3]), (3, [2]), (2, [])] {
      _ = animator.handle(.stop(withoutFinishing: true), animator: stopped, at: .zero)
      #expect(animator.activeAnimators == left, "after stopping a\(stopped)")
    }
    _ = animator.handle(.setFractionComplete(0.5), animator: 3, at: .zero)
    #expect(animator.activeAnimators == [])
  }

  @Test("Settings after creation: interruptible refused once active, scrubsLinearly while paused")
  func settingsAfterCreation() {
    var animator = Self.created()
    // Inactive: any setting may change.
    let inactive = animator.handle(.setFlag(.interruptible, false), animator: 0, at: .zero)
    #expect(Self.failures(inactive).isEmpty)
    #expect(!animator.propertyAnimator(0).settings.isInterruptible)
    _ = animator.handle(.setFlag(.interruptible, true), animator: 0, at: .zero)
    _ = animator.handle(.pause, animator: 0, at: .zero)
    let active = animator.handle(.setFlag(.userInteractionEnabled, false), animator: 0, at: .zero)
    #expect(Self.failures(active).count == 1)
    #expect(animator.propertyAnimator(0).settings.isUserInteractionEnabled)
    let paused = animator.handle(.setFlag(.scrubsLinearly, false), animator: 0, at: .zero)
    #expect(Self.failures(paused).count == 1)
    // Running, scrubsLinearly and pausesOnCompletion may change.
    _ = animator.handle(.start(delay: .zero), animator: 0, at: .zero)
    let running = animator.handle(.setFlag(.pausesOnCompletion, true), animator: 0, at: .zero)
    #expect(Self.failures(running).isEmpty)
    let steps = animator.handle(.runEnded, animator: 0, at: Instant.zero + Self.second)
    #expect(Self.changes(steps).map(\.event) == [.pausedOnCompletion])
  }
}
