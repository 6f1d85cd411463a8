import SimGeometry

/// Presentation values: a view as it is drawn now is its model values plus, for each running
/// track of it in the order added, the track's delta times (1 − progress); a transform track
/// interpolates by decomposition.
extension Animator {
  /// The view as it is on screen at `now`, given its `model` values.
  func presentation(of view: ViewID, model: ViewProperties, at now: Instant) -> ViewProperties {
    guard view.index < views.count else { return model }
    var result = model
    apply(views[view.index], to: &result) { progress(of: $0, at: now) }
    return result
  }

  /// Several views as they are on screen at `now`, each running animation's progress computed
  /// once.
  func presentations(of ids: [ViewID], in tree: ViewTree, at now: Instant) -> [ViewProperties] {
    var result = ids.map { tree[$0] }
    guard !running.isEmpty else { return result }
    var progress = [Double](repeating: 0, count: running.count)
    for (slot, number) in running.enumerated() {
      progress[slot] = self.progress(of: number, at: now)
    }
    for (position, view) in ids.enumerated() where view.index < views.count {
      apply(views[view.index], to: &result[position]) {
        progress[records[$0 - 1].runningSlot]
      }
    }
    return result
  }

  /// How far animation `number` is at `now`: by the clock, or by its property animator.
  func progress(of number: Int, at now: Instant) -> Double {
    let record = records[number - 1]
    guard let driver = record.driver else { return record.progress(at: now) }
    let progress = propertyAnimators[driver].progress(at: now)
    guard record.base < 1 else { return 1 }
    return (progress - record.base) / (1 - record.base)
  }

  private func apply(
    _ tracks: ViewAnimations, to result: inout ViewProperties, progress: (Int) -> Double
  ) {
    for track in tracks.scalars {
      let value = track.channel.value(in: result) + track.delta * (1 - progress(track.animation))
      track.channel.set(value, in: &result)
    }
    if let track = tracks.transform {
      result.transform = DecomposedTransform.interpolate(
        track.from, track.to, progress(track.animation))
    }
  }
}
