import SimGeometry

/// A drag of the open menu's preview, from the iOS 18.2 decompilation
/// (docs/uikit-notes/context-menus.md, "A drag of the presented preview").
/// `-[_UIContextMenuUIController presentationTransitionWillBegin]` gives the platter container a
/// `_UIContextMenuPanController`, whose pan (`com.apple.UIKit.PreviewPlatterPan`, one touch, not
/// cancelling touches) takes any new touch in the container on a phone: the layout update sets
/// `rubberbandingEdges` 11 for the default style, so `-_canSwipeDownToDismiss` is YES and
/// `-gestureRecognizer:shouldReceiveTouch:` answers YES everywhere. Each began and changed goes
/// through `-_updateForGestureWithState:translation:location:allowsDragging:` to
/// `-_animationsForPreviewPlusActionsStyleWithTranslation:location:`, inside a tracking spring;
/// the end decides between the swipe down (`-platterPanControllerDidSwipeDown:`: dismissal
/// reason 2) and springing back to the one detent.
enum ContextMenuPlatterPan {
  /// `-_dragTearOffThreshold` when swipe to dismiss is on: the preference
  /// `PlatterPreviewPlusActionsDragTearOffThreshold`'s default, 50 pt. It is also the rubber
  /// band's reach (`-_rubberBandedTranslationForGestureTranslation:`).
  static let threshold = 50.0
  /// `-[_UIContextMenuPlatformMetrics previewRubberbandingCoefficient]`: 0.2 by default.
  static let coefficient = 0.2
  /// `-_animationsForPreviewPlusActionsStyleWithTranslation:location:`, dragging down: the
  /// scale falls by 0.3 over 250 pt, to at least 0.7.
  static let shrinkDistance = 250.0
  static let minimumScale = 0.7
  /// Dragging up: the scale goes toward 198 / height, to at least 0.35.
  static let upwardHeight = 198.0
  static let minimumUpwardScale = 0.35
  /// Past 50 pt down the menu hides: `CGAffineTransformMakeScale(0.2, 0.2)` and alpha 0.
  static let menuHidingDistance = 50.0
  static let hiddenMenuScale = 0.2
  /// The release: ≥ 2000 pt/s goes past the last detent, > 300 pt/s one detent down, < −300
  /// one up; otherwise the nearest detent, where a translation past 250 pt is past them all
  /// (`-_nearestDetentWithTranslation:`).
  static let flingVelocity = 2000.0
  static let detentVelocity = 300.0
  static let dismissalDistance = 250.0
  /// `fmax(fmin(velocity, 4500), 0)`: the position velocity handed to the dismissal.
  static let maximumVelocity = 4500.0

  /// `-_createAnimationBehaviorWithCriticalDamping:NO`: tracking (each update, and a spring back
  /// decided by the distance) damping ratio 0.8, response 0.4; not tracking (a spring back
  /// decided by the velocity) 0.85, 0.5. The smoothing values (0.08, 0.15, 0.996) are not
  /// modelled.
  static let trackingSpring = Spring.swiftUI(response: 0.4, dampingFraction: 0.8)
  static let releaseSpring = Spring.swiftUI(response: 0.5, dampingFraction: 0.85)

  /// Where the menu is attached to the preview (`menuAnchor`'s attachment: 4 below, 1 above)
  /// and how it is aligned with it (2 left, 8 right, else neither).
  enum Edge: Hashable, Sendable { case below, above }
  enum Alignment: Hashable, Sendable { case left, right, neither }

  /// What the pan controller was set up with: the preview's and the menu's centres and the
  /// preview's size at the presented layout (`setOriginalPlatterCenter:`,
  /// `setOriginalMenuCenter:`, the platter's bounds), and the anchor.
  struct Geometry: Hashable, Sendable {
    var preview: Rect
    var menu: Rect

    var attachment: Edge { menu.minY >= preview.maxY ? .below : .above }
    var alignment: Alignment {
      if menu.minX == preview.minX { return .left }
      return menu.maxX == preview.maxX ? .right : .neither
    }
  }

  /// The views' values for one update, set inside the spring.
  struct Placement: Hashable, Sendable {
    var previewCenter: Point
    var previewTransform: AffineTransform
    var menuCenter: Point
    var menuScale: Double
    var menuAlpha: Double
  }

  /// The end of the pan.
  enum Release: Hashable, Sendable {
    /// Past the last detent: the dismissal, with the position velocity (pt/s, down).
    case dismiss(velocity: Double)
    /// Back to the detent; `byVelocity`: decided by the velocity (the non-tracking spring).
    case springBack(byVelocity: Bool)
  }

