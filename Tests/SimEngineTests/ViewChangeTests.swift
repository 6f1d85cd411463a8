import SimEngine
import SimGeometry
import Testing

/// `set` actions: a `ViewChange` applied to a view, in a fixed order.
@Suite("ViewChange")
struct ViewChangeTests {
  func panel() -> ViewProperties {
    view("panel", .uiView, rect(10, 20, 100, 50))
  }

  @Test("An empty change leaves the view as it was")
  func emptyChange() {
    var properties = panel()
    ViewChange().apply(to: &properties)
    #expect(properties == panel())
  }

  @Test("The anchor point is applied before the frame, so the frame lands where it is given")
  func anchorBeforeFrame() {
    var properties = panel()
    change {
      $0.frame = rect(40, 60, 20, 20)
      $0.anchorPoint = Point(0, 0)
    }.apply(to: &properties)
    #expect(properties.frame == rect(40, 60, 20, 20))
    #expect(properties.center == Point(40, 60))
  }

  @Test("The center is applied after the frame, so it wins")
  func centerAfterFrame() {
    var properties = panel()
    change {
      $0.center = Point(200, 200)
      $0.frame = rect(0, 0, 40, 40)
    }.apply(to: &properties)
    #expect(properties.frame == rect(180, 180, 40, 40))
  }

  @Test("Setting the frame keeps the bounds origin (the content offset)")
  func frameKeepsContentOffset() {
    var properties = view("scroll", .uiScrollView, rect(0, 0, 100, 100)) {
      $0.contentOffset = Point(0, 300)
    }
    change { $0.frame = rect(0, 50, 100, 200) }.apply(to: &properties)
    #expect(properties.bounds == rect(0, 300, 100, 200))
  }

  @Test("A hit area of .some(nil) removes a custom hit area; nil leaves it")
  func removingAHitArea() {
    var properties = panel()
    properties.hitArea = HitArea(shape: .circle)
    ViewChange().apply(to: &properties)
    #expect(properties.hitArea == HitArea(shape: .circle))
    change { $0.hitArea = .some(nil) }.apply(to: &properties)
    #expect(properties.hitArea == nil)
  }

  @Test("A set action changes what is hit from then on and is journaled")
  func setActionInASimulation() {
    var sim = Simulation([(view("panel", .uiView, rect(0, 0, 100, 100)), nil)])
    let hide = change { $0.isHidden = true }
    sim.perform([.set(view: "panel", hide)])
    #expect(sim.name(sim.hitTest(Point(50, 50))) == "window")
    #expect(sim.journal.map(\.kind) == [.set(view: sim.id("panel"), hide)])
  }
}
