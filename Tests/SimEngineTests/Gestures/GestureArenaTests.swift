import SimEngine
import SimGeometry
import Testing

@Suite("Gesture arena")
struct GestureArenaTests {
  /// root ⊃ card ⊃ button; sibling beside card.
  func cardWithButton() -> Simulation {
    simulation([
      (view("card", .uiView, rect(0, 0, 390, 400)), nil),
      (view("button", .uiButton, rect(20, 20, 100, 50)), "card"),
      (view("sibling", .uiView, rect(0, 500, 390, 300)), nil),
    ])
  }

  @Test("A touch is seen by recognizers on its view and its superviews, not on siblings")
  func whoSeesATouch() throws {
    var sim = cardWithButton()
    sim.gesture("onCard", tap(), on: "card") { $0.simultaneousWith = ["onRoot"] }
    sim.gesture("onRoot", tap(), on: "root")
    sim.gesture("onSibling", tap(), on: "sibling")
    try sim.tap(200, 200, at: 0.1)
    #expect(sim.touch(1).recognizers.map { sim.name(of: $0) } == ["onCard", "onRoot"])
    #expect(sim.changes(of: "onCard") == ["recognized"])
    #expect(sim.changes(of: "onRoot") == ["recognized"])
    #expect(sim.changes(of: "onSibling") == [])
  }

  @Test("The hit view's recognizer wins over its superview's, which is prevented")
  func deepestFirst() throws {
    var sim = cardWithButton()
    sim.gesture("onCard", tap(), on: "card")
    sim.gesture("onRoot", tap(), on: "root")
    try sim.tap(200, 200, at: 0.1)
    #expect(sim.changes(of: "onCard") == ["recognized"])
    #expect(sim.changes(of: "onRoot") == ["failed"])
    #expect(sim.failureReason(of: "onRoot") == "'onCard' recognized first and prevents it")
  }

