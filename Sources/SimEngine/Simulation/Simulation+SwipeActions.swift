import SimGeometry

/// Swipe actions on a data-source table's rows: UIKit's `_UISwipeHandler` installs a pan
/// (`<table>.swipeActions`: horizontal only, 25 pt hysteresis, one touch) and a dismissal
/// recognizer (`<table>.swipeDismissal`, enabled while a row is open) on the table; they meet
/// the table's own pan in the arena. The ``SwipeActions`` room decides; this gathers the facts
/// and carries out its steps: the row's cell moved by the offset, the actions view beside it
/// with a button per action (`row.S.R.trailing.K`), the swipe's spring, the handlers.
extension Simulation {
  /// The swipe's spring (`_UISwipeAnimationFactory _animatorForStiffnessFactor:…`): mass 2,
  /// `_UISwipeActionSpringAnimationParameters`' default stiffness and damping, which are
  /// data the decompilation doesn't show: **engine choice** stiffness 600, damping critical
  /// (2√(600·2)), so the row arrives without overshooting.
  static func swipeSpring(initialVelocity: Double) -> Spring {
    Spring(
      mass: 2, stiffness: 600, damping: 2 * (1200.0).squareRoot(), initialVelocity: initialVelocity)
  }

  /// Gives the table `view` its swipe recognizers and the actions views its rows show.
  mutating func addSwipeActions(_ source: ListDataSource, to view: ViewID) {
    guard source.leadingSwipeActions != nil || source.trailingSwipeActions != nil else { return }
    let name = tree.name(of: view)
    var views: [SwipeEdge: [SwipeActionsView]] = [:]
    var ignored: [String] = []
    for edge in SwipeEdge.allCases {
      let configuration =
        edge == .leading ? source.leadingSwipeActions : source.trailingSwipeActions
      guard let configuration else { continue }
      for slot in 0..<2 {
        let rootName = "\(name).\(edge.rawValue)Actions.\(slot)"
        let root = addView(ViewProperties(name: rootName), to: view)
        var buttons: [ViewID] = []
        // The outer (first) action is added last, so it is in front (`_rebuildButtons`).
        for action in configuration.actions.indices.reversed() {
          let button = addView(
            ViewProperties(name: "\(rootName).\(action)", class: .uiButton), to: root)
          on(.touchUpInside, of: button, perform: [.system(.swipe(.tapped(view, edge, action)))])
          buttons.append(button)
        }
        tree.removeFromSuperview(root)
        views[edge, default: []].append(SwipeActionsView(root: root, buttons: buttons.reversed()))
        ignored.append(rootName)
      }
    }
    swiper.add(
      view, leading: source.leadingSwipeActions, trailing: source.trailingSwipeActions,
      views: views)
    var pan = PanSettings()
    pan.maximumTouches = 1
    pan.hysteresis = SwipeGeometry.hysteresis
    pan.axes = .horizontal
    var swipe = GestureRecognizer(name: name + ".swipeActions", kind: .pan(pan))
    swipe.beginsOnlyMovingAwayFrom = swipeRefusedEdge(view)
    for state in [GestureState.began, .changed, .ended, .cancelled] {
      swipe.actions.append((state, [.system(.swipe(.pan(view, state)))]))
    }
    addGesture(swipe, to: view)
    var tap = TapSettings()
    tap.allowableMovement = SwipeGeometry.dismissalMovement
    tap.maximumTapDuration = Interval(seconds: 3600)
    var dismissal = GestureRecognizer(name: name + ".swipeDismissal", kind: .tap(tap))
    dismissal.delaysTouchesBegan = true
    dismissal.delaysTouchesEnded = true
    dismissal.simultaneousWith = [name + ".swipeActions", name + ".pan"]
    dismissal.ignoresTouchesIn = ignored
    dismissal.actions.append((.ended, [.system(.swipe(.dismissed(view)))]))
    let id = addGesture(dismissal, to: view)
    arena.setReceiveRefusal("no row of '\(name)' is open (it is enabled only then)", of: id)
  }

  mutating func handle(_ event: SwipeEvent) {
    switch event {
    case .pan(let table, let state):
      guard let id = arena.id(named: tree.name(of: table) + ".swipeActions") else { return }
      let snapshot = arena[id].snapshot
      let translation = snapshot.translation?.x ?? 0
      let velocity = snapshot.velocity?.x ?? 0
      switch state {
      case .began:
        let location = swipeLocation(id, in: table)
        let path = location.flatMap { lists.layout(of: table)?.row(at: $0.y) }
        carryOut(
          swiper.panBegan(
            table, at: path, velocityX: velocity, rowWidth: tree[table].bounds.width,
            scale: screen.scale))
      case .changed:
        let x = swipeLocation(id, in: table)?.x ?? 0
        carryOut(
          swiper.panChanged(
            table, translationX: translation, velocityX: velocity,
            locationX: x - tree[table].bounds.minX, tableWidth: tree[table].frame.width))
      case .ended, .cancelled:
        carryOut(
          swiper.panEnded(
            table, translationX: translation, velocityX: velocity, cancelled: state == .cancelled))
      default: break
      }
    case .tapped(let table, let edge, let action):
      carryOut(swiper.tapped(table, edge: edge, action: action))
    case .dismissed(let table):
      carryOut(swiper.dismiss(table))
    case .closed(let table, let root):
      carryOut(swiper.closed(table, view: root))
    }
  }

  /// The table scrolled: an open row closes when the scroll follows the finger
  /// (`_observeScrollViewDidScroll:` while `isTracking`).
  mutating func swipeTableScrolled(_ view: ViewID) {
    guard swiper.phase(of: view) != nil, scroller.isTracking(view) else { return }
    carryOut(swiper.dismiss(view))
  }

  /// A table with actions on one edge only: `mayBeginSwipe…` refuses a drag the other way
  /// (**engine choice**: by the translation when the pan would begin, not its velocity).
  func swipeRefusedEdge(_ table: ViewID) -> ScreenEdge? {
    let leading = swiper.configuration(of: table, edge: .leading) != nil
    let trailing = swiper.configuration(of: table, edge: .trailing) != nil
    if leading == trailing { return nil }
    return leading ? .left : .right
  }

  /// The pan's touch in the table's coordinates.
  private func swipeLocation(_ id: RecognizerID, in table: ViewID) -> Point? {
    guard let number = arena[id].touches.first else { return nil }
    return tree.convert(fromWindow: router.touches[number - 1].location, to: table)
  }
}
