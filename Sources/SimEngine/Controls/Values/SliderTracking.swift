import SimGeometry

/// Where a touch took hold of a slider's thumb: `_hitOffset`, what is added to the touch's x to
/// get the thumb's centre, so the thumb keeps its offset from the finger.
struct SliderGrip: Hashable, Sendable {
  let hitOffset: Double
}

/// A `UISlider`'s own tracking methods (`_UISlideriOSVisualElement`'s
/// `beginTrackingWithTouch:withEvent:` and `continueTrackingWithTouch:withEvent:`, iOS 18.2):
/// the value a touch sets. Points are in the visual element's coordinates (the slider's local
/// point minus its bounds origin).
enum SliderTracking {
  /// `beginTrackingWithTouch:`: a touch within the thumb's hit rectangle grips it
  /// (`_hitOffset = round(thumbWidth / 2 − x in the thumb)`) and sets the value for where it
  /// is, which is the value it already had up to the rounding of the thumb's position. Off the
  /// thumb, the slider declines to track (the track is not touchable: `isTrackEnabled` is false
  /// by default), so nothing is sent and the value stays.
  static func begin(at point: Point, slider: SliderValue, geometry: SliderGeometry)
    -> (grip: SliderGrip, value: SliderValue)?
  {
    guard geometry.thumbHitRect(fraction: slider.fraction).contains(point) else { return nil }
    let thumb = geometry.thumbRect(fraction: slider.fraction)
    let grip = SliderGrip(hitOffset: (geometry.thumbSize * 0.5 - (point.x - thumb.minX)).rounded())
    return (grip, move(to: point, grip: grip, slider: slider, geometry: geometry))
  }

  /// `continueTrackingWithTouch:`: the value that puts the thumb's centre at the touch plus the
  /// grip's offset, set with `setValue:animated:NO` (clamped to the range).
  static func move(
    to point: Point, grip: SliderGrip, slider: SliderValue, geometry: SliderGeometry
  ) -> SliderValue {
    let fraction = Float(geometry.fraction(thumbCentreX: point.x + grip.hitOffset))
    var updated = slider
    updated.setValue(
      slider.minimumValue + fraction * (slider.maximumValue - slider.minimumValue))
    return updated
  }
}
