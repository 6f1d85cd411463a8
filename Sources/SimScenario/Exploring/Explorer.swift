import SimEngine
import SimGeometry

/// Tries streams of touches against a scenario, each from one copy of the simulation at the
/// fork point: the scenario's state after its scripted touches (or its start). The simulation
/// is a value, so a stream costs a copy, not a reload and a replay of the prefix; its large
/// histories (the journal, the animation records) are kept in segments a copy shares until it
/// appends, so a copy writes at most their last segment (``SegmentedList``).
///
/// Every stream is checked after every frame (``RunWatch``: the scenario's `invariants`, the
/// built-in checks, UIKit's refusals) and, at its end, against the scenario's `never`
/// expectations. The same seed gives the same streams and the same findings, byte for byte.
public struct Explorer: Sendable {
  public let scenario: Scenario
  public let settings: ExploreSettings
  /// The simulation at the fork point, copied for every stream.
  let fork: Simulation
  /// The watch at the fork point, copied for every stream.
  let watch: RunWatch
  /// The scenario's `never` expectations, checked at the end of every stream.
  let nevers: [Expectation]
  /// The first finger number the explored gestures may use (above every scripted finger).
  let fingerBase: Int

  public init(_ scenario: Scenario, settings: ExploreSettings = ExploreSettings()) {
    self.scenario = scenario
    self.settings = settings
    var simulation = Simulation(screen: scenario.screen, parameters: scenario.parameters)
    simulation.keepsFrames = false
    scenario.populate(&simulation)
    // A step-style list makes its touches as it runs: the fork point is after the touches its
    // steps made, found by running it once.
    let script = scenario.resolvingSteps()
    if !settings.fromStart { Self.replayScript(of: script, into: &simulation) }
    fork = simulation
    watch = RunWatch(
      scenario: scenario, checks: BuiltInCheck.allCases, watchesRefusals: true, from: simulation)
    nevers = scenario.expectations.filter {
      if case .happens(_, _, never: true) = $0.kind { return true }
      return false
    }
    fingerBase = (script.touches.map(\.finger).max() ?? 0) + 1
  }

  /// Where explored gestures may begin: just after the fork point, so that none shares a
  /// `UIEvent` with a scripted touch.
  public var forkTime: Instant { fork.now }
  public var earliestStart: Instant { fork.now + Interval(nanoseconds: 1_000_000) }

  /// The scripted touches and status bar taps, in the order `run` sends them, with the frames
  /// before each rendered as `run` renders them.
  static func replayScript(of scenario: Scenario, into simulation: inout Simulation) {
    var nextTap = 0
    for range in TouchInput.events(in: scenario.touches) {
      let time = scenario.touches[range.lowerBound].time
      while nextTap < scenario.statusBarTaps.count, scenario.statusBarTaps[nextTap] <= time {
        advanceFrames(&simulation, before: scenario.statusBarTaps[nextTap])
        simulation.tapStatusBar(at: scenario.statusBarTaps[nextTap])
        nextTap += 1
      }
      advanceFrames(&simulation, before: time)
      do {
        try simulation.send(Array(scenario.touches[range]))
      } catch {
        preconditionFailure("Internal inconsistency: a validated stream was refused: \(error)")
      }
      simulation.discardFrames()
    }
    for tap in scenario.statusBarTaps[nextTap...] {
      advanceFrames(&simulation, before: tap)
      simulation.tapStatusBar(at: tap)
    }
    simulation.discardFrames()
  }

  static func advanceFrames(_ simulation: inout Simulation, before time: Instant) {
    let frame = simulation.clock.time(ofFrame: simulation.frameCount)
    if frame < time {
      simulation.advance(before: time)
      simulation.discardFrames()
    }
  }

  /// Generates stream `number` of `seed` and runs it, stopping at its first failure.
  public func explore(seed: UInt64, stream number: Int) -> StreamOutcome {
    var generator = StreamGenerator(
      seed: Self.streamSeed(seed, number), settings: settings, screen: scenario.screen,
      earliest: earliestStart, fingerBase: fingerBase)
    return drive(source: { simulation in generator.next(after: simulation) }, stopAt: nil)
  }

  /// Runs a given stream, to its end or, with `stopAt`, until that failure is found.
  public func replay(_ gestures: [ExploreGesture], stopAt key: String?) -> StreamOutcome {
    var index = 0
    return drive(
      source: { _ in
        guard index < gestures.count else { return nil }
        index += 1
        return gestures[index - 1]
      }, stopAt: key)
  }

  /// The seed of one stream: the run's seed and the stream's number mixed by one SplitMix64
  /// step, so neighbouring streams are unrelated.
  public static func streamSeed(_ seed: UInt64, _ number: Int) -> UInt64 {
    var mixer = SplitMix64(seed: seed ^ (UInt64(number) &* 0xD1B5_4A32_D192_ED03))
    return mixer.next()
  }
}

/// How explored streams are made.
public struct ExploreSettings: Hashable, Sendable {
  /// Start at the scenario's start rather than after its scripted touches (`--from start`).
  public var fromStart = false
  /// Gestures in a stream: from 1 to this many.
  public var maximumGestures = 5
  /// How long a stream goes on after its last touch event before the settle checks.
  public var tail = Interval(nanoseconds: 500_000_000)
  /// How long a stream may take to settle after its tail; one that does not settle is not
  /// given the settle checks.
  public var settleLimit = Interval(nanoseconds: 3_000_000_000)

  public init() {}
}

/// One stream's gestures and what failed in it (empty: nothing).
public struct StreamOutcome: Hashable, Sendable {
  public var gestures: [ExploreGesture]
  public var violations: [Violation]
  /// The end the stream was run to (its last frame before the settle checks).
  public var end: Instant
}
