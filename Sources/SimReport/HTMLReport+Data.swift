import SimEngine
import SimGeometry
import SimScenario

/// The report's data: one JSON object the page's script reads.
///
/// Kept compact for long runs: coordinates are rounded to 0.01 pt and alphas to 0.0001; a
/// view's geometry is stored in a frame only when it differs from the previous frame's (an
/// axis-aligned rectangle as 4 numbers, a transformed one as its 4 corners), the view order
/// only when the tree changed, and gesture states, presentations and highlighted controls only
/// when they changed. Views and recognizers are numbered in tables and referred to by number.
struct HTMLReportData {
  private let simulation: Simulation
  private let traceNames: TraceNames
  private var viewNumbers: [ViewID: Int] = [:]
  private var viewTable: [JSONValue] = []

  init(_ simulation: Simulation) {
    self.simulation = simulation
    self.traceNames = TraceNames(simulation)
  }

  static func build(_ run: ScenarioRun, golden: GoldenComparison? = nil) -> JSONValue {
    var data = HTMLReportData(run.simulation)
    return data.document(run, golden: golden)
  }

  private mutating func document(_ run: ScenarioRun, golden: GoldenComparison?) -> JSONValue {
    let frames = self.frames()
    let names = GestureNames(simulation)
    let recognizers = simulation.frames.last?.gestures.map(\.recognizer) ?? []
    let gestures = recognizers.map { id in
      JSONValue.array([.string(names.name(id)), .integer(number(of: simulation.view(of: id)))])
    }
    let screen = simulation.screen
    return .object([
      ("name", .string(run.scenario.name)), ("file", .string(run.scenario.file)),
      ("passed", .bool(run.passed)), ("fps", .integer(screen.fps)),
      ("screen", .array([.number(screen.size.width), .number(screen.size.height)])),
      ("expectations", .integer(run.results.count)),
      ("touchCount", .integer(run.simulation.touches.count)),
      ("views", .array(viewTable)), ("gestures", .array(gestures)),
      ("failures", .array(failures(run))), ("frames", .array(frames)),
      ("plots", .array(HTMLReportPlots.build(simulation))),
      ("checks", .array(HTMLReportPlots.checks(run))),
      ("golden", golden.map(\.json) ?? .null),
    ])
  }

  /// `[expect index, frame, time, expected, actual, source]`; action failures have index -1.
  private func failures(_ run: ScenarioRun) -> [JSONValue] {
    let clock = simulation.clock
    let last = max(simulation.frames.count - 1, 0)
    func frame(_ time: Instant?) -> JSONValue {
      guard let time else { return .integer(last) }
      return .integer(min(clock.frame(containing: time), last))
    }
    var list = run.failedResults.map { result -> JSONValue in
      .array([
        .integer(result.expectation.index), frame(result.time),
        .optional(result.time?.description), .string(result.expected), .string(result.actual),
        .string(result.expectation.source.description),
      ])
    }
    for failure in run.actionFailures {
      guard case .actionFailed(let message) = failure.kind else { continue }
      list.append(
        .array([
          .integer(-1), frame(failure.time), .string(failure.time.description),
          "an action runs", .string(message), "",
        ]))
    }
    return list
  }

