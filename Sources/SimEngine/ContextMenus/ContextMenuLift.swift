import SimGeometry

/// The lift during the press, from the iOS 18.2 decompilation (docs/uikit-notes/context-menus.md,
/// "The lift"). While the press is timed, each display-link frame from the driver's recognizer's
/// begin (`minimumDurationRequired`, 0.15 s) on, `_UILongPressClickInteractionDriver
/// -_notifyDelegateOfUpdatedClickDownProgress:…` turns the press's progress p = touch duration /
/// `clickDownDuration` into a highlight progress q = p / ((1 − p)^3.4 + p), held to 0…1, and
/// `_UIClickPresentationInteraction -clickDriver:didUpdateHighlightProgress:` hands it to its
/// interaction effect, a `_UIGravityWellEffect` (`-_prepareInteractionEffect`, as
/// `UIContextMenuInteraction` answers `_secondaryPreviewsForClickPresentationInteraction:`).
/// Its `-_updateToProgress:state:` animates, for every change of q, the effect's anchor view (a
/// view it puts above the pressed view, not taking touches) to the view's transform scaled by
/// 1 − q + q·s, s = max((L + 8) / L, 0.9), L the preview's longer side, with a spring of damping
/// ratio 0.6 and response 0.4 (`-_effectSpringBehavior`).
enum ContextMenuLift {
  /// `pow(1.0 - p, 3.4000001)`: the single-precision constant 3.4, widened.
  static let exponent = Double(Float(3.4))
  /// `(L + 8.0) / L`: the lifted preview is 8 pt longer on its longer side.
  static let growth = 8.0
  /// The scale's lower bound, `if (v8 < 0.9) v8 = 0.9`.
  static let minimumScale = 0.9
  /// `+[UIViewSpringAnimationBehavior behaviorWithDampingRatio:0.6 response:0.4]`.
  static let dampingRatio = 0.6
  static let response = 0.4
  /// `-_updateToProgress:state:` animates only when the progress moved by more than this.
  static let tolerance = 2.22044605e-16

  /// The highlight progress q for a press down `touchDuration`:
  /// `fmax(fmin(p / (pow(1 − p, 3.4) + p), 1), 0)` with p = touchDuration / 0.4 s (the force
  /// multiplier is 1 without force). Past p = 1, `pow` of a negative base is NaN and `fmin`
  /// keeps the 1.
  static func progress(touchDuration: Interval) -> Double {
    let p = touchDuration.seconds / ContextMenuTiming.clickDownDuration.seconds
    guard p < 1 else { return 1 }
    guard p > 0 else { return 0 }
    let power = PortableMath.exp(exponent * PortableMath.log(1 - p))
    return max(min(p / (power + p), 1), 0)
  }

  /// The anchor view's scale at highlight progress `q` for a preview of `size`.
  static func scale(progress q: Double, size: Size) -> Double {
    let longer = max(size.width, size.height)
    guard longer > 0 else { return 1 }
    let lifted = max((longer + growth) / longer, minimumScale)
    return 1 - q + q * lifted
  }

  /// `CGAffineTransformScale(targetTransform, s, s)`: the scale first, then the view's own
  /// transform.
  static func transform(scale: Double, over base: AffineTransform) -> AffineTransform {
    AffineTransform(scaleX: scale, y: scale).concatenating(base)
  }

  /// The effect's spring: mass 1, stiffness (2π/0.4)², damping 4π·0.6/0.4.
  static var spring: Spring {
    Spring.swiftUI(response: response, dampingFraction: dampingRatio)
  }

  /// One `+[UIView _animateUsingSpringBehavior:tracking:animations:completion:]` of the anchor
  /// view to `transform`: additive over the ones still running, lasting until the spring
  /// settles (engine choice: UIKit's settling rule for a spring behavior was not read).
  static func animation(of name: String, to transform: AffineTransform, completion: [Action])
    -> ViewAnimation
  {
    var change = ViewChange()
    change.transform = transform
    return ViewAnimation(
      view: name, to: change, duration: Interval(seconds: spring.settlingDuration),
      timing: .spring(spring), allowsUserInteraction: true, completion: completion)
  }
}
