/// Hands out finger numbers: each new touch takes the lowest number not down.
///
/// The numbers given back wait in a min-heap, so a begin or an end costs the heap's height, not
/// a scan of the fingers down: a recording with thousands of fingers down at once stays linear.
struct FingerNumbers {
  private var fingers: [Int: Int] = [:]
  /// Numbers below `next` that are free, smallest first.
  private var free: [Int] = []
  private var next = 1
  /// Heap steps taken, for the tests that hold the readers linear.
  private(set) var steps = 0

  mutating func begin(_ key: Int) -> Int {
    let number: Int
    if free.isEmpty {
      number = next
      next += 1
    } else {
      number = free[0]
      free[0] = free[free.count - 1]
      free.removeLast()
      siftDown()
    }
    fingers[key] = number
    return number
  }

  func finger(of key: Int) -> Int? { fingers[key] }

  mutating func end(_ key: Int) {
    guard let number = fingers.removeValue(forKey: key) else { return }
    free.append(number)
    var child = free.count - 1
    while child > 0 {
      steps += 1
      let parent = (child - 1) / 2
      guard free[child] < free[parent] else { break }
      free.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown() {
    var parent = 0
    while true {
      steps += 1
      let left = 2 * parent + 1
      guard left < free.count else { return }
      let right = left + 1
      let smaller = right < free.count && free[right] < free[left] ? right : left
      guard free[smaller] < free[parent] else { return }
      free.swapAt(smaller, parent)
      parent = smaller
    }
  }
}
