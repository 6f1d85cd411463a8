import SimGeometry

/// `wait(until:)`: the Swift form of a scenario's `{"wait": {"until": "…", "limit": 2}}`, the
/// same wait loop (``waitFrames(_:simulation:limit:advance:done:)``) and the same expression
/// language (docs/expressions.md).
extension Simulation {
  /// Renders frame after frame until `condition` (an expression, non-zero when it holds) holds,
  /// for at most `limit` (10 s unless told); fails with the time it gave up and, when the
  /// expression could not be evaluated then, why.
  ///
  /// ```swift
  /// try sim.wait(until: "presented('sheet')", limit: Interval(seconds: 2))
  /// ```
  public mutating func wait(until condition: String, limit: Interval = Simulation.defaultWaitLimit)
    throws(StepError)
  {
    let expression: Expression
    do {
      expression = try ExpressionParser.parse(condition)
    } catch {
      throw .badCondition(condition, message: error.message)
    }
    var lastFailure: String?
    let held = Self.waitFrames(
      &self, simulation: \.self, limit: limit, advance: { $0.advance(to: $1) },
      done: { simulation in
        let value = Result { () throws(ExpressionFailure) in
          try simulation.evaluate(expression)
        }
        switch value {
        case .success(let value):
          lastFailure = nil
          return value != 0
        case .failure(let failure):
          lastFailure = failure.message
          return false
        }
      })
    guard held else {
      throw .conditionNotHeld(condition, limit: limit, at: now, failure: lastFailure)
    }
  }
}
