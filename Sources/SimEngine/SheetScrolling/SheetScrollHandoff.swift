/// Who moves when a scroll view inside a sheet is dragged: the sheet or its content, and the
/// hand-over between them in the middle of one drag, as iOS 15's sheets share their scroll
/// view's pan (UIKit's `_UISheetInteraction` with the sheet's tracked scroll view; Flutter
/// gives its draggable sheet's scroll position a type of its own for the same reason).
///
/// - A drag that begins downward with the content at its top, or upward while the sheet can
///   still grow (`prefersScrollingExpandsWhenScrolledToEdge`), moves the sheet.
/// - Midway through a drag down, content pulled past its top hands the rest of the drag to the
///   sheet, from there; the content stays at its top.
/// - Midway through a drag up that grows the sheet, the sheet reaching its largest detent
///   settles there and hands the rest of the drag to the content.
///
/// It owns which of the two each scroll view's current drag moves, and from which
/// translation; the simulation gathers the facts (``SheetScrollFacts``) and carries out the
/// steps.
struct SheetScrollHandoff: Sendable {
  /// What a scroll view's current drag moves, and the pan's vertical translation when that
  /// began (0 when it did from the start).
  enum Owner: Hashable, Sendable {
    case sheet(String, base: Double)
    case content(base: Double)
  }

  /// The scroll views whose current drag has an owner other than the content from the start.
  private var owners: [ViewID: Owner] = [:]

  init() {}

  /// The owner of `view`'s current drag, if the hand-off gave it one.
  func owner(of view: ViewID) -> Owner? { owners[view] }

  /// The scroll view's pan changed to `state`: who moves with it.
  mutating func dragged(_ view: ViewID, state: GestureState, facts: SheetScrollFacts)
    -> [SheetScrollStep]
  {
    let ends = state == .ended || state == .cancelled
    if state == .began {
      owners[view] = nil
      if let sheet = takingSheet(facts) { owners[view] = .sheet(sheet, base: 0) }
    }
    switch owners[view] {
    case .sheet(let sheet, let base):
      if ends { owners[view] = nil }
      return [.moveSheet(sheet, state, translationBase: base)]
    case .content(let base):
      if ends { owners[view] = nil }
      var translation = facts.translation
      translation.y -= base
      return [.moveContent(state, translation: translation, velocity: facts.velocity)]
    case nil:
      return [.moveContent(state, translation: facts.translation, velocity: facts.velocity)]
    }
  }

  /// After a change of the drag has moved its owner: whether the other one takes the rest.
  mutating func handOver(_ view: ViewID, facts: SheetScrollFacts) -> [SheetScrollStep] {
    switch owners[view] {
    case .sheet(let sheet, let base):
      // The pan's translation at which the sheet's top reached its largest detent.
      guard let drag = facts.sheetDrag else { return [] }
      let reached = drag.largestTop - drag.startTop + base
      guard facts.translation.y < reached else { return [] }
      owners[view] = .content(base: reached)
      var shifted = facts.translation
      shifted.y -= reached
      return [
        .settleSheetAtLargest(sheet),
        .moveContent(.began, translation: .zero, velocity: facts.velocity),
        .moveContent(.changed, translation: shifted, velocity: facts.velocity),
      ]
    case .content, nil:
      guard let sheet = facts.sheet, let start = facts.contentDragStartY else { return [] }
      // The content's own translation: counted from where it took the drag over, if it did.
      var contentBase = 0.0
      if case .content(let base) = owners[view] { contentBase = base }
      let translation = facts.translation.y - contentBase
      // Where the finger would take the content (before any rubber band), bounces or not.
      guard translation > 0, start - translation < facts.contentTop else { return [] }
      // The pan's translation at which the content reached its top: the sheet moves by what is
      // beyond.
      let base = contentBase + start - facts.contentTop
      owners[view] = .sheet(sheet.name, base: base)
      return [
        .pinContent(atTop: facts.contentTop),
        .moveSheet(sheet.name, .began, translationBase: base),
      ]
    }
  }

  /// The sheet that takes a drag beginning now, if one does.
  private func takingSheet(_ facts: SheetScrollFacts) -> String? {
    guard let sheet = facts.sheet else { return nil }
    let down = facts.velocity.y > 0
    if down && facts.contentOffsetY <= facts.contentTop + ScrollPhysics.restDistance {
      return sheet.name
    }
    if !down && !sheet.atLargest && sheet.expands { return sheet.name }
    return nil
  }
}
