import SimGeometry
import Testing

@testable import SimEngine

/// The menu's dismissal: `-[_UIRapidClickPresentationAssistant _animateDismissalWithReason:
/// actions:completion:]` runs the alongside actions (a chosen action's handler), then the
/// presentation's `-dismiss` in `-_animateUsingFluidSpringWithType:1` (reasons in the mask
/// 0xBBA: a background tap is 3, an action 5): `+[UIView _animateUsingSpringWithDampingRatio:
/// 0.85 response:0.35 …]`, which lays the preview out at the source view and the menu at its
/// collapsed layout (scale 0.2, centred on the preview's centre held inside the menu's frame).
/// `-dismissalTransitionWillBegin` turns the container's interaction off first. Expected
/// values come from those constants: ω₀ = 2π/0.35, ζ = 0.85, the under-damped step response
/// P(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²).
@Suite("Context menus: the dismissal")
struct ContextMenuDismissalTests {
  static let menuName = "photo.contextMenu.menu"
  /// Over the button, under the menu's blur.
  static let outside = Point(x: 100, y: 720)
  /// The tap lifts (and its recognizer ends: the dismissal starts) 0.08 s after it comes down.
  static let tapDown = Instant(seconds: 1)
  static let dismissal = Instant(seconds: 1.08)

  static func progress(_ t: Double) -> Double {
    let natural = 2 * Double.pi / 0.35
    let decay = 0.85 * natural
    let damped = natural * (1 - 0.85 * 0.85).squareRoot()
    let (sine, cosine) = (PortableMath.sin(damped * t), PortableMath.cos(damped * t))
    return 1 - PortableMath.exp(-decay * t) * (cosine + decay / damped * sine)
  }

  /// The last moment, on a 1e-5 s grid, at which the step response is more than 0.001 away.
  static func settling() -> Double {
    var last = 0.0
    for step in 0...100_000 where abs(1 - progress(Double(step) * 1e-5)) > 0.001 {
      last = Double(step) * 1e-5
    }
    return last
  }

  @Test("The dismissal spring is mass 1, stiffness (2π/0.35)², damping 4π·0.85/0.35")
  func springFromDampingRatioAndResponse() {
    let spring = ContextMenuDismissal.spring
    #expect(spring.mass == 1)
    let natural = 2 * Double.pi / 0.35
    #expect(abs(spring.stiffness - natural * natural) < 1e-9)
    #expect(abs(spring.damping - 4 * Double.pi * 0.85 / 0.35) < 1e-12)
    #expect(abs(ContextMenuDismissal.duration.seconds - Self.settling()) < 2e-5)
  }

  @Test("A tap outside shrinks the menu to scale 0.2 at the photo with the 0.85 / 0.35 spring")
  func menuShrinksWithTheSpring() throws {
    var sim = try ContextMenuTests.openMenu()
    let id = try #require(sim.view(named: Self.menuName))
    let frame = sim.tree[id].frame
    try sim.tap(at: Self.outside, time: Self.tapDown)
    // The collapsed layout around the preview, back at the photo.
    let photo = ContextMenuTests.photoFrame
    let center = Point(
      x: max(frame.minX, min(photo.midX, frame.maxX)),
      y: max(frame.minY, min(photo.midY, frame.maxY)))
    #expect(sim.tree[id].center == center)
    #expect(sim.tree[id].transform == AffineTransform(scaleX: 0.2, y: 0.2))
    #expect(sim.tree[id].bounds.size == Size(width: 250, height: min(frame.height, 110)))
    let t = 0.1
    sim.advance(to: Self.dismissal + Interval(seconds: t))
    let scale = 1 + (0.2 - 1) * Self.progress(t)
    #expect(abs(sim.presentation(of: id).transform.a - scale) < 1e-9)
    let y = frame.midY + (center.y - frame.midY) * Self.progress(t)
    #expect(abs(sim.presentation(of: id).center.y - y) < 1e-9)
  }

  @Test("The menu's views leave the window when the dismissal spring settles, not before")
  func viewsLeaveWhenTheSpringSettles() throws {
    var sim = try ContextMenuTests.openMenu()
    try sim.tap(at: Self.outside, time: Self.tapDown)
    let end = Self.dismissal + Interval(seconds: Self.settling())
    sim.advance(to: Self.dismissal + Interval(seconds: Self.settling() - 0.02))
    #expect(sim.tree.isInWindow(sim.id("photo.contextMenu")))
    sim.advance(to: end + Interval(seconds: 0.02))
    #expect(!sim.tree.isInWindow(sim.id("photo.contextMenu")))
  }

  @Test("A tap during the dismissal reaches the button under the menu")
  func tapDuringTheDismissalReachesTheApp() throws {
    var sim = try ContextMenuTests.openMenu()
    try sim.tap(at: Self.outside, time: Self.tapDown)
    try sim.tap(at: Self.outside, time: Instant(seconds: 1.15))
    #expect(sim.tree.isInWindow(sim.id("photo.contextMenu")))
    #expect(!sim.tree[sim.id("photo.contextMenu")].isUserInteractionEnabled)
    #expect(ContextMenuTests.logs(sim) == ["willDisplay", "willEnd", "button"])
  }

  @Test("A chosen action's handler runs before the dismissal spring starts")
  func handlerBeforeTheSpring() throws {
    var sim = try ContextMenuTests.openMenu()
    let copy = sim.id("photo.contextMenu.action.Copy")
    let menu = sim.id(Self.menuName)
    try sim.tap(
      at: sim.tree.convert(toWindow: Point(x: 125, y: 22), from: copy), time: Self.tapDown)
    let handler = sim.journal.firstIndex {
      if case .log("copied") = $0.kind { true } else { false }
    }
    let spring = sim.journal.lastIndex {
      if case .animationStarted(_, menu, _, _) = $0.kind { true } else { false }
    }
    let (ran, started) = (try #require(handler), try #require(spring))
    #expect(ran < started)
    #expect(sim.journal[started].time == Self.dismissal)
  }

  @Test("Without the photo in the window the preview shrinks to scale 0.35 and the views fade")
  func withoutTheViewThePreviewShrinksAndFades() throws {
    var sim = try ContextMenuTests.openMenu()
    let preview = sim.id("photo.contextMenu.preview")
    let center = sim.tree[preview].center
    sim.tree.removeFromSuperview(sim.id("photo"))
    try sim.tap(at: Self.outside, time: Self.tapDown)
    // `-_targetedPreviewForDismissalAnimation`'s fallback: the platter at its centre, scaled
    // 0.35; its container is the transition view, whose alpha goes to 0.
    #expect(sim.tree[preview].center == center)
    #expect(sim.tree[preview].transform == AffineTransform(scaleX: 0.35, y: 0.35))
    #expect(sim.tree[preview].alpha == 0)
    #expect(sim.tree[sim.id(Self.menuName)].alpha == 0)
  }
}
