import SimEngine
import SimGeometry

/// What a run checks as it goes rather than at a time: the scenario's `invariants` after every
/// frame, the built-in checks on what the journal records (and, once everything has settled,
/// on the state left behind), and, for `explore`, UIKit's refusals. `simreplay run` and
/// `simreplay explore` share it, so a shrunk scenario fails under `run` as it did when it was
/// found.
public struct RunWatch: Sendable {
  /// An invariant, by its position in `invariants`.
  struct Invariant: Sendable {
    var label: String
    var expression: Expression
    var text: String
    var failed = false
  }

  var invariants: [Invariant] = []
  /// The scenario's value windows (`{"from", "to", "stays", "within"}`), and the last frame
  /// looked at for each.
  var windows: [WindowWatch] = []
  private var windowFrames: [Int] = []
  let checks: [BuiltInCheck]
  /// Whether an action that failed (a call UIKit raises on) is a violation; `run` reports those
  /// itself.
  let watchesRefusals: Bool
  /// The refusals the scenario's `raises` expectations expect.
  let expectedRaises: [String]
  /// Where the watched part of the run starts in the journal.
  let journalStart: Int
  /// The journal read so far.
  private var scanned: Int
  /// The views overlapping the window when the watched part began (``BuiltInCheck/viewLeftOutside``).
  let insideAtStart: Set<ViewID>
  /// The transitions running now (``BuiltInCheck/controlDuringTransition``), by what runs them.
  private var transitions: Set<String> = []
  /// The touches that began while a transition ran, and which.
  var beganDuringTransition: [Int: String] = [:]
  /// The touches whose `ended` came at `endedAt`: a row selected then was selected by one.
  var endedNow: [Int] = []
  var endedAt = Instant.zero
  /// Views made after the watch began that overlapped the window in the frame they appeared
  /// (``BuiltInCheck/viewLeftOutside``), and how many views the tree had when last looked at.
  var insideLater: Set<ViewID> = []
  var knownViewCount = 0
  /// The failures found, the first of each kind and place, in the order found.
  public private(set) var violations: [Violation] = []
  private var keys: Set<String> = []

  /// A watch over `simulation` from now on, for `scenario`'s invariants and `checks`, and with
  /// `watchesWindows` its value windows: `run` checks those, `explore` does not (a window is
  /// about the recorded stream at its times, as a timed expectation is, not about any stream).
  public init(
    scenario: Scenario, checks: [BuiltInCheck], watchesRefusals: Bool,
    watchesWindows: Bool = false, from simulation: Simulation
  ) {
    for expectation in scenario.expectations {
      if case .invariant(let expression, let text) = expectation.kind {
        invariants.append(
          Invariant(label: expectation.label, expression: expression, text: text))
      }
      if watchesWindows, case .staysWithin(let window) = expectation.kind {
        windows.append(WindowWatch(label: expectation.label, window: window))
        windowFrames.append(-1)
      }
    }
    self.checks = checks
    self.watchesRefusals = watchesRefusals
    self.expectedRaises = scenario.expectations.compactMap { expectation -> String? in
      if case .raises(let text, _) = expectation.kind { return text }
      return nil
    }
    journalStart = simulation.journal.count
    scanned = journalStart
    insideAtStart =
      checks.contains(.viewLeftOutside)
      ? Set(
        simulation.viewGeometry().filter { Self.overlaps($0, simulation.screen.size) }.map(\.view))
      : []
    if checks.contains(.controlDuringTransition) { findRunningTransitions(simulation) }
    knownViewCount = simulation.tree.count
  }

  /// The transitions running when the watch begins, from the journal so far (once, when a
  /// watch is made; explore copies it per stream).
  private mutating func findRunningTransitions(_ simulation: Simulation) {
    for index in 0..<journalStart {
      let entry = simulation.journal[index]
      switch entry.kind {
      case .navigation, .presentation: followTransitions(entry, simulation)
      default: continue
      }
    }
  }

  /// Whether it watches anything at all.
  public var isEmpty: Bool {
    invariants.isEmpty && windows.isEmpty && checks.isEmpty && !watchesRefusals
  }

  /// Checks the frame just rendered: every invariant, and what the journal gained.
  public mutating func frame(_ simulation: Simulation) {
    for index in invariants.indices where !invariants[index].failed {
      let holds: Bool
      do {
        holds = try simulation.evaluate(invariants[index].expression) != 0
      } catch {
        continue  // a value that does not exist now (a view not added yet) is not checked
      }
      if !holds {
        invariants[index].failed = true
        add(
          Violation(
            check: invariants[index].label, place: invariants[index].text, time: simulation.now,
            detail:
              "\"\(invariants[index].text)\" is false at t=\(simulation.now) (frame \(simulation.frameCount - 1))"
          ))
      }
    }
    for index in windows.indices {
      if let violation = windows[index].frame(simulation, lastChecked: &windowFrames[index]) {
        add(violation)
      }
    }
    scanJournal(simulation)
    if checks.contains(.viewLeftOutside) { noteNewViews(simulation) }
  }

  /// How many frames the window expectation `label` looked at.
  func framesChecked(labelled label: String) -> Int {
    windows.first { $0.label == label }?.framesChecked ?? 0
  }

  /// What the engine's action failures say when they reach a case it does not model (an
  /// animated `setViewControllers` while the pages decelerate, `addAnimations(_:delayFactor:)`
  /// on an active animator).
  static let notModelledMarker = " is not modelled"

