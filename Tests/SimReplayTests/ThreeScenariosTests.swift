import SimReplay
import Testing

/// The three scenarios, written as a UIKit developer would write a UI test: views with
/// UIKit's names, steps on views by name, no absolute time and no window coordinate. Only
/// `import SimReplay` (and Testing).
@Suite("Three scenarios written in Swift")
struct ThreeScenariosTests {
  /// Seed 000's overlay: `overlay` is added after `close`, so it is in front, and at alpha 0.1
  /// (not below UIKit's 0.01) it takes the touch.
  /// With `tapAt`, the scenario taps the button's point (300, 360) then, for 80 ms, as
  /// Scenarios/overlay-swallows-close-button.json does at 0.1 s.
  static func overlayScenario(overlayTouchable: Bool = true, tapAt: Double? = nil) throws
    -> Scenario
  {
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = UIView(name: "container", frame: CGRect(x: 40, y: 200, width: 300, height: 200))
    let close = UIButton(name: "close", frame: CGRect(x: 240, y: 140, width: 40, height: 40))
    close.addAction([.log("closeTapped")], for: .touchUpInside)
    let overlay = UIView(name: "overlay", frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    overlay.alpha = 0.1
    overlay.isUserInteractionEnabled = overlayTouchable
    container.addSubview(close)
    container.addSubview(overlay)
    root.addSubview(container)
    return try Scenario(
      name: "overlay swallows the close button", root: root,
      gestures: tapAt.map { [.tap(TapGesture(at: Point(300, 360), time: Instant(seconds: $0)))] }
        ?? [])
  }

  @Test("A tap aimed at a close button under an overlay lands on the overlay")
  func theOverlaySwallowsTheCloseButton() throws {
    var sim = Simulation(try Self.overlayScenario())
    try sim.tap("close", expectingMiss: true)
    // The button's centre: the container's origin (40, 200) plus the button's (240 + 20, 140 + 20).
    #expect(sim.touch(1).beganLocation == Point(300, 360))
    #expect(sim.hit(touch: 1) == "overlay")
    #expect(sim.count(log: "closeTapped") == 0)
  }

  @Test("A step aimed at a covered view fails with the walk that explains it")
  func aStepOnACoveredViewFails() throws {
    var sim = Simulation(try Self.overlayScenario())
    #expect {
      try sim.tap("close")
    } throws: { error in
      guard case .covered("close", let point, "overlay", let walk) = error as? StepError else {
        return false
      }
      return point == Point(300, 360) && walk.contains { $0.contains("overlay at (260, 160): hit") }
    }
    #expect(sim.touches.isEmpty)
  }

  @Test("With the overlay not user-interaction enabled, the tap reaches the button")
  func theButtonWorksOnceTheOverlayLetsTouchesThrough() throws {
    var sim = Simulation(try Self.overlayScenario(overlayTouchable: false))
    try sim.tap("close")
    #expect(sim.hit(touch: 1) == "close")
    #expect(sim.count(log: "closeTapped") == 1)
  }

  /// A card the app drags with a pan: it follows the finger down (center.y = 500 + the pan's
  /// downward translation); let go faster than 500 pt/s it animates off-screen to y = 1,100,
  /// else back to 500.
  static func cardScenario() throws -> Scenario {
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView(
      name: "card", class: ViewClass(name: "CardView", kind: .view),
      frame: CGRect(x: 20, y: 300, width: 350, height: 400))
    var follow = ViewChange()
    follow.center = Point(195, 500)
    try follow.compute(.centerY, "500 + max(pan.translation.y, 0)")
    var away = ViewChange()
    away.center = Point(195, 1100)
    var back = ViewChange()
    back.center = Point(195, 500)
    let release = Decision(
      condition: try ExpressionParser.parse("pan.velocity.y > 500"),
      then: [
        .log("dismissed"),
        .animate(ViewAnimation(view: "card", to: away, duration: Interval(seconds: 0.3))),
      ],
      otherwise: [
        .log("snappedBack"),
        .animate(ViewAnimation(view: "card", to: back, duration: Interval(seconds: 0.3))),
      ])
    card.addGestureRecognizer(
      .pan("pan", changed: [.set(view: "card", follow)], ended: [.choose(release)]))
    root.addSubview(card)
    return try Scenario(name: "a card dragged down to dismiss", root: root)
  }

