import SimEngine
import SimGeometry
import Testing

/// `delaysContentTouches`, `canCancelContentTouches` and `touchesShouldCancel(in:)`: what a
/// button or a plain view inside a scroll view hears of a touch.
@Suite("Scroll views: their content's touches")
struct ContentTouchTests {
  private func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

  /// A vertical list 3,000 pt tall holding a button (top half) and a plain view (bottom).
  private func list(_ configure: (inout ScrollSettings) -> Void = { _ in }) -> Simulation {
    var sim = simulation()
    let list = sim.list("list", configure)
    sim.addView(
      ViewProperties(
        name: "button", class: .uiButton, frame: Rect(x: 0, y: 0, width: 390, height: 400)),
      to: list)
    sim.addView(
      ViewProperties(
        name: "plain", class: .uiView, frame: Rect(x: 0, y: 400, width: 390, height: 2600)),
      to: list)
    return sim
  }

  private func time(of event: ControlEvent, _ sim: Simulation) -> Double? {
    sim.journal.first {
      if case .control(event, _, _, _, _) = $0.kind { return true }
      return false
    }?.time.seconds
  }

  /// Down at (195, y) at `t`, still for `hold`, then 200 pt up in 12 frames, and lifted.
  private func drag(_ sim: inout Simulation, from y: Double, at t: Double, hold: Double = 0)
    throws
  {
    try sim.send(TouchInput(time: at(t), finger: 1, phase: .began, location: Point(195, y)))
    for step in 1...12 {
      let time = at(t + hold + Double(step) / 60)
      try sim.send(
        TouchInput(
          time: time, finger: 1, phase: .moved, location: Point(195, y - Double(step) * 200 / 12)))
    }
    try sim.send(
      TouchInput(time: at(t + hold + 0.25), finger: 1, phase: .ended, location: Point(195, y - 200))
    )
  }

  @Test("A quick tap on a button in a scroll view: touchDown and touchUpInside both at the lift")
  func quickTap() throws {
    var sim = list()
    try sim.perform(.tap(TapGesture(at: Point(195, 200), time: at(0.1))))
    #expect(sim.events(of: "button") == [.touchDown, .touchUpInside, .primaryActionTriggered])
    #expect(time(of: .touchDown, sim) == 0.18)
  }

  @Test("A held button gets touchDown 150 ms after the finger lands")
  func heldButton() throws {
    var sim = list()
    try sim.send(TouchInput(time: at(0.1), finger: 1, phase: .began, location: Point(195, 200)))
    sim.advance(to: at(0.3))
    #expect(time(of: .touchDown, sim) == 0.25)
  }

  @Test("A drag from a button within the delay scrolls the list; the button hears nothing")
  func quickDragScrolls() throws {
    var sim = list()
    try drag(&sim, from: 300, at: 0.1)
    #expect(sim.events(of: "button") == [])
    #expect(sim.tree[sim.id("list")].bounds.origin.y > 100)
  }

  @Test("A drag from a button held past the delay does not scroll: touchesShouldCancel is false")
  func heldDragDoesNotScroll() throws {
    var sim = list()
    try drag(&sim, from: 300, at: 0.1, hold: 0.3)
    #expect(sim.tree[sim.id("list")].bounds.origin == .zero)
    #expect(sim.events(of: "button").first == .touchDown)
    #expect(
      sim.failureReason(of: "list.pan")
        == "'button' is a UIButton tracking touch 1, and touchesShouldCancel(in:) is false for a UIControl"
    )
  }

  @Test("A drag from a plain view held past the delay scrolls and cancels the view's touch")
  func heldPlainViewScrolls() throws {
    var sim = list()
    try drag(&sim, from: 600, at: 0.1, hold: 0.3)
    #expect(sim.tree[sim.id("list")].bounds.origin.y > 100)
    #expect(
      sim.journal.contains {
        if case .touchesCancelled(1, sim.id("plain"), _) = $0.kind { return true }
        return false
      })
  }

  @Test("Without delaysContentTouches, a button gets touchDown at once")
  func noDelay() throws {
    var sim = list { $0.delaysContentTouches = false }
    try sim.send(TouchInput(time: at(0.1), finger: 1, phase: .began, location: Point(195, 200)))
    #expect(time(of: .touchDown, sim) == 0.1)
    #expect(sim.recognizer(named: "list.delay") == nil)
  }

  @Test(
    "With canCancelContentTouches false, a drag from a plain view that has the touch doesn't scroll"
  )
  func cannotCancel() throws {
    var sim = list {
      $0.delaysContentTouches = false
      $0.canCancelContentTouches = false
    }
    try drag(&sim, from: 600, at: 0.1)
    #expect(sim.tree[sim.id("list")].bounds.origin == .zero)
    #expect(
      sim.failureReason(of: "list.pan")
        == "its content 'plain' is tracking touch 1, and canCancelContentTouches is false")
  }
}

extension ViewTree {
  fileprivate func id(_ name: String) -> ViewID { view(named: name)! }
}

@Suite("Table cells: highlight and selection")
struct TableCellTests {
  private func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

