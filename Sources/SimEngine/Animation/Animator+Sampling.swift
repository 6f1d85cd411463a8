import SimGeometry

/// Presentation values: a view as it is drawn now is its model values plus, for each running
/// track of it in the order added, the track's delta times (1 − progress); a transform track
/// interpolates by decomposition.
///
/// A frame samples in two passes over dense arrays: each running animation's progress once, in
/// slot order from its clock, then each asked-for view's tracks, reading their progress by slot
/// and adding into the view's ``DrawnValues``. Nothing copies a whole view or an animation's
/// record.
extension Animator {
  /// The view as it is on screen at `now`, given its `model` values.
  func presentation(of view: ViewID, model: ViewProperties, at now: Instant) -> ViewProperties {
    guard view.index < tracks.views.count else { return model }
    var drawn = DrawnValues(model)
    apply(view.index, to: &drawn) { progress(of: clocks[$0], at: now) }
    var result = model
    drawn.apply(to: &result)
    return result
  }

  /// What several views draw at `now`, each running animation's progress computed once.
  func drawnValues(of ids: [ViewID], in tree: ViewTree, at now: Instant) -> [DrawnValues] {
    var result: [DrawnValues] = []
    result.reserveCapacity(ids.count)
    sample(ids, in: tree, at: now) { _, drawn in result.append(drawn) }
    return result
  }

  /// Calls `body` with each view's position in `ids` and what it draws at `now`, in order,
  /// keeping no array of them (a frame of 10,000 views would allocate a megabyte for it).
  func sample(
    _ ids: [ViewID], in tree: ViewTree, at now: Instant, _ body: (Int, DrawnValues) -> Void
  ) {
    let progress = [Double](unsafeUninitializedCapacity: clocks.count) { buffer, count in
      for slot in clocks.indices { buffer[slot] = self.progress(of: clocks[slot], at: now) }
      count = clocks.count
    }
    for position in ids.indices {
      let view = ids[position].index
      var drawn = tree.drawnValues(of: ids[position])
      if view < tracks.views.count, tracks.views[view].running > 0 {
        apply(view, to: &drawn) { progress[$0] }
      }
      body(position, drawn)
    }
  }

  /// Several views as they are on screen at `now`, whole.
  func presentations(of ids: [ViewID], in tree: ViewTree, at now: Instant) -> [ViewProperties] {
    let drawn = drawnValues(of: ids, in: tree, at: now)
    return ids.indices.map { position in
      var view = tree[ids[position]]
      drawn[position].apply(to: &view)
      return view
    }
  }

  /// How far animation `number` is at `now`: by the clock, or by its property animator.
  func progress(of number: Int, at now: Instant) -> Double {
    progress(of: records[number - 1].clock, at: now)
  }

  private func progress(of clock: AnimationClock, at now: Instant) -> Double {
    guard let driver = clock.driver else { return clock.progress(at: now) }
    return clock.progress(at: now, driverProgress: propertyAnimators[driver].progress(at: now))
  }

  /// Adds view `index`'s tracks to `drawn`, each at the progress its slot has.
  private func apply(_ index: Int, to drawn: inout DrawnValues, progress: (Int) -> Double) {
    tracks.forEachScalar(of: index) { track in
      drawn.add(track.delta * (1 - progress(Int(track.slot))), to: track.channel)
    }
    let transform = tracks.views[index].transform
    if transform >= 0 {
      let track = tracks.transforms[Int(transform)]
      drawn.transform = DecomposedTransform.interpolate(track.from, track.to, progress(track.slot))
    }
  }
}
