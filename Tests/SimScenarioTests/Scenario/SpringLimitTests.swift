import SimEngine
import SimScenario
import Testing

/// Springs whose settling time is infinite or huge, or whose derived values would overflow:
/// each is a clear error at its key, or runs with the documented cap and a warning.
@Suite("Spring limits")
struct SpringLimitTests {
  /// A button whose tap animates its alpha with `spring` (and `extra` keys in the animation).
  static func scenario(spring: String, extra: String = "") -> String {
    """
    {"name": "s", "root": {"id": "root", "children": [{"id": "b", "class": "UIButton",
      "frame": [0, 0, 50, 50], "on": {"touchUpInside": [{"animate": {"view": "b",
      "to": {"alpha": 0.5}, \(extra)"spring": \(spring)}}]}}]},
     "touches": [{"tap": [10, 10], "t": 0.1}], "expect": []}
    """
  }

  /// The animation's run time and the warnings of a scenario that must decode.
  static func decoded(_ text: String) throws -> (duration: Double, warnings: [String]) {
    let decoded = try SimScenarioTests.scenario(text)
    let run = ScenarioRunner.run(decoded)
    for occurrence in run.simulation.journal {
      if case .animationStarted(_, _, let start, let end) = occurrence.kind {
        return ((end - start).seconds, decoded.warnings.map(\.message))
      }
    }
    Issue.record("no animation started")
    return (0, [])
  }

  @Test("An undamped Core Animation spring runs for the 60 s cap, with a warning")
  func undampedCoreAnimationSpring() throws {
    let (duration, warnings) = try Self.decoded(
      Self.scenario(spring: #"{"mass": 1, "stiffness": 100, "damping": 0}"#))
    #expect(duration == 60)
    #expect(
      warnings == [
        "this spring never settles (it is undamped); it runs for 60 s, the cap, then its value jumps to the target"
      ])
  }

  @Test("A bounce of 1 never settles either: capped, with the same warning")
  func bounceOfOne() throws {
    let (duration, warnings) = try Self.decoded(
      Self.scenario(spring: #"{"duration": 0.5, "bounce": 1}"#))
    #expect(duration == 60)
    #expect(warnings.count == 1)
  }

  @Test("A barely damped spring is capped and the warning says when it would settle")
  func barelyDamped() throws {
    let (duration, warnings) = try Self.decoded(
      Self.scenario(spring: #"{"mass": 1, "stiffness": 100, "damping": 0.01}"#))
    #expect(duration == 60)
    // ζ = 0.0005, ω₀ = 10: the envelope e^(−0.005 t) reaches 0.001 near t = 1381 s.
    #expect(warnings.first?.contains("settles only after 1381.") == true)
  }

  @Test("A Core Animation spring given a duration runs for that duration, uncapped")
  func explicitDurationIsKept() throws {
    let (duration, warnings) = try Self.decoded(
      Self.scenario(spring: #"{"stiffness": 100, "damping": 0}"#, extra: #""duration": 2, "#))
    #expect(duration == 2)
    #expect(warnings.isEmpty)
  }

  @Test("An ordinary spring settles on its own time, no warning")
  func ordinarySpring() throws {
    let (duration, warnings) = try Self.decoded(
      Self.scenario(spring: #"{"response": 0.5, "dampingFraction": 0.8}"#))
    #expect(duration > 0.3 && duration < 2)
    #expect(warnings.isEmpty)
  }

  @Test("An enormous or tiny response is refused at its key with the range")
  func responseOutOfRange() {
    for value in ["1e300", "1e-300"] {
      let found = diagnostics(Self.scenario(spring: #"{"response": \#(value)}"#))
      #expect(found.count == 1)
      #expect(
        found.first?.contains(
          "animate.spring.response: response must be between 0.001 and 1000, got") == true)
    }
  }

  @Test("A huge initial velocity is refused in every spring form")
  func hugeVelocity() {
    let springs = [
      (#"{"response": 0.5, "initialVelocity": 1e300}"#, ""),
      (#"{"stiffness": 100, "initialVelocity": -1e300}"#, ""),
      (#"{"duration": 0.5, "bounce": 0.2, "initialVelocity": 1e12}"#, ""),
      (#"{"damping": 0.5, "velocity": 1e300}"#, #""duration": 0.5, "#),
    ]
    for (spring, extra) in springs {
      let found = diagnostics(Self.scenario(spring: spring, extra: extra))
      #expect(found.count == 1, "\(spring)")
      #expect(found.first?.contains("must be between -1000000 and 1000000") == true, "\(spring)")
    }
  }

  @Test("A tiny mass and a huge stiffness are both named, and nothing else")
  func everyBadKeyNamed() {
    let found = diagnostics(Self.scenario(spring: #"{"mass": 1e-300, "stiffness": 1e300}"#))
    #expect(found.count == 2)
    #expect(found.first?.contains("spring.mass: mass must be between 1e-06 and 1000000") == true)
    #expect(found.last?.contains("spring.stiffness: stiffness must be between") == true)
  }

  @Test("Springs at the edges of the limits run and give finite values at every frame")
  func edgesRunFinite() throws {
    let springs = [
      #"{"mass": 1e-6, "stiffness": 1e9, "damping": 1e9, "initialVelocity": -1e6}"#,
      #"{"mass": 1e6, "stiffness": 1e-6, "damping": 0, "initialVelocity": 1e6}"#,
      #"{"mass": 1, "stiffness": 1e-6, "damping": 1e9}"#,
      #"{"response": 0.001, "dampingFraction": 1000, "initialVelocity": 1e6}"#,
      #"{"response": 1000, "dampingFraction": 0}"#,
    ]
    for spring in springs {
      let run = ScenarioRunner.run(try SimScenarioTests.scenario(Self.scenario(spring: spring)))
      for frame in run.simulation.frames {
        for view in frame.presentations {
          #expect(view.alpha.isFinite && view.frame.minX.isFinite, "\(spring)")
        }
      }
    }
  }
}
