import SimGeometry

/// `UIPanGestureRecognizer` (and, with an edge, `UIScreenEdgePanGestureRecognizer`), after the
/// decompiled `UIPanGestureRecognizer`: begins once the touches' centroid has moved the
/// hysteresis (10 pt) along either axis; the translation it then reports has that hysteresis
/// taken off each axis, so it starts near zero; fingers joining or leaving shift the reference
/// so the translation does not jump; lifting every finger ends it (or fails it, before began).
struct PanMachine: Hashable, Sendable {
  let settings: PanSettings
  /// For a screen-edge pan: the edges and the screen's size.
  let edge: ScreenEdgeRule?
  private var down = TouchSet()
  /// The centroid position that counts as zero translation.
  private var reference = Point.zero
  /// Taken off the raw translation once the pan has begun.
  private var offset = Point.zero
  private var velocity = VelocityEstimator()
  /// With ``PanSettings/directionalLock``: the axis the pan is locked to, nil until a move
  /// decides it.
  private var lock: PanAxes?
  /// `_lastTouchTime`: the touch-down or the last move; a move this long after it may decide
  /// the lock again once the pan has begun (``lockPause``).
  private var lastTouchTime = Instant.zero
  /// A scroll view's pan told its next touch catches the scroll view decelerating
  /// (``catchNextTouch()``): it begins at that touch-down.
  private var catchesNextTouch = false
  /// Begun at touch-down on a decelerating scroll view and still holding it: translation and
  /// velocity read zero until the touch moves the hysteresis.
  private var caught = false

  /// `UIScrollViewPanGestureRecognizer -_centroidMovedTo:atTime:affectingTranslation:`: once
  /// the pan has begun, a move at least this long after the previous touch event decides the
  /// lock again (`a4 - _lastTouchTime < 0.6` skips it).
  static let lockPause = Interval(nanoseconds: 600_000_000)

  init(settings: PanSettings, edge: ScreenEdgeRule? = nil) {
    self.settings = settings
    self.edge = edge
  }

  /// `UIScrollViewPanGestureRecognizer -touchesBegan:withEvent:` → `-_beginScroll`: on a scroll
  /// view that is decelerating (`tracksImmediatelyWhileDecelerating`, YES by default), the pan
  /// sets its "caught" flag and begins at the touch-down. Told before that touch is shown.
  mutating func catchNextTouch() { catchesNextTouch = true }

  /// The centroid's movement from the reference.
  private var raw: Point { down.isEmpty ? lastRaw : down.centroid - reference }
  private var lastRaw = Point.zero

  /// `translation(in: nil)`: window coordinates; zero until the pan begins.
  /// While caught, zero (`-translationInView:` of `UIScrollViewPanGestureRecognizer`).
  func translation(state: GestureState) -> Point {
    state.hasRecognized && !caught ? lastRaw - offset : .zero
  }

  /// `velocity(in: nil)`, in points per second; while caught, zero (`-velocityInView:`).
  var currentVelocity: Point { caught ? .zero : velocity.value }

  /// When a pan that had to wait for other recognizers to fail finally begins, its translation
  /// starts from zero there.
  mutating func restartTranslation() {
    offset = lastRaw
  }

  mutating func handle(_ input: MachineInput, state: GestureState) -> MachineOutput {
    let began = state.hasRecognized
    switch input {
    case .began(let samples, let time):
      for sample in samples {
        if let refusal = add(sample, at: time, began: began) { return refusal }
      }
      lastRaw = raw
      if catchesNextTouch && !began {
        catchesNextTouch = false
        caught = true
        return MachineOutput(.begin)
      }
      return MachineOutput()
    case .moved(let samples, let time):
      guard down.containsAny(of: samples) else { return MachineOutput() }
      let before = down.centroid
      down.update(samples)
      let paused = time >= lastTouchTime + Self.lockPause
      lastTouchTime = time
      if settings.directionalLock && (!began || paused) {
        decideLock(down.centroid - before, projectingVelocity: !began)
      }
      // A locked pan's location moves only along its axis (`-_shiftPanLocationToNewScene
      // ReferenceLocation:lockingToAxis:` adds each move's delta along it): the other axis's
      // translation stays where it was.
      if lock == .horizontal { reference.y += down.centroid.y - before.y }
      if lock == .vertical { reference.x += down.centroid.x - before.x }
      lastRaw = raw
      velocity.move(to: lastRaw, at: time)
      if began && !caught { return MachineOutput(.change) }
      guard down.count >= settings.minimumTouches else { return MachineOutput() }
      let h = settings.hysteresis
      // It begins once the touch moved the hysteresis along an axis it may begin along;
      // movement along another only keeps it waiting.
      let alongX = abs(lastRaw.x) >= h && settings.axes.allowsHorizontal
      let alongY = abs(lastRaw.y) >= h && settings.axes.allowsVertical
      guard alongX || alongY else { return MachineOutput() }
      offset = Point(
        x: lastRaw.x - shrink(lastRaw.x, by: h), y: lastRaw.y - shrink(lastRaw.y, by: h))
      // A caught pan is released by the first move that passes `-_shouldTryToBeginWithEvent:`
      // (`-_handleCaughtDeceleratingScrollViewWithEvent:`, `_removeHysteresisFromTranslation`):
      // it has begun already, so this is its first change.
      if caught {
        caught = false
        if began { return MachineOutput(.change) }
      }
      return MachineOutput(.begin)
    case .ended(let samples, _):
      guard down.containsAny(of: samples) else { return MachineOutput() }
      down.update(samples)
      lastRaw = raw
      return lift(samples.map(\.touch), began: began, cancelled: false)
    case .cancelled(let touches, _):
      guard touches.contains(where: down.contains) else { return MachineOutput() }
      return lift(touches, began: began, cancelled: true)
    case .timer:
      return MachineOutput()
    }
  }

