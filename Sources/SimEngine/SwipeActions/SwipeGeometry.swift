import SimGeometry

/// The numbers of UIKit's swipe actions and the pure rules that use them, each from the iOS
/// 18.2 decompilation (docs/uikit-notes/swipe-actions.md). Offsets are the row's horizontal
/// displacement: negative while trailing actions show (the row moved left), positive for
/// leading ones.
enum SwipeGeometry {
  /// `UISwipeActionVisualStyle_iOS -defaultButtonWidth`, `-maxButtonWidth`, `-horizontalPadding`.
  static let defaultButtonWidth = 74.0
  static let maximumButtonWidth = 120.0
  static let horizontalPadding = 6.0
  /// `-[_UISwipeHandler _setUp]`: the swipe pan's `_setHysteresis:25.0`.
  static let hysteresis = 25.0
  /// `_UISwipeDismissalGestureRecognizer -setAllowableMovement:10.0`.
  static let dismissalMovement = 10.0
  /// `-_swipeRecognizerEnded:wasCancelled:`: at most 50 pt/s the position decides, faster the
  /// velocity's direction.
  static let releaseVelocity = 50.0
  /// The tolerance UIKit compares against (`FLT_EPSILON`, 1.1920929e-07).
  static let epsilon = 0.00000011920929

  /// `-[UISwipeActionPullView openThreshold]`: the buttons' widths (the plain style has no
  /// padding and, without a safe area, no content inset), signed by the edge
  /// (`_directionalMultiplier`: −1 for the trailing edge).
  static func openThreshold(_ configuration: SwipeActionsConfiguration, edge: SwipeEdge) -> Double {
    let total = configuration.actions.reduce(0.0) { $0 + $1.buttonWidth }
    return edge == .trailing ? -total : total
  }

  /// `-[UISwipeActionPullView confirmationThreshold]`: the occurrence's
  /// `confirmationDistanceForPrimaryActionInSwipeActionPullView:`, rounded to pixels and
  /// signed. A destructive primary action: the row's width less 29 pt for the trailing edge
  /// (direction 1), less 64 pt for the leading edge; otherwise 0.525 of the row's width.
  static func confirmationThreshold(
    primary: ContextualActionStyle, rowWidth: Double, edge: SwipeEdge, scale: Double
  ) -> Double {
    let distance: Double
    switch primary {
    case .destructive: distance = rowWidth - (edge == .trailing ? 29 : 64)
    case .normal: distance = rowWidth * 0.525
    }
    let rounded = ScrollPhysics.pixelRounded(distance, scale: scale)
    return edge == .trailing ? -rounded : rounded
  }

  /// How close to the far edge the finger must be for a destructive primary's detent
  /// (`_swipeRecognizerChanged:`): 75 pt in a 375 pt wide table, 50 pt in a narrower or other
  /// width below 414 pt; at 414 pt and wider a table the decompilation doesn't show
  /// (`dbl_186B9D2E0`): **engine choice** 75 pt.
  static func detentEdgeDistance(tableWidth: Double) -> Double {
    if tableWidth >= 414 { return 75 }
    return tableWidth == 375 ? 75 : 50
  }

  /// The fraction of the confirmation distance past which a destructive primary's detent
  /// catches: the speed over 2,500 pt/s, held to 0.66...0.8 (0.5...0.75 from 414 pt wide).
  static func detentFraction(tableWidth: Double, speed: Double) -> Double {
    let wide = tableWidth >= 414
    return min(max(wide ? 0.5 : 0.66, abs(speed) / 2500), wide ? 0.75 : 0.8)
  }

  /// Past `threshold` (and past zero the other way) the row follows the finger by the excess
  /// to the power 0.7 (`powf`, so in single precision; the power is computed portably).
  static func rubberBanded(_ offset: Double, threshold: Double) -> Double {
    let low = min(threshold, 0)
    let high = max(threshold, 0)
    if offset > high { return high + Double(power07(Float(offset - high))) }
    if offset < low { return low - Double(power07(Float(abs(offset - low)))) }
    return offset
  }

  /// `powf(x, 0.7)` for x ≥ 0, rounded to single precision from a portable double result.
  static func power07(_ x: Float) -> Float {
    guard x > 0 else { return 0 }
    return Float(PortableMath.exp(Double(Float(0.7)) * PortableMath.log(Double(x))))
  }

  /// `-_swipeRecognizerEnded:wasCancelled:` when no full swipe is confirmed: whether the row
  /// rests open. At most 50 pt/s, open when the finger's translation (plus where the row
  /// started) passed half the open threshold; faster, open when moving toward the actions.
  static func opensOnRelease(
    translation: Double, velocity: Double, openThreshold: Double, edge: SwipeEdge
  ) -> Bool {
    guard abs(openThreshold) > 0 else { return false }
    if abs(velocity) <= releaseVelocity {
      let half = openThreshold * 0.5
      return edge == .trailing ? translation < half : translation > half
    }
    return edge == .trailing ? velocity < -releaseVelocity : velocity > releaseVelocity
  }

  /// `-_currentSwipeInfoWithTargetOffset:…`: the spring's initial velocity in whole distances
  /// per second, the pan's velocity over the distance left, held to 0...200 (0 when there is
  /// no distance left).
  static func springVelocity(panVelocity: Double, from current: Double, to target: Double)
    -> Double
  {
    let distance = target - current
    guard abs(distance) > epsilon else { return 0 }
    return max(min(panVelocity / distance, 200), 0)
  }
}
