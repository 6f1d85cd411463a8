extension PortableMath {
  @usableFromInline static let twoOverPi = 0x1.45f306dc9c883p-1

  /// π/2 in pieces of 27 significant bits (the last one rounded): k·piece is exact for
  /// |k| < 2²⁶, and the four carry π/2 to 134 bits.
  @usableFromInline static let halfPi27: (Double, Double, Double, Double) = (
    0x1.921fb54p0, 0x1.10b461p-30, 0x1.a62633p-58, 0x1.45c06e0e68948p-86
  )

  /// π/2 in pieces of 16 significant bits (the last one rounded): k·piece is exact for
  /// |k| < 2³⁷, and the ten carry π/2 to 197 bits.
  @usableFromInline static let halfPi16: [Double] = [
    0x1.921ep0, 0x1.b544p-16, 0x1.0b46p-34, 0x1.1a62p-54, 0x1.8cc4p-72, 0x1.17p-88,
    0x1.b838p-104, 0x1.a252p-120, 0x1.2704p-142, 0x1.14cf98e804178p-160,
  ]

  /// The largest |x| reduced to within an ulp: k = x·2/π must stay below 2³⁷ for the
  /// 16-bit pieces' products to be exact (2.1·10¹¹; a spring's ω·t stays below 1.2·10¹¹:
  /// ω ≤ √(10⁹/10⁻⁶), t ≤ 3,600 s). Beyond it the reduction is still deterministic, only less
  /// accurate.
  public static let accurateTrigonometryLimit = 0x1p37 * 1.5707963267948966

  /// An argument past ``accurateTrigonometryLimit`` brought below it by subtracting multiples
  /// of 2³⁶·p₁ (p₁ the first 16-bit piece of π/2, so a multiple of ~2π): each step is exact
  /// (Sterbenz) and shrinks |x| by about 2⁵², but p₁ is not π/2, so the angle it leaves is not
  /// x's: the results stay deterministic and within [−1, 1], no longer sin x and cos x. The
  /// engine's arguments stay below the limit; reducing beyond it would need 2/π to 1,100 bits
  /// (Payne and Hanek's method).
  @usableFromInline static func folded(_ x: Double) -> Double {
    let period = 0x1p36 * 0x1.921ep0
    var value = x
    while abs(value) > accurateTrigonometryLimit {
      let turns = value / period
      value -= period * (abs(turns) < 0x1p51 ? nearestInteger(turns) : turns)
    }
    return value
  }

  /// x = k·π/2 + (high + low) with |high| ≤ π/4 + ε and k the nearest integer to x·2/π,
  /// returned as k mod 4. Cody and Waite's reduction: x − k·p₁ is exact (Sterbenz), each next
  /// exact product k·pᵢ is subtracted in double-double arithmetic (two-sum), so the remainder
  /// keeps its relative accuracy even when x is near a multiple of π/2.
  @inlinable static func quarterTurns(_ x: Double) -> (quarter: Int, high: Double, low: Double) {
    if abs(x) <= 0x1.921fb54442d18p-1 { return (0, x, 0) }
    if abs(x) > accurateTrigonometryLimit { return quarterTurns(folded(x)) }
    let k = nearestInteger(x * twoOverPi)
    var high: Double
    var low: Double
    if abs(k) < 0x1p26 {  // |x| < 1.05·10⁸: four pieces suffice
      let p = halfPi27
      (high, low) = twoSum(x - k * p.0, -(k * p.1))
      let third = twoSum(high, -(k * p.2))
      high = third.sum
      low += third.error - k * p.3
    } else {
      let pieces = halfPi16
      (high, low) = twoSum(x - k * pieces[0], -(k * pieces[1]))
      for index in 2..<pieces.count {
        let next = twoSum(high, -(k * pieces[index]))
        high = next.sum
        low += next.error
      }
    }
    let total = twoSum(high, low)
    let quarter = Int(k) & 3  // |k| ≤ 2³⁷ here; two's complement makes it k mod 4
    return (quarter, total.sum, total.error)
  }
}
