import Foundation
import SimEngine
import SimGeometry
import SimReference
import SimReplayCLI
import Testing

/// `simreplay bench`: its figures, its JSON, a checksum that depends only on the tree and the
/// seed, and trees too deep for the reference.
@Suite("simreplay bench")
struct BenchCommandTests {
  static let sheet = Repository.path("Scenarios/sheet.json")
  static let keys = ["checksum", "hitsPerSecond", "nsPerHit", "nsPerVisitedNode", "visitedPerHit"]

  static func json(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  @Test("It prints hits per second, ns per hit, views visited, ns per view and the checksum")
  func textOutput() {
    let result = simreplay("bench", Self.sheet, "--points", "2000", "--reference")
    #expect(result.code == .success)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines.first?.hasPrefix("bench \(Self.sheet): 2,000 points (seed 1), ") == true)
    for line in lines.dropFirst().prefix(2) {
      #expect(line.contains(" hits/s, "))
      #expect(line.contains(" ns/hit, "))
      #expect(line.contains(" views visited/hit, "))
      #expect(line.contains(" ns/visited view, checksum "))
    }
    #expect(lines[1].hasPrefix("engine:    "))
    #expect(lines[2].hasPrefix("reference: "))
    #expect(lines[3].hasPrefix("ratio:     "))
    #expect(lines[3].hasSuffix("× faster than the reference per hit test"))
  }

  @Test("The JSON has exactly the documented keys, and the reference's have the same")
  func jsonKeys() throws {
    let result = simreplay("bench", Self.sheet, "--points", "500", "--json", "--reference")
    #expect(result.code == .success)
    let object = try Self.json(result.out)
    #expect(object.keys.sorted() == (Self.keys + ["reference"]).sorted())
    let reference = try #require(object["reference"] as? [String: Any])
    #expect(reference.keys.sorted() == Self.keys)
    #expect(reference["checksum"] as? String == object["checksum"] as? String)
    #expect((object["visitedPerHit"] as? Double ?? 0) > 0)
    #expect((object["nsPerHit"] as? Double ?? 0) > 0)
    let withoutReference = try Self.json(
      simreplay("bench", Self.sheet, "--points", "500", "--json").out)
    #expect(withoutReference.keys.sorted() == Self.keys)
  }

  @Test("The same seed gives the same checksum, and another seed another one")
  func checksumDeterminism() throws {
    func checksum(_ seed: String) throws -> String? {
      let result = simreplay("bench", Self.sheet, "--points", "3000", "--seed", seed, "--json")
      return try Self.json(result.out)["checksum"] as? String
    }
    let first = try checksum("42")
    #expect(first != nil)
    #expect(first?.count == 16)
    #expect(try checksum("42") == first)
    #expect(try checksum("43") != first)
  }

  /// A chain of `depth` full-screen views under the root, the deepest with `deepest` keys.
  static func deepChain(_ depth: Int, deepest: String = "") throws -> String {
    let full = #""frame": [0, 0, 390, 844]"#
    var text =
      #"{"name": "deep", "screen": {"width": 390, "height": 844}, "root": {"id": "root", \#(full), "children": ["#
    for level in 0..<depth - 1 { text += #"{"id": "v\#(level)", \#(full), "children": ["# }
    text += #"{"id": "v\#(depth - 1)", \#(full)\#(deepest)}"#
    text += String(repeating: "]}", count: depth - 1)
    text += #"]}, "touches": [], "expect": []}"#
    return try temporaryFile(text)
  }

  @Test("A 100,000-deep scenario is profiled, and the reference is skipped with the reason")
  func deepScenario() throws {
    let depth = 100_000
    // The deepest view is scaled a little, so the window's grid hands every point to the walk,
    // which goes down the whole chain.
    let file = try Self.deepChain(depth, deepest: #", "transform": [1, 0, 0, 1.0001, 0, 0]"#)
    let result = simreplay("bench", file, "--points", "20", "--json", "--reference")
    #expect(result.code == .success, "\(result.err)")
    let object = try Self.json(result.out)
    #expect((object["visitedPerHit"] as? Double ?? 0) > Double(depth))
    let reference = try #require(object["reference"] as? [String: Any])
    let reason = try #require(reference["skipped"] as? String)
    #expect(reason.contains("100,001 levels below the window"))
    #expect(reason.contains("overflow the stack"))
    let plain = simreplay("bench", file, "--points", "5", "--reference")
    #expect(plain.out.contains("reference: skipped: its deepest view is 100,001 levels below"))
  }

  @Test("On a 100,000-deep chain of full-screen views the deepest is found in one look")
  func deepScenarioThroughTheGrid() throws {
    let file = try Self.deepChain(100_000)
    let result = simreplay("bench", file, "--points", "200", "--json")
    #expect(result.code == .success, "\(result.err)")
    let object = try Self.json(result.out)
    #expect(object["visitedPerHit"] as? Double == 1)
  }

  @Test("The reference runs on a tree as deep as it allows without overflowing its stack")
  func referenceAtItsDeepestTree() throws {
    var tree = ViewTree(screenSize: Size(width: 100, height: 100))
    var parent = tree.window
    for level in 1..<ReferenceTree.maximumDepth {
      parent = tree.addView(
        ViewProperties(name: "v\(level)", frame: Rect(x: 0, y: 0, width: 100, height: 100)),
        to: parent)
    }
    let reference = try ReferenceTree.mirror(tree).get()
    #expect(reference.depth == ReferenceTree.maximumDepth - 1)
    let hit = ReferenceTree.onLargeStack { reference.hitTest(Point(x: 50, y: 50)) }
    #expect(hit == parent.rawValue)
    parent = tree.addView(ViewProperties(name: "deeper"), to: parent)
    parent = tree.addView(ViewProperties(name: "deepest"), to: parent)
    #expect(throws: ReferenceTree.Refusal.self) { try ReferenceTree.mirror(tree).get() }
  }

  @Test(
    "Wrong command lines are refused with the bench usage",
    arguments: [
      (["bench"], "missing expected argument '<file>'"),
      (["bench", "a.json", "b.json"], "bench profiles one scenario, but 2 were given"),
      (["bench", "a.json", "--points", "0"], "'--points' takes a number of points"),
      (["bench", "a.json", "--points"], "missing value for '--points <n>'"),
      (["bench", "a.json", "--seed", "-3"], "'--seed' takes a whole number"),
      (["bench", "a.json", "--refrence"], "Did you mean '--reference'?"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let result = simreplay(arguments, environment: Environment())
    #expect(result.code == .usage)
    #expect(result.err.contains(message))
    #expect(result.err.contains("Usage: simreplay bench <file> [--points <n>]"))
  }

  @Test("A missing scenario exits 66, and help lists bench")
  func missingFileAndHelp() {
    #expect(simreplay("bench", "/no/such/scenario.json").code == .noInput)
    #expect(simreplay("--help").out.contains("  bench    "))
    let help = simreplay("help", "bench")
    #expect(help.out.contains("USAGE: simreplay bench <file> [--points <n>] [--seed <s>]"))
    #expect(simreplay("bench", "--help").out == help.out)
    #expect(help.out.contains(grouped(ReferenceTree.maximumDepth)))
  }
}
