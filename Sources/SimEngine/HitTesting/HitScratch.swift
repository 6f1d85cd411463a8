/// Where a walk stood in a view when it opened a pass-through subview: the point in the view's
/// coordinates, the end of its subtree, and where its cell list stands (`cursor` -1 when its
/// subviews are a run of positions).
struct HitFrame {
  var x: Double
  var y: Double
  var view: Int32
  var end: Int32
  var cursor: Int32
  var stop: Int32
}

/// A tester's stack of open views, grown as deeper trees come and reused after that. A copied
/// tester makes its own before walking, so copies never share one.
final class HitScratch: @unchecked Sendable {
  private(set) var frames: UnsafeMutablePointer<HitFrame>
  private(set) var capacity: Int
  /// The ancestors of a subtree the window's grid hands over, window first.
  private(set) var ancestors: UnsafeMutablePointer<Int32>
  private(set) var ancestorCapacity: Int

  init(capacity: Int) {
    self.capacity = capacity
    frames = .allocate(capacity: capacity)
    ancestorCapacity = 16
    ancestors = .allocate(capacity: ancestorCapacity)
  }

  /// Makes room for `needed` ancestors; the old contents are dropped.
  func reserveAncestors(_ needed: Int) {
    guard needed > ancestorCapacity else { return }
    ancestors.deallocate()
    ancestorCapacity = max(needed, ancestorCapacity * 2)
    ancestors = .allocate(capacity: ancestorCapacity)
  }

  /// Makes room for `needed` frames; the old contents are dropped.
  func reserve(_ needed: Int) {
    guard needed > capacity else { return }
    frames.deallocate()
    capacity = max(needed, capacity * 2)
    frames = .allocate(capacity: capacity)
  }

  deinit {
    frames.deallocate()
    ancestors.deallocate()
  }
}

/// Counts the views a walk visits, or compiles to nothing.
protocol VisitCounter {
  mutating func visit()
  mutating func add(_ count: Int)
}

struct NoVisitCount: VisitCounter {
  @inline(__always) mutating func visit() {}
  @inline(__always) mutating func add(_ count: Int) {}
}

struct VisitCount: VisitCounter {
  var count = 0
  @inline(__always) mutating func visit() { count &+= 1 }
  @inline(__always) mutating func add(_ count: Int) { self.count &+= count }
}
