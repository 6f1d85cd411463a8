import SimEngine
import SimGeometry
import Testing

extension AnimationRuntimeTests {
  /// `UIViewPropertyAnimator` against closed forms: the box's center x goes 50 → 250 (delta 200),
  /// drawn at 50 + 200 × progress, with the progress computed here from the curve or spring.
  @Suite("Property animators")
  struct PropertyAnimatorTests {
    static func create(
      duration: Double = 1, timing: TimingParameters = .cubic(.easeInOut),
      _ configure: (inout PropertyAnimatorSettings) -> Void = { _ in }
    ) -> Action {
      var settings = PropertyAnimatorSettings(name: "a", duration: duration, timing: timing)
      configure(&settings)
      var change = ViewChange()
      change.center = Point(x: 250, y: 350)
      return .animator(
        "a",
        .create(
          settings, animations: [AnimatorAnimation(view: "box", change: change)],
          completions: AnimatingPosition.allCases.map {
            AnimatorCompletion(position: $0, actions: [.log($0.rawValue)])
          }))
    }

    static let start = Action.animator("a", .start(delay: .zero))
    static let pause = Action.animator("a", .pause)
    static func scrub(_ value: Double) -> Action {
      .animator("a", .setFractionComplete(.number(value)))
    }

    func expectDrawn(
      _ sim: Simulation, _ expected: Double, _ note: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let drawn = sim.drawn("box").center.x
      #expect(
        abs(drawn - expected) <= 1e-9, "\(note): drawn at \(drawn), expected \(expected)",
        sourceLocation: sourceLocation)
    }

    var failures: (Simulation) -> [String] {
      { sim in
        sim.journal.compactMap {
          if case .actionFailed(let message) = $0.kind { return message }
          return nil
        }
      }
    }

    @Test("A started animator draws the curve's progress; the model holds the end values")
    func runsAlongItsCurve() {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([Self.create(), Self.start])
      #expect(sim.model("box").center.x == 250)
      for k in 1..<16 {
        let share = Double(k) / 16
        sim.advance(to: at(1 + share))
        expectDrawn(
          sim, 50 + 200 * TimingCurve.easeInOut.progress(atFraction: share), "at \(share)")
        #expect(sim.propertyAnimator(named: "a")?.fractionComplete(at: sim.now) == share)
      }
      sim.advance(to: at(2.5))
      #expect(sim.propertyAnimator(named: "a")?.state == .inactive)
      #expect(sim.loggedNames == ["end"])
      expectDrawn(sim, 250, "after its end")
    }

