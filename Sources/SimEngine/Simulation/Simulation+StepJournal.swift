/// Steps of a step-style touch list, as the journal records them.
extension Simulation {
  /// Notes that a step starts now, so the trace, the report and `explain` can name the step
  /// each touch came from.
  public mutating func beginStep(_ label: String) {
    record(.step(label))
  }

  /// The step the touch `number` came from: the last step that started at or before its
  /// began event, or nil when the touch list was not step-style.
  public func step(ofTouch number: Int) -> String? {
    var label: String?
    for entry in journal {
      switch entry.kind {
      case .step(let text): label = text
      case .touch(number, _, .began, _, _, _): return label
      default: continue
      }
    }
    return nil
  }
}
