/// Reads an expression's text: numbers, references (`pan.translation.y`,
/// `card.presentation.center.y`, `` `my card`.alpha ``), `+ - * /`, comparisons, `&& || !`,
/// parentheses and function calls.
///
/// A recursive-descent parser whose nesting is bounded by ``maximumNesting``, so no input can
/// overflow the stack; an error carries the offset (in Unicode scalars) where it was found.
public struct ExpressionParser {
  /// How deep parentheses, unary operators and calls may nest.
  public static let maximumNesting = 32
  /// How many operators and calls an expression may have: a long chain `1 + 1 + …` nests to
  /// the left, and evaluating, comparing and printing it recurse that deep.
  public static let maximumOperators = 256

  private let text: [Unicode.Scalar]
  private var position = 0
  private var nesting = 0
  private var operators = 0

  /// Parses `source` as a whole.
  public static func parse(_ source: String) throws(ExpressionError) -> Expression {
    var parser = ExpressionParser(text: Array(source.unicodeScalars))
    let expression = try parser.parseOr()
    parser.skipSpace()
    if parser.position < parser.text.count {
      throw parser.error("unexpected '\(parser.text[parser.position])' after a complete expression")
    }
    return expression
  }

  private init(text: [Unicode.Scalar]) {
    self.text = text
  }

  private mutating func parseOr() throws(ExpressionError) -> Expression {
    var left = try parseAnd()
    while take("||") {
      try count()
      let start = position
      let right = try parseAnd()
      try requireConditions(left, right, "||", at: start)
      left = .logical(.or, left, right)
    }
    return left
  }

  private mutating func parseAnd() throws(ExpressionError) -> Expression {
    var left = try parseComparison()
    while take("&&") {
      try count()
      let start = position
      let right = try parseComparison()
      try requireConditions(left, right, "&&", at: start)
      left = .logical(.and, left, right)
    }
    return left
  }

  private mutating func parseComparison() throws(ExpressionError) -> Expression {
    let start = position
    let left = try parseSum()
    let operators: [Expression.ComparisonOperator] = [
      .lessOrEqual, .greaterOrEqual, .equal, .notEqual, .less, .greater,
    ]
    guard let op = operators.first(where: { peek($0.rawValue) }) else { return left }
    _ = take(op.rawValue)
    let rightStart = position
    let right = try parseSum()
    if left.isCondition {
      throw error("'\(op.rawValue)' compares numbers, not conditions", at: start)
    }
    if right.isCondition {
      throw error("'\(op.rawValue)' compares numbers, not conditions", at: rightStart)
    }
    if peekComparison() {
      throw error("comparisons don't chain; join them with &&")
    }
    return .comparison(op, left, right)
  }

  private mutating func parseSum() throws(ExpressionError) -> Expression {
    var left = try parseProduct()
    while true {
      let op: Expression.ArithmeticOperator
      if take("+") {
        op = .add
      } else if peek("-") {
        _ = take("-")
        op = .subtract
      } else {
        return left
      }
      try count()
      let start = position
      let right = try parseProduct()
      try requireNumbers(left, right, op.rawValue, at: start)
      left = .arithmetic(op, left, right)
    }
  }

  private mutating func parseProduct() throws(ExpressionError) -> Expression {
    var left = try parseUnary()
    while true {
      let op: Expression.ArithmeticOperator
      if take("*") {
        op = .multiply
      } else if take("/") {
        op = .divide
      } else {
        return left
      }
      try count()
      let start = position
      let right = try parseUnary()
      try requireNumbers(left, right, op.rawValue, at: start)
      left = .arithmetic(op, left, right)
    }
  }

  private mutating func parseUnary() throws(ExpressionError) -> Expression {
    try enter()
    defer { nesting -= 1 }
    let start = position
    if take("-") {
      try count()
      let operand = try parseUnary()
      if operand.isCondition { throw error("'-' applies to a number, not a condition", at: start) }
      if case .number(let value) = operand { return .number(-value) }
      return .negate(operand)
    }
    if take("!") {
      try count()
      let operand = try parseUnary()
      if !operand.isCondition { throw error("'!' applies to a condition, not a number", at: start) }
      return .not(operand)
    }
    return try parsePrimary()
  }

  private mutating func parsePrimary() throws(ExpressionError) -> Expression {
    skipSpace()
    guard position < text.count else {
      throw error("the expression ends where a value is expected")
    }
    let c = text[position]
    if c == "(" {
      position += 1
      let inner = try parseOr()
      guard take(")") else { throw error("expected ')'") }
      return inner
    }
    if c.properties.numericType != nil && c.isASCII || c == "." {
      return .number(try parseNumber())
    }
    if c == "$" {
      position += 1
      guard position < text.count, isNameStart(text[position]) else {
        throw error("'$' starts a kept value's name, as in $start")
      }
      return .value(.variable(try parseName().text))
    }
    if isNameStart(c) || c == "`" {
      return try parseReferenceOrCall()
    }
    throw error("unexpected '\(c)' where a value is expected")
  }

  private mutating func parseNumber() throws(ExpressionError) -> Double {
    let start = position
    while position < text.count, isNumberCharacter(at: position) { position += 1 }
    let literal = String(String.UnicodeScalarView(text[start..<position]))
    guard let value = Double(literal), value.isFinite else {
      throw error("'\(literal)' is not a number", at: start)
    }
    return value
  }

