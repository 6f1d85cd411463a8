import SimGeometry

/// Animations: model values jump to their targets when an animation starts (so hit testing,
/// which reads the model, finds a moving view where it will end up); presentation values move
/// frame by frame.
extension Simulation {
  /// Starts `animation` now, as `UIView.animate` does when its animations block runs.
  ///
  /// Channels go by Core Animation key: `center` is one `position` animation (x and y
  /// together), bounds origin and size are one each, so `beginFromCurrentState` replaces a
  /// whole key. Animations it cuts short stop only after the new one is in place: UIKit calls
  /// completions later, never from inside an animations block.
  mutating func start(_ animation: ViewAnimation, view: ViewID) {
    let model = tree[view]
    var target = model
    animation.to.apply(to: &target)
    let onScreen = presentation(of: view)
    let number = animations.count + 1
    var moved = false
    var cut: [Int] = []
    for group in AnimationChannel.groups {
      guard group.contains(where: { $0.value(in: model) != $0.value(in: target) }) else { continue }
      moved = true
      if animation.beginsFromCurrentState {
        cut += removeTracks(of: view) { group.contains($0.channel) }
      }
      for channel in group {
        let from = channel.value(in: animation.beginsFromCurrentState ? onScreen : model)
        let delta = from - channel.value(in: target)
        guard delta != 0 else { continue }
        scalarTracks.append(
          ScalarTrack(animation: number, view: view, channel: channel, delta: delta))
      }
    }
    if model.transform != target.transform {
      cut += removeTransformTracks(of: view)
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
        completionIfInterrupted: animation.completionIfInterrupted, hook: animation.hook))
    record(.animationStarted(number: number, view: view, start: start, end: end))
    if moved {
      schedule(.animationEnd(number), at: end)
      if !animation.allowsUserInteraction { updateAnimationBlock(of: view) }
    }
    stopIfEmpty(cut)
    // Nothing changes: UIKit adds no animation and calls the completion, finished.
    if !moved { endAnimation(number, finished: true) }
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
    if let hook = animations[index].hook { handle(hook, finished: done) }
  }

  /// Removes the view's tracks that match, marking their animations cut short; returns them.
  private mutating func removeTracks(of view: ViewID, where matches: (ScalarTrack) -> Bool)
    -> [Int]
  {
    var cut: [Int] = []
    scalarTracks.removeAll { track in
      guard track.view == view, matches(track) else { return false }
      cut.append(track.animation)
      return true
    }
    return cut
  }

  private mutating func removeTransformTracks(of view: ViewID) -> [Int] {
    var cut: [Int] = []
    transformTracks.removeAll { track in
      guard track.view == view else { return false }
      cut.append(track.animation)
      return true
    }
    return cut
  }

  /// An animation left with nothing to animate stops, unfinished.
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
