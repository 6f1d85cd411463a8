import SimGeometry

/// Navigation controllers: the ``NavigationController`` decides what pushing, popping and its
/// own events do; this carries out its steps with the same views, recognizers and animators a
/// scenario uses.
extension Simulation {
  /// Adds a navigation controller: its view goes in front of the window's subviews, with the
  /// top screen's view in it.
  /// - Precondition: no other navigation controller has the same name, and its screens' view
  ///   names are new.
  public mutating func addNavigation(_ navigation: Navigation) {
    navigator.add(navigation)
    instantiate(NavigationViews.template(for: navigation, screen: screen), in: tree.window)
    carryOut(navigator.viewsCreated(navigation.name, in: tree))
  }

  /// The navigation controller's stack, root first, or nil when there is none of that name.
  public func stack(ofNavigation name: String) -> [String]? {
    navigator.runtime(named: name)?.stackNames
  }

  /// The running transition's operation and whether the finger drives it, or nil when none
  /// runs.
  public func transition(ofNavigation name: String) -> (
    operation: NavigationOperation, interactive: Bool
  )? {
    navigator.runtime(named: name)?.transition.map { ($0.operation, $0.interactive) }
  }

  mutating func handle(_ event: NavigationEvent) {
    var inputs = NavigationController.PopInputs(translation: 0, velocity: 0, time: now.seconds)
    if case .popGesture(let name, _) = event,
      let pan = arena.id(named: Navigation.part(name, "popGesture"))
    {
      let values = arena[pan].snapshot
      inputs.translation = values.translation?.x ?? 0
      inputs.velocity = values.velocity?.x ?? 0
    }
    carryOut(navigator.handle(event, inputs: inputs))
  }
}