  private mutating func frames() -> [JSONValue] {
    var result: [JSONValue] = []
    result.reserveCapacity(simulation.frames.count)
    var previousOrder: [Int] = []
    var previousRevision = -1
    var previousGeometry: [ViewID: (exact: ViewGeometry, entry: JSONValue)] = [:]
    var previous: [String: JSONValue] = [:]
    let names = GestureNames(simulation)
    for frame in simulation.frames {
      var members: [(String, JSONValue)] = [("t", .literal(frame.time.description))]
      var order: [Int] = []
      var changed: [JSONValue] = []
      // The same geometry as the last frame's (nothing moved): nothing to compare or write.
      let unchanged = frame.index > 0 && frame.geometryRevision == previousRevision
      previousRevision = frame.geometryRevision
      if !unchanged { order.reserveCapacity(2 * frame.views.count) }
      for view in unchanged ? [] : frame.views {
        order += [number(of: view.view), view.depth]
        // Only views that moved are rounded and compared as they print.
        if let previous = previousGeometry[view.view], previous.exact == view { continue }
        let entry = geometry(view)
        if previousGeometry[view.view]?.entry != entry { changed.append(entry) }
        previousGeometry[view.view] = (view, entry)
      }
      if !unchanged && (order != previousOrder || frame.index == 0) {
        members.append(("order", .array(order.map { .integer($0) })))
      }
      if !unchanged { previousOrder = order }
      if !changed.isEmpty { members.append(("geometry", .array(changed))) }
      let bars = indicators(frame)
      if !bars.isEmpty { members.append(("indicators", .array(bars))) }
      if !frame.touches.isEmpty {
        members.append(("touches", .array(frame.touches.map { touch($0, names) })))
      }
      let events = simulation.journal[frame.occurrences]
      let points = events.compactMap { occurrence -> JSONValue? in
        guard case .touch(let number, _, _, let location, _, _) = occurrence.kind else {
          return nil
        }
        return .array([.integer(number), coordinate(location.x), coordinate(location.y)])
      }
      if !points.isEmpty { members.append(("points", .array(points))) }
      if !events.isEmpty {
        members.append(("events", .array(events.map { event($0, names) })))
      }
      let states: [(String, JSONValue)] = [
        ("gestures", .array(frame.gestures.map { gesture($0, names) })),
        (
          "presentations",
          .array(
            frame.presented.map {
              .array([.string($0.name), .string($0.phase.rawValue), .optional($0.detent)])
            })
        ),
        ("highlighted", .array(frame.highlighted.map { .integer(number(of: $0)) })),
      ]
      for (key, value) in states where previous[key] != value || frame.index == 0 {
        members.append((key, value))
        previous[key] = value
      }
      result.append(.object(members))
    }
    return result
  }

  /// The scroll indicators of the scroll views dragged or moving in `frame`, each as its four
  /// corners in window coordinates: a 3 pt bar 3 pt inside the right (vertical) or bottom
  /// (horizontal) edge, as long as the visible share of the content (at least 36 pt), placed by
  /// the offset's share of its range. UIKit's exact sizes are not public: an engine drawing.
  private func indicators(_ frame: FrameRecord) -> [JSONValue] {
    var bars: [JSONValue] = []
    for scroll in frame.scrolls {
      guard let view = frame.views.first(where: { $0.view == scroll.view }),
        let settings = simulation.scrollSettings(of: scroll.view)
      else { continue }
      let size = simulation.tree[scroll.view].bounds.size
      guard size.width > 12, size.height > 12 else { continue }
      let range = settings.offsetRange(viewSize: size)
      let (tl, tr, bl) = (view.topLeft, view.topRight, view.bottomLeft)
      func window(_ x: Double, _ y: Double) -> [JSONValue] {
        let u = x / size.width
        let v = y / size.height
        return [
          .number(rounded(tl.x + u * (tr.x - tl.x) + v * (bl.x - tl.x))),
          .number(rounded(tl.y + u * (tr.y - tl.y) + v * (bl.y - tl.y))),
        ]
      }
      func bar(length visible: Double, content: Double, offset: Double, bounds: ClosedRange<Double>)
        -> (start: Double, length: Double)
      {
        let length = min(max(36, visible * visible / max(content, visible)), visible - 6)
        let span = bounds.upperBound - bounds.lowerBound
        let share = span > 0 ? min(max((offset - bounds.lowerBound) / span, 0), 1) : 0
        return (3 + share * (visible - 6 - length), length)
      }
      if range.y.upperBound > range.y.lowerBound {
        let (y, length) = bar(
          length: size.height, content: range.y.upperBound - range.y.lowerBound + size.height,
          offset: scroll.contentOffset.y, bounds: range.y)
        let x = size.width - 6
        bars.append(
          .array(
            window(x, y) + window(x + 3, y) + window(x + 3, y + length) + window(x, y + length)))
      }
      if range.x.upperBound > range.x.lowerBound {
        let (x, length) = bar(
          length: size.width, content: range.x.upperBound - range.x.lowerBound + size.width,
          offset: scroll.contentOffset.x, bounds: range.x)
        let y = size.height - 6
        bars.append(
          .array(
            window(x, y) + window(x + length, y) + window(x + length, y + 3) + window(x, y + 3)))
      }
    }
    return bars
  }

