import SimGeometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Interpolating transforms as Core Animation does: by decomposing each into translation,
/// rotation, shear and scale and interpolating those, so a rotation from 0 to 90° turns the
/// view rather than shrinking it through the diagonal as a matrix blend would.
struct DecomposedTransform: Hashable, Sendable {
  var tx: Double
  var ty: Double
  var scaleX: Double
  var scaleY: Double
  /// Radians.
  var angle: Double
  var shear: Double

  /// The decomposition M = scale · shear · rotation · translation in `CGAffineTransform`'s
  /// row-vector convention (the 2-D case of the "unmatrix" algorithm browsers use).
  init(_ m: AffineTransform) {
    var row0 = (m.a, m.b)
    var row1 = (m.c, m.d)
    var sx = (row0.0 * row0.0 + row0.1 * row0.1).squareRoot()
    if sx != 0 { row0 = (row0.0 / sx, row0.1 / sx) }
    var shear = row0.0 * row1.0 + row0.1 * row1.1
    row1 = (row1.0 - shear * row0.0, row1.1 - shear * row0.1)
    let sy = (row1.0 * row1.0 + row1.1 * row1.1).squareRoot()
    if sy != 0 {
      row1 = (row1.0 / sy, row1.1 / sy)
      shear /= sy
    }
    if row0.0 * row1.1 - row0.1 * row1.0 < 0 {
      sx = -sx
      row0 = (-row0.0, -row0.1)
      shear = -shear
    }
    self.tx = m.tx
    self.ty = m.ty
    self.scaleX = sx
    self.scaleY = sy
    self.angle = PortableMath.atan2(row0.1, row0.0)
    self.shear = shear
  }

  var transform: AffineTransform {
    let (sine, cosine) = PortableMath.sinCos(angle)
    // Rows: (sx, 0) · shear · rotation.
    let r0 = (cosine * scaleX, sine * scaleX)
    let r1 = ((shear * cosine - sine) * scaleY, (shear * sine + cosine) * scaleY)
    return AffineTransform(a: r0.0, b: r0.1, c: r1.0, d: r1.1, tx: tx, ty: ty)
  }

  static func interpolate(_ from: AffineTransform, _ to: AffineTransform, _ t: Double)
    -> AffineTransform
  {
    if t == 0 { return from }
    if t == 1 { return to }
    let a = DecomposedTransform(from)
    let b = DecomposedTransform(to)
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    var result = a
    result.tx = mix(a.tx, b.tx)
    result.ty = mix(a.ty, b.ty)
    result.scaleX = mix(a.scaleX, b.scaleX)
    result.scaleY = mix(a.scaleY, b.scaleY)
    result.angle = mix(a.angle, b.angle)
    result.shear = mix(a.shear, b.shear)
    return result.transform
  }
}
