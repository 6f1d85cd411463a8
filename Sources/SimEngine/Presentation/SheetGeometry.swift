import SimGeometry

/// Where a sheet sits: detent heights from the screen and its safe area, the rubber band past
/// the largest detent, and the release projection.
public struct SheetGeometry: Hashable, Sendable {
  public let style: SheetStyle
  public let screen: Size
  public let safeArea: EdgeInsets

  public init(style: SheetStyle, screen: Size, safeArea: EdgeInsets) {
    self.style = style
    self.screen = screen
    self.safeArea = safeArea
  }

  /// `maximumDetentValue`: the large detent's height in the sheet's safe area (the bottom
  /// inset excluded): the screen less the top inset and the gap that shows the presenting view.
  public var maximumDetentValue: Double {
    screen.height - safeArea.top - style.largeTopGap - safeArea.bottom
  }

  /// A detent's value in the sheet's safe area, as `resolvedValue(in:)` gives it.
  public func value(of detent: SheetStyle.Detent) -> Double {
    switch detent {
    case .large: maximumDetentValue
    case .medium: (maximumDetentValue * style.mediumFraction).rounded()
    case .custom(_, let height): min(height, maximumDetentValue)
    }
  }

  /// The sheet's top (y) when it rests on `detent`: its height is the detent's value plus the
  /// bottom safe-area inset.
  public func top(at detent: SheetStyle.Detent) -> Double {
    screen.height - value(of: detent) - safeArea.bottom
  }

  /// The sheet's frame with its top at `y`, spanning the screen's width down to its bottom.
  public func frame(top y: Double) -> Rect {
    Rect(x: 0, y: y, width: screen.width, height: max(0, screen.height - y))
  }

  /// The detents from the lowest (smallest) to the highest.
  public var detentsByHeight: [SheetStyle.Detent] {
    style.detents.sorted { (value(of: $0), $0.id) < (value(of: $1), $1.id) }
  }

  public func detent(named id: String?) -> SheetStyle.Detent? {
    id.flatMap { id in style.detents.first { $0.id == id } }
  }

  /// UIScrollView's rubber band: `(1 − 1 / (x·c/d + 1))·d` for a pull of `x` past the edge,
  /// with `d` the screen's height.
  public func rubberBand(_ x: Double) -> Double {
    guard x > 0 else { return x }
    let d = screen.height
    return (1 - 1 / (x * style.rubberBand / d + 1)) * d
  }

  /// WWDC 2018's "Designing Fluid Interfaces" projection: how far a release at `velocity` pt/s
  /// carries with a deceleration rate `r` per millisecond, (v / 1000) · r / (1 − r).
  public func projection(of velocity: Double) -> Double {
    let r = style.decelerationRate
    return velocity / 1000 * r / (1 - r)
  }
}
