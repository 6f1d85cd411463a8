import SimGeometry

/// The scroll views' room: each one's settings and what it is doing (idle, dragged, or moving
/// on after a release), and the decisions UIKit's `UIScrollView` makes: follow the finger with a
/// rubber band past the edges, decelerate, bounce back, settle on a page, stop when touched.
///
/// Its inputs are its scroll views' pan (each scroll view has a real pan recognizer in the
/// arena, `<id>.pan`, whose actions carry ``ScrollEvent``s), the display's frames and new
/// touches; its decisions are ``ScrollStep``s the simulation carries out. It never touches the
/// tree: it is told each scroll view's bounds.
struct ScrollController: Sendable {
  enum Phase: Hashable, Sendable {
    case idle
    /// `velocity` and `previous`: the scroll view's velocity (pt/ms, the offset's direction) at the last drag
    /// update and at the one before (`_horizontalVelocity`, `_previousHorizontalVelocity`…).
    case dragging(start: Point, velocity: Point, previous: Point)
    /// Released and moving on, stepped at each frame: per axis, nil when that axis stays
    /// where it is (`from`). `lastUpdate`: UIKit's `_lastUpdateTime`.
    case moving(x: ScrollAxisMotion?, y: ScrollAxisMotion?, lastUpdate: Instant, from: Point)
    /// Moving to an offset the app asked for with animation (`setContentOffset(_:animated:)`,
    /// `scrollRectToVisible(_:animated:)`, the status bar's scroll to top: `toTop`), on UIKit's
    /// timed `UIAnimator` scroll (``ScrollAnimation``).
    case animating(ScrollAnimation, toTop: Bool)
    /// A page scroll view's animated `setViewControllers`: the same animation, whose end the
    /// queuing scroll view acts on.
    case pageScrolling(ScrollAnimation)
  }

  struct Entry: Sendable {
    var view: ViewID
    var settings: ScrollSettings
    var phase: Phase = .idle
    /// The fast-scroll streak, kept across gestures.
    var streak = FastScrollStreak()
    /// The paging target and direction, kept across gestures (chained page flicks).
    var pages = PageTarget()
    /// When the last drag update set the offset (`-_updatePanGesture` stamps
    /// `_lastUpdateTime`): the lift's immediate step depends on it.
    var lastDragUpdate: Instant?
    /// The deceleration display link a touch paused in bounds (`-_beginTrackingWithEvent:`
    /// `setPaused:1`), with its `_lastUpdateTime`: a release that does not move on unpauses it
    /// (``resumePausedLink(_:bounds:)``).
    var pausedLink: Instant?
    /// A touch caught it moving past an edge and its pan began at that touch-down
    /// (`-_beginScroll`): until the pan's first change the content stays where it was caught,
    /// and that change continues the rubber band from there (``continueGrabbedBounce(_:translation:bounds:)``).
    var grabbedOutside = false
  }

  /// Storage of this folder's files: every scroll view, in the order they were added.
  var entries: [Entry] = []
  /// Transforms composed to find the safe area scroll views cover, over the run: what a test
  /// counts (a scroll view nested in N others must not cost N).
  private(set) var safeAreaSteps = 0
  private var index: [ViewID: Int] = [:]
  /// Storage of this folder's files: the entries moving on after a release; only these are
  /// advanced at a frame.
  var moving: [Int] = []
  /// Storage of this folder's files: the cells highlighted now, in the order they were.
  var highlightedCells: [ViewID] = []

  var isEmpty: Bool { entries.isEmpty }

  /// The simulation composed `steps` transforms to find a scroll view's share of the safe area.
  mutating func countSafeAreaSteps(_ steps: Int) { safeAreaSteps += steps }
  /// The cells highlighted now.
  var highlighted: [ViewID] { highlightedCells }
  var anyMoving: Bool { !moving.isEmpty }

  /// Whether a scroll view holds the main run loop in `UITrackingRunLoopMode`: from its drag's
  /// start (`-_updatePanGesture` pushes it, "updatePanGesture starting to drag") through its
  /// deceleration, bounce or paging (`-_endPanNormal:` keeps it, "will smooth scroll"), until
  /// it stops (`-_stopScrollDecelerationNotify:` pops it, "Deceleration stopped") or the drag
  /// ends without moving on ("has no timer"). Not during `setContentOffset(_:animated:)`,
  /// which runs on UIAnimator, not the deceleration display link.
  var holdsTrackingRunLoopMode: Bool {
    entries.contains {
      switch $0.phase {
      case .dragging, .moving: true
      case .idle, .animating, .pageScrolling: false
      }
    }
  }

