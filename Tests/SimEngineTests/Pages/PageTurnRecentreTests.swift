import SimGeometry
import Testing

@testable import SimEngine

/// The turn's recentring under pixel rounding (screen scale 3): the paging spring shows whole
/// pixels (`-_getPagingDecelerationOffset:forTimeInterval:` rounds its result), so it can show
/// exactly its target 2W while still moving, before any snap. The queuing scroll view turns the
/// page there (`-_didScrollWithAnimation:force:`, `x >= 2W`) and moves the offset back a page
/// (`setContentOffset:` x − W), onto the recentred target W (docs/semantics.md, "Page view
/// controllers", the turn).
@Suite("UIPageViewController: the turn's recentring under pixel rounding")
struct PageTurnRecentreTests {
  private let w = 390.0
  private let view = ViewID(rawValue: 0)

  /// A page scroll view three pages wide at scale 3, paging right toward 2W, showing `offset`
  /// and still moving forward at `velocity` pt/ms (slower than the 0.1 pt/ms crossing snap).
  private func paging(at offset: Double, velocity: Double) -> ScrollController {
    var settings = ScrollSettings()
    settings.isPagingEnabled = true
    settings.screenScale = 3
    settings.contentSize = Size(width: 3 * w, height: 844)
    var scroller = ScrollController()
    scroller.add(view, settings: settings)
    let spring = ScrollPhysics.pagingSpring(width: w)
    let x = ScrollAxisMotion(
      offset: offset, velocity: velocity, rate: 0.998, range: 0...(2 * w), bounces: true,
      scale: 3, paging: .init(target: 2 * w, pull: spring.pull, friction: spring.friction))
    scroller.entries[0].phase = .moving(
      x: x, y: nil, lastUpdate: Instant(seconds: 0.6), from: Point(x: w + 110, y: 0))
    scroller.moving = [0]
    return scroller
  }

  @Test("a turn on the paging target ends the deceleration in its frame, and nothing follows")
  func turnOnTargetEndsDeceleration() {
    var scroller = paging(at: 2 * w, velocity: 0.03)
    let settings = scroller.settings(of: view)!
    // The turn: x = 2W → W. The shown offset was the target, so W is the recentred target.
    let steps = scroller.recentre(
      view, by: -w, settings: settings, viewSize: Size(width: w, height: 844))
    #expect(steps == [.record(.scroll(view, .didEndDecelerating))])
    #expect(!scroller.anyMoving)
    // The next frame moves nothing: no offset past W for the queuing scroll view to read as a
    // scroll toward the next page (what told a second willTransitionTo).
    #expect(scroller.advance(to: Instant(seconds: 0.6 + 1.0 / 60)).isEmpty)
    let facts = scroller.pageFacts(of: view, bounds: Rect(x: w, y: 0, width: w, height: 844))
    #expect(!facts.decelerating && facts.pageTarget == nil)
  }

  @Test("a turn short of the paging target moves the deceleration a page back and goes on")
  func turnShortOfTargetGoesOn() {
    // A page target beyond the turn (a chained flick): the offset and the target move by −W.
    var scroller = paging(at: 2 * w - 20, velocity: 0.5)
    let settings = scroller.settings(of: view)!
    let steps = scroller.recentre(
      view, by: -w, settings: settings, viewSize: Size(width: w, height: 844))
    #expect(steps.isEmpty)
    #expect(scroller.anyMoving)
    let facts = scroller.pageFacts(of: view, bounds: Rect(x: w - 20, y: 0, width: w, height: 844))
    #expect(facts.decelerating && facts.pageTarget == w)
  }
}
