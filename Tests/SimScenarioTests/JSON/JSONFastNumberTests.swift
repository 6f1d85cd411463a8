import SimScenario
import Testing

@Suite("JSON numbers without strtod")
struct JSONFastNumberTests {
  /// Literals of every shape the fast path takes and declines, read both ways.
  static var literals: [String] {
    var result = [
      "0", "-0", "1", "-1", "3.9", "0.8", "0.1", "0.2", "0.3", "390", "844.5", "-117",
      "123456789012345", "1234567890123456", "0.000000000000001", "0.0000000000000001",
      "999999999999999", "9007199254740993", "1e3", "1.5E-7", "-2.5e+2", "0.30000000000000004",
      "12.345678901234", "12.3456789012345", "100.00", "5e-324", "1.7976931348623157e308",
      "-0.5", "-0.0", "-0.000001",
    ]
    // A deterministic spread of short decimals, as scenarios write them.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let integer = Int((state >> 33) % 100_000) - 50_000
      let decimals = Int((state >> 20) % 8)
      var fraction = ""
      var bits = state
      for _ in 0..<decimals {
        fraction += String(bits % 10)
        bits /= 10
      }
      result.append(decimals == 0 ? String(integer) : "\(integer).\(fraction)")
    }
    return result
  }

  @Test("Every number reads exactly as the standard conversion reads its text")
  func sameAsStandardConversion() throws {
    let literals = Self.literals
    let document = try JSONParser.parse("[" + literals.joined(separator: ",") + "]")
    let elements = document.elements(document.root)
    #expect(elements.count == literals.count)
    for (literal, node) in zip(literals, elements) {
      let read = try #require(document.number(node))
      let standard = try #require(Double(literal))
      #expect(read.bitPattern == standard.bitPattern, "\(literal)")
    }
  }
}
