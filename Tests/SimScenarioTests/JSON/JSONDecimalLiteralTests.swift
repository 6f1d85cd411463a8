import Testing

@testable import SimScenario

/// A literal, a scale, and the exact fixed-point result (nil: overflow or not a JSON number).
struct DecimalFixedPointCase: Sendable, CustomTestStringConvertible {
  let literal: String
  let scale: Int
  let expected: Int64?

  init(_ literal: String, _ scale: Int, _ expected: Int64?) {
    self.literal = literal
    self.scale = scale
    self.expected = expected
  }

  var testDescription: String { "\(literal) at scale \(scale)" }
}

@Suite("Decimal literals")
struct JSONDecimalLiteralTests {
  static let exact: [DecimalFixedPointCase] = [
    DecimalFixedPointCase("0.119365483", 9, 119_365_483),
    DecimalFixedPointCase("1e-3", 9, 1_000_000),
    DecimalFixedPointCase("1.5", 2, 150),
    DecimalFixedPointCase("1E+2", 0, 100),
    DecimalFixedPointCase("123", 0, 123),
    DecimalFixedPointCase("-42.000", 3, -42_000),
    DecimalFixedPointCase("0", 9, 0),
    DecimalFixedPointCase("-0", 9, 0),
    DecimalFixedPointCase("0e999999999999", 9, 0),
    DecimalFixedPointCase("0.000", 3, 0),
    DecimalFixedPointCase("9007199254740993", 0, 9_007_199_254_740_993),
    DecimalFixedPointCase("0.3", 17, 30_000_000_000_000_000),
  ]

  static let rounding: [DecimalFixedPointCase] = [
    DecimalFixedPointCase("2.5e-9", 9, 3),
    DecimalFixedPointCase("-0.5e-9", 9, -1),
    DecimalFixedPointCase("-2.5e-9", 9, -3),
    DecimalFixedPointCase("2.4e-9", 9, 2),
    DecimalFixedPointCase("2.49999999999999999999e-9", 9, 2),
    DecimalFixedPointCase("0.5", 0, 1),
    DecimalFixedPointCase("0.4", 0, 0),
    DecimalFixedPointCase("-0.4", 0, 0),
    DecimalFixedPointCase("0.05", 0, 0),
    DecimalFixedPointCase("0.0000000005", 9, 1),
    DecimalFixedPointCase("0.00000000049", 9, 0),
    DecimalFixedPointCase("1e-999999999999999999999", 9, 0),
    DecimalFixedPointCase("125", -1, 13),
    DecimalFixedPointCase("124", -1, 12),
  ]

  static let limits: [DecimalFixedPointCase] = [
    DecimalFixedPointCase("9223372036854775807", 0, Int64.max),
    DecimalFixedPointCase("9223372036854775808", 0, nil),
    DecimalFixedPointCase("-9223372036854775808", 0, Int64.min),
    DecimalFixedPointCase("-9223372036854775809", 0, nil),
    DecimalFixedPointCase("9.223372036854775807", 18, Int64.max),
    DecimalFixedPointCase("9.2233720368547758074", 18, Int64.max),
    DecimalFixedPointCase("9.2233720368547758075", 18, nil),
    DecimalFixedPointCase("1e18", 0, 1_000_000_000_000_000_000),
    DecimalFixedPointCase("1e19", 0, nil),
    DecimalFixedPointCase("1e99999999999999999999", 0, nil),
    DecimalFixedPointCase("10", 18, nil),
  ]

  static let invalid: [DecimalFixedPointCase] = [
    DecimalFixedPointCase("", 0, nil),
    DecimalFixedPointCase("01", 0, nil),
    DecimalFixedPointCase("1.", 0, nil),
    DecimalFixedPointCase(".5", 0, nil),
    DecimalFixedPointCase("+1", 0, nil),
    DecimalFixedPointCase("1e", 0, nil),
    DecimalFixedPointCase("1e+", 0, nil),
    DecimalFixedPointCase("-", 0, nil),
    DecimalFixedPointCase("1 ", 0, nil),
    DecimalFixedPointCase("NaN", 0, nil),
  ]

  @Test("literals convert exactly, without going through Double", arguments: exact)
  func exactConversion(_ testCase: DecimalFixedPointCase) { check(testCase) }

  @Test("dropped digits round half away from zero", arguments: rounding)
  func roundsHalfAwayFromZero(_ testCase: DecimalFixedPointCase) { check(testCase) }

  @Test("results outside Int64 are nil", arguments: limits)
  func overflowIsNil(_ testCase: DecimalFixedPointCase) { check(testCase) }

  @Test("text that is not a JSON number literal is nil", arguments: invalid)
  func invalidLiteralIsNil(_ testCase: DecimalFixedPointCase) { check(testCase) }

  @Test("a parsed number's literal converts exactly")
  func parsedLiteral() throws {
    let document = try JSONParser.parse(#"{"dt": 0.119365483}"#)
    let literal = try #require(document.numberLiteral(document.members(document.root)[0].value))
    #expect(DecimalLiteral.fixedPoint(literal, scale: 9) == 119_365_483)
  }

  private func check(_ testCase: DecimalFixedPointCase) {
    #expect(DecimalLiteral.fixedPoint(testCase.literal, scale: testCase.scale) == testCase.expected)
  }
}
