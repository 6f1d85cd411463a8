import SimGeometry

/// The views a navigation controller makes, as a template a scenario could have written: its
/// view with the interactive pop recognizer, every screen's view tree (the simulation takes all
/// but the top one out of the window after creating them), the dimming view, and the bar with
/// its back button and title.
enum NavigationViews {
  static func template(for spec: Navigation, screen: Screen) -> ViewTemplate {
    let name = spec.name
    let settings = spec.settings
    func part(_ suffix: String) -> String { Navigation.part(name, suffix) }
    let bounds = Rect(origin: .zero, size: screen.size)
    var builder = TemplateBuilder()
    // The controller's view; its next responder is the navigation controller itself.
    var view = ViewProperties(name: name, frame: bounds)
    view.viewController = Navigation.part(name, "controller")
    let container = builder.add(view, parent: nil, gestures: [Navigation.popGesture(of: spec)])
    for screenSpec in spec.screens {
      let root = builder.append(screenSpec.content, under: container)
      builder.update(root) { properties in
        if properties.viewController == nil { properties.viewController = screenSpec.name }
      }
    }
    var dimming = ViewProperties(name: part("dimming"), frame: bounds)
    dimming.alpha = 0
    _ = builder.add(dimming, parent: container)
    var bar = ViewProperties(
      name: part("bar"),
      frame: Rect(
        x: 0, y: screen.safeArea.top, width: screen.size.width, height: settings.barHeight))
    bar.isHidden = settings.isBarHidden
    let barIndex = builder.add(bar, parent: container)
    var handlers = ControlHandlers()
    handlers.on(.touchUpInside, perform: [.navigation(name, .pop(animated: true))])
    var back = ViewProperties(
      name: part("bar.back"), class: .uiButton,
      frame: Rect(x: 0, y: 0, width: settings.backButtonWidth, height: settings.barHeight))
    back.isHidden = spec.stack.count < 2
    _ = builder.add(back, parent: barIndex, handlers: handlers)
    let titleWidth = max(0, screen.size.width - 2 * settings.backButtonWidth)
    _ = builder.add(
      ViewProperties(
        name: part("bar.title"), class: .uiLabel,
        frame: Rect(
          x: settings.backButtonWidth, y: 0, width: titleWidth, height: settings.barHeight)),
      parent: barIndex)
    return builder.template
  }
}
