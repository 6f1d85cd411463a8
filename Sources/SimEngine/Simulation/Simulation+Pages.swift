import SimGeometry

/// Page scroll views (`UIPageViewController`, scroll transition style): the ``PageController``
/// decides what `_UIQueuingScrollView` does as its scroll view scrolls; this reads the facts
/// it needs from the tree and the scroll controller and carries its steps out. The scrolling
/// is the paging scroll view's own (`Scrolling/`), three pages wide.
extension Simulation {
  /// Once the scroll view's subtree exists: `-initWithFrame:navigationOrientation:` (paging,
  /// always bouncing horizontally, no inset adjustment, no scroll to top) and
  /// `-_boundsDidChangeToSize:` (content three pages wide, the offset on the middle page).
  mutating func setUpPages(_ view: ViewID) {
    guard var settings = scroller.settings(of: view) else { return }
    var pages: [ViewID] = []
    for name in settings.pages {
      guard let page = tree.view(named: name), tree.superview(of: page) == view else {
        record(.actionFailed("pages: '\(name)' is not a subview of '\(tree.name(of: view))'"))
        return
      }
      pages.append(page)
    }
    pager.add(view, pages: pages)
    // Vertical (`navigationOrientation` 1): the same along y, always bouncing vertically.
    let vertical = settings.pageOrientation == .vertical
    // `-_setFrameAndApplyPageSpacing:`: the queuing scroll view's spacing (half the option,
    // rounded up) widens the frame on both sides along the pages' axis, so each slot is a page
    // and two spacings long.
    let spacing = PageController.queuingSpacing(option: settings.pageSpacing)
    if spacing > 0 {
      var frame = tree[view].frame
      if vertical {
        frame = Rect(
          x: frame.minX, y: frame.minY - spacing, width: frame.width,
          height: frame.height + 2 * spacing)
      } else {
        frame = Rect(
          x: frame.minX - spacing, y: frame.minY, width: frame.width + 2 * spacing,
          height: frame.height)
      }
      tree[view].frame = frame
      // `-[_UIPageViewControllerContentView initWithFrame:andPageViewController:]`: the content
      // view (the page view controller's view, the frame before widening) clips to its bounds,
      // so a point in the q-wide margins fails its `pointInside:` and never reaches the scroll
      // view or its pages: the scroll view is hit only inside the unwidened frame.
      var area = tree[view].hitArea ?? HitArea()
      if vertical {
        area.insets.top += spacing
        area.insets.bottom += spacing
      } else {
        area.insets.left += spacing
        area.insets.right += spacing
      }
      tree[view].hitArea = area
    }
    let size = tree[view].bounds.size
    settings.isPagingEnabled = true
    if vertical {
      settings.alwaysBounceVertical = true
    } else {
      settings.alwaysBounceHorizontal = true
    }
    settings.contentInsetAdjustmentBehavior = .never
    settings.scrollsToTop = false
    settings.contentSize =
      vertical
      ? Size(width: size.width, height: 3 * size.height)
      : Size(width: 3 * size.width, height: size.height)
    settings.contentInset = pageInsets(view, size: size, vertical: vertical)
    addScrolling(settings, to: view)
    tree[view].bounds.origin = vertical ? Point(x: 0, y: size.height) : Point(x: size.width, y: 0)
    layoutPages(view)
  }

  /// `-_adjustContentInsets`: 100 pages on a side with a neighbour, −1 page on a side without
  /// (the content ends at the visible page there, so a drag that way bounces); left and right,
  /// or top and bottom for vertical pages.
  private func pageInsets(_ view: ViewID, size: Size, vertical: Bool) -> EdgeInsets {
    guard let entry = pager.entry(of: view) else { return .zero }
    let page = vertical ? size.height : size.width
    let room = PageController.neighbourInset * page
    let before = entry.neighbour(towardNext: false) != nil ? room : -page
    let after = entry.neighbour(towardNext: true) != nil ? room : -page
    return vertical
      ? EdgeInsets(top: before, left: 0, bottom: after, right: 0)
      : EdgeInsets(top: 0, left: before, bottom: 0, right: after)
  }

  /// `-_replaceViews:…`, `-_boundsDidChangeToSize:`'s wrapper frames and
  /// `-_adjustContentInsets`: the previous page in slot 0, the visible one in slot 1, the next
  /// in slot 2, each a page wide; the other pages hidden (UIKit keeps them out of the tree).
  mutating func layoutPages(_ view: ViewID) {
    guard let entry = pager.entry(of: view), var settings = scroller.settings(of: view) else {
      return
    }
    let size = tree[view].bounds.size
    let vertical = settings.pageOrientation == .vertical
    let before = entry.neighbour(towardNext: false)
    let after = entry.neighbour(towardNext: true)
    for (k, page) in entry.pages.enumerated() {
      let slot = k == entry.visible ? 1 : (k == before ? 0 : (k == after ? 2 : -1))
      guard slot >= 0 else {
        if !tree[page].isHidden { tree[page].isHidden = true }
        continue
      }
      if tree[page].isHidden { tree[page].isHidden = false }
      // `-_boundsDidChangeToSize:`: each wrapper is its slot less the spacing on both sides.
      let inset = 2 * PageController.queuingSpacing(option: settings.pageSpacing)
      tree[page].bounds.size =
        vertical
        ? Size(width: size.width, height: size.height - inset)
        : Size(width: size.width - inset, height: size.height)
      let along = Double(slot) + 0.5
      tree[page].center =
        vertical
        ? Point(x: size.width / 2, y: along * size.height)
        : Point(x: along * size.width, y: size.height / 2)
    }
    settings.contentInset = pageInsets(view, size: size, vertical: vertical)
    // A recentring by 0 moves nothing, so it never ends a deceleration.
    _ = scroller.recentre(view, by: 0, settings: settings, viewSize: size)
  }

