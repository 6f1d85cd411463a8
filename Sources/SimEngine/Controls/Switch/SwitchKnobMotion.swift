/// One value of the knob's layer (its `position.x` or its `bounds.width`) as Core Animation
/// shows it: the model value, and the spring animation last added for it, which, while it runs,
/// decides what is drawn.
///
/// The visual element adds each animation under a fixed key (`TouchKnobPositionAnimation`,
/// `TouchKnobBoundsAnimation`), so a new one replaces the one running, and starts from what is
/// drawn then (the presentation layer's value) with no velocity. The animations are not
/// additive: while one runs it overrides the model value, so a change made without animation
/// (`performWithoutAnimation:`) shows only once it has ended.
struct SwitchKnobMotion: Hashable, Sendable {
  /// The layer's model value.
  private(set) var model: Double
  /// The last animation added; nil before the first. It decides what is drawn until
  /// `start + spring.duration`.
  private var animation: Animation?

  struct Animation: Hashable, Sendable {
    var from: Double
    var to: Double
    var start: Instant
    var spring: SwitchSpring
  }

  init(_ value: Double) { model = value }

  /// What is drawn at `time`: the running animation's `from + (to − from)·p(t − start)`, p the
  /// spring's progress, or the model value once it has ended (Core Animation removes a
  /// finished animation; `removedOnCompletion` is left YES).
  func value(at time: Instant) -> Double {
    guard let animation, time < animation.start + animation.spring.duration else { return model }
    let elapsed = (time - animation.start).seconds
    let progress = animation.spring.spring.progress(at: elapsed)
    return animation.from + (animation.to - animation.from) * progress
  }

  /// The model takes `target` and an animation with `spring` carries what is drawn at `now` to
  /// it, replacing the one running (`-_transitionKnobToPressed:on:animated:YES`).
  mutating func animate(to target: Double, with spring: SwitchSpring, at now: Instant) {
    let from = value(at: now)
    model = target
    animation = Animation(from: from, to: target, start: now, spring: spring)
  }

  /// The model takes `target` without an animation (`+[UIView performWithoutAnimation:]`); one
  /// running goes on to its end.
  mutating func set(_ target: Double) { model = target }
}
