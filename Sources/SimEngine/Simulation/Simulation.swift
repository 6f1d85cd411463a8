import SimGeometry

/// A window, its views, and the touches fed to it over a virtual clock.
///
/// Feed raw touch events in time order with ``send(_:)``, move the clock with
/// ``advance(to:)``, and read what happened from ``journal``, ``frames`` and ``touches``.
/// Nothing here reads the wall clock, the environment or a random number generator: the same
/// calls give the same results, byte for byte.
///
/// ```swift
/// var sim = Simulation(screen: Screen(size: Size(390, 844)))
/// let button = sim.addView(ViewProperties(name: "close", class: .uiButton,
///                                         frame: Rect(x: 20, y: 40, width: 44, height: 44)))
/// sim.on(.touchUpInside, of: button, perform: [.log("closeTapped")])
/// try sim.tap(at: Point(40, 60), time: Instant(seconds: 0.1))
/// sim.advance(to: Instant(seconds: 0.5))
/// sim.count(log: "closeTapped")  // 1
/// ```
public struct Simulation: Sendable {
  public internal(set) var tree: ViewTree
  public let screen: Screen
  public let parameters: UIKitParameters
  public let clock: FrameClock
  /// The virtual time: the time of the last event sent or the last ``advance(to:)``.
  public internal(set) var now: Instant = .zero
  /// Everything that happened, in order. Kept in segments: a long run's journal is never
  /// copied as it grows (``SegmentedList``).
  public internal(set) var journal = SegmentedList<Occurrence>()
  /// The frames rendered so far: frame 0 at time 0 and one every 1 / fps seconds. With
  /// ``keepsFrames`` off, only those rendered since the last ``takeFrames()``.
  public var frames: [FrameRecord] { recorder.frames }
  /// How many frames have been rendered.
  public var frameCount: Int { recorder.frameCount }
  /// Whether ``frames`` keeps every frame. Off, a caller that streams frames (a trace writer)
  /// takes them as they come with ``takeFrames()``, and a long run's memory does not grow with
  /// its frames.
  public var keepsFrames: Bool {
    get { recorder.keepsFrames }
    set { recorder.keepsFrames = newValue }
  }
  /// Whether each frame records every view's window-space geometry (``FrameRecord/views``), for
  /// reports that draw frames. Off by default: it costs a walk of the whole tree per frame.
  public var recordsViewGeometry: Bool {
    get { recorder.recordsViewGeometry }
    set { recorder.recordsViewGeometry = newValue }
  }
  /// Whether each frame records the layout of the views that changed since the last frame
  /// (``FrameRecord/layout``; every view in the window on the first frame), for golden traces
  /// that catch a view moved by a point. Off by default.
  public var recordsLayout: Bool {
    get { recorder.recordsLayout }
    set {
      tree.tracksChanges = newValue
      recorder.recordsLayout = newValue
    }
  }

  // The simulation is a dispatcher: it owns the clock, the views and the journal, and hands
  // each room what it needs; each room owns its state and answers with steps, which the
  // simulation carries out (docs/architecture.md draws who may call whom). New state goes into
  // a room, never here: CoordinatorStateTests pins these properties.

