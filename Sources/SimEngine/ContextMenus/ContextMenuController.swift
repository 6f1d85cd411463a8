import SimGeometry

/// The room of context menus (`UIContextMenuInteraction` over `_UIClickPresentationInteraction`
/// and its long-press driver): which views have one, the press being timed, and the menu that
/// is open. The coordinator hands it touches, display-link frames, other recognizers'
/// recognitions and the taps on the menu; it answers with ``ContextMenuStep``s. Only one menu
/// is pressed or open at a time, as only one context-menu presentation is active in a window.
struct ContextMenuController: Sendable {
  /// The phase of the one interaction that is active, if any.
  enum Phase: Hashable, Sendable {
    case idle
    /// `_UITouchDurationObservingGestureRecognizer` is timing touch `touch` on `view`, which
    /// came down at `start` at `origin` (window coordinates).
    case pressing(view: ViewID, touch: Int, start: Instant, origin: Point)
    /// The menu of `view` is open; `touch` is the press still down (drag to select), nil once
    /// it lifted; `highlighted` the action under it.
    case open(view: ViewID, touch: Int?, highlighted: Int?)
  }

  /// The menus by view: looked up, never iterated. Storage of this folder's files.
  var menus: [ViewID: ContextMenu] = [:]
  /// The open menu's views by the view they belong to, made the first time its menu opens.
  /// Storage of this folder's files.
  var containers: [ViewID: ViewID] = [:]
  /// Each menu's failure relationship recognizer, by view: looked up, never iterated.
  /// Storage of this folder's files.
  var relationships: [ViewID: RecognizerID] = [:]
  /// Where the open menu's preview and rows are. Storage of this folder's files.
  var layout: ContextMenuLayout?
  /// Storage of this folder's files; read it through ``currentPhase``.
  var phase = Phase.idle
  /// The highlight progress last handed to the lift (`_UIGravityWellEffect`'s
  /// `effectProgress`) while the press is timed; nil before the first update and once the
  /// effect ends. Storage of this folder's files.
  var liftProgress: Double?
  /// The preview pan's `_UIVelocityIntegrator` (``ContextMenuPlatterPan``), reset when a pan
  /// begins. Storage of this folder's files.
  var platterVelocity = ContextMenuPlatterVelocity()

  /// The interaction's phase now.
  var currentPhase: Phase { phase }

  /// Whether any view has a menu (the coordinator skips the room when none does).
  var isEmpty: Bool { menus.isEmpty }

  /// `addInteraction(_:)`: `view` gets `menu`, replacing any it had.
  mutating func add(_ menu: ContextMenu, to view: ViewID) { menus[view] = menu }

  func menu(of view: ViewID) -> ContextMenu? { menus[view] }

  /// `view`'s interaction added its failure relationship recognizer `id`.
  mutating func relationshipAdded(_ id: RecognizerID, for view: ViewID) {
    relationships[view] = id
  }

  /// The views of `view`'s open menu were made.
  mutating func viewsCreated(_ view: ViewID, container: ViewID) { containers[view] = container }

  /// A touch came down. `view`: the nearest view with a menu at or above the touched view;
  /// `touchesDown`: how many touches are down now, this one included.
  mutating func touchBegan(
    _ number: Int, on view: ViewID?, at location: Point, touchesDown: Int, time: Instant
  ) -> [ContextMenuStep] {
    switch phase {
    case .idle:
      // `-touchesBegan:withEvent:` starts timing only a lone touch.
      guard let view, touchesDown == 1 else { return [] }
      phase = .pressing(view: view, touch: number, start: time, origin: location)
      liftProgress = nil
      return [.record(view, .pressStarted(touch: number))]
    case .pressing(let pressed, _, _, _):
      // `_exceededNumberOfTouchesForEvent:`: a second touch fails the press.
      return fail(pressed, "a second touch came down")
    case .open:
      return []
    }
  }

  /// A touch moved.
  mutating func touchMoved(_ number: Int, to location: Point) -> [ContextMenuStep] {
    switch phase {
    case .idle:
      return []
    case .pressing(let view, let touch, _, let origin):
      guard touch == number else { return [] }
      // `-touchesMoved:withEvent:`: each axis on its own against the allowable movement.
      let dx = abs(location.x - origin.x)
      let dy = abs(location.y - origin.y)
      let limit = ContextMenuTiming.allowableMovement
      guard dx > limit || dy > limit else { return [] }
      return fail(view, "the touch moved more than \(Self.points(limit)) along an axis")
    case .open(let view, let touch, let highlighted):
      guard touch == number, let spec = menus[view] else { return [] }
      let row = layout?.row(at: location, count: spec.items.count)
      guard row != highlighted else { return [] }
      phase = .open(view: view, touch: touch, highlighted: row)
      return [.record(view, .highlighted(row.map { spec.items[$0].title }))]
    }
  }

