import SimGeometry

/// Carrying out the swipe actions room's steps.
extension Simulation {
  mutating func carryOut(_ steps: [SwipeStep]) {
    for step in steps {
      switch step {
      case .prepare(let table, let occurrence):
        guard let view = occurrence.view else { continue }
        let prefix = ListDataSource.cellName(occurrence.indexPath) + "." + occurrence.edge.rawValue
        for (action, button) in view.buttons.enumerated() {
          stopAnimations(of: button)
          tree[button].name = prefix + "." + String(action)
        }
        stopAnimations(of: view.root)
        tree.addSubview(view.root, to: table)
        if let cell = cell(at: occurrence.indexPath, in: table) {
          stopAnimations(of: cell)
          tree[cell].isUserInteractionEnabled = false
        }
        placeSwipe(table, occurrence, springVelocity: nil, completion: [])
      case .move(let table, let occurrence, let velocity):
        placeSwipe(table, occurrence, springVelocity: velocity, completion: [])
      case .perform(let table, let edge, let action):
        guard let configuration = swiper.configuration(of: table, edge: edge),
          configuration.actions.indices.contains(action)
        else { continue }
        perform(configuration.actions[action].actions)
      case .close(let table, let occurrence, let velocity):
        if let cell = cell(at: occurrence.indexPath, in: table) {
          tree[cell].isUserInteractionEnabled = true
        }
        let done: [Action] =
          occurrence.view.map { [.system(.swipe(.closed(table, $0.root)))] } ?? []
        placeSwipe(table, occurrence, springVelocity: velocity, completion: done)
      case .putAway(let table, let view):
        let name = tree.name(of: view.root)
        for (action, button) in view.buttons.enumerated() {
          stopAnimations(of: button)
          tree[button].name = name + "." + String(action)
        }
        stopAnimations(of: view.root)
        if tree.superview(of: view.root) == table { tree.removeFromSuperview(view.root) }
      case .dismissal(let table, let enabled):
        let name = tree.name(of: table)
        guard let id = arena.id(named: name + ".swipeDismissal") else { continue }
        arena.setReceiveRefusal(
          enabled ? nil : "no row of '\(name)' is open (it is enabled only then)", of: id)
        // `mayBeginSwipe…` lets the open row be dragged either way; otherwise only toward an
        // edge with actions.
        if let pan = arena.id(named: name + ".swipeActions") {
          arena.setBeginsOnlyMovingAwayFrom(enabled ? nil : swipeRefusedEdge(table), of: pan)
        }
      case .record(let table, let record):
        // A delegate moment of the table: its handlers run at once, as UIKit calls it.
        self.record(.scroll(table, .swipe(record)))
        let moment = record.moment.rawValue
        for handler in scroller.settings(of: table)?.delegate ?? [] where handler.moment == moment {
          perform(handler.actions)
        }
      }
    }
  }

  /// Lays the row's cell and actions view out for the occurrence's offset: the cell moved by
  /// it, the actions view as wide as it against the table's edge, the buttons by
  /// ``SwipeLayout``. With a spring velocity, each view animates there (a property animator:
  /// the views stay hittable, at their new places); `completion` runs after the actions view's.
  private mutating func placeSwipe(
    _ table: ViewID, _ occurrence: SwipeOccurrence, springVelocity: Double?,
    completion: [Action]
  ) {
    guard let row = lists.layout(of: table)?.row(occurrence.indexPath) else { return }
    let width = tree[table].bounds.width
    let layout = occurrence.layout()
    var frames: [(ViewID, Rect)] = []
    if let cell = cell(at: occurrence.indexPath, in: table) {
      frames.append(
        (cell, Rect(x: occurrence.offset, y: row.top, width: width, height: row.height)))
    }
    if let view = occurrence.view {
      let x = occurrence.edge == .trailing ? width - layout.width : 0
      frames.append((view.root, Rect(x: x, y: row.top, width: layout.width, height: row.height)))
      for (button, place) in zip(view.buttons, layout.buttons) {
        frames.append((button, Rect(x: place.x, y: 0, width: place.width, height: row.height)))
      }
    }
    // The completion waits for a view that moves (all run the same spring); none: at once.
    let carrier =
      springVelocity == nil ? nil : frames.firstIndex { presentation(of: $0.0).frame != $0.1 }
    guard let velocity = springVelocity, let carrier else {
      for (view, frame) in frames { tree[view].frame = frame }
      perform(completion)
      return
    }
    let spring = Self.swipeSpring(initialVelocity: velocity)
    let duration = Interval(seconds: spring.settlingDuration)
    for (index, (view, frame)) in frames.enumerated() {
      var change = ViewChange()
      change.frame = frame
      let animation = ViewAnimation(
        view: tree.name(of: view), to: change, duration: duration, timing: .spring(spring),
        allowsUserInteraction: true, beginsFromCurrentState: true,
        completion: index == carrier ? completion : [])
      start(animation, view: view)
    }
  }
}
