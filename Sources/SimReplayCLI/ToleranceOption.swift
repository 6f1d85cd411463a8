import SimScenario

/// `run --tolerance`: one number for every unit (`0.01`), or units with their own
/// (`points=0.5,seconds=0.001,alpha=0.01`; a unit not named stays exact).
///
/// Strict, because a tolerance that is not what was meant passes goldens it shouldn't: a unit
/// given twice (the last used to win silently), an empty entry (a trailing comma), a hex float,
/// `inf` or `nan`, and a number so small it reads as 0 are refused, saying what was meant where
/// that can be told.
enum ToleranceOption {
  static let units = ["points", "seconds", "alpha"]

  static func parse(_ text: String) throws(UsageError) -> GoldenTolerance {
    guard text.contains("=") else {
      return GoldenTolerance(all: try number(text[...], "a number", in: text))
    }
    var tolerance = GoldenTolerance.exact
    var named: [Substring] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard !part.isEmpty else {
        throw error("has an empty entry in '\(text)' (a comma too many?)")
      }
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pieces.count == 2, !pieces[0].isEmpty else {
        throw error("takes unit=number pairs such as points=0.5, got '\(part)'")
      }
      let unit = pieces[0]
      guard units.contains(String(unit)) else {
        var message = "has no unit '\(unit)'; expected 'points', 'seconds' or 'alpha'"
        if let match = Suggestions.bestMatch(for: String(unit), in: units) {
          message += ". Did you mean '\(match)'?"
        }
        throw error(message)
      }
      guard !named.contains(unit) else {
        throw error("names '\(unit)' twice in '\(text)'; give each unit once")
      }
      named.append(unit)
      let value = try number(pieces[1], "a number for \(unit)", in: text)
      switch unit {
      case "points": tolerance.points = value
      case "seconds": tolerance.seconds = value
      default: tolerance.alpha = value
      }
    }
    return tolerance
  }

  /// A plain decimal number from 0 to 1000 (`0.5`, `.5`, `1e-3`).
  private static func number(_ text: Substring, _ what: String, in whole: String)
    throws(UsageError) -> Double
  {
    guard isDecimal(text), let value = Double(text) else {
      var message = "takes \(what) from 0 to 1000, got '\(text)'"
      if let value = Double(text), value.isFinite, text.lowercased().contains("x") {
        message += " (a hex float); did you mean '\(value)'?"
      }
      throw error(message)
    }
    guard value <= 1_000 else { throw error("takes \(what) from 0 to 1000, got '\(text)'") }
    if value == 0 && text.contains(where: { ("1"..."9").contains($0) }) {
      throw error(
        "takes \(what) from 0 to 1000, got '\(text)', which is too small to tell from 0; write 0 to compare exactly"
      )
    }
    return value
  }

  /// Digits with an optional fraction and exponent, and nothing else: no sign, hex, `inf`.
  static func isDecimal(_ text: Substring) -> Bool {
    var rest = text.utf8[...]
    func digits() -> Int {
      let count = rest.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
      rest = rest.dropFirst(count)
      return count
    }
    var mantissa = digits()
    if rest.first == UInt8(ascii: ".") {
      rest = rest.dropFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
      rest = rest.dropFirst()
      if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "+") {
        rest = rest.dropFirst()
      }
      guard digits() > 0 else { return false }
    }
    return rest.isEmpty
  }

  private static func error(_ message: String) -> UsageError {
    UsageError(message: "'--tolerance' \(message)", command: "run")
  }
}
