import SimGeometry
import Testing

@Suite("AffineTransform")
struct AffineTransformTests {
  static let invertible: [AffineTransform] = [
    .identity,
    AffineTransform(translationX: 12, y: -7),
    AffineTransform(scaleX: 2, y: 0.5),
    AffineTransform(rotationAngle: .pi / 4),
    AffineTransform(rotationAngle: 1).concatenating(AffineTransform(translationX: 30, y: 40)),
    AffineTransform(a: 1, b: 0.5, c: -2, d: 3, tx: 5, ty: -6),
  ]

  static let samples = [Point(0, 0), Point(10, 20), Point(-33.5, 7.25), Point(1e3, -1e3)]

  @Test("apply maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty)")
  func applyUsesTheCoreGraphicsLayout() {
    let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(t.apply(to: Point(10, 100)) == Point(10 + 300 + 5, 20 + 400 + 6))
  }

  @Test("A positive rotation turns +x toward +y, clockwise on a y-down screen")
  func rotationDirection() {
    let turned = AffineTransform(rotationAngle: .pi / 2).apply(to: Point(1, 0))
    #expect(isClose(turned, Point(0, 1)))
  }

  @Test("Inverting and applying both ways returns the original point", arguments: invertible)
  func inverseRoundTrip(transform: AffineTransform) throws {
    let inverse = try #require(transform.inverted)
    for point in Self.samples {
      #expect(isClose(inverse.apply(to: transform.apply(to: point)), point, tolerance: 1e-9))
      #expect(isClose(transform.apply(to: inverse.apply(to: point)), point, tolerance: 1e-9))
    }
  }

  @Test("A transform concatenated with its inverse is the identity", arguments: invertible)
  func concatenatingTheInverseGivesIdentity(transform: AffineTransform) throws {
    let product = transform.concatenating(try #require(transform.inverted))
    let identity = AffineTransform.identity
    #expect(isClose(product.a, identity.a) && isClose(product.b, identity.b))
    #expect(isClose(product.c, identity.c) && isClose(product.d, identity.d))
    #expect(isClose(product.tx, 0) && isClose(product.ty, 0))
  }

  @Test("The inverse of a translation is the opposite translation")
  func translationInverse() {
    #expect(
      AffineTransform(translationX: 3, y: -4).inverted == AffineTransform(translationX: -3, y: 4))
  }

  @Test(
    "A singular transform has no inverse",
    arguments: [
      AffineTransform(scaleX: 0, y: 0),
      AffineTransform(scaleX: 0, y: 1),
      AffineTransform(scaleX: 1, y: 0),
      AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 10, ty: 10),
    ])
  func singularHasNoInverse(transform: AffineTransform) {
    #expect(transform.determinant == 0)
    #expect(transform.inverted == nil)
  }

  @Test("A transform with a non-finite determinant has no inverse")
  func nonFiniteHasNoInverse() {
    #expect(AffineTransform(scaleX: .infinity, y: 1).inverted == nil)
    #expect(AffineTransform(scaleX: .nan, y: 1).inverted == nil)
  }

  @Test("a.concatenating(b) applies a first, then b")
  func concatenationOrder() {
    let translate = AffineTransform(translationX: 10, y: 0)
    let scale = AffineTransform(scaleX: 2, y: 3)
    let point = Point(1, 1)
    // Translate then scale: (1, 1) → (11, 1) → (22, 3).
    #expect(translate.concatenating(scale).apply(to: point) == Point(22, 3))
    // Scale then translate: (1, 1) → (2, 3) → (12, 3).
    #expect(scale.concatenating(translate).apply(to: point) == Point(12, 3))
  }

  @Test("Concatenating agrees with applying one transform after the other", arguments: invertible)
  func concatenationMatchesSequentialApplication(first: AffineTransform) {
    let second = AffineTransform(a: 0.5, b: -1, c: 2, d: 1.5, tx: -3, ty: 8)
    for point in Self.samples {
      let sequential = second.apply(to: first.apply(to: point))
      #expect(isClose(first.concatenating(second).apply(to: point), sequential, tolerance: 1e-9))
    }
  }

  @Test("Only a transform with an identity linear part is translation-only")
  func translationOnly() {
    #expect(AffineTransform(translationX: 5, y: 5).isTranslationOnly)
    #expect(!AffineTransform(scaleX: 2, y: 2).isTranslationOnly)
    #expect(!AffineTransform(rotationAngle: .pi / 6).isTranslationOnly)
    #expect(AffineTransform.identity.isIdentity)
    #expect(!AffineTransform(translationX: 0, y: 1).isIdentity)
  }
}

@Suite("Point")
struct PointTests {
  @Test("Distance is Euclidean and symmetric")
  func distance() {
    #expect(Point(0, 0).distance(to: Point(3, 4)) == 5)
    #expect(Point(3, 4).distance(to: Point(0, 0)) == 5)
  }

  @Test("Adding and subtracting work per coordinate")
  func arithmetic() {
    #expect(Point(1, 2) + Point(10, 20) == Point(11, 22))
    #expect(Point(1, 2) - Point(10, 20) == Point(-9, -18))
  }

  @Test("A point with a NaN or infinite coordinate is not finite")
  func finiteness() {
    #expect(Point(1, 2).isFinite)
    #expect(!Point(.nan, 2).isFinite)
    #expect(!Point(1, -.infinity).isFinite)
  }
}
