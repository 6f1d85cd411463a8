import Foundation
import Testing

@testable import SimScenario

/// docs/scenario-format.md and the reader's key tables name the same keys: a key the reader
/// takes is in its section's key table, and a key a table documents is taken.
@Suite("Scenario format docs")
struct FormatDocsTests {
  static let text: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return
      (try? String(contentsOf: url.appending(path: "docs/scenario-format.md"), encoding: .utf8))
      ?? ""
  }()

  /// The keys in the first column of the `| key | …` tables under `heading` (up to the next
  /// heading), or under a paragraph's bold label such as "**`sheet`**" (up to the next one).
  static func documentedKeys(under heading: String) -> Set<String>? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let isLabel = heading.hasPrefix("**")
    guard
      let start = lines.firstIndex(where: {
        isLabel ? $0.hasPrefix(heading) : $0.hasPrefix("#") && $0.hasSuffix("# " + heading)
      })
    else { return nil }
    var keys: Set<String> = []
    var inKeyTable = false
    for line in lines[(start + 1)...] {
      if line.hasPrefix("#") || (isLabel && line.hasPrefix("**`")) { break }
      guard line.hasPrefix("|") else {
        inKeyTable = false
        continue
      }
      if line.hasPrefix("| key |") {
        inKeyTable = true
        continue
      }
      guard inKeyTable, !line.hasPrefix("|---") else { continue }
      let cell = line.dropFirst().prefix { $0 != "|" }
      for (index, part) in cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      where index % 2 == 1 {
        keys.insert(String(part))
      }
    }
    return keys
  }

  @Test("the docs are found and say every object takes a comment")
  func docsFound() {
    #expect(Self.text.contains("Every object accepts a\n`\"comment\"` key"))
  }

  @Test(
    "every key the reader takes is in its docs table, and every key there is taken",
    arguments: ScenarioKeys.documented.map(\.context))
  func sameKeys(_ context: String) throws {
    let keys = try #require(ScenarioKeys.documented.first { $0.context == context })
    let heading = try #require(keys.docSection)
    let documented = try #require(Self.documentedKeys(under: heading), "no '\(heading)' heading")
    // `comment` is documented once for every object, a presentation's `style` once for all.
    let inProse: Set = heading.hasPrefix("**") ? ["comment", "style"] : ["comment"]
    let accepted = Set(keys.names).subtracting(inProse)
    #expect(accepted.subtracting(documented).sorted() == [], "taken but not documented")
    #expect(documented.subtracting(accepted).sorted() == [], "documented but not taken")
  }

  @Test("each recognizer type's own keys are its row of the docs' by-type table")
  func gestureTypeKeys() throws {
    let rows = Self.text.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for type in GestureType.allCases {
      let row = try #require(rows.first { $0.hasPrefix("| `\(type.rawValue)` | `") })
      // The keys are the backquoted words outside parentheses (which hold defaults and values).
      var cell = String(row.split(separator: "|")[1])
      while let open = cell.firstIndex(of: "("), let close = cell[open...].firstIndex(of: ")") {
        cell.removeSubrange(open...close)
      }
      let documented = Set(
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
          .filter { $0.offset % 2 == 1 }.map { String($0.element) })
      #expect(documented == Set(type.ownKeys.map(\.name)), "\(type)")
    }
  }

  @Test("no table row of the expectations sits outside a table")
  func expectationRowsInTables() {
    let lines = Self.text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() where line.hasPrefix("| `{") && index > 0 {
      #expect(lines[index - 1].hasPrefix("|"), "a row after a non-table line: \(line.prefix(60))")
    }
  }
}
