import SimGeometry

/// Presentations: the ``PresentationController`` decides what presenting, dismissing and its
/// own events do; this carries out its steps with the same views, recognizers and animations a
/// scenario uses.
extension Simulation {
  /// Makes a presentation available to `present` and `dismiss` actions.
  /// - Precondition: no other presentation has the same name.
  public mutating func addPresentation(_ presentation: Presentation) {
    presenter.add(presentation)
  }

  /// The presentation's phase, or nil when there is none of that name.
  public func phase(ofPresentation name: String) -> PresentationPhase? {
    presenter.runtime(named: name)?.phase
  }

  /// A sheet's selected detent.
  public func detent(ofPresentation name: String) -> String? {
    presenter.runtime(named: name)?.detent
  }

  /// Every presentation's name, phase and detent, in the order they were added.
  public var presentationStates: [(name: String, phase: PresentationPhase, detent: String?)] {
    presenter.snapshots.map { ($0.name, $0.phase, $0.detent) }
  }

  mutating func present(_ name: String) {
    switch presenter.prepareToPresent(name) {
    case .unknown:
      record(.actionFailed("present: no presentation named '\(name)'"))
      return
    case .ignored(let reason):
      record(.presentationIgnored(name, reason: reason))
      return
    case .needsViews(let template):
      instantiate(template, in: tree.window)
      presenter.viewsCreated(name, in: tree)
    case .ready:
      break
    }
    carryOut(presenter.present(name, tree: tree))
  }

  mutating func dismiss(_ name: String, interactive: Bool = false) {
    if interactive, let runtime = presenter.runtime(named: name) {
      guard case .animated = runtime.spec.style else {
        record(
          .actionFailed(
            "dismiss: an interactive dismissal of '\(name)' needs the delegate's animators (style 'animated')"
          ))
        return
      }
    }
    carryOut(
      presenter.dismiss(
        name, velocity: 0, drawn: drawnFrame(of: name), tree: tree, interactive: interactive))
  }

  /// `pan`: the recognizer whose translation and velocity drive a sheet's drag (the sheet's own
  /// unless a scroll view in it hands its drag to the sheet).
  mutating func handle(
    _ event: PresentationEvent, pan panName: String? = nil, translationBase: Double = 0
  ) {
    var inputs = PresentationController.SheetInputs(translation: 0, velocity: 0, drawn: nil)
    switch event {
    case .sheetDragged(let name, _), .dimmingTapped(let name):
      inputs.drawn = drawnFrame(of: name)
      if let pan = arena.id(named: panName ?? Presentation.viewName(name, "pan")) {
        let values = arena[pan].snapshot
        inputs.translation = (values.translation?.y ?? 0) - translationBase
        inputs.velocity = values.velocity?.y ?? 0
      }
    case .presentTransitionEnded, .dismissTransitionEnded, .dismissTransitionCancelled,
      .sheetSettled:
      break
    }
    carryOut(presenter.handle(event, inputs: inputs, tree: tree))
  }

  /// Where the presentation's presented view is drawn now.
  private func drawnFrame(of name: String) -> Rect? {
    presenter.runtime(named: name)?.presented.map { presentation(of: $0).frame }
  }

  mutating func carryOut(_ steps: [PresentationStep]) {
    for step in steps {
      switch step {
      case .record(let kind):
        record(kind)
      case .attach(let container):
        tree.addSubview(container, to: tree.window)
      case .detach(let container):
        tree.removeFromSuperview(container)
        record(.removed(view: container))
        stopTouchesOutsideWindow()
        stopAnimationsOutsideWindow()
      case .insert(let view, let parent, let index):
        tree.insertSubview(view, into: parent, at: index)
      case .refuseTouches(let name, let reason):
        if let id = arena.id(named: name) { arena.setReceiveRefusal(reason, of: id) }
      case .change(let view, let change):
        change.apply(to: &tree[view])
      case .animate(let view, let animation):
        start(animation, view: view)
      case .stopAnimations(let view):
        stopAnimations(of: view)
      case .run(let actions):
        perform(actions)
      }
    }
  }
}
