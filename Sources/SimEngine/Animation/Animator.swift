import SimGeometry

/// The running animations and what they make of the views on screen.
///
/// It owns every animation record (by number), the tracks that make presentation values
/// (stored per view, in the order they were added, so a view's values add up in the same order
/// every time), the list of running animations, and per view how many running animations keep
/// it from being hit. Starting or stopping an animation touches only its own view's tracks;
/// sampling a frame touches only the running animations: nothing here grows with the history of
/// the run. The simulation carries out what it returns: the model values, the end on the
/// schedule, the journal, the completions.
struct Animator: Sendable {
  /// Every animation started; animation `n` is `records[n - 1]`.
  private(set) var records = SegmentedList<AnimationRecord>()
  /// Per view, its tracks and counts. Storage of this folder's files.
  var tracks = TrackStore()
  /// The numbers of the running animations, in no order (a running animation's slot is its
  /// place here). Storage of this folder's files.
  var running: [Int] = []
  /// The running animations' clocks, by slot: what a frame's progress pass reads. Storage of
  /// this folder's files.
  var clocks: [AnimationClock] = []
  /// Every property animator created, in order. Storage of this folder's files.
  var propertyAnimators: [PropertyAnimator] = []
  /// The animator each name refers to now (a name given again refers to the new one).
  var animatorNames: [String: Int] = [:]
  /// The animators that are not inactive, in no order: what hit testing and sampling look at,
  /// so their cost doesn't grow with every animator a run has created. Storage of this
  /// folder's files.
  var liveAnimators: [Int] = []
  /// Each animator's place in `liveAnimators`, or -1: an animator joins and leaves the list in
  /// constant time, so starting many in one action is linear. Storage of this folder's files.
  var liveSlots: [Int] = []
  /// Entries of `liveAnimators` read or written to add and remove animators, over the run:
  /// what the linearity test counts (a search of the list for each change grows with it).
  /// Storage of this folder's files.
  var liveListSteps = 0

  /// What starting an animation decided.
  struct Start: Sendable {
    let number: Int
    /// The view's new model values.
    let target: ViewProperties
    let start: Instant
    let end: Instant
    /// Whether anything changes; if not, UIKit adds no animation and calls the completion.
    let moved: Bool
    /// The animations whose tracks it replaced (`beginFromCurrentState`, or a transform), one
    /// entry per track removed.
    let cut: [Int]
  }

  /// What stopping an animation decided.
  struct Stop: Sendable {
    let view: ViewID
    /// What its completion is told.
    let finished: Bool
    /// The completion, then the finished or interrupted one.
    let actions: [Action]
  }

