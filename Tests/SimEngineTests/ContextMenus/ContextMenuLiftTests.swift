import SimGeometry
import Testing

@testable import SimEngine

/// The lift during the press: `_UIGravityWellEffect`, driven by
/// `_UILongPressClickInteractionDriver`'s highlight progress q = p / ((1 − p)^3.4 + p),
/// p = touch duration / 0.4 s, from the driver's recognizer's begin (0.15 s) on, scales the
/// anchor view to 1 − q + q·(L + 8)/L (L the preview's longer side) with a spring of damping
/// ratio 0.6, response 0.4. Expected values are computed here from those constants.
@Suite("Context menus: the lift during the press")
struct ContextMenuLiftTests {
  static let liftName = "photo.contextMenu.lift"
  /// The photo is 200 × 150: L = 200, so the lifted scale is 208 / 200.
  static let lifted = (200.0 + 8) / 200

  /// q for a press down `seconds`, written out from the driver's formula.
  static func q(_ seconds: Double) -> Double {
    let p = seconds / 0.4
    return min(max(p / (PortableMath.exp(Double(Float(3.4)) * PortableMath.log(1 - p)) + p), 0), 1)
  }

  static func pressed(from start: Double) throws -> Simulation {
    var sim = ContextMenuTests.photo()
    try sim.send(ContextMenuTests.touch(.began, ContextMenuTests.press, at: start))
    return sim
  }

  @Test("The highlight progress follows p / ((1 − p)^3.4 + p) and is 1 from p = 1 on")
  func progressFormula() {
    // p = 0.5: 0.5 / (0.5^3.4 + 0.5); 0.5^3.4 = 2^−3.4 ≈ 0.0947.
    let half = ContextMenuLift.progress(touchDuration: Interval(seconds: 0.2))
    #expect(abs(half - 0.5 / (0.0947323 + 0.5)) < 1e-6)
    #expect(ContextMenuLift.progress(touchDuration: Interval(seconds: 0.4)) == 1)
    #expect(ContextMenuLift.progress(touchDuration: Interval(seconds: 0.6)) == 1)
    #expect(ContextMenuLift.progress(touchDuration: .zero) == 0)
  }

  @Test("Nothing lifts before the driver's recognizer begins at 0.15 s")
  func nothingBeforeTheBegin() throws {
    // Down at frame 0; frame 8 is 0.1333 s, frame 9 is 0.15 s exactly.
    var sim = try Self.pressed(from: 0)
    sim.advance(to: sim.clock.time(ofFrame: 8))
    #expect(sim.view(named: Self.liftName) == nil)
    sim.advance(to: sim.clock.time(ofFrame: 9))
    let id = try #require(sim.view(named: Self.liftName))
    #expect(sim.tree.isInWindow(id))
  }

  @Test("The lift view sits above the photo at its place, and touches pass through it")
  func liftViewPlacement() throws {
    var sim = try Self.pressed(from: 0)
    sim.advance(to: sim.clock.time(ofFrame: 12))
    let lift = try #require(sim.view(named: Self.liftName))
    let photo = sim.id("photo")
    let siblings = sim.tree.subviews(of: try #require(sim.tree.superview(of: photo)))
    #expect(siblings.firstIndex(of: lift) == siblings.firstIndex(of: photo).map { $0 + 1 })
    #expect(sim.tree[lift].center == sim.tree[photo].center)
    #expect(sim.tree[lift].bounds.size == sim.tree[photo].bounds.size)
    #expect(!sim.tree[lift].isUserInteractionEnabled)
    #expect(sim.hitTest(ContextMenuTests.press) == photo)
  }

  @Test("Each frame's target is the photo scaled by 1 − q + q·208/200")
  func targetScale() throws {
    var sim = try Self.pressed(from: 0)
    for frame in [9, 12, 20] {
      sim.advance(to: sim.clock.time(ofFrame: frame))
      let lift = try #require(sim.view(named: Self.liftName))
      let q = Self.q(sim.clock.time(ofFrame: frame).seconds)
      let scale = 1 - q + q * Self.lifted
      #expect(abs(sim.tree[lift].transform.a - scale) < 1e-12)
      #expect(abs(sim.tree[lift].transform.d - scale) < 1e-12)
    }
  }

  @Test("The drawn scale follows the 0.6 / 0.4 spring from 1 toward the first target")
  func drawnFollowsTheSpring() throws {
    var sim = try Self.pressed(from: 0)
    sim.advance(to: sim.clock.time(ofFrame: 9))
    let lift = try #require(sim.view(named: Self.liftName))
    // The first update starts from scale 1: drawn 1 at its own frame.
    #expect(abs(sim.presentation(of: lift).transform.a - 1) < 1e-12)
    sim.advance(to: sim.clock.time(ofFrame: 10))
    // One frame later: the first animation has run 1/60 s; the second, just started, adds
    // nothing yet, so drawn = 1 + (target₁ − 1)·P(1/60).
    let spring = Spring.swiftUI(response: 0.4, dampingFraction: 0.6)
    let progress = AnimationTiming.spring(spring).progress(
      elapsed: 1.0 / 60, duration: spring.settlingDuration)
    let first = 1 - Self.q(0.15) + Self.q(0.15) * Self.lifted
    let expected = 1 + (first - 1) * progress
    #expect(abs(sim.presentation(of: lift).transform.a - expected) < 1e-9)
  }

  @Test("A press lifted early lowers the lift back to scale 1, then the lift view leaves")
  func loweredWhenThePressFails() throws {
    var sim = try Self.pressed(from: 0)
    sim.advance(to: sim.clock.time(ofFrame: 18))
    try sim.send(ContextMenuTests.touch(.ended, ContextMenuTests.press, at: 0.3))
    let lift = try #require(sim.view(named: Self.liftName))
    #expect(sim.tree[lift].transform == .identity)
    #expect(sim.tree.isInWindow(lift))
    // The lowering spring settles after its settling duration; then the view is gone.
    let settle = Spring.swiftUI(response: 0.4, dampingFraction: 0.6).settlingDuration
    sim.advance(to: Instant(seconds: 0.3 + settle + 0.02))
    #expect(!sim.tree.isInWindow(lift))
    #expect(ContextMenuTests.opened(sim) == nil)
  }

  @Test("When the menu opens the lift view leaves and the preview starts at its drawn scale")
  func handedOffToThePreview() throws {
    var sim = try Self.pressed(from: 0)
    let opening = ContextMenuTests.openingFrame(after: .zero, in: sim)
    sim.advance(before: opening)
    let lift = try #require(sim.view(named: Self.liftName))
    let before = sim.presentation(of: lift).transform
    #expect(before.a > 1)
    sim.advance(to: opening)
    #expect(!sim.tree.isInWindow(lift))
    let preview = try #require(sim.view(named: "photo.contextMenu.preview"))
    // At the opening frame the preview shows what the lift showed then, and ends at scale 1.
    #expect(sim.presentation(of: preview).transform.a > 1)
    #expect(sim.tree[preview].transform == .identity)
    sim.advance(to: opening + ContextMenuAppearance.duration)
    #expect(sim.presentation(of: preview).transform == .identity)
  }
}
