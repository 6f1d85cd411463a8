/// A seeded generator (SplitMix64) with our own bounded-number routine, so a seed gives the same
/// points on every toolchain (the standard library may change `random(in:using:)`).
public struct SplitMix64: Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double in [0, upper), from the top 53 bits.
  public mutating func unit(_ upper: Double) -> Double {
    Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0) * upper
  }

  /// An integer in `0..<bound` (Lemire's multiply-shift, with rejection so every value is
  /// equally likely).
  /// - Precondition: `bound > 0`.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "an empty range")
    let limit = UInt64(bound)
    while true {
      let product = next().multipliedFullWidth(by: limit)
      if product.low >= (0 &- limit) % limit { return Int(product.high) }
    }
  }

  /// True with probability `chance`.
  public mutating func chance(_ chance: Double) -> Bool { unit(1) < chance }
}
