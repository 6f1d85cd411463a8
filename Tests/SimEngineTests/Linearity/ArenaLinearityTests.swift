import SimGeometry
import Testing

@testable import SimEngine

/// Deciding between recognizers costs what the touches' recognizers are, not their square nor
/// every recognizer of the window for each decision; counted (entries looked at), not timed.
/// Issue 36: a thousand recognizers on one view took seconds, each failure scanning all of them
/// for the touch's holders.
@Suite("The gesture arena's work is linear")
struct ArenaLinearityTests {
  /// `count` pans on the root and one drag: the first to begin prevents the rest, which fail
  /// one by one, each failure asking who still holds the touch's events back.
  static func pansOnOneView(_ count: Int) throws -> Simulation {
    var sim = simulation()
    for index in 0..<count { sim.gesture("pan\(index)", pan, on: "root") }
    try sim.began(100, 400, at: 0.1)
    for step in 1...10 { try sim.moved(100 + Double(step) * 20, 400, at: 0.1 + Double(step) / 60) }
    try sim.ended(300, 400, at: 0.3)
    return sim
  }

  @Test("Recognizers on one view failing one by one find the touch's holders in linear work")
  func holdersOfManyRecognizers() throws {
    let small = try Self.pansOnOneView(100)
    let large = try Self.pansOnOneView(1_000)
    #expect(small.changes(of: "pan0").first == "began")
    #expect(small.changes(of: "pan0").last == "ended")
    #expect(large.changes(of: "pan999") == ["failed"])
    let (n, tenN) = (small.arena.holderSteps, large.arena.holderSteps)
    // A scan from the list's start at each failure would grow 100 times.
    #expect(n > 0 && tenN <= 12 * n, "\(n) entries looked at for N, \(tenN) for 10·N")
  }

  /// `count` views in a grid, each with a tap recognizer, and a tap on each of the first 20.
  static func tapsAmong(_ count: Int) throws -> Simulation {
    let columns = 20
    let rows = (count + columns - 1) / columns
    let (width, height) = (390.0 / Double(columns), 800.0 / Double(rows))
    var views: [(ViewProperties, parent: String?)] = []
    for index in 0..<count {
      let frame = rect(
        Double(index % columns) * width, Double(index / columns) * height, width, height)
      views.append((view("v\(index)", .uiView, frame), nil))
    }
    var sim = simulation(views)
    for index in 0..<count { sim.gesture("tap\(index)", tap(), on: "v\(index)") }
    for index in 0..<20 {
      try sim.tap(
        (Double(index % columns) + 0.5) * width, (Double(index / columns) + 0.5) * height,
        at: 0.1 + Double(index) * 0.5)
    }
    return sim
  }

  @Test("A recognizer that wins looks only at the recognizers of its touches for those it prevents")
  func preventionLooksAtTheTouchesOnly() throws {
    let small = try Self.tapsAmong(100)
    let large = try Self.tapsAmong(1_000)
    #expect((0..<20).allSatisfy { large.changes(of: "tap\($0)") == ["recognized"] })
    // Twenty recognitions, each with one recognizer on its touch: the same work however many
    // recognizers the window holds (a scan of them all grows ten times).
    #expect(small.arena.preventionChecks == large.arena.preventionChecks)
    #expect(large.arena.preventionChecks == 20)
  }

  @Test("A winner still prevents every recognizer sharing its touch, in the order they were added")
  func preventionOrder() throws {
    var sim = simulation([(view("card", .uiView, rect(0, 0, 390, 400)), nil)])
    sim.gesture("first", tap(), on: "card")
    sim.gesture("onRoot", tap(), on: "root")
    sim.gesture("second", tap(), on: "card")
    sim.gesture("elsewhere", tap(), on: "root") { $0.ignoresTouchesIn = ["card"] }
    try sim.tap(200, 200, at: 0.1)
    #expect(sim.changes(of: "first") == ["recognized"])
    let failures = sim.journal.compactMap { entry -> String? in
      guard case .gesture(let change) = entry.kind, change.state == .failed else { return nil }
      return sim.name(of: change.recognizer)
    }
    #expect(failures == ["onRoot", "second"])
    #expect(sim.changes(of: "elsewhere") == [])
  }
}
