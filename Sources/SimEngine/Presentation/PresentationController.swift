import SimGeometry

/// The presentations a simulation can present and dismiss, and what each does on screen.
///
/// It owns every presentation's phase, detent, views and drag. Asked to present, dismiss or
/// react to one of its ``PresentationEvent``s, it changes its own state and answers with the
/// ``PresentationStep``s the simulation carries out, in order: views attached and changed,
/// animations started, journal entries. It reads the views but never writes them.
struct PresentationController: Sendable {
  /// The presentations in the order added. Storage of this folder's files.
  var presentations: [PresentationRuntime] = []
  private var index: [String: Int] = [:]
  let screen: Screen

  init(screen: Screen) {
    self.screen = screen
  }

  /// Makes a presentation available to `present` and `dismiss` actions.
  /// - Precondition: no other presentation has the same name.
  mutating func add(_ presentation: Presentation) {
    precondition(index[presentation.name] == nil, "duplicate presentation '\(presentation.name)'")
    index[presentation.name] = presentations.count
    presentations.append(PresentationRuntime(spec: presentation))
  }

  func runtime(named name: String) -> PresentationRuntime? {
    index[name].map { presentations[$0] }
  }

  func position(of name: String) -> Int? { index[name] }

  var snapshots: [PresentationSnapshot] {
    presentations.map { PresentationSnapshot(name: $0.name, phase: $0.phase, detent: $0.detent) }
  }

  /// What presenting `name` needs first.
  enum Preparation {
    case unknown
    case ignored(reason: String)
    /// Its views, created the first time it is presented.
    case needsViews(ViewTemplate)
    case ready
  }

  func prepareToPresent(_ name: String) -> Preparation {
    guard let position = index[name] else { return .unknown }
    let runtime = presentations[position]
    guard runtime.phase == .dismissed else {
      // UIKit's -_presentViewController:withAnimationController:completion: logs and returns:
      // "… while a presentation is in progress." while the presenter's currentAction (a
      // PresentModal or DismissModal action) is set, "… which is already presenting …" once
      // it is presented. Presenting what is presenting asks for what is happening.
      let reason =
        runtime.phase == .presenting
        ? "it is already presenting" : "it is \(runtime.phase.rawValue)"
      return .ignored(reason: reason)
    }
    guard runtime.container == nil else { return .ready }
    return .needsViews(PresentationViews.template(for: runtime.spec, screen: screen))
  }

  /// Its views exist now: the controller finds them by name.
  mutating func viewsCreated(_ name: String, in tree: ViewTree) {
    guard let position = index[name] else { return }
    let parts = PresentationViews.parts(of: presentations[position].spec)
    presentations[position].container = tree.view(named: parts.container)
    presentations[position].backdrop = tree.view(named: parts.backdrop)
    presentations[position].presented = tree.view(named: parts.presented)
  }

  mutating func setPhase(_ position: Int, _ phase: PresentationPhase) -> PresentationStep {
    presentations[position].phase = phase
    let runtime = presentations[position]
    return .record(.presentation(runtime.name, phase, detent: runtime.detent))
  }

  /// The present animation ended: presented; a sheet's container lets touches through when its
  /// detent is undimmed.
  mutating func arrived(_ position: Int) -> [PresentationStep] {
    guard presentations[position].phase == .presenting else { return [] }
    var steps = [setPhase(position, .presented)]
    steps += passThrough(position)
    steps.append(.record(.log(Presentation.viewName(presentations[position].name, "didPresent"))))
    return steps
  }

  /// The dismiss animation ended: the views leave the window.
  mutating func gone(_ position: Int) -> [PresentationStep] {
    guard presentations[position].phase == .dismissing,
      let container = presentations[position].container
    else { return [] }
    var steps: [PresentationStep] = [.detach(container)]
    steps.append(setPhase(position, .dismissed))
    let runtime = presentations[position]
    if case .popup(let style) = runtime.spec.style, let content = runtime.presented {
      // The content goes back to its own values, so presenting again shows it the same way.
      let original = runtime.spec.content.entries[0].properties
      var change = ViewChange()
      change.center = original.center
      change.boundsOrigin = original.bounds.origin
      change.boundsSize = original.bounds.size
      change.alpha = original.alpha
      change.transform = original.transform
      steps.append(.change(content, change))
      steps.append(.record(.log(Presentation.viewName(runtime.name, "didDismiss"))))
      steps.append(.run(style.onHide))
    } else {
      steps.append(.record(.log(Presentation.viewName(runtime.name, "didDismiss"))))
    }
    return steps
  }

  /// A sheet's container passes touches to the presenting views when it rests on an undimmed
  /// detent; every other container swallows what its views don't take.
  func passThrough(_ position: Int) -> [PresentationStep] {
    let runtime = presentations[position]
    guard let container = runtime.container else { return [] }
    var passes = false
    if case .sheet(let style) = runtime.spec.style, runtime.phase == .presented {
      passes = !isDimmed(style, detent: runtime.detent)
    }
    var change = ViewChange()
    change.passesTouchesThrough = passes
    return [.change(container, change)]
  }

  func isDimmed(_ style: SheetStyle, detent: String?) -> Bool {
    let geometry = sheetGeometry(style)
    guard let undimmed = geometry.detent(named: style.largestUndimmedDetent),
      let current = geometry.detent(named: detent)
    else { return true }
    return geometry.value(of: current) > geometry.value(of: undimmed)
  }

  func sheetGeometry(_ style: SheetStyle) -> SheetGeometry {
    SheetGeometry(style: style, screen: screen.size, safeArea: screen.safeArea)
  }

  /// An animation of `view` to `change`, from where it is drawn, not hittable meanwhile unless
  /// `interactive`; `completion` runs when it ends finished.
  func animation(
    _ view: ViewID, _ change: ViewChange, motion: Motion, in tree: ViewTree,
    completion: PresentationEvent? = nil, interactive: Bool = false
  ) -> PresentationStep {
    var animation = ViewAnimation(
      view: tree.name(of: view), to: change, duration: motion.duration, timing: motion.timing,
      allowsUserInteraction: interactive, beginsFromCurrentState: true)
    if let completion { animation.completionIfFinished = [.system(.presentation(completion))] }
    return .animate(view, animation)
  }
}

/// A presentation inside a simulation.
struct PresentationRuntime: Hashable, Sendable {
  let spec: Presentation
  var phase: PresentationPhase = .dismissed
  /// A sheet's selected detent.
  var detent: String?
  /// The views the engine made for it, once presented the first time.
  var container: ViewID?
  /// The dimming view, the blur backdrop or the popup's backdrop button.
  var backdrop: ViewID?
  /// The sheet, the custom presented view, or the popup's content.
  var presented: ViewID?
  /// A dragged sheet's top when the drag began.
  var dragStartTop: Double?
  /// During an interactive dismissal, whether its interaction controller has finished or
  /// cancelled it; nil otherwise.
  var interactionIsFinishing: Bool?

  var name: String { spec.name }
}
