import SimGeometry
import Testing

@testable import SimEngine

/// The flat pool of tracks: a view's tracks come back in the order added, whatever is removed
/// around them, and freed entries are reused, so the pool never grows with the run's history.
@Suite("Track store")
struct TrackStoreTests {
  static func track(_ animation: Int, view: Int32, _ channel: AnimationChannel) -> ScalarTrack {
    ScalarTrack(
      animation: animation, delta: Double(animation), view: ViewID(rawValue: view), slot: 0,
      channel: channel)
  }

  static func animations(of view: Int, in store: TrackStore) -> [Int] {
    var result: [Int] = []
    store.forEachScalar(of: view) { result.append($0.animation) }
    return result
  }

  @Test("A view's tracks come back in the order added after ones in the middle and at the ends go")
  func orderSurvivesRemoval() {
    var store = TrackStore()
    store.grow(to: ViewID(rawValue: 1))
    for number in 1...5 { store.append(Self.track(number, view: 1, .centerX)) }
    store.append(Self.track(9, view: 0, .alpha))
    let removed = store.removeScalars(of: ViewID(rawValue: 1)) { [1, 3, 5].contains($0.animation) }
    #expect(removed == [1, 3, 5])
    #expect(Self.animations(of: 1, in: store) == [2, 4])
    store.append(Self.track(6, view: 1, .centerY))
    #expect(Self.animations(of: 1, in: store) == [2, 4, 6])
    #expect(Self.animations(of: 0, in: store) == [9])
  }

  @Test("A thousand animations one after another on one view reuse the same pool entries")
  func freedEntriesAreReused() {
    var tree = ViewTree.window()
    let id = tree.add(view("a", .uiView, rect(0, 0, 100, 100)))
    var animator = Animator()
    for round in 0..<1_000 {
      var move = AnimatorTests.moveAnimation("a", x: Double(round % 2 == 0 ? 300 : 50))
      move.to.alpha = round % 2 == 0 ? 0.5 : 1
      let start = animator.start(
        move, view: id, model: tree[id], onScreen: tree[id], now: .zero)
      tree[id] = start.target
      _ = animator.stop(start.number, finished: true, now: .zero)
    }
    #expect(animator.tracks.scalars.count == 2)
    #expect(Self.animations(of: id.index, in: animator.tracks).isEmpty)
    #expect(animator.clocks.isEmpty)
  }

  @Test("A view's transform track is replaced in place and its entry reused once freed")
  func transformEntriesAreReused() {
    var store = TrackStore()
    let a = ViewID(rawValue: 0)
    let b = ViewID(rawValue: 1)
    store.grow(to: b)
    let turn = TransformTrack(
      animation: 1, slot: 0, view: a, from: .identity, to: AffineTransform(rotationAngle: 1))
    store.setTransform(turn, of: a)
    var again = turn
    again.animation = 2
    store.setTransform(again, of: a)
    #expect(store.transform(of: a)?.animation == 2)
    #expect(store.transforms.count == 1)
    store.setTransform(nil, of: a)
    #expect(store.transform(of: a) == nil)
    store.setTransform(turn, of: b)
    #expect(store.transforms.count == 1)
    #expect(store.transform(of: b)?.animation == 1)
  }

  @Test("Drawn values and whole presentations agree, tracks added up, after others stop")
  func drawnValuesMatchPresentations() {
    var (animator, tree, ids) = AnimatorTests.threeMoving()
    let quarter = Instant(nanoseconds: 250_000_000)
    var fade = ViewChange()
    fade.alpha = 0.25
    fade.center = Point(20, 80)
    let extra = ViewAnimation(
      view: "c", to: fade, duration: Interval(nanoseconds: 400_000_000), timing: .default)
    let start = animator.start(
      extra, view: ids[2], model: tree[ids[2]], onScreen: tree[ids[2]], now: quarter)
    tree[ids[2]] = start.target
    _ = animator.stop(1, finished: false, now: quarter)
    let later = Instant(nanoseconds: 450_000_000)
    let drawn = animator.drawnValues(of: ids, in: tree, at: later)
    let whole = animator.presentations(of: ids, in: tree, at: later)
    for position in ids.indices {
      let alone = animator.presentation(of: ids[position], model: tree[ids[position]], at: later)
      #expect(whole[position] == alone)
      #expect(drawn[position].frame == alone.frame)
      #expect(drawn[position].alpha == alone.alpha)
    }
    // c's model x is 20; its first move (50 → 150, linear, 45 % done) adds −100 × 0.55 and the
    // second (150 → 20, ease-in-ease-out, halfway, where the curve is at 0.5) 130 × 0.5: 30.
    #expect(abs(drawn[2].center.x - 30) < 1e-9)
  }

  @Test(
    "The animating views stay the running animations' views, in view order, as they come and go")
  func animatingViewsFollowTheRunningAnimations() {
    var tree = ViewTree.window()
    let ids = (0..<12).map { tree.add(view("v\($0)", .uiView, rect(0, 0, 10, 10))) }
    var animator = Animator()
    var state: UInt64 = 7
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for step in 0..<400 {
      if next(3) > 0 || animator.runningNumbers.isEmpty {
        let id = ids[next(ids.count)]
        var fade = ViewChange()
        fade.alpha = Double(step % 9) / 10
        let animation = ViewAnimation(
          view: tree.name(of: id), to: fade, duration: Interval(nanoseconds: 1_000_000_000))
        let start = animator.start(
          animation, view: id, model: tree[id], onScreen: tree[id], now: .zero)
        tree[id] = start.target
      } else {
        let running = animator.runningNumbers
        _ = animator.stop(running[next(running.count)], finished: false, now: .zero)
      }
      if step % 5 == 0 { animator.sortAnimatingViews() }
      let expected = Set(animator.runningNumbers.map { animator.view(of: $0) }).sorted()
      #expect(animator.animatingViews == expected)
    }
  }
}
