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

/// A page controller for `view` with five pages (views 1…5), the first visible.
func fivePages(_ view: ViewID) -> PageController {
  var pager = PageController()
  pager.add(view, pages: (1...5).map { ViewID(rawValue: $0) })
  return pager
}
