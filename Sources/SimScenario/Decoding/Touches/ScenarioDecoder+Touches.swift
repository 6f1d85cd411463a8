import SimEngine
import SimGeometry

/// `touches`: an inline list, or the path of a JSON Lines file relative to the scenario.
extension ScenarioDecoder {
  mutating func decodeTouches(_ node: Node, screen: Screen) -> TouchStream {
    var stream = TouchStream()
    switch reader.document.kind(node) {
    case .array:
      var items: [(item: TouchItem, index: Int, node: Node)] = []
      var events = 0
      for (index, element) in reader.document.elements(node).enumerated() {
        let path = KeyPath.index("touches", index)
        let isObject = reader.document.kind(element) == .object
        func has(_ key: String) -> Bool {
          isObject && reader.document.members(element).contains { $0.key == key }
        }
        if has(TouchEntryMarker.statusBarTap.rawValue) {
          decodeStatusBarTap(element, path: path, into: &stream)
          continue
        }
        let item: TouchItem?
        if has("wait") {
          item = decodeWait(element, path: path)
        } else if has("expect") {
          item = decodeStepChecks(element, path: path)
        } else if has(TouchEntryMarker.replay.rawValue) {
          item = decodeReplay(element, path: path, screen: screen).map {
            .entry($0, summary: "replay")
          }
        } else {
          item = reader.touchEntry(element, path, screen: screen)
          for named in reader.step.named {
            viewNames.refer(
              ViewReference(name: named.name, node: named.node, path: named.path))
          }
          reader.step = StepRead()
        }
        guard let item else { continue }
        items.append((item, index, element))
        // Helpers expand: stop reading once the stream is past the limit (reported below).
        if case .entry(let entry, _) = item { events += entry.events.count }
        if events > reader.limits.touchEvents { break }
      }
      let stepStyle = items.contains { if case .step = $0.item { true } else { false } }
      if stepStyle {
        stream.steps = steps(items)
        stream.stepsLatestEnd = Self.latestEnd(of: stream.steps, fps: screen.fps)
      } else {
        for (item, _, _) in items {
          if case .entry(let entry, _) = item { stream.append(entry) }
        }
      }
    case .string:
      let relative = reader.document.string(node)!
      readTouchFile(relative, node: node, into: &stream, screen: screen)
    default:
      reader.error(
        node, "touches",
        "expected an array of touch events or the path of a .jsonl file, got \(reader.describe(node))"
      )
    }
    stream.finish()
    return stream
  }

  /// A step-style list's items as steps, in the order written; an absolute time earlier than
  /// the end of the entry before it, when both are known here, is refused.
  private mutating func steps(_ items: [(item: TouchItem, index: Int, node: Node)])
    -> [ScenarioStep]
  {
    var steps: [ScenarioStep] = []
    var knownEnd: (time: Instant, node: Node)?
    for (item, index, node) in items {
      let source = SourceReference(file: reader.file, location: reader.document.location(node))
      switch item {
      case .entry(let entry, let summary):
        if let previous = knownEnd, entry.start < previous.time {
          reader.error(
            node, KeyPath.index("touches", index),
            "t=\(entry.start) is before the entry above ends (t=\(previous.time)); in a list of steps each entry starts after the one before it ends",
            notes: [reader.note(previous.node, "the entry that ends at t=\(previous.time)")])
        }
        knownEnd = entry.events.last.map { ($0.input.time, node) }
        steps.append(
          ScenarioStep(
            index: index, source: source, summary: summary, start: .at(entry.start),
            action: .events(entry.events.map(\.input))))
      case .step(let start, let action, let summary, _):
        knownEnd = nil
        steps.append(
          ScenarioStep(index: index, source: source, summary: summary, start: start, action: action)
        )
      }
    }
    return steps
  }

  /// ``TouchStream/stepsLatestEnd``: a touch's own length is read from its gesture as
  /// written (named places at the origin).
  static func latestEnd(of steps: [ScenarioStep], fps: Int) -> Instant {
    let frame = Interval(nanoseconds: (1_000_000_000 + Int64(fps) - 1) / Int64(fps))
    var end = Instant.zero
    for step in steps {
      var start: Instant
      switch step.start {
      case .at(let t): start = max(t, end)
      case .after(let delay): start = end + frame + delay
      }
      switch step.action {
      case .touch(let touch):
        let inputs = (try? touch.gesture.inputs(fps: fps)) ?? []
        if let first = inputs.first, let last = inputs.last {
          start = start + (last.time - first.time)
        }
      case .events(let inputs):
        if let first = inputs.first, let last = inputs.last {
          start = max(start, last.time) + (last.time - first.time)
        }
      case .wait(.duration(let interval)), .wait(.settled(let interval)),
        .wait(.until(_, _, let interval)):
        start = start + interval + frame
      case .expect:
        break
      }
      end = start
    }
    return end
  }

