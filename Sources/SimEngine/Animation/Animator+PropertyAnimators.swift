import SimGeometry

/// Property animators live beside the animations they drive: each animation they run is an
/// ordinary record whose progress comes from its animator instead of the clock.
extension Animator {
  /// Creates an animator under `settings.name`; an older animator of that name keeps running
  /// (as a released `UIViewPropertyAnimator` does), but the name now means the new one.
  mutating func createAnimator(
    _ settings: PropertyAnimatorSettings, animations: [AnimatorAnimation],
    completions: [AnimatorCompletion]
  ) -> Int {
    var animator = PropertyAnimator(settings: settings)
    animator.pending = animations
    animator.completions = completions
    propertyAnimators.append(animator)
    liveSlots.append(-1)
    animatorNames[settings.name] = propertyAnimators.count - 1
    return propertyAnimators.count - 1
  }

  func animatorIndex(named name: String) -> Int? { animatorNames[name] }

  /// The animators that are active or stopped (not inactive), by index.
  var activeAnimators: [Int] { liveAnimators.sorted() }

  /// Whether any animator is active or stopped, without sorting the list (asked every frame
  /// while a run settles).
  var hasLiveAnimators: Bool { !liveAnimators.isEmpty }

  func propertyAnimator(_ index: Int) -> PropertyAnimator { propertyAnimators[index] }

  /// The animations the animator drives that still run.
  func runningAnimations(of index: Int) -> [Int] {
    propertyAnimators[index].animations.filter { records[$0 - 1].isRunning }
  }

  /// Where `model` is left when animation `number` is let go at `position`: its end values (the
  /// model already holds them), its start values, or the values drawn now.
  /// `driverProgress`, when given, is its animator's progress to read instead of the one it has
  /// now (an animator that let go of its animations has already gone back to 0).
  func settle(
    _ number: Int, at position: AnimatingPosition, model: inout ViewProperties, now: Instant,
    driverProgress: Double? = nil
  ) {
    let record = records[number - 1]
    guard record.isRunning, position != .end else { return }
    let progress =
      driverProgress.map { record.clock.progress(at: now, driverProgress: $0) }
      ?? progress(of: number, at: now)
    let remaining = position == .start ? 1 : 1 - progress
    tracks.forEachScalar(of: record.view.index) { track in
      guard track.animation == number else { return }
      track.channel.set(track.channel.value(in: model) + track.delta * remaining, in: &model)
    }
    if let track = tracks.transform(of: record.view), track.animation == number {
      model.transform = DecomposedTransform.interpolate(track.from, track.to, 1 - remaining)
    }
  }

  /// The views driven by animators that UIKit hit-tests where they are drawn, by ID.
  var viewsHitAtPresentation: [ViewID] {
    var result: [ViewID] = []
    for index in liveAnimators where propertyAnimators[index].settings.hitTestsPresentation {
      let animator = propertyAnimators[index]
      for number in animator.animations where records[number - 1].isRunning {
        result.append(records[number - 1].view)
      }
    }
    result.sort()
    var unique: [ViewID] = []
    for view in result where unique.last != view { unique.append(view) }
    return unique
  }
}
