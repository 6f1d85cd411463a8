import SimGeometry

extension Presentation.Style {
  /// The presented content's frame when the scenario gives it none: a sheet's content is as
  /// wide as the screen and as tall as its largest detent plus the bottom safe area; a custom
  /// presentation's is `heightRatio` of the screen; an animated one's the whole screen. A popup
  /// has none (its content must say where it goes). The reader and the Swift API both apply it.
  public func defaultContentFrame(on screen: Screen) -> Rect? {
    switch self {
    case .sheet(let sheet):
      let geometry = SheetGeometry(style: sheet, screen: screen.size, safeArea: screen.safeArea)
      return Rect(
        x: 0, y: 0, width: screen.size.width,
        height: geometry.maximumDetentValue + screen.safeArea.bottom)
    case .custom(let custom):
      return Rect(
        x: 0, y: 0, width: screen.size.width, height: screen.size.height * custom.heightRatio)
    case .animated:
      return Rect(origin: .zero, size: screen.size)
    case .popup:
      return nil
    }
  }
}
