/// A seeded generator (SplitMix64) with our own bounded-number routine, so a seed gives the same
/// points on every toolchain (the standard library may change `random(in:using:)`).
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A double in [0, upper), from the top 53 bits.
  mutating func unit(_ upper: Double) -> Double {
    Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0) * upper
  }
}