  /// A touch lifted (or was cancelled: `cancelled`).
  mutating func touchEnded(_ number: Int, at location: Point, cancelled: Bool)
    -> [ContextMenuStep]
  {
    switch phase {
    case .idle:
      return []
    case .pressing(let view, let touch, _, _):
      guard touch == number else { return [] }
      return fail(
        view, cancelled ? "its touch was cancelled" : "the touch lifted before the menu opened")
    case .open(let view, let touch, let highlighted):
      guard touch == number else { return [] }
      // Releasing on an action chooses it (drag to select); anywhere else the menu stays.
      if !cancelled, let highlighted { return choose(highlighted, of: view) }
      phase = .open(view: view, touch: nil, highlighted: nil)
      return []
    }
  }

  /// The view and touch of the press being timed, if any.
  var press: (view: ViewID, touch: Int)? {
    if case .pressing(let view, let touch, _, _) = phase { return (view, touch) }
    return nil
  }

  /// Another recognizer tracking the press's touch began or recognized: before the menu opens,
  /// `_UIClickPresentationInteraction -_gestureRecognizerFailed:` cancels the drivers when its
  /// exclusion recognizer is excluded by it.
  mutating func otherRecognized(_ name: String) -> [ContextMenuStep] {
    guard let press else { return [] }
    return fail(press.view, "'\(name)' recognized first")
  }

  /// The pressed view left the window before its menu opened (`-willMoveToView:` cancels the
  /// interaction).
  mutating func viewLeftWindow() -> [ContextMenuStep] {
    guard let press else { return [] }
    return fail(press.view, "the view left the window")
  }

  /// A display-link frame at `time`; `viewFrame`: the pressed view's frame in the window,
  /// `previewSize`: its bounds' size (`UITargetedPreview initWithView:`).
  /// `_displayLinkDidFire:` moves the driver's recognizer to changed once it has begun
  /// (`minimumDurationRequired` after the touch came down), and
  /// `-_updateForActiveGestureRecognizer` first updates the highlight (the lift,
  /// ``ContextMenuLift``), then clicks down (opens the menu) once the touch duration over
  /// `clickDownDuration` reaches 1. At that frame the effect is handed to the menu
  /// (`endForHandOff`), so no lift animation starts then.
  mutating func frame(at time: Instant, viewFrame: Rect, previewSize: Size, screen: Screen)
    -> [ContextMenuStep]
  {
    guard case .pressing(let view, let touch, let start, _) = phase, let spec = menus[view]
    else { return [] }
    let duration = time - start
    guard duration >= ContextMenuTiming.minimumDurationRequired else { return [] }
    if duration >= ContextMenuTiming.clickDownDuration {
      liftProgress = nil
      return open(view, spec: spec, touch: touch, viewFrame: viewFrame, screen: screen)
    }
    let progress = ContextMenuLift.progress(touchDuration: duration)
    if let last = liftProgress, abs(last - progress) <= ContextMenuLift.tolerance { return [] }
    liftProgress = progress
    return [.lift(view, scale: ContextMenuLift.scale(progress: progress, size: previewSize))]
  }

  /// The lift view of `view` finished lowering: it leaves unless a new press lifts it again
  /// (`-[_UIGravityWellEffect _updateToProgress:state:]`'s completion tears the views down when
  /// no animation is left and the effect has ended).
  func liftLowered(_ view: ViewID) -> [ContextMenuStep] {
    if let press, press.view == view, liftProgress != nil { return [] }
    return [.removeLift(view)]
  }

  /// The press stops before the menu opens. The driver's end ends the interaction
  /// (`-_driverEnded` → `-_endInteractionWithContext:`, state below 2), which fails the
  /// exclusion relationship recognizer, and its failure (`-_gestureRecognizerFailed:`) fails
  /// the failure relationship recognizer: the long presses waiting for it go on.
  private mutating func fail(_ view: ViewID, _ reason: String) -> [ContextMenuStep] {
    phase = .idle
    var steps: [ContextMenuStep] = [.record(view, .pressFailed(reason))]
    // The interaction ends its effect (`_endInteractionEffectIfNeeded` → `-end`): the lift
    // goes back to scale 1 with the same spring, then leaves.
    if liftProgress != nil { steps.append(.lowerLift(view)) }
    liftProgress = nil
    if let relationship = relationships[view] {
      steps.append(
        .settle(
          relationship, succeeded: false,
          reason: "its context menu's press failed (\(reason)): _fail"))
    }
    return steps
  }

  static func points(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) pt" : "\(value) pt"
  }
}
