import SimGeometry

/// Presentation values: a view as it is drawn now is its model values plus, for each running
/// track of it in the order added, the track's delta times (1 − progress); a transform track
/// interpolates by decomposition.
extension Animator {
  /// The view as it is on screen at `now`, given its `model` values.
  func presentation(of view: ViewID, model: ViewProperties, at now: Instant) -> ViewProperties {
    guard view.index < views.count else { return model }
    var result = model
    apply(views[view.index], to: &result) { records[$0 - 1].progress(at: now) }
    return result
  }

  /// Several views as they are on screen at `now`, each running animation's progress computed
  /// once.
  func presentations(of ids: [ViewID], in tree: ViewTree, at now: Instant) -> [ViewProperties] {
    var result = ids.map { tree[$0] }
    guard !running.isEmpty else { return result }
    var progress = [Double](repeating: 0, count: running.count)
    for (slot, number) in running.enumerated() {
      progress[slot] = records[number - 1].progress(at: now)
    }
    for (position, view) in ids.enumerated() where view.index < views.count {
      apply(views[view.index], to: &result[position]) {
        progress[records[$0 - 1].runningSlot]
      }
    }
    return result
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
