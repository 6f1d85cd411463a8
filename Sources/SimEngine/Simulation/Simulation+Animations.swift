import SimGeometry

/// Animations: model values jump to their targets when an animation starts (so hit testing,
/// which reads the model, finds a moving view where it will end up); presentation values move
/// frame by frame.
extension Simulation {
  /// Starts `animation` now, as `UIView.animate` does when its animations block runs.
  mutating func start(_ animation: ViewAnimation, view: ViewID) {
    let model = tree[view]
    var target = model
    animation.to.apply(to: &target)
    let onScreen = presentation(of: view)
    let number = animations.count + 1
    var moved = false
    for channel in AnimationChannel.allCases {
      let old = channel.value(in: model)
      let new = channel.value(in: target)
      guard old != new else { continue }
      var from = old
      if animation.beginsFromCurrentState {
        from = channel.value(in: onScreen)
        interrupt(tracksOf: view) { $0.channel == channel }
      }
      scalarTracks.append(
        ScalarTrack(animation: number, view: view, channel: channel, delta: from - new))
      moved = true
    }
    if model.transform != target.transform {
      interruptTransform(of: view)
      transformTracks.append(
        TransformTrack(
          animation: number, view: view, from: onScreen.transform, to: target.transform))
      moved = true
    }
    tree[view] = target
    let start = now + animation.delay
    let end = start + animation.duration
    animations.append(
      AnimationRecord(
        number: number, view: view, requested: now, start: start, end: end,
        timing: animation.timing, allowsUserInteraction: animation.allowsUserInteraction,
        isRunning: true, finished: nil, completion: animation.completion,
        completionIfFinished: animation.completionIfFinished,
        completionIfInterrupted: animation.completionIfInterrupted))
    record(.animationStarted(number: number, view: view, start: start, end: end))
    guard moved else {
      // Nothing changes: UIKit adds no animation and calls the completion, finished.
      endAnimation(number, finished: true)
      return
    }
    schedule(.animationEnd(number), at: end)
    if !animation.allowsUserInteraction { updateAnimationBlock(of: view) }
  }

  /// Stops an animation: its tracks go, its view may be hittable again, and its completion runs.
  mutating func endAnimation(_ number: Int, finished: Bool) {
    let index = number - 1
    guard animations[index].isRunning else { return }
    animations[index].isRunning = false
    let done = finished && !animations[index].interrupted
    animations[index].finished = done
    animations[index].stoppedAt = now
    scalarTracks.removeAll { $0.animation == number }
    transformTracks.removeAll { $0.animation == number }
    scheduled.removeAll { $0.kind == .animationEnd(number) }
    let view = animations[index].view
    updateAnimationBlock(of: view)
    record(.animationFinished(number: number, view: view, finished: done))
    perform(animations[index].completion)
    perform(
      done ? animations[index].completionIfFinished : animations[index].completionIfInterrupted)
  }

  /// A `beginFromCurrentState` animation replaces the running animations of the channels it
  /// animates; an animation left with nothing to animate stops, unfinished.
  private mutating func interrupt(tracksOf view: ViewID, where matches: (ScalarTrack) -> Bool) {
    var cut: [Int] = []
    scalarTracks.removeAll { track in
      guard track.view == view, matches(track) else { return false }
      cut.append(track.animation)
      return true
    }
    stopIfEmpty(cut)
  }

  private mutating func interruptTransform(of view: ViewID) {
    var cut: [Int] = []
    transformTracks.removeAll { track in
      guard track.view == view else { return false }
      cut.append(track.animation)
      return true
    }
    stopIfEmpty(cut)
  }

  private mutating func stopIfEmpty(_ numbers: [Int]) {
    for number in numbers {
      animations[number - 1].interrupted = true
      let left =
        scalarTracks.contains { $0.animation == number }
        || transformTracks.contains { $0.animation == number }
      if !left { endAnimation(number, finished: false) }
    }
  }

  /// UIKit turns interaction off for a view while an animation without
  /// `.allowUserInteraction` runs on it, delay included.
  private mutating func updateAnimationBlock(of view: ViewID) {
    let blocked = animations.contains {
      $0.view == view && $0.isRunning && !$0.allowsUserInteraction
    }
    if tree.ineligibility(of: view).contains(.animating) != blocked {
      tree.setBlockedByAnimation(view, blocked)
    }
  }

  /// Animations of views that left the window stop, unfinished (Core Animation removes a
  /// layer's animations when it leaves the layer tree).
  mutating func stopAnimationsOutsideWindow() {
    for record in animations where record.isRunning && !tree.isInWindow(record.view) {
      endAnimation(record.number, finished: false)
    }
  }

  /// The view as it is on screen now: its model values with every running animation applied.
  public func presentation(of view: ViewID) -> ViewProperties {
    presentations(of: [view])[0]
  }

  /// Several views as they are on screen now, in one pass over the running animations: each
  /// animation's progress is computed once, and each track is applied to its view through a
  /// lookup, so a frame with a thousand moving views costs a thousand lookups, not a million
  /// comparisons.
  public func presentations(of views: [ViewID]) -> [ViewProperties] {
    var result = views.map { tree[$0] }
    guard !scalarTracks.isEmpty || !transformTracks.isEmpty else { return result }
    var slot: [ViewID: Int] = [:]
    slot.reserveCapacity(views.count)
    for (index, view) in views.enumerated() { slot[view] = index }
    var progress: [Int: Double] = [:]
    func progressOf(_ number: Int) -> Double {
      if let known = progress[number] { return known }
      let value = animations[number - 1].progress(at: now)
      progress[number] = value
      return value
    }
    for track in scalarTracks {
      guard let index = slot[track.view] else { continue }
      let value =
        track.channel.value(in: result[index]) + track.delta * (1 - progressOf(track.animation))
      track.channel.set(value, in: &result[index])
    }
    for track in transformTracks {
      guard let index = slot[track.view] else { continue }
      result[index].transform = DecomposedTransform.interpolate(
        track.from, track.to, progressOf(track.animation))
    }
    return result
  }

  /// The views with a running animation, by ID.
  public var animatingViews: [ViewID] {
    var views: [ViewID] = []
    for record in animations where record.isRunning { views.append(record.view) }
    views.sort()
    var unique: [ViewID] = []
    for view in views where unique.last != view { unique.append(view) }
    return unique
  }
}