  /// `{"replay": "streams/fling.jsonl", "at": 2.5, "offset": [dx, dy]}`: a recorded stream,
  /// moved in time so that its first event is at `at`, and in space by `offset`.
  private mutating func decodeReplay(_ node: Node, path: String, screen: Screen) -> TouchStream
    .Entry?
  {
    guard var fields = reader.object(node, path) else { return nil }
    defer {
      reader.finish(fields, known: ["replay", "at", "offset", "comment"], context: "a replay")
    }
    if let comment = fields.take("comment") { _ = reader.string(comment, fields.path("comment")) }
    let fileNode = fields.take("replay")!
    guard let relative = reader.name(fileNode, fields.path("replay"), what: "a .jsonl path") else {
      return nil
    }
    let at = reader.require("at", in: &fields, what: "when its first event happens, in seconds")
      .flatMap { reader.time($0, fields.path("at")) }
    var offset = Point.zero
    if let n = fields.take("offset"), let value = reader.point(n, fields.path("offset")) {
      offset = value
    }
    var recorded = TouchStream()
    readTouchFile(relative, node: fileNode, into: &recorded, screen: screen)
    reader.diagnostics.append(contentsOf: recorded.diagnostics)
    guard let at, let first = recorded.entries.first?.start else { return nil }
    var events: [TouchStream.Event] = []
    for entry in recorded.entries {
      for var event in entry.events {
        event.input.time = at + (event.input.time - first)
        event.input.location = event.input.location + offset
        events.append(event)
      }
    }
    let origin = SourceReference(file: reader.file, location: reader.document.location(node))
    return TouchStream.Entry(start: at, origin: origin, events: events)
  }

  /// `{"statusBarTap": T}`: a tap on the status bar at T, in time order with the other items.
  private mutating func decodeStatusBarTap(
    _ node: Node, path: String, into stream: inout TouchStream
  ) {
    guard var fields = reader.object(node, path) else { return }
    defer {
      reader.finish(fields, known: ["statusBarTap", "comment"], context: "a status bar tap")
    }
    if let comment = fields.take("comment") { _ = reader.string(comment, fields.path("comment")) }
    guard let time = reader.time(fields.take("statusBarTap")!, fields.path("statusBarTap")) else {
      return
    }
    if let previous = stream.statusBarTaps.last, time < previous {
      reader.error(node, path, "status bar taps out of order: t=\(time) comes after t=\(previous)")
      return
    }
    stream.statusBarTaps.append(time)
  }

  /// Each non-blank line of the file is one raw touch event; errors name the file's own lines.
  private mutating func readTouchFile(
    _ relative: String, node: Node, into stream: inout TouchStream, screen: Screen
  ) {
    let path = relative.hasPrefix("/") ? relative : scenarioDirectory + "/" + relative
    let bytes: [UInt8]
    switch loadTouchFile(path) {
    case .success(let contents):
      bytes = contents
    case .failure(let failure):
      unreadableFiles = true
      reader.error(
        node, "touches",
        "can't read the touch stream '\(relative)': \(failure.diagnostics.first?.message ?? "unreadable")"
      )
      return
    }
    let displayName = path
    var lineStart = 0
    var line = 1
    while lineStart <= bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      let lineBytes = Array(bytes[lineStart..<lineEnd])
      if lineBytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
        readTouchLine(lineBytes, line: line, file: displayName, into: &stream, screen: screen)
      }
      lineStart = lineEnd + 1
      line += 1
    }
  }

  private mutating func readTouchLine(
    _ bytes: [UInt8], line: Int, file: String, into stream: inout TouchStream, screen: Screen
  ) {
    do {
      let document = try JSONParser.parse(bytes, firstLine: line)
      var lineReader = DocumentReader(document: document, file: file, limits: reader.limits)
      switch lineReader.touchEntry(document.root, "", screen: screen) {
      case .entry(let entry, _)?:
        stream.append(entry)
      case .step?:
        lineReader.error(
          document.root, "",
          "a touch file's lines need a 't' and window points; steps belong in the scenario's 'touches' list"
        )
      case nil:
        break
      }
      reader.diagnostics.append(contentsOf: lineReader.diagnostics)
    } catch {
      reader.diagnostics.append(
        Diagnostic(file: file, location: error.location, keyPath: "", message: error.message))
    }
  }
}

/// The keys that make a touch entry something other than a raw event or a helper: an enum the
/// reader dispatches on and `simreplay schema` lists, so the two name the same entries.
enum TouchEntryMarker: String, CaseIterable, Sendable {
  case statusBarTap, replay
}
