/// When `simreplay run` writes a scenario's golden trace, named as swift-snapshot-testing names
/// its record modes.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
  /// Record a golden only where there is none, and fail saying so (the default): a new scenario
  /// gets its golden on its first run, and nobody mistakes that run for a check.
  case missing
  /// Record every golden anew (the run passes or fails on its expectations).
  case all
  /// Re-record a golden that differs or is missing, and fail saying so.
  case failed
  /// Never write; a missing golden is a failure.
  case never
}
