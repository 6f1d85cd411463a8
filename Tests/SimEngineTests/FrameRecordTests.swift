import SimEngine
import SimGeometry
import Testing

/// The frames a simulation renders: which occurrences and touches each one shows.
@Suite("Frames")
struct FrameRecordTests {
  /// A full-screen `background` and a button `ok` covering [100, 200) × [300, 350), at 60 fps.
  func sim() -> Simulation {
    Simulation([
      (view("background", .uiView, rect(0, 0, 390, 844)), nil),
      (view("ok", .uiButton, rect(100, 300, 100, 50)), nil),
    ])
  }

  func began(_ kind: Occurrence.Kind) -> Bool {
    if case .touch(1, _, .began, _, _, _) = kind { return true }
    return false
  }

  @Test("advance(to:) renders every frame due at or before the instant")
  func advanceRendersFrames() {
    var sim = sim()
    sim.advance(to: Instant(seconds: 0.1))
    #expect(sim.frames.map(\.index) == Array(0...6))
    #expect(sim.frames.last?.time == Instant(seconds: 0.1))
    #expect(sim.now == Instant(seconds: 0.1))
    sim.advance(to: Instant(nanoseconds: 116_666_666))
    #expect(sim.frames.count == 7)
    sim.advance(to: Instant(nanoseconds: 116_666_667))
    #expect(sim.frames.count == 8)
  }

  @Test("An event at exactly a frame's time appears in that frame's occurrences")
  func eventAtAFrameTime() throws {
    var sim = sim()
    try sim.send(
      TouchInput(
        time: Instant(nanoseconds: 100_000_000), finger: 1, phase: .began, location: Point(50, 50)))
    sim.advance(to: Instant(seconds: 0.2))
    #expect(sim.occurrences(inFrame: 6).contains { began($0.kind) })
    #expect(!sim.occurrences(inFrame: 5).contains { began($0.kind) })
    #expect(sim.frames[6].touches.map(\.number) == [1])
    #expect(sim.frames[5].touches.isEmpty)
  }

  @Test("An event a nanosecond after a frame's time appears in the next frame")
  func eventJustAfterAFrameTime() throws {
    var sim = sim()
    try sim.send(
      TouchInput(
        time: Instant(nanoseconds: 100_000_001), finger: 1, phase: .began, location: Point(50, 50)))
    sim.advance(to: Instant(seconds: 0.2))
    #expect(!sim.occurrences(inFrame: 6).contains { began($0.kind) })
    #expect(sim.occurrences(inFrame: 7).contains { began($0.kind) })
    #expect(sim.frames[6].touches.isEmpty)
  }

