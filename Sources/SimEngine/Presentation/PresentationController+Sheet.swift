import SimGeometry

/// A sheet's interaction (UIKit's private `_UISheetInteraction`): the drag that moves it with
/// a rubber band, the release projected onto a detent, the dimming tap, and settling.
extension PresentationController {
  /// What the sheet's interaction reads at the moment of an event: its pan's vertical
  /// translation and velocity, and where the sheet is drawn.
  struct SheetInputs {
    var translation: Double
    var velocity: Double
    var drawn: Rect?
  }

  /// A presented sheet that holds `view` (a scroll view in its content), and what a drag of that
  /// scroll view may do to it: whether the sheet is at its largest detent, and whether dragging
  /// up at a smaller one grows it first.
  func sheet(holding view: ViewID, in tree: ViewTree)
    -> (name: String, atLargest: Bool, expands: Bool)?
  {
    for runtime in presentations where runtime.phase == .presented {
      guard case .sheet(let style) = runtime.spec.style, let sheet = runtime.presented,
        tree.isDescendant(view, of: sheet)
      else { continue }
      let largest = sheetGeometry(style).detentsByHeight.last?.id
      return (
        runtime.name, runtime.detent == largest, style.prefersScrollingExpandsWhenScrolledToEdge
      )
    }
    return nil
  }

  /// While a sheet is dragged: where its top was when the drag began, and its largest detent's
  /// top (above which it would rubber-band).
  func sheetDrag(of name: String) -> (startTop: Double, largestTop: Double)? {
    guard let position = position(of: name), let start = presentations[position].dragStartTop,
      case .sheet(let style) = presentations[position].spec.style
    else { return nil }
    let geometry = sheetGeometry(style)
    guard let largest = geometry.detentsByHeight.last else { return nil }
    return (start, geometry.top(at: largest))
  }

  /// A sheet dragged up to its largest detent by its scroll view stops there, on that detent,
  /// and the drag goes on in the content (`prefersScrollingExpandsWhenScrolledToEdge`).
  mutating func settleAtLargest(_ name: String) -> [PresentationStep] {
    guard let position = position(of: name), let sheet = presentations[position].presented,
      case .sheet(let style) = presentations[position].spec.style,
      let largest = sheetGeometry(style).detentsByHeight.last
    else { return [] }
    presentations[position].dragStartTop = nil
    presentations[position].detent = largest.id
    var change = ViewChange()
    change.frame = sheetGeometry(style).frame(top: sheetGeometry(style).top(at: largest))
    var steps: [PresentationStep] = [
      .change(sheet, change),
      .record(.presentation(name, presentations[position].phase, detent: largest.id)),
    ]
    if let dimming = presentations[position].backdrop {
      steps.append(.change(dimming, Self.alpha(isDimmed(style, detent: largest.id) ? 1 : 0)))
    }
    if isDimmed(style, detent: largest.id), let container = presentations[position].container {
      var swallow = ViewChange()
      swallow.passesTouchesThrough = false
      steps.append(.change(container, swallow))
    }
    return steps
  }

  /// Reacts to one of the presentation's own events.
  mutating func handle(_ event: PresentationEvent, inputs: SheetInputs, tree: ViewTree)
    -> [PresentationStep]
  {
    switch event {
    case .presentTransitionEnded(let name):
      return position(of: name).map { arrived($0) } ?? []
    case .dismissTransitionEnded(let name):
      guard let position = position(of: name) else { return [] }
      presentations[position].interactionIsFinishing = nil
      return gone(position)
    case .dismissTransitionCancelled(let name):
      return position(of: name).map { dismissCancelled($0) } ?? []
    case .sheetSettled(let name):
      return position(of: name).map { passThrough($0) } ?? []
    case .dimmingTapped(let name):
      guard let position = position(of: name),
        case .sheet(let style) = presentations[position].spec.style
      else { return [] }
      if style.isModalInPresentation {
        return [.record(.log(Presentation.viewName(name, "didAttemptToDismiss")))]
      }
      return dismiss(name, velocity: 0, drawn: inputs.drawn, tree: tree)
    case .sheetDragged(let name, let state):
      guard let position = position(of: name), presentations[position].phase == .presented,
        case .sheet(let style) = presentations[position].spec.style,
        let sheet = presentations[position].presented
      else { return [] }
      switch state {
      case .began:
        // Catching a settling sheet stops it where it is drawn.
        let drawn = inputs.drawn ?? tree[sheet].frame
        var change = ViewChange()
        change.frame = drawn
        presentations[position].dragStartTop = drawn.minY
        return [.stopAnimations(sheet), .change(sheet, change)]
          + follow(position, style, translation: inputs.translation)
      case .changed:
        return follow(position, style, translation: inputs.translation)
      case .ended, .cancelled:
        presentations[position].dragStartTop = nil
        return release(position, style, velocity: inputs.velocity, tree: tree, drawn: inputs.drawn)
      case .possible, .failed:
        return []
      }
    }
  }

