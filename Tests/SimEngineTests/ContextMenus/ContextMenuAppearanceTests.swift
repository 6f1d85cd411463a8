import SimGeometry
import Testing

@testable import SimEngine

/// The menu's appearance: `_UIRapidClickPresentationAssistant` (a context menu allows rapid
/// restart) runs the appearance transition in `+[UIView _animateUsingSpringWithDampingRatio:0.8
/// response:0.32 …]` (`-_animateUsingFluidSpringWithType:0`), which takes the menu from its
/// collapsed layout (scale 0.2, the menu's width by min(height, 110), at the preview's centre
/// held inside the menu's frame) to its frame. Expected values are computed here from those
/// constants: mass 1, ω₀ = 2π/0.32, ζ = 0.8, and the under-damped step response
/// P(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²).
@Suite("Context menus: the menu's appearance")
struct ContextMenuAppearanceTests {
  static let menuName = "photo.contextMenu.menu"

  /// The photo of ``ContextMenuTests`` pressed from 0.105 s: the menu opens at frame 31.
  static func opened() throws -> (Simulation, Instant) {
    var sim = ContextMenuTests.photo()
    let start = Instant(seconds: 0.105)
    try sim.send(ContextMenuTests.touch(.began, ContextMenuTests.press, at: start.seconds))
    let opening = ContextMenuTests.openingFrame(after: start, in: sim)
    sim.advance(to: opening)
    return (sim, opening)
  }

  /// The menu's frame in the window (model values): the layout's, not what is drawn.
  static func menuFrame(_ sim: Simulation) throws -> Rect {
    let id = try #require(sim.view(named: menuName))
    return sim.tree[id].frame
  }

  /// The appearance spring's step response at `t` seconds, by hand from 0.8 and 0.32.
  static func progress(_ t: Double) -> Double {
    let natural = 2 * Double.pi / 0.32
    let decay = 0.8 * natural
    let damped = natural * (1 - 0.8 * 0.8).squareRoot()
    let (sine, cosine) = (PortableMath.sin(damped * t), PortableMath.cos(damped * t))
    return 1 - PortableMath.exp(-decay * t) * (cosine + decay / damped * sine)
  }

  @Test("The appearance spring is mass 1, stiffness (2π/0.32)², damping 4π·0.8/0.32")
  func springFromDampingRatioAndResponse() {
    let spring = ContextMenuAppearance.spring
    #expect(spring.mass == 1)
    let natural = 2 * Double.pi / 0.32
    #expect(abs(spring.stiffness - natural * natural) < 1e-9)
    #expect(abs(spring.damping - 4 * Double.pi * 0.8 / 0.32) < 1e-12)
  }

  @Test("The animation lasts until the 0.8 / 0.32 spring stays within 0.001 of its end")
  func lastsUntilTheSpringSettles() {
    // The last moment, on a 1e-5 s grid, at which the step response is more than 0.001 away.
    var last = 0.0
    for step in 0...100_000 where abs(1 - Self.progress(Double(step) * 1e-5)) > 0.001 {
      last = Double(step) * 1e-5
    }
    #expect(abs(ContextMenuAppearance.duration.seconds - last) < 2e-5)
    #expect(last > 0.4 && last < 0.45)
  }

  @Test("The menu is drawn at scale 0.2 the frame it opens, and at its frame once it settles")
  func growsFromScaleTwoTenths() throws {
    var (sim, opening) = try Self.opened()
    let id = try #require(sim.view(named: Self.menuName))
    let frame = try Self.menuFrame(sim)
    // Two 44 pt rows: 88 pt, under the 110 pt cap, so only the scale shrinks it.
    #expect(frame.size == Size(width: 250, height: 88))
    let first = sim.presentation(of: id)
    #expect(first.transform == AffineTransform(scaleX: 0.2, y: 0.2))
    // The collapsed centre: the preview's (the photo's) centre held inside the menu's frame.
    let photo = ContextMenuTests.photoFrame
    let expectedCenter = Point(
      x: max(frame.minX, min(photo.midX, frame.maxX)),
      y: max(frame.minY, min(photo.midY, frame.maxY)))
    #expect(first.center == expectedCenter)
    // 0.4 s in (where a 0.4 s animator would have ended) it still moves: P(0.4) ≠ 1.
    sim.advance(to: opening + Interval(seconds: 0.4))
    let scale = 0.2 + 0.8 * Self.progress(0.4)
    #expect(abs(sim.presentation(of: id).transform.a - scale) < 1e-9)
    #expect(sim.presentation(of: id).transform != .identity)
    sim.advance(to: opening + Interval(seconds: 0.45))
    let last = sim.presentation(of: id)
    #expect(last.transform == .identity)
    #expect(last.center == Point(x: frame.midX, y: frame.midY))
  }

  @Test("Six frames in, the scale follows the spring of damping ratio 0.8, response 0.32")
  func followsTheFluidSpring() throws {
    var (sim, opening) = try Self.opened()
    let id = try #require(sim.view(named: Self.menuName))
    let later = sim.clock.time(ofFrame: 31 + 6)
    sim.advance(to: later)
    let progress = Self.progress((later - opening).seconds)
    let scale = 0.2 + (1 - 0.2) * progress
    #expect(abs(sim.presentation(of: id).transform.a - scale) < 1e-9)
    #expect(progress > 0 && progress < 1)
  }

  @Test("A tap on an action while the menu grows chooses it: the appearance allows interaction")
  func aTapDuringTheAppearanceChooses() throws {
    var (sim, opening) = try Self.opened()
    let frame = try Self.menuFrame(sim)
    try sim.send(ContextMenuTests.touch(.ended, ContextMenuTests.press, at: opening.seconds))
    // The first row's centre in the menu's final frame, 0.1 s into the appearance.
    let copy = Point(x: frame.midX, y: frame.minY + 22)
    let tapAt = opening.seconds + 0.1
    try sim.send(ContextMenuTests.touch(.began, copy, at: tapAt, finger: 2))
    try sim.send(ContextMenuTests.touch(.ended, copy, at: tapAt + 0.05, finger: 2))
    #expect(ContextMenuTests.logs(sim).contains("copied"))
  }
}
