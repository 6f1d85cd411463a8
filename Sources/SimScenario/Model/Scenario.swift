import SimEngine
import SimGeometry

/// A decoded, validated scenario: a view tree, a touch stream and what should happen.
public struct Scenario: Sendable {
  /// The scenario's `name`, or the file name without its extension.
  public var name: String
  /// The file as the user named it.
  public var file: String
  public var screen: Screen
  public var parameters: UIKitParameters
  /// The root view and its subtree; it is added to the window.
  public var root: ViewTemplate
  /// The touch stream in delivery order (helpers expanded, streams from files merged).
  public var touches: [TouchInput]
  /// Where each event of ``touches`` was written, for messages.
  public var touchOrigins: [SourceReference]
  public var expectations: [Expectation]
  /// What `present` and `dismiss` actions can name.
  public var presentations: [Presentation]
  /// Navigation controllers, added in front of the root view in this order.
  public var navigations: [Navigation] = []
  /// The explicit end of the run, if the scenario sets `duration`.
  public var duration: Instant?
  /// Warnings found while reading (nothing that stops the run).
  public var warnings: [Diagnostic]
  /// The scenario's own record mode (`"record"`), which wins over the command line's.
  public var record: RecordMode?
  /// How close a number of the golden trace must be to the run's (`"goldenTolerance"`), which
  /// wins over the command line's `--tolerance`.
  public var goldenTolerance: GoldenTolerance?
  /// `"golden": false`: the scenario has no golden trace; none is read, compared or written,
  /// as `run --golden never` does for every scenario.
  public var golden = true
  /// Taps on the status bar (`{"statusBarTap": T}` in `touches`), in time order: UIKit's
  /// scroll-to-top gesture, which no view of the app receives.
  public var statusBarTaps: [Instant] = []
  /// A step-style touch list (``ScenarioStep``), run in order as the clock reaches each step;
  /// empty when every entry has an absolute time and window points (then ``touches`` holds
  /// them all, expanded at load).
  public var steps: [ScenarioStep] = []
  /// For a scenario whose steps were replaced by the touches they made
  /// (``replacingSteps(withTouchesFrom:)``): the step each event of ``touches`` came from.
  public var touchSteps: [String] = []

  /// Adds the scenario's views, presentations and navigation controllers to `simulation`: the
  /// one setup every command shares (the run, explain, bench).
  public func populate(_ simulation: inout Simulation) {
    simulation.instantiate(root, in: simulation.window)
    for presentation in presentations { simulation.addPresentation(presentation) }
    for navigation in navigations { simulation.addNavigation(navigation) }
  }

  /// How many touches the stream makes (its began events).
  public var touchCount: Int { touches.count { $0.phase == .began } }

  /// When the run ends: the scenario's `duration`, else the last touch event or timed
  /// expectation; the final frame is the first at or after it.
  public var endTime: Instant {
    if let duration { return duration }
    let lastTouch = max(touches.last?.time ?? .zero, statusBarTaps.last ?? .zero)
    let lastCheck = expectations.compactMap(\.horizon).max() ?? .zero
    return max(lastTouch, lastCheck)
  }
}

/// A place in a file, for messages about something found there.
public struct SourceReference: Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var location: SourceLocation

  public init(file: String, location: SourceLocation) {
    self.file = file
    self.location = location
  }

  public var description: String { "\(file):\(location.line):\(location.column)" }
}
