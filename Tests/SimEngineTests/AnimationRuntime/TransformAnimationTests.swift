import SimGeometry
import Testing

@testable import SimEngine

extension AnimationRuntimeTests {
  /// Transforms are interpolated by decomposition (translation, rotation, shear, scale), as
  /// Core Animation interpolates them, not by blending the matrices.
  @Suite("Transform animations")
  struct TransformAnimationTests {
    @Test("A rotation from 0 to 90° passes through 45° at unit scale")
    func rotationTurnsAtUnitScale() {
      var sim = stage()
      sim.advance(to: at(1))
      var change = ViewChange()
      change.transform = AffineTransform(rotationAngle: Double.pi / 2)
      sim.perform([animation("turn", to: change, duration: 1, timing: .curve(.linear))])
      sim.advance(to: at(1.5))
      let drawn = sim.drawn("box").transform
      let expected = AffineTransform(rotationAngle: Double.pi / 4)
      for (actual, wanted) in zip(entries(drawn), entries(expected)) {
        #expect(abs(actual - wanted) <= 1e-12, "\(drawn) is not a 45° rotation")
      }
      // A matrix blend would give (0.5, 0.5, −0.5, 0.5): scale √0.5 half way.
      #expect(abs((drawn.a * drawn.a + drawn.b * drawn.b).squareRoot() - 1) <= 1e-12)
      #expect(abs(drawn.determinant - 1) <= 1e-12)
      // The model turned at once, so the box is hit-tested (when allowed) as the finished turn.
      #expect(sim.model("box").transform == AffineTransform(rotationAngle: Double.pi / 2))
    }

    static let transforms: [(String, AffineTransform)] = [
      ("identity", .identity),
      ("rotation 30°", AffineTransform(rotationAngle: Double.pi / 6)),
      ("rotation 170°", AffineTransform(rotationAngle: 170 * Double.pi / 180)),
      ("rotation −120°", AffineTransform(rotationAngle: -120 * Double.pi / 180)),
      ("scale 2 × 0.5", AffineTransform(scaleX: 2, y: 0.5)),
      ("horizontal shear 0.5", AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)),
      ("vertical shear 0.3", AffineTransform(a: 1, b: 0.3, c: 0, d: 1, tx: 0, ty: 0)),
      ("horizontal flip", AffineTransform(scaleX: -1, y: 1)),
      ("vertical flip", AffineTransform(scaleX: 1, y: -1)),
      ("point reflection", AffineTransform(scaleX: -1, y: -1)),
      (
        "flip, then 30°",
        AffineTransform(scaleX: -1, y: 1).concatenating(
          AffineTransform(rotationAngle: Double.pi / 6))
      ),
      (
        "scale, shear, rotation and translation",
        AffineTransform(scaleX: 1.5, y: 0.75)
          .concatenating(AffineTransform(a: 1, b: 0, c: -0.4, d: 1, tx: 0, ty: 0))
          .concatenating(AffineTransform(rotationAngle: 2.5))
          .concatenating(AffineTransform(translationX: 15, y: -8))
      ),
      ("arbitrary", AffineTransform(a: 1.2, b: 0.4, c: -0.7, d: 0.9, tx: 12.5, ty: -3.25)),
      ("arbitrary, mirrored", AffineTransform(a: 0.3, b: -1.1, c: -0.8, d: -0.2, tx: 0, ty: 562.5)),
    ]

    @Test(
      "Decomposing a transform and recomposing it gives it back within 1e-12", arguments: transforms
    )
    func decompositionRoundTrip(name: String, transform: AffineTransform) {
      let decomposed = DecomposedTransform(transform)
      let recomposed = decomposed.transform
      for (actual, wanted) in zip(entries(recomposed), entries(transform)) {
        #expect(
          abs(actual - wanted) <= 1e-12,
          "\(name): \(transform) came back as \(recomposed) via \(decomposed)")
      }
    }

    @Test(
      "Interpolating between two equal transforms stays on that transform", arguments: transforms)
    func interpolationBetweenEqualEnds(name: String, transform: AffineTransform) {
      for t in [0.25, 0.5, 0.75] {
        let middle = DecomposedTransform.interpolate(transform, transform, t)
        for (actual, wanted) in zip(entries(middle), entries(transform)) {
          #expect(abs(actual - wanted) <= 1e-12, "\(name) at \(t): \(middle)")
        }
      }
    }

    private func entries(_ t: AffineTransform) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }
  }
}