  /// The offset of `view` changed: `-layoutSubviews` → `-_didScrollWithAnimation:force:NO`.
  mutating func pagesScrolled(_ view: ViewID) {
    guard pager.index(of: view) != nil else { return }
    let facts = scroller.pageFacts(of: view, bounds: tree[view].bounds)
    carryOut(pager.didScroll(view, facts: facts, force: false))
  }

  /// Before the scroll view's own `didEndDragging` or `didEndDecelerating` (the queuing scroll
  /// view acts before calling super, which tells the delegate).
  mutating func pagesEnding(_ view: ViewID, _ moment: ScrollMoment) {
    guard pager.index(of: view) != nil else { return }
    let facts = scroller.pageFacts(of: view, bounds: tree[view].bounds)
    switch moment {
    case .didEndDragging(let decelerate):
      carryOut(pager.didEndDragging(view, facts: facts, decelerate: decelerate))
    case .didEndDecelerating:
      carryOut(pager.didEndDecelerating(view, facts: facts))
    default: break
    }
  }

  /// `setViewControllers([page], direction:, animated:, completion:)`: the page controller
  /// decides. Not animated, the completion runs when the queuing scroll view replaced its
  /// pages; animated, when the queued state finishes (`setViewControllersCompleted`).
  mutating func setPageViewControllers(
    _ view: ViewID, page name: String, direction: PageDirection, animated: Bool,
    completion: [Action]
  ) {
    guard let entry = pager.entry(of: view) else {
      record(.actionFailed("setViewControllers: '\(tree.name(of: view))' shows no pages"))
      return
    }
    guard let pageView = tree.view(named: name), let page = entry.pages.firstIndex(of: pageView)
    else {
      record(
        .actionFailed(
          "setViewControllers: '\(name)' is not one of '\(tree.name(of: view))''s pages"))
      return
    }
    let facts = scroller.pageFacts(of: view, bounds: tree[view].bounds)
    guard animated else {
      let (steps, replaced) = pager.setViewControllers(view, page: page, facts: facts)
      carryOut(steps)
      if replaced { perform(completion) }
      return
    }
    switch pager.setViewControllersAnimated(
      view, page: page, direction: direction, completion: completion, facts: facts)
    {
    case .steps(let steps): carryOut(steps)
    case .notModelled(let what):
      record(.actionFailed("setViewControllers: \(what) is not modelled"))
    }
  }

  /// The animated `setViewControllers` scroll's last frame: `-[_UIQueuingScrollView
  /// _scrollViewAnimationEnded:finished:YES]` → `-_didScrollWithAnimation:force:YES`.
  mutating func pageScrollEnded(_ view: ViewID) {
    guard pager.index(of: view) != nil else { return }
    let facts = scroller.pageFacts(of: view, bounds: tree[view].bounds)
    carryOut(pager.didScroll(view, facts: facts, force: true))
  }

  private mutating func carryOut(_ steps: [PageStep]) {
    // A recentring that ends the deceleration ends it after the pages are laid out again, as
    // the stop that follows the turn in the same frame. Completions run last, once the pages
    // are laid out and the offset recentred.
    var ending: [ScrollStep] = []
    var completions: [(ViewID, Int, Bool, [Action])] = []
    defer {
      carryOut(ending)
      for (view, page, finished, actions) in completions {
        let moment = ScrollMoment.setViewControllersCompleted(page: page, finished: finished)
        carryOut([ScrollStep.record(.scroll(view, moment))])
        perform(actions)
      }
    }
    for step in steps {
      switch step {
      case .layout(let view): layoutPages(view)
      case .recentre(let view, let d):
        guard let settings = scroller.settings(of: view) else { continue }
        if settings.pageOrientation == .vertical {
          tree[view].bounds.origin.y += d
        } else {
          tree[view].bounds.origin.x += d
        }
        ending += scroller.recentre(
          view, by: d, settings: settings, viewSize: tree[view].bounds.size)
      case .record(let kind): carryOut([ScrollStep.record(kind)])
      case .scroll(let view, let target, let duration):
        scroller.startPageScroll(
          view, to: target, duration: duration, bounds: tree[view].bounds, at: now)
      case .stopDeceleration(let view):
        guard scroller.stopDeceleration(view) else { continue }
        // `-_stopScrollDecelerationNotify:1`: the queuing scroll view's end of deceleration
        // (`pagesEnding`), then the delegate's.
        carryOut([ScrollStep.record(.scroll(view, .didEndDecelerating))])
      case .complete(let view, let page, let finished, let actions):
        completions.append((view, page, finished, actions))
      }
    }
  }
}
