import SimGeometry

/// The arithmetic of a zoom, from `-setZoomScale:withAnchorPoint:allowRubberbanding:animated:…`'s
/// layout block (docs/uikit-notes/zooming.md): the zoomed view is scaled about its centre and
/// moved so that its frame's origin stays put, the content size becomes its frame's size, and
/// the offset puts the content point under the anchor back under the anchor's place on screen.
public enum ZoomGeometry {
  /// The zoomed view at `scale`: its centre (frame origin fixed: centre = origin + size·s/2),
  /// the scroll view's content size (its frame's size) and the content point at the anchor.
  public struct Layout: Hashable, Sendable {
    public var center: Point
    public var contentSize: Size
    public var anchor: Point
  }

  /// `origin`: the zoomed view's frame origin in the scroll view's content; `size`: its bounds
  /// size (unscaled); `anchor`: the anchor as a fraction of that size (`-_setZoomAnchorPoint:`).
  public static func layout(scale: Double, origin: Point, size: Size, anchor: Point) -> Layout {
    Layout(
      center: Point(x: origin.x + size.width * scale / 2, y: origin.y + size.height * scale / 2),
      contentSize: Size(width: size.width * scale, height: size.height * scale),
      anchor: Point(
        x: origin.x + anchor.x * size.width * scale, y: origin.y + anchor.y * size.height * scale))
  }

  /// The offset that shows content point `anchor` at `place` (a point relative to the scroll
  /// view's visible top-left): P − (Q − bounds.origin) in the layout block.
  public static func offset(showing anchor: Point, at place: Point) -> Point {
    Point(x: anchor.x - place.x, y: anchor.y - place.y)
  }

  /// The rubber-banding of a scale past its limits. **Engine choice**: UIKit's
  /// `-_zoomRubberBandScaleForScale:` was not found in the decompilation; the engine applies the
  /// scroll view's own rubber-band curve, 1 − 1/(x·c + 1) with c = 0.55, to the relative excess
  /// x (s/max − 1 above the maximum, 1 − s/min below the minimum), with the limit as the range:
  /// s' = max·(1 + band(s/max − 1)), s' = min·(1 − band(1 − s/min)). It is continuous at the
  /// limits, grows ever slower past them, and stays within (0.645·min, 2·max).
  public static func rubberBandScale(_ scale: Double, minimum: Double, maximum: Double) -> Double {
    if scale > maximum, maximum > 0 {
      return maximum * (1 + band(scale / maximum - 1))
    }
    if scale < minimum, minimum > 0 {
      return minimum * (1 - band(1 - scale / minimum))
    }
    return scale
  }

  static func band(_ x: Double) -> Double { 1 - 1 / (x * ScrollPhysics.rubberBandCoefficient + 1) }
}
