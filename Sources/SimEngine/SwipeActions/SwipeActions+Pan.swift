import SimGeometry

/// The swipe pan's states as `-[_UISwipeHandler _swipeRecognizerDidRecognize:]` handles them,
/// and what ends an open row: a tapped action, the dismissal recognizer, the table scrolling.
extension SwipeActions {
  /// The pan began over `indexPath` moving at `velocityX` (pt/s): `_swipeRecognizerBegan:`.
  /// An open row elsewhere closes first; dragging the open row again continues from where it
  /// rests; otherwise the velocity's sign picks the edge (left: trailing) and a row whose
  /// table has actions there starts an occurrence.
  mutating func panBegan(
    _ table: ViewID, at indexPath: ListIndexPath?, velocityX: Double, rowWidth: Double,
    scale: Double
  ) -> [SwipeStep] {
    guard let position = index[table] else { return [] }
    var steps: [SwipeStep] = []
    if case .open(let open) = tables[position].phase, open.indexPath != indexPath {
      close(position, open, springVelocity: 0, into: &steps)
    }
    if case .open(let open) = tables[position].phase {
      tables[position].phase = .tracking(open)
      steps.append(.dismissal(table: table, enabled: false))
      return steps
    }
    guard case .idle = tables[position].phase, let indexPath else { return steps }
    let edge: SwipeEdge = velocityX < 0 ? .trailing : .leading
    guard let configuration = tables[position].configuration(edge),
      let primary = configuration.actions.first
    else { return steps }
    // A row still closing is torn down (`prepareForSwipeDirection:` → `_forceTeardown`).
    if let at = tables[position].closing.firstIndex(where: { $0.indexPath == indexPath }) {
      steps += finish(position, tables[position].closing.remove(at: at))
    }
    var occurrence = SwipeOccurrence(
      indexPath: indexPath, edge: edge, widths: configuration.actions.map(\.buttonWidth),
      openThreshold: SwipeGeometry.openThreshold(configuration, edge: edge),
      confirmationThreshold: SwipeGeometry.confirmationThreshold(
        primary: primary.style, rowWidth: rowWidth, edge: edge, scale: scale),
      performsWithFullSwipe: configuration.performsFirstActionWithFullSwipe,
      primaryIsDestructive: primary.style == .destructive)
    occurrence.view = lend(position, edge: edge, into: &steps)
    tables[position].phase = .tracking(occurrence)
    steps.append(.record(table: table, SwipeRecord(indexPath, edge, .willBeginEditingRow)))
    steps.append(.prepare(table: table, occurrence: occurrence))
    steps.append(.dismissal(table: table, enabled: false))
    return steps
  }

  /// The pan moved: `_swipeRecognizerChanged:` with the pan's translation and velocity along
  /// x and the finger's x in the table.
  mutating func panChanged(
    _ table: ViewID, translationX: Double, velocityX: Double, locationX: Double,
    tableWidth: Double
  ) -> [SwipeStep] {
    guard let position = index[table], case .tracking(var occurrence) = tables[position].phase
    else { return [] }
    var moved = translationX + tables[position].initialTranslation + tables[position].adjustment
    let confirmation = occurrence.confirmationThreshold
    var confirms = false
    var jumped = false
    if occurrence.performsWithFullSwipe && abs(confirmation) > 0 {
      let past = occurrence.edge == .leading ? confirmation <= moved : confirmation >= moved
      if past {
        confirms = true
      } else if occurrence.primaryIsDestructive {
        let reach = SwipeGeometry.detentEdgeDistance(tableWidth: tableWidth)
        let nearEdge =
          occurrence.edge == .trailing ? reach > locationX : tableWidth - reach < locationX
        let fraction = SwipeGeometry.detentFraction(tableWidth: tableWidth, speed: velocityX)
        if abs(moved) - abs(confirmation) * fraction > SwipeGeometry.epsilon && nearEdge {
          confirms = true
          if tables[position].adjustment == 0 {
            let jump = confirmation - moved
            tables[position].adjustment = jump
            moved += jump
            jumped = true
          }
        }
      }
    }
    var steps: [SwipeStep] = []
    let was = tables[position].confirmation
    tables[position].confirmation = confirms ? .confirming : .none
    if was != tables[position].confirmation {
      steps.append(
        .record(
          table: table,
          SwipeRecord(
            occurrence.indexPath, occurrence.edge, confirms ? .swipeConfirmed : .swipeUnconfirmed)
        ))
    }
    let limit = occurrence.performsWithFullSwipe ? confirmation : occurrence.openThreshold
    let from = occurrence.offset
    occurrence.offset = SwipeGeometry.rubberBanded(moved, threshold: limit)
    occurrence.confirmed = confirms
    tables[position].phase = .tracking(occurrence)
    let spring =
      jumped
      ? SwipeGeometry.springVelocity(panVelocity: velocityX, from: from, to: occurrence.offset)
      : nil
    steps.append(.move(table: table, occurrence: occurrence, springVelocity: spring))
    return steps
  }

