import SimGeometry

/// One value a stopped property animator's animation had been moving, with where it ends and
/// where it started: stopping puts the value drawn now in the model (Apple's `stopAnimation(_:)`
/// documentation: the animated properties are left at their current values), and
/// `finishAnimation(at:)` then writes the end or the start value, or leaves it (`.current`).
struct StoppedValue: Hashable, Sendable {
  enum Value: Hashable, Sendable {
    case scalar(AnimationChannel, end: Double, start: Double)
    case transform(end: AffineTransform, start: AffineTransform)
  }

  var view: ViewID
  var value: Value

  /// Writes the value `position` says into `model`.
  func apply(at position: AnimatingPosition, to model: inout ViewProperties) {
    guard position != .current else { return }
    switch value {
    case .scalar(let channel, let end, let start):
      channel.set(position == .end ? end : start, in: &model)
    case .transform(let end, let start):
      model.transform = position == .end ? end : start
    }
  }
}

extension Animator {
  /// The values animation `number` moves on its view, read against `model`, which holds their
  /// end values (an animation's model jumps to its end when it starts).
  func stoppedValues(of number: Int, model: ViewProperties) -> [StoppedValue] {
    let record = records[number - 1]
    guard record.isRunning else { return [] }
    var values: [StoppedValue] = []
    tracks.forEachScalar(of: record.view.index) { track in
      guard track.animation == number else { return }
      let end = track.channel.value(in: model)
      values.append(
        StoppedValue(
          view: record.view, value: .scalar(track.channel, end: end, start: end + track.delta)))
    }
    if let track = tracks.transform(of: record.view), track.animation == number {
      values.append(
        StoppedValue(
          view: record.view,
          value: .transform(
            end: model.transform,
            start: DecomposedTransform.interpolate(track.from, track.to, 0))))
    }
    return values
  }
}
