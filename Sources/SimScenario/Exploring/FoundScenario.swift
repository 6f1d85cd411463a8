import SimEngine
import SimGeometry

/// A shrunk failure written as an ordinary scenario: the original file's views, presentations,
/// navigation, uikit values, invariants and checks copied as written, its scripted touches
/// followed by the minimal stream (helper entries at absolute times), and only the
/// expectations that keep the failure what it was (the failing `never` one and the `raises`
/// ones), with the seed and the failure in its comment. `simreplay run` fails on it the same
/// way; it has no golden trace.
public enum FoundScenario {
  /// The text of the scenario, from the original's bytes; nil if they no longer parse.
  /// `scriptInline` writes the scripted touches as raw events (for a file written away from
  /// the original, whose relative `replay` and `touches` paths would not resolve); a list of
  /// steps is always written as the raw events it made.
  public static func text(
    original bytes: [UInt8], scenario: Scenario, outcome: StreamOutcome, violation: Violation,
    seed: UInt64, stream: Int, fromStart: Bool, settleLimit: Interval, scriptInline: Bool
  ) -> String? {
    guard let document = try? JSONParser.parse(bytes),
      document.kind(document.root) == .object
    else { return nil }
    func raw(_ node: JSONDocument.Node) -> String {
      let start = document.location(node).offset
      return String(decoding: bytes[start..<JSONSkipper.end(of: bytes, from: start)], as: UTF8.self)
    }
    let members = document.members(document.root)
    let rewritten: Set<String> = [
      "name", "comment", "touches", "expect", "duration", "settle", "record", "golden",
      "goldenTolerance", "checks",
    ]
    var lines: [String] = []
    let name = members.first { $0.key == "name" }.flatMap { document.string($0.value) }
    lines.append("\"name\": \(quoted((name ?? scenario.name) + ": found by explore"))")
    let gestures = outcome.gestures.count
    var comment =
      "Found by simreplay explore, seed \(seed), stream \(stream)\(fromStart ? ", from the start" : ""); shrunk to \(gestures) gesture\(gestures == 1 ? "" : "s"). It fails \(violation.check) (\(violation.place)): \(violation.detail)."
    if let original = members.first(where: { $0.key == "comment" }).flatMap({
      document.string($0.value)
    }) {
      comment += " The original scenario's comment: " + original
    }
    lines.append("\"comment\": \(quoted(comment))")
    for member in members where !rewritten.contains(member.key) {
      lines.append("\(quoted(member.key)): \(raw(member.value))")
    }
    var entries: [String] = []
    if !fromStart, let touches = members.first(where: { $0.key == "touches" })?.value {
      if !scriptInline, !scenario.hasSteps, document.kind(touches) == .array {
        entries += document.elements(touches).map(raw)
      } else {
        // A list of steps runs each entry after the one before it ends, so the explored
        // gestures (at absolute times, overlapping) can't follow it: the touches its steps
        // made are written as raw events instead (the steps' own `expect` entries with them).
        entries += scriptEvents(scenario.resolvingSteps())
      }
    }
    entries += outcome.gestures.map(\.entry)
    lines.append("\"touches\": [\n    " + entries.joined(separator: ",\n    ") + "\n  ]")
    var kept: [String] = []
    if let expect = members.first(where: { $0.key == "expect" })?.value,
      document.kind(expect) == .array
    {
      for (index, element) in document.elements(expect).enumerated() {
        let keep = scenario.expectations.contains { expectation in
          guard expectation.index == index else { return false }
          switch expectation.kind {
          case .raises: return true
          case .happens: return expectation.label == violation.check
          default: return false
          }
        }
        if keep { kept.append(raw(element)) }
      }
    }
    if !kept.isEmpty {
      lines.append("\"expect\": [\n    " + kept.joined(separator: ",\n    ") + "\n  ]")
    }
    var checks = scenario.checks.map(\.rawValue)
    if let check = BuiltInCheck(rawValue: violation.check), !checks.contains(check.rawValue) {
      checks.append(check.rawValue)
    }
    if !checks.isEmpty {
      lines.append("\"checks\": [" + checks.map(quoted).joined(separator: ", ") + "]")
    }
    lines.append("\"duration\": \(outcome.end - .zero)")
    if BuiltInCheck(rawValue: violation.check)?.isCheckedWhenSettled == true {
      lines.append("\"settle\": {\"limit\": \(settleLimit)}")
    }
    lines.append("\"golden\": false")
    return "{\n  " + lines.joined(separator: ",\n  ") + "\n}\n"
  }

  /// The scripted touches as raw events and status bar taps, in the order they are sent.
  static func scriptEvents(_ scenario: Scenario) -> [String] {
    var result: [String] = []
    var nextTap = 0
    for input in scenario.touches {
      while nextTap < scenario.statusBarTaps.count, scenario.statusBarTaps[nextTap] <= input.time {
        result.append("{\"statusBarTap\": \(scenario.statusBarTaps[nextTap] - .zero)}")
        nextTap += 1
      }
      result.append(
        "{\"t\": \(input.time - .zero), \"finger\": \(input.finger), \"phase\": \"\(input.phase.rawValue)\", \"x\": \(input.location.x.compactDescription), \"y\": \(input.location.y.compactDescription)}"
      )
    }
    for tap in scenario.statusBarTaps[nextTap...] {
      result.append("{\"statusBarTap\": \(tap - .zero)}")
    }
    return result
  }

  /// A JSON string literal.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

/// Where a JSON value that starts at an offset ends, in text already known to parse: strings
/// skipped with their escapes, brackets counted.
enum JSONSkipper {
  static func end(of bytes: [UInt8], from start: Int) -> Int {
    var index = start
    var depth = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return index + 1 }
        }
      } else {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          depth -= 1
          if depth == 0 { return index + 1 }
          if depth < 0 { return index }
        case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
          UInt8(ascii: "\r"):
          if depth == 0 { return index }
        default: break
        }
      }
      index += 1
    }
    return index
  }
}
