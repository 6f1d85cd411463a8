extension PortableMath {
  /// (−1)ⁿ/(2n+1)! for n = 1…8: sin r = r + r³·S(r²). For |r| ≤ π/4 the first term left out,
  /// r¹⁹/19!, is below 10⁻¹⁹ of the result.
  @usableFromInline static let sineCoefficients:
    (
      Double, Double, Double, Double, Double, Double, Double, Double
    ) = (
      -1.0 / 6, 1.0 / 120, -1.0 / 5040, 1.0 / 362_880, -1.0 / 39_916_800, 1.0 / 6_227_020_800,
      -1.0 / 1_307_674_368_000, 1.0 / 355_687_428_096_000
    )

  /// (−1)ⁿ/(2n)! for n = 2…9: cos r = 1 − r²/2 + r⁴·C(r²). For |r| ≤ π/4 the first term left
  /// out, r²⁰/20!, is below 4·10⁻²¹.
  @usableFromInline static let cosineCoefficients:
    (
      Double, Double, Double, Double, Double, Double, Double, Double
    ) = (
      1.0 / 24, -1.0 / 720, 1.0 / 40320, -1.0 / 3_628_800, 1.0 / 479_001_600,
      -1.0 / 87_178_291_200, 1.0 / 20_922_789_888_000, -1.0 / 6_402_373_705_728_000
    )

  /// sin x, by ``quarterTurns(_:)`` and the two series.
  public static func sin(_ x: Double) -> Double {
    if abs(x) < 0x1p-26 { return x }  // sin x = x to the last bit; keeps −0
    if !x.isFinite { return .nan }
    let (quarter, high, low) = quarterTurns(x)
    switch quarter {
    case 0: return sineKernel(high, low)
    case 1: return cosineKernel(high, low)
    case 2: return -sineKernel(high, low)
    default: return -cosineKernel(high, low)
    }
  }

  /// cos x, by ``quarterTurns(_:)`` and the two series.
  public static func cos(_ x: Double) -> Double {
    if abs(x) < 0x1p-27 { return 1 }
    if !x.isFinite { return .nan }
    let (quarter, high, low) = quarterTurns(x)
    switch quarter {
    case 0: return cosineKernel(high, low)
    case 1: return -sineKernel(high, low)
    case 2: return -cosineKernel(high, low)
    default: return sineKernel(high, low)
    }
  }

  /// sin(h + l) for |h| ≤ π/4 + ε and |l| ≤ ulp(h): h + (l·cos h + h³·S(h²)), with
  /// cos h ≈ 1 − h²/2 for the tiny l; the tail is under a tenth of h, so the one rounding that
  /// matters is the last.
  @inlinable static func sineKernel(_ h: Double, _ l: Double) -> Double {
    let z = h * h
    let s = polynomial(sineCoefficients, z)
    return h + ((l - 0.5 * z * l) + h * z * s)
  }

  /// cos(h + l) for |h| ≤ π/4 + ε: w = 1 − h²/2 with its rounding error recovered exactly
  /// (Fast2Sum, as 1 ≥ h²/2), plus h⁴·C(h²) − l·h for the tiny l.
  @inlinable static func cosineKernel(_ h: Double, _ l: Double) -> Double {
    let z = h * h
    let s = polynomial(cosineCoefficients, z)
    let half = 0.5 * z
    let w = 1 - half
    return w + (((1 - w) - half) + (z * z * s - h * l))
  }

  /// c₀ + c₁z + … + c₇z⁷ by Horner's rule, the one evaluation order on every platform.
  @inlinable static func polynomial(
    _ c: (Double, Double, Double, Double, Double, Double, Double, Double), _ z: Double
  ) -> Double {
    var s = c.7
    s = c.6 + z * s
    s = c.5 + z * s
    s = c.4 + z * s
    s = c.3 + z * s
    s = c.2 + z * s
    s = c.1 + z * s
    return c.0 + z * s
  }
}
