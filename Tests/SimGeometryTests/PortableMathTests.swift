import SimGeometry
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine's own transcendental functions against the platform's, which glibc and Apple's
/// libm compute to within an ulp of the exact result (mostly correctly rounded): ours must be
/// within 1 ulp of theirs everywhere the engine reaches, on seeded random inputs from each
/// range the reductions treat differently. A debug build checks `samples` per range (2.5
/// million in all, a few seconds); SIMREPLAY_MATH_SAMPLES=N checks N per range.
@Suite("Portable math")
struct PortableMathTests {
  static let samples: Int = {
    if let text = getenv("SIMREPLAY_MATH_SAMPLES"), let n = Int(String(cString: text)) { return n }
    #if DEBUG
      return 100_000
    #else
      return 2_000_000
    #endif
  }()

  /// SplitMix64: a seeded generator, so a failure reproduces.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9e37_79b9_7f4a_7c15
      var z = state
      z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
      z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
      return z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
    mutating func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
    /// Log-uniform in [low, high], either sign.
    mutating func magnitude(_ low: Double, _ high: Double) -> Double {
      let value = exp(between(log(low), log(high)))
      return next() & 1 == 0 ? value : -value
    }
    /// Any finite double (every exponent, subnormals included), either sign.
    mutating func anyFinite() -> Double {
      Double(bitPattern: next() & 0xffef_ffff_ffff_ffff)
    }
  }

  /// How many doubles lie between a and b (0 when equal, or both NaN).
  static func ulps(_ a: Double, _ b: Double) -> UInt64 {
    if a == b || (a.isNaN && b.isNaN) { return 0 }
    if a.isNaN || b.isNaN { return .max }
    func ordered(_ x: Double) -> Int64 {
      let bits = Int64(bitPattern: x.bitPattern)
      return bits < 0 ? Int64.min - bits : bits
    }
    let (difference, overflow) = ordered(a).subtractingReportingOverflow(ordered(b))
    return overflow ? .max : difference.magnitude
  }

  struct Range: CustomTestStringConvertible, Sendable {
    let name: String
    let seed: UInt64
    let draw: @Sendable (inout Generator) -> Double
    let ours: @Sendable (Double) -> Double
    let theirs: @Sendable (Double) -> Double
    var testDescription: String { name }
  }

  static let ranges: [Range] = [
    Range(
      name: "exp on its whole range", seed: 1, draw: { $0.between(-745, 709.78) },
      ours: PortableMath.exp, theirs: exp),
    Range(
      name: "exp near 0", seed: 2, draw: { $0.magnitude(1e-12, 2) },
      ours: PortableMath.exp, theirs: exp),
    Range(
      name: "log of any positive double", seed: 3, draw: { abs($0.anyFinite()) },
      ours: PortableMath.log, theirs: log),
    Range(
      name: "log near 1", seed: 4, draw: { 1 + $0.magnitude(1e-12, 0.5) },
      ours: PortableMath.log, theirs: log),
    Range(
      name: "sin within a few turns", seed: 5, draw: { $0.between(-10, 10) },
      ours: PortableMath.sin, theirs: sin),
    Range(
      name: "cos within a few turns", seed: 6, draw: { $0.between(-10, 10) },
      ours: PortableMath.cos, theirs: cos),
    Range(
      name: "sin of small and large angles", seed: 7, draw: { $0.magnitude(1e-9, 1e8) },
      ours: PortableMath.sin, theirs: sin),
    Range(
      name: "cos of small and large angles", seed: 8, draw: { $0.magnitude(1e-9, 1e8) },
      ours: PortableMath.cos, theirs: cos),
    Range(
      name: "sin up to the accurate limit", seed: 9,
      draw: { $0.magnitude(1e8, PortableMath.accurateTrigonometryLimit) },
      ours: PortableMath.sin, theirs: sin),
    Range(
      name: "cos up to the accurate limit", seed: 10,
      draw: { $0.magnitude(1e8, PortableMath.accurateTrigonometryLimit) },
      ours: PortableMath.cos, theirs: cos),
    Range(
      name: "atan of any double", seed: 11, draw: { $0.anyFinite() },
      ours: PortableMath.atan, theirs: atan),
    Range(
      name: "atan near its table's breakpoints", seed: 12, draw: { $0.between(-20, 20) },
      ours: PortableMath.atan, theirs: atan),
  ]

  @Test(
    "Each function is within 1 ulp of the platform's on seeded random inputs", arguments: ranges)
  func withinOneUlp(range: Range) {
    var generator = Generator(state: range.seed)
    var worst: (ulps: UInt64, x: Double) = (0, 0)
    for _ in 0..<Self.samples {
      let x = range.draw(&generator)
      let distance = Self.ulps(range.ours(x), range.theirs(x))
      if distance > worst.ulps { worst = (distance, x) }
    }
    #expect(worst.ulps <= 1, "\(range.name): \(worst.ulps) ulps at \(worst.x)")
  }

  @Test("atan2 is within 1 ulp of the platform's in every quadrant and at every scale")
  func atan2WithinOneUlp() {
    var generator = Generator(state: 13)
    var worst: (ulps: UInt64, y: Double, x: Double) = (0, 0, 0)
    for index in 0..<Self.samples {
      let y = index % 2 == 0 ? generator.between(-1000, 1000) : generator.anyFinite()
      let x = index % 2 == 0 ? generator.between(-1000, 1000) : generator.anyFinite()
      let distance = Self.ulps(PortableMath.atan2(y, x), atan2(y, x))
      if distance > worst.ulps { worst = (distance, y, x) }
    }
    #expect(worst.ulps <= 1, "\(worst.ulps) ulps at atan2(\(worst.y), \(worst.x))")
  }

  @Test("Signed zeros, infinities and NaN come out as C's functions give them")
  func specialValues() {
    let edges: [Double] = [0, -0.0, .infinity, -.infinity, .nan, 1, -1, 0x1p-1074, -0x1p-1074]
    for y in edges {
      for x in edges {
        let ours = PortableMath.atan2(y, x)
        let theirs = atan2(y, x)
        #expect(
          ours.bitPattern == theirs.bitPattern || (ours.isNaN && theirs.isNaN),
          "atan2(\(y), \(x)): \(ours), C gives \(theirs)")
      }
    }
    let functions: [(String, (Double) -> Double, (Double) -> Double)] = [
      ("exp", PortableMath.exp, exp), ("log", PortableMath.log, log),
      ("sin", PortableMath.sin, sin), ("cos", PortableMath.cos, cos),
      ("atan", PortableMath.atan, atan),
    ]
    let values: [Double] = [
      0, -0.0, .infinity, -.infinity, .nan, -1, 709.78, 709.79, -745.1, -745.2, 0x1p-1074,
      0x1p-1022, .greatestFiniteMagnitude, 0.125, 16, 1, .pi / 4, .pi / 2, .pi,
    ]
    for (name, ours, theirs) in functions {
      for x in values {
        let a = ours(x)
        let b = theirs(x)
        let pastLimit = abs(x) > PortableMath.accurateTrigonometryLimit && x.isFinite
        if pastLimit && (name == "sin" || name == "cos") { continue }
        #expect(Self.ulps(a, b) <= 1, "\(name)(\(x)): \(a), C gives \(b)")
        if a == 0 && b == 0 { #expect(a.sign == b.sign, "\(name)(\(x)): the zero's sign") }
      }
    }
  }

  @Test("Past the accurate limit sine and cosine stay deterministic and within [-1, 1]")
  func beyondTheLimit() {
    for x in [1e12, -3.5e15, 1e300, -.greatestFiniteMagnitude] {
      let s = PortableMath.sin(x)
      let c = PortableMath.cos(x)
      #expect(abs(s) <= 1 && abs(c) <= 1, "sin/cos(\(x)) = \(s), \(c)")
      #expect(PortableMath.sin(x).bitPattern == s.bitPattern)
    }
  }

  @Test("sinCos gives sin and cos bit for bit, from the same reduction")
  func sinCosMatchesTheSingleFunctions() {
    var values: [Double] = [0, -0.0, .infinity, -.infinity, .nan, 0x1p-1074, 0x1.8p-27, -0x1.8p-27]
    values += (0..<200_000).map { Double($0) * 0.0137 - 1370 }
    values += (-1074...1023).flatMap {
      [
        0x1.3p0 * Double(sign: .plus, exponent: $0, significand: 1),
        -Double(sign: .plus, exponent: $0, significand: 1),
      ]
    }
    values += [PortableMath.accurateTrigonometryLimit * 1.5, 1e8, .pi / 4, .pi / 2, .pi]
    for x in values {
      let pair = PortableMath.sinCos(x)
      let sine = PortableMath.sin(x)
      let cosine = PortableMath.cos(x)
      #expect(Self.sameBits(pair.sin, sine), "sin(\(x)): \(pair.sin), sin gives \(sine)")
      #expect(Self.sameBits(pair.cos, cosine), "cos(\(x)): \(pair.cos), cos gives \(cosine)")
    }
  }

  /// The same bits, or both NaN (whose payloads C does not pin).
  static func sameBits(_ a: Double, _ b: Double) -> Bool {
    a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
  }
}
