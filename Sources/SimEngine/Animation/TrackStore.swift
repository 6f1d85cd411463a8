/// Every view's running tracks, in flat storage: one pool of scalar tracks, each view's a list
/// through the pool in the order added, and one pool of transform tracks, at most one a view.
///
/// Why flat: sampling a frame walks each animating view's list reading plain values out of one
/// array, so it copies and retains nothing; adding or removing a track touches only its view's
/// list. Freed entries are reused, so a pool is as large as the most tracks ever running at
/// once, never the run's history.
struct TrackStore: Sendable {
  /// A view's tracks and counts; -1 is "none".
  struct Entry: Sendable {
    var first: Int32 = -1
    var last: Int32 = -1
    var transform: Int32 = -1
    /// Running animations on the view, and those of them without `.allowUserInteraction`.
    var running: Int32 = 0
    var blocking: Int32 = 0
    /// Its place in ``animating`` while it has a running animation.
    var position: Int32 = -1
  }

  /// By view index.
  private(set) var views: [Entry] = []
  /// The pool; an entry's `next` links its view's list (or the free list).
  private(set) var scalars: [ScalarTrack] = []
  private var freeScalar: Int32 = -1
  private(set) var transforms: [TransformTrack] = []
  private var freeTransforms: [Int32] = []
  /// The views with a running animation, kept as they come and go (a frame reads them without
  /// looking at every animation); in view order once ``sortAnimating()`` has run since the last
  /// change that broke the order.
  private(set) var animating: [ViewID] = []
  private var animatingInOrder = true

  /// Makes room for `view`'s entry.
  mutating func grow(to view: ViewID) {
    if view.index >= views.count {
      views.append(contentsOf: repeatElement(Entry(), count: view.index + 1 - views.count))
    }
  }

  /// `view`'s entry, or an empty one for a view never animated.
  func entry(of view: ViewID) -> Entry {
    view.index < views.count ? views[view.index] : Entry()
  }

  mutating func count(_ view: ViewID, running: Int32, blocking: Int32) {
    let before = views[view.index].running
    views[view.index].running += running
    views[view.index].blocking += blocking
    let after = views[view.index].running
    if before == 0 && after > 0 {
      if let last = animating.last, last > view { animatingInOrder = false }
      views[view.index].position = Int32(animating.count)
      animating.append(view)
    } else if before > 0 && after == 0 {
      let position = Int(views[view.index].position)
      let last = animating.removeLast()
      if last != view {
        animating[position] = last
        views[last.index].position = Int32(position)
        animatingInOrder = false
      }
      views[view.index].position = -1
    }
  }

  /// The views with a running animation, in view order.
  var animatingInViewOrder: [ViewID] { animatingInOrder ? animating : animating.sorted() }

  /// Puts ``animating`` in view order, if a change broke it: at most once a frame, and only
  /// when animations came or went out of order.
  mutating func sortAnimating() {
    guard !animatingInOrder else { return }
    animating.sort()
    for (position, view) in animating.enumerated() { views[view.index].position = Int32(position) }
    animatingInOrder = true
  }

  /// Adds `track` at the end of its view's list.
  mutating func append(_ track: ScalarTrack) {
    var track = track
    track.next = -1
    let index: Int32
    if freeScalar >= 0 {
      index = freeScalar
      freeScalar = scalars[Int(index)].next
      scalars[Int(index)] = track
    } else {
      index = Int32(scalars.count)
      scalars.append(track)
    }
    let view = track.view.index
    if views[view].last >= 0 {
      scalars[Int(views[view].last)].next = index
    } else {
      views[view].first = index
    }
    views[view].last = index
  }

  /// Calls `body` with each of `view`'s scalar tracks, in the order added.
  @inline(__always)
  func forEachScalar(of view: Int, _ body: (ScalarTrack) -> Void) {
    var index = views[view].first
    while index >= 0 {
      let track = scalars[Int(index)]
      body(track)
      index = track.next
    }
  }

  /// Removes `view`'s scalar tracks for which `remove` is true; returns their animations'
  /// numbers, in order.
  @discardableResult
  mutating func removeScalars(of view: ViewID, where remove: (ScalarTrack) -> Bool) -> [Int] {
    var removed: [Int] = []
    var previous: Int32 = -1
    var index = views[view.index].first
    while index >= 0 {
      let track = scalars[Int(index)]
      let next = track.next
      if remove(track) {
        removed.append(track.animation)
        if previous >= 0 {
          scalars[Int(previous)].next = next
        } else {
          views[view.index].first = next
        }
        if views[view.index].last == index { views[view.index].last = previous }
        scalars[Int(index)].next = freeScalar
        freeScalar = index
      } else {
        previous = index
      }
      index = next
    }
    return removed
  }

  /// Points `view`'s tracks of animation `number` at running slot `slot`.
  mutating func moveSlot(of number: Int, view: ViewID, to slot: Int) {
    var index = views[view.index].first
    while index >= 0 {
      if scalars[Int(index)].animation == number { scalars[Int(index)].slot = Int32(slot) }
      index = scalars[Int(index)].next
    }
    let transform = views[view.index].transform
    if transform >= 0 && transforms[Int(transform)].animation == number {
      transforms[Int(transform)].slot = slot
    }
  }

  /// `view`'s transform track, if it has one.
  func transform(of view: ViewID) -> TransformTrack? {
    guard view.index < views.count else { return nil }
    let index = views[view.index].transform
    return index >= 0 ? transforms[Int(index)] : nil
  }

  /// Gives `view` `track` as its transform track, or none.
  mutating func setTransform(_ track: TransformTrack?, of view: ViewID) {
    let old = views[view.index].transform
    if let track {
      if old >= 0 {
        transforms[Int(old)] = track
      } else if let free = freeTransforms.popLast() {
        transforms[Int(free)] = track
        views[view.index].transform = free
      } else {
        views[view.index].transform = Int32(transforms.count)
        transforms.append(track)
      }
    } else if old >= 0 {
      freeTransforms.append(old)
      views[view.index].transform = -1
    }
  }
}
