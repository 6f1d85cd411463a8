import SimEngine
import SimGeometry

/// `touches`: an inline list, or the path of a JSON Lines file relative to the scenario.
extension ScenarioDecoder {
  mutating func decodeTouches(_ node: Node, screen: Screen) -> TouchStream {
    var stream = TouchStream()
    switch reader.document.kind(node) {
    case .array:
      var events = 0
      for (index, element) in reader.document.elements(node).enumerated() {
        let path = KeyPath.index("touches", index)
        let entry: TouchStream.Entry?
        if reader.document.kind(element) == .object,
          reader.document.members(element).contains(where: {
            $0.key == TouchEntryMarker.statusBarTap.rawValue
          })
        {
          decodeStatusBarTap(element, path: path, into: &stream)
          continue
        }
        if reader.document.kind(element) == .object,
          reader.document.members(element).contains(where: {
            $0.key == TouchEntryMarker.replay.rawValue
          })
        {
          entry = decodeReplay(element, path: path, screen: screen)
        } else {
          entry = reader.touchEntry(element, path, screen: screen)
        }
        guard let entry else { continue }
        stream.append(entry)
        // Helpers expand: stop reading once the stream is past the limit (reported below).
        events += entry.events.count
        if events > reader.limits.touchEvents { break }
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
      if let entry = lineReader.touchEntry(document.root, "", screen: screen) {
        stream.append(entry)
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