  private func isNumberCharacter(at index: Int) -> Bool {
    let c = text[index]
    if ("0"..."9").contains(c) || c == "." { return true }
    if c == "e" || c == "E" { return index + 1 < text.count }
    if c == "+" || c == "-" {
      return index > 0 && (text[index - 1] == "e" || text[index - 1] == "E")
    }
    return false
  }

  private mutating func parseReferenceOrCall() throws(ExpressionError) -> Expression {
    let start = position
    let first = try parseName()
    if !first.quoted, peekImmediate("(") {
      guard let function = ExpressionFunction(rawValue: first.text) else {
        let names = ExpressionFunction.allCases.map(\.rawValue)
        throw error(
          "unknown function '\(first.text)'; expected one of \(names.joined(separator: ", "))",
          at: start)
      }
      return try parseCall(function, at: start)
    }
    if !first.quoted, first.text == "pi" { return .number(Double.pi) }
    var segments = [first.text]
    var locationView: String?
    while peekImmediate(".") {
      position += 1
      let segment = try parseName()
      segments.append(segment.text)
      if segment.text == "location", !segment.quoted, peekImmediate("(") {
        position += 1
        skipSpace()
        locationView = try parseName().text
        guard take(")") else { throw error("expected ')' after the view of location(…)") }
        segments[segments.count - 1] = "location()"
      }
    }
    return .value(
      try ReferencePath.resolve(segments, locationView: locationView, error: error("", at: start)))
  }

  private mutating func parseCall(_ function: ExpressionFunction, at start: Int)
    throws(ExpressionError) -> Expression
  {
    try count()
    try enter()
    defer { nesting -= 1 }
    position += 1
    var arguments: [Expression] = []
    if !take(")") {
      repeat {
        let argumentStart = position
        let argument = try parseOr()
        if argument.isCondition {
          throw error("\(function.rawValue)(…) takes numbers, not conditions", at: argumentStart)
        }
        arguments.append(argument)
        guard arguments.count <= 16 else { throw error("too many arguments") }
      } while take(",")
      guard take(")") else {
        throw error("expected ',' or ')' in the arguments of \(function.rawValue)(…)")
      }
    }
    guard function.arity.contains(arguments.count) else {
      let range = function.arity
      let expected =
        range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
      throw error(
        "\(function.rawValue)(…) takes \(expected) arguments, got \(arguments.count)", at: start)
    }
    return .function(function, arguments)
  }

  /// A plain name (letters, digits, underscores) or a quoted one (`` `any text` ``).
  private mutating func parseName() throws(ExpressionError) -> (text: String, quoted: Bool) {
    guard position < text.count else { throw error("a name is missing at the end") }
    if text[position] == "`" {
      let start = position
      position += 1
      var name = String.UnicodeScalarView()
      while position < text.count, text[position] != "`" {
        name.append(text[position])
        position += 1
      }
      guard position < text.count, !name.isEmpty else {
        throw error("an unterminated or empty `name`", at: start)
      }
      position += 1
      return (String(name), true)
    }
    guard isNameStart(text[position]) else { throw error("expected a name") }
    var name = String.UnicodeScalarView()
    while position < text.count, isNameStart(text[position]) || ("0"..."9").contains(text[position])
    {
      name.append(text[position])
      position += 1
    }
    return (String(name), false)
  }

  private func isNameStart(_ c: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
  }

  private mutating func count() throws(ExpressionError) {
    operators += 1
    if operators > Self.maximumOperators {
      throw error("the expression has more than \(Self.maximumOperators) operators")
    }
  }

  private mutating func enter() throws(ExpressionError) {
    nesting += 1
    if nesting > Self.maximumNesting {
      throw error("the expression nests more than \(Self.maximumNesting) deep")
    }
  }

  private func requireNumbers(_ a: Expression, _ b: Expression, _ op: String, at start: Int)
    throws(ExpressionError)
  {
    if a.isCondition || b.isCondition {
      throw error(
        "'\(op)' applies to numbers, not conditions; compare with <, >, == first", at: start)
    }
  }

  private func requireConditions(_ a: Expression, _ b: Expression, _ op: String, at start: Int)
    throws(ExpressionError)
  {
    if !a.isCondition || !b.isCondition {
      throw error("'\(op)' joins conditions such as 'a > 100', not numbers", at: start)
    }
  }

  private mutating func skipSpace() {
    while position < text.count, text[position] == " " || text[position] == "\t" { position += 1 }
  }

  private mutating func peek(_ token: String) -> Bool {
    skipSpace()
    var index = position
    for scalar in token.unicodeScalars {
      guard index < text.count, text[index] == scalar else { return false }
      index += 1
    }
    return true
  }

  private mutating func peekComparison() -> Bool {
    ["<", ">", "==", "!="].contains { peek($0) }
  }

  private func peekImmediate(_ c: Unicode.Scalar) -> Bool {
    position < text.count && text[position] == c
  }

  private mutating func take(_ token: String) -> Bool {
    guard peek(token) else { return false }
    // `<` must not take the start of `<=`, nor `!` the start of `!=`, nor `=` alone.
    position += token.unicodeScalars.count
    return true
  }

  private func error(_ message: String, at offset: Int? = nil) -> ExpressionError {
    ExpressionError(offset: offset ?? position, message: message)
  }
}

/// What is wrong with an expression, and where (in Unicode scalars from its start).
public struct ExpressionError: Error, Hashable, Sendable {
  public var offset: Int
  public var message: String

  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}
