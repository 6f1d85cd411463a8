import Foundation
import SimEngine
import SimGeometry

/// A ``ViewTree``'s window mirrored as reference ``View`` objects, for comparing the engine with
/// the way UIKit-shaped code hit-tests.
///
/// The reference recurses once per level, so it is only built for trees at most
/// ``maximumDepth`` deep, and it runs on a thread of its own with a stack of
/// ``stackSize`` bytes, whatever thread asks: enough for that depth even in a debug build.
/// Deeper trees get a ``Refusal`` saying why instead of a crash.
public final class ReferenceTree {
  public let window: View
  /// The most superviews any view has (the window's depth is 0).
  public let depth: Int
  public let viewCount: Int

  /// The deepest tree the reference is run on.
  public static let maximumDepth = 50_000
  /// The stack of the thread the reference runs on: about 1.3 KB per level at the maximum
  /// depth, where a level takes about 190 bytes in a release build and 520 in a debug build.
  public static let stackSize = 64 << 20

  /// Why there is no reference for a tree.
  public struct Refusal: Error, Sendable {
    public var reason: String
  }

  /// Mirrors `tree`'s window (building iteratively: building must not overflow), or refuses a
  /// tree deeper than ``maximumDepth``.
  public static func mirror(_ tree: ViewTree) -> Result<ReferenceTree, Refusal> {
    let depth = depthOfWindow(tree)
    guard depth <= maximumDepth else {
      return .failure(
        Refusal(
          reason:
            "its deepest view is \(grouped(depth)) levels below the window; the recursive reference would overflow the stack beyond \(grouped(maximumDepth))"
        ))
    }
    return .success(ReferenceTree(tree, depth: depth))
  }

  private init(_ tree: ViewTree, depth: Int) {
    func copy(_ id: ViewID) -> View {
      View(
        id: id.rawValue, properties: tree[id],
        isAnimating: tree.ineligibility(of: id).contains(.animating),
        minimumAlpha: tree.minimumAlpha)
    }
    window = copy(tree.window)
    var count = 1
    var pending: [(ViewID, View)] = [(tree.window, window)]
    while let (id, view) = pending.popLast() {
      for child in tree.subviews(of: id) {
        let mirrored = copy(child)
        view.subviews.append(mirrored)
        pending.append((child, mirrored))
        count += 1
      }
    }
    self.depth = depth
    viewCount = count
  }

  /// Releases the views level by level: letting a deep tree go at once would release it
  /// recursively.
  deinit {
    var pending = window.subviews
    window.subviews = []
    while let view = pending.popLast() {
      pending.append(contentsOf: view.subviews)
      view.subviews = []
    }
  }

  /// The raw ID of the view a touch at `point` (window coordinates) lands on, or -1.
  public func hitTest(_ point: Point) -> Int32 {
    window.hitTest(point)?.id ?? -1
  }

  /// Runs `body` on a thread with a ``stackSize`` stack and waits for it.
  public static func onLargeStack<Result>(_ body: () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
      let box = Box(body)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        box.run()
        done.signal()
      }
      thread.stackSize = stackSize
      thread.start()
      done.wait()
      return box.result!
    }
  }

  /// Hands the body to the thread and the result back; the body is dropped before the caller
  /// wakes, so it never outlives the call.
  private final class Box<Result>: @unchecked Sendable {
    var body: (() -> Result)?
    var result: Result?
    init(_ body: @escaping () -> Result) { self.body = body }
    func run() {
      result = body?()
      body = nil
    }
  }

  /// The depth of the deepest view in the window, found without recursion.
  public static func depthOfWindow(_ tree: ViewTree) -> Int {
    var deepest = 0
    var pending: [(ViewID, Int)] = [(tree.window, 0)]
    while let (id, depth) = pending.popLast() {
      deepest = max(deepest, depth)
      for child in tree.subviews(of: id) { pending.append((child, depth + 1)) }
    }
    return deepest
  }
}
