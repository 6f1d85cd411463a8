import SimEngine

/// The results of a scenario's `invariants` and `checks`, from what its run's watch found.
enum WatchChecks {
  static func result(_ expectation: Expectation, _ watch: RunWatch, settled: Bool)
    -> ExpectationResult
  {
    switch expectation.kind {
    case .invariant(_, let text):
      let violation = watch.first(labelled: expectation.label)
      return ExpectationResult(
        expectation: expectation, passed: violation == nil,
        expected: "\"\(text)\" holds after every frame",
        actual: violation?.detail ?? "it held", time: violation?.time)
    case .builtIn(let check):
      let violation = watch.first(labelled: check.rawValue)
      if violation == nil, check.isCheckedWhenSettled, !settled {
        return ExpectationResult(
          expectation: expectation, passed: false,
          expected: "\(check.rawValue) holds once everything has settled",
          actual: "the run ended before everything settled (add \"settle\": true)", time: nil)
      }
      return ExpectationResult(
        expectation: expectation, passed: violation == nil,
        expected: "\(check.rawValue) holds", actual: violation?.detail ?? "it held",
        time: violation?.time)
    default:
      preconditionFailure("Internal inconsistency: \(expectation.label) is not watched")
    }
  }
}
