import SimGeometry

/// Where a `UISlider` draws its track and thumb, and where a touch grips the thumb, as the
/// default visual element (`_UISlideriOSVisualElement`, iOS 18.2) computes them for a slider
/// without custom images or value images, in left-to-right layout. Coordinates are the visual
/// element's: it fills the slider's bounds (its frame is the slider's bounds), so its origin is
/// the slider's bounds origin.
struct SliderGeometry: Hashable, Sendable {
  /// The track's height (`trackRectForBounds:`: 4 for apps linked on current SDKs).
  static let trackHeight = 4.0
  /// How far the track is inset from the bounds on each side (`trackRectForBounds:` insets by
  /// 3); `thumbRectForBounds:trackRect:value:` grows it back by 3, so the thumb travels the
  /// whole width.
  static let trackInset = 3.0
  /// The thumb's hit rectangle is at least this wide and tall around it
  /// (`thumbHitEdgeInsets`: `-(48 - size) / 2` on each side, never positive).
  static let minimumHitSize = 48.0

  /// The visual element's size: the slider's bounds size.
  let size: Size
  /// The thumb's width and height (`thumbDimensionNeue`).
  let thumbSize: Double

  /// `trackRectForBounds:`: the bounds inset by 3 on each side (never narrower than 0), 4 high,
  /// centred vertically with `round`.
  var trackRect: Rect {
    let width = max(size.width, 2 * Self.trackInset)
    return Rect(
      x: Self.trackInset, y: ((size.height - Self.trackHeight) * 0.5).rounded(),
      width: width - 2 * Self.trackInset, height: Self.trackHeight)
  }

  /// The track grown back by 3 on each side: the span the thumb's frame moves along.
  private var travel: Rect {
    let track = trackRect
    return Rect(
      x: track.minX - Self.trackInset, y: track.minY,
      width: track.width + 2 * Self.trackInset, height: track.height)
  }

  /// `thumbRectForBounds:trackRect:value:` at `fraction` of the range:
  /// `x = travel.x + round((travel.width − thumb) × fraction)`, centred on the track with `round`.
  func thumbRect(fraction: Float) -> Rect {
    let travel = travel
    return Rect(
      x: travel.minX + ((travel.width - thumbSize) * Double(fraction)).rounded(),
      y: travel.minY + ((travel.height - thumbSize) * 0.5).rounded(),
      width: thumbSize, height: thumbSize)
  }

  /// Where a touch counts as on the thumb (`_shouldBeginTrackingAtPoint:pointInKnob:inKnob:`):
  /// the thumb's bounds grown by `thumbHitEdgeInsets` to at least 48 × 48.
  func thumbHitRect(fraction: Float) -> Rect {
    let thumb = thumbRect(fraction: fraction)
    let grow = max((Self.minimumHitSize - thumbSize) * 0.5, 0)
    return thumb.inset(by: EdgeInsets(top: -grow, left: -grow, bottom: -grow, right: -grow))
  }

  /// The fraction of the range that puts the thumb's centre at `centreX`: the inverse of
  /// ``thumbRect(fraction:)`` without its rounding, clamped to 0...1. UIKit's `ValueForPoint`
  /// (a C function the visual element calls with the touch and its `_hitOffset`) is not in the
  /// decompilation; this inverse is the engine's reading of it (docs/semantics.md).
  func fraction(thumbCentreX centreX: Double) -> Double {
    let span = travelSpan
    guard span > 0 else { return 0 }
    return min(max((centreX - thumbSize * 0.5 - travel.minX) / span, 0), 1)
  }

  /// How far the thumb's centre moves from the minimum to the maximum: the travel less a
  /// thumb's width (the thumb stays inside the travel at both ends).
  var travelSpan: Double { travel.width - thumbSize }

  /// The inverse of ``fraction(thumbCentreX:)``: where the thumb's centre is at `fraction`
  /// of the range, before `thumbRect`'s rounding (a step that drags the thumb to a value
  /// aims here).
  func thumbCentreX(fraction: Double) -> Double {
    travel.minX + thumbSize * 0.5 + fraction * max(travelSpan, 0)
  }
}