  @Test("A button's touchUpInside wins over a single tap recognizer on its superview")
  func buttonWinsSingleTap() throws {
    var sim = cardWithButton()
    sim.gesture("cardTap", tap(), on: "card")
    try sim.tap(50, 40, at: 0.1)
    #expect(sim.changes(of: "cardTap") == ["failed"])
    #expect(
      sim.failureReason(of: "cardTap")
        == "'button' is a UIButton, whose own single tap wins over tap recognizers on other views")
    #expect(sim.events(of: "button") == [.touchDown, .touchUpInside, .primaryActionTriggered])
  }

  @Test("A double tap on a button's superview is not refused by the button")
  func buttonDoesNotRefuseDoubleTap() throws {
    var sim = cardWithButton()
    sim.gesture("cardDouble", tap(taps: 2), on: "card")
    try sim.tap(50, 40, at: 0.1)
    try sim.tap(50, 40, at: 0.3)
    #expect(sim.changes(of: "cardDouble") == ["recognized"])
    #expect(sim.events(of: "button").last == .touchCancel)
  }

  @Test("A tap recognizer attached to the button itself wins over the button")
  func recognizerOnTheControlWins() throws {
    var sim = cardWithButton()
    sim.gesture("buttonTap", tap(), on: "button")
    try sim.tap(50, 40, at: 0.1)
    #expect(sim.changes(of: "buttonTap") == ["recognized"])
    #expect(sim.events(of: "button") == [.touchDown, .touchCancel])
  }

  @Test("A plain UIControl does not refuse a superview's single tap")
  func plainControlDoesNotRefuse() throws {
    var sim = simulation([(view("control", .uiControl, rect(0, 0, 100, 100)), nil)])
    sim.gesture("rootTap", tap(), on: "root")
    try sim.tap(50, 50, at: 0.1)
    #expect(sim.changes(of: "rootTap") == ["recognized"])
    #expect(sim.events(of: "control") == [.touchDown, .touchCancel])
  }

  @Test("Without requireToFail a single tap fires on each tap and the double tap on the second")
  func singleAndDoubleTogether() throws {
    var sim = simulation()
    sim.gesture("single", tap(), on: "root")
    sim.gesture("double", tap(taps: 2), on: "root")
    try sim.tap(100, 100, at: 0.1)
    try sim.tap(100, 100, at: 0.3)
    #expect(sim.changes(of: "single") == ["recognized", "recognized"])
    #expect(sim.changes(of: "double") == ["recognized"])
  }

  @Test("A double tap attached first prevents the single tap on the second tap")
  func doubleFirstPreventsSingle() throws {
    var sim = simulation()
    sim.gesture("double", tap(taps: 2), on: "root")
    sim.gesture("single", tap(), on: "root")
    try sim.tap(100, 100, at: 0.1)
    try sim.tap(100, 100, at: 0.3)
    #expect(sim.changes(of: "single") == ["recognized", "failed"])
    #expect(sim.changes(of: "double") == ["recognized"])
  }

  @Test("With requireToFail a lone tap is recognized when the double tap's 0.35 s run out")
  func singleWaitsForDouble() throws {
    var sim = simulation()
    sim.gesture("single", tap(), on: "root") { $0.requireToFail = ["double"] }
    sim.gesture("double", tap(taps: 2), on: "root")
    try sim.tap(100, 100, at: 0.1)
    sim.advance(to: Instant(seconds: 0.5))
    #expect(sim.state(of: "single") == .possible)
    sim.advance(to: Instant(seconds: 0.53))
    #expect(sim.changes(of: "single") == ["recognized"])
    #expect(sim.time(of: "single", entering: .ended) == 0.53)
  }

  @Test("With requireToFail a double tap recognizes the double and fails the single")
  func doubleFailsWaitingSingle() throws {
    var sim = simulation()
    sim.gesture("single", tap(), on: "root") { $0.requireToFail = ["double"] }
    sim.gesture("double", tap(taps: 2), on: "root")
    try sim.tap(100, 100, at: 0.1)
    try sim.tap(100, 100, at: 0.3)
    sim.advance(to: Instant(seconds: 1))
    #expect(sim.changes(of: "single") == ["failed"])
    #expect(
      sim.failureReason(of: "single") == "it requires 'double' to fail, and 'double' recognized")
    #expect(sim.changes(of: "double") == ["recognized"])
  }

  @Test("A recognizer does not wait for a required recognizer that never saw the touch")
  func noWaitForUninvolvedDependency() throws {
    var sim = cardWithButton()
    sim.gesture("cardTap", tap(), on: "card") { $0.requireToFail = ["siblingDouble"] }
    sim.gesture("siblingDouble", tap(taps: 2), on: "sibling")
    try sim.tap(200, 200, at: 0.1)
    #expect(sim.time(of: "cardTap", entering: .ended) == 0.18)
  }

  @Test("Two pans on a view and its superview: only the inner one begins")
  func nestedPansExclusive() throws {
    var sim = cardWithButton()
    sim.gesture("inner", pan, on: "card")
    sim.gesture("outer", pan, on: "root")
    try sim.began(200, 200, at: 0.1)
    try sim.moved(200, 230, at: 0.2)
    #expect(sim.changes(of: "inner") == ["began"])
    #expect(sim.changes(of: "outer") == ["failed"])
  }

  @Test("simultaneousWith on either side lets both pans begin")
  func nestedPansSimultaneous() throws {
    var sim = cardWithButton()
    sim.gesture("inner", pan, on: "card")
    sim.gesture("outer", pan, on: "root") { $0.simultaneousWith = ["inner"] }
    try sim.began(200, 200, at: 0.1)
    try sim.moved(200, 230, at: 0.2)
    #expect(sim.changes(of: "inner") == ["began"])
    #expect(sim.changes(of: "outer") == ["began"])
  }

  @Test("A tap prevents a long press on the same touch")
  func tapPreventsLongPress() throws {
    var sim = simulation()
    sim.gesture("press", longPress, on: "root") { $0.simultaneousWith = [] }
    sim.gesture("tap", tap(), on: "root")
    try sim.tap(100, 100, at: 0.1)
    #expect(sim.changes(of: "tap") == ["recognized"])
    #expect(sim.changes(of: "press") == ["failed"])
  }

  @Test("A pan that waited for another to fail begins with zero translation")
  func waitingPanRestartsTranslation() throws {
    var sim = simulation()
    let id = sim.gesture("pan", pan, on: "root") { $0.requireToFail = ["press"] }
    sim.gesture("press", longPress, on: "root") { $0.simultaneousWith = ["pan"] }
    try sim.began(100, 100, at: 0.1)
    try sim.moved(100, 105, at: 0.15)
    // 20 pt: the pan wants to begin but waits for the press, which then fails on the same
    // move (more than 10 pt); the pan begins from here.
    try sim.moved(100, 120, at: 0.2)
    let waited = sim.journal.contains {
      if case .gestureWaiting(id, let others) = $0.kind { return others == ["press"] }
      return false
    }
    #expect(waited)
    #expect(sim.changes(of: "press") == ["failed"])
    #expect(sim.changes(of: "pan") == ["began"])
    #expect(sim.gesture(id).translation == .zero)
  }
}

@Suite("Gesture arena: long requireToFail chains")
struct RequireToFailChainTests {
  @Test("A chain of 2,000 recognizers each requiring the next to fail decides without recursion")
  func longChainDecides() throws {
    let count = 2_000
    var sim = simulation()
    // r0 requires r1 to fail, r1 requires r2, …; the last is a double tap, which fails when its
    // 0.35 s run out. Then r(n-2) recognizes, so r(n-3), which required it to fail, fails, so
    // r(n-4) recognizes, and so on down the chain: every other one recognizes.
    for index in 0..<count {
      let isLast = index == count - 1
      sim.gesture("r\(index)", tap(taps: isLast ? 2 : 1), on: "root") {
        if !isLast { $0.requireToFail = ["r\(index + 1)"] }
      }
    }
    try sim.tap(100, 100, at: 0.1)
    sim.advance(to: Instant(seconds: 1))
    #expect(sim.changes(of: "r\(count - 1)") == ["failed"])
    for index in [0, 1, 2, count / 2, count / 2 + 1, count - 3, count - 2] {
      let recognizes = (count - 2 - index) % 2 == 0
      #expect(
        sim.changes(of: "r\(index)") == [recognizes ? "recognized" : "failed"], "r\(index)")
    }
  }
}
