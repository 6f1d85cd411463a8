import SimEngine
import SimScenario
import Testing

/// Explaining a hit on a very deep tree: the text stays linear in the depth and readable.
@Suite("Explaining deep trees")
struct DeepExplanationTests {
  /// A chain `v0 ⊃ v1 ⊃ … ⊃ v(depth − 1)` of full-screen views, each `v(i)` hidden for `i` in
  /// `hidden`, with a button at the bottom and one tap on it.
  static func chain(depth: Int, hidden: Set<Int> = []) throws -> Scenario {
    var text = #"{"id": "button", "class": "UIButton", "frame": [100, 100, 80, 44]}"#
    for index in stride(from: depth - 1, through: 0, by: -1) {
      let flag = hidden.contains(index) ? #", "hidden": true"# : ""
      text = #"{"id": "v\#(index)", "frame": [0, 0, 390, 844]\#(flag), "children": [\#(text)]}"#
    }
    return try scenario(
      #"{"name": "deep", "root": {"id": "root", "children": [\#(text)]}, "touches": [{"tap": [120, 120], "t": 0.1}], "expect": []}"#
    )
  }

  static func explanation(_ scenario: Scenario) -> [String] {
    HitExplainer.explain(touch: 1, in: scenario)
  }

  @Test("A 10,000-deep walk prints about as many bytes as a 1,000-deep one")
  func outputDoesNotGrowWithDepth() throws {
    let small = Self.explanation(try Self.chain(depth: 1_000)).joined(separator: "\n")
    let large = Self.explanation(try Self.chain(depth: 10_000)).joined(separator: "\n")
    #expect(large.utf8.count < small.utf8.count + 200)
    #expect(large.contains("… 9,996 more views, depth 3 to 9,998, each inside with a subview"))
    #expect(large.contains("button at (20, 20): hit  ◀ hit"))
  }

  @Test("Below 24 levels the indent stops growing and the line names its depth")
  func indentIsCapped() throws {
    let lines = Self.explanation(try Self.chain(depth: 10_000))
    #expect(lines.allSatisfy { $0.count < 160 })
    #expect(lines.contains { $0.hasSuffix("[depth 10,002] button at (20, 20): hit  ◀ hit") })
  }

  @Test("A short walk is printed in full, every step on its own line")
  func shortWalkInFull() throws {
    let lines = Self.explanation(try Self.chain(depth: 5))
    #expect(!lines.contains { $0.contains("more views") })
    #expect(lines.contains("                button at (20, 20): hit  ◀ hit"))
  }

  @Test("A view deep under a hidden superview is named as lost with that superview as the reason")
  func deepLoserKeepsItsReason() throws {
    let lines = Self.explanation(try Self.chain(depth: 5_000, hidden: [2_500]))
    #expect(lines.contains("  hit: 'v2499'"))
    #expect(
      lines.contains {
        $0.contains("'button' (UIButton) at (20, 20): its superview 'v2500' is hidden")
      })
  }
}
