import SimEngine
import SimGeometry
import SimScenario

/// The report's plots: values over time, one chart per animated view, scroll view and pan.
///
/// `[title, unit, [[label, style, [frame, value, frame, value, …]], …]]`, each series holding a
/// point only where its value changes (and at the last frame), rounded as the page shows them.
/// An animated view's `x`, `y` (its top left corner in the window) and `alpha` are drawn two
/// ways: `drawn` (its presentation values, what the frames show) and `model` (UIKit's property
/// values: its frame in its superview placed where that superview is drawn). A scroll view's
/// `contentOffset`, a pan's translation and velocity. Only values that change get a chart, one
/// per unit; at most 24 charts.
enum HTMLReportPlots {
  static let limit = 24

  static func build(_ simulation: Simulation) -> [JSONValue] {
    var work = 0
    return build(simulation, work: &work)
  }

  /// `build(_:)`, counting in `work` the frames' view geometries it reads (what a test counts).
  static func build(_ simulation: Simulation, work: inout Int) -> [JSONValue] {
    let frames = simulation.frames
    guard !frames.isEmpty else { return [] }
    let tree = simulation.tree
    var animated: [ViewID] = []
    var seen = Set<ViewID>()
    for frame in frames {
      for presented in frame.presentations where seen.insert(presented.view).inserted {
        animated.append(presented.view)
      }
    }
    var plots: [JSONValue] = []
    // Drawn and model values of each animated view, frame by frame.
    var drawn: [ViewID: ViewGeometry] = [:]
    var model: [ViewID: LayoutEntry] = [:]
    var series: [ViewID: [Series]] = [:]
    let interesting = Set(animated)
    let scrollViews = tree.allViews.filter { tree[$0].viewClass.isScrollView }
    var offsets: [ViewID: (x: Series, y: Series)] = [:]
    var gestures: [RecognizerID: [Series]] = [:]
    // Only the animated views and their superviews are read, and a still frame shares the last
    // frame's geometry: storing every view of every frame cost views × frames (issue 36:
    // 100,000 still views).
    var needed = interesting
    for view in animated { if let parent = tree.superview(of: view) { needed.insert(parent) } }
    var lastRevision: Int?
    for (index, frame) in frames.enumerated() {
      if !needed.isEmpty && frame.geometryRevision != lastRevision {
        work += frame.views.count
        for geometry in frame.views where needed.contains(geometry.view) {
          drawn[geometry.view] = geometry
        }
      }
      lastRevision = frame.geometryRevision
      for entry in frame.layout { model[entry.view] = entry }
      for view in animated {
        guard let geometry = drawn[view] else { continue }
        var values = [geometry.topLeft.x, geometry.topLeft.y, geometry.alpha]
        var modelValues: [Double?] = [nil, nil, nil]
        if let entry = model[view], entry.inWindow {
          let origin = tree.superview(of: view).flatMap { drawn[$0]?.topLeft } ?? .zero
          modelValues = [origin.x + entry.frame.minX, origin.y + entry.frame.minY, entry.alpha]
        }
        values = [round(values[0]), round(values[1]), (values[2] * 10_000).rounded() / 10_000]
        if series[view] == nil {
          series[view] = ["x", "y", "alpha"].flatMap { name in
            [Series(label: name + " drawn", style: "drawn"), Series(label: name, style: "model")]
          }
        }
        for slot in 0..<3 {
          series[view]![2 * slot].add(index, values[slot])
          if let value = modelValues[slot] {
            let rounded = slot == 2 ? (value * 10_000).rounded() / 10_000 : round(value)
            series[view]![2 * slot + 1].add(index, rounded)
          }
        }
      }
      for view in scrollViews {
        guard let entry = model[view], entry.inWindow else { continue }
        if offsets[view] == nil {
          offsets[view] = (
            Series(label: "contentOffset.x", style: "model"),
            Series(label: "contentOffset.y", style: "model")
          )
        }
        offsets[view]!.x.add(index, round(entry.boundsOrigin.x))
        offsets[view]!.y.add(index, round(entry.boundsOrigin.y))
      }
      for snapshot in frame.gestures {
        guard let translation = snapshot.translation, let velocity = snapshot.velocity else {
          continue
        }
        if gestures[snapshot.recognizer] == nil {
          gestures[snapshot.recognizer] = [
            Series(label: "translation.x", style: "model"),
            Series(label: "translation.y", style: "model"),
            Series(label: "velocity.x", style: "model"),
            Series(label: "velocity.y", style: "model"),
          ]
        }
        let values = [translation.x, translation.y, velocity.x, velocity.y].map(round)
        for slot in 0..<4 { gestures[snapshot.recognizer]![slot].add(index, values[slot]) }
      }
    }
    let last = frames.count - 1
    /// A chart of the series that move (with their partners of the same value), if any do.
    func add(_ title: String, _ unit: String, _ list: [Series], pairs: Bool) {
      var kept: [Series] = []
      let step = pairs ? 2 : 1
      for start in stride(from: 0, to: list.count, by: step) {
        let group = Array(list[start..<min(start + step, list.count)])
        guard group.contains(where: \.moves) else { continue }
        kept += group
      }
      guard !kept.isEmpty else { return }
      for i in kept.indices { kept[i].close(at: last) }
      plots.append(plot(title, unit, kept))
    }
    for view in animated where interesting.contains(view) {
      guard let list = series[view] else { continue }
      let name = "'\(tree.name(of: view))'"
      add(name + " position in the window", "pt", Array(list[0..<4]), pairs: true)
      add(name + " alpha", "alpha", Array(list[4..<6]), pairs: true)
    }
    for view in scrollViews {
      guard let pair = offsets[view] else { continue }
      add("'\(tree.name(of: view))' contentOffset", "pt", [pair.x, pair.y], pairs: false)
    }
    for id in gestures.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      guard let list = gestures[id] else { continue }
      let name = "'\(simulation.name(of: id))'"
      add(name + " translation", "pt", Array(list[0..<2]), pairs: false)
      add(name + " velocity", "pt/s", Array(list[2..<4]), pairs: false)
    }
    return Array(plots.prefix(limit))
  }

  /// Timed expectations as markers: `[frame, passed, label]`.
  static func checks(_ run: ScenarioRun) -> [JSONValue] {
    let clock = run.simulation.clock
    let last = max(run.simulation.frames.count - 1, 0)
    return run.results.compactMap { result in
      guard let time = result.time else { return nil }
      return .array([
        .integer(min(clock.frame(containing: time), last)), .bool(result.passed),
        .string(result.expectation.label + ": " + result.expected),
      ])
    }
  }

  private static func plot(_ title: String, _ unit: String, _ series: [Series]) -> JSONValue {
    .array([
      .string(title), .string(unit),
      .array(
        series.filter { !$0.points.isEmpty }.map {
          .array([.string($0.label), .string($0.style), .array($0.points.map { .number($0) })])
        }),
    ])
  }

  private static func round(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return (value * 100).rounded() / 100
  }

  /// One line of a chart: points where the value changes.
  struct Series {
    var label: String
    var style: String
    var points: [Double] = []
    private var lastValue: Double?
    private var lastFrame = -1
    private(set) var moves = false

    init(label: String, style: String) {
      self.label = label
      self.style = style
    }

    mutating func add(_ frame: Int, _ value: Double) {
      defer { lastFrame = frame }
      if let lastValue, lastValue == value { return }
      // Hold the previous value up to the frame before the change, so the line steps.
      if let lastValue, lastFrame >= 0, points.count >= 2,
        Int(points[points.count - 2]) != lastFrame
      {
        points += [Double(lastFrame), lastValue]
      }
      if lastValue != nil { moves = true }
      points += [Double(frame), value]
      lastValue = value
    }

    mutating func close(at frame: Int) {
      guard let lastValue, points.count >= 2, Int(points[points.count - 2]) != frame else { return }
      points += [Double(frame), lastValue]
    }
  }
}
