import SimGeometry

/// Where the open menu's views go, and the template that makes them. UIKit lays the menu out
/// in private platter code this engine does not reproduce; the numbers here are the engine's
/// (docs/semantics.md, "Context menus"): a 250 pt wide menu of 44 pt rows, 8 pt from the
/// preview, below it when it fits above the bottom safe area, otherwise above, kept 16 pt from
/// the screen's sides.
struct ContextMenuLayout: Hashable, Sendable {
  static let menuWidth = 250.0
  static let rowHeight = 44.0
  static let gap = 8.0
  static let margin = 16.0

  let preview: Rect
  let menu: Rect

  /// `viewFrame`: the view's frame in the window.
  init(menu spec: ContextMenu, viewFrame: Rect, screen: Screen) {
    var preview = viewFrame
    if let size = spec.previewSize {
      preview = Rect(
        x: viewFrame.midX - size.width / 2, y: viewFrame.midY - size.height / 2,
        width: size.width, height: size.height)
    }
    let height = Self.rowHeight * Double(spec.items.count)
    let width = min(Self.menuWidth, screen.size.width)
    let bottom = screen.size.height - screen.safeArea.bottom
    var y = preview.maxY + Self.gap
    if y + height > bottom { y = max(screen.safeArea.top, preview.minY - Self.gap - height) }
    let x = min(max(preview.minX, Self.margin), screen.size.width - Self.margin - width)
    self.preview = preview
    self.menu = Rect(x: max(0, x), y: y, width: width, height: height)
  }

  /// The row of the action under `point` (window coordinates), if any.
  func row(at point: Point, count: Int) -> Int? {
    guard menu.contains(point) else { return nil }
    let row = Int((point.y - menu.minY) / Self.rowHeight)
    return row < count ? row : nil
  }

  /// The open menu's views, made once per view and attached while the menu is open: the
  /// container (with the preview pan), the blur (a tap dismisses), the preview (a tap is the preview action), the
  /// menu and its rows (a tap chooses the action).
  static func template(for spec: ContextMenu, of view: ViewID, named name: String, screen: Screen)
    -> ViewTemplate
  {
    func part(_ suffix: String?) -> String { ContextMenu.viewName(name, suffix) }
    func tap(_ suffix: String, _ event: ContextMenuEvent) -> GestureRecognizer {
      var tap = GestureRecognizer(name: part(suffix), kind: .tap(TapSettings()))
      tap.actions = [(.ended, [.system(.contextMenu(event))])]
      return tap
    }
    let screenRect = Rect(origin: .zero, size: screen.size)
    var builder = TemplateBuilder()
    let container = builder.add(
      ViewProperties(name: part(nil), frame: screenRect), parent: nil,
      gestures: [ContextMenuPlatterPan.recognizer(named: part("previewPan"), for: view)])
    _ = builder.add(
      ViewProperties(
        name: part("background"), class: .known(named: "UIVisualEffectView")!, frame: screenRect),
      parent: container, gestures: [tap("backgroundTap", .backgroundTapped(view))])
    _ = builder.add(
      ViewProperties(name: part("preview"), frame: .zero), parent: container,
      gestures: [tap("previewTap", .previewTapped(view))])
    let menu = builder.add(ViewProperties(name: part("menu"), frame: .zero), parent: container)
    for (index, item) in spec.items.enumerated() {
      let title = ContextMenu.actionPart(item.title)
      _ = builder.add(
        ViewProperties(
          name: part(title),
          frame: Rect(
            x: 0, y: rowHeight * Double(index), width: menuWidth, height: rowHeight)),
        parent: menu, gestures: [tap(title + ".tap", .actionTapped(view, index: index))])
    }
    return builder.template
  }
}
