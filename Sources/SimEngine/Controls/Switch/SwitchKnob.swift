/// The knob of a `UISwitch`'s visual element (`UISwitchModernVisualElement._knobView`, iOS 18.2)
/// as drawn: its layer's `position.x` (in the switch's coordinates: the well container it sits
/// in fills the element, which fills the switch) and its `bounds.width`, each carried by a
/// spring animation when the element shows a new side or a new pressed state
/// (`-_transitionKnobToPressed:on:animated:`).
///
/// The engine's switch is one view, so the knob is not a view in the tree: it changes no hit
/// testing (the element takes touches over its whole bounds) and is read, not drawn
/// (`knobPosition`, `knobWidth`, `knobProgress` in expressions and expectations).
public struct SwitchKnob: Hashable, Sendable {
  /// `+[UISwitchModernVisualElement preferredContentSize]`'s width: the track's, which
  /// `-[UISwitch setFrame:]` keeps (`sizeThatFits:`).
  public static let trackWidth = 51.0
  /// `-_knobBoundsPressed:NO`: the knob image's width (a 43 × 43 image,
  /// `+_modernThumbImageWithColor:mask:traitCollection:`).
  public static let width = 43.0
  /// `-_knobBoundsPressed:YES` (50 for apps built with a current SDK, 48 before): the image
  /// stretched between its 21 pt end caps, so the 27 pt round knob becomes a 34 pt capsule.
  public static let pressedWidth = 50.0
  /// How far the knob image reaches beyond the track's end on the side the knob rests at. The
  /// image draws the 27 pt knob 8 pt from its ends (`bezierPathWithOvalInRect:` 8, 5, 27, 27),
  /// and the mask that cuts it to the track in the static mode puts the track's end 2 pt beyond
  /// the knob's (a rounded rect from x 6 in the image on the off side; one ending at x 37 on
  /// the on side), so the image's end is 8 − 2 = 6 pt outside the track. **Derived**:
  /// `-_knobPositionOn:pressed:forBounds:` adds a rounded offset whose operands the
  /// decompilation drops; this is the offset the image and its mask imply.
  public static let overhang = 6.0

  /// The knob's width at rest: `_knobBoundsPressed:`.
  public static func restingWidth(pressed: Bool) -> Double { pressed ? pressedWidth : width }

  /// The knob's `position.x` at rest (`-_knobPositionOn:pressed:forBounds:`, left to right):
  /// its outer end stays 6 pt beyond the track's end on its side, so the pressed knob widens
  /// toward the middle (right while off, left while on). 15.5 off and 35.5 on; 19 and 32
  /// pressed. **Derived** from the image and its mask (``overhang``), which keep the knob's
  /// outer end where its 21 pt end cap is.
  public static func restingPosition(on: Bool, pressed: Bool) -> Double {
    let half = restingWidth(pressed: pressed) / 2
    return on ? trackWidth + overhang - half : half - overhang
  }

  /// The layer's `position.x`.
  var position: SwitchKnobMotion
  /// The layer's `bounds.width`.
  var width: SwitchKnobMotion

  /// At rest on the side `on`, not pressed (`-_invalidateKnob`: `_transitionKnobToOn:animated:NO`).
  public init(on: Bool) {
    position = SwitchKnobMotion(Self.restingPosition(on: on, pressed: false))
    width = SwitchKnobMotion(Self.width)
  }

  /// The knob's `position.x` as drawn at `time`.
  public func position(at time: Instant) -> Double { position.value(at: time) }

  /// The knob's `bounds.width` as drawn at `time`.
  public func width(at time: Instant) -> Double { width.value(at: time) }

  /// Where the knob's centre is between its two unpressed resting places at `time`: 0 off
  /// (15.5), 1 on (35.5); it follows the position spring, overshooting past 1 (or below 0)
  /// as the spring does. Held pressed, the knob rests at 0.175 off and 0.825 on.
  public func progress(at time: Instant) -> Double {
    let off = Self.restingPosition(on: false, pressed: false)
    let on = Self.restingPosition(on: true, pressed: false)
    return (position.value(at: time) - off) / (on - off)
  }

  /// `-_transitionKnobToPressed:on:animated:`: the layer's bounds and position take the resting
  /// values for `on` and `pressed`; animated, a width animation (the touch-down spring going to
  /// pressed, the knob spring going back) and a position animation (the knob spring) carry what
  /// is drawn at `now` to them, both added afresh even when a value does not change.
  mutating func show(on: Bool, pressed: Bool, animated: Bool, at now: Instant) {
    let targetWidth = Self.restingWidth(pressed: pressed)
    let targetPosition = Self.restingPosition(on: on, pressed: pressed)
    guard animated else {
      width.set(targetWidth)
      position.set(targetPosition)
      return
    }
    width.animate(to: targetWidth, with: pressed ? .knobTouchDown : .knob, at: now)
    position.animate(to: targetPosition, with: .knob, at: now)
  }
}