    @Test("A paused animator scrubs linearly, or along its curve without scrubsLinearly")
    func scrubbing() {
      var sim = stage()
      sim.perform([Self.create(), Self.scrub(0.25)])
      #expect(
        sim.propertyAnimator(named: "a")?.state == .active, "setting the fraction activates it")
      expectDrawn(sim, 100, "linear scrubbing")
      var curved = stage()
      curved.perform([Self.create { $0.scrubsLinearly = false }, Self.pause, Self.scrub(0.25)])
      expectDrawn(
        curved, 50 + 200 * TimingCurve.easeInOut.progress(atFraction: 0.25), "along the curve")
    }

    @Test("Continued from a pause with factor 1, the rest takes the duration along the timeline")
    func continuesFromThePause() {
      // Scrubbed to 0.5 (drawn at 0.5), continued with F = 1 (_continueWithTimingParameters:
      // duration: 1 × 1): internalDuration = 1 / (1 − 0.5) = 2 s; ease-in-ease-out is at 0.5 at
      // time 0.5, so the rest is 2 × 0.5 = 1 s, the views at easeInOut(0.5 + s / 2).
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([
        Self.create(), Self.scrub(0.5),
        .animator("a", .continueAnimation(nil, durationFactor: 1, velocity: nil)),
      ])
      for k in 1..<8 {
        let s = Double(k) / 8
        sim.advance(to: at(1 + s))
        let time = 0.5 + s / 2
        expectDrawn(
          sim, 50 + 200 * TimingCurve.easeInOut.progress(atFraction: time), "\(s) s into the rest")
        #expect(
          abs(sim.propertyAnimator(named: "a")!.fractionComplete(at: sim.now) - time) < 1e-12)
      }
      sim.advance(to: at(1.999))
      #expect(sim.loggedNames == [])
      sim.advance(to: at(2))
      #expect(sim.loggedNames == ["end"])
    }

    @Test("Continued with a damping-ratio spring, the spring is solved for duration × factor")
    func continuesWithASpring() {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([
        Self.create(), Self.scrub(0.5),
        .animator(
          "a",
          .continueAnimation(
            .dampingRatio(0.5, initialVelocity: 0), durationFactor: 2, velocity: nil)),
      ])
      // The spring path: internalDuration = 1 × 2 / (1 − 0.5) = 4 s, and the new spring runs
      // 4 × (1 − 0.5) = 2 s (1 × 2): a 2 s UIKit spring from progress 0.5 to 1.
      let spring = Spring.uikit(duration: 2, dampingRatio: 0.5, initialVelocity: 0)
      for k in 1..<20 {
        let t = Double(k) / 10
        sim.advance(to: at(1 + t))
        expectDrawn(sim, 150 + 100 * spring.progress(at: t), "at \(t) s into the spring")
      }
    }

    @Test("An interactive transition's finish and cancel pass the factor share left / speed")
    func interactionFactor() {
      // UIPercentDrivenInteractiveTransition: F = (cancel ? p : 1 − p) / completionSpeed.
      // Linear, 1 s, scrubbed to 0.25, completionSpeed 2: finishing, F = 0.375, the timeline
      // 0.375 / 0.75 = 0.5 s, the rest 0.5 × 0.75 = 0.375 s; cancelling, F = 0.125, reversed
      // the stored share is 0.75, the timeline 0.125 / 0.25 = 0.5 s, the rest 0.5 × 0.25.
      // With speed 1 and no timing curve it is startAnimation: the rest of the 1 s timeline.
      let cases: [(cancel: Bool, speed: Double, end: Double, log: String)] = [
        (false, 2, 0.375, "end"), (true, 2, 0.125, "start"), (false, 1, 0.75, "end"),
        (true, 1, 0.25, "start"),
      ]
      for c in cases {
        var sim = stage()
        sim.perform([Self.create(timing: .cubic(.linear)), Self.scrub(0.25)])
        sim.perform([
          .animator(
            "a", .endInteraction(cancel: c.cancel, parameters: nil, completionSpeed: c.speed))
        ])
        sim.advance(to: at(c.end - 0.001))
        #expect(sim.loggedNames == [], "\(c) not done yet")
        sim.advance(to: at(c.end))
        #expect(sim.loggedNames == [c.log], "\(c) done at \(c.end)")
      }
    }

    @Test("Reversed while running, it runs back to the start and finishes at .start")
    func reversesWhileRunning() {
      var sim = stage()
      sim.advance(to: at(1))
      sim.perform([Self.create(timing: .cubic(.linear)), Self.start])
      sim.advance(to: at(1.5))
      sim.perform([.animator("a", .setReversed(true))])
      sim.advance(to: at(1.75))
      expectDrawn(sim, 100, "half-way back")
      // A quarter of the way from the start, read in the direction of travel: 1 - 0.25.
      #expect(abs(sim.propertyAnimator(named: "a")!.fractionComplete(at: sim.now) - 0.75) < 1e-12)
      sim.advance(to: at(2.5))
      #expect(sim.loggedNames == ["start"])
      #expect(
        sim.model("box").center.x == 50, "a reversed animator leaves the start values in the model")
      expectDrawn(sim, 50, "at the start")
    }

    @Test("Stopped without finishing, the views keep what is drawn and no completion runs")
    func stopsWithoutFinishing() {
      var sim = stage()
      sim.perform([Self.create(timing: .cubic(.linear)), Self.start])
      sim.advance(to: at(0.5))
      sim.perform([.animator("a", .stop(withoutFinishing: true))])
      #expect(sim.model("box").center.x == 150)
      expectDrawn(sim, 150, "stopped")
      #expect(sim.propertyAnimator(named: "a")?.state == .inactive)
      sim.advance(to: at(2))
      #expect(sim.loggedNames.isEmpty)
    }

    @Test("Stopped then finished, the views go where the position says and the completion is told")
    func stopsThenFinishes() {
      for (position, x) in [(AnimatingPosition.end, 250.0), (.start, 50), (.current, 150)] {
        var sim = stage()
        sim.perform([Self.create(timing: .cubic(.linear)), Self.start])
        sim.advance(to: at(0.5))
        sim.perform([.animator("a", .stop(withoutFinishing: false))])
        #expect(sim.propertyAnimator(named: "a")?.state == .stopped)
        expectDrawn(sim, 150, "frozen while stopped")
        // Stopped, the views' properties are left at their current values, the model included
        // (Apple's stopAnimation(_:) documentation): a hit test there finds the box.
        #expect(sim.model("box").center.x == 150, "the model holds what is drawn")
        sim.advance(to: at(0.75))
        expectDrawn(sim, 150, "still frozen")
        sim.perform([.animator("a", .finish(position))])
        #expect(sim.model("box").center.x == x, "\(position)")
        expectDrawn(sim, x, "finished at \(position)")
        #expect(sim.loggedNames == [position.rawValue])
      }
    }

    @Test("A stopped animator's transform and alpha stay as drawn, then finish at the start")
    func stoppedTransformFinishesAtStart() {
      var sim = stage()
      var change = ViewChange()
      change.transform = AffineTransform(scaleX: 3, y: 3)
      change.alpha = 0
      let settings = PropertyAnimatorSettings(name: "s", duration: 1, timing: .cubic(.linear))
      sim.perform([
        .animator(
          "s",
          .create(
            settings, animations: [AnimatorAnimation(view: "box", change: change)],
            completions: [])),
        .animator("s", .start(delay: .zero)),
      ])
      sim.advance(to: at(0.5))
      sim.perform([.animator("s", .stop(withoutFinishing: false))])
      // Half-way: scale 2, alpha 0.5, in the model as on screen.
      #expect(abs(sim.model("box").transform.a - 2) < 1e-9)
      #expect(abs(sim.model("box").alpha - 0.5) < 1e-9)
      sim.perform([.animator("s", .finish(.start))])
      #expect(sim.model("box").transform == .identity)
      #expect(sim.model("box").alpha == 1)
      #expect(sim.drawn("box").alpha == 1)
    }

    @Test("With pausesOnCompletion it stays active and paused at its end, without completion")
    func pausesOnCompletion() {
      var sim = stage()
      sim.perform([Self.create { $0.pausesOnCompletion = true }, Self.start])
      sim.advance(to: at(1.5))
      let animator = sim.propertyAnimator(named: "a")!
      #expect(animator.state == .active && !animator.isRunning)
      #expect(animator.fractionComplete(at: sim.now) == 1)
      #expect(sim.loggedNames.isEmpty)
      sim.perform([.animator("a", .setReversed(true)), Self.start])
      sim.advance(to: at(3))
      expectDrawn(sim, 50, "reversed back to the start, paused there")
      #expect(sim.propertyAnimator(named: "a")?.state == .active)
    }

    @Test("A non-interruptible animator can't be paused: the run fails as UIKit raises")
    func nonInterruptible() {
      var sim = stage()
      sim.perform([Self.create { $0.isInterruptible = false }, Self.start, Self.pause])
      #expect(failures(sim).count == 1)
      #expect(failures(sim).first?.contains("non-interruptible") == true)
    }

    @Test("Reversing a paused animator reads its fraction from the other end; the view stays")
    func reversingPausedFlipsTheFraction() {
      // setReversed: on a paused animator stores 1 - fractionComplete and re-applies 1 - v to
      // the animations, so the views don't move (decompiled setReversed:, state 4).
      var sim = stage()
      sim.perform([Self.create(timing: .cubic(.linear)), Self.pause, Self.scrub(0.3)])
      expectDrawn(sim, 50 + 200 * 0.3, "scrubbed to 0.3")
      sim.perform([.animator("a", .setReversed(true))])
      #expect(abs(sim.propertyAnimator(named: "a")!.fractionComplete(at: sim.now) - 0.7) < 1e-12)
      expectDrawn(sim, 50 + 200 * 0.3, "reversing doesn't move it")
      // Scrubbed while reversed, the value counts from the end: 0.9 is 0.1 from the start.
      sim.perform([Self.scrub(0.9)])
      expectDrawn(sim, 50 + 200 * 0.1, "0.9 in the direction of travel")
    }

    @Test("Expressions read an animator's state (UIViewAnimatingState's raw value) and duration")
    func stateAndDurationInExpressions() {
      var sim = stage()
      func keep(_ name: String, _ value: AnimatorValue) -> Action {
        .keep(name, .value(.animator("a", value)))
      }
      sim.perform([
        Self.create(duration: 0, timing: .cubic(.linear)), keep("created", .state),
        keep("duration", .duration), Self.start, keep("started", .state),
        .animator("a", .stop(withoutFinishing: false)), keep("stopped", .state),
      ])
      let kept = sim.journal.compactMap { entry -> String? in
        if case .kept(let name, let value) = entry.kind { return "\(name)=\(value)" }
        return nil
      }
      // inactive 0, active 1, stopped 2; a duration of 0 becomes 0.2 s.
      #expect(kept == ["created=0.0", "duration=0.2", "started=1.0", "stopped=2.0"])
    }

    @Test("Setting the fraction of a running animator jumps there and runs on over the rest")
    func fractionOfARunningAnimator() {
      // Running, fractionComplete = v pauses transiently, scrubs and continues over the rest of
      // the original timeline (decompiled setFractionComplete: state 1).
      var sim = stage()
      sim.perform([Self.create(timing: .cubic(.linear)), Self.start])
      sim.advance(to: at(0.5))
      sim.perform([Self.scrub(0.9)])
      expectDrawn(sim, 50 + 200 * 0.9, "jumped to 0.9")
      #expect(sim.propertyAnimator(named: "a")?.isRunning == true)
      sim.advance(to: at(0.55))
      expectDrawn(sim, 50 + 200 * 0.95, "half of the last tenth")
      sim.advance(to: at(0.6))
      #expect(sim.propertyAnimator(named: "a")?.state == .inactive)
      #expect(sim.loggedNames == ["end"])
      #expect(failures(sim).isEmpty)
    }

    @Test("Animations added with a delay factor start at that share and run to the end")
    func addedWithADelayFactor() {
      // addAnimations(_:delayFactor: 0.5) before the start: UIKit nests animateWithDuration:
      // (1 − 0.5) × 1 s delay: 0.5 × 1 s, so on a linear 1 s animator the box stays at 50 until
      // 0.5 s and is at 50 + 200 × (0.75 − 0.5) / 0.5 = 150 at 0.75 s.
      var sim = stage()
      var settings = PropertyAnimatorSettings(name: "a", duration: 1, timing: .cubic(.linear))
      settings.scrubsLinearly = true
      var move = AnimatorAnimation(view: "box", change: ViewChange())
      move.change.center = Point(x: 250, y: 350)
      move.delayFactor = 0.5
      sim.perform([
        .animator("a", .create(settings, animations: [], completions: [])),
        .animator("a", .addAnimations([move])), Self.start,
      ])
      sim.advance(to: at(0.25))
      expectDrawn(sim, 50, "before its share")
      sim.advance(to: at(0.75))
      expectDrawn(sim, 150, "half of its half")
      sim.advance(to: at(1))
      expectDrawn(sim, 250, "at the end")
      #expect(failures(sim).isEmpty)
      // On an active animator the engine refuses it, saying so.
      var active = stage()
      active.perform([Self.create(), Self.start, .animator("a", .addAnimations([move]))])
      #expect(failures(active).contains { $0.contains("delayFactor") })
    }

    @Test("Animations added to a running animator run from where they are to its end")
    func addedWhileRunning() {
      var sim = stage()
      sim.perform([Self.create(timing: .cubic(.linear)), Self.start])
      sim.advance(to: at(0.5))
      var fade = ViewChange()
      fade.alpha = 0
      sim.perform([.animator("a", .addAnimations([AnimatorAnimation(view: "box", change: fade)]))])
      sim.advance(to: at(0.75))
      #expect(abs(sim.drawn("box").alpha - 0.5) < 1e-12, "half of the rest: alpha 1 → 0 over 0.5…1")
    }

    @Test("Views of a default animator are hit where drawn; with manual hit testing, at the model")
    func hitTesting() {
      for manual in [false, true] {
        var sim = stage()
        sim.perform([
          Self.create(timing: .cubic(.linear)) { $0.isManualHitTestingEnabled = manual },
          Self.start,
        ])
        sim.advance(to: at(0.5))
        // Drawn at x 100…200 (center 150); the model is at 200…300.
        #expect(sim.hitName(120, 350) == (manual ? "backdrop" : "box"))
        #expect(sim.hitName(280, 350) == (manual ? "box" : "backdrop"))
      }
    }

    @Test("Hit testing a view where an animator draws it leaves the model and the tree untouched")
    func hitTestingWritesNothing() {
      var sim = stage()
      sim.perform([Self.create(timing: .cubic(.linear)), Self.start])
      sim.advance(to: at(0.5))
      let generation = sim.tree.generation
      let model = sim.model("box")
      #expect(sim.hitName(120, 350) == "box")
      #expect(sim.hitName(280, 350) == "backdrop")
      // The flat copy and grids are kept for the tree's generation: a question must not bump it.
      #expect(sim.tree.generation == generation)
      #expect(sim.model("box") == model)
    }

    @Test("A spring's velocity in points per second becomes velocity / distance to go")
    func springVelocityInPoints() {
      var sim = stage()
      var change = ViewChange()
      change.center = Point(x: 250, y: 350)
      var animation = ViewAnimation(
        view: "box", to: change, duration: lasting(0.5),
        timing: .spring(Spring.uikit(duration: 0.5, dampingRatio: 0.8, initialVelocity: 0)))
      animation.springVelocity = SpringVelocity(
        pointsPerSecond: .number(400), view: "box", value: .centerX)
      animation.springParameters = .dampingRatio(0.8, initialVelocity: 0)
      sim.perform([.animate(animation)])
      // 400 pt/s over the 200 pt still to go: UIKit's relative velocity 2.
      let spring = Spring.uikit(duration: 0.5, dampingRatio: 0.8, initialVelocity: 2)
      for k in 1..<10 {
        let t = Double(k) / 20
        sim.advance(to: at(t))
        expectDrawn(sim, 50 + 200 * spring.progress(at: t), "at \(t) s")
      }
    }
  }
}
