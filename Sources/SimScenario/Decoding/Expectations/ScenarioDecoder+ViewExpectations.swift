import SimEngine
import SimGeometry

/// Expectations about a view's geometry and opacity at a time, on screen or in the model.
extension ScenarioDecoder {
  static let viewValueKeys = ["frame", "center", "alpha", "transform", "contentOffset"]

  mutating func decodeViewValues(_ fields: inout Fields) -> (Expectation.Kind?, [String]) {
    let keys = ["t", "view", "layer", "tolerance"] + Self.viewValueKeys
    var values = Expectation.ViewValues()
    if let n = fields.take("frame") { values.frame = reader.rect(n, fields.path("frame")) }
    if let n = fields.take("center") { values.center = reader.point(n, fields.path("center")) }
    if let n = fields.take("alpha") {
      values.alpha = reader.number(n, fields.path("alpha"), in: 0...1, what: "alpha")
    }
    if let n = fields.take("transform") {
      values.transform = reader.transform(n, fields.path("transform"))
    }
    if let n = fields.take("contentOffset") {
      values.contentOffset = reader.point(n, fields.path("contentOffset"))
    }
    let time = reader.require("t", in: &fields, what: "when to check, in seconds").flatMap {
      reader.time($0, fields.path("t"))
    }
    let view = viewName(&fields, key: "view", requirement: nil)
    var layer = Expectation.Layer.presentation
    if let n = fields.take("layer"), let name = reader.string(n, fields.path("layer")) {
      let names = ["presentation", "model"]
      if let value = Expectation.Layer(rawValue: name) {
        layer = value
      } else {
        reader.error(
          n, fields.path("layer"), "unknown layer '\(name)'; expected \(Suggestions.list(names))",
          notes: reader.suggestion(name, in: names, at: n))
      }
    }
    var tolerance = Self.defaultFrameTolerance
    if let n = fields.take("tolerance") {
      tolerance =
        reader.nonNegative(n, fields.path("tolerance"), what: "the tolerance") ?? tolerance
    }
    guard let time, let view, values != Expectation.ViewValues() else { return (nil, keys) }
    return (
      .viewValues(time: time, view: view, values: values, layer: layer, tolerance: tolerance), keys
    )
  }
}
