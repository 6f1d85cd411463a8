import SimEngine
import SimGeometry
import Testing

// Shared set-up for the animation runtime suites: a window with a full-screen 'backdrop' and a
// 100 × 100 'box' at (0, 300), driven through the public Simulation API, with times in seconds.

/// The animation runtime suites, grouped so that `swift test --filter AnimationRuntime`
/// selects all of them.
@Suite("AnimationRuntime")
enum AnimationRuntimeTests {
  /// The instant `seconds` after the start.
  static func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

  /// An interval of `seconds`.
  static func lasting(_ seconds: Double) -> Interval { Interval(seconds: seconds) }

  /// A 390 × 844 window holding 'backdrop' (full screen, behind) and 'box' (100 × 100 at
  /// (0, 300)); `configure` adjusts the box.
  static func stage(_ configure: (inout ViewProperties) -> Void = { _ in }) -> Simulation {
    var sim = Simulation(screen: Screen(size: Size(width: 390, height: 844), fps: 60))
    sim.addView(ViewProperties(name: "backdrop", frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    var box = ViewProperties(name: "box", frame: Rect(x: 0, y: 300, width: 100, height: 100))
    configure(&box)
    sim.addView(box)
    return sim
  }

  /// A `ViewChange` with only the frame set.
  static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> ViewChange {
    var change = ViewChange()
    change.frame = Rect(x: x, y: y, width: width, height: height)
    return change
  }

  /// An animation of 'box' (or `view`) that logs "<name>Finished" or "<name>Interrupted"
  /// depending on UIKit's `finished` flag.
  static func animation(
    _ name: String, of view: String = "box", to change: ViewChange, duration: Double,
    delay: Double = 0, timing: AnimationTiming = .default, allowsUserInteraction: Bool = false,
    beginsFromCurrentState: Bool = false
  ) -> Action {
    var animation = ViewAnimation(
      view: view, to: change, duration: lasting(duration), delay: lasting(delay), timing: timing,
      allowsUserInteraction: allowsUserInteraction,
      beginsFromCurrentState: beginsFromCurrentState)
    animation.completionIfFinished = [.log("\(name)Finished")]
    animation.completionIfInterrupted = [.log("\(name)Interrupted")]
    return .animate(animation)
  }
}

extension Simulation {
  /// The view called `name`; records an issue (and answers the window) when there is none.
  func viewID(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> ViewID {
    guard let id = view(named: name) else {
      Issue.record("no view named '\(name)'", sourceLocation: sourceLocation)
      return window
    }
    return id
  }

  /// What is drawn for the view called `name` now.
  func drawn(_ name: String) -> ViewProperties { presentation(of: viewID(name)) }

  /// The model (UIKit property) values of the view called `name`.
  func model(_ name: String) -> ViewProperties { tree[viewID(name)] }

  /// The name of the view a touch at (x, y) would land on now.
  mutating func hitName(_ x: Double, _ y: Double) -> String? {
    name(of: hitTest(Point(x: x, y: y)))
  }

  /// The `finished` flags of the journal's `animationFinished` entries, by animation number.
  var finishedFlags: [Int: Bool] {
    var flags: [Int: Bool] = [:]
    for entry in journal {
      if case .animationFinished(let number, _, let finished) = entry.kind {
        flags[number] = finished
      }
    }
    return flags
  }

  /// Every logged name, in order.
  var loggedNames: [String] {
    journal.compactMap {
      if case .log(let name) = $0.kind { return name }
      return nil
    }
  }
}
