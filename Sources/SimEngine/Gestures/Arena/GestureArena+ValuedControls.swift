import SimGeometry

/// The valued controls' `gestureRecognizerShouldBegin:` (UISlider's visual element's and
/// UISegmentedControl's, iOS 18.2), asked of the control a recognizer's touch hit when the
/// recognizer is attached to another view. It is what keeps a slider's drag inside a
/// horizontal scroll view.
extension GestureArena {
  /// Nil when the slider lets the recognizer begin, else why not:
  /// - while the slider tracks a touch, nothing attached elsewhere may begin;
  /// - a touch on the thumb (its 48 × 48 hit rectangle) refuses a one-finger pan that moved
  ///   more across than along the slider (`|translation.x| > |translation.y|`) and a
  ///   one-finger swipe to the left or right; anything else, or a touch off the thumb, may
  ///   begin.
  func valuedControlRefusal(of id: RecognizerID, context: ArenaContext) -> String? {
    let recognizer = recognizers[id.index]
    for number in recognizer.touches {
      guard let view = context.touches[number - 1].view, view != recognizer.view,
        let value = context.tree[view].controlValue
      else { continue }
      let name = context.tree.name(of: view)
      let slider: SliderValue
      switch value {
      case .slider(let value): slider = value
      case .segments:
        if let refusal = segmentsRefusal(recognizer, view, name, context) { return refusal }
        continue
      case .stepper, .toggle:
        continue
      }
      if context.touches.contains(where: { $0.view == view && $0.tracking?.isTracking == true }) {
        return "'\(name)' is a UISlider tracking a touch, and refuses other views' recognizers"
      }
      guard let point = centroid(of: recognizer, in: view, context: context) else { continue }
      let geometry = SliderGeometry(
        size: context.tree[view].bounds.size, thumbSize: context.parameters.sliderThumbSize)
      guard geometry.thumbHitRect(fraction: slider.fraction).contains(point) else { continue }
      switch recognizer.configuration.kind {
      case .pan(let settings), .screenEdgePan(let settings, _):
        guard settings.minimumTouches <= 1,
          let translation = recognizer.machine.translation(state: .began),
          abs(translation.x) > abs(translation.y)
        else { continue }
        return
          "'\(name)' is a UISlider whose thumb is under the touch, and refuses a pan along its track (translation \(translation.compactDescription))"
      case .swipe(let settings):
        guard settings.touches == 1,
          settings.directions.contains(where: { $0 == .left || $0 == .right })
        else { continue }
        return
          "'\(name)' is a UISlider whose thumb is under the touch, and refuses a swipe along its track"
      case .tap, .longPress, .pinch, .rotation, .contentTouchDelay, .relationship:
        continue
      }
    }
    return nil
  }

  /// `UISegmentedControl -gestureRecognizerShouldBegin:` for a one-finger pan (its refusal
  /// of other views' single taps is the rule all such controls share): none while it tracks a
  /// touch; from a touch inside its bounds, only one that moved no more across than along it.
  private func segmentsRefusal(
    _ recognizer: RecognizerRuntime, _ view: ViewID, _ name: String, _ context: ArenaContext
  ) -> String? {
    let settings: PanSettings
    switch recognizer.configuration.kind {
    case .pan(let pan), .screenEdgePan(let pan, _): settings = pan
    case .tap, .longPress, .swipe, .pinch, .rotation, .contentTouchDelay, .relationship:
      return nil
    }
    guard settings.minimumTouches <= 1 else { return nil }
    if context.touches.contains(where: { $0.view == view && $0.valueTracking != nil }) {
      return "'\(name)' is a UISegmentedControl tracking a touch, and refuses other views' pans"
    }
    guard let point = centroid(of: recognizer, in: view, context: context),
      Rect(origin: .zero, size: context.tree[view].bounds.size).contains(point),
      let translation = recognizer.machine.translation(state: .began),
      abs(translation.x) > abs(translation.y)
    else { return nil }
    return
      "'\(name)' is a UISegmentedControl under the touch, and refuses a pan along it (translation \(translation.compactDescription))"
  }

  /// `locationInView:` of the slider's visual element: the centroid of the recognizer's
  /// touches, less the slider's bounds origin.
  private func centroid(of recognizer: RecognizerRuntime, in view: ViewID, context: ArenaContext)
    -> Point?
  {
    var sum = Point(x: 0, y: 0)
    for number in recognizer.touches {
      let location = context.touches[number - 1].location
      sum = Point(x: sum.x + location.x, y: sum.y + location.y)
    }
    let count = Double(recognizer.touches.count)
    guard count > 0,
      let local = context.tree.convert(
        fromWindow: Point(x: sum.x / count, y: sum.y / count), to: view)
    else { return nil }
    let origin = context.tree[view].bounds.origin
    return Point(x: local.x - origin.x, y: local.y - origin.y)
  }
}