  /// `1 − 1 / (|v| / 50 · 0.2 + 1)` of 50, with v's sign.
  static func rubberBand(_ value: Double) -> Double {
    if value > 0 { return threshold * (1 - 1 / (value / threshold * coefficient + 1)) }
    if value < 0 { return -((1 - 1 / (1 - value / threshold * coefficient)) * threshold) }
    return value
  }

  /// `-_rubberBandedTranslationForGestureTranslation:` with one detent (range of motion 0):
  /// up, the distance is banded along its direction (`hypot`, `atan2`, `sincos`: here
  /// r'·x/r and r'·y/r, the same numbers); down, only x is banded and y follows the finger.
  static func rubberBanded(_ translation: Point) -> Point {
    guard translation.y < 0 else {
      return Point(x: rubberBand(translation.x), y: translation.y)
    }
    let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
    let banded = rubberBand(distance)
    return Point(x: banded * translation.x / distance, y: banded * translation.y / distance)
  }

  /// `-_animationsForPreviewPlusActionsStyleWithTranslation:location:` for the gesture's
  /// translation and location (container, here window, coordinates); `previewCenterY`: the
  /// preview's centre before this update (`[platter center]`, the model).
  static func placement(
    translation: Point, location: Point, geometry: Geometry, previewCenterY: Double
  ) -> Placement {
    let height = geometry.preview.height
    let width = geometry.preview.width
    let banded = rubberBanded(translation)
    var transform = AffineTransform.identity
    let scale: Double
    if banded.y <= 0 {
      let d = abs(banded.y) / (height - upwardHeight)
      scale = max(min(1 - d + min(upwardHeight / height, 1) * d, 1), minimumUpwardScale)
      transform = AffineTransform(scaleX: scale, y: scale)
    } else {
      let f = banded.y / shrinkDistance
      scale = max(min(1 - f + f * minimumScale, 1), minimumScale)
      // Translate(0, dy) · scale · translate(0, t): t = −dy/s, or s·(−dy) above the centre.
      let dy = location.y - previewCenterY
      let t = dy < 0 ? scale * -dy : -dy / scale
      transform = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: t * scale + dy)
    }
    // `[platter frame]` after the transform: its height is s·H (its origin moves with ty).
    let frameHeight = scale * height
    var offset = Point(x: banded.x, y: banded.y + max((height - frameHeight) / 2, 0))
    if offset.y < 0 && geometry.attachment == .below {
      let inset = max((width - scale * width) / 2, 0)
      switch geometry.alignment {
      case .right: offset.x = inset + offset.x
      case .left: offset.x -= inset
      case .neither: break
      }
    }
    let original = Point(x: geometry.preview.midX, y: geometry.preview.midY)
    let center = Point(x: original.x + offset.x, y: original.y + offset.y)
    // The menu keeps its distance from the preview's attached edge.
    let between = geometry.menu.midY - original.y
    let toEdge = between + (between > 0 ? -height / 2 : height / 2)
    let edge = geometry.attachment == .below ? 1.0 : 0.0
    let frameTop = center.y + transform.ty - frameHeight / 2
    let hides = banded.y > menuHidingDistance
    return Placement(
      previewCenter: center, previewTransform: transform,
      menuCenter: Point(x: geometry.menu.midX, y: toEdge + frameTop + edge * frameHeight),
      menuScale: hides ? hiddenMenuScale : 1, menuAlpha: hides ? 0 : 1)
  }

  /// The end of the pan (state 3) with one detent at 0 and the client allowing the dismissal
  /// (`UIContextMenuInteraction` answers YES without the private delegate method).
  static func release(velocityY: Double, translationY: Double) -> Release {
    let dismissal = Release.dismiss(velocity: max(min(velocityY, maximumVelocity), 0))
    if velocityY >= flingVelocity || velocityY > detentVelocity { return dismissal }
    if velocityY < -detentVelocity { return .springBack(byVelocity: true) }
    return translationY > dismissalDistance ? dismissal : .springBack(byVelocity: false)
  }

  /// `-initWithContainerView:platterView:menuView:`'s pan on the container: a
  /// `UIPanGestureRecognizer` (not idiom 6), `maximumNumberOfTouches` 1,
  /// `cancelsTouchesInView` NO. Every state change reaches the controller.
  static func recognizer(named name: String, for view: ViewID) -> GestureRecognizer {
    var settings = PanSettings()
    settings.maximumTouches = 1
    var pan = GestureRecognizer(name: name, kind: .pan(settings))
    pan.cancelsTouchesInView = false
    pan.actions = [GestureState.began, .changed, .ended, .cancelled].map {
      ($0, [.system(.contextMenu(.platterPan(view, $0)))])
    }
    return pan
  }
}
