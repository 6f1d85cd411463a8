import SimEngine

/// Whoever owns the clock while steps run: the scenario runner (which also checks the
/// scenario's timed expectations and hands frames on as they are rendered), or a test's
/// simulation (``SimulationClock``). The ``StepPlayer`` only decides what to do and when.
public protocol StepClock {
  var simulation: Simulation { get set }
  /// Runs every frame and timer due before `instant` (and at it, when `inclusive`) and sets
  /// the clock to `instant`: where a touch event at `instant` finds the app (exclusive), or
  /// what a check at `instant` sees (inclusive). Never called with a time before ``Simulation/now``.
  mutating func advance(to instant: Instant, inclusive: Bool)
  /// Delivers one event: every touch that changes at one moment.
  mutating func deliver(_ event: [TouchInput]) throws(TouchSequenceError)
  /// Checks `expectation` now (a timed one carries the current time).
  mutating func check(_ expectation: Expectation) -> ExpectationResult
}

/// The clock of a simulation that keeps its frames: what a Swift test drives steps with.
public struct SimulationClock: StepClock {
  public var simulation: Simulation

  public init(_ simulation: Simulation) {
    self.simulation = simulation
  }

  public mutating func advance(to instant: Instant, inclusive: Bool) {
    if inclusive {
      simulation.advance(to: instant)
    } else {
      simulation.advance(before: instant)
    }
  }

  public mutating func deliver(_ event: [TouchInput]) throws(TouchSequenceError) {
    try simulation.send(event)
  }

  public mutating func check(_ expectation: Expectation) -> ExpectationResult {
    StepChecks.check(expectation, in: &simulation, chains: [:])
  }
}
