import SimGeometry

/// The navigation controllers of a simulation: each one's stack, views, running transition and
/// interactive pop.
///
/// Asked to push, pop or react to one of its ``NavigationEvent``s, it changes its own state and
/// answers with the steps the simulation carries out, in order: views inserted, moved and taken
/// out of the window, the transition's `UIViewPropertyAnimator` driven through the same
/// `animator` actions a scenario writes, appearance callbacks and journal entries. It reads the
/// views but never writes them.
struct NavigationController: Sendable {
  /// The controllers in the order added. Storage of this folder's files.
  var navigations: [NavigationRuntime] = []
  private var index: [String: Int] = [:]
  let screen: Screen

  init(screen: Screen) {
    self.screen = screen
  }

  /// - Precondition: no other navigation controller has the same name.
  mutating func add(_ spec: Navigation) {
    precondition(index[spec.name] == nil, "duplicate navigation controller '\(spec.name)'")
    index[spec.name] = navigations.count
    navigations.append(NavigationRuntime(spec: spec))
  }

  func position(of name: String) -> Int? { index[name] }

  func runtime(named name: String) -> NavigationRuntime? { index[name].map { navigations[$0] } }

  /// Its views exist now: the controller finds them by name, keeps the top screen's view in the
  /// window and takes the others out, and the top screen appears.
  mutating func viewsCreated(_ name: String, in tree: ViewTree) -> [PresentationStep] {
    guard let p = index[name] else { return [] }
    let spec = navigations[p].spec
    func find(_ suffix: String) -> ViewID? { tree.view(named: Navigation.part(name, suffix)) }
    guard let container = tree.view(named: name), let dimming = find("dimming"),
      let bar = find("bar"), let back = find("bar.back")
    else { return [] }
    navigations[p].views = NavigationViewIDs(
      container: container, dimming: dimming, bar: bar, back: back)
    // One view per screen, by position: a screen whose view is missing would shift the rest.
    let screenViews = spec.screens.compactMap { tree.view(named: $0.content.rootName) }
    guard screenViews.count == spec.screens.count else { return [] }
    navigations[p].screenViews = screenViews
    navigations[p].restFrames = navigations[p].screenViews.map { tree[$0].frame }
    var steps: [PresentationStep] = []
    let top = navigations[p].topIndex
    for (screen, view) in navigations[p].screenViews.enumerated() where screen != top {
      steps.append(.detach(view))
    }
    if let top {
      steps += appearance(p, top, ["viewWillAppear", "viewDidAppear"])
    }
    steps += refreshChrome(p)
    return steps
  }

  /// The appearance callbacks of screen `screen`, as logs `<screen>.<callback>`; the first
  /// time it appears, `viewDidLoad` comes first.
  mutating func appearance(_ p: Int, _ screen: Int, _ callbacks: [String]) -> [PresentationStep] {
    var steps: [PresentationStep] = []
    let name = navigations[p].spec.screens[screen].name
    if !navigations[p].loaded[screen] {
      navigations[p].loaded[screen] = true
      steps.append(.record(.log("\(name).viewDidLoad")))
    }
    for callback in callbacks { steps.append(.record(.log("\(name).\(callback)"))) }
    return steps
  }

  /// The bar's back button shows when there is a screen to go back to; the pop recognizer takes
  /// touches only when it could pop now.
  func refreshChrome(_ p: Int) -> [PresentationStep] {
    let runtime = navigations[p]
    guard let views = runtime.views else { return [] }
    var back = ViewChange()
    back.isHidden = runtime.stack.count < 2
    return [
      .change(views.back, back),
      .refuseTouches(
        recognizer: Navigation.part(runtime.spec.name, "popGesture"),
        reason: popRefusal(runtime)),
    ]
  }

  /// Why the interactive pop takes no touch now (`_shouldInteractivePopGestureBeEnabled` and
  /// the transition checks of `_gestureRecognizer:shouldReceiveEvent:`), or nil.
  private func popRefusal(_ runtime: NavigationRuntime) -> String? {
    let settings = runtime.spec.settings
    if !settings.isPopGestureEnabled { return "interactivePopGestureRecognizer is disabled" }
    if settings.customPop != nil {
      return "a custom pop transition replaces the built-in back swipe"
    }
    if runtime.transition != nil { return "a navigation transition is running" }
    if runtime.stack.count < 2 { return "the stack has only its root view controller" }
    if settings.isBarHidden && !settings.popsWithHiddenBar {
      return "the navigation bar is hidden and no delegate allows the pop gesture"
    }
    return nil
  }

  /// A journal entry with the stack after `event`: all of it up to
  /// ``NavigationRecord/stackShown`` screens, its top ones past that, so an entry costs the
  /// same however deep the stack is.
  func record(_ p: Int, _ event: NavigationRecord.Event) -> PresentationStep {
    let stack = navigations[p].stack
    let shown = stack.screens.suffix(NavigationRecord.stackShown)
    return .record(
      .navigation(
        NavigationRecord(
          navigation: navigations[p].spec.name, event: event,
          stack: shown.map { navigations[p].spec.screens[$0].name }, depth: stack.count)))
  }
}

/// A navigation controller inside a simulation.
struct NavigationRuntime: Hashable, Sendable {
  let spec: Navigation
  var stack: ScreenStack
  /// Each screen's position in `spec.screens`, by name.
  private let screenIndices: [String: Int]
  var views: NavigationViewIDs?
  /// Each screen's root view and its frame at rest, in the order of `spec.screens`.
  var screenViews: [ViewID] = []
  var restFrames: [Rect] = []
  var loaded: [Bool]
  var transition: NavigationTransition?
  var tracker: PopGestureTracker?
  /// Calls made while a transition ran, in order, performed when it ends (``NavigationRecord/Event/deferred(_:)``).
  var deferred: [NavigationCommand] = []

  init(spec: Navigation) {
    self.spec = spec
    var indices: [String: Int] = [:]
    for (index, screen) in spec.screens.enumerated() where indices[screen.name] == nil {
      indices[screen.name] = index
    }
    self.screenIndices = indices
    self.stack = ScreenStack(
      spec.stack.compactMap { indices[$0] }, screenCount: spec.screens.count)
    self.loaded = Array(repeating: false, count: spec.screens.count)
  }

  func screenIndex(_ name: String) -> Int? { screenIndices[name] }

  var topIndex: Int? { stack.top }

  /// The stack's screens by name, root first.
  var stackNames: [String] { stack.screens.map { spec.screens[$0].name } }

  var animatorName: String { Navigation.part(spec.name, "transition") }
}

struct NavigationViewIDs: Hashable, Sendable {
  let container: ViewID
  let dimming: ViewID
  let bar: ViewID
  let back: ViewID
}

/// A running push or pop: from which screen to which, the change of the stack it makes when it
/// begins, and, once begun, what undoes it if it is cancelled.
struct NavigationTransition: Hashable, Sendable {
  let operation: NavigationOperation
  let from: Int
  let to: Int
  let interactive: Bool
  let edit: ScreenStack.Edit
  var undo: ScreenStack.Undo?
  /// An interactive transition's progress, as last set by the finger.
  var progress = 0.0
  /// Set once the finger lifted (or the transition is not interactive).
  var isFinishing: Bool
}
