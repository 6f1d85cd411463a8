extension PortableMath {
  /// (sin x, cos x), bit for bit ``sin(_:)`` and ``cos(_:)``, with one argument reduction and
  /// one h² for both: springs, rotations and pinches need both of the same angle, and the
  /// reduction (Cody and Waite's, in double-double) is most of what a call costs. Each kernel
  /// and each small-argument shortcut is the one its single function takes, so the pair never
  /// differs from two calls (PortableMathTests checks the bits).
  public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    let magnitude = abs(x)
    if magnitude < 0x1p-26 {  // sin x = x (−0 kept); cos takes its own shortcut below 2⁻²⁷
      return (x, magnitude < 0x1p-27 ? 1 : cosineKernel(x, 0))
    }
    if !x.isFinite { return (.nan, .nan) }
    let (quarter, high, low) = quarterTurns(x)
    let sine = sineKernel(high, low)
    let cosine = cosineKernel(high, low)
    switch quarter {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
  }
}
