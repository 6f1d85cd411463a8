/// The numbers of a short JSON array (a point, a rect, insets, a transform: at most six), kept
/// inline: reading a view's frame allocated an array for every view of a 100,000-view tree.
struct SmallNumbers: RandomAccessCollection {
  static let capacity = 6

  private var storage: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)
  private(set) var count = 0

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(index: Int) -> Double {
    precondition(index >= 0 && index < count, "no number \(index) of \(count)")
    return withUnsafeBytes(of: storage) { $0.load(fromByteOffset: index * 8, as: Double.self) }
  }

  /// Adds a number after the others.
  /// - Precondition: fewer than six so far.
  mutating func append(_ value: Double) {
    precondition(count < Self.capacity, "more than \(Self.capacity) numbers")
    withUnsafeMutableBytes(of: &storage) {
      $0.storeBytes(of: value, toByteOffset: count * 8, as: Double.self)
    }
    count += 1
  }
}
