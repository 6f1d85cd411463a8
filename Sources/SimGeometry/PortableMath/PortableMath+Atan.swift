extension PortableMath {
  /// (−1)ⁿ/(2n+1) for n = 1…8: atan t = t + t³·A(t²). For |t| ≤ 1/8 the first term left out,
  /// t¹⁹/19, is below 2⁻⁵⁸ of the result.
  @usableFromInline static let arctangentCoefficients:
    (
      Double, Double, Double, Double, Double, Double, Double, Double
    ) = (-1.0 / 3, 1.0 / 5, -1.0 / 7, 1.0 / 9, -1.0 / 11, 1.0 / 13, -1.0 / 15, 1.0 / 17)

  /// atan(j/8) for j = 1…8, high and low parts.
  @usableFromInline static let arctangentOfEighths: [(Double, Double)] = [
    (0x1.fd5ba9aac2f6ep-4, -0x1.cd37686760c17p-59), (0x1.f5b75f92c80ddp-3, 0x1.8ab6e3cf7afbdp-57),
    (0x1.6f61941e4def1p-2, -0x1.c63aae6f6e918p-56), (0x1.dac670561bb4fp-2, 0x1.a2b7f222f65e2p-56),
    (0x1.1e00babdefeb4p-1, -0x1.928df287a668fp-58), (0x1.4978fa3269ee1p-1, 0x1.2419a87f2a458p-56),
    (0x1.700a7c5784634p-1, -0x1.8c34d25aadef6p-56), (0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55),
  ]

  /// atan(8/j) = π/2 − atan(j/8) for j = 0…8 (j = 0: π/2), high and low parts.
  @usableFromInline static let arctangentOfInverseEighths: [(Double, Double)] = [
    (0x1.921fb54442d18p0, 0x1.1a62633145c07p-54), (0x1.7249faa996a21p0, 0x1.a8cc1e7480c68p-54),
    (0x1.5368c951e9cfdp0, -0x1.96f47948a99f1p-54), (0x1.3647503caf55cp0, 0x1.17e21d9a42c9ap-55),
    (0x1.1b6e192ebbe44p0, 0x1.b1b466a88828ep-54), (0x1.031f57e54adbep0, 0x1.338b4259c0270p-54),
    (0x1.dac670561bb4fp-1, 0x1.a2b7f222f65e2p-55), (0x1.b434ee31013fdp-1, -0x1.0520d0701d877p-55),
    (0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55),
  ]

  /// atan x.
  public static func atan(_ x: Double) -> Double {
    if x.isNaN { return x }
    if abs(x) < 0x1p-27 { return x }
    let (high, tail) = arctangentParts(abs(x))
    let result = high + tail
    return x < 0 ? -result : result
  }

  /// atan(y/x) in the quadrant of (x, y), as C's atan2, signed zeros and infinities included.
  /// y/x is carried as a double-double (its division's remainder, exact by Dekker's product,
  /// enters through atan′ = 1/(1+z²)), and π − atan z is summed with π in two parts, so only
  /// the last addition rounds at the result's scale.
  public static func atan2(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return x + y }
    let pi = (0x1.921fb54442d18p1, 0x1.1a62633145c07p-53)
    let sign = y.sign == .minus ? -1.0 : 1.0
    if y == 0 { return x.sign == .minus ? sign * pi.0 : y }
    if x == 0 { return sign * 0x1.921fb54442d18p0 }
    if x.isInfinite {
      if y.isInfinite { return sign * (x > 0 ? 0x1.921fb54442d18p-1 : 0x1.2d97c7f3321d2p1) }
      return x > 0 ? sign * 0 : sign * pi.0
    }
    if y.isInfinite { return sign * 0x1.921fb54442d18p0 }
    var ay = abs(y)
    var ax = abs(x)
    let z = ay / ax
    // Dekker's product is exact only away from overflow and underflow: both scaled by the same
    // power of 2 (the ratio unchanged) so the larger is near 1; a smaller one then far below
    // the larger makes z so small that its remainder does not matter.
    let larger = max(ax, ay)
    if larger > 0x1p500 || larger < 0x1p-500 {
      let exponent = Int(larger.exponent)  // in two steps: 2^1074 itself would overflow
      let first = power2(-exponent / 2)
      let second = power2(-exponent + exponent / 2)
      ay = ay * first * second
      ax = ax * first * second
    }
    var remainder = 0.0
    if min(ax, ay) > 0x1p-800 && z > 0x1p-800 && z < 0x1p800 {
      let (product, error) = twoProduct(z, ax)
      remainder = ((ay - product) - error) / ax
    }
    var (high, tail) = arctangentParts(z)
    if z < 0x1p500 { tail += remainder / (1 + z * z) }
    let angle: Double
    if x > 0 {
      angle = high + tail
    } else {
      let (sum, error) = twoSum(pi.0, -high)
      angle = sum + ((error + pi.1) - tail)
    }
    return sign * angle
  }

  /// atan z for z ≥ 0 as high + tail, unrounded. Below 1/8 the series directly; otherwise
  /// atan z = atan c + atan t, t = (z − c)/(1 + z·c), with c the nearest eighth j/8 for z ≤ 1
  /// and the nearest 8/j above (8/0 = ∞: t = −1/z), so |t| ≤ 1/16 and the table's atan c
  /// carries most of the result. For c = 8/j, t = (z·j/8 − 1)/(j/8 + z) with z·j/8 exact.
  @inlinable static func arctangentParts(_ z: Double) -> (high: Double, tail: Double) {
    if z < 0.125 { return (z, arctangentSeriesTail(z)) }
    let base: (Double, Double)
    let t: Double
    if z <= 1 {
      let j = Int(nearestInteger(8 * z))
      let c = Double(j) * 0.125
      base = arctangentOfEighths[j - 1]
      t = (z - c) / (1 + z * c)
    } else if z > 16 || z.isInfinite {
      base = arctangentOfInverseEighths[0]
      t = -1 / z
    } else {
      let j = Int(nearestInteger(8 / z))
      let d = Double(j) * 0.125
      base = arctangentOfInverseEighths[j]
      let (product, error) = twoProduct(z, d)
      t = ((product - 1) + error) / (d + z)
    }
    return (base.0, base.1 + (t + arctangentSeriesTail(t)))
  }

  /// atan t − t = t³·A(t²).
  @inlinable static func arctangentSeriesTail(_ t: Double) -> Double {
    let z = t * t
    return t * z * polynomial(arctangentCoefficients, z)
  }
}
