import SimGeometry
import Testing

@testable import SimEngine

/// The menu's appearance: `_UIClickPresentationAssistant`'s appearing `UIViewPropertyAnimator`
/// (0.4 s, damping ratio 0.85) takes the menu from its collapsed layout (scale 0.2, the
/// menu's width by min(height, 110), at the preview's centre held inside the menu's frame) to
/// its frame. Expected values come from those constants, with the spring UIKit solves for a
/// damping-ratio animator (`Spring.uikit`, tested against UIKit's solver elsewhere).
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

  @Test("The menu is drawn at scale 0.2 the frame it opens, and at its frame 0.4 s later")
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
    sim.advance(to: opening + Interval(seconds: 0.4))
    let last = sim.presentation(of: id)
    #expect(last.transform == .identity)
    #expect(last.center == Point(x: frame.midX, y: frame.midY))
  }

  @Test("Midway the scale follows a 0.4 s spring of damping ratio 0.85")
  func followsTheAnimatorsSpring() throws {
    var (sim, opening) = try Self.opened()
    let id = try #require(sim.view(named: Self.menuName))
    let later = sim.clock.time(ofFrame: 31 + 6)
    sim.advance(to: later)
    let spring = Spring.uikit(duration: 0.4, dampingRatio: 0.85, initialVelocity: 0)
    let progress = AnimationTiming.spring(spring).progress(
      elapsed: (later - opening).seconds, duration: 0.4)
    let scale = 0.2 + (1 - 0.2) * progress
    #expect(abs(sim.presentation(of: id).transform.a - scale) < 1e-9)
    #expect(progress > 0 && progress < 1)
  }

  @Test("A tap on an action while the menu grows chooses it: the animator allows interaction")
  func aTapDuringTheAppearanceChooses() throws {
    var (sim, opening) = try Self.opened()
    let frame = try Self.menuFrame(sim)
    try sim.send(ContextMenuTests.touch(.ended, ContextMenuTests.press, at: opening.seconds))
    // The first row's centre in the menu's final frame, 0.1 s into the 0.4 s.
    let copy = Point(x: frame.midX, y: frame.minY + 22)
    let tapAt = opening.seconds + 0.1
    try sim.send(ContextMenuTests.touch(.began, copy, at: tapAt, finger: 2))
    try sim.send(ContextMenuTests.touch(.ended, copy, at: tapAt + 0.05, finger: 2))
    #expect(ContextMenuTests.logs(sim).contains("copied"))
  }
}
