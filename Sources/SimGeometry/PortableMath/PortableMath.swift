/// The engine's transcendental functions, its own rather than the platform's math library.
///
/// `exp`, `log`, `sin`, `cos`, `atan` and `atan2` from glibc, Apple's libm or musl may differ in
/// the last bit, and the engine's numbers (springs, decelerations, rotations) go through them
/// into traces: a golden recorded on a Mac could differ on Linux CI (issue 39). These are
/// written from the mathematics with only IEEE 754 addition, subtraction, multiplication,
/// division and square root, each correctly rounded everywhere, and no fused multiply-add
/// (Swift does not contract `a * b + c` into one), so every platform and every optimization
/// level computes the same bits. Each is within 1 ulp of a correctly rounded result
/// (PortableMathTests compares them with the platform's on millions of inputs); how each
/// reduces its argument and which series it sums is in its file. The constants are derived by
/// docs/portable-math/constants.py.
public enum PortableMath {
  /// 2⁵² + 2⁵¹: adding and subtracting it rounds a double of magnitude below 2⁵¹ to the
  /// nearest integer, ties to even, with no call into the C library.
  @usableFromInline static let roundingShifter = 0x1.8p52

  /// `x` rounded to the nearest integer (ties to even), for |x| < 2⁵¹.
  @inlinable static func nearestInteger(_ x: Double) -> Double {
    (x + roundingShifter) - roundingShifter
  }

  /// `a + b` as the rounded sum and its exact error (Knuth's two-sum, any magnitudes).
  @inlinable static func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
    let sum = a + b
    let bPart = sum - a
    let aPart = sum - bPart
    return (sum, (a - aPart) + (b - bPart))
  }

  /// `a × b` as the rounded product and its exact error (Dekker's product: each factor split
  /// into two 26-bit halves whose products are exact). For |a|, |b| below 2⁹⁹⁵.
  @inlinable static func twoProduct(_ a: Double, _ b: Double) -> (product: Double, error: Double) {
    let product = a * b
    let (aHigh, aLow) = split(a)
    let (bHigh, bLow) = split(b)
    let error = ((aHigh * bHigh - product) + aHigh * bLow + aLow * bHigh) + aLow * bLow
    return (product, error)
  }

  @inlinable static func split(_ a: Double) -> (high: Double, low: Double) {
    let scaled = 134_217_729.0 * a  // 2²⁷ + 1
    let high = scaled - (scaled - a)
    return (high, a - high)
  }

  /// 2ⁿ for -1022 ≤ n ≤ 1023, built from its bits.
  @inlinable static func power2(_ n: Int) -> Double {
    Double(bitPattern: UInt64(n + 1023) << 52)
  }
}
