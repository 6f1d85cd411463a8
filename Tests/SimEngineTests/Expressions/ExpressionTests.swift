import SimEngine
import Testing

@Suite("Expressions")
struct ExpressionTests {
  /// Evaluates `text`, reading every reference from `values` by its written form.
  func value(_ text: String, _ values: [String: Double] = [:]) throws -> Double {
    let expression = try ExpressionParser.parse(text)
    return try expression.evaluate { (reference) throws(ExpressionFailure) -> Double in
      guard let value = values[reference.description] else {
        throw ExpressionFailure("unknown \(reference)")
      }
      return value
    }
  }

  func parseError(_ text: String) -> ExpressionError? {
    do {
      _ = try ExpressionParser.parse(text)
      return nil
    } catch { return error }
  }

  @Test("Arithmetic follows the usual precedence, left to right")
  func precedence() throws {
    #expect(try value("1 + 2 * 3") == 7)
    #expect(try value("(1 + 2) * 3") == 9)
    #expect(try value("10 - 4 - 3") == 3)
    #expect(try value("12 / 4 / 3") == 1)
    #expect(try value("-2 * -3") == 6)
    #expect(try value("2e2 + .5") == 200.5)
  }

  @Test("References split into a name and the longest known value")
  func references() throws {
    let pan = try ExpressionParser.parse("list.pan.translation.y")
    #expect(pan == .value(.gesture("list.pan", .translationY)))
    let drawn = try ExpressionParser.parse("card.presentation.center.y")
    #expect(drawn == .value(.view("card", .centerY, presentation: true)))
    let located = try ExpressionParser.parse("pan.location(card).x")
    #expect(located == .value(.gesture("pan", .locationX(in: "card"))))
    let quoted = try ExpressionParser.parse("`my card`.alpha")
    #expect(quoted == .value(.view("my card", .alpha, presentation: false)))
    #expect(
      try ExpressionParser.parse("drawer.fractionComplete")
        == .value(.animator("drawer", .fractionComplete)))
    #expect(try ExpressionParser.parse("$start") == .value(.variable("start")))
  }

  @Test("rubberBand is (1 − 1/(x·c/d + 1))·d with the offset's sign")
  func rubberBand() throws {
    // x = 100, d = 400, c = 0.55: (1 − 1/(0.1375 + 1))·400 = 400·0.1375/1.1375.
    let expected = 400 * 0.1375 / 1.1375
    #expect(abs(try value("rubberBand(100, 400)") - expected) < 1e-12)
    #expect(abs(try value("rubberBand(-100, 400)") + expected) < 1e-12)
    #expect(abs(try value("rubberBand(100, 400, 1)") - 400 * 0.25 / 1.25) < 1e-12)
  }

  @Test("project is velocity/1000 · rate/(1 − rate), rate 0.998 unless given")
  func project() throws {
    #expect(abs(try value("project(1500)") - 1.5 * 0.998 / 0.002) < 1e-9)
    #expect(abs(try value("project(-1000, 0.99)") + 99) < 1e-9)
    #expect(throws: ExpressionFailure.self) { try value("project(100, 1)") }
  }

  @Test("min, max, clamp, abs and rounding")
  func functions() throws {
    #expect(try value("min(3, -1, 2)") == -1)
    #expect(try value("max(3, -1, 2)") == 3)
    #expect(try value("clamp(1.5, 0, 1)") == 1)
    #expect(try value("clamp(-0.5, 0, 1)") == 0)
    #expect(try value("abs(-4)") == 4)
    #expect(try value("round(2.5)") == 3 && value("round(-2.5)") == -3)
    #expect(try value("floor(-0.5)") == -1 && value("ceil(0.2)") == 1)
    #expect(throws: ExpressionFailure.self) { try value("clamp(1, 2, 0)") }
  }

  @Test("Conditions compare numbers and join with && and ||")
  func conditions() throws {
    let values: [String: Double] = ["card.center.y": 590, "pan.velocity.y": 100]
    #expect(try value("card.center.y + project(pan.velocity.y) > 700", values) == 0)
    #expect(try value("card.center.y > 500 && pan.velocity.y >= 100", values) == 1)
    #expect(try value("!(card.center.y > 500) || pan.velocity.y == 100", values) == 1)
  }

  @Test("A division by zero stops the action instead of giving infinity")
  func divisionByZero() {
    #expect(throws: ExpressionFailure.self) { try value("1 / (2 - 2)") }
  }

  @Test("Errors say where: the offset of the bad character")
  func errorOffsets() {
    #expect(parseError("1 + * 2")?.offset == 4)
    #expect(parseError("card.center.z")?.message.contains("ends in no known value") == true)
    #expect(parseError("sqr(2)")?.message.contains("unknown function 'sqr'") == true)
    #expect(parseError("1 < 2 < 3")?.message.contains("don't chain") == true)
    #expect(parseError("(1 > 2) + 1")?.message.contains("not conditions") == true)
    #expect(parseError("clamp(1, 2)")?.message.contains("takes 3 arguments, got 2") == true)
    #expect(parseError("1 2")?.offset == 2)
  }

  @Test("Nesting deeper than the limit is an error, not a stack overflow")
  func nestingLimit() {
    let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    #expect(parseError(deep)?.message.contains("nests more than") == true)
    let negations = String(repeating: "-", count: 10_000) + "1"
    #expect(parseError(negations)?.message.contains("nests more than") == true)
  }

  @Test("A chain longer than the operator limit is an error, not a deep recursion")
  func operatorLimit() {
    let long = Array(repeating: "1", count: 5_000).joined(separator: " + ")
    #expect(parseError(long)?.message.contains("more than 256 operators") == true)
    let fine = Array(repeating: "1", count: 200).joined(separator: " + ")
    #expect(parseError(fine) == nil)
  }

  @Test("An expression written back reads the same")
  func roundTrip() throws {
    for text in [
      "card.center.y + project(pan.velocity.y) > 700", "(a.alpha + 1) * 2",
      "a.alpha - (b.alpha - 1)",
      "!(x.isRunning) || y.isReversed", "clamp($start - pan.translation.y / 400, 0, 1)",
    ] {
      let parsed = try ExpressionParser.parse(text)
      #expect(try ExpressionParser.parse(parsed.description) == parsed, "\(text) → \(parsed)")
    }
  }
}
