import Foundation
import Testing

@testable import SimEngine

/// Curve 7 is one definition, UIKit's default spring (`_UILoadDefaultSpringParameters`: mass 3,
/// stiffness 1000, damping 500, duration 0.5), read by both ways UIKit animates with it: the
/// keyboard's `UIView` animation and the navigation back swipe's continued property animator.
/// Expected values are worked out here from those four numbers.
@Suite("Curve 7")
struct CurveSevenTests {
  /// 500 / (2·√(3·1000)), `-[UISpringTimingParameters init]`'s ratio.
  static let ratio = 500 / (2 * (3.0 * 1000).squareRoot())

  @Test("The keyboard's curve-7 spring has the default mass and stiffness, critically damped")
  func keyboardSpring() {
    let spring = KeyboardSettings.spring
    #expect(spring.mass == 3 && spring.stiffness == 1000)
    #expect(abs(spring.damping - 2 * (3.0 * 1000).squareRoot()) < 1e-12)
    #expect(KeyboardSettings.animationDuration == 0.5)
  }

  @Test("The back swipe continues with the default spring's damping ratio, about 4.564")
  func backSwipeRatio() {
    #expect(abs(Self.ratio - 4.564354645876384) < 1e-12)
    #expect(
      NavigationController.completionCurve == .dampingRatio(Self.ratio, initialVelocity: 0))
  }

  @Test(
    "UIKit's spring solver takes the default ratio as 1: the continued pop is critically damped")
  func solverClampsTheRatio() {
    for duration in [0.1, 0.2423, 0.4808, 0.5] {
      let fromDefault = Spring.uikit(
        duration: duration, dampingRatio: Self.ratio, initialVelocity: 0)
      let critical = Spring.uikit(duration: duration, dampingRatio: 1, initialVelocity: 0)
      #expect(fromDefault.mass == 1 && fromDefault.stiffness == critical.stiffness)
      #expect(fromDefault.damping == critical.damping)
      #expect(abs(fromDefault.dampingRatio - 1) < 1e-12)
    }
  }
}
