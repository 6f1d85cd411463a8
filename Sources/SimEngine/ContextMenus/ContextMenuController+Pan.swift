import SimGeometry

/// The preview pan of the open menu (``ContextMenuPlatterPan``):
/// `-[_UIContextMenuPanController _updateForGestureWithState:translation:location:allowsDragging:]`.
extension ContextMenuController {
  /// The pan changed state with this translation and location (window coordinates, the
  /// container's); `previewCenterY`: the preview's centre now (its model). Began resets the
  /// velocity integrator and tells the delegate (`-platterPanInteractionBegan:…`), then, as
  /// changed does, adds the location as a sample and moves the views. Ended reads the
  /// velocity, tells the delegate (`-platterPanInteractionEnded:`) and either dismisses the
  /// menu (`-platterPanControllerDidSwipeDown:`, reason 2) or springs the views back. Cancelled
  /// only tells the delegate: the views stay where the last update put them.
  mutating func platterPan(
    _ view: ViewID, state: GestureState, translation: Point, location: Point,
    previewCenterY: Double, time: Instant
  ) -> [ContextMenuStep] {
    guard case .open(let open, _, _) = phase, open == view, let layout else { return [] }
    let geometry = ContextMenuPlatterPan.Geometry(preview: layout.preview, menu: layout.menu)
    switch state {
    case .began, .changed:
      var steps: [ContextMenuStep] = []
      if state == .began {
        platterVelocity.reset()
        steps.append(.record(view, .panBegan))
      }
      // `-_canBeginDraggingWithTranslation:location:` may tear the preview off into a drag
      // (`-beginDragIfPossibleWithTouch:`); without a UIDragInteraction nothing begins.
      platterVelocity.add(location, at: time)
      let placement = ContextMenuPlatterPan.placement(
        translation: translation, location: location, geometry: geometry,
        previewCenterY: previewCenterY)
      steps.append(.movePlatter(view, placement, spring: ContextMenuPlatterPan.trackingSpring))
      return steps
    case .ended:
      let velocity = platterVelocity.velocity(at: time).y
      let release = ContextMenuPlatterPan.release(velocityY: velocity, translationY: translation.y)
      let why = Self.explain(release, velocityY: velocity, translationY: translation.y)
      var steps: [ContextMenuStep] = [.record(view, .panEnded(why))]
      switch release {
      case .dismiss(let speed):
        steps += dismiss(view, reason: "the preview was swiped down", swipeVelocity: speed)
      case .springBack(let byVelocity):
        // Back to the detent: translation (0, 0) at the last location.
        let placement = ContextMenuPlatterPan.placement(
          translation: .zero, location: location, geometry: geometry,
          previewCenterY: previewCenterY)
        let spring =
          byVelocity ? ContextMenuPlatterPan.releaseSpring : ContextMenuPlatterPan.trackingSpring
        steps.append(.movePlatter(view, placement, spring: spring))
      }
      return steps
    case .cancelled:
      return [.record(view, .panEnded("cancelled: the preview stays where it was"))]
    case .possible, .failed:
      return []
    }
  }

  /// What the release decided and the number that decided it.
  static func explain(
    _ release: ContextMenuPlatterPan.Release, velocityY: Double, translationY: Double
  )
    -> String
  {
    let speed = "velocity \(velocityY.compactDescription) pt/s"
    let distance = "translation \(translationY.compactDescription) pt"
    switch release {
    case .dismiss:
      if velocityY > ContextMenuPlatterPan.detentVelocity {
        return "swiped down: \(speed) > \(ContextMenuPlatterPan.detentVelocity.compactDescription)"
      }
      return
        "swiped down: \(distance) > \(ContextMenuPlatterPan.dismissalDistance.compactDescription)"
    case .springBack(byVelocity: true):
      return "springs back: \(speed) < -\(ContextMenuPlatterPan.detentVelocity.compactDescription)"
    case .springBack(byVelocity: false):
      return
        "springs back: \(distance) ≤ \(ContextMenuPlatterPan.dismissalDistance.compactDescription), \(speed)"
    }
  }
}
