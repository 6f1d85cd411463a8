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
    let progress = progressBySlot(at: now)
    return [DrawnValues](unsafeUninitializedCapacity: ids.count) { buffer, count in
      if let base = buffer.baseAddress {
        fill(ids, ids.indices, into: base, in: tree, progress: progress)
      }
      count = ids.count
    }
  }

  /// Calls `body` with each view's position in `ids` and what it draws at `now`, in order,
  /// keeping no array of them (a frame of 10,000 views would allocate a megabyte for it): views
  /// are sampled a chunk at a time into a small scratch buffer.
  func sample(
    _ ids: [ViewID], in tree: ViewTree, at now: Instant, _ body: (Int, DrawnValues) -> Void
  ) {
    let progress = progressBySlot(at: now)
    let chunk = 32
    withUnsafeTemporaryAllocation(of: DrawnValues.self, capacity: chunk) { scratch in
      guard let base = scratch.baseAddress else { return }
      var start = 0
      while start < ids.count {
        let end = min(start + chunk, ids.count)
        fill(ids, start..<end, into: base, in: tree, progress: progress)
        for position in start..<end { body(position, base[position - start]) }
        base.deinitialize(count: end - start)
        start = end
      }
    }
  }

  /// Each running animation's progress at `now`, by slot.
  private func progressBySlot(at now: Instant) -> [Double] {
    [Double](unsafeUninitializedCapacity: clocks.count) { buffer, count in
      for slot in clocks.indices { buffer[slot] = self.progress(of: clocks[slot], at: now) }
      count = clocks.count
    }
  }

  /// Initializes `out[0...]` with what `ids[range]` draw: model values, then tracks added in
  /// place in memory. (Adding into a local and copying it out right after stalls on store
  /// forwarding: the copy's wide loads wait for the last track's narrow store, a third of a
  /// frame's time.)
  private func fill(
    _ ids: [ViewID], _ range: Range<Int>, into out: UnsafeMutablePointer<DrawnValues>,
    in tree: ViewTree, progress: [Double]
  ) {
    for position in range {
      let drawn = out + (position - range.lowerBound)
      drawn.initialize(to: tree.drawnValues(of: ids[position]))
      let view = ids[position].index
      if view < tracks.views.count, tracks.views[view].running > 0 {
        apply(view, to: &drawn.pointee) { progress[$0] }
      }
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
