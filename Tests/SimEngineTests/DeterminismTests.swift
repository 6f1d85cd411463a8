import SimEngine
import SimGeometry
import Testing

/// The same inputs give the same journal, frames and touches, every time.
@Suite("Determinism")
struct DeterminismTests {
  /// A screen with most of what the engine models: controls with actions that change, remove
  /// and re-add views; a hit area; an exclusive view; a pass-through layer.
  static func scene(fps: Int = 60) -> Simulation {
    var sim = Simulation(
      fps: fps,
      [
        (view("background", .uiView, rect(0, 0, 390, 844)), nil),
        (view("card", .uiView, rect(20, 100, 350, 400)), nil),
        (view("ok", .uiButton, rect(20, 20, 120, 44)), "card"),
        (
          view("dial", .uiControl, rect(180, 20, 120, 120)) {
            $0.hitArea = HitArea(shape: .circle)
          }, "card"
        ),
        (view("title", .uiLabel, rect(10, 10, 80, 20)), "ok"),
        (view("pad", .uiView, rect(20, 200, 300, 150)) { $0.isExclusiveTouch = true }, "card"),
        (view("hud", .uiView, rect(0, 0, 390, 844)) { $0.passesTouchesThrough = true }, nil),
        (
          view("fab", .uiButton, rect(300, 700, 56, 56)) {
            $0.hitArea = HitArea(insets: EdgeInsets(top: -10, left: -10, bottom: -10, right: -10))
          }, "hud"
        ),
      ])
    sim.on(.touchDown, of: "ok", .log("down"))
    sim.on(
      .touchUpInside, of: "ok", .log("ok"),
      .set(view: "card", change { $0.contentOffset = Point(0, 10) }))
    sim.on(.touchUpOutside, of: "dial", .remove(view: "ok"))
    let okAgain = ViewTemplate(entries: [
      .init(properties: view("ok", .uiButton, .zero), parent: nil)
    ])
    sim.on(.touchUpInside, of: "fab", .add(parent: "card", okAgain), .log("fab"))
    sim.on(.touchDragExit, of: "dial", .set(view: "dial", change { $0.isEnabled = false }))
    return sim
  }

  /// A valid stream of three fingers' events from a 64-bit LCG seeded with `seed`.
  static func inputs(seed: UInt64, count: Int = 600) -> [TouchInput] {
    var state = seed
    func next(_ bound: UInt64) -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return (state >> 33) % bound
    }
    var time: Int64 = 0
    var down: [Int: Point] = [:]
    var result: [TouchInput] = []
    for _ in 0..<count {
      time += Int64(next(25)) * 1_000_000
      let finger = Int(next(3)) + 1
      let point = Point(Double(next(400)) - 5, Double(next(850)) - 3)
      let phase: TouchPhase
      if let last = down[finger] {
        switch next(10) {
        case 0..<6: phase = .moved
        case 6: phase = .stationary
        case 7, 8: phase = .ended
        default: phase = .cancelled
        }
        let location = phase == .stationary || next(5) == 0 ? last : point
        result.append(
          TouchInput(
            time: Instant(nanoseconds: time), finger: finger, phase: phase, location: location))
        down[finger] = phase.isActive ? location : nil
      } else {
        result.append(
          TouchInput(
            time: Instant(nanoseconds: time), finger: finger, phase: .began, location: point))
        down[finger] = point
      }
    }
    return result
  }

  static func run(seed: UInt64, fps: Int = 60) throws -> Simulation {
    var sim = scene(fps: fps)
    for input in inputs(seed: seed) { try sim.send(input) }
    sim.advance(to: sim.now + Interval(seconds: 1))
    return sim
  }

  @Test(
    "Two simulations fed the same inputs produce equal journals, frames and touches",
    arguments: [1, 42, 2024] as [UInt64])
  func sameInputsSameResults(seed: UInt64) throws {
    let first = try Self.run(seed: seed)
    let second = try Self.run(seed: seed)
    #expect(first.journal == second.journal)
    #expect(first.frames == second.frames)
    #expect(first.touches == second.touches)
    #expect(first.transcript == second.transcript)
  }

  @Test(
    "The scripted run exercises touches, control events and actions",
    arguments: [1, 42, 2024] as [UInt64])
  func runIsNotTrivial(seed: UInt64) throws {
    let sim = try Self.run(seed: seed)
    #expect(sim.touches.count > 50)
    #expect(sim.frames.count > 100)
    #expect(sim.journal.contains { if case .control = $0.kind { true } else { false } })
    #expect(sim.touches.contains { $0.delivery != .delivered })
  }

  @Test("Different inputs give different journals")
  func differentInputsDiffer() throws {
    #expect(try Self.run(seed: 1).journal != Self.run(seed: 2).journal)
  }

  @Test("A simulation copied mid-run and fed the rest ends equal to the original")
  func copiesAreIndependentAndEqual() throws {
    let inputs = Self.inputs(seed: 7)
    var original = Self.scene()
    for input in inputs.prefix(300) { try original.send(input) }
    var copy = original
    for input in inputs.dropFirst(300) {
      try original.send(input)
      try copy.send(input)
    }
    #expect(original.journal == copy.journal)
    #expect(original.frames == copy.frames)
  }

  @Test("Frame rate changes when frames are rendered, not what the touches do")
  func fpsDoesNotChangeTheJournal() throws {
    let at60 = try Self.run(seed: 5, fps: 60)
    let at120 = try Self.run(seed: 5, fps: 120)
    #expect(at60.journal == at120.journal)
    #expect(at60.frames.count < at120.frames.count)
  }
}