  /// The app's control actions, kept values and queued gesture actions.
  var app = AppState()
  /// Touches, fingers and their delivery to views.
  var router = TouchRouter()
  /// Recognizers and the decisions between them.
  var arena = GestureArena()
  /// Recognizer timers and animation ends.
  var scheduler = Scheduler()
  /// Animation records, tracks and presentation values.
  var animator = Animator()
  /// Sheets, custom presentations and popups.
  var presenter: PresentationController
  /// Navigation controllers: stacks, transitions, interactive pops.
  var navigator: NavigationController
  /// Scroll views: what each is doing, and UIScrollView's decisions.
  var scroller = ScrollController()
  /// Tables from a data source: their layout, the cells shown and the reuse queue.
  var lists = ListController()
  /// Who moves when a scroll view inside a sheet is dragged: the sheet or its content.
  var handoff = SheetScrollHandoff()
  /// Zooming scroll views: which is pinched or bouncing back, and UIScrollView's zoom decisions.
  var zoomer = ZoomController()
  /// The page view controllers' pages and turns (`Pages/`).
  var pager = PageController()
  /// The frames rendered and what recording the next one needs.
  var recorder = FrameRecorder()
  /// Hit testing over the tree's flat copy, kept between queries.
  var tester = HitTester()
  /// The app's timers and display links.
  var timers = AppTimers()
  /// Context menus: the views that have one, the press being timed, the open menu.
  var menus = ContextMenuController()
  /// The first responder and the keyboard's show / hide cycle.
  var keyboard = KeyboardController()
  /// The scroll views' refresh controls and their states (`Refresh/`).
  var refresher = RefreshControls()
  /// The tables' swipe actions: the row swiped or open, and the rows closing (`SwipeActions/`).
  var swiper = SwipeActions()

  public init(screen: Screen, parameters: UIKitParameters = UIKitParameters()) {
    self.screen = screen
    self.parameters = parameters
    self.clock = FrameClock(fps: screen.fps)
    self.presenter = PresentationController(screen: screen)
    self.navigator = NavigationController(screen: screen)
    self.tree = ViewTree(screenSize: screen.size, minimumAlpha: parameters.minimumHitAlpha)
  }

  /// The window, named `window`.
  public var window: ViewID { tree.window }

  /// Creates a view and adds it as the front-most subview of `parent` (the window by default).
  @discardableResult
  /// A scroll view added this way does not scroll until ``addScrolling(_:to:)`` gives it its
  /// settings and recognizers (a scenario's scroll views get them when they are created).
  public mutating func addView(_ view: ViewProperties, to parent: ViewID? = nil) -> ViewID {
    tree.addView(view, to: parent ?? tree.window)
  }

  /// Adds `actions` to what `view` does when it sends `event`.
  public mutating func on(_ event: ControlEvent, of view: ViewID, perform actions: [Action]) {
    app.on(event, of: view, perform: actions)
  }

  /// Creates a template's views (with their handlers and recognizers) under `parent`,
  /// returning the root's ID.
  @discardableResult
  public mutating func instantiate(_ template: ViewTemplate, in parent: ViewID) -> ViewID {
    var ids: [ViewID] = []
    ids.reserveCapacity(template.entries.count)
    tree.reserveCapacity(forAdditional: template.entries.count)
    // Entries are read in place, by index: binding each to a local copied it.
    let entries = template.entries
    // Scroll views' superviews' transforms to the window, each composed once (made on first use).
    var matrices: TemplateWindowMatrices?
    // Scroll views given a zoom scale, zoomed once their subtree exists.
    var zooms: [(view: ViewID, scale: Double)] = []
    var pagers: [ViewID] = []
    for index in entries.indices {
      let properties = entries[index].properties
      let isScrollView = properties.viewClass.isScrollView
      let id = tree.createView(properties)
      if !entries[index].handlers.isEmpty { app.setHandlers(entries[index].handlers, of: id) }
      tree.addSubview(id, to: entries[index].parent.map { ids[$0] } ?? parent)
      // In its place, so its share of the safe area is known; its recognizers come first.
      if isScrollView {
        // Without a safe area there is nothing to cover, and no transform is needed.
        var matrix = AffineTransform.identity
        if screen.safeArea != .zero {
          if matrices == nil {
            let (base, steps) = TemplateWindowMatrices.base(of: parent, in: tree)
            scroller.countSafeAreaSteps(steps)
            matrices = TemplateWindowMatrices(base: base)
          }
          let before = matrices!.steps
          matrix = matrices!.matrix(
            ofEntry: entries[index].parent, parent: { entries[$0].parent },
            toSuperview: { Self.toSuperview(self.tree[ids[$0]]) })
          scroller.countSafeAreaSteps(matrices!.steps - before)
        }
        addScrolling(
          entries[index].scroll ?? ScrollSettings(), to: id, superviewToWindow: matrix)
        if let scale = entries[index].scroll?.zoom.zoomScale, scale != 1 {
          zooms.append((id, scale))
        }
        if entries[index].scroll?.pages.isEmpty == false { pagers.append(id) }
      }
      // A switch's visual element's recognizers come before the app's, as it is a subview.
      if properties.viewClass.valueKind == .toggle { addSwitching(to: id) }
      for gesture in entries[index].gestures { addGesture(gesture, to: id) }
      if let menu = entries[index].contextMenu { addContextMenu(menu, to: id) }
      ids.append(id)
    }
    for (view, scale) in zooms { zoom(view, to: .scale(scale), animated: false) }
    // Tables get their rows once the whole subtree is in place, as UIKit lays them out.
    for index in entries.indices where entries[index].extras?.values.list != nil {
      addList(entries[index].list!, to: ids[index])
    }
    for view in pagers { setUpPages(view) }
    return ids[0]
  }

