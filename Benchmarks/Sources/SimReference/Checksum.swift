import SimGeometry

/// FNV-1a over a sequence of hit-test answers, so two walks can be compared by one number that
/// is the same in every process (unlike `Hasher`, which is seeded per process).
public struct HitChecksum: Hashable, Sendable {
  public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  public init() {}

  /// Adds an answer: a view's raw ID, or -1 for none.
  public mutating func add(_ answer: Int32) {
    var bits = UInt32(bitPattern: answer)
    for _ in 0..<4 {
      value = (value ^ UInt64(bits & 0xFF)) &* 0x0000_0100_0000_01B3
      bits >>= 8
    }
  }

  /// Sixteen hexadecimal digits.
  public var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// `count` points spread uniformly over a `width` × `height` screen from `seed`: the points
/// `simreplay bench` and the benchmarks hit-test.
public func hitPoints(count: Int, width: Double, height: Double, seed: UInt64) -> [Point] {
  var random = SplitMix64(seed: seed)
  return (0..<count).map { _ in Point(x: random.unit(width), y: random.unit(height)) }
}