  @Test("A control event lands in the same frame as the touch event that caused it")
  func controlEventsShareTheFrame() throws {
    var sim = sim()
    try sim.tap(150, 325, at: 0.1)  // began at frame 6's time; ended at 0.18, before frame 11
    sim.advance(to: Instant(seconds: 0.2))
    #expect(
      sim.occurrences(inFrame: 6).map(\.kind).contains(
        .control(.touchDown, view: sim.id("ok"), touch: 1, value: nil)))
    #expect(
      sim.occurrences(inFrame: 11).map(\.kind).contains(
        .control(.touchUpInside, view: sim.id("ok"), touch: 1, value: nil)))
  }

  @Test("A quick tap that begins and ends between two frames is listed in the next frame, ended")
  func quickTapBetweenFrames() throws {
    var sim = sim()
    // Frames 1 and 2 are at 16.67 ms and 33.33 ms.
    try sim.began(50, 50, at: 0.020)
    try sim.ended(50, 50, at: 0.030)
    sim.advance(to: Instant(seconds: 0.1))
    #expect(sim.frames[1].touches.isEmpty)
    #expect(sim.frames[2].touches.map(\.number) == [1])
    #expect(sim.frames[2].touches.map(\.phase) == [.ended])
    #expect(sim.frames[3].touches.isEmpty)
  }

  @Test("A touch held down is listed in every frame until the one after it lifts")
  func heldTouchIsListed() throws {
    var sim = sim()
    try sim.began(50, 50, at: 0.010)
    try sim.moved(60, 50, at: 0.020)
    try sim.ended(60, 50, at: 0.070)  // between frames 4 (66.7 ms) and 5 (83.3 ms)
    sim.advance(to: Instant(seconds: 0.1))
    #expect(sim.frames.map { $0.touches.count } == [0, 1, 1, 1, 1, 1, 0])
    #expect(sim.frames[1].touches.first?.phase == .began)
    #expect(sim.frames[2].touches.first?.phase == .moved)
    #expect(sim.frames[2].touches.first?.location == Point(60, 50))
    #expect(sim.frames[5].touches.first?.phase == .ended)
  }

  @Test("hitNow follows the view away after a set action moves it; view stays bound")
  func hitNowChangesViewDoesNot() throws {
    var sim = sim()
    try sim.began(150, 325, at: 0.010)
    sim.advance(to: Instant(seconds: 0.040))  // frames 1 and 2
    sim.perform([.set(view: "ok", change { $0.frame = rect(200, 600, 100, 50) })])
    sim.advance(to: Instant(seconds: 0.070))  // frames 3 and 4
    let snapshots = sim.frames[1...4].map { $0.touches[0] }
    #expect(snapshots.map { sim.name($0.view) } == ["ok", "ok", "ok", "ok"])
    #expect(snapshots.map { sim.name($0.hitNow) } == ["ok", "ok", "background", "background"])
  }

  @Test("hitNow differs from view once the finger leaves the view")
  func hitNowFollowsTheFinger() throws {
    var sim = sim()
    try sim.began(150, 325, at: 0.010)
    try sim.moved(150, 500, at: 0.020)
    sim.advance(to: Instant(seconds: 0.040))
    #expect(sim.name(sim.frames[1].touches[0].hitNow) == "ok")
    #expect(sim.name(sim.frames[2].touches[0].hitNow) == "background")
    #expect(sim.name(sim.frames[2].touches[0].view) == "ok")
  }

  @Test(
    "highlighted lists the control while the finger is inside, and not once it drags beyond the margin"
  )
  func highlightFollowsTheFinger() throws {
    var sim = sim()
    let ok = sim.id("ok")
    try sim.began(150, 325, at: 0.010)  // frame 1: inside
    try sim.moved(260, 325, at: 0.020)  // frame 2: 60 pt out, within the margin
    try sim.moved(300, 325, at: 0.040)  // frame 3: 100 pt out, beyond it
    try sim.moved(150, 325, at: 0.060)  // frame 4: back inside
    try sim.ended(150, 325, at: 0.070)  // frame 5: lifted
    sim.advance(to: Instant(seconds: 0.1))
    #expect(sim.frames[1...5].map(\.highlighted) == [[ok], [ok], [], [ok], []])
  }

  @Test("A control disabled mid-touch loses its highlight when dragged out and doesn't regain it")
  func disabledControlHighlight() throws {
    var sim = sim()
    sim.on(.touchDown, of: "ok", .set(view: "ok", change { $0.isEnabled = false }))
    try sim.began(150, 325, at: 0.010)  // frame 1: still highlighted from touch down
    try sim.moved(300, 325, at: 0.020)  // frame 2: beyond the margin
    try sim.moved(150, 325, at: 0.040)  // frame 3: back inside, but disabled
    sim.advance(to: Instant(seconds: 0.05))
    #expect(sim.frames[1...3].map(\.highlighted) == [[sim.id("ok")], [], []])
  }

  @Test("A frame shows a touch that moved to the same place as stationary")
  func stationaryInFrames() throws {
    var sim = sim()
    try sim.began(50, 50, at: 0.010)
    try sim.moved(50, 50, at: 0.020)
    sim.advance(to: Instant(seconds: 0.04))
    #expect(sim.frames[2].touches.map(\.phase) == [.stationary])
    #expect(sim.frames[2].touches.map(\.delivery) == [.delivered])
  }

  @Test("The frames' occurrence ranges split the journal without gaps or overlaps")
  func occurrencesPartitionTheJournal() throws {
    var sim = sim()
    try sim.tap(150, 325, at: 0.05)
    try sim.tap(50, 50, at: 0.3)
    try sim.began(150, 325, at: 0.5)
    sim.advance(to: Instant(seconds: 1))
    var next = 0
    for frame in sim.frames {
      #expect(frame.occurrences.lowerBound == next)
      next = frame.occurrences.upperBound
    }
    #expect(next == sim.journal.count)
    #expect(
      sim.frames.allSatisfy { frame in
        sim.occurrences(inFrame: frame.index).allSatisfy { $0.time <= frame.time }
      })
  }

  @Test("At 120 fps a frame is rendered every 8.33 ms")
  func framesAt120() throws {
    var sim = Simulation(fps: 120)
    sim.advance(to: Instant(seconds: 0.1))
    #expect(sim.frames.count == 13)
    #expect(sim.frames[1].time == Instant(nanoseconds: 8_333_333))
  }
}