  private func table() -> Simulation {
    var sim = simulation()
    let table = sim.scrollView(
      "table", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      content: Size(width: 390, height: 3000), class: ViewClass.known(named: "UITableView")!)
    for row in 0..<3 {
      sim.addView(
        ViewProperties(
          name: "cell\(row)", class: ViewClass.known(named: "UITableViewCell")!,
          frame: Rect(x: 0, y: Double(row) * 60, width: 390, height: 60)),
        to: table)
    }
    return sim
  }

  private func moments(_ sim: Simulation) -> [String] {
    sim.journal.compactMap {
      guard case .scroll(_, let moment) = $0.kind, let row = moment.row else { return nil }
      return "\(moment.name) \(row)"
    }
  }

  @Test("A quick tap on a row highlights and selects it at the lift, with its row")
  func quickTap() throws {
    var sim = table()
    try sim.perform(.tap(TapGesture(at: Point(100, 150), time: at(0.1))))
    #expect(moments(sim) == ["didHighlightRow 2", "didUnhighlightRow 2", "didSelectRow 2"])
  }

  @Test("A held row is highlighted from the end of the delay, and the frame shows it")
  func heldRow() throws {
    var sim = table()
    try sim.send(TouchInput(time: at(0.1), finger: 1, phase: .began, location: Point(100, 30)))
    sim.advance(to: at(0.3))
    #expect(moments(sim) == ["didHighlightRow 0"])
    #expect(sim.frames.last?.highlighted == [sim.id("cell0")])
  }

  @Test("A drag from a held row unhighlights it and selects nothing")
  func heldThenDragged() throws {
    var sim = table()
    try sim.send(TouchInput(time: at(0.1), finger: 1, phase: .began, location: Point(100, 30)))
    try sim.send(TouchInput(time: at(0.4), finger: 1, phase: .moved, location: Point(100, 60)))
    try sim.send(TouchInput(time: at(0.5), finger: 1, phase: .ended, location: Point(100, 60)))
    #expect(moments(sim) == ["didHighlightRow 0", "didUnhighlightRow 0"])
  }
}

@Suite("Scroll views: touchesShouldCancel(in:) overridden")
struct CancelControlsTests {
  @Test("With the override, a drag from a held button scrolls and cancels the button's touch")
  func overrideScrolls() throws {
    var sim = simulation()
    let list = sim.scrollView(
      "list", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      content: Size(width: 390, height: 3000)
    ) {
      $0.touchesShouldCancelInControls = true
    }
    sim.addView(
      ViewProperties(
        name: "button", class: .uiButton, frame: Rect(x: 0, y: 0, width: 390, height: 400)),
      to: list)
    try sim.send(
      TouchInput(time: Instant(seconds: 0.1), finger: 1, phase: .began, location: Point(195, 300)))
    for step in 1...12 {
      try sim.send(
        TouchInput(
          time: Instant(seconds: 0.4 + Double(step) / 60), finger: 1, phase: .moved,
          location: Point(195, 300 - Double(step) * 10)))
    }
    #expect(sim.tree[list].bounds.origin.y > 50)
    #expect(sim.events(of: "button") == [.touchDown, .touchCancel])
  }
}

@Suite("Scroll views: touchesShouldCancel(in:) view by view")
struct PerViewCancelTests {
  private func list(_ view: ViewProperties) -> Simulation {
    var sim = simulation()
    let list = sim.scrollView(
      "list", frame: Rect(x: 0, y: 0, width: 390, height: 844),
      content: Size(width: 390, height: 3000))
    sim.addView(view, to: list)
    return sim
  }

  private func heldDrag(_ sim: inout Simulation) throws {
    try sim.send(
      TouchInput(time: Instant(seconds: 0.1), finger: 1, phase: .began, location: Point(195, 300)))
    for step in 1...12 {
      try sim.send(
        TouchInput(
          time: Instant(seconds: 0.4 + Double(step) / 60), finger: 1, phase: .moved,
          location: Point(195, 300 - Double(step) * 10)))
    }
  }

  @Test("A button marked touchesShouldCancel true lets a drag from it scroll")
  func buttonAllows() throws {
    var button = ViewProperties(
      name: "button", class: .uiButton, frame: Rect(x: 0, y: 0, width: 390, height: 600))
    button.touchesShouldCancel = true
    var sim = list(button)
    try heldDrag(&sim)
    #expect(sim.tree[sim.tree.view(named: "list")!].bounds.origin.y > 50)
  }

  @Test("A plain view marked touchesShouldCancel false keeps its touch: the list does not scroll")
  func plainViewRefuses() throws {
    var plain = ViewProperties(
      name: "plain", class: .uiView, frame: Rect(x: 0, y: 0, width: 390, height: 600))
    plain.touchesShouldCancel = false
    var sim = list(plain)
    try heldDrag(&sim)
    #expect(sim.tree[sim.tree.view(named: "list")!].bounds.origin.y == 0)
    #expect(
      sim.failureReason(of: "list.pan")
        == "'plain' is tracking touch 1, and touchesShouldCancel(in:) is false for it")
  }
}
