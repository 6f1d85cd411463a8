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
  /// What the app does as it launches (`"launch"`): run at t = 0, before frame 0, as
  /// `viewDidLoad` would (a carousel's timer scheduled there).
  public var launch: [Action] = []
  /// The keyboard (`"keyboard"`); nil: the scenario has none, and text fields are plain
  /// controls.
  public var keyboard: KeyboardSettings?

  /// A scenario from its parts: what the JSON reader builds from a file, and what a test builds
  /// in Swift (SimReplay's `UIView` tree gives `root`), so both run the same values. Touch
  /// origins default to `file` (line 0) for each event; expectations keep their own sources.
  public init(
    name: String, file: String? = nil, screen: Screen = Scenario.defaultScreen,
    parameters: UIKitParameters = UIKitParameters(), root: ViewTemplate,
    presentations: [Presentation] = [], navigations: [Navigation] = [],
    touches: [TouchInput] = [], touchOrigins: [SourceReference]? = nil,
    statusBarTaps: [Instant] = [], expectations: [Expectation] = [], duration: Instant? = nil,
    warnings: [Diagnostic] = []
  ) {
    let file = file ?? name
    self.name = name
    self.file = file
    self.screen = screen
    self.parameters = parameters
    self.root = root
    self.presentations = presentations
    self.navigations = navigations
    self.touches = touches
    self.touchOrigins =
      touchOrigins
      ?? Array(
        repeating: SourceReference(
          file: file, location: SourceLocation(line: 0, column: 0, offset: 0)),
        count: touches.count)
    self.statusBarTaps = statusBarTaps
    self.expectations = expectations
    self.duration = duration
    self.warnings = warnings
  }

  /// An iPhone 14's screen in points, at 60 Hz: a scenario's screen unless it says otherwise.
  public static let defaultScreen = Screen(size: Size(width: 390, height: 844), fps: 60)

  /// Adds the scenario's views, presentations and navigation controllers to `simulation`: the
  /// one setup every command shares (the run, explain, bench).
  public func populate(_ simulation: inout Simulation) {
    simulation.instantiate(root, in: simulation.window)
    for presentation in presentations { simulation.addPresentation(presentation) }
    for navigation in navigations { simulation.addNavigation(navigation) }
    if let keyboard { simulation.configureKeyboard(keyboard) }
    simulation.perform(launch)
  }

  /// The built-in checks the scenario's `checks` turns on, in the order listed.
  public var checks: [BuiltInCheck] {
    expectations.compactMap { expectation in
      if case .builtIn(let check) = expectation.kind { return check }
      return nil
    }
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

/// A scenario in one line: its whole value (every view of its template, every touch event) is
/// what `String(describing:)` and a test framework's reflection would otherwise print.
extension Scenario: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  public var description: String {
    "Scenario '\(name)' (\(file)): \(root.entries.count) views, \(touchCount) touches, "
      + "\(expectations.count) expectations"
  }
  public var debugDescription: String { description }
  public var customMirror: Mirror {
    Mirror(
      self, children: ["name": name, "file": file, "expectations": expectations.count],
      displayStyle: .struct)
  }
}

extension Simulation {
  /// A simulation with `scenario`'s screen, parameters, views, presentations and navigation
  /// controllers, at t=0, its touches not yet sent: where a test's steps start.
  public init(_ scenario: Scenario) {
    self.init(screen: scenario.screen, parameters: scenario.parameters)
    scenario.populate(&self)
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
