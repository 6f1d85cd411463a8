import SimGeometry

/// Where a zoom leaves the content offset.
extension ZoomController {
  /// While pinched: `-_rubberBandContentOffsetForOffset:outsideX:outsideY:` with the new content
  /// size. On an axis whose content fits the view the offset stays where it is, unless the view
  /// is zooming with `bouncesZoom` (flags 0x40000040) or bounces there anyway
  /// (`alwaysBounce…` and `bounces`); elsewhere past an edge it rubber-bands with `bounces`
  /// and stops at the edge without.
  static func shown(_ raw: Point, facts: ZoomFacts, contentSize: Size, zooming: Bool) -> Point {
    var settings = facts.settings
    settings.contentSize = contentSize
    let size = facts.bounds.size
    let range = settings.offsetRange(viewSize: size)
    let zoomBounce = zooming && settings.zoom.bouncesZoom
    func axis(
      _ raw: Double, _ range: ClosedRange<Double>, current: Double, dimension: Double,
      alwaysBounce: Bool
    ) -> Double {
      if range.lowerBound == range.upperBound && !zoomBounce
        && !(alwaysBounce && settings.bounces)
      {
        return current
      }
      return ScrollController.dragged(
        raw, range: range, dimension: dimension, bounces: settings.bounces)
    }
    return Point(
      x: axis(
        raw.x, range.x, current: facts.bounds.minX, dimension: size.width,
        alwaysBounce: settings.alwaysBounceHorizontal),
      y: axis(
        raw.y, range.y, current: facts.bounds.minY, dimension: size.height,
        alwaysBounce: settings.alwaysBounceVertical))
  }

  /// Held within the offset range for `contentSize` (`-_adjustContentOffsetIfNecessary`, which
  /// the layout block and the end of a pinch call once no finger holds the content).
  static func clamped(_ raw: Point, facts: ZoomFacts, contentSize: Size) -> Point {
    var settings = facts.settings
    settings.contentSize = contentSize
    let range = settings.offsetRange(viewSize: facts.bounds.size)
    func clamp(_ v: Double, _ r: ClosedRange<Double>) -> Double {
      v.isNaN ? r.lowerBound : min(max(v, r.lowerBound), r.upperBound)
    }
    return Point(x: clamp(raw.x, range.x), y: clamp(raw.y, range.y))
  }
}