  /// The pan ended (or was cancelled): `_swipeRecognizerEnded:wasCancelled:`. A confirmed full
  /// swipe performs the first action; otherwise the row opens or closes by
  /// ``SwipeGeometry/opensOnRelease(translation:velocity:openThreshold:edge:)``.
  mutating func panEnded(
    _ table: ViewID, translationX: Double, velocityX: Double, cancelled: Bool
  ) -> [SwipeStep] {
    guard let position = index[table], case .tracking(var occurrence) = tables[position].phase
    else { return [] }
    tables[position].adjustment = 0
    var steps: [SwipeStep] = []
    if !cancelled && tables[position].confirmation == .confirming {
      let velocity = SwipeGeometry.springVelocity(
        panVelocity: velocityX, from: occurrence.offset, to: 0)
      perform(position, occurrence, action: 0, springVelocity: velocity, into: &steps)
      return steps
    }
    let translation = translationX + tables[position].initialTranslation
    let open = occurrence.openThreshold
    guard
      SwipeGeometry.opensOnRelease(
        translation: translation, velocity: velocityX, openThreshold: open,
        edge: occurrence.edge)
    else {
      let velocity = SwipeGeometry.springVelocity(
        panVelocity: velocityX, from: occurrence.offset, to: 0)
      close(position, occurrence, springVelocity: velocity, into: &steps)
      return steps
    }
    let velocity = SwipeGeometry.springVelocity(
      panVelocity: velocityX, from: occurrence.offset, to: open)
    occurrence.offset = open
    occurrence.confirmed = false
    tables[position].phase = .open(occurrence)
    tables[position].initialTranslation = open
    tables[position].confirmation = .none
    steps.append(.move(table: table, occurrence: occurrence, springVelocity: velocity))
    steps.append(
      .record(table: table, SwipeRecord(occurrence.indexPath, occurrence.edge, .swipeOpened)))
    steps.append(.dismissal(table: table, enabled: true))
    return steps
  }

  /// An action's button was tapped in the open row (`-swipeActionPullView:tappedAction:`).
  mutating func tapped(_ table: ViewID, edge: SwipeEdge, action: Int) -> [SwipeStep] {
    guard let position = index[table], case .open(let occurrence) = tables[position].phase,
      occurrence.edge == edge
    else { return [] }
    var steps: [SwipeStep] = []
    perform(position, occurrence, action: action, springVelocity: 0, into: &steps)
    return steps
  }

  /// The dismissal recognizer recognized (a tap outside the actions), or the table scrolled
  /// while tracking (`_observeScrollViewDidScroll:`): an open row closes.
  mutating func dismiss(_ table: ViewID) -> [SwipeStep] {
    guard let position = index[table], case .open(let occurrence) = tables[position].phase
    else { return [] }
    var steps: [SwipeStep] = []
    close(position, occurrence, springVelocity: 0, into: &steps)
    return steps
  }

  /// `-_executeLifecycleForPerformedAction:…`: the handler runs (state 3), its completion
  /// moves the occurrence to triggered (4) or cancelled (5), and the row resets animated.
  private mutating func perform(
    _ position: Int, _ occurrence: SwipeOccurrence, action: Int, springVelocity: Double,
    into steps: inout [SwipeStep]
  ) {
    let table = tables[position].view
    guard let configuration = tables[position].configuration(occurrence.edge),
      configuration.actions.indices.contains(action)
    else { return }
    let performed = configuration.actions[action]
    steps.append(.perform(table: table, edge: occurrence.edge, action: action))
    steps.append(
      .record(
        table: table,
        SwipeRecord(
          occurrence.indexPath, occurrence.edge,
          performed.completes ? .swipeActionPerformed : .swipeActionCancelled,
          action: action, title: performed.title)))
    close(position, occurrence, springVelocity: springVelocity, into: &steps)
  }
}
