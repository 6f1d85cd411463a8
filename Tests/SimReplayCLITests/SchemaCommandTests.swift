import Foundation
import SimScenario
import Testing

@testable import SimReplayCLI

@Suite("simreplay schema")
struct SchemaCommandTests {
  @Test("It prints the scenario schema as JSON, draft 2020-12, and exits 0")
  func printsTheSchema() throws {
    let result = simreplay("schema")
    #expect(result.code == .success)
    #expect(result.out == ScenarioSchema.document.text() + "\n")
    let parsed = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    #expect(parsed?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect((parsed?["$defs"] as? [String: Any])?["view"] != nil)
  }

  @Test("An argument after schema is a usage error")
  func takesNoArguments() {
    let result = simreplay("schema", "Scenarios")
    #expect(result.code == .usage)
    #expect(result.err.contains("schema takes no arguments"))
  }
}
