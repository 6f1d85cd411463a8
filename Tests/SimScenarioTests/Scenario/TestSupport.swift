import Foundation
import SimEngine
import SimScenario
import Testing

/// A scenario text with `1️⃣`-style markers where diagnostics must point (swift-format's
/// FindingSpec habit): the markers are removed before decoding, and their line:column kept.
struct MarkedText {
  let text: String
  let markers: [String: String]

  static let symbols = ["1️⃣", "2️⃣", "3️⃣", "4️⃣"]

  init(_ marked: String) {
    var clean = ""
    var markers: [String: String] = [:]
    var line = 1
    var column = 1
    var rest = Substring(marked)
    outer: while let character = rest.first {
      for symbol in Self.symbols where rest.hasPrefix(symbol) {
        markers[symbol] = "\(line):\(column)"
        rest = rest.dropFirst(symbol.count)
        continue outer
      }
      clean.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
      rest = rest.dropFirst()
    }
    self.text = clean
    self.markers = markers
  }

  subscript(marker: String) -> String { markers[marker] ?? "no marker \(marker)" }
}

/// Decodes `text` as `test.json`.
func decode(_ text: String) -> Result<Scenario, ScenarioError> {
  ScenarioLoader.decode(Array(text.utf8), file: "test.json", defaultName: "test")
}

/// The diagnostics of an invalid scenario, rendered; empty if it decoded.
func diagnostics(_ text: String) -> [String] {
  switch decode(text) {
  case .success: []
  case .failure(let error): error.diagnostics.map(\.description)
  }
}

/// Decodes a scenario that must be valid.
func scenario(_ text: String) throws -> Scenario {
  switch decode(text) {
  case .success(let scenario): return scenario
  case .failure(let error): throw error
  }
}

/// A minimal valid scenario with `views` under the root and `rest` appended at top level.
func scenarioText(views: String = "", rest: String = "") -> String {
  """
  {"root": {"id": "root", "children": [\(views)]}\(rest.isEmpty ? "" : ", " + rest)}
  """
}
