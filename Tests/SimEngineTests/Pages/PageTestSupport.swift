import Foundation
import SimGeometry

@testable import SimEngine

/// A page scroll view called "pager" (full-screen, 390 × 844, unless `frame` says otherwise)
/// with subviews named `pages`, its settings changed by `configure`, set up as the scenario
/// reader's template would be.
func pageSimulation(
  pages: [String], frame: Rect = Rect(x: 0, y: 0, width: 390, height: 844),
  _ configure: (inout ScrollSettings) -> Void = { _ in }
) -> (Simulation, ViewID) {
  var entries = [
    ViewTemplate.Entry(
      properties: ViewProperties(name: "pager", class: .uiScrollView, frame: frame), parent: nil)
  ]
  var settings = ScrollSettings()
  settings.pages = pages
  configure(&settings)
  entries[0].scroll = settings
  for name in pages {
    entries.append(ViewTemplate.Entry(properties: ViewProperties(name: name), parent: 0))
  }
  var sim = Simulation(screen: Screen(size: Size(width: 390, height: 844)))
  let view = sim.instantiate(ViewTemplate(entries: entries), in: sim.window)
  return (sim, view)
}

/// The facts of an animated `setViewControllers` scroll under way (`isScrollAnimating`): the
/// offset shown, the animation's `_animatedOriginalOffset` (`from`) and `_animatedTargetOffset`
/// (`to`) along the pages, pages `width` wide, no finger and no deceleration.
func animating(offset: Double, from: Double, to: Double, width: Double = 390) -> PageFacts {
  var facts = PageFacts(offset: offset, width: width)
  facts.animated = true
  facts.animatedOriginal = from
  facts.animatedTarget = to
  return facts
}

/// The offset UIKit's 0.3 s scroll animation shows `elapsed` seconds after it started from `a`
/// toward `b` (`-[UIAnimation fractionForTime:]`: float fraction, 1 within 0.001;
/// `progressForFraction:` curve 0, sin²; `-[UIScrollViewScrollAnimation setProgress:]`: the
/// delta rounded to a third of a point, then the sum).
func shownOffset(from a: Double, to b: Double, elapsed: Double) -> Double {
  var f = Float(max(elapsed / 0.3, 0))
  if f > 1 || 1 - f < 0.001 { f = 1 }
  let s = Float(sin(Double(f) * 1.57079633))
  let p = f == 1 ? 1 : Double(s * s)
  func third(_ v: Double) -> Double {
    v.rounded(.down) + ((v - v.rounded(.down)) * 3).rounded() / 3
  }
  return third(a + third((b - a) * p))
}
