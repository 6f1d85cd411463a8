/// The two springs `UISwitchModernVisualElement` (iOS 18.2) moves its knob with, from
/// `_UISwitchSettings`: each a `CASpringAnimation` with this mass, stiffness and damping, no
/// initial velocity (none is set), run for this duration (after which Core Animation removes it
/// and the layer shows its model value) at speed `1 / UIAnimationDragCoefficient()`, 1.
public enum SwitchSpring: Hashable, Sendable, CaseIterable {
  /// `knobSpringAnimationMass` 1, `…Stiffness` 438.649084, `…Damping` 31.4159265,
  /// `…Duration` 0.488013841 (ω₀ = 2π/0.3, ζ = 0.75): the knob's position, always
  /// (`_switchKnobPositionSpringAnimationFromValue:toValue:`), and its width going back to
  /// unpressed (`_switchKnobWidthSpringAnimationFromValue:toValue:pressed:NO`).
  case knob
  /// `knobTouchDownSpringAnimationMass` 1, `…Stiffness` 322.272797, `…Damping` 31.236407,
  /// `…Duration` 0.507396551: the knob's width going to pressed
  /// (`_switchKnobWidthSpringAnimationFromValue:toValue:pressed:YES`).
  case knobTouchDown

  /// The oscillator, evaluated in closed form.
  public var spring: Spring {
    switch self {
    case .knob: Self.knobSpring
    case .knobTouchDown: Self.touchDownSpring
    }
  }

  /// How long the animation runs (`setDuration:`).
  public var duration: Interval {
    switch self {
    case .knob: Interval(nanoseconds: 488_013_841)
    case .knobTouchDown: Interval(nanoseconds: 507_396_551)
    }
  }

  private static let knobSpring = Spring(mass: 1, stiffness: 438.649084, damping: 31.4159265)
  private static let touchDownSpring = Spring(mass: 1, stiffness: 322.272797, damping: 31.236407)
}