  /// A touch joins; returns the failure when the pan can't take it.
  private mutating func add(_ sample: TouchSample, at time: Instant, began: Bool)
    -> MachineOutput?
  {
    if down.isEmpty && !began, let edge, let reason = edge.refusal(for: sample.location) {
      return MachineOutput(.fail(reason))
    }
    guard down.count < settings.maximumTouches else {
      return began
        ? nil : MachineOutput(.fail("more than \(settings.maximumTouches) touches are down"))
    }
    if down.isEmpty && !began {
      reference = sample.location
      down.add(sample.touch, at: sample.location)
      velocity.reset(at: time, position: .zero)
      lock = nil
      lastTouchTime = time
    } else {
      // A finger joining shifts the reference by the centroid's jump, so the translation
      // does not jump.
      let before = down.centroid
      down.add(sample.touch, at: sample.location)
      reference = reference + (down.centroid - before)
    }
    return nil
  }

  /// Fingers lift (or are cancelled) together: the rest carry on from where the centroid was.
  private mutating func lift(_ touches: [Int], began: Bool, cancelled: Bool) -> MachineOutput {
    let before = down.centroid
    for touch in touches { down.remove(touch) }
    if down.isEmpty {
      caught = false
      if began { return MachineOutput(cancelled ? .cancel : .end) }
      return MachineOutput(
        .fail(
          cancelled
            ? "its touch was cancelled"
            : "the touch lifted before moving \(points(settings.hysteresis)) \(liftReason)"))
    }
    reference = reference + (down.centroid - before)
    lastRaw = raw
    if began && down.count < settings.minimumTouches { return MachineOutput(.end) }
    return MachineOutput()
  }

  /// The directional lock from one move's `movement`: within 20° (0.34906585 rad) of
  /// horizontal it locks horizontal, within 20° of vertical (1.22173048 rad from horizontal)
  /// vertical, each only on an axis it can scroll; in between, or without movement, it stays.
  /// Decided while possible, the velocity's samples are projected onto the axis (the engine's
  /// reading); decided again after a pause, they are left as they were, as UIKit's samples are.
  private mutating func decideLock(_ movement: Point, projectingVelocity: Bool) {
    guard movement != .zero else { return }
    let angle = movement.x == 0 ? Double.pi / 2 : PortableMath.atan(abs(movement.y / movement.x))
    var decided = lock
    if angle <= 0.34906585 && settings.axes.allowsHorizontal {
      decided = .horizontal
    } else if angle >= 1.22173048 && settings.axes.allowsVertical {
      decided = .vertical
    }
    guard decided != lock, let decided else { return }
    lock = decided
    if projectingVelocity { velocity.project(keepingHorizontal: decided == .horizontal) }
  }

  /// Where a lift before the pan began says the touch did not move.
  private var liftReason: String {
    switch settings.axes {
    case .both: "along either axis"
    case .horizontal: "horizontally (it scrolls only horizontally)"
    case .vertical: "vertically (it scrolls only vertically)"
    case .none: "along an axis it can scroll (it can't scroll)"
    }
  }

  /// Moves `value` toward zero by `amount`, stopping at zero: (15, 3) less 10 is (5, 0).
  private func shrink(_ value: Double, by amount: Double) -> Double {
    value > 0 ? max(0, value - amount) : min(0, value + amount)
  }
}

/// Where a screen-edge pan may start.
struct ScreenEdgeRule: Hashable, Sendable {
  let settings: ScreenEdgeSettings
  let screen: Size

  /// Why a touch at `location` can't start the pan, or nil when it is close enough to an edge.
  func refusal(for location: Point) -> String? {
    let width = settings.edgeWidth
    for edge in settings.edges {
      switch edge {
      case .left where location.x <= width: return nil
      case .right where location.x >= screen.width - width: return nil
      case .top where location.y <= width: return nil
      case .bottom where location.y >= screen.height - width: return nil
      default: continue
      }
    }
    let names = settings.edges.map(\.rawValue).joined(separator: " or ")
    return
      "the touch began at \(location.compactDescription), not within \(points(width)) of the \(names) edge"
  }
}
