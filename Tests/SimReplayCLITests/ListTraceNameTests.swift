import Foundation
import SimReport
import SimScenario
import Testing

/// A table's cells are reused: the cell that showed row 9 shows row 5,000 after a jump. The
/// trace names a view as it is named when its frame is written, so a touch on a reused cell
/// names the row it shows, not the row the cell first showed.
@Suite("Lists: the trace names reused cells by the row they show")
struct ListTraceNameTests {
  @Test("A touch on a reused cell is traced with the row it shows now")
  func reusedCellName() throws {
    let scenario = try ScenarioLoader.load(
      path: Repository.path("Scenarios/lists/table-of-10000-rows.json")
    ).get()
    let path = try temporaryFile("", name: "lists.jsonl")
    var writer = TraceWriter(files: [try TraceFile.create(path).get()])
    _ = ScenarioRunner.run(scenario, streamingTo: &writer)
    #expect(writer.finish() == nil)
    let trace = try String(contentsOfFile: path, encoding: .utf8)
    // Touch 3 is the tap step on row 5000: at offset 5000 × 44 + 22 − 800 / 2 = 219622 its
    // centre is at window y 44 + 220022 − 219622 = 444 (the scenario's comment).
    let began = trace.split(separator: "\n").first {
      $0.contains(#""type":"touch","touch":3,"finger":1,"phase":"began""#)
    }
    #expect(began?.contains(#""y":444,"view":"row.0.5000""#) == true, "\(began ?? "none")")
  }
}