  /// A view's number in the table, adding it the first time it is seen.
  private mutating func number(of view: ViewID) -> Int {
    if let known = viewNumbers[view] { return known }
    let properties = simulation.tree[view]
    viewNumbers[view] = viewTable.count
    viewTable.append(
      .array([
        .string(properties.name), .string(properties.viewClass.name),
        .bool(properties.viewClass.isControl),
      ]))
    return viewTable.count - 1
  }

  /// A view's number, or null for no view.
  private mutating func number(of view: ViewID?) -> JSONValue {
    guard let view else { return .null }
    return .integer(number(of: view))
  }

  /// `[view, alpha, flags, x, y, width, height]` for an axis-aligned rectangle, or
  /// `[view, alpha, flags, x1, y1, …, x4, y4]` with the corners from the top left, clockwise.
  /// Flags: 1 hidden, 2 user interaction off, 4 a disabled control.
  private mutating func geometry(_ view: ViewGeometry) -> JSONValue {
    var flags = 0
    if view.isHidden { flags |= 1 }
    if !view.isUserInteractionEnabled { flags |= 2 }
    if view.isControl && !view.isEnabled { flags |= 4 }
    var entry: [JSONValue] = [
      .integer(number(of: view.view)), .number((view.alpha * 10_000).rounded() / 10_000),
      .integer(flags),
    ]
    let corners = view.corners.map { Point(x: rounded($0.x), y: rounded($0.y)) }
    let (tl, tr, br, bl) = (corners[0], corners[1], corners[2], corners[3])
    if tl.y == tr.y && bl.y == br.y && tl.x == bl.x && tr.x == br.x && tl.x <= tr.x
      && tl.y <= bl.y
    {
      entry += [tl.x, tl.y, rounded(tr.x - tl.x), rounded(bl.y - tl.y)].map { .number($0) }
    } else {
      entry += corners.flatMap { [JSONValue.number($0.x), .number($0.y)] }
    }
    return .array(entry)
  }

  /// `[touch, finger, phase, x, y, bound view, hit now, delivery]`.
  private mutating func touch(_ touch: TouchSnapshot, _ names: GestureNames) -> JSONValue {
    .array([
      .integer(touch.number), .integer(touch.finger), .string(touch.phase.rawValue),
      coordinate(touch.location.x), coordinate(touch.location.y), number(of: touch.view),
      number(of: touch.hitNow), .string(TraceEncoder.deliveryCode(touch.delivery, traceNames)),
    ])
  }

  /// `[state, values]`: a pan's translation and velocity, a pinch's scale, as text.
  private func gesture(_ gesture: GestureSnapshot, _ names: GestureNames) -> JSONValue {
    .array([
      .string(names.state(gesture.state, of: gesture.recognizer)),
      .string(HTMLReportText.values(gesture)),
    ])
  }

  /// `[time, kind, text]`.
  private func event(_ occurrence: Occurrence, _ names: GestureNames) -> JSONValue {
    let (kind, text) = HTMLReportText.describe(occurrence.kind, simulation, names, traceNames)
    return .array([.literal(occurrence.time.description), .string(kind), .string(text)])
  }

  private func coordinate(_ value: Double) -> JSONValue { .number(rounded(value)) }

  private func rounded(_ value: Double) -> Double {
    let result = (value * 100).rounded() / 100
    return result == 0 ? 0 : result  // no -0
  }
}