  /// The sheet follows the finger, rubber-banding past its largest detent (and past its smallest
  /// when it may not be dismissed).
  private func follow(_ position: Int, _ style: SheetStyle, translation: Double)
    -> [PresentationStep]
  {
    guard let sheet = presentations[position].presented,
      let start = presentations[position].dragStartTop
    else { return [] }
    let geometry = sheetGeometry(style)
    let detents = geometry.detentsByHeight
    let highest = geometry.top(at: detents[detents.count - 1])
    let lowest = geometry.top(at: detents[0])
    var top = start + translation
    if top < highest {
      top = highest - geometry.rubberBand(highest - top)
    } else if style.isModalInPresentation && top > lowest {
      top = lowest + geometry.rubberBand(top - lowest)
    }
    var change = ViewChange()
    change.frame = geometry.frame(top: top)
    return [.change(sheet, change)]
  }

  /// Where a released sheet goes: the detent (or dismissal) nearest to where its velocity would
  /// carry it (UIKit's deceleration-rate projection).
  private mutating func release(
    _ position: Int, _ style: SheetStyle, velocity: Double, tree: ViewTree, drawn: Rect?
  ) -> [PresentationStep] {
    guard let sheet = presentations[position].presented else { return [] }
    let geometry = sheetGeometry(style)
    let top = tree[sheet].frame.minY
    let projected = top + geometry.projection(of: velocity)
    var best: (detent: SheetStyle.Detent?, top: Double) = (nil, screen.size.height)
    var bestDistance = abs(projected - screen.size.height)
    for detent in geometry.detentsByHeight.reversed() {
      let distance = abs(projected - geometry.top(at: detent))
      if distance <= bestDistance {
        best = (detent, geometry.top(at: detent))
        bestDistance = distance
      }
    }
    let name = presentations[position].name
    var steps: [PresentationStep] = [
      .record(
        .sheetReleased(
          name, top: top, velocity: velocity, projected: projected, target: best.detent?.id))
    ]
    guard
      let detent = best.detent ?? (style.isModalInPresentation ? geometry.detentsByHeight[0] : nil)
    else {
      return steps + dismiss(name, velocity: velocity, drawn: drawn, tree: tree)
    }
    if best.detent == nil {
      steps.append(.record(.log(Presentation.viewName(name, "didAttemptToDismiss"))))
    }
    let target = geometry.top(at: detent)
    let motion = snapMotion(style, from: top, to: target, velocity: velocity)
    presentations[position].detent = detent.id
    steps.append(.record(.presentation(name, presentations[position].phase, detent: detent.id)))
    if let dimming = presentations[position].backdrop {
      // Without the release velocity: an alpha has nothing to overshoot to.
      let alpha: Double = isDimmed(style, detent: detent.id) ? 1 : 0
      steps.append(animation(dimming, Self.alpha(alpha), motion: style.motion, in: tree))
    }
    if isDimmed(style, detent: detent.id), let container = presentations[position].container {
      var swallow = ViewChange()
      swallow.passesTouchesThrough = false
      steps.append(.change(container, swallow))
    }
    var change = ViewChange()
    change.frame = geometry.frame(top: target)
    steps.append(
      animation(
        sheet, change, motion: motion, in: tree, completion: .sheetSettled(name),
        interactive: true))
    return steps
  }
}
