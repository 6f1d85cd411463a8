import SimGeometry

/// Evaluating an expression: Double arithmetic in a fixed order (left to right, as written), so
/// the same values give the same bits on every machine and build; a condition is 1 or 0.
///
/// Every intermediate result must be finite: a division by zero or an overflow stops the
/// action with the sub-expression that caused it, instead of moving a view to NaN.
extension Expression {
  /// Its value, reading the app's values through `read`.
  public func evaluate(
    _ read: (ValueReference) throws(ExpressionFailure) -> Double
  ) throws(ExpressionFailure) -> Double {
    switch self {
    case .number(let value):
      return value
    case .value(let reference):
      return try read(reference)
    case .negate(let operand):
      return -(try operand.evaluate(read))
    case .not(let operand):
      return try operand.evaluate(read) != 0 ? 0 : 1
    case .arithmetic(let op, let a, let b):
      let x = try a.evaluate(read)
      let y = try b.evaluate(read)
      let result: Double
      switch op {
      case .add: result = x + y
      case .subtract: result = x - y
      case .multiply: result = x * y
      case .divide: result = x / y
      }
      guard result.isFinite else {
        throw ExpressionFailure(
          "\(self) is not a finite number (\(x.compactDescription) \(op.rawValue) \(y.compactDescription))"
        )
      }
      return result
    case .comparison(let op, let a, let b):
      let x = try a.evaluate(read)
      let y = try b.evaluate(read)
      let holds: Bool
      switch op {
      case .less: holds = x < y
      case .lessOrEqual: holds = x <= y
      case .greater: holds = x > y
      case .greaterOrEqual: holds = x >= y
      case .equal: holds = x == y
      case .notEqual: holds = x != y
      }
      return holds ? 1 : 0
    case .logical(let op, let a, let b):
      // Both sides are evaluated (no short-circuit), so an error on either side is never hidden.
      let x = try a.evaluate(read) != 0
      let y = try b.evaluate(read) != 0
      switch op {
      case .and: return x && y ? 1 : 0
      case .or: return x || y ? 1 : 0
      }
    case .function(let function, let arguments):
      var values: [Double] = []
      values.reserveCapacity(arguments.count)
      for argument in arguments { values.append(try argument.evaluate(read)) }
      return try function.apply(values, in: self)
    }
  }

  /// The references it reads, each once, in the order they first appear.
  public var references: [ValueReference] {
    var result: [ValueReference] = []
    var pending: [Expression] = [self]
    while let next = pending.popLast() {
      switch next {
      case .number: break
      case .value(let reference): if !result.contains(reference) { result.append(reference) }
      case .negate(let e), .not(let e): pending.append(e)
      case .arithmetic(_, let a, let b), .comparison(_, let a, let b), .logical(_, let a, let b):
        pending.append(b)
        pending.append(a)
      case .function(_, let arguments): pending.append(contentsOf: arguments.reversed())
      }
    }
    return result
  }
}

extension ExpressionFunction {
  func apply(_ v: [Double], in expression: Expression) throws(ExpressionFailure) -> Double {
    switch self {
    case .min: return v.dropFirst().reduce(v[0]) { Swift.min($0, $1) }
    case .max: return v.dropFirst().reduce(v[0]) { Swift.max($0, $1) }
    case .abs: return Swift.abs(v[0])
    case .round: return v[0].rounded(.toNearestOrAwayFromZero)
    case .floor: return v[0].rounded(.down)
    case .ceil: return v[0].rounded(.up)
    case .clamp:
      guard v[1] <= v[2] else {
        throw ExpressionFailure(
          "\(expression): the low bound \(v[1].compactDescription) is above the high bound \(v[2].compactDescription)"
        )
      }
      return Swift.min(Swift.max(v[0], v[1]), v[2])
    case .rubberBand:
      let dimension = v[1]
      let constant = v.count > 2 ? v[2] : 0.55
      guard dimension > 0, constant > 0 else {
        throw ExpressionFailure(
          "\(expression): the dimension and the constant must be positive, got \(dimension.compactDescription) and \(constant.compactDescription)"
        )
      }
      let offset = Swift.abs(v[0])
      let moved = (1 - 1 / (offset * constant / dimension + 1)) * dimension
      return v[0] < 0 ? -moved : moved
    case .project:
      let rate = v.count > 1 ? v[1] : 0.998
      guard rate > 0, rate < 1 else {
        throw ExpressionFailure(
          "\(expression): the deceleration rate must be between 0 and 1 (exclusive), got \(rate.compactDescription)"
        )
      }
      return v[0] / 1000 * rate / (1 - rate)
    }
  }
}

/// Why an expression could not give a value when its action ran.
public struct ExpressionFailure: Error, Hashable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}