  /// Starts `animation` on `view`, from its `model` values or, beginning from the current
  /// state, from its `onScreen` values.
  ///
  /// Channels go by Core Animation key: `center` is one `position` animation (x and y
  /// together), bounds origin and size are one each, so `beginFromCurrentState` replaces a
  /// whole key.
  mutating func start(
    _ animation: ViewAnimation, view: ViewID, model: ViewProperties, onScreen: ViewProperties,
    now: Instant, driver: (index: Int, progress: Double)? = nil
  ) -> Start {
    tracks.grow(to: view)
    var target = model
    animation.to.apply(to: &target)
    let number = records.count + 1
    var moved = false
    var cut: [Int] = []
    var added = 0
    for group in AnimationChannel.groups {
      guard group.contains(where: { $0.value(in: model) != $0.value(in: target) }) else { continue }
      moved = true
      if animation.beginsFromCurrentState {
        cut += tracks.removeScalars(of: view) { group.contains($0.channel) }
      }
      for channel in group {
        let from = channel.value(in: animation.beginsFromCurrentState ? onScreen : model)
        let delta = from - channel.value(in: target)
        guard delta != 0 else { continue }
        tracks.append(
          ScalarTrack(
            animation: number, delta: delta, view: view, slot: Int32(running.count),
            channel: channel))
        added += 1
      }
    }
    if model.transform != target.transform {
      if let old = tracks.transform(of: view) { cut.append(old.animation) }
      tracks.setTransform(
        TransformTrack(
          animation: number, slot: running.count, view: view, from: onScreen.transform,
          to: target.transform),
        of: view)
      added += 1
      moved = true
    }
    for number in cut { records[number - 1].trackCount -= 1 }
    let start = now + animation.delay
    let plays = animation.repeatCount * (animation.autoreverses ? 2 : 1)
    let end: Instant
    if plays == 1 {
      end = start + animation.duration
    } else if plays.isInfinite {
      end = animation.duration > .zero ? .never : start
    } else {
      // A huge count of long plays outlasts any run: bounded before it can overflow the clock.
      let total = animation.duration.seconds * plays
      end = total < 1e9 ? start + Interval(seconds: total) : .never
    }
    var clock = AnimationClock(
      start: start, oneWay: animation.duration.seconds, repeatCount: animation.repeatCount,
      autoreverses: animation.autoreverses, timing: TimingSolver(animation.timing))
    if let driver {
      clock.driver = driver.index
      clock.base = driver.progress
      propertyAnimators[driver.index].animations.append(number)
    }
    var record = AnimationRecord(
      number: number, view: view, requested: now, end: end, timing: animation.timing,
      clock: clock,
      allowsUserInteraction: animation.allowsUserInteraction,
      isRunning: true, finished: nil, completion: animation.completion,
      completionIfFinished: animation.completionIfFinished,
      completionIfInterrupted: animation.completionIfInterrupted)
    record.trackCount = added
    record.runningSlot = running.count
    records.append(record)
    running.append(number)
    clocks.append(clock)
    tracks.count(view, running: 1, blocking: animation.allowsUserInteraction ? 0 : 1)
    return Start(number: number, target: target, start: start, end: end, moved: moved, cut: cut)
  }

  /// Marks an animation whose tracks were replaced; returns whether it has none left (and so
  /// must stop, unfinished).
  mutating func interrupt(_ number: Int) -> Bool {
    records[number - 1].interrupted = true
    return records[number - 1].trackCount == 0
  }

  /// Stops an animation if it is running: its tracks go, and it says what its completion is
  /// told.
  mutating func stop(_ number: Int, finished: Bool, now: Instant) -> Stop? {
    let index = number - 1
    guard records[index].isRunning else { return nil }
    let record = records[index]
    let done = finished && !record.interrupted
    records[index].isRunning = false
    records[index].finished = done
    records[index].stoppedAt = now
    let view = record.view
    if record.trackCount > 0 {
      tracks.removeScalars(of: view) { $0.animation == number }
      if tracks.transform(of: view)?.animation == number { tracks.setTransform(nil, of: view) }
      records[index].trackCount = 0
    }
    let slot = record.runningSlot
    let last = running.removeLast()
    let lastClock = clocks.removeLast()
    if last != number {
      running[slot] = last
      clocks[slot] = lastClock
      records[last - 1].runningSlot = slot
      tracks.moveSlot(of: last, view: records[last - 1].view, to: slot)
    }
    records[index].runningSlot = -1
    tracks.count(view, running: -1, blocking: record.allowsUserInteraction ? 0 : -1)
    let actions =
      record.completion + (done ? record.completionIfFinished : record.completionIfInterrupted)
    return Stop(view: view, finished: done, actions: actions)
  }

  func isRunning(_ number: Int) -> Bool { records[number - 1].isRunning }

  /// The view animation `number` animates.
  func view(of number: Int) -> ViewID { records[number - 1].view }

  /// Whether a running animation without `.allowUserInteraction` keeps `view` from being hit
  /// (UIKit turns interaction off for the views being animated, delay included).
  func blocks(_ view: ViewID) -> Bool {
    tracks.entry(of: view).blocking > 0
  }

  /// The running animations' numbers, oldest first.
  var runningNumbers: [Int] { running.sorted() }

  /// Whether any animation runs.
  var isAnimating: Bool { !running.isEmpty }

  /// The views with a running animation, by ID.
  var animatingViews: [ViewID] { tracks.animatingInViewOrder }

  /// Puts the animating views in view order once, so each frame reads them without sorting.
  mutating func sortAnimatingViews() { tracks.sortAnimating() }
}