  /// Attaches a recognizer to `view`, after any it already has (`addGestureRecognizer(_:)`).
  /// - Precondition: no other recognizer has the same name.
  @discardableResult
  public mutating func addGesture(_ gesture: GestureRecognizer, to view: ViewID) -> RecognizerID {
    arena.add(gesture, to: view, screen: screen.size)
  }

  /// Every touch so far; touch `n` is `touches[n - 1]`.
  public var touches: [Touch] { router.touches }

  /// Every animation started; animation `n` is `animations[n - 1]`.
  public var animations: SegmentedList<AnimationRecord> { animator.records }

  /// Touch `number` (1 for the first touch that began).
  public func touch(_ number: Int) -> Touch { touches[number - 1] }

  /// The view called `name`, if it exists.
  public func view(named name: String) -> ViewID? { tree.view(named: name) }

  /// The name of a view, or nil for no view.
  public func name(of view: ViewID?) -> String? { view.map { tree.name(of: $0) } }

  /// The views drawn highlighted now: controls tracking a touch that is inside them, and
  /// highlighted table and collection cells (what frame records list as `highlighted`).
  public var highlightedViews: [ViewID] {
    var result: [ViewID] = []
    for index in router.active {
      if let view = router.touches[index].view, router.isHighlighting(index + 1) {
        result.append(view)
      }
    }
    return result + highlightedCells
  }

  /// The view a touch at `point` (window coordinates) would land on now.
  public mutating func hitTest(_ point: Point) -> ViewID? {
    hitTestAsDrawn(point)
  }

  /// The responder chain from `view` up.
  public func responderChain(from view: ViewID) -> [Responder] {
    tree.responderChain(from: view, appDelegate: parameters.appDelegate)
  }

  /// How many times `name` was logged.
  public func count(log name: String) -> Int {
    journal.reduce(0) { count, entry in
      if case .log(name) = entry.kind { return count + 1 }
      return count
    }
  }

  /// How many times `view` sent `event`.
  public func count(_ event: ControlEvent, of view: ViewID) -> Int {
    journal.reduce(0) { count, entry in
      if case .control(event, view, _, _, _) = entry.kind { return count + 1 }
      return count
    }
  }

  /// How many times `recognizer` entered `state`.
  public func count(_ state: GestureState, of recognizer: RecognizerID) -> Int {
    journal.reduce(0) { count, entry in
      if case .gesture(let change) = entry.kind, change.recognizer == recognizer,
        change.state == state, !change.isReset
      {
        return count + 1
      }
      return count
    }
  }

  mutating func record(_ kind: Occurrence.Kind) {
    journal.append(Occurrence(time: now, kind: kind))
  }
}