  /// Whether any of them is a table or collection view: only then can a touch reach a cell,
  /// so only then does a touch's view need looking up the tree for one.
  private(set) var holdsCells = false

  mutating func add(_ view: ViewID, settings: ScrollSettings, holdsCells: Bool = false) {
    self.holdsCells = self.holdsCells || holdsCells
    if let existing = index[view] {
      entries[existing].settings = settings
      return
    }
    index[view] = entries.count
    entries.append(Entry(view: view, settings: settings))
  }

  /// The entry of `view`, if it is a scroll view.
  func position(of view: ViewID) -> Int? { index[view] }

  func settings(of view: ViewID) -> ScrollSettings? { index[view].map { entries[$0].settings } }

  /// The scroll views being dragged or moving, in the order they were added, with their phase's
  /// name, for the frame record.
  var active: [(view: ViewID, phase: String)] {
    entries.compactMap {
      switch $0.phase {
      case .idle: nil
      case .dragging: ($0.view, "dragging")
      case .moving: ($0.view, "decelerating")
      case .animating, .pageScrolling: ($0.view, "animating")
      }
    }
  }

  /// The scroll view's pan entered `state`; `translation` and `velocity` are the pan's, `touch`
  /// its touch and when that came down.
  mutating func dragged(
    _ view: ViewID, state: GestureState, translation: Point, velocity: Point, bounds: Rect,
    at now: Instant, touch: (number: Int, down: Instant)? = nil
  ) -> [ScrollStep] {
    guard let position = index[view] else { return [] }
    let entry = entries[position]
    switch state {
    case .began:
      stopMoving(position)
      entries[position].streak.dragBegan(touch: touch?.number, down: touch?.down ?? now)
      // `-handlePan:` Began zeroes the four velocities, then updates.
      entries[position].phase = .dragging(start: bounds.origin, velocity: .zero, previous: .zero)
      // Caught past an edge, `-_updatePanGesture` sets the offset unbanded (it rubber-bands
      // only a pan not caught): the content stays where the touch caught it.
      let (steps, drag) =
        entry.grabbedOutside
        ? ([], Drag(offset: bounds.origin, outside: (false, false)))
        : follow(position, translation: translation, bounds: bounds)
      update(position, panVelocity: velocity, translation: translation, bounds: bounds, drag: drag)
      entries[position].lastDragUpdate = now
      return [.record(.scroll(view, .willBeginDragging))] + steps
    case .changed:
      // Engine choice: a drag that moved leaves no paused link behind (whether
      // `-_updatePanGesture` keeps it was not read).
      entries[position].pausedLink = nil
      continueGrabbedBounce(position, translation: translation, bounds: bounds)
      let (steps, drag) = follow(position, translation: translation, bounds: bounds)
      update(position, panVelocity: velocity, translation: translation, bounds: bounds, drag: drag)
      entries[position].lastDragUpdate = now
      return steps
    case .ended, .cancelled:
      // Ended or cancelled, the drag is released the same way: `-[UIScrollView handlePan:]`
      // sends both states to `_prepareToPage…` and `-_endPanNormal:YES` with the velocity kept.
      entries[position].grabbedOutside = false
      guard case .dragging(_, let current, let previous) = entry.phase else { return [] }
      return release(position, velocity: current, previous: previous, bounds: bounds, at: now)
    case .possible, .failed:
      return []
    }
  }

