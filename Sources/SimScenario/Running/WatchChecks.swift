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
    case .staysWithin(let window):
      let violation = watch.first(labelled: expectation.label)
      let frames = watch.framesChecked(labelled: expectation.label)
      let held =
        frames == 0
        ? "no frame was rendered in the window" : "it held at all \(frames) frames"
      return ExpectationResult(
        expectation: expectation, passed: violation == nil && frames > 0,
        expected:
          "\"\(window.text)\" stays in \(window.rangeDescription) at every frame from t=\(window.from) to t=\(window.to)",
        actual: violation?.detail ?? held, time: violation?.time)
    default:
      preconditionFailure("Internal inconsistency: \(expectation.label) is not watched")
    }
  }
}