  private mutating func scanJournal(_ simulation: Simulation) {
    let journal = simulation.journal
    let watchesPresentations = checks.contains(.presentationWhileRunning)
    let watchesLeaks = checks.contains(.controlDuringTransition)
    while scanned < journal.count {
      let entry = journal[scanned]
      scanned += 1
      if watchesLeaks { followTransitions(entry, simulation) }
      switch entry.kind {
      case .actionFailed(let message) where watchesRefusals:
        guard !expectedRaises.contains(where: { message.contains($0) }) else { continue }
        // A case the engine does not model is no refusal of UIKit's: what UIKit does there is
        // unknown to the run, which says so under its own name (docs/explore.md).
        let check = message.contains(Self.notModelledMarker) ? "notModelled" : "refusal"
        add(
          Violation(
            check: check, place: Self.withoutNumbers(message), time: entry.time,
            detail: "at t=\(entry.time): \(message)"))
      case .presentationIgnored(let name, let reason) where watchesPresentations:
        // A lost request only: a present while it is dismissing (it goes away). A present
        // while it is already presenting or presented, or a dismiss while it is already
        // dismissing or dismissed, asks for what is happening or has happened.
        guard reason == "it is dismissing" else { continue }
        add(
          Violation(
            check: BuiltInCheck.presentationWhileRunning.rawValue, place: "presentation '\(name)'",
            time: entry.time,
            detail: "at t=\(entry.time) a present or dismiss of '\(name)' was ignored: \(reason)"))
      default:
        continue
      }
    }
  }

  /// Which transitions run, which touches began during one, and a control that fired for one.
  private mutating func followTransitions(_ entry: Occurrence, _ simulation: Simulation) {
    switch entry.kind {
    case .navigation(let record):
      let key = "navigation '\(record.navigation)'"
      switch record.event {
      case .began: transitions.insert(key)
      case .completed, .cancelled: transitions.remove(key)
      case .replaced, .released, .ignored, .deferred: break
      }
    case .presentation(let name, let phase, _):
      let key = "presentation '\(name)'"
      switch phase {
      case .presenting, .dismissing: transitions.insert(key)
      case .presented, .dismissed: transitions.remove(key)
      }
    case .touch(let number, _, .began, _, _, _) where !transitions.isEmpty:
      beganDuringTransition[number] = transitions.sorted().joined(separator: ", ")
    case .touch(let number, _, .ended, _, _, _):
      if entry.time != endedAt { (endedAt, endedNow) = (entry.time, []) }
      endedNow.append(number)
    case .scroll(let list, .didSelectRow(let cell, let row, let section)):
      rowSelected(list: list, cell: cell, row: row, section: section, at: entry.time, simulation)
    case .control(.touchUpInside, let view, let touch, _, _):
      guard let during = beganDuringTransition[touch] else { return }
      let name = simulation.tree.name(of: view)
      add(
        Violation(
          check: BuiltInCheck.controlDuringTransition.rawValue, place: "view '\(name)'",
          time: entry.time,
          detail:
            "at t=\(entry.time) '\(name)' sent touchUpInside for touch \(touch), which began while \(during) was in transition"
        ))
    default:
      return
    }
  }

  /// The checks made once every finger has lifted and nothing is pending.
  public mutating func settled(_ simulation: Simulation) {
    scanJournal(simulation)
    if checks.contains(.recognizerStuck) { findStuckRecognizers(simulation) }
    if checks.contains(.viewLeftOutside) {
      var moved: Set<ViewID> = []
      for index in journalStart..<simulation.journal.count {
        switch simulation.journal[index].kind {
        case .set(let view, _): moved.insert(view)
        case .animationStarted(_, let view, _, _): moved.insert(view)
        default: continue
        }
      }
      let size = simulation.screen.size
      for geometry in simulation.viewGeometry()
      where moved.contains(geometry.view)
        && (insideAtStart.contains(geometry.view) || insideLater.contains(geometry.view))
        && !geometry.isHidden && geometry.alpha > 0 && !Self.overlaps(geometry, size)
        // The keyboard is the system's (its own window in UIKit): resting below the screen
        // once hidden is where it belongs, not a view the app left outside.
        && simulation.tree.name(of: geometry.view) != KeyboardController.viewName
      {
        let name = simulation.tree.name(of: geometry.view)
        let box = Self.box(geometry)
        add(
          Violation(
            check: BuiltInCheck.viewLeftOutside.rawValue, place: "view '\(name)'",
            time: simulation.now,
            detail:
              "at t=\(simulation.now), settled, '\(name)' is at \(box.origin.compactDescription) (\(box.size.width.compactDescription) × \(box.size.height.compactDescription)), wholly outside the window"
          ))
      }
    }
  }

  mutating func add(_ violation: Violation) {
    guard keys.insert(violation.key).inserted else { return }
    violations.append(violation)
  }

  /// The first violation of `label`'s entry (an invariant or a check), for `run`'s result.
  public func first(labelled check: String) -> Violation? {
    violations.first { $0.check == check }
  }

  static func box(_ geometry: ViewGeometry) -> Rect {
    let xs = geometry.corners.map(\.x)
    let ys = geometry.corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }

  static func overlaps(_ geometry: ViewGeometry, _ size: Size) -> Bool {
    let box = box(geometry)
    return box.maxX > 0 && box.minX < size.width && box.maxY > 0 && box.minY < size.height
  }

  /// The text with every run of digits (and the points and signs between them) made `#`: a
  /// message's times and values change as a stream is shrunk; what it says does not.
  static func withoutNumbers(_ text: String) -> String {
    var result = ""
    var inNumber = false
    for character in text {
      if character.isNumber || (inNumber && (character == "." || character == "-")) {
        if !inNumber { result.append("#") }
        inNumber = true
      } else {
        inNumber = false
        result.append(character)
      }
    }
    return result
  }
}
