import Foundation
import Testing

@testable import SimScenario

/// `simreplay schema`'s JSON Schema against the reader: every checked-in scenario is valid,
/// and files the reader refuses for a key, a type, a range or a choice are refused by the
/// schema too, by a validator of the keywords it emits (SchemaValidator).
@Suite("The scenario schema")
struct SchemaTests {
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// The scenarios under Scenarios/ and the ones explore wrote under Explore/.
  static let scenarioFiles: [String] = ["/Scenarios", "/Explore"].flatMap { name in
    let folder = root + name
    let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
  }

  static func validator() throws -> SchemaValidator {
    SchemaValidator(root: try JSONInstance.parse(ScenarioSchema.document.text()))
  }

  @Test("Every checked-in scenario is valid against the schema")
  func everyScenarioValidates() throws {
    let validator = try Self.validator()
    #expect(Self.scenarioFiles.count > 50)
    for file in Self.scenarioFiles {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      let errors = validator.errors(try JSONInstance.parse(text))
      #expect(errors.isEmpty, "\(file): \(errors.prefix(5))")
    }
  }

  /// A small valid scenario, changed by each sample below into one the reader refuses.
  static let valid = """
    {"$schema": "scenario.schema.json", "name": "sample", "screen": {"width": 390, "fps": 60},
     "record": "never",
     "root": {"id": "root", "children": [
       {"id": "button", "class": "UIButton", "frame": [10, 10, 100, 44], "alpha": 0.5,
        "gestures": [{"id": "tap", "type": "tap", "taps": 2}]}]},
     "presentations": {"sheet": {"style": "sheet", "content": {"id": "sheetContent"}}},
     "touches": [{"t": 0.1, "phase": "began", "x": 20, "y": 20},
       {"t": 0.2, "phase": "ended", "x": 20, "y": 20}, {"tap": [5, 5], "t": 0.5}]}
    """

  static let refused: [(String, String, String)] = [
    ("an unknown top-level key", "\"record\": \"never\"", "\"recrd\": \"never\""),
    ("an unknown record mode", "\"record\": \"never\"", "\"record\": \"nevr\""),
    ("an unknown view key", "\"alpha\": 0.5", "\"alpah\": 0.5"),
    ("an alpha past 1", "\"alpha\": 0.5", "\"alpha\": 1.5"),
    ("a frame of three numbers", "[10, 10, 100, 44]", "[10, 10, 100]"),
    ("a string for a number", "\"width\": 390", "\"width\": \"wide\""),
    ("an fps of 0", "\"fps\": 60", "\"fps\": 0"),
    ("a fractional fps", "\"fps\": 60", "\"fps\": 59.5"),
    ("an unknown gesture type", "\"type\": \"tap\"", "\"type\": \"tapp\""),
    ("a key of another gesture type", "\"taps\": 2", "\"minimumPressDuration\": 2"),
    ("an unknown presentation style", "\"style\": \"sheet\"", "\"style\": \"shet\""),
    ("a presentation without content", ", \"content\": {\"id\": \"sheetContent\"}", ""),
    ("a view without an id", "{\"id\": \"button\", ", "{"),
    ("a touch event without a phase", "\"phase\": \"began\", ", ""),
    ("a touch phase that is not one", "\"phase\": \"began\"", "\"phase\": \"begun\""),
    ("a $schema that is not a string", "\"$schema\": \"scenario.schema.json\"", "\"$schema\": 1"),
  ]

  @Test("The sample is valid for both, and each of its broken copies is refused by both")
  func refusedByBoth() throws {
    let validator = try Self.validator()
    #expect(validator.errors(try JSONInstance.parse(Self.valid)).isEmpty)
    #expect(
      Self.load(Self.valid) == nil,
      "the reader refuses the valid sample: \(Self.load(Self.valid) ?? "")")
    for (name, original, replacement) in Self.refused {
      #expect(Self.valid.contains(original), "\(name): the sample has no \(original)")
      let broken = Self.valid.replacingOccurrences(of: original, with: replacement)
      #expect(Self.load(broken) != nil, "the reader takes \(name)")
      #expect(!validator.errors(try JSONInstance.parse(broken)).isEmpty, "the schema takes \(name)")
    }
  }

  /// The reader's first error for `text`, nil when it loads.
  static func load(_ text: String) -> String? {
    switch ScenarioLoader.decode(Array(text.utf8), file: "sample.json", defaultName: "sample") {
    case .success: nil
    case .failure(let error): error.diagnostics.first?.message ?? "refused"
    }
  }

  @Test("Every key of every table the reader checks is a property in the schema")
  func keysFlowFromTheTables() throws {
    var names: Set<String> = []
    Self.collectPropertyNames(try JSONInstance.parse(ScenarioSchema.document.text()), into: &names)
    // Actions (the `animate`, `timer` and `displayLink` actions' tables among them) and
    // expectations (the window and scroll moment forms' tables) are objects whose keys the
    // schema leaves to the reader.
    let actionTables = [
      ScenarioDecoder.animateKeys, ScenarioDecoder.timerKeys, ScenarioDecoder.displayLinkKeys,
      ScenarioDecoder.windowKeys, ScenarioDecoder.momentKeys,
    ].map(\.names)
    var tables = ScenarioKeys.documented.filter { !actionTables.contains($0.names) }
    tables += GestureType.allCases.map(\.keys)
    for table in tables {
      for key in table.names {
        #expect(names.contains(key), "\(table.context): '\(key)' is missing")
      }
    }
  }

  static func collectPropertyNames(_ schema: JSONInstance, into names: inout Set<String>) {
    switch schema {
    case .object(let members):
      if case .object(let properties)? = members["properties"] { names.formUnion(properties.keys) }
      for member in members.values { collectPropertyNames(member, into: &names) }
    case .array(let items):
      for item in items { collectPropertyNames(item, into: &names) }
    default: break
    }
  }
}
