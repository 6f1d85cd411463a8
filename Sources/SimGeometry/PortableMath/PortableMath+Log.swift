extension PortableMath {
  /// 2/(2n+1) for n = 1…10: ln((1+s)/(1−s)) = 2s + s·R(s²), R = Σ 2s²ⁿ/(2n+1). For
  /// |s| ≤ 0.1716 the first term left out, 2s²³/23, is below 2·10⁻¹⁹ of the result.
  @usableFromInline static let logCoefficients:
    (
      Double, Double, Double, Double, Double, Double, Double, Double, Double, Double
    ) = (
      2.0 / 3, 2.0 / 5, 2.0 / 7, 2.0 / 9, 2.0 / 11, 2.0 / 13, 2.0 / 15, 2.0 / 17, 2.0 / 19, 2.0 / 21
    )

  /// ln x. x = 2ᵏ·m with √2/2 ≤ m < √2 (from its bits; subnormals scaled by 2⁵⁴ first); with
  /// f = m − 1 (exact) and s = f/(2+f), ln m = 2s + s·R(s²), and since 2s = f − f²/2 + s·f²/2,
  /// ln m = f − (f²/2 − s·(f²/2 + R)): f is exact and everything subtracted from it is below a
  /// fifth of it, so the result rounds essentially once. Then + k·ln 2 in two parts.
  public static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x == .infinity { return x }
    var value = x
    var k = 0
    if value < 0x1p-1022 {
      value *= 0x1p54
      k = -54
    }
    let bits = value.bitPattern
    k += Int((bits >> 52) & 0x7ff) - 1023
    var m = Double(bitPattern: (bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000)
    if m > 0x1.6a09e667f3bcdp0 {  // √2
      m *= 0.5
      k += 1
    }
    let f = m - 1
    let s = f / (2 + f)
    let z = s * s
    let c = logCoefficients
    var r = c.9
    r = c.8 + z * r
    r = c.7 + z * r
    r = c.6 + z * r
    r = c.5 + z * r
    r = c.4 + z * r
    r = c.3 + z * r
    r = c.2 + z * r
    r = c.1 + z * r
    r = c.0 + z * r
    r *= z
    let halfSquare = 0.5 * f * f
    let dk = Double(k)
    return dk * ln2High + (f - (halfSquare - (s * (halfSquare + r) + dk * ln2Low)))
  }
}
