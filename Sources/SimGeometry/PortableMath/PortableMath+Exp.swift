extension PortableMath {
  /// ln 2 in two parts: `ln2High` keeps 32 significant bits, so k·ln2High is exact for every
  /// |k| ≤ 1,100 the reductions use; `ln2Low` is the rest, rounded.
  @usableFromInline static let ln2High = 0x1.62e42feep-1
  @usableFromInline static let ln2Low = 0x1.a39ef35793c76p-33
  @usableFromInline static let inverseLn2 = 0x1.71547652b82fep0

  /// 1/n! for n = 2…13: the Taylor series of eᵣ − 1 − r. For |r| ≤ ln 2 / 2 the first term left
  /// out, r¹⁴/14!, is below 4.2·10⁻¹⁸, 0.04 ulp of a result near 1.
  @usableFromInline static let expCoefficients:
    (
      Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
      Double
    ) = (
      0x1p-1, 0x1.5555555555555p-3, 0x1.5555555555555p-5, 0x1.1111111111111p-7,
      0x1.6c16c16c16c17p-10, 0x1.a01a01a01a01ap-13, 0x1.a01a01a01a01ap-16, 0x1.71de3a556c734p-19,
      0x1.27e4fb7789f5cp-22, 0x1.ae64567f544e4p-26, 0x1.1eed8eff8d898p-29, 0x1.6124613a86d09p-33
    )

  /// eˣ. x = k·ln 2 + r with k the nearest integer to x/ln 2 and |r| ≤ ln 2 / 2 (Cody and
  /// Waite's reduction: x − k·ln2High is exact by Sterbenz's lemma, −k·ln2Low is carried
  /// separately); eʳ = 1 + r + r²·P(r), the leading 1 + r summed exactly (Fast2Sum) so only
  /// the last addition rounds at the result's scale; then scaled by 2ᵏ through the exponent
  /// bits, exactly unless the result is subnormal.
  public static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.8 { return .infinity }
    if x < -745.2 { return 0 }
    let k = nearestInteger(x * inverseLn2)
    let rHigh = x - k * ln2High
    let rLow = -(k * ln2Low)
    let r = rHigh + rLow
    let c = expCoefficients
    var p = c.11
    p = c.10 + r * p
    p = c.9 + r * p
    p = c.8 + r * p
    p = c.7 + r * p
    p = c.6 + r * p
    p = c.5 + r * p
    p = c.4 + r * p
    p = c.3 + r * p
    p = c.2 + r * p
    p = c.1 + r * p
    p = c.0 + r * p
    let one = 1 + rHigh
    let oneError = (1 - one) + rHigh
    let m = one + (oneError + (rLow + r * r * p))
    let n = Int(k)
    if n > 1023 { return m * 2 * power2(n - 1) }
    if n < -1022 { return (m * power2(n + 54)) * 0x1p-54 }
    return m * power2(n)
  }
}
