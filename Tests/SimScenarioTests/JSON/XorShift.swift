/// A seeded xorshift generator for the tests that write random documents: the same seed gives
/// the same documents on every machine and every run.
struct XorShift {
  var state: UInt64

  /// A number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Int(state % UInt64(bound))
  }
}
