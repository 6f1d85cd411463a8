/// The explorer's random numbers: SplitMix64 (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014), the generator Java's `SplittableRandom` uses
/// and xoshiro's authors recommend for seeding. Its whole state is one 64-bit word, so a seed
/// names a stream of numbers on every machine and in every build, and deriving one stream per
/// run from a seed is one call.
public struct SplitMix64: Sendable {
  public private(set) var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `0..<bound` (bound > 0), by Lemire's multiply-shift: no division, and a
  /// bias below 2⁻⁶⁴ × bound, far under anything a stream of touches could show.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "SplitMix64.below needs a positive bound")
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in [0, 1) with 53 random bits.
  public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// A number in [low, high).
  public mutating func between(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * unit()
  }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { unit() < p }
}
