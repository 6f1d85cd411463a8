import SimGeometry
import Testing

@testable import SimEngine

/// The animator keeps each view's tracks apart, so starting, stopping and sampling one
/// animation never depends on the others.
@Suite("Animator")
struct AnimatorTests {
  static func moveAnimation(_ name: String, x: Double, seconds: Double = 1) -> ViewAnimation {
    var to = ViewChange()
    to.center = Point(x, 50)
    return ViewAnimation(
      view: name, to: to, duration: Interval(nanoseconds: Int64(seconds * 1e9)),
      timing: .curve(.linear))
  }

  /// Three views, each moved 100 pt to the right by a linear one-second animation.
  static func threeMoving() -> (Animator, ViewTree, [ViewID]) {
    var tree = ViewTree.window()
    var animator = Animator()
    var ids: [ViewID] = []
    for name in ["a", "b", "c"] {
      let id = tree.add(view(name, .uiView, rect(0, 0, 100, 100)))
      let start = animator.start(
        moveAnimation(name, x: 150), view: id, model: tree[id], onScreen: tree[id], now: .zero)
      tree[id] = start.target
      ids.append(id)
    }
    return (animator, tree, ids)
  }

  @Test("Stopping one animation leaves the others drawn where they are")
  func stoppingOneKeepsTheOthers() {
    var (animator, tree, ids) = Self.threeMoving()
    let half = Instant(nanoseconds: 500_000_000)
    let stop = animator.stop(2, finished: false, now: half)
    #expect(stop?.view == ids[1])
    #expect(stop?.finished == false)
    let drawn = animator.presentations(of: ids, in: tree, at: half).map(\.center.x)
    #expect(drawn == [100, 150, 100])
    #expect(animator.animatingViews == [ids[0], ids[2]])
    #expect(animator.runningNumbers == [1, 3])
  }

  @Test("One view's presentation is the same sampled alone or with the others")
  func singleAndBatchSamplingAgree() {
    let (animator, tree, ids) = Self.threeMoving()
    let time = Instant(nanoseconds: 250_000_000)
    let batch = animator.presentations(of: ids, in: tree, at: time)
    for (position, id) in ids.enumerated() {
      #expect(animator.presentation(of: id, model: tree[id], at: time) == batch[position])
    }
  }

  @Test("A second animation of the same key from the current state cuts the first")
  func beginningFromCurrentStateCutsTheKey() {
    var (animator, tree, ids) = Self.threeMoving()
    let half = Instant(nanoseconds: 500_000_000)
    var next = Self.moveAnimation("a", x: 300)
    next.beginsFromCurrentState = true
    let onScreen = animator.presentation(of: ids[0], model: tree[ids[0]], at: half)
    let start = animator.start(
      next, view: ids[0], model: tree[ids[0]], onScreen: onScreen, now: half)
    tree[ids[0]] = start.target
    #expect(start.cut == [1])
    let leftEmpty = animator.interrupt(1)
    #expect(leftEmpty)
    #expect(animator.presentation(of: ids[0], model: tree[ids[0]], at: half).center.x == 100)
  }

  @Test("An animation without allowUserInteraction blocks its view until it stops")
  func blockingFollowsTheRunningAnimations() {
    var (animator, _, ids) = Self.threeMoving()
    #expect(animator.blocks(ids[0]))
    _ = animator.stop(1, finished: true, now: Instant(nanoseconds: 1_000_000_000))
    #expect(!animator.blocks(ids[0]))
    #expect(animator.blocks(ids[1]))
    let again = animator.stop(1, finished: true, now: .zero)
    #expect(again == nil)
  }
}
