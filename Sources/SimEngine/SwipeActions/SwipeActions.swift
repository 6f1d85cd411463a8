import SimGeometry

/// The swipe actions room: per table from a data source that has swipe actions, UIKit's
/// `UISwipeActionController` and its `_UISwipeHandler`: which row is swiped, where it is, and
/// what its swipe pan, its dismissal recognizer, its buttons and the table's scrolling make of
/// it. Inputs are facts the simulation reads (the pan's translation and velocity, the row under
/// the finger); decisions are ``SwipeStep``s.
struct SwipeActions: Sendable {
  struct Table: Sendable {
    var view: ViewID
    var leading: SwipeActionsConfiguration?
    var trailing: SwipeActionsConfiguration?
    var phase = SwipePhase.idle
    /// `_initialTranslation`: where the row started this drag (its open threshold when open).
    var initialTranslation = 0.0
    /// `_confirmationTranslationAdjustment`: the jump a destructive primary's detent added.
    var adjustment = 0.0
    var confirmation = SwipeConfirmation.none
    /// Rows animating back to their place, each with its actions view.
    var closing: [SwipeOccurrence] = []
    /// Actions views not in use, by edge, to lend again.
    var spare: [SwipeEdge: [SwipeActionsView]] = [:]

    func configuration(_ edge: SwipeEdge) -> SwipeActionsConfiguration? {
      edge == .leading ? leading : trailing
    }
  }

  /// Storage of this folder's files: the tables, and each one's position by view.
  var tables: [Table] = []
  /// Storage of this folder's files.
  var index: [ViewID: Int] = [:]

  var isEmpty: Bool { tables.isEmpty }

  /// Makes `view` a table whose rows have these actions, shown in `views` (two actions views
  /// per edge with actions: one for the row swiped, one for a row still closing).
  mutating func add(
    _ view: ViewID, leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?,
    views: [SwipeEdge: [SwipeActionsView]]
  ) {
    var table = Table(view: view, leading: leading, trailing: trailing)
    table.spare = views
    if let position = index[view] {
      tables[position] = table
    } else {
      index[view] = tables.count
      tables.append(table)
    }
  }

  func phase(of table: ViewID) -> SwipePhase? { index[table].map { tables[$0].phase } }

  func configuration(of table: ViewID, edge: SwipeEdge) -> SwipeActionsConfiguration? {
    index[table].flatMap { tables[$0].configuration(edge) }
  }

  /// A free actions view for `edge`; when both are busy, the row closing longest is
  /// finished at once to free its view (**engine choice**: UIKit keeps any number).
  mutating func lend(_ position: Int, edge: SwipeEdge, into steps: inout [SwipeStep])
    -> SwipeActionsView?
  {
    if tables[position].spare[edge, default: []].isEmpty,
      let at = tables[position].closing.firstIndex(where: { $0.edge == edge })
    {
      steps += finish(position, tables[position].closing.remove(at: at))
    }
    return tables[position].spare[edge]?.popLast()
  }

  /// The closing animation of the row whose actions view is `view` ended: the view is put
  /// away and the row's swipe ends (`swipeOccurrenceDidFinish:`).
  mutating func closed(_ table: ViewID, view root: ViewID) -> [SwipeStep] {
    guard let position = index[table],
      let at = tables[position].closing.firstIndex(where: { $0.view?.root == root })
    else { return [] }
    let occurrence = tables[position].closing.remove(at: at)
    return finish(position, occurrence)
  }

  mutating func finish(_ position: Int, _ occurrence: SwipeOccurrence) -> [SwipeStep] {
    let table = tables[position].view
    var steps: [SwipeStep] = []
    if let view = occurrence.view {
      tables[position].spare[occurrence.edge, default: []].append(view)
      steps.append(.putAway(table: table, view: view))
    }
    steps.append(
      .record(table: table, SwipeRecord(occurrence.indexPath, occurrence.edge, .didEndEditingRow)))
    return steps
  }

  /// Stores `occurrence` in the table's current phase.
  mutating func set(_ position: Int, _ occurrence: SwipeOccurrence) {
    switch tables[position].phase {
    case .idle: break
    case .tracking: tables[position].phase = .tracking(occurrence)
    case .open: tables[position].phase = .open(occurrence)
    }
  }

  /// `-[_UISwipeHandler resetSwipe]`: the handler forgets the swipe.
  mutating func resetHandler(_ position: Int) {
    tables[position].initialTranslation = 0
    tables[position].adjustment = 0
    tables[position].confirmation = .none
    tables[position].phase = .idle
  }

  /// `-resetAnimated:YES`: the occurrence animates back to 0 (its completion finishes it);
  /// the handler is reset and the dismissal recognizer disabled.
  mutating func close(
    _ position: Int, _ occurrence: SwipeOccurrence, springVelocity: Double,
    into steps: inout [SwipeStep]
  ) {
    let table = tables[position].view
    var closing = occurrence
    closing.offset = 0
    closing.confirmed = false
    steps.append(
      .record(table: table, SwipeRecord(occurrence.indexPath, occurrence.edge, .swipeClosing)))
    steps.append(.close(table: table, occurrence: closing, springVelocity: springVelocity))
    steps.append(.dismissal(table: table, enabled: false))
    resetHandler(position)
    if closing.view != nil {
      tables[position].closing.append(closing)
    } else {
      steps += finish(position, closing)
    }
  }
}
