import SimEngine
import SimGeometry
import Testing

/// `-[UIGestureRecognizer _isExcludedByExcludable:]` (iOS 18.2): an active recognizer (began or
/// changed, in the same touches event) excludes a recognizer on its view or one below or
/// above it, even one that only follows a finger that landed later.
@Suite("Gesture arena: exclusion by an active recognizer")
struct GestureExclusionTests {
  /// root ⊃ card (the top 400 pt); `outer` pans on root, `inner` on card.
  func twoPans(simultaneous: Bool) -> Simulation {
    var sim = simulation([(view("card", .uiView, rect(0, 0, 390, 400)), nil)])
    sim.gesture("outer", pan, on: "root")
    sim.gesture("inner", pan, on: "card") {
      if simultaneous { $0.simultaneousWith = ["outer"] }
    }
    return sim
  }

  /// Finger 1 pans root below the card (only `outer` sees it); finger 2 lands on the card
  /// while finger 1 is still down and moves 30 pt, past a pan's 10 pt.
  func panThenLaterFinger(_ sim: inout Simulation) throws {
    try sim.began(200, 600, at: 0.1, finger: 1)
    try sim.moved(200, 560, at: 0.15, finger: 1)
    try sim.began(200, 200, at: 0.2, finger: 2)
    try sim.moved(170, 200, at: 0.25, finger: 2)
    try sim.moved(140, 200, at: 0.3, finger: 2)
  }

  @Test("A pan that picks up a later finger does not begin while its superview's pan is active")
  func laterFingerIsExcluded() throws {
    var sim = twoPans(simultaneous: false)
    try panThenLaterFinger(&sim)
    #expect(sim.changes(of: "outer").first == "began")
    #expect(sim.changes(of: "inner") == ["failed"])
    #expect(
      sim.failureReason(of: "inner") == "'outer' is active in the same touches and excludes it")
  }

  @Test("A pan that may recognize with the active one begins on the later finger")
  func simultaneousIsNotExcluded() throws {
    var sim = twoPans(simultaneous: true)
    try panThenLaterFinger(&sim)
    #expect(sim.changes(of: "inner").first == "began")
  }

  @Test("Once the active pan's fingers have lifted, a new finger's pan begins")
  func afterTheActiveOneEnds() throws {
    var sim = twoPans(simultaneous: false)
    try sim.began(200, 600, at: 0.1, finger: 1)
    try sim.moved(200, 560, at: 0.15, finger: 1)
    try sim.ended(200, 560, at: 0.2, finger: 1)
    try sim.began(200, 200, at: 0.3, finger: 2)
    try sim.moved(170, 200, at: 0.35, finger: 2)
    try sim.moved(140, 200, at: 0.4, finger: 2)
    #expect(sim.changes(of: "inner").first == "began")
  }
}