  @Test("A slow drag on the card springs it back; a flick dismisses it")
  func aCardDraggedDownToDismiss() throws {
    var sim = Simulation(try Self.cardScenario())
    let card = try #require(sim.view(named: "card"))
    // 100 pt down in 1 s: the pan begins after its 10 pt hysteresis, so at the lift the
    // translation is 90 and the card's center.y 500 + 90; the release velocity, 100 pt/s, is
    // under 500.
    try sim.drag(from: "card", by: CGPoint(x: 0, y: 100), duration: 1.0)
    // At the lift the card is drawn there; its model center is already back at 500, where
    // the spring-back animation takes it.
    #expect(sim.drawnFrame(of: "card")?.midY == 590)
    #expect(sim.tree[card].center == Point(195, 500))
    #expect(sim.count(log: "snappedBack") == 1)
    try sim.wait(.settled)
    #expect(sim.drawnFrame(of: "card") == CGRect(x: 20, y: 300, width: 350, height: 400))
    // A 300 pt flick let go at 2,000 pt/s: dismissed, and once settled the card is drawn
    // centred at y = 1,100.
    try sim.fling(from: "card", by: CGPoint(x: 0, y: 300), velocity: 2000)
    #expect(sim.count(log: "dismissed") == 1)
    try sim.wait(.settled)
    #expect(sim.drawnFrame(of: "card")?.midY == 1100)
  }

  /// A sheet at its medium detent holding a list 3,000 pt tall (Scenarios/scrolling/
  /// sheet-with-a-scrolling-list.json, written in Swift).
  static func sheetScenario() throws -> Scenario {
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let show = UIButton(name: "show", frame: CGRect(x: 20, y: 100, width: 120, height: 44))
    show.addAction([.present("sheet")], for: .touchUpInside)
    root.addSubview(show)
    let content = UIView(name: "sheetContent")
    let list = UIScrollView(
      name: "list", class: ViewClass.known(named: "UITableView")!,
      frame: CGRect(x: 0, y: 40, width: 390, height: 700))
    list.contentSize = CGSize(width: 390, height: 3000)
    list.contentInsetAdjustmentBehavior = .never
    list.decelerationRate = ScrollSettings.fastDeceleration
    content.addSubview(list)
    return try Scenario(
      name: "a list in a sheet",
      screen: Screen(
        size: Size(390, 844), safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
      root: root,
      presentations: [
        .sheet("sheet", detents: [.medium, .large], selectedDetent: "medium", content: content)
      ])
  }

  @Test("Dragging a list in a medium sheet up grows the sheet; at large the list scrolls")
  func aListInASheet() throws {
    var sim = Simulation(try Self.sheetScenario())
    try sim.tap("show")
    try sim.wait(.settled)
    #expect(sim.detent(ofPresentation: "sheet") == "medium")
    // Up at medium: the sheet takes the drag and grows to large; the list stays at its top.
    try sim.drag(from: "list", by: CGPoint(x: 0, y: -300), duration: 0.3)
    try sim.wait(.settled)
    #expect(sim.detent(ofPresentation: "sheet") == "large")
    #expect(sim.contentOffset(of: "list") == CGPoint(x: 0, y: 0))
    // Up 200 pt at large in 0.3 s: the list scrolls 190 (the pan's 10 pt hysteresis taken off)
    // and decelerates at the fast rate from 0.666667 pt/ms: 26 steps of v *= d, offset +=
    // v × 0.99 × (1 − d) / 0.01 (d = 1 + x + x²/2, x = 16.667 ln 0.99) add 65.133, and
    // setContentOffset: shows 255.133 rounded to the pixel at 3×: 255 + round(0.133 × 3) / 3.
    try sim.drag(from: "list", by: CGPoint(x: 0, y: -200), duration: 0.3)
    try sim.wait(.settled)
    let offset = try #require(sim.contentOffset(of: "list"))
    #expect(offset.y == 255)
  }
}
