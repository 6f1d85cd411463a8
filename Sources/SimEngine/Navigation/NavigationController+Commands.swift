import SimGeometry

/// `pushViewController`, `popViewController`, `popToRootViewController` and
/// `setViewControllers`, each animated or not.
extension NavigationController {
  mutating func perform(_ command: NavigationCommand, on name: String) -> [PresentationStep] {
    guard let p = position(of: name) else {
      return [.record(.actionFailed("navigation: no navigation controller named '\(name)'"))]
    }
    switch command {
    case .interaction(.update(let progress)):
      return update(p, progress)
    case .interaction(.end(let finish, let speed, let curve)):
      return endInteraction(p, finish: finish, completionSpeed: speed, curve: curve)
    case .push, .pop, .popToRoot, .setViewControllers:
      break
    }
    // Read in place: a copy of the runtime kept while its stack changes would copy the stack.
    // UIKit's sanity check runs at the call, against the child list a running transition has
    // already changed (`_sanityCheckPushViewController:…`): a push of a screen on the stack
    // raises then, deferred or not.
    if case .push(let screen, _) = command, let index = navigations[p].screenIndex(screen),
      navigations[p].stack.contains(index)
    {
      return [.record(.actionFailed(Self.pushedTwice(screen, name)))]
    }
    if navigations[p].transition != nil {
      // UIKit applies a call made while a transition runs and defers its navigation handler
      // (`_executeNavigationHandler:deferred:`); the engine performs it once the transition ends.
      navigations[p].deferred.append(command)
      return [record(p, .deferred(describe(command)))]
    }
    let edit: ScreenStack.Edit
    switch command {
    case .push(let screen, _):
      guard let index = navigations[p].screenIndex(screen) else {
        return [.record(.actionFailed("push: '\(name)' has no screen named '\(screen)'"))]
      }
      if navigations[p].stack.contains(index) {
        return [.record(.actionFailed(Self.pushedTwice(screen, name)))]
      }
      edit = .push(index)
    case .interaction:
      return []
    case .pop:
      guard navigations[p].stack.count > 1 else {
        return [record(p, .ignored("pop with only the root view controller on the stack"))]
      }
      edit = .pop
    case .popToRoot:
      guard navigations[p].stack.count > 1 else {
        return [record(p, .ignored("popToRoot with only the root view controller on the stack"))]
      }
      edit = .replace([navigations[p].stack.screens[0]])
    case .setViewControllers(let screens, _):
      var list: [Int] = []
      list.reserveCapacity(screens.count)
      for screen in screens {
        guard let index = navigations[p].screenIndex(screen) else {
          return [
            .record(
              .actionFailed("setViewControllers: '\(name)' has no screen named '\(screen)'"))
          ]
        }
        list.append(index)
      }
      edit = .replace(list)
    }
    guard let from = navigations[p].stack.top, let to = navigations[p].stack.top(after: edit)
    else { return [] }
    if from == to {
      navigations[p].stack.apply(edit)
      return [record(p, .replaced)] + refreshChrome(p)
    }
    // A new top that was below the old one comes back: a pop; anything else slides in: a push.
    let operation: NavigationOperation =
      navigations[p].stack.contains(to) ? .pop : .push
    var interactive = false
    if case .pop(_, true) = command {
      guard navigations[p].spec.settings.customPop != nil else {
        return [
          .record(
            .actionFailed(
              "pop: an interactive pop of '\(name)' needs a custom pop transition (UIKit asks the delegate for an interaction controller only with its animator)"
            ))
        ]
      }
      interactive = true
    }
    let transition = NavigationTransition(
      operation: operation, from: from, to: to, interactive: interactive, edit: edit,
      isFinishing: !interactive)
    if isAnimated(command) {
      return begin(p, transition)
    }
    return immediately(p, transition)
  }

  private func isAnimated(_ command: NavigationCommand) -> Bool {
    switch command {
    case .push(_, let animated), .pop(let animated, _), .popToRoot(let animated),
      .setViewControllers(_, let animated):
      animated
    case .interaction:
      false
    }
  }

  static func pushedTwice(_ screen: String, _ name: String) -> String {
    "push: '\(screen)' is already on '\(name)''s stack (UIKit raises: pushing the same view controller instance more than once is not supported)"
  }

  private func describe(_ command: NavigationCommand) -> String {
    switch command {
    case .push(let screen, _): "push of '\(screen)'"
    case .pop: "pop"
    case .popToRoot: "popToRoot"
    case .setViewControllers: "setViewControllers"
    case .interaction(.update): "updateInteractiveTransition"
    case .interaction(.end(let finish, _, _)):
      finish ? "finishInteractiveTransition" : "cancelInteractiveTransition"
    }
  }

  /// Not animated: the new top replaces the old one at once, with every appearance callback.
  private mutating func immediately(_ p: Int, _ transition: NavigationTransition)
    -> [PresentationStep]
  {
    guard let views = navigations[p].views else { return [] }
    let fromView = navigations[p].screenViews[transition.from]
    let toView = navigations[p].screenViews[transition.to]
    var steps = appearance(p, transition.from, ["viewWillDisappear"])
    steps += appearance(p, transition.to, ["viewWillAppear"])
    steps.append(
      record(
        p,
        .began(
          transition.operation, from: navigations[p].spec.screens[transition.from].name,
          to: navigations[p].spec.screens[transition.to].name, interactive: false)))
    steps.append(.detach(fromView))
    steps.append(.change(toView, frameChange(navigations[p].restFrames[transition.to])))
    steps.append(.insert(toView, into: views.container, at: 0))
    navigations[p].stack.apply(transition.edit)
    steps += appearance(p, transition.from, ["viewDidDisappear"])
    steps += appearance(p, transition.to, ["viewDidAppear"])
    steps.append(record(p, .completed(transition.operation)))
    return steps + refreshChrome(p)
  }

  func frameChange(_ frame: Rect) -> ViewChange {
    var change = ViewChange()
    change.frame = frame
    return change
  }
}
