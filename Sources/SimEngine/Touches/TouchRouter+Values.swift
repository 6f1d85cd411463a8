import SimGeometry

/// Valued controls' own tracking: a slider's thumb (in the coordinates of its visual element,
/// which fills the slider's bounds, so its origin is the bounds origin) and a segmented
/// control's segments.
extension TouchRouter {
  /// `beginTrackingWithTouch:` of a slider: its grip and value, or nil when it declines to
  /// track this touch.
  func gripValue(
    _ value: ControlValue, at windowPoint: Point, _ view: ViewID, _ tree: ViewTree,
    _ parameters: UIKitParameters
  ) -> (SliderGrip, ControlValue)? {
    guard case .slider(let slider) = value,
      let (point, geometry) = sliderPoint(windowPoint, view, tree, parameters),
      let (grip, updated) = SliderTracking.begin(at: point, slider: slider, geometry: geometry)
    else { return nil }
    return (grip, .slider(updated))
  }

  /// `continueTrackingWithTouch:` of a slider: its value for the touch's new place.
  func movedValue(
    _ slider: SliderValue, grip: SliderGrip, to windowPoint: Point, _ view: ViewID,
    _ tree: ViewTree, _ parameters: UIKitParameters
  ) -> ControlValue? {
    guard let (point, geometry) = sliderPoint(windowPoint, view, tree, parameters) else {
      return nil
    }
    return .slider(SliderTracking.move(to: point, grip: grip, slider: slider, geometry: geometry))
  }

  private func sliderPoint(
    _ windowPoint: Point, _ view: ViewID, _ tree: ViewTree, _ parameters: UIKitParameters
  ) -> (Point, SliderGeometry)? {
    guard let local = tree.convert(fromWindow: windowPoint, to: view) else { return nil }
    let bounds = tree[view].bounds
    return (
      Point(x: local.x - bounds.minX, y: local.y - bounds.minY),
      SliderGeometry(size: bounds.size, thumbSize: parameters.sliderThumbSize)
    )
  }

  /// `UISegmentedControl -touchesBegan:`: the segment nearest the touch is highlighted; the
  /// touch slides the selection if it began on the selected segment.
  mutating func beginSegments(
    _ index: Int, _ segments: SegmentedValue, at windowPoint: Point, _ view: ViewID,
    _ tree: ViewTree
  ) {
    guard let local = tree.convert(fromWindow: windowPoint, to: view) else { return }
    let segment = segments.closestSegment(to: local, in: tree[view].bounds)
    let tracking = SegmentTracking(
      highlighted: segment, sliding: segment == segments.selectedSegmentIndex)
    modify(index) { $0.valueTracking = .segments(tracking) }
  }

  /// `-touchesMoved:` highlights the segment nearest the touch while it slides the selection
  /// or is mostly inside (else the highlight goes off, and the segment it was on is kept);
  /// `-touchesEnded:` selects that segment if the touch slides or lifts mostly inside, with
  /// `valueChanged` when the selection changes; `-touchesCancelled:` selects nothing.
  mutating func continueSegments(
    _ index: Int, _ input: TouchInput, _ view: ViewID, _ tree: ViewTree,
    _ parameters: UIKitParameters
  ) -> ControlResponse {
    guard case .segments(var tracking)? = touches[index].valueTracking else { return .none }
    let bounds = tree[view].bounds
    let local = tree.convert(fromWindow: input.location, to: view)
    let margin = parameters.controlTrackingMargin
    let follows =
      tracking.sliding
      || local.map {
        bounds.inset(by: EdgeInsets(top: -margin, left: -margin, bottom: -margin, right: -margin))
          .contains($0)
      } == true
    guard case .segments(var segments)? = tree[view].controlValue else { return .none }
    switch input.phase {
    case .moved:
      if follows, let local {
        tracking.highlighted = segments.closestSegment(to: local, in: bounds)
      }
      modify(index) { $0.valueTracking = .segments(tracking) }
      return .none
    case .ended:
      modify(index) {
        $0.viewHasEnded = true
        $0.valueTracking = nil
      }
      guard follows, segments.select(tracking.highlighted) else { return .none }
      return ControlResponse(value: .segments(segments), events: [.valueChanged])
    case .cancelled:
      modify(index) {
        $0.viewHasEnded = true
        $0.valueTracking = nil
      }
      return .none
    case .began, .stationary:
      return .none
    }
  }
}

/// A stepper's sides and repeat timer.
extension TouchRouter {
  /// The side of the stepper under the touch, if it is mostly inside.
  func stepperSide(
    _ windowPoint: Point, _ view: ViewID, _ tree: ViewTree, _ parameters: UIKitParameters
  ) -> StepperPress.Side? {
    guard let local = tree.convert(fromWindow: windowPoint, to: view) else { return nil }
    return StepperTracking.side(
      at: local, in: tree[view].bounds, margin: parameters.controlTrackingMargin)
  }

  /// The repeat timer of the stepper touch `number` fired (`_updateCount:` from the timer): a
  /// step while a side is held, and the timer's next firing. Nil once the touch has stopped
  /// tracking (UIKit invalidates the timer as tracking ends or is cancelled).
  mutating func repeatFired(_ number: Int, tree: ViewTree) -> (ViewID, ControlResponse)? {
    let index = number - 1
    guard index < touches.count, let view = touches[index].view,
      touches[index].tracking?.isTracking == true,
      case .stepper(let press)? = touches[index].valueTracking,
      case .stepper(let stepper)? = tree[view].controlValue
    else { return nil }
    let result = StepperTracking.updateCount(press, stepper, fromTimer: true)
    modify(index) { $0.valueTracking = .stepper(result.press) }
    var response = ControlResponse(value: result.value != stepper ? .stepper(result.value) : nil)
    if result.sends { response.events = [.valueChanged] }
    response.repeatAfter = result.next
    return (view, response)
  }
}