  /// `-_updatePanGesture`: the scroll view's velocity becomes −(the pan's velocity × 0.001)
  /// (points per second to per millisecond, `_velocityScaleFactor`), the old one kept as the
  /// previous; 0 on an axis it can't scroll. (A directional lock is the pan's: a locked pan
  /// reads no movement across its axis.) The fast-scroll streak hears the new velocity; a
  /// paging view's direction hears the translation and whether the streak's test broke.
  private mutating func update(
    _ position: Int, panVelocity: Point, translation: Point, bounds: Rect, drag: Drag
  ) {
    guard case .dragging(let start, let old, _) = entries[position].phase else { return }
    let settings = entries[position].settings
    // Bounded before any arithmetic: a recorded stream can hold any finite numbers.
    let limit = ScrollPhysics.maximumSpeed
    func scaled(_ v: Double) -> Double { v.isFinite ? min(max(-v, -limit), limit) / 1000 : 0 }
    let range = settings.offsetRange(viewSize: bounds.size)
    let canX =
      range.x.upperBound > range.x.lowerBound
      || (settings.alwaysBounceHorizontal && settings.bounces)
    let canY =
      range.y.upperBound > range.y.lowerBound
      || (settings.alwaysBounceVertical && settings.bounces)
    let velocity = Point(x: canX ? scaled(panVelocity.x) : 0, y: canY ? scaled(panVelocity.y) : 0)
    entries[position].phase = .dragging(start: start, velocity: velocity, previous: old)
    let broke = entries[position].streak.update(
      velocity: velocity, outside: drag.outside,
      displacement: Point(x: drag.offset.x - start.x, y: drag.offset.y - start.y))
    if settings.isPagingEnabled {
      entries[position].pages.dragUpdated(translation: translation, brokeStreak: broke)
    } else if broke {
      entries[position].pages.stopped()
    }
  }

  /// Where a drag update puts the content before `-setContentOffset:` rounds it, and on which
  /// axes it rubber-bands past an edge (`-_rubberBandContentOffsetForOffset:outsideX:outsideY:`).
  struct Drag {
    var offset: Point
    var outside: (x: Bool, y: Bool)
  }

  /// The content follows the finger on the axes it scrolls, rubber-banding past an edge (or
  /// stopping there without `bounces`). With `isDirectionalLockEnabled` the pan's translation
  /// is already locked to an axis (``PanSettings/directionalLock``).
  private mutating func follow(_ position: Int, translation: Point, bounds: Rect)
    -> ([ScrollStep], Drag)
  {
    var drag = Drag(offset: bounds.origin, outside: (false, false))
    guard case .dragging(let start, _, _) = entries[position].phase else { return ([], drag) }
    let settings = entries[position].settings
    let axes = settings.axes(viewSize: bounds.size)
    let range = settings.offsetRange(viewSize: bounds.size)
    var offset = bounds.origin
    // The rubber band's range is the view's size rounded to the pixel.
    let size = ScrollPhysics.pixelRounded(
      Point(x: bounds.width, y: bounds.height), scale: settings.screenScale)
    if axes.allowsHorizontal {
      let raw = start.x - translation.x
      offset.x = Self.dragged(raw, range: range.x, dimension: size.x, bounces: settings.bounces)
      drag.outside.x = settings.bounces && !range.x.contains(raw)
    }
    if axes.allowsVertical {
      let raw = start.y - translation.y
      offset.y = Self.dragged(raw, range: range.y, dimension: size.y, bounces: settings.bounces)
      drag.outside.y = settings.bounces && !range.y.contains(raw)
    }
    drag.offset = offset
    // `-setContentOffset:` rounds what the drag computed to the pixel.
    let shown = ScrollPhysics.pixelRounded(offset, scale: settings.screenScale)
    return ([.offset(entries[position].view, shown)], drag)
  }

  static func dragged(
    _ raw: Double, range: ClosedRange<Double>, dimension: Double, bounces: Bool
  ) -> Double {
    // Touches far off screen can make the translation overflow; NaN stays at the edge.
    guard !raw.isNaN else { return range.lowerBound }
    if raw < range.lowerBound {
      return bounces
        ? range.lowerBound - ScrollPhysics.rubberBand(range.lowerBound - raw, dimension: dimension)
        : range.lowerBound
    }
    if raw > range.upperBound {
      return bounces
        ? range.upperBound + ScrollPhysics.rubberBand(raw - range.upperBound, dimension: dimension)
        : range.upperBound
    }
    return raw
  }

  /// Where the current drag of `view` began, while it is dragged.
  func dragStart(of view: ViewID) -> Point? {
    guard let position = index[view], case .dragging(let start, _, _) = entries[position].phase
    else { return nil }
    return start
  }

  /// The drag goes on without the content (a sheet took it over): back to idle, no moments.
  mutating func abandonDrag(_ view: ViewID) {
    guard let position = index[view] else { return }
    stopMoving(position)
    entries[position].streak.stopped()
    entries[position].pages.stopped()
  }

  mutating func stopMoving(_ position: Int) {
    switch entries[position].phase {
    case .moving, .animating, .pageScrolling: moving.removeAll { $0 == position }
    case .idle, .dragging: break
    }
    entries[position].phase = .idle
  }
}
