import SimEngine
import SimScenario
import Testing

@Suite("The interactive pop")
struct NavigationPopGestureTests {
  typealias F = NavigationFixture

  /// A drag from x = `from` to `to` along y = 400 starting at 0.1 and lasting `duration`.
  static func drag(from: Double = 1, to: Double, duration: Double, t: Double = 0.1) -> String {
    #"{"drag": {"from": [\#(from), 400], "to": [\#(to), 400], "t": \#(t), "duration": \#(duration)}}"#
  }

  @Test("A swipe that starts 20 pt from the left edge does not pop")
  func startsTooFarIn() throws {
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"], touches: [Self.drag(from: 20, to: 300, duration: 0.3)]))
    #expect(F.events(run) == [])
    #expect(run.simulation.stack(ofNavigation: "nav") == ["inbox", "message"])
  }

  @Test("The top screen follows the finger: progress is the pan's translation over the width")
  func followsTheFinger() throws {
    // 127 pt at 127 pt/s: the translation starts after the pop gesture's 15 pt hysteresis
    // (_UIParallaxTransitionPanGestureRecognizer), which it takes off, so at t = 0.7 the finger
    // has moved 76.2 pt and the translation is 61.2: the screen runs 15 pt behind the finger.
    let inboxX = F.parallaxX * (1 - 61.2 / F.width)
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"], touches: [Self.drag(to: 128, duration: 1)],
        expect: [
          #"{"t": 0.7, "view": "messageView", "frame": [61.2, 0, 390, 844], "layer": "presentation", "tolerance": 1e-6}"#,
          #"{"t": 0.7, "view": "inboxView", "frame": [\#(inboxX), 0, 390, 844], "layer": "presentation", "tolerance": 1e-6}"#,
          #"{"t": 0.7, "navigation": "nav", "stack": ["inbox"], "transition": "pop"}"#,
        ], duration: 2))
    #expect(F.failures(run) == [])
  }

  @Test("Released slowly at 29 % the pop cancels: the screen returns and the stack is unchanged")
  func slowReleaseCancels() throws {
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"], touches: [Self.drag(to: 128, duration: 1)], duration: 2))
    let release = try #require(F.releases(run).first)
    // 127 pt dragged, less the 15 pt hysteresis: 112 pt, 28.7 % of the width.
    let progress = 112 / F.width
    #expect(abs(release.progress - progress) < 1e-12)
    // Averaged velocity 127 pt/s = 0.3256 widths/s over the 0.35 s duration, no acceleration.
    #expect(abs(try #require(release.projected) - (progress + 127 / F.width * 0.35)) < 1e-6)
    #expect(abs(try #require(release.threshold) - 187.5 / F.width) < 1e-12)
    #expect(!release.completes)
    // Completion speed max(0.287, 0.35 × 127 / 390) = 0.287: 0.287 of the way takes 0.35 s.
    #expect(F.times(of: "pop cancelled", in: run).map { abs($0 - 1.45) < 1e-6 } == [true])
    #expect(run.simulation.stack(ofNavigation: "nav") == ["inbox", "message"])
    let message = try #require(run.simulation.view(named: "messageView"))
    #expect(run.simulation.presentation(of: message).frame.origin.x == 0)
    #expect(!run.simulation.tree.isInWindow(try #require(run.simulation.view(named: "inboxView"))))
  }

  @Test("A cancelled pop balances the appearance callbacks")
  func cancelledCallbacks() throws {
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"], touches: [Self.drag(to: 128, duration: 1)], duration: 2))
    #expect(
      F.callbacks(run) == [
        "message.viewDidLoad", "message.viewWillAppear", "message.viewDidAppear",
        "message.viewWillDisappear", "inbox.viewDidLoad", "inbox.viewWillAppear",
        "inbox.viewWillDisappear", "inbox.viewDidDisappear",
        "message.viewWillAppear", "message.viewDidAppear",
      ])
  }

  @Test("Released fast at 29 % the pop completes")
  func fastReleaseCompletes() throws {
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"], touches: [Self.drag(to: 128, duration: 0.25)], duration: 1))
    let release = try #require(F.releases(run).first)
    #expect(abs(try #require(release.projected) - (112 / F.width + 508 / F.width * 0.35)) < 1e-6)
    #expect(release.completes)
    #expect(F.times(of: "pop completed", in: run).map { abs($0 - 0.7) < 1e-6 } == [true])
    #expect(run.simulation.stack(ofNavigation: "nav") == ["inbox"])
  }

  @Test("A quick flick finishes at the finger's speed: the rest of the width at its velocity")
  func flickKeepsPace() throws {
    // 49 pt at 1,470 pt/s: translation 49 - 15 = 34 pt, progress 0.0872, two samples (too few
    // to project: it completes moving right). Completion speed max(0.9128, 0.35 × 1470 / 390)
    // = 1.319; the animator is continued with durationFactor 0.9128 / 1.319 and the timing
    // of completionCurve 7, a spring, whose rest takes exactly 0.35 × factor = 0.2422 s =
    // 356 pt / 1,470 pt/s, min(D, rest × width / |v|).
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"], touches: [Self.drag(to: 50, duration: 49.0 / 1470)],
        duration: 1))
    let release = try #require(F.releases(run).first)
    #expect(release.completes)
    #expect(release.projected == nil)
    let lift = 0.1 + 49.0 / 1470
    let done = try #require(F.times(of: "pop completed", in: run).first)
    #expect(abs(done - (lift + (F.width - 34) / 1470)) < 0.001)
  }

  @Test("With the velocity rule a slow short swipe still completes while it moves right")
  func velocityRule() throws {
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"], settings: #""popDecision": "velocity""#,
        touches: [Self.drag(to: 60, duration: 1)], duration: 2))
    #expect(F.releases(run).map(\.completes) == [true])
    #expect(run.simulation.stack(ofNavigation: "nav") == ["inbox"])
  }

  @Test("With only the root on the stack the pop recognizer takes no touch")
  func rootOnly() throws {
    let run = try F.run(F.scenario(touches: [Self.drag(to: 300, duration: 0.3)]))
    #expect(F.events(run) == [])
    #expect(run.simulation.touches[0].recognizers.isEmpty)
  }

  @Test("With the bar hidden there is no pop unless the delegate allows it")
  func hiddenBar() throws {
    let hidden = try F.run(
      F.scenario(
        stack: ["inbox", "message"], settings: #""barHidden": true"#,
        touches: [Self.drag(to: 300, duration: 0.2)]))
    #expect(F.events(hidden) == [])
    let allowed = try F.run(
      F.scenario(
        stack: ["inbox", "message"],
        settings: #""barHidden": true, "popGestureWithHiddenBar": true"#,
        touches: [Self.drag(to: 300, duration: 0.2)]))
    #expect(allowed.simulation.stack(ofNavigation: "nav") == ["inbox"])
  }

  @Test("A swipe that starts on the navigation bar is not the pop recognizer's")
  func startsOnTheBar() throws {
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"],
        touches: [#"{"drag": {"from": [1, 69], "to": [300, 69], "t": 0.1, "duration": 0.2}}"#]))
    #expect(F.events(run) == [])
  }

  @Test("A disabled interactivePopGestureRecognizer does not pop")
  func disabled() throws {
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"], settings: #""popGesture": false"#,
        touches: [Self.drag(to: 300, duration: 0.2)]))
    #expect(F.events(run) == [])
  }

  @Test(
    "Expecting a completed pop from a slow short swipe fails, showing the progress and velocity against UIKit's rule"
  )
  func failureExplainsTheRule() throws {
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"], touches: [Self.drag(to: 128, duration: 1)],
        expect: [#"{"t": 1.8, "navigation": "nav", "stack": ["inbox"]}"#], duration: 2))
    let failure = try #require(F.failures(run).first)
    #expect(failure.contains("its stack is [inbox, message]"))
    #expect(failure.contains("pop released at progress 0.2872 with velocity 127 pt/s"))
    #expect(failure.contains("projected progress 0.4012 ≤ threshold 0.4808"))
    #expect(failure.contains(": cancels"))
  }

  @Test(
    "Let go almost still, the pop completes past min(187.5 pt / width, 0.5) and cancels short of it",
    arguments: [
      (width: 390, progress: 0.485, completes: true),
      (width: 390, progress: 0.475, completes: false),
      (width: 375, progress: 0.49, completes: false), (width: 375, progress: 0.51, completes: true),
      (width: 320, progress: 0.49, completes: false),
    ])
  func stillRelease(width: Int, progress: Double, completes: Bool) throws {
    // The translation starts after the pop gesture's 15 pt: the finger goes 15 pt further.
    let x = 1 + 15 + progress * Double(width)
    let run = try F.run(
      F.scenario(
        stack: ["inbox", "message"], touches: F.dragAndCreep(to: x), duration: 2,
        screenWidth: width))
    let release = try #require(F.releases(run).first)
    #expect(abs(release.progress - progress) < 1e-9)
    // 2 pt/s over the 0.35 s duration adds 0.7 pt / width to the projection.
    #expect(abs(release.velocity - 2) < 1e-3)
    let expected = progress + 2 * 0.35 / Double(width)
    #expect(abs(try #require(release.projected) - expected) < 1e-4)
    #expect(release.completes == completes)
    #expect(
      run.simulation.stack(ofNavigation: "nav") == (completes ? ["inbox"] : ["inbox", "message"]))
  }

  @Test("A back swipe whose touch is cancelled cancels the pop, running back over its share")
  func touchCancelled() throws {
    // Moves 100 pt by t = 0.5 (translation 85, progress 85 / 390), then the system cancels the
    // touch at 0.6: the pop cancels at completion speed 1, 0.2179 × 0.35 s later.
    var events = [#"{"t": 0.1, "phase": "began", "x": 1, "y": 400}"#]
    for step in 1...24 {
      let t = 0.1 + Double(step) / 60
      events.append(
        #"{"t": \#(t), "phase": "moved", "x": \#(1 + 100 * Double(step) / 24), "y": 400}"#)
    }
    events.append(#"{"t": 0.6, "phase": "cancelled", "x": 101, "y": 400}"#)
    let run = try F.run(F.scenario(stack: ["inbox", "message"], touches: events, duration: 1.5))
    #expect(F.releases(run).isEmpty)
    let cancelled = try #require(F.times(of: "pop cancelled", in: run).first)
    #expect(abs(cancelled - (0.6 + 85.0 / F.width * 0.35)) < 1e-6)
    #expect(run.simulation.stack(ofNavigation: "nav") == ["inbox", "message"])
  }
}
