import SimGeometry

/// The views each built-in presentation makes, as a template a scenario could have written:
/// views, recognizers with actions, a button with a handler. UIKit's names for the parts are in
/// ``Presentation/viewName(_:_:)``.
enum PresentationViews {
  /// The template for `spec`: its container first, the presented content in its place.
  static func template(for spec: Presentation, screen: Screen) -> ViewTemplate {
    let name = spec.name
    func part(_ suffix: String) -> String { Presentation.viewName(name, suffix) }
    let screenRect = Rect(origin: .zero, size: screen.size)
    var builder = TemplateBuilder()
    func addContent(in parent: Int) { builder.append(spec.content, under: parent) }
    switch spec.style {
    case .sheet(let style):
      let container = builder.add(
        ViewProperties(name: part("container"), frame: screenRect), parent: nil)
      var tap = GestureRecognizer(name: part("dimmingTap"), kind: .tap(TapSettings()))
      tap.actions = [(.ended, [.system(.presentation(.dimmingTapped(name)))])]
      _ = builder.add(
        ViewProperties(name: part("dimming"), frame: screenRect), parent: container,
        gestures: [tap])
      let geometry = SheetGeometry(style: style, screen: screen.size, safeArea: screen.safeArea)
      var pan = GestureRecognizer(name: part("pan"), kind: .pan(PanSettings()))
      pan.actions = GestureKind.pan(PanSettings()).announcedStates.map {
        ($0, [.system(.presentation(.sheetDragged(name, $0)))])
      }
      let sheet = builder.add(
        ViewProperties(name: part("sheet"), frame: geometry.frame(top: screen.size.height)),
        parent: container, gestures: [pan])
      addContent(in: sheet)
      if style.grabber {
        _ = builder.add(
          ViewProperties(
            name: part("grabber"),
            frame: Rect(x: screen.size.width / 2 - 18, y: 5, width: 36, height: 5)),
          parent: sheet)
      }
    case .custom(let style):
      let container = builder.add(
        ViewProperties(name: part("container"), frame: screenRect), parent: nil)
      var gestures: [GestureRecognizer] = []
      if style.tapBackdropToDismiss {
        var tap = GestureRecognizer(name: part("backdropTap"), kind: .tap(TapSettings()))
        tap.actions = [(.ended, [.dismiss(name)])]
        gestures.append(tap)
      }
      _ = builder.add(
        ViewProperties(
          name: part("backdrop"), class: .known(named: "UIVisualEffectView")!, frame: screenRect),
        parent: container, gestures: gestures)
      let height = screen.size.height * style.heightRatio
      let presented = builder.add(
        ViewProperties(
          name: part("presented"),
          frame: Rect(
            x: 0, y: screen.size.height - height, width: screen.size.width, height: height)),
        parent: container)
      addContent(in: presented)
    case .animated:
      let container = builder.add(
        ViewProperties(name: part("container"), frame: screenRect), parent: nil)
      addContent(in: container)
    case .popup:
      var handlers = ControlHandlers()
      handlers.on(.touchUpInside, perform: [.dismiss(name)])
      let backdrop = builder.add(
        ViewProperties(name: part("backdrop"), class: .uiButton, frame: screenRect), parent: nil,
        handlers: handlers)
      addContent(in: backdrop)
    }
    return builder.template
  }

  /// The names of the container, the backdrop (dimming, blur or backdrop button) and the
  /// presented view (sheet, custom presented view, popup content).
  static func parts(of spec: Presentation) -> (
    container: String, backdrop: String, presented: String
  ) {
    let name = spec.name
    switch spec.style {
    case .sheet:
      return (
        Presentation.viewName(name, "container"), Presentation.viewName(name, "dimming"),
        Presentation.viewName(name, "sheet")
      )
    case .custom:
      return (
        Presentation.viewName(name, "container"), Presentation.viewName(name, "backdrop"),
        Presentation.viewName(name, "presented")
      )
    case .animated:
      return (
        Presentation.viewName(name, "container"), Presentation.viewName(name, "container"),
        spec.content.rootName
      )
    case .popup:
      return (
        Presentation.viewName(name, "backdrop"), Presentation.viewName(name, "backdrop"),
        spec.content.rootName
      )
    }
  }
}
